/**
 * New World records: the base game's `carcassonne-record/1` with `"game":"new-world"`, New World
 * tile ids in `deck`, and New World moves (settler spots in New World words, the scoring `order`).
 *
 *   {"format":"carcassonne-record/1","game":"new-world","players":["Ann","Bo"],
 *    "deck":["Q","C",...],"moves":[{"tile":"Q","at":[0,0],"rot":0,"meeple":"trail:E"},...]}
 *
 * Parsing checks the shape (codes `record/...`); replaying checks legality move by move (codes
 * `move/...` with the 1-based number of the offending move). Neither throws.
 */
import { failure, type EngineError, type Failure } from '../errors.js';
import type { PlayerSpec } from '../game-state.js';
import { NewWorldGame } from './game.js';
import { checkNewWorldMove } from './move-shape.js';
import { nonDefaultNewWorldRules } from './rules.js';
import { NEW_WORLD } from './setup.js';
import { NEW_WORLD_CATALOGUE } from './tiles.js';
import type { NewWorldEvent, NewWorldTurn } from './types.js';

export interface NewWorldRecord {
  format: 'carcassonne-record/1';
  game: typeof NEW_WORLD;
  players: PlayerSpec[];
  rules?: Record<string, unknown>;
  deck?: string[];
  seed?: string;
  /** the start player's index (else the first listed) */
  first?: number;
  moves: NewWorldTurn[];
  meta?: Record<string, string>;
}

const TOP_KEYS = new Set(['format', 'game', 'players', 'rules', 'deck', 'seed', 'first', 'moves', 'meta']);

/** Checks the shape of a New World record already parsed from JSON (its `format` and `game` checked by the caller). */
export function parseNewWorldRecord(r: Record<string, unknown>): { ok: true; record: NewWorldRecord } | Failure {
  for (const k of Object.keys(r)) if (!TOP_KEYS.has(k)) return failure('record/invalid', `A New World record has no field "${k}".`);
  if (r.deck !== undefined && r.seed !== undefined) return failure('record/invalid', 'Give either "deck" or "seed", not both.');
  if (r.deck === undefined && typeof r.seed !== 'string') return failure('record/invalid', 'A record needs a "deck" (or a "seed" string).');
  if (r.deck !== undefined && (!Array.isArray(r.deck) || !r.deck.every((t) => typeof t === 'string'))) return failure('record/invalid', '"deck" must be an array of tile ids.');
  if (r.meta !== undefined && (typeof r.meta !== 'object' || r.meta === null || Array.isArray(r.meta) || !Object.values(r.meta).every((v) => typeof v === 'string'))) {
    return failure('record/invalid', '"meta" must be an object of strings.');
  }
  for (const id of (r.deck as string[] | undefined) ?? []) {
    if (!NEW_WORLD_CATALOGUE.byId.has(id)) return failure('record/unknown-tile', `The deck names an unknown New World tile "${id}".`);
  }
  if (!Array.isArray(r.moves)) return failure('record/invalid', '"moves" must be an array.');
  for (let i = 0; i < r.moves.length; i++) {
    const bad = checkNewWorldMove(r.moves[i]);
    if (bad) return failure('record/invalid', `Move ${i + 1}: ${bad.message}`, i + 1);
    const tile = (r.moves[i] as { tile?: string }).tile;
    if (tile !== undefined && !NEW_WORLD_CATALOGUE.byId.has(tile)) return failure('record/unknown-tile', `Move ${i + 1} names an unknown New World tile "${tile}".`, i + 1);
  }
  return { ok: true, record: r as unknown as NewWorldRecord };
}

export type NewWorldReplay = { ok: true; game: NewWorldGame; events: NewWorldEvent[] } | { ok: false; error: EngineError; game?: NewWorldGame; events: NewWorldEvent[] };

/** Replays a parsed New World record. On an illegal move, `game` holds the position before it. */
export function replayNewWorld(rec: NewWorldRecord): NewWorldReplay {
  const created = NewWorldGame.create({ players: rec.players, rules: rec.rules, deck: rec.deck, seed: rec.seed, first: rec.first });
  if (!created.ok) return { ok: false, error: created.error, events: [] };
  const game = created.game;
  const events = [...created.events];
  for (let i = 0; i < rec.moves.length; i++) {
    if (game.finished) {
      return { ok: false, error: { code: 'record/extra-moves', message: `Move ${i + 1} comes after the last tile was placed.`, move: i + 1 }, game, events };
    }
    const res = game.play(rec.moves[i]);
    if (!res.ok) return { ok: false, error: { ...res.error, move: i + 1, message: `Move ${i + 1}: ${res.error.message}` }, game, events };
    events.push(...res.events);
  }
  return { ok: true, game, events };
}

/** The record of a New World game so far: its whole `deck`, or with hidden draws the tiles drawn so far. */
export function exportNewWorldRecord(game: NewWorldGame, meta?: Record<string, string>): NewWorldRecord {
  const rules = nonDefaultNewWorldRules(game.rules) as Record<string, unknown>;
  const rec: NewWorldRecord = {
    format: 'carcassonne-record/1',
    game: NEW_WORLD,
    players: game.playerSpecs,
    ...(Object.keys(rules).length ? { rules } : {}),
    deck: game.hidden ? Array.from(game.deck.subarray(0, game.hiddenFrom), (t) => NEW_WORLD_CATALOGUE.tiles[t].id) : [...game.initialDeck],
    ...(game.first !== null ? { first: game.first } : {}),
    moves: game.moves.map((m) => ('pass' in m ? { pass: true as const } : { ...m, at: [m.at[0], m.at[1]] as [number, number], ...(m.order ? { order: [...m.order] } : {}) })),
  };
  if (meta) rec.meta = meta;
  return rec;
}
