/**
 * Every refusal the engine gives has a stable code and a sentence. Moves arrive from untrusted
 * peers, so nothing here throws on bad input: callers get `{ ok: false, error }`.
 */
export type ErrorCode =
  | 'move/invalid'
  | 'move/game-over'
  | 'move/wrong-tile'
  | 'move/occupied'
  | 'move/not-adjacent'
  | 'move/edge-mismatch'
  | 'move/out-of-bounds'
  | 'move/rule-forbids'
  | 'move/no-such-segment'
  | 'move/no-followers'
  | 'move/no-farmers'
  | 'move/feature-occupied'
  | 'move/bad-follower-spot'
  | 'move/river-unconnected'
  | 'move/river-u-turn'
  | 'move/river-blocked'
  | 'move/river-joins'
  | 'move/no-abbot'
  | 'move/abbot-not-placed'
  | 'move/volcano-turn'
  | 'move/draw-seed'
  | 'move/bad-order'
  | 'record/not-json'
  | 'record/invalid'
  | 'record/format'
  | 'record/game'
  | 'record/unknown-tile'
  | 'record/unknown-rule'
  | 'record/bad-rule'
  | 'record/deck'
  | 'record/extra-moves';

export interface EngineError {
  code: ErrorCode;
  message: string;
  /** for records: the 1-based number of the offending entry of `moves` */
  move?: number;
}

export type Failure = { ok: false; error: EngineError };

export function failure(code: ErrorCode, message: string, move?: number): Failure {
  return { ok: false, error: move === undefined ? { code, message } : { code, message, move } };
}

// seed 003: "you cannot place a meeple on that tile. Immediately after placing it, take another
// turn": the volcano's turn has no follower phase, so no follower, no abbot and no abbot return
export const VOLCANO_TURN: EngineError = {
  code: 'move/volcano-turn',
  message: 'The volcano lake takes no follower and its turn has no follower phase (no abbot either, nor taking it back); its player takes another turn at once, on which the abbot may come back.',
};
