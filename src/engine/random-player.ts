/**
 * A uniformly random legal player: uniform over legal placements of the drawn tile, then uniform
 * over "no follower" and every legal follower spot. Used by `simulate`, the benchmarks and the
 * property tests.
 */
import type { Game } from './game.js';
import { ROTATIONS } from './geometry.js';
import type { Rng } from './rng.js';
import { spotName } from './spots.js';
import type { Move } from './types.js';

let buf = new Int32Array(1024);
const segs: number[] = [];

export function randomMove(game: Game, rng: Rng): Move | null {
  const tile = game.currentTile;
  if (!tile) return null;
  if (buf.length < game.board.slots * 4) buf = new Int32Array(game.board.slots * 8);
  const n = game.placementsInto(tile, buf);
  if (n === 0) return null;
  const pick = buf[rng.int(n)];
  const cell = (pick / 4) | 0;
  const r = pick & 3;
  const x = game.board.cellX(cell);
  const y = game.board.cellY(cell);
  const move: Move = { tile: tile.id, at: [x, y], rot: ROTATIONS[r] };
  game.followerSegments(tile, x, y, r, segs);
  const choice = rng.int(segs.length + 1);
  if (choice > 0) move.meeple = spotName(tile, r, segs[choice - 1]);
  return move;
}
