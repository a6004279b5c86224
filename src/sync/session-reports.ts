/**
 * How a session tells its page about entries refused or beaten: events, and the promises of
 * `play` and `start` that were waiting on them.
 */
import type { ChainEntry } from './chain-entry.js';
import type { Refusal } from './intake.js';
import type { MoveDetail, SyncError } from './types.js';

export interface Reporter {
  me: string;
  emit(type: string, detail: unknown): void;
  pendingMoves: Map<string, { resolve: (v: MoveDetail) => void; reject: (e: SyncError) => void }>;
  startWaiters: { resolve: () => void; reject: (e: SyncError) => void }[];
  nameOf(key: string): string;
}

export function reportRefusal(s: Reporter, r: Refusal): void {
  // a signature that does not match says the entry is not ours, whatever author it names (a forged copy of a pending move must not fail it)
  const mine = r.author === s.me && r.error.code !== 'sync/bad-signature';
  s.emit('rejected', { hash: r.hash, author: r.author, kind: r.kind, error: r.error, mine });
  if (!mine) return;
  s.pendingMoves.get(r.hash)?.reject(r.error);
  s.pendingMoves.delete(r.hash);
  if (r.kind === 'start') s.startWaiters.splice(0).forEach((w) => w.reject(r.error));
}

export function reportLoss(s: Reporter, entry: ChainEntry, winner: ChainEntry | undefined): void {
  const by = winner ? s.nameOf(winner.author) : 'another entry';
  const what = entry.kind === 'move' ? 'move' : `${entry.kind} entry`;
  const message = winner?.author === entry.author ? `Your ${what} was not taken: you played another one first (another tab?).` : `Your ${what} was not taken: ${by} played first.`;
  s.emit('superseded', { hash: entry.hash, kind: entry.kind, by, message });
  const fail: SyncError = { code: 'sync/superseded', message };
  s.pendingMoves.get(entry.hash)?.reject(fail);
  s.pendingMoves.delete(entry.hash);
}

export function reportEquivocation(s: Reporter, key: string): void {
  const name = s.nameOf(key);
  s.emit('equivocation', { key, name, message: `${name} signed two different versions of the game at the same point: only one counts, and nothing they sign can rewrite what others built on.` });
}

/** An away this browser saw come before half the table's patience (early-aways.ts): who voted, and whom. */
export function reportEarlyAway(s: Reporter, entry: ChainEntry, after: number, patience: number, seats: readonly { key: string; name: string }[]): void {
  const seat = entry.body.seat as number;
  const voters = (entry.votes ?? []).map((v) => s.nameOf(v.author));
  const mine = seats[seat]?.key === s.me;
  const who = voters.length === 1 ? voters[0] : `${voters.slice(0, -1).join(', ')} and ${voters[voters.length - 1]}`;
  const message = `${who} voted ${mine ? 'you' : (seats[seat]?.name ?? 'a player')} away ${Math.round(after / 1000)} s into the wait, though the table's patience is ${patience} s (as this browser counted): be wary of ${voters.length === 1 ? 'this player' : 'these players'}.`;
  s.emit('early-away', { seat, voters, after, mine, message });
}
