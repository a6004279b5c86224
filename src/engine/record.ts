/**
 * The game record, `carcassonne-record/1`: one JSON object that any program can replay.
 *
 *   {"format":"carcassonne-record/1","players":["Alice","Bob"],"rules":{...},
 *    "deck":["C","H",...],"moves":[{"tile":"C","at":[0,-1],"rot":0,"meeple":"city:N"},...]}
 *
 * Parsing checks the shape (codes `record/...`); replaying checks legality move by move (codes
 * `move/...` with the 1-based number of the offending move). Neither throws.
 *
 * `deck` is always the original draw order: river tiles first; with `startTileInBag` its first
 * tile is the start; hands are dealt from it; tiles returned to the bag (`unplaceable: "return"`)
 * are re-inserted by a PRNG seeded from it (draw-pile.ts), so the replay repeats every return.
 *
 * A game with hidden draws exports the tiles drawn so far, in draw order, as its `deck` (then any
 * river tiles still in the bag, in canonical order: see hiddenDeckOf); `first`
 * names its start player when it was drawn, and `redraws` says a returned tile is listed again where
 * it was drawn again (so the replay re-inserts nothing). A pass is the move `{"pass":true}`.
 */
import { failure, type EngineError, type Failure } from './errors.js';
import { Game, checkMoveShape, type PlayerSpec } from './game.js';
import { CATALOGUE } from './catalogue.js';
import { nonDefaultRules } from './rules.js';
import type { GameEvent, TurnMove } from './types.js';

export const RECORD_FORMAT = 'carcassonne-record/1';

export interface GameRecord {
  format: typeof RECORD_FORMAT;
  /** which game: absent (or "carcassonne") for the base game; New World records say "new-world" */
  game?: 'carcassonne';
  players: PlayerSpec[];
  rules?: Record<string, unknown>;
  deck?: string[];
  seed?: string;
  /** the start player's index, when it was drawn (hidden draws) or chosen: it overrides rules.startPlayer */
  first?: number;
  /** a tile returned to the bag is listed again in `deck` where it was drawn again: the replay re-inserts nothing */
  redraws?: true;
  moves: TurnMove[];
  /** free-form tags (event, date, site...), like PGN's */
  meta?: Record<string, string>;
}

const TOP_KEYS = new Set(['format', 'game', 'players', 'rules', 'deck', 'seed', 'first', 'redraws', 'moves', 'meta']);

/** Checks the shape of a record given as text or as a parsed value. */
export function parseRecord(input: unknown): { ok: true; record: GameRecord } | Failure {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch (e) {
      return failure('record/not-json', `The record is not valid JSON (${(e as Error).message}).`);
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return failure('record/invalid', 'A record must be a JSON object.');
  const r = value as Record<string, unknown>;
  if (r.format !== RECORD_FORMAT) return failure('record/format', `"format" must be "${RECORD_FORMAT}".`);
  // a record without "game" is a base game record (every record written before New World)
  if (r.game !== undefined && r.game !== 'carcassonne') {
    return failure('record/game', `This is a record of ${JSON.stringify(r.game)}, not of the base game: replay it with replayAnyRecord (the command line and the app do).`);
  }
  for (const k of Object.keys(r)) if (!TOP_KEYS.has(k)) return failure('record/invalid', `A record has no field "${k}".`);
  if (r.deck !== undefined && r.seed !== undefined) return failure('record/invalid', 'Give either "deck" or "seed", not both.');
  if (r.deck === undefined && typeof r.seed !== 'string') return failure('record/invalid', 'A record needs a "deck" (or a "seed" string).');
  if (r.deck !== undefined && (!Array.isArray(r.deck) || !r.deck.every((t) => typeof t === 'string'))) return failure('record/invalid', '"deck" must be an array of tile ids.');
  if (r.meta !== undefined && (typeof r.meta !== 'object' || r.meta === null || Array.isArray(r.meta) || !Object.values(r.meta).every((v) => typeof v === 'string'))) {
    return failure('record/invalid', '"meta" must be an object of strings.');
  }
  if (r.first !== undefined && !(Number.isInteger(r.first) && (r.first as number) >= 0 && (!Array.isArray(r.players) || (r.first as number) < r.players.length))) {
    return failure('record/invalid', '"first" must be the index in "players" of the player who moves first.');
  }
  if (r.redraws !== undefined && r.redraws !== true) return failure('record/invalid', '"redraws" can only be true (a returned tile is listed again where it was drawn again).');
  for (const id of (r.deck as string[] | undefined) ?? []) {
    if (!CATALOGUE.byId.has(id)) return failure('record/unknown-tile', `The deck names an unknown tile "${id}".`);
  }
  if (!Array.isArray(r.moves)) return failure('record/invalid', '"moves" must be an array.');
  for (let i = 0; i < r.moves.length; i++) {
    const bad = checkMoveShape(r.moves[i]);
    if (bad) return failure('record/invalid', `Move ${i + 1}: ${bad.message}`, i + 1);
    const tile = (r.moves[i] as TurnMove).tile;
    if (tile !== undefined && !CATALOGUE.byId.has(tile)) return failure('record/unknown-tile', `Move ${i + 1} names an unknown tile "${tile}".`, i + 1);
  }
  return { ok: true, record: r as unknown as GameRecord };
}

export type ReplayResult = { ok: true; game: Game; events: GameEvent[] } | { ok: false; error: EngineError; game?: Game; events: GameEvent[] };

/** Replays a record (text or value). On an illegal move, `game` holds the position before it. */
export function replayRecord(input: unknown): ReplayResult {
  const parsed = parseRecord(input);
  if (!parsed.ok) return { ok: false, error: parsed.error, events: [] };
  const rec = parsed.record;
  const created = Game.create({ players: rec.players, rules: rec.rules, deck: rec.deck, seed: rec.seed, first: rec.first, redraws: rec.redraws });
  if (!created.ok) return { ok: false, error: created.error, events: [] };
  const game = created.game;
  const events = [...created.events];
  for (let i = 0; i < rec.moves.length; i++) {
    if (game.finished) {
      return { ok: false, error: { code: 'record/extra-moves', message: `Move ${i + 1} comes after the last tile was drawn.`, move: i + 1 }, game, events };
    }
    const res = game.play(rec.moves[i]);
    if (!res.ok) return { ok: false, error: { ...res.error, move: i + 1, message: `Move ${i + 1}: ${res.error.message}` }, game, events };
    events.push(...res.events);
  }
  return { ok: true, game, events };
}

/**
 * The record of a game so far. It always carries a `deck` so that any program can replay it: the
 * whole deck, or with hidden draws the tiles drawn so far (the rest is not decided yet).
 */
export function exportRecord(game: Game, meta?: Record<string, string>): GameRecord {
  const rules = nonDefaultRules(game.rules) as Record<string, unknown>;
  const rec: GameRecord = {
    format: RECORD_FORMAT,
    players: game.playerSpecs,
    ...(Object.keys(rules).length ? { rules } : {}),
    deck: game.hidden ? hiddenDeckOf(game) : [...game.initialDeck],
    ...(game.first !== null ? { first: game.first } : {}),
    ...(game.redraws ? { redraws: true as const } : {}),
    moves: game.moves.map((m) => (m.pass ? { pass: true as const } : { ...m, at: [m.at[0], m.at[1]] as [number, number] })),
  };
  if (meta) rec.meta = meta;
  return rec;
}

/**
 * A hidden game's deck for its record: the tiles drawn so far, in draw order, then the river tiles
 * not drawn yet, in canonical order. Those tell nothing new, but a river tile's legality looks
 * ahead at the lakes still to come, so the replay needs them to reach the same game.
 */
function hiddenDeckOf(game: Game): string[] {
  const end = Math.max(game.hiddenFrom, game.hidden!.landStart);
  return Array.from(game.deck.subarray(0, end), (t) => CATALOGUE.tiles[t].id);
}
