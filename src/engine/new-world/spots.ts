/**
 * New World's names for the places on a tile, in record notation: `town:N`, `trail:E`,
 * `plains:NNW` (half edges as in the base game) and `farm`. They are the base game's spot names in
 * New World words, so parsing and naming go through spots.ts. A settler's role follows from where
 * it stands: shopkeeper in a town, robber on a trail, trapper on plains, farmer on a farm.
 */
import { segmentAtSpot, spotName } from '../spots.js';
import { SegKind, type CompiledTile } from '../tiles/tile-spec.js';

export type Role = 'shopkeeper' | 'robber' | 'trapper' | 'farmer';
export type NewWorldFeature = 'town' | 'trail' | 'plains' | 'farm';

const SPOT_RE = /^(?:(town|trail):[NESW]|plains:(?:NNW|NNE|ENE|ESE|SSE|SSW|WSW|WNW)|farm)$/;
const TO_BASE = { town: 'city', trail: 'road', plains: 'field', farm: 'monastery' } as const;
const FROM_BASE = { city: 'town', road: 'trail', field: 'plains', monastery: 'farm' } as const;

export const FEATURE_OF_KIND: Record<number, NewWorldFeature> = {
  [SegKind.city]: 'town',
  [SegKind.road]: 'trail',
  [SegKind.field]: 'plains',
  [SegKind.monastery]: 'farm',
};

export const ROLE_OF_KIND: Record<number, Role> = {
  [SegKind.city]: 'shopkeeper',
  [SegKind.road]: 'robber',
  [SegKind.field]: 'trapper',
  [SegKind.monastery]: 'farmer',
};

export function isNewWorldSpot(spot: unknown): spot is string {
  return typeof spot === 'string' && SPOT_RE.test(spot);
}

/** The local segment a New World spot names on a tile at a rotation (quarter turns), or -1. */
export function newWorldSegmentAt(tile: CompiledTile, rot: number, spot: string): number {
  if (!isNewWorldSpot(spot)) return -1;
  return segmentAtSpot(
    tile,
    rot,
    spot.replace(/^[a-z]+/, (w) => TO_BASE[w as keyof typeof TO_BASE]),
  );
}

/** A segment's canonical New World name (its first port clockwise from the north-west corner). */
export function newWorldSpotName(tile: CompiledTile, rot: number, seg: number): string {
  return spotName(tile, rot, seg).replace(/^[a-z]+/, (w) => FROM_BASE[w as keyof typeof FROM_BASE] ?? w);
}

/** Directions of the eight squares around a tile, for naming a neighbouring farm in a scoring order. */
export const AROUND: readonly { name: string; dx: number; dy: number }[] = [
  { name: 'farm:NW', dx: -1, dy: -1 },
  { name: 'farm:N', dx: 0, dy: -1 },
  { name: 'farm:NE', dx: 1, dy: -1 },
  { name: 'farm:W', dx: -1, dy: 0 },
  { name: 'farm:E', dx: 1, dy: 0 },
  { name: 'farm:SW', dx: -1, dy: 1 },
  { name: 'farm:S', dx: 0, dy: 1 },
  { name: 'farm:SE', dx: 1, dy: 1 },
];
