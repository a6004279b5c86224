/**
 * Seats. A claim is a signed request to sit, `{ name, color, n }`; it sits outside the chain (any
 * key may send one before the start, so claims never race for a chain position). The lobby shows
 * the latest claim of each key (highest `n`), host first, then in order of first arrival as the
 * claimant stamped it; the host's signed start entry freezes the seats, embedding each claim so
 * nobody is seated without having asked.
 */
import type { SignedEntry } from './entry.js';
import type { SyncError } from './types.js';

export const MAX_SEATS = 6;
export const MAX_NAME_LENGTH = 24;

export interface ClaimBody {
  name: string;
  /** CSS hex colour, #rrggbb */
  color: string;
  /** the claimant's revision: a later claim (higher n) replaces an earlier one */
  n: number;
  /** claimant's clock when first claiming, for display order only (untrusted) */
  at: number;
}

export interface SeatInfo {
  key: string;
  name: string;
  color: string;
  /** hash of the claim that asked for this seat */
  claim: string;
}

const err = (code: SyncError['code'], message: string): SyncError => ({ code, message });

/** Why a claim body is malformed, or null. */
export function checkClaimBody(body: Record<string, unknown>): SyncError | null {
  const { name, color, n, at } = body;
  if (Object.keys(body).some((k) => !['name', 'color', 'n', 'at'].includes(k))) return err('sync/bad-entry', 'A claim has unknown fields.');
  if (typeof name !== 'string' || name.trim() === '' || name.length > MAX_NAME_LENGTH || name !== name.trim()) {
    return err('sync/bad-entry', `A name must be 1 to ${MAX_NAME_LENGTH} characters without surrounding spaces.`);
  }
  if (typeof color !== 'string' || !/^#[0-9a-f]{6}$/.test(color)) return err('sync/bad-entry', 'A colour must be written #rrggbb in lower case.');
  if (!Number.isInteger(n) || (n as number) < 0) return err('sync/bad-entry', 'A claim needs a revision "n" ≥ 0.');
  if (typeof at !== 'number' || !Number.isFinite(at)) return err('sync/bad-entry', 'A claim needs a number "at".');
  return null;
}

/** Why `candidate` cannot sit next to `seated`, or null. */
export function seatConflict(seated: readonly { key: string; name: string; color: string }[], candidate: { key: string; name: string; color: string }): SyncError | null {
  if (seated.length >= MAX_SEATS) return err('sync/table-full', `The table already has ${MAX_SEATS} players.`);
  for (const s of seated) {
    if (s.key === candidate.key) return err('sync/already-seated', 'This player already has a seat.');
    if (s.name.toLowerCase() === candidate.name.toLowerCase()) return err('sync/seat-taken', `${s.name} is already at the table.`);
    if (s.color === candidate.color) return err('sync/seat-taken', `${s.name} already plays ${candidate.color}.`);
  }
  return null;
}

/** The latest claim of each key (highest n, then lowest hash). */
export function latestClaims(claims: Iterable<SignedEntry>): SignedEntry[] {
  const byKey = new Map<string, SignedEntry>();
  for (const c of claims) {
    const had = byKey.get(c.author);
    const n = c.body.n as number;
    if (!had || n > (had.body.n as number) || (n === had.body.n && c.hash < had.hash)) byKey.set(c.author, c);
  }
  return [...byKey.values()];
}

/**
 * The lobby table: host first, then by stamped time and hash; a claim that clashes with an earlier
 * one (name, colour, full table) is left out and reported with its reason.
 */
export function lobbySeats(claims: Iterable<SignedEntry>, host: string): { seats: SeatInfo[]; refused: { claim: SignedEntry; error: SyncError }[] } {
  const order = latestClaims(claims).sort(
    (a, b) => Number(b.author === host) - Number(a.author === host) || (a.body.at as number) - (b.body.at as number) || (a.hash < b.hash ? -1 : 1),
  );
  const seats: SeatInfo[] = [];
  const refused: { claim: SignedEntry; error: SyncError }[] = [];
  for (const c of order) {
    const info = { key: c.author, name: c.body.name as string, color: c.body.color as string, claim: c.hash };
    const why = seatConflict(seats, info);
    if (why) refused.push({ claim: c, error: why });
    else seats.push(info);
  }
  return { seats, refused };
}
