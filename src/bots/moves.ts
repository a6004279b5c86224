/**
 * Every move a player may make now, in the engine's terms (tile, square, rotation, and nothing, a
 * follower, the abbot or the abbot's return; in New World a settler and a scoring order), listed in
 * a fixed order so that a seeded bot repeats itself. Built on the engine's own legality
 * (placementsInto, followerSegments, and each game's extras), so a listed move is one `play` accepts.
 */
import { ROTATIONS, type CompiledTile, type Move } from '../engine/index.js';
import { spotName } from './engine-access.js';
import type { BotGame } from './bot-game.js';

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
  /** New World: the scoring order, when the move completes two or more features with settlers */
  order?: string[];
}

/** More moves on one placement (the base game's abbot), pushed onto `out`. */
export type PlacementExtras<G> = (game: G, tile: CompiledTile, x: number, y: number, r: number, out: Candidate[]) => void;

let buf = new Int32Array(1024);
const segs: number[] = [];

/** Every legal move of the player to move (empty when the game is over). */
export function listMoves<G extends BotGame<G>>(game: G, withFollowers = true, extras?: PlacementExtras<G>): Candidate[] {
  const out: Candidate[] = [];
  const need = game.board.slots * 4;
  if (buf.length < need) buf = new Int32Array(need * 2);
  for (const tile of game.choices()) {
    const picks = Array.from(buf.subarray(0, game.placementsInto(tile, buf)));
    for (const pick of picks) {
      const cell = (pick / 4) | 0;
      const x = game.board.cellX(cell);
      const y = game.board.cellY(cell);
      const r = pick & 3;
      out.push({ tile, x, y, r, extra: Extra.none, seg: -1 });
      if (!withFollowers) continue;
      for (const seg of game.followerSegments(tile, x, y, r, segs)) out.push({ tile, x, y, r, extra: Extra.follower, seg });
      extras?.(game, tile, x, y, r, out);
    }
  }
  return out;
}

/** A base game move in record notation. */
export function toMove(c: Candidate): Move {
  const move: Move = { tile: c.tile.id, at: [c.x, c.y], rot: ROTATIONS[c.r] };
  if (c.extra === Extra.follower) move.meeple = spotName(c.tile, c.r, c.seg);
  else if (c.extra === Extra.abbot) move.abbot = c.spot;
  else if (c.extra === Extra.returnAbbot) move.returnAbbot = true;
  return move;
}
