/** New World, the second game of the engine: its game, records, rules, tiles and random player. */
export { NewWorldGame, type NewWorldCreateResult } from './game.js';
export { parseNewWorldRecord, replayNewWorld, exportNewWorldRecord, type NewWorldRecord, type NewWorldReplay } from './record.js';
export { NEW_WORLD_RULE_OPTIONS, DEFAULT_NEW_WORLD_RULES, normalizeNewWorldRules, nonDefaultNewWorldRules, type NewWorldRules } from './rules.js';
export { NEW_WORLD, newWorldDeck, startingRows, type NewWorldSetup } from './setup.js';
export { NEW_WORLD_CATALOGUE, NEW_WORLD_TILES, NEW_WORLD_SUPPLY } from './tiles.js';
export { randomNewWorldMove } from './random-player.js';
export { toNewWorldMove } from './move-list.js';
export { ROLE_OF_KIND, FEATURE_OF_KIND, type Role, type NewWorldFeature } from './spots.js';
export type { NewWorldMove, NewWorldTurn, NewWorldEvent, NewWorldScoreEvent, NewWorldSnapshot, NewWorldResult } from './types.js';
