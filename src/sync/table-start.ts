/**
 * The start entry: the host freezes the seats it admitted (each embedding the claim that asked),
 * the rules, the length of a quick game and the table's patience. Refused now if the engine would
 * refuse the game later, which would block the table.
 */
import { GAME_NAMES, createGame, normalizeRules, type Game, type GameName, type NewWorldGame } from '../engine/index.js';
import type { ChainEntry } from './chain-entry.js';
import { MAX_SEATS, botSeat, checkBotSeats, checkClaimShape, seatConflict, type BotSeatBody, type SeatInfo } from './seats.js';
import type { SyncError } from './types.js';
import { MAX_BOT_MOVES_VERSION } from './bot-moves-version.js';

/** How long a seat may keep the table waiting before the others may vote (seconds). */
export const DEFAULT_PATIENCE = 90;
export const MIN_PATIENCE = 15;
export const MAX_PATIENCE = 3600;

/** A table played over days: the days a seat may take over its move (a start option; absent: a live table). */
export const DAYS_PER_MOVE: readonly number[] = [1, 3, 7];
export const DAY_SECONDS = 86_400;

/** The engine game a table plays: the base game or New World. */
export type TableGame = Game | NewWorldGame;

export interface StartInfo {
  hash: string;
  /** which game: Carcassonne, or its spin-off New World */
  game: GameName;
  /** the seats as the start froze them (the host may drop one that never committed: see TableState.seats) */
  seats: SeatInfo[];
  rules: Record<string, unknown>;
  /** land tiles of a quick game, or null for the whole supply */
  tiles: number | null;
  /** seconds (at a table played over days: `days` × 86,400) */
  patience: number;
  /** days per move at a table played over days (1, 3 or 7); null for a live table */
  days: number | null;
  /** whether a seat may ask the hard bot for a hint on its turn (the host's choice; off by default) */
  hints: boolean;
  /** the seat that plays first (a rematch rotates it, rematch.ts); null: the first seat, as the rules say */
  first: number | null;
  /** the version of the bots' moves the table began with (bot-moves-version.ts; 1 when the start names none) */
  botMoves: number;
}

const err = (code: SyncError['code'], message: string): SyncError => ({ code, message });
const START_KEYS = ['game', 'seats', 'rules', 'tiles', 'patience', 'bots', 'hints', 'first', 'days', 'botMoves'];

export function readStart(e: ChainEntry, host: string): StartInfo | SyncError {
  if (e.prev !== null) return err('sync/bad-start', 'The start is the first entry of the chain.');
  const { game, seats, rules, tiles, patience, bots, hints, first, days, botMoves } = e.body as Record<string, unknown>;
  if (Object.keys(e.body).some((k) => !START_KEYS.includes(k))) return err('sync/bad-start', 'A start has unknown fields.');
  if (!Array.isArray(seats) || !e.claims || e.claims.length !== seats.length) return err('sync/bad-start', 'The start must embed a valid signed claim for every seat.');
  if (seats.length < 2) return err('sync/bad-start', 'A game needs at least two seats.');
  const infos: SeatInfo[] = [];
  // the host chose these seats (lobby.ts); only checks every JavaScript engine agrees on decide here
  for (const c of e.claims) {
    if (c.kind !== 'claim' || checkClaimShape(c.body)) return err('sync/bad-start', 'The start embeds something that is not a claim.');
    const info = { key: c.author, name: c.body.name as string, color: c.body.color as string, claim: c.hash };
    const clash = seatConflict(infos, info, false);
    if (clash) return err('sync/bad-start', `The start seats clash: ${clash.message}`);
    infos.push(info);
  }
  if (!infos.some((s) => s.key === host)) return err('sync/bad-start', 'The host must be seated.');
  // the host's bots sit after the players
  if (bots !== undefined) {
    const bad = checkBotSeats(bots, MAX_SEATS - 1);
    if (bad) return err('sync/bad-start', bad.message);
    for (const [i, b] of (bots as BotSeatBody[]).entries()) {
      const clash = seatConflict(infos, botSeat(b, i), false);
      if (clash) return err('sync/bad-start', `The start seats clash: ${clash.message}`);
      infos.push(botSeat(b, i));
    }
  }
  if (first !== undefined && (!Number.isInteger(first) || (first as number) < 1 || (first as number) >= infos.length))
    return err('sync/bad-start', `"first" is the index of a seat after the first, from 1 to ${infos.length - 1}.`);
  if (hints !== undefined && typeof hints !== 'boolean') return err('sync/bad-start', '"hints" is true or false.');
  if (botMoves !== undefined && (!Number.isInteger(botMoves) || (botMoves as number) < 1 || (botMoves as number) > MAX_BOT_MOVES_VERSION))
    return err('sync/bad-start', `"botMoves" is a version of the bots' moves, a whole number from 1 to ${MAX_BOT_MOVES_VERSION}.`);
  if (game !== undefined && (game === 'carcassonne' || !GAME_NAMES.includes(game as GameName)))
    return err('sync/bad-start', `"game" is ${GAME_NAMES.filter((g) => g !== 'carcassonne').join(' or ')}, or left out for Carcassonne.`);
  // New World checks its own rules when the probe below creates it
  if (game === undefined) {
    const r = normalizeRules(rules ?? undefined);
    if (!r.ok) return r.error;
  }
  if (tiles !== undefined && (!Number.isInteger(tiles) || (tiles as number) < 1 || (tiles as number) > 200)) return err('sync/bad-start', '"tiles" must be a whole number from 1 to 200.');
  if (patience !== undefined && (!Number.isInteger(patience) || (patience as number) < MIN_PATIENCE || (patience as number) > MAX_PATIENCE)) {
    return err('sync/bad-start', `"patience" must be a whole number of seconds from ${MIN_PATIENCE} to ${MAX_PATIENCE}.`);
  }
  const pace = readDays(days, patience);
  if (pace && 'code' in pace) return pace;
  const start: StartInfo = {
    hash: e.hash,
    game: (game as GameName | undefined) ?? 'carcassonne',
    seats: infos,
    rules: (rules ?? {}) as Record<string, unknown>,
    tiles: (tiles as number | undefined) ?? null,
    patience: pace ? pace.days * DAY_SECONDS : ((patience as number | undefined) ?? DEFAULT_PATIENCE),
    days: pace ? pace.days : null,
    hints: hints === true,
    first: (first as number | undefined) ?? null,
    botMoves: (botMoves as number | undefined) ?? 1,
  };
  // refuse now a start the engine would refuse after the deal, which would block the game
  const probe = dealGame(start, infos, 'probe');
  if ('code' in probe) return err('sync/bad-start', `The engine refuses this game: ${probe.message}`);
  return start;
}

/** A table played over days: its days per move, null for a live table, or why the start is refused (the patience then comes from the days alone). */
function readDays(days: unknown, patience: unknown): { days: number } | SyncError | null {
  if (days === undefined) return null;
  if (typeof days !== 'number' || !DAYS_PER_MOVE.includes(days)) return err('sync/bad-start', '"days" is 1, 3 or 7 days per move, or left out for a live table.');
  if (patience !== undefined) return err('sync/bad-start', 'A table played over days takes its patience from "days": a start gives "days" or "patience", not both.');
  return { days };
}

/** The engine game for the seats still at the table, its tiles drawn one at a time from the rounds' randomness. */
export function dealGame(start: StartInfo, seats: readonly SeatInfo[], seed: string): TableGame | SyncError {
  const first = firstOf(start, seats);
  const setup = { players: seats.map((s) => s.name), rules: start.rules, hidden: { seed, ...(start.tiles === null ? {} : { landTiles: start.tiles }) }, ...(first === null ? {} : { first }) };
  const created = start.game === 'new-world' ? createGame({ ...setup, game: 'new-world' }) : createGame(setup);
  return created.ok ? created.game : created.error;
}

/** The start player among the seats still at the table: the start's `first`, or the next seat that stayed (null: none was set). */
function firstOf(start: StartInfo, seats: readonly SeatInfo[]): number | null {
  const from = start.first;
  if (from === null) return null;
  for (let k = 0; k < start.seats.length; k++) {
    const at = seats.findIndex((s) => s.key === start.seats[(from + k) % start.seats.length].key);
    if (at >= 0) return at;
  }
  return null;
}
