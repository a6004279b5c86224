/**
 * The River I (C2 base-game version, 12 tiles) and The River II (12 tiles), in the notation of
 * tile-spec.ts. The river takes the centre port of its edges (edge letter W), so the field halves on
 * either side stay apart: the river splits fields without any special case (seed 003, note 39).
 * Spring and lakes have one field that wraps around them (seed 003, note 42). The River II city
 * bridge has one city over the bridge and two fields, west and east of the river (seed 003,
 * note 43). Inn and pig-herd have no effect without their expansions (seed 003), so they are
 * only `decorations`; the volcano lake has a River II rule of its own (no follower, another turn).
 *
 * Catalogue orientation: the spring's river leaves east; a lake's river comes in from the west.
 */
import type { TileSpec } from './tile-spec.js';

const ALL_FIELD = 'field:NNW,NNE,ENE,ESE,SSE,SSW,WSW,WNW';
const STRAIGHT_FIELDS = ['field:WNW,NNW,NNE,ENE', 'field:ESE,SSE,SSW,WSW'];
const CURVE_FIELDS = ['field:NNW,NNE,ENE,ESE,SSE,WNW', 'field:SSW,WSW'];
const ROAD_CURVE = ['road:N,E', 'river:S,W', 'field:NNW,ESE,SSE,WNW', 'field:NNE,ENE', 'field:SSW,WSW'];
const CITY_ROAD = ['city:N', 'road:S', 'river:E,W', 'field:ENE>0', 'field:WNW>0', 'field:ESE,SSE', 'field:SSW,WSW'];

export const RIVER1_TILES: TileSpec[] = [
  { id: 'R1-SPRING', count: 1, edges: 'FWFF', name: 'River I: spring, river E', segments: ['river:E', ALL_FIELD] },
  { id: 'R1-LAKE', count: 1, edges: 'FFFW', name: 'River I: lake, river W', segments: ['river:W', ALL_FIELD] },
  { id: 'R1-STRAIGHT', count: 2, edges: 'FWFW', name: 'River I: straight river W–E', segments: ['river:E,W', ...STRAIGHT_FIELDS] },
  { id: 'R1-CURVE', count: 2, edges: 'FFWW', name: 'River I: river curve S–W', segments: ['river:S,W', ...CURVE_FIELDS] },
  { id: 'R1-CITIES', count: 1, edges: 'CWCW', name: 'River I: river W–E between city caps N and S', segments: ['city:N', 'city:S', 'river:E,W', 'field:ENE,WNW>0', 'field:ESE,WSW>1'] },
  { id: 'R1-CITY-ROAD', count: 1, edges: 'CWRW', name: 'River I: river W–E, city cap N, road from S ends at the river', segments: CITY_ROAD },
  {
    id: 'R1-MONASTERY',
    count: 1,
    edges: 'FWRW',
    name: 'River I: river W–E, monastery N, road from S to the bridge',
    segments: ['monastery', 'road:S', 'river:E,W', 'field:WNW,NNW,NNE,ENE', 'field:ESE,SSE', 'field:SSW,WSW'],
  },
  {
    id: 'R1-BRIDGE',
    count: 1,
    edges: 'RWRW',
    name: 'River I: river W–E, road N–S over a small bridge',
    segments: ['road:N,S', 'river:E,W', 'field:WNW,NNW', 'field:NNE,ENE', 'field:ESE,SSE', 'field:SSW,WSW'],
  },
  { id: 'R1-CITY-CURVE', count: 1, edges: 'CCWW', name: 'River I: city N–E, river curve S–W', segments: ['city:N,E', 'river:S,W', 'field:SSE,WNW>0', 'field:SSW,WSW'] },
  { id: 'R1-ROAD-CURVE', count: 1, edges: 'RRWW', name: 'River I: road curve N–E, river curve S–W', segments: ROAD_CURVE },
];

export const RIVER2_TILES: TileSpec[] = [
  { id: 'R2-SPRING', count: 1, edges: 'FWFF', name: 'River II: spring, river E', segments: ['river:E', ALL_FIELD] },
  { id: 'R2-FORK', count: 1, edges: 'WWFW', name: 'River II: fork, river W, N and E', segments: ['river:N,E,W', 'field:WNW,NNW', 'field:NNE,ENE', 'field:ESE,SSE,SSW,WSW'] },
  { id: 'R2-CITY-LAKE', count: 1, edges: 'FCFW', name: 'River II: river W ends in a lake by a city E', segments: ['city:E', 'river:W', 'field:NNW,NNE,SSE,SSW,WSW,WNW>0'] },
  { id: 'R2-VOLCANO-LAKE', count: 1, edges: 'FFFW', name: 'River II: lake with a volcano, river W', segments: ['river:W', ALL_FIELD], decorations: ['volcano'] },
  { id: 'R2-CITY-BRIDGE', count: 1, edges: 'WCWC', name: 'River II: city W–E on a bridge over the river N–S', segments: ['city:E,W', 'river:N,S', 'field:NNW,SSW>0', 'field:NNE,SSE>0'] },
  { id: 'R2-MONASTERY', count: 1, edges: 'FWFW', name: 'River II: river W–E, monastery N', segments: ['monastery', 'river:E,W', ...STRAIGHT_FIELDS] },
  {
    id: 'R2-INN-BRIDGE',
    count: 1,
    edges: 'WRWR',
    name: 'River II: road W–E with an inn over the river N–S',
    segments: ['road:E,W', 'river:N,S', 'field:WNW,NNW', 'field:NNE,ENE', 'field:ESE,SSE', 'field:SSW,WSW'],
    decorations: ['inn'],
  },
  { id: 'R2-CITY-ROAD', count: 1, edges: 'CWRW', name: 'River II: river W–E, city cap N, road from S ends at the river', segments: CITY_ROAD },
  { id: 'R2-CURVE', count: 1, edges: 'FFWW', name: 'River II: river curve S–W', segments: ['river:S,W', ...CURVE_FIELDS] },
  { id: 'R2-CITY-CURVE', count: 1, edges: 'CCWW', name: 'River II: city N–E with pennant, river curve S–W', segments: ['city:N,E+', 'river:S,W', 'field:SSE,WNW>0', 'field:SSW,WSW'] },
  {
    id: 'R2-PIGS-CURVE',
    count: 1,
    edges: 'WFFW',
    name: 'River II: river curve N–W, pig-herd in the field',
    segments: ['river:N,W', 'field:NNE,ENE,ESE,SSE,SSW,WSW', 'field:WNW,NNW'],
    decorations: ['pig-herd'],
  },
  { id: 'R2-ROAD-CURVE', count: 1, edges: 'RRWW', name: 'River II: road curve N–E, river curve S–W', segments: ROAD_CURVE },
];

/** How each river choice sets up: its spring, the tile placed first after it, the stack, the lakes. */
export interface RiverSetup {
  spring: string;
  first: string[];
  /** shuffled */
  middle: string[];
  /** drawn last, in this order */
  lakes: string[];
}

function copies(specs: TileSpec[], skip: string[]): string[] {
  return specs.filter((t) => !skip.includes(t.id)).flatMap((t) => Array<string>(t.count).fill(t.id));
}

const R2_SPECIAL = ['R2-SPRING', 'R2-FORK', 'R2-CITY-LAKE', 'R2-VOLCANO-LAKE'];
const R2_LAKES = ['R2-CITY-LAKE', 'R2-VOLCANO-LAKE'];

export type RiverSetupName = 'river1' | 'river2' | 'river1+2' | 'river1+2-two-lakes';

export const RIVER_SETUPS: Record<RiverSetupName, RiverSetup> = {
  river1: { spring: 'R1-SPRING', first: [], middle: copies(RIVER1_TILES, ['R1-SPRING', 'R1-LAKE']), lakes: ['R1-LAKE'] },
  // the volcano lake is "the last river tile" (seed 003, The River II)
  river2: { spring: 'R2-SPRING', first: ['R2-FORK'], middle: copies(RIVER2_TILES, R2_SPECIAL), lakes: R2_LAKES },
  // "Keep only one source and one lake" (seed 003, combining the rivers): River II's spring, fork and
  // volcano lake; River I's spring and lake and River II's city lake go back in the box. One branch
  // stays unfinished, as seed 003 allows ("the river does not have to be finished").
  'river1+2': {
    spring: 'R2-SPRING',
    first: ['R2-FORK'],
    middle: [...copies(RIVER1_TILES, ['R1-SPRING', 'R1-LAKE']), ...copies(RIVER2_TILES, R2_SPECIAL)],
    lakes: ['R2-VOLCANO-LAKE'],
  },
  // house variant: both River II lakes, so both branches can end in a lake
  'river1+2-two-lakes': {
    spring: 'R2-SPRING',
    first: ['R2-FORK'],
    middle: [...copies(RIVER1_TILES, ['R1-SPRING', 'R1-LAKE']), ...copies(RIVER2_TILES, R2_SPECIAL)],
    lakes: R2_LAKES,
  },
};
