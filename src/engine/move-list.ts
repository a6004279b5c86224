/**
 * Every legal move of the player to move, listed by the engine itself: the bots, the table's turn
 * flow and the command line all take their moves from here, so each listed move is one `play`
 * accepts and no layer keeps its own copy of the rules of a turn.
 *
 * The order is fixed (the bots' seeded tie-breaks and samples depend on it, so it must not change
 * without need): the same position, reached by the same moves, always lists the same moves in the
 * same order.
 *  1. each distinct tile the player may play, in `choices()` order (the drawn tile, or the hand);
 *  2. each legal (square, rotation) of that tile in `placementsInto` order: the board's open
 *     squares in its frontier order (which follows from the moves played), and within a square the
 *     rotations 0°, 90°, 180°, 270°;
 *  3. on each placement: no follower; a follower on each allowed segment, in the tile's segment
 *     order; with The Abbot, the abbot on the monastery, then on the garden, then taking it back.
 * New World adds its scoring orders (new-world/move-list.ts). A pass (`{ pass: true }`), which
 * `play` always accepts, is not listed: it is a table's way to skip a seat, not a move of the rules.
 */
import { abbotError, abbotReturnError } from './abbot.js';
import type { Board } from './board.js';
import type { GameState } from './game-state.js';
import { ROTATIONS } from './geometry.js';
import { spotName } from './spots.js';
import type { CompiledTile } from './tiles/tile-spec.js';
import type { Move } from './types.js';

/** What goes with a placement. Numbers, not strings: the bots' search lists moves by the thousand. */
export const MoveExtra = { none: 0, follower: 1, abbot: 2, returnAbbot: 3 } as const;
export type MoveExtra = (typeof MoveExtra)[keyof typeof MoveExtra];

/**
 * A legal move in the engine's own terms, cheap to list (no strings are built until a move is
 * written out with `toRecordMove` or `toNewWorldMove`).
 */
export interface MoveOption {
  tile: CompiledTile;
  x: number;
  y: number;
  /** rotation steps 0..3 */
  r: number;
  extra: MoveExtra;
  /** the follower's local segment (MoveExtra.follower), else -1 */
  seg: number;
  /** MoveExtra.abbot: where the abbot goes */
  spot?: 'monastery' | 'garden';
  /** New World: the scoring order, when the move completes two or more features with settlers */
  order?: string[];
}

/** What the listing reads on a game; the base game and New World both have it. */
export interface MoveLister {
  board: Board;
  choices(): CompiledTile[];
  placementsInto(tile: CompiledTile, out: Int32Array): number;
  followerSegments(tile: CompiledTile, x: number, y: number, r: number, out: number[]): number[];
}

/** More moves on one placement (the base game's abbot), pushed onto `out`. */
export type PlacementExtras<G> = (game: G, tile: CompiledTile, x: number, y: number, r: number, out: MoveOption[]) => void;

let buf = new Int32Array(1024);
const segs: number[] = [];

/** The distinct tiles of `choices()` (a hand may hold two of a kind: their moves are the same), or only `tileId`. */
function tilesToList(game: MoveLister, tileId?: string): CompiledTile[] {
  const out: CompiledTile[] = [];
  for (const t of game.choices()) if ((tileId === undefined || t.id === tileId) && !out.includes(t)) out.push(t);
  return out;
}

/** Steps 1 to 3 of the order above, with each game's extras on every placement. */
export function listMoveOptions<G extends MoveLister>(game: G, extras?: PlacementExtras<G>, tileId?: string): MoveOption[] {
  const out: MoveOption[] = [];
  const need = game.board.slots * 4;
  if (buf.length < need) buf = new Int32Array(need * 2);
  for (const tile of tilesToList(game, tileId)) {
    // copied out of the module-wide buffer, so that a nested listing (an extra, a hook) cannot overwrite it
    const picks = Array.from(buf.subarray(0, game.placementsInto(tile, buf)));
    for (const pick of picks) {
      const cell = (pick / 4) | 0;
      const x = game.board.cellX(cell);
      const y = game.board.cellY(cell);
      const r = pick & 3;
      out.push({ tile, x, y, r, extra: MoveExtra.none, seg: -1 });
      for (const seg of game.followerSegments(tile, x, y, r, segs)) out.push({ tile, x, y, r, extra: MoveExtra.follower, seg });
      extras?.(game, tile, x, y, r, out);
    }
  }
  return out;
}

/** The Abbot's moves on a legal placement, checked as `play` checks them (the volcano's turn has none). */
export function abbotOptions(game: GameState, tile: CompiledTile, x: number, y: number, r: number, out: MoveOption[]): void {
  if (!game.rules.abbot || tile.volcano) return;
  for (const spot of ['monastery', 'garden'] as const) if (!abbotError(game, tile, spot)) out.push({ tile, x, y, r, extra: MoveExtra.abbot, seg: -1, spot });
  if (!abbotReturnError(game, tile, x, y)) out.push({ tile, x, y, r, extra: MoveExtra.returnAbbot, seg: -1 });
}

/** A base game move option in record notation. */
export function toRecordMove(o: MoveOption): Move {
  const move: Move = { tile: o.tile.id, at: [o.x, o.y], rot: ROTATIONS[o.r] };
  if (o.extra === MoveExtra.follower) move.meeple = spotName(o.tile, o.r, o.seg);
  else if (o.extra === MoveExtra.abbot) move.abbot = o.spot;
  else if (o.extra === MoveExtra.returnAbbot) move.returnAbbot = true;
  return move;
}
