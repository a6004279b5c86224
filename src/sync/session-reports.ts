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
  const mine = r.author === s.me;
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
