/** Copies of a game kept for reuse, one per depth of a search: a fresh clone per position cost most of the time. */
export class Scratch<G extends { clone(): G }> {
  private readonly games: G[] = [];
  constructor(private readonly base: G) {}

  /** The copy for `depth` (made on first use; its contents are whatever was last copied into it). */
  at(depth: number): G {
    while (this.games.length <= depth) this.games.push(this.base.clone());
    return this.games[depth];
  }
}
