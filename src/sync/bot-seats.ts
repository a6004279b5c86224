/**
 * Bot seats: the host's (seats.ts) and those the table handed to a bot (votes.ts, "bot"), at either game. A bot seat has no key: any seat still at the
 * table writes its moves, and every peer checks each one by running the same bot on its own copy of
 * the verified game. The bots are deterministic under an iteration budget (src/bots), so the move
 * is the same on every machine, and a seat that writes anything else for the bot is refused. The
 * bot sees what a player sees (never the bag's order), and its seed is fixed by the start.
 */
import { BoundedMemo } from './bounded-memo.js';
import { chooseMove, type BotLevel } from '../bots/index.js';
import { canonicalJson } from './bytes.js';
import type { TableGame } from './table-start.js';
import type { TableMove } from './types.js';

/** Hard's iterations online: every peer re-runs the search for every bot move, so it stays modest. */
export const ONLINE_HARD_ITERATIONS = 200;
/**
 * Expert's positions valued online, for the same reason: about a tenth of a second a check (a
 * tenth of its hot-seat budget: the search's first two steps over the best few moves).
 */
export const ONLINE_EXPERT_ITERATIONS = 5000;

/** The budget a bot seat of `level` searches with online (the levels without a search ignore it). */
function onlineBudget(level: BotLevel): { iterations: number } {
  return { iterations: level === 'expert' ? ONLINE_EXPERT_ITERATIONS : ONLINE_HARD_ITERATIONS };
}

/** Positions already checked (a position is a chain hash: the state there is fixed), bounded. */
const checked = new BoundedMemo<string | null>(512);

/**
 * The bot's move at the position after `prev`, as canonical JSON (null if the bot finds none, or
 * the table plays a game no bot plays). Memoized by position: a rebuild replays it for free.
 */
export function botMoveAt(prev: string | null, game: TableGame, level: BotLevel, startHash: string, seat: number): string | null {
  return checked.get(`${prev}/${level}/${seat}`, () => {
    const res = chooseMove(game, { level, seed: `${startHash}/bot/${seat}`, budget: onlineBudget(level) });
    return res.ok ? canonicalJson(res.move) : null;
  });
}

/**
 * A hint for the seat to move at an online table that allows them: the hard bot's choice with the
 * budget bot seats use online (the bag's order stays hidden from it as from anyone), or null.
 */
export function hintMove(game: TableGame, room: string): TableMove | null {
  if (game.finished) return null;
  const res = chooseMove(game, { level: 'hard', seed: `hint/${room}/${game.turn}`, budget: { iterations: ONLINE_HARD_ITERATIONS } });
  return res.ok ? res.move : null;
}

/** The same move as the bot's? (compared as canonical JSON) */
export function isBotMove(move: unknown, expected: string | null): boolean {
  if (expected === null) return false;
  try {
    return canonicalJson(move) === expected;
  } catch {
    return false;
  }
}

/**
 * Whether `seat`'s player let a bot play for them (the last away entry naming the seat is its own,
 * with no votes): then only they, or the host, take the seat back; their browser does not by itself.
 */
export function choseBot(chain: readonly { kind: string; author: string; body: Record<string, unknown> }[], seat: number, key: string): boolean {
  for (let i = chain.length - 1; i >= 0; i--) {
    const e = chain[i];
    if (e.kind === 'away' && e.body.seat === seat) return e.author === key && !('votes' in e.body);
  }
  return false;
}

export type { BotLevel };
