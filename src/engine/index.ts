/**
 * The rules engine: pure, deterministic, no DOM and no clocks. Every peer runs it on the same
 * move log and reaches the same state.
 */
export { Game, applyMove, checkMoveShape, type GameSetup, type PlayerSpec, type CreateResult } from './game.js';
export type { HiddenSetup } from './hidden-bag.js';
export { parseRecord, replayRecord, RECORD_FORMAT, type GameRecord, type ReplayResult } from './record.js';
export { createGame, exportRecord, replayAnyRecord, GAME_NAMES, type GameName, type AnyReplay } from './games.js';
export { RULE_OPTIONS, DEFAULT_RULES, normalizeRules, nonDefaultRules, type OptionDef, type Rules, type FarmerScoring, type RiverChoice, type BoardLimit } from './rules.js';
export { CATALOGUE, ALL_TILE_SPECS } from './catalogue.js';
export { Rng, hashSeed, type RngState } from './rng.js';
export { ROTATIONS, PORT_NAMES, SIDE_NAMES, type Rotation } from './geometry.js';
export { SegKind, type CompiledTile, type TileSpec } from './tiles/tile-spec.js';
export { randomMove } from './random-player.js';
export { MoveExtra, toRecordMove, type MoveOption } from './move-list.js';
export { quickDeck } from './ruleset.js';
export type { EngineError, ErrorCode, Failure } from './errors.js';
export type { Move, PassMove, TurnMove, GameEvent, ScoreEvent, FeatureName, Placement, GameSnapshot, MoveResult } from './types.js';
export * from './new-world/index.js';
