/**
 * Tile catalogues are data. A tile is written as its four edges (N, E, S, W) and a list of
 * segments in a small notation, compiled once into the lookup tables the engine uses:
 *
 *   "city:N,W+"       city touching the N and W edges, with a pennant (`+`)
 *   "road:E,S"        road between the E and S edges (a single side means it ends on the tile)
 *   "field:ENE,SSW>0" field covering those half edges and touching segment 0 (a city)
 *   "monastery"       a monastery in the middle of the tile; "garden" a garden
 *   "river:N,S"       a river (never scored, splits fields)
 *
 * Edge letters: F field, R road, C city, W water (river).
 */
import { SIDE_NAMES, PORT_NAMES, rotatePort, centrePort } from '../geometry.js';

export const SegKind = { road: 1, city: 2, field: 3, monastery: 4, garden: 5, river: 6 } as const;
export type SegKindName = keyof typeof SegKind;
export const SEG_KIND_NAMES: readonly (SegKindName | '')[] = ['', 'road', 'city', 'field', 'monastery', 'garden', 'river'];

/** Edge kinds, 3 bits each in a placement signature. */
export const EdgeKind = { F: 0, R: 1, C: 2, W: 3 } as const;
export type EdgeLetter = keyof typeof EdgeKind;

export interface TileSpec {
  id: string;
  /** copies in the supply (the start tile included) */
  count: number;
  /** edge letters in N, E, S, W order */
  edges: string;
  segments: string[];
  /** a short description for people */
  name: string;
  /** River tiles carry decorations (inn, pig-herd: no effect without their expansions; the volcano lake: see CompiledTile.volcano). */
  decorations?: string[];
}

export interface CompiledSegment {
  kind: number;
  /** ports in catalogue orientation */
  ports: number[];
  pennants: number;
  /** for fields: indices of the city segments this field touches */
  cities: number[];
}

export interface CompiledTile {
  id: string;
  index: number;
  name: string;
  count: number;
  edges: string;
  segments: CompiledSegment[];
  decorations: string[];
  /** placement signature per rotation: 3 bits per side, N at bit 0 */
  sig: Int32Array;
  /** per rotation: local segment index at each of the 12 ports in board orientation, or -1 */
  portSeg: Int8Array[];
  /** local index of the monastery / garden segment, or -1 */
  monastery: number;
  garden: number;
  hasRiver: boolean;
  /** River II's volcano lake: no follower on it, and its player takes another turn (seed 003) */
  volcano: boolean;
}

export interface Catalogue {
  tiles: CompiledTile[];
  byId: Map<string, CompiledTile>;
  maxSegments: number;
}

function fail(spec: TileSpec, why: string): never {
  throw new Error(`tile ${spec.id}: ${why}`);
}

function compileSegment(spec: TileSpec, text: string): CompiledSegment {
  const m = /^(road|city|field|monastery|garden|river)(?::([A-Z,]+))?(\+*)?(?:>([\d,]+))?$/.exec(text);
  if (!m) fail(spec, `bad segment "${text}"`);
  const kind = SegKind[m[1] as SegKindName];
  const names = m[2] ? m[2].split(',') : [];
  const ports = names.map((n) => {
    const side = (SIDE_NAMES as readonly string[]).indexOf(n);
    if (kind === SegKind.field) {
      const p = (PORT_NAMES as readonly string[]).indexOf(n);
      if (p < 0 || p % 3 === 1) fail(spec, `field needs half-edge names, got ${n}`);
      return p;
    }
    if (side < 0) fail(spec, `bad side ${n}`);
    return centrePort(side);
  });
  const cities = m[4] ? m[4].split(',').map(Number) : [];
  return { kind, ports, pennants: (m[3] ?? '').length, cities };
}

export function compileCatalogue(specs: TileSpec[]): Catalogue {
  const tiles: CompiledTile[] = [];
  const byId = new Map<string, CompiledTile>();
  let maxSegments = 0;
  for (const spec of specs) {
    if (byId.has(spec.id)) fail(spec, 'duplicate id');
    const segments = spec.segments.map((s) => compileSegment(spec, s));
    const base = new Int8Array(12).fill(-1);
    segments.forEach((seg, i) => {
      for (const p of seg.ports) {
        if (base[p] !== -1) fail(spec, `port ${PORT_NAMES[p]} used twice`);
        base[p] = i;
      }
      for (const c of seg.cities) if (segments[c]?.kind !== SegKind.city) fail(spec, `field touches ${c}, not a city`);
    });
    if (spec.edges.length !== 4) fail(spec, 'edges must be 4 letters');
    const kinds = [...spec.edges].map((l) => {
      if (!(l in EdgeKind)) fail(spec, `bad edge letter ${l}`);
      return EdgeKind[l as EdgeLetter];
    });
    // The edge letters must agree with the segment at each side's centre.
    kinds.forEach((k, side) => {
      const seg = base[centrePort(side)];
      const want = k === EdgeKind.R ? SegKind.road : k === EdgeKind.C ? SegKind.city : k === EdgeKind.W ? SegKind.river : 0;
      const got = seg < 0 ? 0 : segments[seg].kind;
      if (want !== got) fail(spec, `edge ${SIDE_NAMES[side]} says ${spec.edges[side]} but segments disagree`);
    });
    const sig = new Int32Array(4);
    const portSeg: Int8Array[] = [];
    for (let r = 0; r < 4; r++) {
      let s = 0;
      for (let side = 0; side < 4; side++) s |= kinds[side] << (3 * ((side + r) % 4));
      sig[r] = s;
      const ps = new Int8Array(12).fill(-1);
      for (let p = 0; p < 12; p++) ps[rotatePort(p, r)] = base[p];
      portSeg.push(ps);
    }
    const tile: CompiledTile = {
      id: spec.id,
      index: tiles.length,
      name: spec.name,
      count: spec.count,
      edges: spec.edges,
      segments,
      decorations: spec.decorations ?? [],
      sig,
      portSeg,
      monastery: segments.findIndex((s) => s.kind === SegKind.monastery),
      garden: segments.findIndex((s) => s.kind === SegKind.garden),
      hasRiver: segments.some((s) => s.kind === SegKind.river),
      volcano: (spec.decorations ?? []).includes('volcano'),
    };
    maxSegments = Math.max(maxSegments, segments.length);
    tiles.push(tile);
    byId.set(tile.id, tile);
  }
  return { tiles, byId, maxSegments };
}

/** Several catalogues as one (ids stay unique). */
export function mergeSpecs(...lists: TileSpec[][]): TileSpec[] {
  return lists.flat();
}
