/**
 * A uniformly random legal New World player: uniform over every legal (square, rotation), then over
 * "no settler" and every legal settler spot; with `shuffleOrder`, a random scoring order when the
 * move completes two or more features (else the engine's order). Used by `simulate`, the benchmark
 * and the property tests.
 */
import { ROTATIONS } from '../geometry.js';
import type { Rng } from '../rng.js';
import type { NewWorldGame } from './game.js';
import { newWorldSpotName } from './spots.js';
import type { NewWorldMove } from './types.js';

let buf = new Int32Array(1024);
const segs: number[] = [];

export function randomNewWorldMove(game: NewWorldGame, rng: Rng, shuffleOrder = false): NewWorldMove | null {
  const tile = game.currentTile;
  if (!tile) return null;
  const need = game.board.slots * 4;
  if (buf.length < need) buf = new Int32Array(need * 2);
  const n = game.placementsInto(tile, buf);
  if (n === 0) return null;
  const pick = buf[rng.int(n)];
  const cell = (pick / 4) | 0;
  const r = pick & 3;
  const x = game.board.cellX(cell);
  const y = game.board.cellY(cell);
  const move: NewWorldMove = { tile: tile.id, at: [x, y], rot: ROTATIONS[r] };
  game.followerSegments(tile, x, y, r, segs);
  const choice = rng.int(segs.length + 1);
  if (choice > 0) move.meeple = newWorldSpotName(tile, r, segs[choice - 1]);
  if (shuffleOrder) {
    const order = game.scoringChoices(move.at, move.rot, move.meeple);
    if (order.length > 1) move.order = rng.shuffle(order);
  }
  return move;
}
