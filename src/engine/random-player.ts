/**
 * A uniformly random legal player: uniform over every legal (tile, square, rotation) of the tiles
 * the player may choose from (the drawn tile, or each tile of the hand), then uniform over "nothing"
 * and every legal follower spot, abbot spot and taking the abbot back. Used by `simulate`, the
 * benchmarks and the property tests.
 */
import type { Game } from './game.js';
import { ROTATIONS } from './geometry.js';
import type { Rng } from './rng.js';
import { spotName } from './spots.js';
import type { CompiledTile } from './tiles/tile-spec.js';
import type { Move } from './types.js';

let buf = new Int32Array(1024);
const segs: number[] = [];
const ends: number[] = [];

function pickPlacement(game: Game, rng: Rng): { tile: CompiledTile; pick: number } | null {
  const choices = game.choices();
  const need = game.board.slots * 4 * choices.length;
  if (buf.length < need) buf = new Int32Array(need * 2);
  if (choices.length === 1) {
    const n = game.placementsInto(choices[0], buf);
    return n === 0 ? null : { tile: choices[0], pick: buf[rng.int(n)] };
  }
  // every tile's placements one after another in buf, as one list: uniform over all of them
  let total = 0;
  ends.length = 0;
  for (const tile of choices) {
    total += game.placementsInto(tile, total === 0 ? buf : buf.subarray(total));
    ends.push(total);
  }
  if (total === 0) return null;
  const k = rng.int(total);
  let i = 0;
  while (k >= ends[i]) i++;
  return { tile: choices[i], pick: buf[k] };
}

export function randomMove(game: Game, rng: Rng): Move | null {
  if (!game.currentTile) return null;
  const chosen = pickPlacement(game, rng);
  if (!chosen) return null;
  const { tile, pick } = chosen;
  const cell = (pick / 4) | 0;
  const r = pick & 3;
  const x = game.board.cellX(cell);
  const y = game.board.cellY(cell);
  const move: Move = { tile: tile.id, at: [x, y], rot: ROTATIONS[r] };
  game.followerSegments(tile, x, y, r, segs);
  if (!game.rules.abbot) {
    const choice = rng.int(segs.length + 1);
    if (choice > 0) move.meeple = spotName(tile, r, segs[choice - 1]);
    return move;
  }
  const abbot = game.abbotSpots([x, y], move.rot, tile.id);
  const canReturn = game.canReturnAbbot([x, y], tile.id) ? 1 : 0;
  const choice = rng.int(1 + segs.length + abbot.length + canReturn);
  if (choice === 0) return move;
  if (choice <= segs.length) move.meeple = spotName(tile, r, segs[choice - 1]);
  else if (choice <= segs.length + abbot.length) move.abbot = abbot[choice - segs.length - 1];
  else move.returnAbbot = true;
  return move;
}
