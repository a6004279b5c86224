/**
 * Bots against bots: whole games (the base game or New World) with seats rotated, for `carcassonne
 * arena` and the benchmark.
 * The clock is the caller's (`now`), used only to time each move, never by a bot's search unless
 * its budget says so.
 */
import { createGame, exportRecord, type GameName, type GameRecord, type NewWorldRecord } from '../engine/index.js';
import type { Budget } from './budget.js';
import type { AnyGame } from './game-kind.js';
import { chooseMove, type BotLevel } from './index.js';

export interface ArenaGame {
  /** the bot level in each seat, in turn order */
  seats: BotLevel[];
  scores: number[];
  /** the seats with the highest score (ties share the win) */
  winners: number[];
  /** milliseconds per move, per seat */
  times: number[][];
  /** moves a bot got wrong and chooseMove replaced (a bot bug: always 0) */
  repaired: number;
  record: GameRecord | NewWorldRecord;
}

export interface ArenaOptions {
  players: number;
  seed: string;
  rules?: unknown;
  /** the base game (the default) or New World */
  game?: GameName;
  now: () => number;
  /** per level; levels not named use their defaults */
  budgets?: Partial<Record<BotLevel, Budget>>;
  /** per seat, in turn order, over `budgets` (one level at two budgets: a search against itself with less time) */
  seatBudgets?: (Budget | undefined)[];
}

/** The seats of game `i`: the bots' lineup rotated by i, so every bot plays every seat in turn. */
export function seatsFor(bots: readonly BotLevel[], players: number, i: number): BotLevel[] {
  return Array.from({ length: players }, (_, s) => bots[(s + i) % bots.length]);
}

/** Plays one game between the given seats; throws only on an engine or bot bug (a refused move). */
export function playArenaGame(seats: BotLevel[], gameSeed: string, o: Omit<ArenaOptions, 'players' | 'seed'>): ArenaGame {
  const setup = { players: seats.map((lvl, i) => `${lvl}-${i + 1}`), rules: o.rules, seed: gameSeed };
  const created = o.game === 'new-world' ? createGame({ ...setup, game: 'new-world' }) : createGame(setup);
  if (!created.ok) throw new Error(created.error.message);
  const game: AnyGame = created.game;
  const times: number[][] = seats.map(() => []);
  let repaired = 0;
  while (!game.finished) {
    const seat = game.current;
    const t0 = o.now();
    const res = chooseMove(game, { level: seats[seat], seed: `${gameSeed}/seat${seat}`, budget: o.seatBudgets?.[seat] ?? o.budgets?.[seats[seat]] });
    times[seat].push(o.now() - t0);
    if (!res.ok) throw new Error(`${seats[seat]} found no move at move ${game.turn + 1}: ${res.error.message}`);
    if (res.repaired) repaired++;
    const played = game.play(res.move);
    if (!played.ok) throw new Error(`${seats[seat]} played an illegal move at move ${game.turn + 1}: ${played.error.code}`);
  }
  const scores = Array.from(game.scores);
  const top = Math.max(...scores);
  return { seats, scores, winners: scores.flatMap((s, i) => (s === top ? [i] : [])), times, repaired, record: exportRecord(game) };
}
