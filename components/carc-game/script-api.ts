/** Shapes of `<carc-game>`'s script API and events. */
import type { AnyTurn, TablePhase } from '../../src/table/table.js';

/** What `el.state` returns: the engine state, for scripts. */
export interface CarcGameState {
  mode: 'hotseat' | 'online' | null;
  phase: TablePhase | 'none';
  /** moves played so far */
  turn: number;
  /** index of the player to move, -1 before the start and after the end */
  current: number;
  currentPlayer: string | null;
  /** the drawn tile's id */
  tile: string | null;
  players: { name: string; color: string; online: boolean; local: boolean }[];
  scores: number[];
  followers: number[];
  /** tiles left to draw (the drawn one included) */
  remaining: number;
  finished: boolean;
  /** the local seat in online games, null in hot-seat */
  mySeat: number | null;
}

/** A refused action: `code` is the engine's (`move/...`) or the sync layer's (`sync/...`). */
export class CarcGameError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CarcGameError';
  }
}

/** `carc-move`: a move entered the game (any player's): a placement (New World's may carry its scoring `order`), or a pass. */
export interface CarcMoveDetail {
  move: AnyTurn;
  /** the seat that moved */
  player: number;
  turn: number;
}

export function emptyState(): CarcGameState {
  return { mode: null, phase: 'none', turn: 0, current: -1, currentPlayer: null, tile: null, players: [], scores: [], followers: [], remaining: 0, finished: false, mySeat: null };
}
