/**
 * The game a bot plays, behind one small interface (bot-game.ts), so that one-move play (one-ply.ts), the search
 * (search.ts) and the public view (public-view.ts) serve the base game and New World alike. What
 * differs between the two lives in a `GameKind`: how moves are listed and written (New World moves
 * carry settler roles and a scoring order), how a position is valued, the random player, and how the
 * bag is grouped for dealing. `kindOf` picks the kind of a game.
 */
import type { NewWorldGame, Game, Move, MoveOption, NewWorldMove, Rng } from '../engine/index.js';
import type { BotGame } from './bot-game.js';
import type { EvalWeights } from './eval-weights.js';

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
  /** Every legal move of the player to move, from the engine's listing in its fixed order (empty when the game is over). */
  listMoves(game: G): MoveOption[];
  /** The move in record notation. */
  toMove(c: MoveOption): BotMove;
  /** Each player's value in points, into `out` (a finished game is its scores). */
  evaluate(game: G, w: EvalWeights, out: Float64Array): Float64Array;
  /** The engine's uniformly random legal move (the random level, and the fallback for a refused move). */
  randomMove(game: G, rng: Rng): BotMove | null;
  bagGroups(game: G): BagGroups;
  /** medium's and hard's evaluation weights for this game */
  weights: { medium: EvalWeights; hard: EvalWeights };
}

/** The kind with its evaluation replaced by `value` (the weights it is given are ignored): an evaluation of its own, such as expert's, through the shared one-move play. */
export function valuedBy<G extends BotGame<G>>(kind: GameKind<G>, value: (game: G, out: Float64Array) => Float64Array): GameKind<G> {
  return { ...kind, evaluate: (g, _w, out) => value(g, out) };
}

/** Either game a bot plays. */
export type AnyGame = Game | NewWorldGame;
