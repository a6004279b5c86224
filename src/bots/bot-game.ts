/**
 * What the bots read and call on a game (game-kind.ts explains the two games behind it). A module of
 * its own, below game-kind.ts and the modules it names: they all read it, so kept in game-kind.ts it
 * made each pair import the other. The moves themselves come from the engine's listing
 * (`moveOptions`, src/engine/move-list.ts), which each game's kind calls.
 */
import type { CompiledTile, Game, Rng } from '../engine/index.js';

/** What the shared machinery reads and calls on a game; both Game and NewWorldGame have it. */
export interface BotGame<G> {
  players: string[];
  current: number;
  finished: boolean;
  readonly turn: number;
  currentTile: CompiledTile | null;
  deck: Int16Array;
  deckPos: number;
  initialDeck: string[];
  hidden: unknown;
  hiddenFrom: number;
  drawRng: Rng | null;
  /** the base game's own PRNG (returned tiles, a random start player); New World has none */
  rng?: Rng | null;
  /** the base game's hands; New World draws one tile */
  fromHand?: boolean;
  hands?: number[][] | null;
  scores: Int32Array;
  followersLeft: Int8Array;
  boardFollowers: number[];
  board: Game['board'];
  features: Game['features'];
  catalogue: Game['catalogue'];
  choices(): CompiledTile[];
  snapshot(): { remainingByTile: Record<string, number> };
  clone(): G;
  copyInto(into: G): G;
  play(move: unknown, drawSeed?: string): { ok: boolean };
}
