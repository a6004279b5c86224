/**
 * The engine's two games behind one set of entry points: `createGame` with `game: "new-world"` starts
 * New World (otherwise the base game), `exportRecord` writes either game's record, and
 * `replayAnyRecord` replays a record of either game, told apart by its `game` field (a record
 * without one is a base game record, as every record written before New World).
 */
import { failure } from './errors.js';
import { Game, type CreateResult, type GameSetup } from './game.js';
import { NewWorldGame, type NewWorldCreateResult } from './new-world/game.js';
import { exportNewWorldRecord, parseNewWorldRecord, replayNewWorld, type NewWorldRecord, type NewWorldReplay } from './new-world/record.js';
import { NEW_WORLD, type NewWorldSetup } from './new-world/setup.js';
import { exportRecord as exportBaseRecord, replayRecord, RECORD_FORMAT, type GameRecord, type ReplayResult } from './record.js';

export const GAME_NAMES = ['carcassonne', NEW_WORLD] as const;
export type GameName = (typeof GAME_NAMES)[number];

/** Starts a game: `createGame({ players: ['Alice', 'Bob'], seed: 'x' })`, or with `game: 'new-world'`. */
export function createGame(setup: NewWorldSetup & { game: typeof NEW_WORLD }): NewWorldCreateResult;
export function createGame(setup: GameSetup & { game?: 'carcassonne' }): CreateResult;
export function createGame(setup: (GameSetup & { game?: 'carcassonne' }) | (NewWorldSetup & { game: typeof NEW_WORLD })): CreateResult | NewWorldCreateResult {
  const game = (setup as { game?: unknown }).game;
  if (game === NEW_WORLD) return NewWorldGame.create(setup as NewWorldSetup);
  if (game !== undefined && game !== 'carcassonne') return failure('record/game', `Unknown game ${JSON.stringify(game)}; the games are ${GAME_NAMES.join(', ')}.`);
  return Game.create(setup as GameSetup);
}

/** The record of a game so far, whichever game it is. */
export function exportRecord(game: NewWorldGame, meta?: Record<string, string>): NewWorldRecord;
export function exportRecord(game: Game, meta?: Record<string, string>): GameRecord;
export function exportRecord(game: Game | NewWorldGame, meta?: Record<string, string>): GameRecord | NewWorldRecord;
export function exportRecord(game: Game | NewWorldGame, meta?: Record<string, string>): GameRecord | NewWorldRecord {
  return game instanceof NewWorldGame ? exportNewWorldRecord(game, meta) : exportBaseRecord(game, meta);
}

export type AnyReplay = (ReplayResult & { kind: 'carcassonne' }) | (NewWorldReplay & { kind: typeof NEW_WORLD });

/** Replays a record (text or value) of either game; `kind` says which. */
export function replayAnyRecord(input: unknown): AnyReplay {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch (e) {
      return { kind: 'carcassonne', ok: false, error: { code: 'record/not-json', message: `The record is not valid JSON (${(e as Error).message}).` }, events: [] };
    }
  }
  const r = value as Record<string, unknown> | null;
  if (r && typeof r === 'object' && !Array.isArray(r) && r.game === NEW_WORLD) {
    if (r.format !== RECORD_FORMAT) return { kind: NEW_WORLD, ok: false, error: { code: 'record/format', message: `"format" must be "${RECORD_FORMAT}".` }, events: [] };
    const parsed = parseNewWorldRecord(r);
    return parsed.ok ? { kind: NEW_WORLD, ...replayNewWorld(parsed.record) } : { kind: NEW_WORLD, ...parsed, events: [] };
  }
  return { kind: 'carcassonne', ...replayRecord(value) };
}
