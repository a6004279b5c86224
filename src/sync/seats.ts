/**
 * Seats. A claim is a signed request to sit, `{ name, color, n }`; it sits outside the chain (any
 * key may ask before the start, so requests never race for a chain position). Who sits, and in
 * which order, is the host's call (see lobby.ts); the host's signed start entry freezes the seats,
 * embedding each claim so nobody is seated without having asked.
 */
import { BOT_LEVELS, isBotLevel, type BotLevel } from '../bots/index.js';
import type { SignedEntry } from './entry.js';
import { looksAlike, nameProblem } from './names.js';
import type { SyncError } from './types.js';

export const MAX_SEATS = 6;
export const MAX_NAME_LENGTH = 24;

export interface ClaimBody {
  name: string;
  /** CSS hex colour, #rrggbb */
  color: string;
  /** the claimant's revision: a later claim (higher n) replaces an earlier one */
  n: number;
  /** older claims carried the claimant's clock; it is ignored (order is what the host saw) */
  at?: number;
}

export interface SeatInfo {
  key: string;
  name: string;
  color: string;
  /** hash of the claim that asked for this seat ('' for a bot seat) */
  claim: string;
  /** a bot of this level plays the seat: it has no key of its own (see botSeat) */
  bot?: BotLevel;
}

/** A bot seat the host added: `{ name, color, level }`, in the seating entry and then the start. */
export interface BotSeatBody {
  name: string;
  color: string;
  level: BotLevel;
}

/**
 * The seat of the host's i-th bot. Its "key" names it and can never be a public key (those are 43
 * characters of base64url), so no signature is ever accepted from it: seats at the table write its moves.
 */
export function botSeat(b: BotSeatBody, i: number): SeatInfo {
  return { key: `bot-${i}`, name: b.name, color: b.color, claim: '', bot: b.level };
}

/** The index in the host's list of the bot seat with this key (botSeat's), or null for a player's key. */
export function botSeatIndex(key: string): number | null {
  const m = /^bot-(\d+)$/.exec(key);
  return m ? Number(m[1]) : null;
}

/** Why a list of bot seats is malformed, or null: each `{ name, color, level }` as a claim's name and colour. */
export function checkBotSeats(bots: unknown, most: number): SyncError | null {
  if (!Array.isArray(bots) || bots.length > most) return err('sync/bad-entry', `"bots" lists at most ${most} bot seats.`);
  for (const b of bots) {
    if (!b || typeof b !== 'object' || Array.isArray(b) || Object.keys(b).sort().join() !== 'color,level,name') return err('sync/bad-entry', 'A bot seat is { name, color, level }.');
    const { name, color, level } = b as Record<string, unknown>;
    const bad = checkClaimShape({ name, color, n: 0 });
    if (bad) return bad;
    if (!isBotLevel(level)) return err('sync/bad-entry', `A bot's level is one of ${BOT_LEVELS.join(', ')}.`);
  }
  return null;
}

const err = (code: SyncError['code'], message: string): SyncError => ({ code, message });

/**
 * Why a claim body is malformed, or null: the checks that give the same answer in every JavaScript
 * engine, so the start entry (which embeds claims) is valid on every peer or on none.
 */
export function checkClaimShape(body: Record<string, unknown>): SyncError | null {
  const { name, color, n, at } = body;
  if (Object.keys(body).some((k) => !['name', 'color', 'n', 'at'].includes(k))) return err('sync/bad-entry', 'A claim has unknown fields.');
  if (typeof name !== 'string' || name.trim() === '' || name.length > MAX_NAME_LENGTH || name !== name.trim()) {
    return err('sync/bad-entry', `A name must be 1 to ${MAX_NAME_LENGTH} characters without surrounding spaces.`);
  }
  if (typeof color !== 'string' || !/^#[0-9a-f]{6}$/.test(color)) return err('sync/bad-entry', 'A colour must be written #rrggbb in lower case.');
  if (!Number.isInteger(n) || (n as number) < 0) return err('sync/bad-entry', 'A claim needs a revision "n" ≥ 0.');
  if (at !== undefined && (typeof at !== 'number' || !Number.isFinite(at))) return err('sync/bad-entry', '"at" must be a number.');
  return null;
}

/** Why a claim cannot ask for a seat in the lobby, or null: its shape, then its name (names.ts). */
export function checkClaimBody(body: Record<string, unknown>): SyncError | null {
  const bad = checkClaimShape(body);
  if (bad) return bad;
  const why = nameProblem(body.name as string);
  return why ? err('sync/bad-entry', why) : null;
}

/**
 * Why `candidate` cannot sit next to `seated`, or null. `lookAlike` also refuses a name that looks
 * like a seated one; the chain's own check (the start) leaves it out, as names.ts explains.
 */
export function seatConflict(seated: readonly { key: string; name: string; color: string }[], candidate: { key: string; name: string; color: string }, lookAlike = true): SyncError | null {
  for (const s of seated) if (s.key === candidate.key) return err('sync/already-seated', 'This player already has a seat.');
  if (seated.length >= MAX_SEATS) return err('sync/table-full', `The table already has ${MAX_SEATS} players.`);
  for (const s of seated) {
    if (s.name.toLowerCase() === candidate.name.toLowerCase()) return err('sync/seat-taken', `${s.name} is already at the table.`);
    if (lookAlike && looksAlike(s.name, candidate.name)) return err('sync/seat-taken', `“${candidate.name}” looks too much like ${s.name}, who is already at the table. Choose another name.`);
    if (s.color === candidate.color) return err('sync/seat-taken', `${s.name} already plays ${candidate.color}.`);
  }
  return null;
}

/** The latest claim of each key (highest n, then lowest hash), keys in the order their first claim arrived. */
export function latestClaims(claims: Iterable<SignedEntry>): Map<string, SignedEntry> {
  const byKey = new Map<string, SignedEntry>();
  for (const c of claims) {
    const had = byKey.get(c.author);
    const n = c.body.n as number;
    if (!had || n > (had.body.n as number) || (n === had.body.n && c.hash < had.hash)) byKey.set(c.author, c);
  }
  return byKey;
}
