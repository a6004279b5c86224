/**
 * One place that turns a tile id the components use into the engine's compiled tile, for both
 * games: New World's tiles share letters with the base game's (A…X), so the components name them
 * `nw:A` … `nw:AX` (`boardTileId`), and everything that draws, names or places a follower on a tile
 * looks it up here. Direct modules, not the engine's index: drawing tiles must not pull in the rules.
 */
import { CATALOGUE } from '../engine/catalogue.js';
import { newWorldSegmentAt } from '../engine/new-world/spots.js';
import { NEW_WORLD_CATALOGUE } from '../engine/new-world/tiles.js';
import { segmentAtSpot } from '../engine/spots.js';
import type { CompiledTile } from '../engine/tiles/tile-spec.js';

export const NEW_WORLD_PREFIX = 'nw:';

/** Whether a component tile id is a New World tile. */
export const isNewWorldTile = (id: string) => id.startsWith(NEW_WORLD_PREFIX);

/** The component id of a tile of a game's catalogue. */
export const boardTileId = (game: string | undefined, id: string) => (game === 'new-world' ? NEW_WORLD_PREFIX + id : id);

/** The engine's id of a component tile id ("nw:AC" → "AC"). */
export const engineTileId = (id: string) => (isNewWorldTile(id) ? id.slice(NEW_WORLD_PREFIX.length) : id);

/** The compiled tile a component id names, or undefined. */
export function tileById(id: string): CompiledTile | undefined {
  return isNewWorldTile(id) ? NEW_WORLD_CATALOGUE.byId.get(engineTileId(id)) : CATALOGUE.byId.get(id);
}

/** The local segment a spot names on a tile turned `steps` quarter turns, in that tile's game's words; -1 if none. */
export function segmentAt(id: string, tile: CompiledTile, steps: number, spot: string): number {
  return isNewWorldTile(id) ? newWorldSegmentAt(tile, steps, spot) : segmentAtSpot(tile, steps, spot);
}
