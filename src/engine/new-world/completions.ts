/**
 * What a placement would complete, worked out before anything changes (so that a move's scoring
 * order can be checked and a refused move leaves the game as it was, and so that a board can ask
 * the player for an order before the move is sent).
 *
 * A trail or town of the new tile is complete when the open edges of everything it joins add up to
 * nothing: its own edges, plus the open edges of each neighbouring feature it touches (each counted
 * once, even when two of the tile's segments touch it, which joins them), minus two per edge the
 * tile closes. A farm is complete when its eight neighbours are tiles (with `coastCloses`, squares of
 * the sea count). Only features with a settler (the new one included) score, so only they are listed.
 */
import { DX, DY, centrePort, oppositePort } from '../geometry.js';
import { SegKind, type CompiledTile } from '../tiles/tile-spec.js';
import { AROUND, newWorldSpotName } from './spots.js';
import type { NewWorldState } from './state.js';

export interface Completion {
  /** the name a scoring order uses for it */
  name: string;
  kind: 'trail' | 'town' | 'farm';
  /** trails and towns: a local segment of the placed tile; farms: -1 */
  seg: number;
  /** trails and towns: every segment of the placed tile in the feature (bit i for segment i) */
  segs: number;
  /** farms: the farm's square */
  at: [number, number] | null;
}

// scratch: a tile has at most 12 ports and a handful of segments
const LINK = new Int8Array(16);
const OPEN = new Int32Array(16);
const SETTLED = new Int32Array(16);
const ROOTS = new Int32Array(12);
const ROOT_SEG = new Int8Array(12);

function findLocal(i: number): number {
  while (LINK[i] !== i) i = LINK[i];
  return i;
}

/** The features with settlers that placing `tile` at (x, y), `r` quarter turns, with a settler on `settlerSeg` (or -1) completes, in the engine's order. */
export function completionsOf(game: NewWorldState, tile: CompiledTile, x: number, y: number, r: number, settlerSeg: number): Completion[] {
  const out: Completion[] = [];
  const f = game.features;
  const b = game.board;
  const n = tile.segments.length;
  const mine = tile.portSeg[r];
  for (let i = 0; i < n; i++) {
    LINK[i] = i;
    const kind = tile.segments[i].kind;
    OPEN[i] = kind === SegKind.road || kind === SegKind.city ? tile.segments[i].ports.length : 0;
    SETTLED[i] = i === settlerSeg ? 1 : 0;
  }
  let roots = 0;
  for (let side = 0; side < 4; side++) {
    const q = b.at(x + DX[side], y + DY[side]);
    const p = centrePort(side);
    const a = mine[p];
    if (a < 0) continue;
    if (q < 0) {
      // a trail or town edge facing the sea is closed under coastCloses
      if (game.rules.coastCloses && !b.inBounds(x + DX[side], y + DY[side])) OPEN[findLocal(a)]--;
      continue;
    }
    const theirs = game.catalogue.tiles[b.tile[q]].portSeg[b.rot[q]];
    const other = theirs[oppositePort(p)];
    if (other < 0) continue;
    const root = f.find(q * f.stride + other);
    const ra = findLocal(a);
    OPEN[ra] -= 2;
    let k = 0;
    while (k < roots && ROOTS[k] !== root) k++;
    if (k === roots) {
      ROOTS[roots] = root;
      ROOT_SEG[roots++] = a;
      OPEN[ra] += f.open[root];
      SETTLED[ra] += f.followers[root];
    } else {
      // the tile touches this feature twice: the two segments become one feature
      const rb = findLocal(ROOT_SEG[k]);
      if (ra !== rb) {
        LINK[ra] = rb;
        OPEN[rb] += OPEN[ra];
        SETTLED[rb] += SETTLED[ra];
      }
    }
  }
  let emitted = 0;
  for (let i = 0; i < n; i++) {
    const kind = tile.segments[i].kind;
    if (kind !== SegKind.road && kind !== SegKind.city) continue;
    // a group is named by its first segment on the tile
    const g = findLocal(i);
    if (emitted & (1 << g) || OPEN[g] !== 0 || SETTLED[g] === 0) continue;
    emitted |= 1 << g;
    let segs = 0;
    for (let j = i; j < n; j++) if (findLocal(j) === g) segs |= 1 << j;
    out.push({ name: newWorldSpotName(tile, r, i), kind: kind === SegKind.road ? 'trail' : 'town', seg: i, segs, at: null });
  }
  if (tile.monastery >= 0 && settlerSeg === tile.monastery && b.neighbours8(x, y) === 8) out.push({ name: 'farm', kind: 'farm', seg: -1, segs: 0, at: [x, y] });
  for (const d of AROUND) {
    const fx = x + d.dx;
    const fy = y + d.dy;
    const q = b.at(fx, fy);
    if (q < 0) continue;
    const farm = game.catalogue.tiles[b.tile[q]].monastery;
    // the new tile will be the eighth neighbour
    if (farm >= 0 && f.owner[q * f.stride + farm] && b.neighbours8(fx, fy) === 7) out.push({ name: d.name, kind: 'farm', seg: -1, segs: 0, at: [fx, fy] });
  }
  return out;
}
