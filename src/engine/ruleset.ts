/**
 * A ruleset is data plus a few hooks: which tiles are in the bag, which tile starts, the table
 * edge, and optional checks the core calls at fixed points. Expansions (The River, The Abbot, house
 * rules) add to this rather than to the core.
 */
import type { Bounds } from './board.js';
import type { GameState, RuleHooks, Ruleset } from './game-state.js';
import { CATALOGUE } from './catalogue.js';
import { centrePort } from './geometry.js';
import { riverPlacementError, updateRiver } from './river.js';
import { Rng } from './rng.js';
import type { Rules } from './rules.js';
import { BASE_START_TILE, BASE_TILES, GARDEN_TILES, GARDEN_TWIN_OF } from './tiles/base-tiles.js';
import { RIVER_SETUPS, type RiverSetup } from './tiles/river-tiles.js';
import { SegKind, type CompiledTile } from './tiles/tile-spec.js';
import { DX, DY } from './geometry.js';

export type { RuleHooks, Ruleset } from './game-state.js';

function supplyOf(rules: Rules): string[] {
  const gardens = rules.abbot ? (GARDEN_TWIN_OF as readonly string[]) : [];
  // the river and startTileInBag put the base start tile into the bag
  const keepStart = rules.river !== 'off' || rules.startTileInBag;
  const supply: string[] = [];
  for (const t of [...BASE_TILES, ...(rules.abbot ? GARDEN_TILES : [])]) {
    let n = t.id === BASE_START_TILE && !keepStart ? t.count - 1 : t.count;
    if (gardens.includes(t.id)) n--;
    for (let i = 0; i < n; i++) supply.push(t.id);
  }
  return supply;
}

/** The table edge: W × H squares around the start tile at [0,0]. */
export function boundsOf(rules: Rules): Bounds | null {
  if (!rules.board) return null;
  const minX = -Math.floor((rules.board.width - 1) / 2);
  const minY = -Math.floor((rules.board.height - 1) / 2);
  return { minX, maxX: minX + rules.board.width - 1, minY, maxY: minY + rules.board.height - 1 };
}

/** Road and city edges facing off the table count as closed (house rule, seed 003). */
function closeBorderEdges(game: GameState, idx: number): void {
  const b = game.board;
  const f = game.features;
  const tile = game.catalogue.tiles[b.tile[idx]];
  const ports = tile.portSeg[b.rot[idx]];
  for (let side = 0; side < 4; side++) {
    if (b.inBounds(b.x[idx] + DX[side], b.y[idx] + DY[side])) continue;
    const seg = ports[centrePort(side)];
    if (seg < 0) continue;
    const kind = tile.segments[seg].kind;
    if (kind === SegKind.road || kind === SegKind.city) f.open[f.find(idx * f.stride + seg)]--;
  }
}

export function buildRuleset(rules: Rules): Ruleset {
  const river = rules.river === 'off' ? null : RIVER_SETUPS[rules.river];
  const bounds = boundsOf(rules);
  const after: ((game: GameState, idx: number) => void)[] = [];
  if (river) after.push(updateRiver);
  if (bounds && rules.borderCompletes) after.push(closeBorderEdges);
  const hooks: RuleHooks = {};
  if (river) {
    hooks.checkPlacement = riverPlacementError;
    hooks.checksTile = (tile) => tile.hasRiver;
  }
  if (after.length) hooks.afterPlacement = after.length === 1 ? after[0] : (g, i) => after.forEach((fn) => fn(g, i));
  return {
    supply: supplyOf(rules),
    startTile: river ? river.spring : rules.startTileInBag ? null : BASE_START_TILE,
    river,
    bounds,
    hooks,
  };
}

/** The deck a seed asks for: the river (fork first, shuffled middle, lakes last), then the shuffled bag. */
export function seededDeck(ruleset: Ruleset, seed: string): string[] {
  const rng = Rng.fromSeed(seed);
  const bag = rng.shuffle([...ruleset.supply]);
  const r = ruleset.river;
  return r ? [...r.first, ...rng.shuffle([...r.middle]), ...r.lakes, ...bag] : bag;
}

/** Why a deck cannot be played under a ruleset, or null. */
/** A quick game's deck from a full one: the whole river (so every branch still ends in a lake), then the first `landTiles` other tiles. */
export function quickDeck(deck: readonly string[], landTiles: number): string[] {
  const river = (id: string) => CATALOGUE.byId.get(id)!.hasRiver;
  return [...deck.filter(river), ...deck.filter((id) => !river(id)).slice(0, landTiles)];
}

export function deckProblem(ruleset: Ruleset, ids: string[], byId: (id: string) => CompiledTile): string | null {
  let normalSeen = false;
  for (const id of ids) {
    const river = byId(id).hasRiver;
    if (river && !ruleset.river) return `The deck has the river tile ${id} but these rules have no river.`;
    if (river && normalSeen) return `River tiles are drawn before the other tiles, but ${id} comes after a normal tile.`;
    if (!river) normalSeen = true;
  }
  if (ruleset.river)
    return riverOrderProblem(
      ruleset.river,
      ids.filter((id) => byId(id).hasRiver),
    );
  if (ruleset.startTile === null && ids.length === 0) return 'With the start tile in the bag the deck needs at least one tile.';
  return null;
}

/** Seed 003's set-up, checked on a record's river: its own tiles only, the fork first, the lakes last. */
function riverOrderProblem(setup: RiverSetup, river: string[]): string | null {
  const allowed = new Set([...setup.first, ...setup.middle, ...setup.lakes]);
  let lakeSeen = false;
  for (let i = 0; i < river.length; i++) {
    const id = river[i];
    if (id === setup.spring) return `The spring ${id} is the start tile, not a tile of the deck.`;
    if (!allowed.has(id)) return `This river set-up has no tile ${id}${id === 'R2-CITY-LAKE' ? ' (both River II lakes with both rivers: rules.river "river1+2-two-lakes")' : ''}.`;
    if (setup.first.includes(id) && i !== 0) return `The fork ${id} is the first river tile drawn, but the deck has it in place ${i + 1}.`;
    const lake = setup.lakes.includes(id);
    if (lakeSeen && !lake) return `The lakes are the last river tiles, but ${id} comes after one.`;
    lakeSeen ||= lake;
  }
  return null;
}
