/**
 * Follower spots in record notation ("road:E", "city:N", "field:NNW", "monastery", "garden"):
 * parsing them against a placed tile, and naming a segment canonically (its first port clockwise
 * from the north-west corner, in board orientation).
 */
import { PORT_NAMES, SIDE_NAMES, isCentrePort, portIndex } from './geometry.js';
import { SEG_KIND_NAMES, SegKind, type CompiledTile } from './tiles/tile-spec.js';

const SPOT_RE = /^(?:(road|city|river):([NESW])|field:(NNW|NNE|ENE|ESE|SSE|SSW|WSW|WNW)|(monastery|garden))$/;

export function isSpotSyntax(spot: unknown): spot is string {
  return typeof spot === 'string' && SPOT_RE.test(spot);
}

/** The local segment a spot names on a tile at a rotation, or -1 if the tile has none there. */
export function segmentAtSpot(tile: CompiledTile, rot: number, spot: string): number {
  const m = SPOT_RE.exec(spot);
  if (!m) return -1;
  if (m[4]) return m[4] === 'monastery' ? tile.monastery : tile.garden;
  const port = m[3] ? portIndex(m[3]) : (SIDE_NAMES as readonly string[]).indexOf(m[2]) * 3 + 1;
  const seg = tile.portSeg[rot][port];
  if (seg < 0) return -1;
  const want = m[3] ? SegKind.field : SegKind[m[1] as 'road' | 'city' | 'river'];
  return tile.segments[seg].kind === want ? seg : -1;
}

export function spotName(tile: CompiledTile, rot: number, seg: number): string {
  const kind = tile.segments[seg].kind;
  if (kind === SegKind.monastery) return 'monastery';
  if (kind === SegKind.garden) return 'garden';
  const ports = tile.portSeg[rot];
  for (let p = 0; p < 12; p++) {
    if (ports[p] !== seg) continue;
    return isCentrePort(p) ? `${SEG_KIND_NAMES[kind]}:${SIDE_NAMES[(p - 1) / 3]}` : `field:${PORT_NAMES[p]}`;
  }
  return SEG_KIND_NAMES[kind];
}
