/**
 * A ruleset is data plus a few hooks: which tiles are in the bag, which tile starts, the table
 * edge, and optional checks the core calls at fixed points. Expansions (The River, The Abbot, house
 * rules, New World) add to this rather than to the core.
 */
import type { Bounds } from './board.js';
import type { EngineError } from './errors.js';
import type { Game } from './game.js';
import type { Rules } from './rules.js';
import { BASE_START_TILE, BASE_TILES } from './tiles/base-tiles.js';
import type { CompiledTile } from './tiles/tile-spec.js';

export interface RuleHooks {
  /** an extra placement condition beyond matching edges (null: allowed) */
  checkPlacement?(game: Game, x: number, y: number, tile: CompiledTile, rot: number): EngineError | null;
}

export interface Ruleset {
  /** tile ids in the bag, start tile excluded, in catalogue order (the order the seeded shuffle starts from) */
  supply: string[];
  startTile: string;
  bounds: Bounds | null;
  hooks: RuleHooks;
}

export function buildRuleset(_rules: Rules): Ruleset {
  const supply: string[] = [];
  for (const t of BASE_TILES) {
    const n = t.id === BASE_START_TILE ? t.count - 1 : t.count;
    for (let i = 0; i < n; i++) supply.push(t.id);
  }
  return { supply, startTile: BASE_START_TILE, bounds: null, hooks: {} };
}
