/**
 * A board written for the tests, apart from the engine: tiles read straight from the catalogue's
 * segment notation, features found by a plain flood fill across edges. It shares no code with the
 * engine's compiled tiles or union-find, so it can check them.
 */
import { ALL_TILE_SPECS, type TileSpec } from '../../../src/engine/index.js';

const SIDES = ['N', 'E', 'S', 'W'];
const HALVES: Record<string, number> = { NNW: 0, NNE: 2, ENE: 3, ESE: 5, SSE: 6, SSW: 8, WSW: 9, WNW: 11 };

interface PlainSegment {
  kind: string;
  /** ports in catalogue orientation: 0 NNW, 1 N, 2 NNE, 3 ENE, … clockwise */
  ports: number[];
}

function parseSegment(text: string): PlainSegment {
  const [head, rest = ''] = text.split(':');
  const names = rest
    .replace(/[+>].*$/, '')
    .split(',')
    .filter(Boolean);
  const ports = names.map((n) => (head === 'field' ? HALVES[n] : SIDES.indexOf(n) * 3 + 1));
  return { kind: head.replace(/[+>].*$/, ''), ports };
}

const SEGMENTS = new Map<string, PlainSegment[]>(ALL_TILE_SPECS.map((t: TileSpec) => [t.id, t.segments.map(parseSegment)]));

/** Per tile id and quarter turn: the segment index at each board-orientation port, or -1. */
const PORT_TABLES = new Map<string, number[][]>(
  [...SEGMENTS].map(([id, segs]) => [id, [0, 1, 2, 3].map((steps) => Array.from({ length: 12 }, (_, port) => segs.findIndex((s) => s.ports.includes((port - 3 * steps + 12) % 12))))]),
);

/** The segment index at a board-orientation port of a tile turned `rot` degrees, or -1. */
function segmentAtPort(id: string, rot: number, port: number): number {
  return PORT_TABLES.get(id)![rot / 90][port];
}

/** The port across the edge: N's west half (0) meets S's west half (8), E's centre (4) meets W's (10)… */
function acrossPort(port: number): number {
  const side = Math.floor(port / 3);
  return ((side + 2) % 4) * 3 + (2 - (port % 3));
}

const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];
// A square is a number on a 256 × 256 grid around the start tile, far more than any game reaches
// (the longest, with both rivers, lays about 100 tiles): the flood fill then walks arrays, not
// maps and sets, which keeps 170,000 checked games inside the suite's time.
const SIDE = 256;
const squareKey = (x: number, y: number) => {
  if (x < -128 || x > 127 || y < -128 || y > 127) throw new Error(`square ${x},${y} off the test board`);
  return (y + 128) * SIDE + (x + 128);
};
const keyX = (key: number) => (key % SIDE) - 128;
const keyY = (key: number) => Math.floor(key / SIDE) - 128;

/** Seen marks of a flood (square × 16 + segment), stamped with a generation so no flood clears it. */
const seenAt = new Uint32Array(SIDE * SIDE * 16);
let generation = 0;

interface PlainTile {
  id: string;
  rot: number;
  ports: number[];
}

/** Which tile (index into a board's list, plus one) lies on each square: one grid for all boards, cleared by the next one. */
const tileAt = new Int32Array(SIDE * SIDE);

/** The board of one game at a time: a new PlainBoard clears the squares of the one before. */
export class PlainBoard {
  private static last: PlainBoard | null = null;
  private list: PlainTile[] = [];
  private squares: number[] = [];
  /** followers by square (one tile takes at most one): the segment index and the owner */
  followers = new Map<number, { seg: number; player: number }>();

  constructor() {
    for (const sq of PlainBoard.last?.squares ?? []) tileAt[sq] = 0;
    PlainBoard.last = this;
  }

  private tileOn(square: number): PlainTile | undefined {
    const i = tileAt[square];
    return i ? this.list[i - 1] : undefined;
  }
  place(id: string, x: number, y: number, rot: number): void {
    const sq = squareKey(x, y);
    this.list.push({ id, rot, ports: PORT_TABLES.get(id)![rot / 90] });
    tileAt[sq] = this.list.length;
    this.squares.push(sq);
  }

  kindOf(x: number, y: number, seg: number): string {
    return SEGMENTS.get(this.tileOn(squareKey(x, y))!.id)![seg].kind;
  }

  /** The segment a record spot names on the tile at (x, y): "road:N", "field:SSE", "monastery"… */
  segmentOfSpot(x: number, y: number, spot: string): number {
    const t = this.tileOn(squareKey(x, y))!;
    if (spot === 'monastery' || spot === 'garden') return SEGMENTS.get(t.id)!.findIndex((s) => s.kind === spot);
    const [kind, where] = spot.split(':');
    const port = kind === 'field' ? HALVES[where] : SIDES.indexOf(where) * 3 + 1;
    return segmentAtPort(t.id, t.rot, port);
  }

  /**
   * Every segment (as square key × 16 + segment index) of the feature holding segment `seg` of the
   * tile at (x, y), found by a flood fill across the edges of the tiles laid so far.
   */
  feature(x: number, y: number, seg: number): number[] {
    const first = squareKey(x, y) * 16 + seg;
    const mark = ++generation;
    seenAt[first] = mark;
    const members = [first];
    for (let next = 0; next < members.length; next++) {
      const k = members[next];
      const sq = k >> 4;
      const t = this.tileOn(sq)!;
      const cx = keyX(sq);
      const cy = keyY(sq);
      for (let p = 0; p < 12; p++) {
        if (t.ports[p] !== (k & 15)) continue;
        const side = Math.floor(p / 3);
        const nsq = squareKey(cx + DX[side], cy + DY[side]);
        const n = this.tileOn(nsq);
        if (!n) continue;
        const ns = n.ports[acrossPort(p)];
        if (ns < 0) continue;
        const key = nsq * 16 + ns;
        if (seenAt[key] === mark) continue;
        seenAt[key] = mark;
        members.push(key);
      }
    }
    return members;
  }

  /**
   * How many followers, other than one standing at (x, y), are on the feature of that tile's segment
   * `seg`, for every segment of the tile at once: segments found in an earlier segment's flood share
   * its answer.
   */
  othersOnEach(x: number, y: number): number[] {
    const here = squareKey(x, y);
    const n = this.segmentsOf(x, y).length;
    const out = new Array<number>(n).fill(-1);
    for (let seg = 0; seg < n; seg++) {
      if (out[seg] >= 0) continue;
      this.feature(x, y, seg);
      // the flood's marks are still standing: membership is one array read
      const mark = generation;
      let count = 0;
      for (const [sq, f] of this.followers) if (sq !== here && seenAt[sq * 16 + f.seg] === mark) count++;
      for (let other = seg; other < n; other++) if (seenAt[here * 16 + other] === mark) out[other] = count;
    }
    return out;
  }

  segmentsOf(x: number, y: number): PlainSegment[] {
    return SEGMENTS.get(this.tileOn(squareKey(x, y))!.id)!;
  }

  removeFollower(x: number, y: number): void {
    this.followers.delete(squareKey(x, y));
  }

  addFollower(x: number, y: number, seg: number, player: number): void {
    this.followers.set(squareKey(x, y), { seg, player });
  }
}
