/**
 * The bots that look one move ahead: every legal move is played on a copy and the position after
 * it is valued (evaluate.ts).
 *
 * - greedy: the baseline. Its own points now plus the plain value of what it holds.
 * - easy: greedy's values blurred by noise, and now and then it forgets it could place a follower,
 *   the mistakes of a casual player.
 * - medium: the full evaluation, relative to the best opponent (what it holds may still complete,
 *   followers in supply count, an opponent's gain is its loss).
 */
import { MoveExtra, type MoveOption, type Rng } from '../engine/index.js';
import type { BotGame } from './bot-game.js';
import type { EvalWeights } from './eval-weights.js';
import { relative, SIMPLE_WEIGHTS } from './evaluate.js';
import type { GameKind } from './game-kind.js';

export interface Scored {
  move: MoveOption;
  value: number;
}

const values = new Float64Array(6);

/**
 * Every legal move with the mover's value after it (own value, or relative to the best other).
 * `into`: the scratch copy to play each move on (a search passes its own; else one is made).
 */
export function scoreMoves<G extends BotGame<G>>(kind: GameKind<G>, game: G, w: EvalWeights, rel: boolean, moves = kind.listMoves(game), rivalMix = 1, into?: G): Scored[] {
  const me = game.current;
  const out: Scored[] = [];
  // one scratch copy reused for every move: a fresh clone per move cost most of the time
  const next = into ?? game.clone();
  for (const move of moves) {
    if (!game.copyInto(next).play(kind.toMove(move)).ok) continue;
    const v = kind.evaluate(next, w, values.subarray(0, game.players.length));
    out.push({ move, value: rel ? relative(v, me, rivalMix) : v[me] });
  }
  return out;
}

/** The first of the best of `scored` by value (null when empty): a search's choice, with no generator. */
export function firstBest(scored: readonly Scored[]): MoveOption | null {
  let best: MoveOption | null = null;
  let bestValue = -Infinity;
  for (const s of scored) {
    if (s.value > bestValue) {
      bestValue = s.value;
      best = s.move;
    }
  }
  return best;
}

/** The best of `scored` (by value, plus `noise` points of seeded jitter), ties broken by the generator. */
export function pickBest(scored: Scored[], rng: Rng, noise = 0): MoveOption | null {
  let best: MoveOption | null = null;
  let bestValue = -Infinity;
  let ties = 0;
  for (const s of scored) {
    const v = noise > 0 ? s.value + noise * (rng.nextU32() / 4294967296 - 0.5) * 2 : s.value;
    if (v > bestValue) {
      bestValue = v;
      best = s.move;
      ties = 1;
    } else if (v === bestValue && rng.int(++ties) === 0) best = s.move;
  }
  return best;
}

export function greedyMove<G extends BotGame<G>>(kind: GameKind<G>, game: G, rng: Rng): MoveOption | null {
  return pickBest(scoreMoves(kind, game, SIMPLE_WEIGHTS, false), rng);
}

/** Easy: one turn in three it overlooks follower placements; every value is blurred by ±4 points. */
export function easyMove<G extends BotGame<G>>(kind: GameKind<G>, game: G, rng: Rng): MoveOption | null {
  const forgets = rng.int(3) === 0;
  const moves = kind.listMoves(game).filter((m) => !forgets || m.extra !== MoveExtra.follower);
  return pickBest(scoreMoves(kind, game, SIMPLE_WEIGHTS, false, moves), rng, 4);
}

export function mediumMove<G extends BotGame<G>>(kind: GameKind<G>, game: G, rng: Rng): MoveOption | null {
  return pickBest(scoreMoves(kind, game, kind.weights.medium, true), rng);
}
