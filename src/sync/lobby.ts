/**
 * The lobby: who sits, decided by the host. A claim is only a request; the host signs a seating
 * entry (kind 'seats', outside the chain, the highest revision `n` wins, then the lowest hash)
 * listing the admitted claims in the order the host took them, the keys it removed, and two
 * switches: `locked` (nobody new is let in) and `admitAll` (the host's browser lets every request
 * in as it arrives). So the order of the table is what the host observed, never a time a claimant
 * signed, and nobody is seated unless the host's key said so.
 */
import type { SignedEntry } from './entry.js';
import { MAX_SEATS, botSeat, checkBotSeats, latestClaims, seatConflict, type BotSeatBody, type SeatInfo } from './seats.js';
import type { SyncError } from './types.js';
import { parseAudienceRelay, relayText } from './transport/audience-wire.js';

export interface SeatingBody {
  /** the host's revision: a higher n replaces a lower one */
  n: number;
  /** hashes of the admitted claims, in seat order (the host's own seat is always first and not listed) */
  seats: string[];
  /** keys the host removed: never seated, never listed as asking, until the host lets them in again */
  removed: string[];
  /** no new player is let in */
  locked: boolean;
  /** the host's browser lets every request in as it arrives */
  admitAll: boolean;
  /** bot seats the host added; they sit after the players (left out when there are none) */
  bots?: BotSeatBody[];
  /**
   * the table will be played over days, this many days per move (left out for a live table): said
   * before the start so that every browser, guests' first visits included, keeps its entries on
   * the relays (src/sync/archive/)
   */
  days?: 1 | 3 | 7;
  /**
   * the audience relay the table is mirrored to for its watchers (audience-wire.ts: `wss://…`, or
   * `y-websocket+wss://…`); left out when there is none, as for friends' tables
   */
  relay?: string;
}

/**
 * A new room lets everyone in: the link is the invitation, so friends who open it sit at once, as
 * they expect. The host sees every seat, can remove one, switch this off, or lock the table.
 */
export const DEFAULT_SEATING: SeatingBody = { n: -1, seats: [], removed: [], locked: false, admitAll: true };
/** Removed keys kept; past this the oldest are forgotten (and `admitAll` is switched off, see seating.ts). */
export const MAX_REMOVED = 64;

const err = (code: SyncError['code'], message: string): SyncError => ({ code, message });
const isHash = (v: unknown) => typeof v === 'string' && /^[0-9a-f]{64}$/.test(v);
const isKey = (v: unknown) => typeof v === 'string' && /^[A-Za-z0-9_-]{43}$/.test(v);
const unique = (a: unknown[]) => new Set(a).size === a.length;

/** Why a seating body is malformed, or null. Bounded: at most 5 admitted claims and bots, and 64 removed keys. */
export function checkSeatingBody(body: Record<string, unknown>): SyncError | null {
  const { n, seats, removed, locked, admitAll, bots, days, relay } = body;
  const keys = Object.keys(body)
    .filter((k) => k !== 'bots' && k !== 'days' && k !== 'relay')
    .sort()
    .join();
  if (keys !== 'admitAll,locked,n,removed,seats') return err('sync/bad-entry', 'A seating entry is { n, seats, removed, locked, admitAll } and maybe { bots, days, relay }.');
  if (days !== undefined && days !== 1 && days !== 3 && days !== 7) return err('sync/bad-entry', '"days" is 1, 3 or 7 days per move.');
  if (relay !== undefined) {
    const read = parseAudienceRelay(relay);
    if (!read.ok || relayText(read.relay) !== relay) return err('sync/bad-entry', '"relay" is an audience relay\'s address, as the lobby writes it.');
  }
  if (bots !== undefined) {
    const bad = checkBotSeats(bots, MAX_SEATS - 1);
    if (bad) return bad;
    if (Array.isArray(seats) && seats.length + (bots as unknown[]).length > MAX_SEATS - 1) return err('sync/bad-entry', `At most ${MAX_SEATS - 1} seats besides the host's.`);
  }
  if (!Number.isInteger(n) || (n as number) < 0) return err('sync/bad-entry', 'A seating entry needs a revision "n" ≥ 0.');
  if (!Array.isArray(seats) || seats.length > MAX_SEATS - 1 || !seats.every(isHash) || !unique(seats)) return err('sync/bad-entry', `"seats" lists at most ${MAX_SEATS - 1} distinct claim hashes.`);
  if (!Array.isArray(removed) || removed.length > MAX_REMOVED || !removed.every(isKey) || !unique(removed)) return err('sync/bad-entry', `"removed" lists at most ${MAX_REMOVED} distinct keys.`);
  if (typeof locked !== 'boolean' || typeof admitAll !== 'boolean') return err('sync/bad-entry', '"locked" and "admitAll" are true or false.');
  return null;
}

/** The seating entry in force: the highest n, then the lowest hash (two tabs of the host may write one n each). */
export function latestSeating<E extends { hash: string; body: Record<string, unknown> }>(entries: Iterable<E>): E | null {
  let best: E | null = null;
  for (const e of entries) {
    const n = e.body.n as number;
    if (!best || n > (best.body.n as number) || (n === best.body.n && e.hash < best.hash)) best = e;
  }
  return best;
}

/** A player asking to sit (or removed), as the host sees them. */
export interface SeatRequest {
  key: string;
  name: string;
  color: string;
  /** the request's claim hash */
  claim: string;
  /** why it cannot be let in now (a look-alike name, a full or locked table), or null */
  error: SyncError | null;
}

export interface Lobby {
  seats: SeatInfo[];
  /** requests not (yet) admitted, in the order their first claim arrived here */
  requests: SeatRequest[];
  /** players the host removed who had asked */
  removed: SeatRequest[];
  /** admitted claims left out because they clash with a seat before them (a dishonest host's list) */
  refused: { claim: SignedEntry; error: SyncError }[];
  seating: SeatingBody;
}

const infoOf = (c: SignedEntry): SeatInfo => ({ key: c.author, name: c.body.name as string, color: c.body.color as string, claim: c.hash });
const requestOf = (c: SignedEntry, error: SyncError | null): SeatRequest => ({ ...infoOf(c), error });

/**
 * The lobby from the claims seen (a Map in arrival order) and the seating in force: the host's
 * latest claim first, then each admitted claim in the host's order; every other key's latest
 * claim is a request. Order of arrival only matters to whoever reads the requests (the host).
 */
export function lobbyOf(claims: ReadonlyMap<string, SignedEntry>, seating: SeatingBody, host: string): Lobby {
  const latest = latestClaims(claims.values());
  const removed = new Set(seating.removed);
  const seats: SeatInfo[] = [];
  const refused: Lobby['refused'] = [];
  const place = (c: SignedEntry) => {
    const why = seatConflict(seats, infoOf(c));
    if (why) refused.push({ claim: c, error: why });
    else seats.push(infoOf(c));
  };
  const own = latest.get(host);
  if (own) place(own);
  for (const hash of seating.seats) {
    const c = claims.get(hash);
    if (c && c.author !== host && !removed.has(c.author) && !seats.some((s) => s.key === c.author)) place(c);
  }
  // the host's bots, after the players; a bot that clashes with a seat before it is left out
  (seating.bots ?? []).forEach((b, i) => {
    const bot = botSeat(b, i);
    if (!seatConflict(seats, bot)) seats.push(bot);
  });
  const seated = new Set(seats.map((s) => s.key));
  const requests: SeatRequest[] = [];
  const out: SeatRequest[] = [];
  for (const c of latest.values()) {
    if (c.author === host || seated.has(c.author)) continue;
    if (removed.has(c.author)) out.push(requestOf(c, err('sync/removed', 'The host removed this player from the table.')));
    else requests.push(requestOf(c, seatConflict(seats, infoOf(c)) ?? (seating.locked ? err('sync/table-locked', 'The host has locked the table: nobody else can sit.') : null)));
  }
  return { seats, requests, removed: out, refused, seating };
}

/**
 * What the host's browser writes next by itself, or null: an admitted player's later claim (a new
 * name or colour) takes the place of their earlier one if it clashes with no other seat; and with
 * `admitAll` on and the table not locked, each request that fits is let in, in arrival order.
 */
export function autoSeating(claims: ReadonlyMap<string, SignedEntry>, lobby: Lobby): SeatingBody | null {
  const { seating } = lobby;
  const latest = latestClaims(claims.values());
  const seats = [...seating.seats];
  const table = [...lobby.seats];
  seats.forEach((hash, i) => {
    const had = claims.get(hash);
    const now = had && latest.get(had.author);
    if (!now || now.hash === hash || !table.some((s) => s.claim === hash)) return;
    const others = table.filter((s) => s.key !== now.author);
    if (seatConflict(others, infoOf(now))) return;
    seats[i] = now.hash;
    table[table.findIndex((s) => s.key === now.author)] = infoOf(now);
  });
  if (seating.admitAll && !seating.locked) {
    for (const r of lobby.requests) {
      if (seatConflict(table, r)) continue;
      // a listed claim of theirs that could not sit (it clashed) gives its place to the new one
      const slot = seats.findIndex((h) => claims.get(h)?.author === r.key);
      if (slot >= 0) seats[slot] = r.claim;
      else if (seats.length + (seating.bots?.length ?? 0) < MAX_SEATS - 1) seats.push(r.claim);
      else continue;
      table.push(r);
    }
  }
  if (seats.join() === seating.seats.join()) return null;
  return { ...seating, n: seating.n + 1, seats };
}
