/**
 * New World's 95 land tiles in 50 types, A..AX, with the seed's counts per letter
 * (shared/seeds/001). The seed has no pictures, so the designs are a reconstruction: see the
 * "New World tiles" table in docs/new-world.md, which lists exactly these rows.
 *
 * Written in New World's words and compiled by the base game's tile compiler, so one engine serves
 * both games: town = city, trail = road, plains = field, farm = monastery (a farm scores like one).
 * Edge letters: T town, R trail, P plains. A `+` counts one mark on its segment: a flag in a town,
 * a trading post on a trail, an animal on plains (the compiler keeps it as the segment's pennants).
 * Plains half-edges: NNW is the west half of the north edge, and so on clockwise.
 */
import { compileCatalogue, type Catalogue, type TileSpec } from '../tiles/tile-spec.js';

export interface NewWorldTileSpec {
  id: string;
  count: number;
  /** N, E, S, W: T town, R trail, P plains */
  edges: string;
  segments: string[];
  name: string;
}

const ALL = 'NNW,NNE,ENE,ESE,SSE,SSW,WSW,WNW';
const NORTH_HALF = 'WNW,NNW,NNE,ENE';
const SOUTH_HALF = 'ESE,SSE,SSW,WSW';
const BELOW_CAP = 'ENE,ESE,SSE,SSW,WSW,WNW';
const CURVE_OUT = 'NNW,NNE,ENE,ESE,SSE,WNW';

export const NEW_WORLD_TILES: NewWorldTileSpec[] = [
  { id: 'A', count: 2, edges: 'PPRP', name: 'farm, trail S ends at it, 1 animal', segments: ['farm', 'trail:S', `plains:${ALL}+`] },
  { id: 'B', count: 3, edges: 'PPPP', name: 'farm, 1 animal', segments: ['farm', `plains:${ALL}+`] },
  { id: 'C', count: 3, edges: 'TPPP', name: 'town cap N, 1 animal', segments: ['town:N', `plains:${BELOW_CAP}+`] },
  { id: 'D', count: 2, edges: 'TRPR', name: 'town cap N, straight trail W–E, 1 animal', segments: ['town:N', 'trail:E,W', 'plains:ENE,WNW', `plains:${SOUTH_HALF}+`] },
  { id: 'E', count: 1, edges: 'TTTT', name: 'town on all sides, flag', segments: ['town:N,E,S,W+'] },
  { id: 'F', count: 1, edges: 'PTPT', name: 'town W–E through the middle, flag', segments: ['town:E,W+', 'plains:NNW,NNE', 'plains:SSE,SSW'] },
  { id: 'G', count: 1, edges: 'PTPT', name: 'town W–E through the middle, 1 animal', segments: ['town:E,W', 'plains:NNW,NNE+', 'plains:SSE,SSW'] },
  { id: 'H', count: 3, edges: 'TPTP', name: 'two town caps N and S, 1 animal', segments: ['town:N', 'town:S', 'plains:ENE,ESE,WSW,WNW+'] },
  { id: 'I', count: 2, edges: 'TPPT', name: 'two town caps N and W', segments: ['town:N', 'town:W', 'plains:ENE,ESE,SSE,SSW'] },
  { id: 'J', count: 1, edges: 'TRRP', name: 'town cap N, trail curve E–S, trading post', segments: ['town:N', 'trail:E,S+', 'plains:ENE,SSW,WSW,WNW', 'plains:ESE,SSE'] },
  { id: 'K', count: 4, edges: 'TPRR', name: 'town cap N, trail curve S–W, 1 animal', segments: ['town:N', 'trail:S,W', 'plains:ENE,ESE,SSE,WNW+', 'plains:SSW,WSW'] },
  {
    id: 'L',
    count: 3,
    edges: 'TRRR',
    name: 'town cap N, trails E, S, W end at a crossing',
    segments: ['town:N', 'trail:E', 'trail:S', 'trail:W', 'plains:ENE,WNW', 'plains:ESE,SSE', 'plains:SSW,WSW'],
  },
  { id: 'M', count: 1, edges: 'TPPT', name: 'town N–W, flag', segments: ['town:N,W+', 'plains:ENE,ESE,SSE,SSW'] },
  { id: 'N', count: 3, edges: 'TPPT', name: 'town N–W, 1 animal', segments: ['town:N,W', 'plains:ENE,ESE,SSE,SSW+'] },
  { id: 'O', count: 2, edges: 'TRRT', name: 'town N–W, flag, trail curve E–S', segments: ['town:N,W+', 'trail:E,S', 'plains:ENE,SSW', 'plains:ESE,SSE'] },
  { id: 'P', count: 3, edges: 'TRRT', name: 'town N–W, trail curve E–S, 1 animal', segments: ['town:N,W', 'trail:E,S', 'plains:ENE,SSW+', 'plains:ESE,SSE'] },
  { id: 'Q', count: 4, edges: 'PRPR', name: 'straight trail W–E, 1 animal', segments: ['trail:E,W', `plains:${NORTH_HALF}+`, `plains:${SOUTH_HALF}`] },
  { id: 'R', count: 4, edges: 'PPRR', name: 'trail curve S–W, 1 animal', segments: ['trail:S,W', `plains:${CURVE_OUT}+`, 'plains:SSW,WSW'] },
  { id: 'S', count: 1, edges: 'TTPT', name: 'town N, E, W, flag', segments: ['town:N,E,W+', 'plains:SSE,SSW'] },
  { id: 'T', count: 1, edges: 'TTPT', name: 'town N, E, W, 1 animal', segments: ['town:N,E,W', 'plains:SSE,SSW+'] },
  { id: 'U', count: 3, edges: 'PRPR', name: 'straight trail W–E, trading post', segments: ['trail:E,W+', `plains:${NORTH_HALF}`, `plains:${SOUTH_HALF}`] },
  { id: 'V', count: 1, edges: 'TTRT', name: 'town N, E, W, flag, trail S ends at the town', segments: ['town:N,E,W+', 'trail:S', 'plains:SSE', 'plains:SSW'] },
  { id: 'W', count: 1, edges: 'TTRT', name: 'town N, E, W, trail S ends at the town', segments: ['town:N,E,W', 'trail:S', 'plains:SSE', 'plains:SSW'] },
  {
    id: 'X',
    count: 1,
    edges: 'RRRR',
    name: 'four trails end at a crossing',
    segments: ['trail:N', 'trail:E', 'trail:S', 'trail:W', 'plains:NNE,ENE', 'plains:ESE,SSE', 'plains:SSW,WSW', 'plains:WNW,NNW'],
  },
  {
    id: 'Y',
    count: 1,
    edges: 'PRRR',
    name: 'trails E, S, W end at a crossing, trading post S, 1 animal',
    segments: ['trail:E', 'trail:S+', 'trail:W', `plains:${NORTH_HALF}+`, 'plains:ESE,SSE', 'plains:SSW,WSW'],
  },
  { id: 'Z', count: 3, edges: 'PPRR', name: 'trail curve S–W, 2 animals', segments: ['trail:S,W', `plains:${CURVE_OUT}++`, 'plains:SSW,WSW'] },
  { id: 'AA', count: 2, edges: 'PRPR', name: 'straight trail W–E, an animal on each side', segments: ['trail:E,W', `plains:${NORTH_HALF}+`, `plains:${SOUTH_HALF}+`] },
  { id: 'AB', count: 1, edges: 'PPPP', name: 'plains, a herd of 3 animals', segments: [`plains:${ALL}+++`] },
  { id: 'AC', count: 2, edges: 'TPRP', name: 'town cap N, trail S ends at the town', segments: ['town:N', 'trail:S', 'plains:ENE,ESE,SSE', 'plains:SSW,WSW,WNW'] },
  { id: 'AD', count: 2, edges: 'TTRR', name: 'two town caps N and E, trail curve S–W', segments: ['town:N', 'town:E', 'trail:S,W', 'plains:SSE,WNW', 'plains:SSW,WSW'] },
  { id: 'AE', count: 1, edges: 'TRPR', name: 'town cap N, trails E and W end at the town, 1 animal', segments: ['town:N', 'trail:E', 'trail:W', 'plains:ENE', 'plains:WNW', `plains:${SOUTH_HALF}+`] },
  { id: 'AF', count: 1, edges: 'RRRR', name: 'two trail curves N–E and S–W', segments: ['trail:N,E', 'trail:S,W', 'plains:NNE,ENE', 'plains:ESE,SSE,WNW,NNW', 'plains:SSW,WSW'] },
  { id: 'AG', count: 2, edges: 'TRPR', name: 'town cap N, straight trail W–E, trading post', segments: ['town:N', 'trail:E,W+', 'plains:ENE,WNW', `plains:${SOUTH_HALF}`] },
  { id: 'AH', count: 3, edges: 'PPRR', name: 'trail curve S–W, trading post', segments: ['trail:S,W+', `plains:${CURVE_OUT}`, 'plains:SSW,WSW'] },
  { id: 'AI', count: 1, edges: 'TTPP', name: 'town N–E, two flags', segments: ['town:N,E++', 'plains:SSE,SSW,WSW,WNW'] },
  { id: 'AJ', count: 3, edges: 'TPPP', name: 'town cap N, 2 animals', segments: ['town:N', `plains:${BELOW_CAP}++`] },
  { id: 'AK', count: 3, edges: 'PRPR', name: 'straight trail W–E', segments: ['trail:E,W', `plains:${NORTH_HALF}`, `plains:${SOUTH_HALF}`] },
  {
    id: 'AL',
    count: 1,
    edges: 'TRRR',
    name: 'town cap N, trails E, S, W end at a crossing, trading post S',
    segments: ['town:N', 'trail:E', 'trail:S+', 'trail:W', 'plains:ENE,WNW', 'plains:ESE,SSE', 'plains:SSW,WSW'],
  },
  { id: 'AM', count: 3, edges: 'PPRR', name: 'trail curve S–W', segments: ['trail:S,W', `plains:${CURVE_OUT}`, 'plains:SSW,WSW'] },
  { id: 'AN', count: 2, edges: 'TPRR', name: 'town cap N, trail curve S–W, trading post', segments: ['town:N', 'trail:S,W+', 'plains:ENE,ESE,SSE,WNW', 'plains:SSW,WSW'] },
  { id: 'AO', count: 1, edges: 'TRRT', name: 'town N–W, trail curve E–S, trading post, 1 animal', segments: ['town:N,W', 'trail:E,S+', 'plains:ENE,SSW+', 'plains:ESE,SSE'] },
  { id: 'AP', count: 1, edges: 'TTRT', name: 'town N, E, W, trail S ends at the town, trading post', segments: ['town:N,E,W', 'trail:S+', 'plains:SSE', 'plains:SSW'] },
  { id: 'AQ', count: 1, edges: 'TTPT', name: 'town N, E, W, two flags', segments: ['town:N,E,W++', 'plains:SSE,SSW'] },
  { id: 'AR', count: 1, edges: 'PTPT', name: 'town W–E through the middle, an animal on each side', segments: ['town:E,W', 'plains:NNW,NNE+', 'plains:SSE,SSW+'] },
  { id: 'AS', count: 1, edges: 'TRTR', name: 'two town caps N and S, straight trail W–E between them', segments: ['town:N', 'town:S', 'trail:E,W', 'plains:ENE,WNW', 'plains:ESE,WSW'] },
  { id: 'AT', count: 3, edges: 'TPPP', name: 'town cap N', segments: ['town:N', `plains:${BELOW_CAP}`] },
  { id: 'AU', count: 1, edges: 'PRRR', name: 'trails E, S, W end at a crossing, 2 animals', segments: ['trail:E', 'trail:S', 'trail:W', `plains:${NORTH_HALF}++`, 'plains:ESE,SSE', 'plains:SSW,WSW'] },
  { id: 'AV', count: 2, edges: 'TRPR', name: 'town cap N, straight trail W–E, 2 animals', segments: ['town:N', 'trail:E,W', 'plains:ENE,WNW', `plains:${SOUTH_HALF}++`] },
  {
    id: 'AW',
    count: 1,
    edges: 'PRRR',
    name: 'farm, trails E, S, W end at it, 1 animal',
    segments: ['farm', 'trail:E', 'trail:S', 'trail:W', `plains:${NORTH_HALF}+`, 'plains:ESE,SSE', 'plains:SSW,WSW'],
  },
  { id: 'AX', count: 1, edges: 'PRPR', name: 'farm, trails E and W end at it, 1 animal', segments: ['farm', 'trail:E', 'trail:W', `plains:${NORTH_HALF}`, `plains:${SOUTH_HALF}+`] },
];

const WORD = { town: 'city', trail: 'road', plains: 'field', farm: 'monastery' } as const;
const EDGE = { T: 'C', R: 'R', P: 'F' } as const;

/** A New World row in the base compiler's notation. */
export function toBaseSpec(t: NewWorldTileSpec): TileSpec {
  const segments = t.segments.map((s) => s.replace(/^(town|trail|plains|farm)/, (w) => WORD[w as keyof typeof WORD]));
  const edges = [...t.edges].map((l) => EDGE[l as keyof typeof EDGE] ?? '?').join('');
  return { id: t.id, count: t.count, edges, segments, name: t.name };
}

export const NEW_WORLD_CATALOGUE: Catalogue = compileCatalogue(NEW_WORLD_TILES.map(toBaseSpec));

/** The 95 tiles in catalogue order (A, A, B, B, B, …): what the seeded shuffle starts from. */
export const NEW_WORLD_SUPPLY: readonly string[] = NEW_WORLD_TILES.flatMap((t) => Array<string>(t.count).fill(t.id));
