/**
 * The 72 tiles of the base game (24 types, lettered A–X as in the common reference) and the eight
 * garden twins of the current edition used by The Abbot. Orientation is the catalogue orientation of
 * the record format: the NESW column of the tile table in docs/record-format.md.
 */
import type { TileSpec } from './tile-spec.js';

// Fields that share a side with a city name it after `>`; the numbers index the segments list.
export const BASE_TILES: TileSpec[] = [
  { id: 'A', count: 2, edges: 'FFRF', name: 'monastery, road to S', segments: ['monastery', 'road:S', 'field:NNW,NNE,ENE,ESE,SSE,SSW,WSW,WNW'] },
  { id: 'B', count: 4, edges: 'FFFF', name: 'monastery', segments: ['monastery', 'field:NNW,NNE,ENE,ESE,SSE,SSW,WSW,WNW'] },
  { id: 'C', count: 1, edges: 'CCCC', name: 'city on all sides, pennant', segments: ['city:N,E,S,W+'] },
  { id: 'D', count: 4, edges: 'CRFR', name: 'city cap N, straight road W–E', segments: ['city:N', 'road:E,W', 'field:ENE,WNW>0', 'field:ESE,SSE,SSW,WSW'] },
  { id: 'E', count: 5, edges: 'CFFF', name: 'city cap N', segments: ['city:N', 'field:ENE,ESE,SSE,SSW,WSW,WNW>0'] },
  { id: 'F', count: 2, edges: 'FCFC', name: 'city W–E through the middle, pennant', segments: ['city:E,W+', 'field:NNW,NNE>0', 'field:SSE,SSW>0'] },
  { id: 'G', count: 1, edges: 'FCFC', name: 'city W–E through the middle', segments: ['city:E,W', 'field:NNW,NNE>0', 'field:SSE,SSW>0'] },
  { id: 'H', count: 3, edges: 'CFCF', name: 'two separate city caps N and S', segments: ['city:N', 'city:S', 'field:ENE,ESE,WSW,WNW>0,1'] },
  { id: 'I', count: 2, edges: 'CFFC', name: 'two separate city caps N and W', segments: ['city:N', 'city:W', 'field:ENE,ESE,SSE,SSW>0,1'] },
  { id: 'J', count: 3, edges: 'CRRF', name: 'city cap N, road curve E–S', segments: ['city:N', 'road:E,S', 'field:ENE,SSW,WSW,WNW>0', 'field:ESE,SSE'] },
  { id: 'K', count: 3, edges: 'CFRR', name: 'city cap N, road curve S–W', segments: ['city:N', 'road:S,W', 'field:ENE,ESE,SSE,WNW>0', 'field:SSW,WSW'] },
  { id: 'L', count: 3, edges: 'CRRR', name: 'city cap N, roads E, S, W end at a junction', segments: ['city:N', 'road:E', 'road:S', 'road:W', 'field:ENE,WNW>0', 'field:ESE,SSE', 'field:SSW,WSW'] },
  { id: 'M', count: 2, edges: 'CFFC', name: 'city N–W connected, pennant', segments: ['city:N,W+', 'field:ENE,ESE,SSE,SSW>0'] },
  { id: 'N', count: 3, edges: 'CFFC', name: 'city N–W connected', segments: ['city:N,W', 'field:ENE,ESE,SSE,SSW>0'] },
  { id: 'O', count: 2, edges: 'CRRC', name: 'city N–W connected, pennant, road curve E–S', segments: ['city:N,W+', 'road:E,S', 'field:ENE,SSW>0', 'field:ESE,SSE'] },
  { id: 'P', count: 3, edges: 'CRRC', name: 'city N–W connected, road curve E–S', segments: ['city:N,W', 'road:E,S', 'field:ENE,SSW>0', 'field:ESE,SSE'] },
  { id: 'Q', count: 1, edges: 'CCFC', name: 'city N, E, W connected, pennant', segments: ['city:N,E,W+', 'field:SSE,SSW>0'] },
  { id: 'R', count: 3, edges: 'CCFC', name: 'city N, E, W connected', segments: ['city:N,E,W', 'field:SSE,SSW>0'] },
  { id: 'S', count: 2, edges: 'CCRC', name: 'city N, E, W connected, pennant, road S', segments: ['city:N,E,W+', 'road:S', 'field:SSE>0', 'field:SSW>0'] },
  { id: 'T', count: 1, edges: 'CCRC', name: 'city N, E, W connected, road S', segments: ['city:N,E,W', 'road:S', 'field:SSE>0', 'field:SSW>0'] },
  { id: 'U', count: 8, edges: 'FRFR', name: 'straight road W–E', segments: ['road:E,W', 'field:WNW,NNW,NNE,ENE', 'field:ESE,SSE,SSW,WSW'] },
  { id: 'V', count: 9, edges: 'FFRR', name: 'road curve S–W', segments: ['road:S,W', 'field:NNW,NNE,ENE,ESE,SSE,WNW', 'field:SSW,WSW'] },
  { id: 'W', count: 4, edges: 'FRRR', name: 'roads E, S, W end at a junction', segments: ['road:E', 'road:S', 'road:W', 'field:WNW,NNW,NNE,ENE', 'field:ESE,SSE', 'field:SSW,WSW'] },
  { id: 'X', count: 1, edges: 'RRRR', name: 'roads end at a crossroads', segments: ['road:N', 'road:E', 'road:S', 'road:W', 'field:NNE,ENE', 'field:ESE,SSE', 'field:SSW,WSW', 'field:WNW,NNW'] },
];

/** The tile that starts a base game, and how it lies. */
export const BASE_START_TILE = 'D';

/** Plain tiles that have a garden twin in the current edition. */
export const GARDEN_TWIN_OF = ['E', 'H', 'I', 'M', 'N', 'R', 'U', 'V'] as const;

/** Garden twins: the same edges and segments with a garden in the middle (one copy each). */
export const GARDEN_TILES: TileSpec[] = GARDEN_TWIN_OF.map((id) => {
  const plain = BASE_TILES.find((t) => t.id === id)!;
  return { id: `${id}G`, count: 1, edges: plain.edges, name: `${plain.name}, garden`, segments: [...plain.segments, 'garden'] };
});
