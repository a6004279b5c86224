/**
 * Features (roads, cities, fields, rivers, monasteries, gardens) as a union-find over tile segments.
 *
 * Segment ids are `placedIndex * maxSegments + localIndex`. Each root carries what scoring needs,
 * kept up to date as tiles join: open edge count (roads and cities are complete at 0), pennants and
 * follower count. Members form a circular list so two features merge in O(1) and a scored feature
 * can still list its squares.
 */
import { DX, DY, oppositePort } from './geometry.js';
import { SegKind, type Catalogue, type CompiledTile } from './tiles/tile-spec.js';
import { copied, type Board } from './board.js';

// scratch for occupiedMask: a tile has at most 12 ports and a handful of segments
const LOCAL_LINK = new Int8Array(16);
const TOUCHED_ROOT = new Int32Array(12);
const TOUCHED_SEG = new Int8Array(12);
/** The root of segment `i` among a tile's own segments linked in `link` (occupiedMask). */
function findLocal(link: Int8Array, i: number): number {
  while (link[i] !== i) i = link[i];
  return i;
}
const FEATURE_ARRAYS = ['parent', 'size', 'next', 'kind', 'open', 'pennants', 'followers', 'owner', 'abbot', 'stamp'] as const;

export class Features {
  readonly stride: number;
  parent: Int32Array;
  size: Int32Array;
  next: Int32Array;
  kind: Uint8Array;
  open: Int16Array;
  pennants: Int16Array;
  /** followers on the whole feature (valid at roots) */
  followers: Int16Array;
  /** owner of a follower on this very segment: player + 1, or 0 */
  owner: Int8Array;
  /** 1 when the follower on this segment is an abbot */
  abbot: Uint8Array;
  private stamp: Int32Array;
  private epoch = 0;

  constructor(
    capacity: number,
    readonly catalogue: Catalogue,
  ) {
    this.stride = catalogue.maxSegments;
    const n = capacity * this.stride;
    this.parent = new Int32Array(n);
    this.size = new Int32Array(n);
    this.next = new Int32Array(n);
    this.kind = new Uint8Array(n);
    this.open = new Int16Array(n);
    this.pennants = new Int16Array(n);
    this.followers = new Int16Array(n);
    this.owner = new Int8Array(n);
    this.abbot = new Uint8Array(n);
    this.stamp = new Int32Array(capacity);
  }

  clone(): Features {
    const f: Features = Object.create(Features.prototype);
    Object.assign(f, this);
    for (const k of FEATURE_ARRAYS) {
      (f as unknown as Record<string, Int32Array>)[k] = (this as unknown as Record<string, Int32Array>)[k].slice();
    }
    return f;
  }

  /** Makes `f` equal to this union-find in its own arrays (same capacity): no allocation. */
  copyInto(f: Features): Features {
    const own = FEATURE_ARRAYS.map((k) => (f as unknown as Record<string, Int32Array>)[k]);
    Object.assign(f, this);
    FEATURE_ARRAYS.forEach((k, i) => {
      (f as unknown as Record<string, Int32Array>)[k] = copied(own[i], (this as unknown as Record<string, Int32Array>)[k]);
    });
    return f;
  }

  find(s: number): number {
    const parent = this.parent;
    while (parent[s] !== s) {
      parent[s] = parent[parent[s]];
      s = parent[s];
    }
    return s;
  }

  private union(a: number, b: number): number {
    let ra = this.find(a);
    let rb = this.find(b);
    if (ra === rb) return ra;
    if (this.size[ra] < this.size[rb]) [ra, rb] = [rb, ra];
    this.parent[rb] = ra;
    this.size[ra] += this.size[rb];
    this.open[ra] += this.open[rb];
    this.pennants[ra] += this.pennants[rb];
    this.followers[ra] += this.followers[rb];
    const t = this.next[ra];
    this.next[ra] = this.next[rb];
    this.next[rb] = t;
    return ra;
  }

  /** Adds the segments of a just-placed tile and joins them to their neighbours across edges. */
  addTile(board: Board, idx: number): void {
    const tile = this.catalogue.tiles[board.tile[idx]];
    const rot = board.rot[idx];
    const base = idx * this.stride;
    tile.segments.forEach((seg, i) => {
      const s = base + i;
      this.parent[s] = s;
      this.size[s] = 1;
      this.next[s] = s;
      this.kind[s] = seg.kind;
      this.open[s] = seg.kind === SegKind.road || seg.kind === SegKind.city || seg.kind === SegKind.river ? seg.ports.length : 0;
      this.pennants[s] = seg.pennants;
      this.followers[s] = 0;
      this.owner[s] = 0;
      this.abbot[s] = 0;
    });
    const mine = tile.portSeg[rot];
    const x = board.x[idx];
    const y = board.y[idx];
    for (let side = 0; side < 4; side++) {
      const q = board.at(x + DX[side], y + DY[side]);
      if (q < 0) continue;
      const theirs = this.catalogue.tiles[board.tile[q]].portSeg[board.rot[q]];
      const qbase = q * this.stride;
      for (let o = 0; o < 3; o++) {
        const p = side * 3 + o;
        const a = mine[p];
        const b = theirs[oppositePort(p)];
        if (a < 0 || b < 0) continue;
        const root = this.union(base + a, qbase + b);
        if (o === 1) this.open[root] -= 2; // a road, city or river edge is now closed on both sides
      }
    }
  }

  /**
   * Which segments of a tile about to lie at (x, y) turned `r` would join a feature that already has
   * a follower (bit i for segment i). Occupancy is a property of the feature after the tile has
   * joined it: two segments of the tile join each other when they touch the same neighbouring
   * feature, so a field can reach a farmer through the tile's own other field (issue 13).
   */
  occupiedMask(board: Board, tile: CompiledTile, x: number, y: number, r: number): number {
    const n = tile.segments.length;
    const link = LOCAL_LINK;
    for (let i = 0; i < n; i++) link[i] = i;
    let touched = 0;
    let direct = 0;
    const mine = tile.portSeg[r];
    for (let side = 0; side < 4; side++) {
      const q = board.at(x + DX[side], y + DY[side]);
      if (q < 0) continue;
      const theirs = this.catalogue.tiles[board.tile[q]].portSeg[board.rot[q]];
      for (let o = 0; o < 3; o++) {
        const p = side * 3 + o;
        const a = mine[p];
        const b = theirs[oppositePort(p)];
        if (a < 0 || b < 0) continue;
        const root = this.find(q * this.stride + b);
        if (this.followers[root] > 0) direct |= 1 << a;
        // a neighbouring feature touched by two segments of this tile joins them
        let k = 0;
        while (k < touched && TOUCHED_ROOT[k] !== root) k++;
        if (k === touched) {
          TOUCHED_ROOT[touched] = root;
          TOUCHED_SEG[touched++] = a;
        } else {
          const ra = findLocal(link, a);
          const rb = findLocal(link, TOUCHED_SEG[k]);
          if (ra !== rb) link[ra] = rb;
        }
      }
    }
    if (direct === 0) return 0;
    let occupiedRoots = 0;
    for (let i = 0; i < n; i++) if (direct & (1 << i)) occupiedRoots |= 1 << findLocal(link, i);
    let mask = 0;
    for (let i = 0; i < n; i++) if (occupiedRoots & (1 << findLocal(link, i))) mask |= 1 << i;
    return mask;
  }

  /** Calls `fn` for every segment of the feature containing `s`. */
  forEachMember(s: number, fn: (seg: number) => void): void {
    let m = s;
    do {
      fn(m);
      m = this.next[m];
    } while (m !== s);
  }

  /** Followers each player has on the feature containing `s` (turn order). */
  ownerCounts(s: number, players: number): number[] {
    const counts: number[] = new Array(players).fill(0);
    this.forEachMember(s, (m) => {
      if (this.owner[m]) counts[this.owner[m] - 1]++;
    });
    return counts;
  }

  /** Distinct tiles in a feature: a tile counts once even when two of its segments belong to it. */
  tileCount(s: number): number {
    const e = ++this.epoch;
    let n = 0;
    let m = s;
    do {
      const t = (m / this.stride) | 0;
      if (this.stamp[t] !== e) {
        this.stamp[t] = e;
        n++;
      }
      m = this.next[m];
    } while (m !== s);
    return n;
  }

  /** The distinct placed-tile indices of a feature. */
  tilesOf(s: number): number[] {
    const e = ++this.epoch;
    const out: number[] = [];
    this.forEachMember(s, (m) => {
      const t = (m / this.stride) | 0;
      if (this.stamp[t] !== e) {
        this.stamp[t] = e;
        out.push(t);
      }
    });
    return out;
  }
}
