/**
 * Follower spots named by what a player sees on the tile ("south field", "big field", "east road",
 * "city"), from the segment's shape: the edges it touches, where its mass lies and how much of the
 * tile it covers. The record keeps its half-edge codes ("field:SSE"); these names are for people.
 */
import { SEG_KIND_NAMES, SegKind, type CompiledTile } from '../../src/engine/tiles/tile-spec.js';
import { rotatePoint, tileGeometry } from './tile-geometry.js';
import { isNewWorldTile, segmentAt, tileById } from '../../src/table/tile-lookup.js';

/** New World's words for the same segment kinds (town, trail, plains, farm). */
const NEW_WORLD_KIND_NAMES: readonly string[] = ['', 'trail', 'town', 'plains', 'farm', 'garden', 'river'];

const SIDES = ['north', 'east', 'south', 'west'] as const;
const DIRECTIONS = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'] as const;
/** a field wrapping round the middle of the tile (its mass this close to the centre) is "the big field" */
const MIDDLE = 15;

/** The compass word for a point of the tile, seen from its centre (board orientation). */
function direction(x: number, y: number): string {
  const angle = (Math.atan2(x - 50, 50 - y) * 180) / Math.PI; // 0 = north, clockwise
  return DIRECTIONS[Math.round(((angle + 360) % 360) / 45) % 8];
}

/** Sides (board orientation) a segment touches, north first. */
function sidesOf(tile: CompiledTile, rot: number, seg: number): string[] {
  const ports = tile.portSeg[rot];
  return SIDES.filter((_, side) => [0, 1, 2].some((o) => ports[side * 3 + o] === seg));
}

const joinSides = (sides: string[]) => (sides.length === 2 && sides[0] === 'north' && sides[1] === 'west' ? 'north-west' : sides.join('-'));

/** Names for every segment of a tile turned `rot` quarter turns, by segment index ('' for rivers). */
function segmentNames(tile: CompiledTile, rot: number, words: readonly string[]): string[] {
  const g = tileGeometry(tile);
  const field = words[SegKind.field];
  const kinds = tile.segments.map((s) => s.kind);
  const sameKind = (k: number) => kinds.filter((x) => x === k).length;
  const names = tile.segments.map((s, seg) => {
    const kind = words[s.kind];
    if (s.kind === SegKind.river) return '';
    if (s.kind === SegKind.monastery || s.kind === SegKind.garden || sameKind(s.kind) === 1) return kind;
    if (s.kind === SegKind.field) return '';
    const sides = sidesOf(tile, rot, seg);
    return `${s.kind === SegKind.road && sides.length === 2 ? sides.join('–') : joinSides(sides)} ${kind}`;
  });
  // fields: the big one round the middle, the others by where they lie
  const fields = tile.segments.flatMap((s, seg) => (s.kind === SegKind.field && !names[seg] ? [seg] : []));
  if (!fields.length) return names;
  const bySize = [...fields].sort((a, b) => g.areas[b] - g.areas[a]);
  const at = (seg: number) => rotatePoint(g.centroids[seg], rot);
  const fromMiddle = (seg: number) => Math.hypot(at(seg)[0] - 50, at(seg)[1] - 50);
  const big = bySize[0];
  const bigIsBig = g.areas[big] >= 2 * (g.areas[bySize[1]] ?? 0) && fromMiddle(big) <= MIDDLE;
  for (const seg of fields) names[seg] = seg === big && bigIsBig ? `big ${field}` : `${direction(...at(seg))} ${field}`;
  // two fields on the same side (a band between city and road, and the corner beyond): middle and corner
  for (const seg of fields) {
    const twins = fields.filter((o) => names[o] === names[seg]);
    if (twins.length < 2) continue;
    const inner = twins.reduce((a, b) => (fromMiddle(a) <= fromMiddle(b) ? a : b));
    for (const t of twins) names[t] = t === inner ? `middle ${field}` : `${names[t].replace(` ${field}`, '')} corner ${field}`;
  }
  return names;
}

const cache = new Map<string, string[]>();

/** "south field", "big field", "city", "east road", "monastery" for a spot of a tile in board orientation. */
export function spotWhere(tileId: string, rot: number, spot: string): string {
  const tile = tileById(tileId);
  const steps = ((rot / 90) | 0) & 3;
  const seg = tile ? segmentAt(tileId, tile, steps, spot) : -1;
  if (!tile || seg < 0) return spot.split(':')[0];
  const words = isNewWorldTile(tileId) ? NEW_WORLD_KIND_NAMES : SEG_KIND_NAMES;
  const k = `${tileId}/${steps}`;
  let names = cache.get(k);
  if (!names) cache.set(k, (names = segmentNames(tile, steps, words)));
  return names[seg] || words[tile.segments[seg].kind];
}

const FOLLOWERS: Record<string, string> = {
  road: 'thief',
  city: 'knight',
  field: 'farmer',
  monastery: 'monk',
  garden: 'abbot',
  abbot: 'abbot',
  // New World's settlers, named by their role
  trail: 'robber',
  town: 'shopkeeper',
  plains: 'trapper',
  farm: 'farmer',
};

/** The kind of follower a spot makes: "city:N" → "knight". */
export function followerName(spot: string): string {
  return FOLLOWERS[spot.split(':')[0]] ?? 'follower';
}

/** "Knight", "Farmer"… */
export const followerWord = (spot: string) => {
  const n = followerName(spot);
  return n.charAt(0).toUpperCase() + n.slice(1);
};

/** "Farmer, south field", "Thief, east road", "Monk, monastery" for a spot of a tile placed at `rot`. */
export function spotPhrase(tileId: string, rot: number, spot: string): string {
  return `${followerWord(spot)}, ${spotWhere(tileId, rot, spot)}`;
}
