/**
 * The game a bot plays, behind one small interface, so that one-move play (one-ply.ts), the search
 * (search.ts) and the public view (public-view.ts) serve the base game and New World alike. What
 * differs between the two lives in a `GameKind`: how moves are listed and written (New World moves
 * carry settler roles and a scoring order), how a position is valued, the random player, and how the
 * bag is grouped for dealing. `kindOf` picks the kind of a game.
 */
import type { NewWorldGame, CompiledTile, Game, Move, NewWorldMove, Rng } from '../engine/index.js';
import type { EvalWeights } from './evaluate.js';
import type { Candidate } from './moves.js';

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
  placementsInto(tile: CompiledTile, out: Int32Array): number;
  followerSegments(tile: CompiledTile, x: number, y: number, r: number, out: number[]): number[];
  snapshot(): { remainingByTile: Record<string, number> };
  clone(): G;
  copyInto(into: G): G;
  play(move: unknown, drawSeed?: string): { ok: boolean };
}

/** A move either game accepts from a bot. */
export type BotMove = Move | NewWorldMove;

/** The tiles of the bag (catalogue indices), grouped the way the rules draw them. */
export interface BagGroups {
  fork: number[];
  river: number[];
  lakes: number[];
  land: number[];
}

export interface GameKind<G extends BotGame<G>> {
  /** Every legal move of the player to move, in a fixed order (empty when the game is over). */
  listMoves(game: G, withFollowers?: boolean): Candidate[];
  /** The move in record notation. */
  toMove(c: Candidate): BotMove;
  /** Each player's value in points, into `out` (a finished game is its scores). */
  evaluate(game: G, w: EvalWeights, out: Float64Array): Float64Array;
  /** The engine's uniformly random legal move (the random level, and the fallback for a refused move). */
  randomMove(game: G, rng: Rng): BotMove | null;
  bagGroups(game: G): BagGroups;
  /** medium's and hard's evaluation weights for this game */
  weights: { medium: EvalWeights; hard: EvalWeights };
}

/** Either game a bot plays. */
export type AnyGame = Game | NewWorldGame;
