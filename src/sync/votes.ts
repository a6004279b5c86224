/**
 * Votes about a seat that keeps the table waiting. A vote is a signed entry outside the chain,
 * `{ at, seat, choice }`: `at` is the chain head it was cast on, so a vote cannot be replayed at a
 * later stall. "wait" gives the seat another period of patience on every peer; "skip" votes it
 * away, "bot" hands it to a bot. An `away` chain entry embeds the votes of a majority of the other
 * seats still at the table (more than half of them), and every peer checks them: a clock or a
 * view of who is online is one peer's word, signatures are not, so no minority (one key calling
 * the others offline) removes anyone. A seat that never votes delays an away by one period at most:
 * its own browser joins the removal then (autopilot.ts).
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
  if (!isMajority(seats, away, target, voters.size))
    return err('sync/no-majority', `Removing a seat takes the votes of more than half of the other seats at the table: ${votersNeeded(seats, away, target)} of ${electorate(seats, away, target)}.`);
  return null;
}

/** The other seats still at the table, whose majority an away of `target` needs. */
function electorate(seats: readonly unknown[], away: readonly boolean[], target: number): number {
  return seats.filter((_, i) => i !== target && !away[i]).length;
}

/** How many votes remove `target`: more than half of the electorate. */
export function votersNeeded(seats: readonly unknown[], away: readonly boolean[], target: number): number {
  return Math.floor(electorate(seats, away, target) / 2) + 1;
}

/** Whether `votes` different seats are a majority of the other seats still at the table. */
export function isMajority(seats: readonly unknown[], away: readonly boolean[], target: number, votes: number): boolean {
  return votes >= votersNeeded(seats, away, target);
}
