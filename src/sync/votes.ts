/**
 * Votes about a seat that keeps the table waiting. A vote is a signed entry outside the chain,
 * `{ at, seat, choice }`: `at` is the chain head it was cast on, so a vote cannot be replayed at a
 * later stall. "wait" gives the seat another period of patience on every peer; "skip" votes it
 * away. Once every online seat but the absent one voted to skip, one of them writes an `away`
 * chain entry embedding the votes: every peer checks them, so nobody is voted away by one key
 * pretending to be the table.
 */
import { isBotLevel, type BotLevel } from '../bots/index.js';
import type { ChainEntry } from './chain-entry.js';
import type { SignedEntry } from './entry.js';
import type { SeatInfo } from './seats.js';
import type { SyncError } from './types.js';

export type VoteChoice = 'wait' | 'skip' | 'bot';
export const VOTE_CHOICES: readonly VoteChoice[] = ['wait', 'skip', 'bot'];

export interface VoteBody {
  at: string;
  seat: number;
  choice: VoteChoice;
  /** with "bot": the level the seat is handed to */
  level?: BotLevel;
}

const err = (code: SyncError['code'], message: string): SyncError => ({ code, message });

/** Why a vote body is malformed, or null. */
export function checkVoteBody(body: Record<string, unknown>): SyncError | null {
  const { at, seat, choice, level } = body;
  const keys = choice === 'bot' ? 4 : 3;
  if (Object.keys(body).length !== keys || typeof at !== 'string' || !/^[0-9a-f]{64}$/.test(at) || !Number.isInteger(seat) || (seat as number) < 0 || (seat as number) > 5) {
    return err('sync/bad-entry', 'A vote is { at: <head hash>, seat, choice } (and a bot level with "bot").');
  }
  if (!VOTE_CHOICES.includes(choice as VoteChoice)) return err('sync/bad-entry', `A vote's choice is ${VOTE_CHOICES.join(', ')}.`);
  if (choice === 'bot' && !isBotLevel(level)) return err('sync/bad-entry', 'A vote for a bot names its level.');
  return null;
}

/** What an away entry does to the seat: pass its turns, or hand it to a bot of a level. */
export function awayMode(body: Record<string, unknown>): { choice: 'skip' } | { choice: 'bot'; level: BotLevel } | null {
  if (body.bot === undefined) return { choice: 'skip' };
  return isBotLevel(body.bot) ? { choice: 'bot', level: body.bot } : null;
}

/** Why the votes an away entry embeds do not vote `target` away at its position (as `mode` says), or null. */
export function checkVotes(e: ChainEntry, seats: readonly SeatInfo[], away: readonly boolean[], target: number, mode: NonNullable<ReturnType<typeof awayMode>>): SyncError | null {
  const votes = e.votes;
  if (!votes || !Array.isArray(e.body.votes) || votes.length !== e.body.votes.length || votes.length === 0) return err('sync/bad-entry', 'An away entry embeds the signed votes for it.');
  const voters = new Set<number>();
  for (const v of votes) {
    const seat = seats.findIndex((s) => s.key === v.author);
    const body = v.body as Partial<VoteBody>;
    const same = body.choice === mode.choice && (mode.choice !== 'bot' || body.level === mode.level);
    if (v.kind !== 'vote' || checkVoteBody(v.body) || body.at !== e.prev || body.seat !== target || !same) return err('sync/bad-entry', 'An away entry embeds a vote that is not for it.');
    if (seat < 0 || seat === target || away[seat] || voters.has(seat)) return err('sync/bad-entry', 'Each vote must come from a different seat at the table.');
    voters.add(seat);
  }
  if (!votes.some((v: SignedEntry) => v.author === e.author)) return err('sync/bad-entry', 'The seat that writes an away entry votes in it.');
  return null;
}
