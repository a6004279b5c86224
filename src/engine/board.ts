/**
 * The board: a dense grid of squares around the start tile and a frontier of open squares.
 *
 * Each frontier square keeps the edges its neighbours require as a (mask, value) pair over the
 * 3-bit edge kinds, so testing a tile rotation against a square is one AND and one compare:
 * listing a turn's legal placements touches only the frontier, never the whole board.
 */
import { DX, DY, ROTATIONS, type Rotation } from './geometry.js';
import type { CompiledTile } from './tiles/tile-spec.js';

export interface Bounds {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

export class Board {
  /** squares per row of the grid */
  readonly size: number;
  readonly offset: number;
  /** > 0: placed tile index + 1; < 0: -(frontier slot + 1); 0: empty */
  grid: Int16Array;
  /** placed tiles, by placement order */
  count = 0;
  tile: Int16Array;
  rot: Uint8Array;
  x: Int16Array;
  y: Int16Array;
  /** open squares and their requirements */
  slots = 0;
  slotCell: Int32Array;
  slotMask: Int32Array;
  slotValue: Int32Array;
  bounds: Bounds | null;
  /** borderCompletes: a square past the table edge stands in for a tile around a monastery or garden */
  edgeFills: boolean;

  constructor(capacity: number, bounds: Bounds | null = null, edgeFills = false) {
    this.offset = capacity + 1;
    this.size = 2 * this.offset + 1;
    this.grid = new Int16Array(this.size * this.size);
    this.tile = new Int16Array(capacity);
    this.rot = new Uint8Array(capacity);
    this.x = new Int16Array(capacity);
    this.y = new Int16Array(capacity);
    this.slotCell = new Int32Array(2 * capacity + 4);
    this.slotMask = new Int32Array(2 * capacity + 4);
    this.slotValue = new Int32Array(2 * capacity + 4);
    this.bounds = bounds;
    this.edgeFills = edgeFills && bounds !== null;
  }

  clone(): Board {
    const b: Board = Object.create(Board.prototype);
    Object.assign(b, this);
    b.grid = this.grid.slice();
    b.tile = this.tile.slice();
    b.rot = this.rot.slice();
    b.x = this.x.slice();
    b.y = this.y.slice();
    b.slotCell = this.slotCell.slice();
    b.slotMask = this.slotMask.slice();
    b.slotValue = this.slotValue.slice();
    return b;
  }

  /** Makes `b` (a board of the same capacity) equal to this one in its own arrays: no allocation. */
  copyInto(b: Board): Board {
    const { grid, tile, rot, x, y, slotCell, slotMask, slotValue } = b;
    Object.assign(b, this);
    b.grid = copied(grid, this.grid);
    b.tile = copied(tile, this.tile);
    b.rot = copied(rot, this.rot);
    b.x = copied(x, this.x);
    b.y = copied(y, this.y);
    b.slotCell = copied(slotCell, this.slotCell);
    b.slotMask = copied(slotMask, this.slotMask);
    b.slotValue = copied(slotValue, this.slotValue);
    return b;
  }

  inGrid(x: number, y: number): boolean {
    return Math.abs(x) < this.offset && Math.abs(y) < this.offset;
  }

  inBounds(x: number, y: number): boolean {
    const b = this.bounds;
    return this.inGrid(x, y) && (!b || (x >= b.minX && x <= b.maxX && y >= b.minY && y <= b.maxY));
  }

  cell(x: number, y: number): number {
    return (y + this.offset) * this.size + (x + this.offset);
  }

  cellX(cell: number): number {
    return (cell % this.size) - this.offset;
  }

  cellY(cell: number): number {
    return ((cell / this.size) | 0) - this.offset;
  }

  /** The placed tile index at a square, or -1. */
  at(x: number, y: number): number {
    if (!this.inGrid(x, y)) return -1;
    const v = this.grid[this.cell(x, y)];
    return v > 0 ? v - 1 : -1;
  }

  /** Why a rotation of a tile cannot go on a square, or null if its edges fit. */
  misfit(x: number, y: number, tile: CompiledTile, rot: number): 'occupied' | 'not-adjacent' | 'edge-mismatch' | 'out-of-bounds' | null {
    if (!this.inGrid(x, y)) return 'not-adjacent';
    const v = this.grid[this.cell(x, y)];
    if (v > 0) return 'occupied';
    if (v === 0) return this.inBounds(x, y) || !this.hasNeighbour(x, y) ? 'not-adjacent' : 'out-of-bounds';
    const slot = -v - 1;
    return (tile.sig[rot] & this.slotMask[slot]) === this.slotValue[slot] ? null : 'edge-mismatch';
  }

  private hasNeighbour(x: number, y: number): boolean {
    for (let s = 0; s < 4; s++) if (this.at(x + DX[s], y + DY[s]) >= 0) return true;
    return false;
  }

  /** Packs every (square, rotation) where the tile's edges fit into `out` as `cell * 4 + rotationIndex`; returns the count. */
  fitsInto(tile: CompiledTile, out: Int32Array): number {
    let n = 0;
    for (let slot = 0; slot < this.slots; slot++) {
      const mask = this.slotMask[slot];
      const value = this.slotValue[slot];
      for (let r = 0; r < 4; r++) if ((tile.sig[r] & mask) === value) out[n++] = this.slotCell[slot] * 4 + r;
    }
    return n;
  }

  /** Packed placements as squares and rotations, sorted by row, column and rotation. */
  placementList(packed: Int32Array, n: number): { at: [number, number]; rot: Rotation }[] {
    const out: { at: [number, number]; rot: Rotation }[] = [];
    for (let i = 0; i < n; i++) {
      const cell = (packed[i] / 4) | 0;
      out.push({ at: [this.cellX(cell), this.cellY(cell)], rot: ROTATIONS[packed[i] & 3] });
    }
    return out.sort((a, b) => a.at[1] - b.at[1] || a.at[0] - b.at[0] || a.rot - b.rot);
  }

  /** How many of the eight squares around (x, y) hold tiles (or, with edgeFills, lie past the table edge). */
  neighbours8(x: number, y: number): number {
    let n = 0;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        if ((dx || dy) && (this.at(x + dx, y + dy) >= 0 || (this.edgeFills && !this.inBounds(x + dx, y + dy)))) n++;
      }
    }
    return n;
  }

  /** How many of the four squares along the edges of (x, y) hold tiles. */
  neighbours4(x: number, y: number): number {
    let n = 0;
    for (let s = 0; s < 4; s++) if (this.at(x + DX[s], y + DY[s]) >= 0) n++;
    return n;
  }

  /** Places a tile that fits; returns its index. The caller checked `misfit`. */
  place(x: number, y: number, tile: CompiledTile, rot: number): number {
    const idx = this.count++;
    this.tile[idx] = tile.index;
    this.rot[idx] = rot;
    this.x[idx] = x;
    this.y[idx] = y;
    const cell = this.cell(x, y);
    const v = this.grid[cell];
    if (v < 0) this.removeSlot(-v - 1);
    this.grid[cell] = idx + 1;
    const sig = tile.sig[rot];
    for (let s = 0; s < 4; s++) {
      const nx = x + DX[s];
      const ny = y + DY[s];
      if (!this.inBounds(nx, ny)) continue;
      const ncell = this.cell(nx, ny);
      const nv = this.grid[ncell];
      if (nv > 0) continue;
      if (nv === 0) this.openSquare(nx, ny);
      const slot = -this.grid[ncell] - 1;
      const facing = (s + 2) % 4;
      this.slotMask[slot] |= 7 << (3 * facing);
      this.slotValue[slot] |= ((sig >> (3 * s)) & 7) << (3 * facing);
    }
    return idx;
  }

  /**
   * Opens an empty square with no edge requirement, as if a tile were next to it: New World's
   * starting spaces on the coast take any tile before any is placed.
   */
  openSquare(x: number, y: number): void {
    const cell = this.cell(x, y);
    if (this.grid[cell] !== 0) return;
    const slot = this.slots++;
    this.slotCell[slot] = cell;
    this.slotMask[slot] = 0;
    this.slotValue[slot] = 0;
    this.grid[cell] = -(slot + 1);
  }

  private removeSlot(slot: number): void {
    const last = --this.slots;
    if (slot !== last) {
      const cell = this.slotCell[last];
      this.slotCell[slot] = cell;
      this.slotMask[slot] = this.slotMask[last];
      this.slotValue[slot] = this.slotValue[last];
      this.grid[cell] = -(slot + 1);
    }
  }
}

/** `from` copied into `into` when their lengths match, else a fresh copy. */
export function copied<T extends Int8Array | Uint8Array | Int16Array | Int32Array>(into: T, from: T): T {
  if (into.length !== from.length) return from.slice() as T;
  into.set(from);
  return into;
}
