/**
 * The one tile catalogue every ruleset draws from. Ids are unique across editions and
 * expansions, so a record names a tile the same way whatever rules it plays with.
 */
import { compileCatalogue, type TileSpec } from './tiles/tile-spec.js';
import { BASE_TILES, GARDEN_TILES } from './tiles/base-tiles.js';
import { RIVER1_TILES, RIVER2_TILES } from './tiles/river-tiles.js';

export const ALL_TILE_SPECS: TileSpec[] = [...BASE_TILES, ...GARDEN_TILES, ...RIVER1_TILES, ...RIVER2_TILES];
export const CATALOGUE = compileCatalogue(ALL_TILE_SPECS);
