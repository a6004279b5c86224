/**
 * Features (roads, cities, fields, rivers, monasteries, gardens) as a union-find over tile segments.
 *
 * Segment ids are `placedIndex * maxSegments + localIndex`. Each root carries what scoring needs,
 * kept up to date as tiles join: open edge count (roads and cities are complete at 0), pennants and
 * follower count. Members form a circular list so two features merge in O(1) and a scored feature
 * can still list its squares.
 */
import { DX, DY, oppositePort } from './geometry.js';
import { SegKind, type Catalogue } from './tiles/tile-spec.js';
import type { Board } from './board.js';

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

  constructor(capacity: number, readonly catalogue: Catalogue) {
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
    for (const k of ['parent', 'size', 'next', 'kind', 'open', 'pennants', 'followers', 'owner', 'abbot', 'stamp'] as const) {
      (f as unknown as Record<string, Int32Array>)[k] = (this as unknown as Record<string, Int32Array>)[k].slice();
    }
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

  /** Calls `fn` for every segment of the feature containing `s`. */
  forEachMember(s: number, fn: (seg: number) => void): void {
    let m = s;
    do {
      fn(m);
      m = this.next[m];
    } while (m !== s);
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
