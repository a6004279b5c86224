/** The words of explain.ts: features and followers by the game's names (New World: town, trail, farm, plains; settlers by role), and a field's cities. */
import { SegKind, type Game } from '../engine/index.js';
import { citiesBeside } from './evaluate.js';

/** How explain.ts names players: "you"/"Bob", and "your"/"its"/"Bob's". */
export interface Words {
  nw: boolean;
  name: (p: number) => string;
  poss: (p: number) => string;
}

const BASE_FEATURE: Record<number, string> = { [SegKind.road]: 'road', [SegKind.city]: 'city', [SegKind.field]: 'field', [SegKind.monastery]: 'monastery', [SegKind.garden]: 'garden' };
const NEW_WORLD_FEATURE: Record<number, string> = { [SegKind.road]: 'trail', [SegKind.city]: 'town', [SegKind.field]: 'plains', [SegKind.monastery]: 'farm' };
const BASE_FOLLOWER: Record<number, string> = { [SegKind.road]: 'thief', [SegKind.city]: 'knight', [SegKind.field]: 'farmer', [SegKind.monastery]: 'monk', [SegKind.garden]: 'monk' };
const NEW_WORLD_SETTLER: Record<number, string> = { [SegKind.road]: 'robber', [SegKind.city]: 'shopkeeper', [SegKind.field]: 'trapper', [SegKind.monastery]: 'farmer' };

export const featureWord = (kind: number, nw: boolean) => (nw ? NEW_WORLD_FEATURE : BASE_FEATURE)[kind] ?? 'feature';
export const followerWord = (kind: number, nw: boolean) => (nw ? NEW_WORLD_SETTLER : BASE_FOLLOWER)[kind] ?? (nw ? 'settler' : 'follower');

const cities: number[] = [];

/** A base game field's finished cities beside it, and what each gives its farmers at the end (3, or 0 unless farmers score per field, "c3"). */
export function fieldCities(game: Game, root: number): { done: number; open: number; per: number } {
  const f = game.features;
  citiesBeside(game, root, cities);
  let done = 0;
  for (const city of cities) if (f.open[city] === 0) done++;
  return { done, open: cities.length - done, per: game.rules.farmers === 'c3' ? 3 : 0 };
}
