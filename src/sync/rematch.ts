/**
 * Play again. Once a game is over, any seat may propose a rematch: a signed entry outside the chain,
 * `{ room }`, naming the new room, which the proposer hosts (its name carries the proposer's new key,
 * room.ts). Only the keys the start seated may propose (admission.ts), a few times each; a proposal
 * counts once the game is finished, and nobody is taken anywhere by it: each player's browser shows
 * it, and only the player's own tap follows it (the page opens the new room and asks for the same
 * seat there, with the same name and colour). A raw write from anyone else, or a proposal naming
 * this room or a room no host could have made, is refused like any other bad entry.
 *
 * The new table plays in the old seat order with the start player rotated: the seat after the one
 * that started last time begins (the start entry's `first`, table-start.ts).
 */
import type { SignedEntry } from './entry.js';
import { roomIsSound } from './room-name.js';
import type { SeatInfo } from './seats.js';
import type { SyncError } from './types.js';

/** Proposals kept per seat: a second thought, a new room after a reload; never a flood. */
export const MAX_REMATCHES_PER_KEY = 4;

/** A rematch a seat proposed, as a page shows it. */
export interface RematchOffer {
  /** the proposer's seat index in the finished game */
  seat: number;
  name: string;
  color: string;
  /** the new room, `<id>.<hostKey>` */
  room: string;
  /** the proposal's hash */
  hash: string;
}

const err = (code: SyncError['code'], message: string): SyncError => ({ code, message });
const HOSTED = /^[A-Za-z0-9_-]{6,64}\.[A-Za-z0-9_-]{43}$/;

/** Why a rematch body is malformed, or null: exactly `{ room }`, a sound hosted room other than `here`. */
export function checkRematchBody(body: Record<string, unknown>, here: string): SyncError | null {
  const { room } = body;
  if (Object.keys(body).join() !== 'room' || typeof room !== 'string' || !HOSTED.test(room) || !roomIsSound(room)) {
    return err('sync/bad-entry', 'A rematch is { room: <the new room> }, a room a host opened.');
  }
  if (room === here) return err('sync/bad-entry', 'A rematch names a new room, not this one.');
  return null;
}

/**
 * The proposals in force: one per seated key (its first proposal by hash order, so every peer shows
 * the same one), in seat order; none before the game is over.
 */
export function rematchOffers(entries: Iterable<SignedEntry>, seats: readonly SeatInfo[], finished: boolean): RematchOffer[] {
  if (!finished) return [];
  const best = new Map<string, SignedEntry>();
  for (const e of entries) {
    const had = best.get(e.author);
    if (!had || e.hash < had.hash) best.set(e.author, e);
  }
  return seats.flatMap((s, seat) => {
    const e = best.get(s.key);
    return e && !s.bot ? [{ seat, name: s.name, color: s.color, room: e.body.room as string, hash: e.hash }] : [];
  });
}

/** What a rematch keeps of a finished game: its seats in order, and who starts next (the seat after last time's start player). */
export interface RematchPlan {
  seats: { name: string; color: string; bot?: SeatInfo['bot'] }[];
  /** the seat index in `seats` that starts the rematch */
  first: number;
}

/** The rematch of a game whose seats are `seats` and whose start player was seat `first`. */
export function rematchPlan(seats: readonly { name: string; color: string; bot?: SeatInfo['bot'] }[], first: number | null): RematchPlan {
  return {
    seats: seats.map((s) => ({ name: s.name, color: s.color, ...(s.bot ? { bot: s.bot } : {}) })),
    first: seats.length ? ((first ?? 0) + 1) % seats.length : 0,
  };
}

/**
 * The seats of a rematch's start in the order of `order` (names, the old table's order; players it
 * does not name after them, bots after the players as every start has them), and the index of the
 * start player: the one named `first`, or if they did not come, the next one of `order` who did.
 */
export function orderSeats<S extends { name: string; bot?: unknown }>(seats: readonly S[], order: readonly string[], first: string | undefined): { seats: S[]; first: number } {
  const rank = (s: S) => {
    const i = order.findIndex((n) => n.toLowerCase() === s.name.toLowerCase());
    return i < 0 ? order.length : i;
  };
  const players = seats.filter((s) => !s.bot);
  const sorted = [
    ...players
      .map((s, i) => ({ s, i }))
      .sort((a, b) => rank(a.s) - rank(b.s) || a.i - b.i)
      .map((x) => x.s),
    ...seats.filter((s) => s.bot),
  ];
  if (first === undefined) return { seats: sorted, first: 0 };
  const from = order.findIndex((n) => n.toLowerCase() === first.toLowerCase());
  for (let k = 0; from >= 0 && k < order.length; k++) {
    const name = order[(from + k) % order.length].toLowerCase();
    const at = sorted.findIndex((s) => s.name.toLowerCase() === name);
    if (at >= 0) return { seats: sorted, first: at };
  }
  return { seats: sorted, first: 0 };
}
