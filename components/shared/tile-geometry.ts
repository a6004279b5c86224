/**
 * Geometry of a tile's art, derived from the catalogue's segments (no DOM, no Lit): where cities,
 * roads and rivers go (their outlines: tile-outlines.ts), where buildings, pennants, gardens and
 * grass go, and one representative point per segment for followers and follower spots. Everything
 * is in catalogue orientation on a 100×100 square; `rotatePoint` turns a point into board orientation.
 *
 * Fields are found by rasterising the tile on a 50×50 grid (tile-raster.ts: cities, roads, rivers
 * and buildings are walls) and flood-filling from each field's half edges, so any catalogue tile
 * gets sensible spots.
 */
// Direct modules, not the engine's index: the board must not pull in the rules to draw tiles.
import { SegKind, type CompiledTile } from '../../src/engine/tiles/tile-spec.js';
import { segmentAt, tileById } from '../../src/table/tile-lookup.js';
import { CENTRE, PORT_XY, alongPath, cityShape, distToPolyline, flowPath, insidePoly, lerp, rotatePoint, type CityShape, type Pt } from './tile-outlines.js';
import { N, cellAt, cellPt, comfiest, distanceIn } from './tile-raster.js';

// the art's modules import these from here, with the tile's geometry
export { cityShape, fmtPt, rotatePoint, type CityShape, type Pt } from './tile-outlines.js';

const ROAD_HALF = 7;
const RIVER_HALF = 9;
const VILLAGE_R = 13;
const MONASTERY_HALF = 17;
export const GARDEN_HALF = 11;

/** A small deterministic generator, so a tile's grass and houses look the same everywhere. */
function seeded(text: string): () => number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507) ^ Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

export interface TileGeometry {
  cities: { seg: number; shape: CityShape; pennant: Pt | null; houses: Pt[] }[];
  roads: { seg: number; d: string }[];
  rivers: { seg: number; d: string; lake: Pt | null }[];
  village: Pt | null;
  monastery: Pt | null;
  garden: Pt | null;
  /** rule-free extras (inn, volcano, ...) */
  decorations: { kind: string; at: Pt }[];
  /** grass tufts in the fields */
  tufts: Pt[];
  /** a representative point per segment (where a follower stands), catalogue orientation */
  points: Pt[];
  /** per segment: its share of the tile (0…1) and its centre of mass, catalogue orientation (names spots by shape) */
  areas: number[];
  centroids: Pt[];
}

// keyed by the compiled tile: both games have a tile "A"
const cache = new Map<CompiledTile, TileGeometry>();

/** The art geometry of a catalogue tile (computed once per tile; a string is a component id, see src/table/tile-lookup.ts). */
export function tileGeometry(tile: CompiledTile | string): TileGeometry {
  const t = typeof tile === 'string' ? tileById(tile) : tile;
  if (!t) throw new Error(`unknown tile ${String(tile)}`);
  let g = cache.get(t);
  if (!g) cache.set(t, (g = computeGeometry(t)));
  return g;
}

function computeGeometry(t: CompiledTile): TileGeometry {
  const rnd = seeded(t.id);
  const owner = new Int16Array(N * N).fill(-1); // segment index, -1 free, -2 village
  const points: Pt[] = t.segments.map(() => [50, 50] as Pt);
  const paint = (seg: number, hit: (p: Pt) => boolean) => {
    for (let i = 0; i < N * N; i++) if (hit(cellPt(i))) owner[i] = seg;
  };
  const cities: TileGeometry['cities'] = [];
  t.segments.forEach((s, seg) => {
    if (s.kind === SegKind.city) cities.push({ seg, shape: cityShape([1, 4, 7, 10].map((p) => s.ports.includes(p))), pennant: null, houses: [] });
  });
  const centreInCity = cities.some((c) => insidePoly(CENTRE, c.shape.poly));
  for (const c of cities) paint(c.seg, (p) => insidePoly(p, c.shape.poly));

  const rivers: TileGeometry['rivers'] = [];
  const roads: TileGeometry['roads'] = [];
  const throughRoads: { seg: number; pts: Pt[] }[] = [];
  const flow = (seg: number, end: Pt) => {
    const s = t.segments[seg];
    const path = flowPath(s.ports, end);
    paint(seg, (p) => distToPolyline(p, path.pts) < (s.kind === SegKind.river ? RIVER_HALF : ROAD_HALF));
    points[seg] = alongPath(path.pts, s.ports.length === 2 ? 0.5 : 0.4);
    if (s.kind === SegKind.road && s.ports.length === 2) throughRoads.push({ seg, pts: path.pts });
    if (s.kind === SegKind.road) roads.push({ seg, d: path.d });
    else {
      const lake = s.ports.length === 1 ? end : null;
      if (lake) paint(seg, (p) => Math.hypot(p[0] - lake[0], p[1] - lake[1]) < 17);
      rivers.push({ seg, d: path.d, lake });
    }
  };
  // Rivers and through roads first; a building goes where they leave room; dead ends run to it.
  t.segments.forEach((s, seg) => {
    if (s.kind === SegKind.river || (s.kind === SegKind.road && s.ports.length === 2)) flow(seg, CENTRE);
  });
  const square = (at: Pt, half: number) => (p: Pt) => Math.abs(p[0] - at[0]) < half && Math.abs(p[1] - at[1]) < half;
  let monastery: Pt | null = null;
  if (t.monastery >= 0) {
    const centreFree = owner.every((o, i) => o === -1 || !square(CENTRE, MONASTERY_HALF)(cellPt(i)));
    monastery = centreFree ? CENTRE : (comfiest((i) => owner[i] === -1, 9, CENTRE) ?? CENTRE);
    paint(t.monastery, square(monastery, MONASTERY_HALF));
    points[t.monastery] = monastery;
  }
  const deadEnds = t.segments.filter((s) => s.kind === SegKind.road && s.ports.length !== 2).length;
  const village = deadEnds > 0 && !monastery && !centreInCity && !t.hasRiver ? CENTRE : null;
  t.segments.forEach((s, seg) => {
    if (s.kind !== SegKind.road || s.ports.length === 2) return;
    // a road that ends at a river stops on its bank
    const bank = s.ports.length === 1 && t.hasRiver && !monastery ? lerp(PORT_XY[s.ports[0]], CENTRE, (50 - RIVER_HALF) / 50) : null;
    flow(seg, monastery ?? bank ?? CENTRE);
  });
  if (village) paint(-2, (p) => Math.hypot(p[0] - 50, p[1] - 50) < VILLAGE_R);
  if (monastery) paint(t.monastery, square(monastery, MONASTERY_HALF));
  for (const c of cities) paint(c.seg, (p) => insidePoly(p, c.shape.poly));

  let garden: Pt | null = null;
  if (t.garden >= 0) {
    garden = comfiest((i) => owner[i] === -1, 8, CENTRE) ?? CENTRE;
    paint(t.garden, square(garden, GARDEN_HALF));
    points[t.garden] = garden;
  }
  const decorations: TileGeometry['decorations'] = [];
  for (const kind of t.decorations) {
    const at = comfiest((i) => owner[i] === -1, 7, CENTRE) ?? CENTRE;
    paint(-2, square(at, 9));
    decorations.push({ kind, at });
  }

  for (const c of cities) points[c.seg] = comfiest((i) => owner[i] === c.seg, 8) ?? [50, 50];
  const placed = t.segments.flatMap((s, seg) => (s.kind === SegKind.field ? [] : [points[seg]]));

  // Fields: flood from each half edge over free cells.
  t.segments.forEach((s, seg) => {
    if (s.kind !== SegKind.field) return;
    const queue: number[] = [];
    for (const port of s.ports) {
      const [px, py] = PORT_XY[port];
      const inward: Pt = [Math.sign(50 - px) * (px % 100 === 0 ? 1 : 0), Math.sign(50 - py) * (py % 100 === 0 ? 1 : 0)];
      for (let k = 0; k < 20; k++) {
        const i = cellAt([px + inward[0] * (1 + 2 * k), py + inward[1] * (1 + 2 * k)]);
        if (owner[i] === -1) {
          owner[i] = seg;
          queue.push(i);
          break;
        }
        if (owner[i] === seg) break;
      }
    }
    while (queue.length) {
      const i = queue.pop()!;
      const x = i % N,
        y = (i / N) | 0;
      for (const [nx, ny] of [
        [x + 1, y],
        [x - 1, y],
        [x, y + 1],
        [x, y - 1],
      ]) {
        if (nx < 0 || ny < 0 || nx >= N || ny >= N) continue;
        const j = ny * N + nx;
        if (owner[j] === -1) {
          owner[j] = seg;
          queue.push(j);
        }
      }
    }
    // room for a farmer lying down, then near the middle of the field
    points[seg] = comfiest((i) => owner[i] === seg, 6.5, undefined, placed) ?? PORT_XY[s.ports[0]];
    placed.push(points[seg]);
  });
  // a road's spot slides along it, away from the fields' spots (a curve's inner field is small)
  for (const r of throughRoads) {
    const others = points.filter((_, i) => i !== r.seg);
    const room = (q: Pt) => Math.min(...others.map((o) => Math.hypot(q[0] - o[0], q[1] - o[1])));
    const options = r.pts.slice(Math.round(r.pts.length * 0.3), Math.round(r.pts.length * 0.7) + 1);
    points[r.seg] = options.reduce((best, q) => (room(q) > room(best) + 0.5 ? q : best), points[r.seg]);
  }

  for (const c of cities) {
    const inCity = (i: number) => owner[i] === c.seg;
    const d = distanceIn(inCity);
    const p = points[c.seg];
    if (t.segments[c.seg].pennants) {
      const offsets: Pt[] = [
        [16, -9],
        [-16, -9],
        [16, 9],
        [-16, 9],
        [0, -15],
        [0, 15],
      ];
      c.pennant = offsets.map((o): Pt => [p[0] + o[0], p[1] + o[1]]).find((q) => q[0] > 0 && q[1] > 0 && q[0] < 100 && q[1] < 100 && d[cellAt(q)] >= 4) ?? [p[0], p[1] - 10];
    }
    const spots: { q: Pt; room: number }[] = [];
    for (let y = 9, row = 0; y < 100; y += 15, row++)
      for (let x = 9 + (row % 2) * 9; x < 100; x += 18) {
        const q: Pt = [x + (rnd() - 0.5) * 5, y + (rnd() - 0.5) * 4];
        if (c.pennant && Math.hypot(q[0] - c.pennant[0], q[1] - c.pennant[1]) < 13) continue;
        spots.push({ q, room: d[cellAt(q)] });
      }
    // roomy spots; a narrow cap still gets its two or three houses
    const roomy = spots.filter((s) => s.room >= 5.5);
    c.houses = (
      roomy.length >= 2
        ? roomy
        : spots
            .filter((s) => s.room >= 3.2)
            .sort((a, b) => b.room - a.room)
            .slice(0, 3)
    ).map((s) => s.q);
  }

  const areas = t.segments.map(() => 0);
  const sums = t.segments.map(() => [0, 0]);
  owner.forEach((o, i) => {
    if (o < 0) return;
    const [x, y] = cellPt(i);
    areas[o]++;
    sums[o][0] += x;
    sums[o][1] += y;
  });
  const centroids = sums.map(([x, y], seg): Pt => (areas[seg] ? [x / areas[seg], y / areas[seg]] : points[seg]));

  const tufts: Pt[] = [];
  const free = distanceIn((i) => owner[i] >= 0 && t.segments[owner[i]].kind === SegKind.field);
  for (let y = 6; y < 100; y += 11)
    for (let x = 6; x < 100; x += 11) {
      const q: Pt = [x + (rnd() - 0.5) * 8, y + (rnd() - 0.5) * 8];
      if (free[cellAt(q)] >= 2 && rnd() < 0.7) tufts.push(q);
    }
  return { cities, roads, rivers, village, monastery, garden, decorations, tufts, points, areas: areas.map((a) => a / (N * N)), centroids };
}

/** Where a follower on `spot` stands on a tile (component id) turned `rot` degrees, in tile units, board orientation; null if the tile has no such spot. */
export function spotPoint(tileId: string, rot: number, spot: string): Pt | null {
  const tile = tileById(tileId);
  if (!tile) return null;
  const steps = ((rot / 90) | 0) & 3;
  const seg = segmentAt(tileId, tile, steps, spot);
  return seg < 0 ? null : rotatePoint(tileGeometry(tile).points[seg], steps);
}
