/**
 * Removals that came too soon, as this browser counted. A removal is fair only after the table's
 * patience, but a clock is one peer's word, so nothing refuses an early one: a majority of the seats
 * decides (votes.ts). What this browser can do is say so. It notes when it first saw each head, and
 * flags an away written less than half the patience after the last head it saw before it: an
 * honest voter's own clock ran a whole patience since it saw that position, so only a delay of more
 * than half the patience makes an honest away look early here. Not at a table played over days:
 * there a browser sees a position when its player next opens the link, perhaps days after it
 * opened, so its count says nothing of the voters' and would flag honest removals.
 */
import type { ChainEntry } from './chain-entry.js';
import type { Clock } from './restorer.js';
import { DAY_SECONDS } from './table-start.js';

/** Heads remembered (the last ones are all a flag needs). */
const KEEP = 64;

export class EarlyAways {
  private readonly seen = new Map<string, number>();

  constructor(private readonly clock: Clock) {}

  /** The chain's head now (after each batch of entries). */
  saw(head: string | null): void {
    if (head === null || this.seen.has(head)) return;
    this.seen.set(head, this.clock.time());
    if (this.seen.size > KEEP) this.seen.delete(this.seen.keys().next().value!);
  }

  /** The aways among `added` (the chain's new entries, in order) that came early, and how long (ms) after the last head seen before them. */
  judge(added: readonly ChainEntry[], patience: number): { entry: ChainEntry; after: number }[] {
    const from = added.length && added[0].prev !== null ? this.seen.get(added[0].prev) : undefined;
    if (from === undefined || patience >= DAY_SECONDS) return [];
    const after = this.clock.time() - from;
    if (after >= (patience * 1000) / 2) return [];
    // a player who lets a bot play for them removes nobody: no votes, nothing to flag
    return added.filter((e) => e.kind === 'away' && 'votes' in e.body).map((entry) => ({ entry, after }));
  }
}
