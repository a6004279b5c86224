/**
 * Every move a player may make now, in the engine's terms (tile, square, rotation, and nothing, a
 * follower, the abbot or the abbot's return), listed in a fixed order so that a seeded bot
 * repeats itself. Built on the engine's own legality (placementsInto, followerSegments,
 * abbotSpots, canReturnAbbot), so a listed move is one `play` accepts.
 */
import { ROTATIONS, type CompiledTile, type Game, type Move } from '../engine/index.js';
import { spotName } from './engine-access.js';

export const enum Extra {
  none = 0,
  follower = 1,
  abbot = 2,
  returnAbbot = 3,
}

export interface Candidate {
  tile: CompiledTile;
  x: number;
  y: number;
  /** rotation steps 0..3 */
  r: number;
  extra: Extra;
  /** the follower's local segment, or the abbot's spot for Extra.abbot */
  seg: number;
  spot?: 'monastery' | 'garden';
}

let buf = new Int32Array(1024);
const segs: number[] = [];

/** The legal placements of one tile, as `cell * 4 + rotation` in `buf`; returns their count. */
function placements(game: Game, tile: CompiledTile): number {
  const need = game.board.slots * 4;
  if (buf.length < need) buf = new Int32Array(need * 2);
  return game.placementsInto(tile, buf);
}

/** Every legal move of the player to move (empty when the game is over). */
export function listMoves(game: Game, withFollowers = true): Candidate[] {
  const out: Candidate[] = [];
  const abbot = game.rules.abbot;
  for (const tile of game.choices()) {
    const n = placements(game, tile);
    const picks = Array.from(buf.subarray(0, n));
    for (const pick of picks) {
      const cell = (pick / 4) | 0;
      const x = game.board.cellX(cell);
      const y = game.board.cellY(cell);
      const r = pick & 3;
      out.push({ tile, x, y, r, extra: Extra.none, seg: -1 });
      if (!withFollowers) continue;
      for (const seg of game.followerSegments(tile, x, y, r, segs)) out.push({ tile, x, y, r, extra: Extra.follower, seg });
      if (!abbot) continue;
      for (const spot of game.abbotSpots([x, y], ROTATIONS[r], tile.id)) out.push({ tile, x, y, r, extra: Extra.abbot, seg: -1, spot });
      if (game.canReturnAbbot([x, y], tile.id)) out.push({ tile, x, y, r, extra: Extra.returnAbbot, seg: -1 });
    }
  }
  return out;
}

/** A uniformly random placement of a uniformly chosen tile of the player's choices, or null. */
export function randomPlacement(game: Game, rng: { int(n: number): number }): Candidate | null {
  const choices = game.choices();
  const order = choices.length === 1 ? [0] : choices.map((_, i) => i);
  for (let k = order.length; k > 0; k--) {
    const i = rng.int(k);
    const tile = choices[order[i]];
    order[i] = order[k - 1];
    const n = placements(game, tile);
    if (n === 0) continue;
    const pick = buf[rng.int(n)];
    const cell = (pick / 4) | 0;
    return { tile, x: game.board.cellX(cell), y: game.board.cellY(cell), r: pick & 3, extra: Extra.none, seg: -1 };
  }
  return null;
}

/** The follower segments legal on a placement (a shared scratch array: copy before keeping). */
export function followerChoices(game: Game, c: Candidate): readonly number[] {
  return game.followerSegments(c.tile, c.x, c.y, c.r, segs);
}

/** The move in record notation. */
export function toMove(c: Candidate): Move {
  const move: Move = { tile: c.tile.id, at: [c.x, c.y], rot: ROTATIONS[c.r] };
  if (c.extra === Extra.follower) move.meeple = spotName(c.tile, c.r, c.seg);
  else if (c.extra === Extra.abbot) move.abbot = c.spot;
  else if (c.extra === Extra.returnAbbot) move.returnAbbot = true;
  return move;
}

/** Plays a candidate on a copy of the game; null if the engine refuses it (it should not). */
export function afterMove(game: Game, c: Candidate): Game | null {
  const next = game.clone();
  return next.play(toMove(c)).ok ? next : null;
}
