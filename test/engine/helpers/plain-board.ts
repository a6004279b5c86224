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

/** The tiles of the catalogue, as the plain board reads them. */
const SPECS: { id: string; segments: PlainSegment[] }[] = ALL_TILE_SPECS.map((t: TileSpec) => ({ id: t.id, segments: t.segments.map(parseSegment) }));
const SPEC_INDEX = new Map(SPECS.map((t, i) => [t.id, i]));

// A turned tile is a tile of SPECS and a quarter turn, numbered spec × 4 + turns; its segments are
// at most 16. Tables by turned tile, so that the flood walks typed arrays only:
/** the segment at each board-orientation port (turned tile × 12 + port), or -1 */
const PORT_SEG = new Int8Array(SPECS.length * 4 * 12).fill(-1);
/** the board-orientation ports of each segment (turned tile × 16 + segment): PORTS from PORTS_FROM[k] to PORTS_FROM[k + 1] */
const PORTS_FROM = new Int32Array(SPECS.length * 4 * 16 + 1);
const PORTS: number[] = [];
SPECS.forEach(({ id, segments }, i) => {
  if (segments.length > 16) throw new Error(`tile ${id} has more than 16 segments`);
  for (let steps = 0; steps < 4; steps++) {
    const turned = i * 4 + steps;
    for (let port = 0; port < 12; port++) PORT_SEG[turned * 12 + port] = segments.findIndex((seg) => seg.ports.includes((port - 3 * steps + 12) % 12));
    for (let seg = 0; seg < 16; seg++) {
      PORTS_FROM[turned * 16 + seg] = PORTS.length;
      for (let port = 0; port < 12; port++) if (PORT_SEG[turned * 12 + port] === seg && seg < segments.length) PORTS.push(port);
    }
  }
});
PORTS_FROM[SPECS.length * 4 * 16] = PORTS.length;
const PORT_LIST = Int8Array.from(PORTS);

/** The board-orientation port a spot names: "road:N" and "city:N" the north centre, "field:SSE" that half edge… */
const SPOT_PORTS = new Map<string, number>([
  ...['road', 'city', 'river'].flatMap((kind) => SIDES.map((side, i) => [`${kind}:${side}`, i * 3 + 1] as const)),
  ...Object.entries(HALVES).map(([half, port]) => [`field:${half}`, port] as const),
]);

/** The port across the edge: N's west half (0) meets S's west half (8), E's centre (4) meets W's (10)… */
const ACROSS = Int8Array.from({ length: 12 }, (_, port) => ((Math.floor(port / 3) + 2) % 4) * 3 + (2 - (port % 3)));

// A square is a number on a 256 × 256 grid around the start tile, far more than any game reaches
// (the longest, with both rivers, lays about 100 tiles): the flood fill then walks arrays, not
// maps and sets, which keeps 170,000 checked games inside the suite's time. A tile lies at most
// 126 squares from the start, so every neighbour of a tile is on the grid.
const SIDE = 256;
/** The square next to a square across side N, E, S, W. */
const STEP = Int32Array.of(-SIDE, 1, SIDE, -1);
const squareKey = (x: number, y: number) => {
  if (x < -126 || x > 126 || y < -126 || y > 126) throw new Error(`square ${x},${y} off the test board`);
  return (y + 128) * SIDE + (x + 128);
};

/** Seen marks of a flood (square × 16 + segment), stamped with a generation so no flood clears it. */
const seenAt = new Uint32Array(SIDE * SIDE * 16);
let generation = 0;
/** The segments a flood has reached (square × 16 + segment), in the order found. */
let members = new Int32Array(4096);

/** The turned tile on each square, plus one, or 0: one grid for all boards, cleared by the next one. */
const tileAt = new Int32Array(SIDE * SIDE);
/** The segment a follower stands on, plus one, on each square (a tile takes at most one), else 0; cleared like tileAt. */
const followerAt = new Int8Array(SIDE * SIDE);

/** The board of one game at a time: a new PlainBoard clears the squares of the one before. */
export class PlainBoard {
  private static last: PlainBoard | null = null;
  private squares: number[] = [];

  constructor() {
    for (const sq of PlainBoard.last?.squares ?? []) {
      tileAt[sq] = 0;
      followerAt[sq] = 0;
    }
    PlainBoard.last = this;
  }

  place(id: string, x: number, y: number, rot: number): void {
    const sq = squareKey(x, y);
    tileAt[sq] = SPEC_INDEX.get(id)! * 4 + rot / 90 + 1;
    this.squares.push(sq);
  }

  /** The segment a record spot names on the tile at (x, y): "road:N", "field:SSE", "monastery"… */
  segmentOfSpot(x: number, y: number, spot: string): number {
    const turned = tileAt[squareKey(x, y)] - 1;
    const port = SPOT_PORTS.get(spot);
    if (port === undefined) return SPECS[turned >> 2].segments.findIndex((s) => s.kind === spot);
    return PORT_SEG[turned * 12 + port];
  }

  /**
   * Floods the feature holding segment `seg` of the tile on `square` across the edges of the tiles
   * laid so far: its segments are marked `generation` in seenAt. Returns how many followers stand
   * on it, other than one on the square `except`.
   */
  private flood(square: number, seg: number, except: number): number {
    const first = square * 16 + seg;
    const mark = ++generation;
    seenAt[first] = mark;
    members[0] = first;
    let found = 1;
    let followers = 0;
    for (let next = 0; next < found; next++) {
      const k = members[next];
      const sq = k >> 4;
      const s = k & 15;
      if (sq !== except && followerAt[sq] === s + 1) followers++;
      const turned = tileAt[sq] - 1;
      for (let i = PORTS_FROM[turned * 16 + s], end = PORTS_FROM[turned * 16 + s + 1]; i < end; i++) {
        const p = PORT_LIST[i];
        const nsq = sq + STEP[(p / 3) | 0];
        const neighbour = tileAt[nsq] - 1;
        if (neighbour < 0) continue;
        const ns = PORT_SEG[neighbour * 12 + ACROSS[p]];
        if (ns < 0) continue;
        const key = nsq * 16 + ns;
        if (seenAt[key] === mark) continue;
        seenAt[key] = mark;
        if (found === members.length) {
          const grown = new Int32Array(found * 2);
          grown.set(members);
          members = grown;
        }
        members[found++] = key;
      }
    }
    return followers;
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
      const count = this.flood(here, seg, here);
      // the flood's marks are still standing: membership is one array read
      for (let other = seg; other < n; other++) if (seenAt[here * 16 + other] === generation) out[other] = count;
    }
    return out;
  }

  segmentsOf(x: number, y: number): PlainSegment[] {
    return SPECS[(tileAt[squareKey(x, y)] - 1) >> 2].segments;
  }

  removeFollower(x: number, y: number): void {
    followerAt[squareKey(x, y)] = 0;
  }

  addFollower(x: number, y: number, seg: number): void {
    followerAt[squareKey(x, y)] = seg + 1;
  }
}
