/**
 * Votes about a seat that keeps the table waiting. A vote is a signed entry outside the chain,
 * `{ at, seat, choice }`: `at` is the chain head it was cast on, so a vote cannot be replayed at a
 * later stall. "wait" gives the seat another period of patience on every peer; "skip" votes it
 * away. An `away` chain entry embeds the votes, which every peer checks. Time and presence are
 * each peer's own, so the chain cannot tell a slow player from a gone one; what it can tell:
 * - a majority: more than half of the other seats still at the table, and at least two of them;
 * - a seat's own signature: at a fork, the seat's own entry on the position where it was voted away
 *   beats the away: what it owed (its link) until a tile is placed after the away; a `back` ("I am
 *   here") only against an away short of a majority that only the voters built on. So a lone seat
 *   calling the others offline cannot take a present player's turn: its browser answers with
 *   `back` on that position.
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

/** Whether `votes` votes about `target` are a majority: more than half of the other seats still at the table (bots and seats away do not vote), and at least two. */
export function isMajority(seats: readonly unknown[], away: readonly boolean[], target: number, votes: number): boolean {
  const others = seats.filter((_, i) => i !== target && !away[i]).length;
  return votes >= 2 && votes * 2 > others;
}

interface ForkState {
  seats: readonly SeatInfo[];
  away: readonly boolean[];
}

/** The seat an away entry removes, if `holder` is one and `rival` is signed by that seat. */
function awayOf(st: ForkState, rival: ChainEntry, holder: ChainEntry): number | null {
  if (holder.kind !== 'away' || rival.kind === 'away') return null;
  const seat = holder.body.seat as number;
  return st.seats[seat]?.key === rival.author && !st.seats[seat].bot ? seat : null;
}

/**
 * Fork choice (chain.ts): a seat's own entry beats an away of it on the same position: what it owed
 * (a link racing the away) while no tile was placed after the away; its `back` only against an
 * away short of a majority that only the voters (and the seat) built on: the answer of a player
 * still there, not a way to undo what a table that saw the away played on.
 */
export function forkFavour(st: ForkState, branch: readonly ChainEntry[], branches: readonly (readonly ChainEntry[])[]): number {
  const mine = branch[0];
  for (const b of branches) {
    const seat = awayOf(st, mine, b[0]);
    if (seat === null) continue;
    // what it owed there (its link), until a tile is placed after the away: a late one undoes nothing played
    if (mine.kind !== 'back') {
      if (!b.some((e) => e.kind === 'move')) return 1;
      continue;
    }
    const voters = new Set((b[0].votes ?? []).map((v) => v.author));
    if (isMajority(st.seats, st.away, seat, voters.size)) continue;
    if (b.slice(1).every((e) => voters.has(e.author) || e.author === mine.author)) return 1;
  }
  return 0;
}

/** Whether `rival` may beat `holder` (an away of its author) that already has a continuation: then the chain is rebuilt. */
export function contestsAway(st: ForkState, rival: ChainEntry, holder: ChainEntry): boolean {
  return awayOf(st, rival, holder) !== null;
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
