/**
 * What the installed app's service worker needs to check turns while no page is open (issue 24):
 * the games played over days (their links and this browser's seat, no key), the relays to ask, and
 * the turn each game last notified. A service worker cannot read localStorage, so the page keeps a
 * copy in IndexedDB; anything unreadable there reads as nothing to check.
 */
import type { MyGame } from './my-games.js';

export interface TurnWatchState {
  relays: string[];
  games: MyGame[];
  /** per game id: the turn number whose "your turn" was last shown */
  notified: Record<string, number>;
  /** whether the player wants turn notifications (their setting, as the page last saw it) */
  notify?: boolean;
}

/** The Periodic Background Sync tag the page registers and the service worker answers. */
export const TURN_SYNC_TAG = 'carc-turns';

const DB = 'carc-turns';
const STORE = 'state';
const KEY = 'watch';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function run<T>(mode: IDBTransactionMode, fn: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const req = fn(db.transaction(STORE, mode).objectStore(STORE));
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
  } finally {
    db.close();
  }
}

const isState = (v: unknown): v is TurnWatchState => {
  const s = v as Partial<TurnWatchState> | null;
  return !!s && Array.isArray(s.relays) && Array.isArray(s.games) && !!s.notified && typeof s.notified === 'object';
};

/** The stored state, or null (none yet, no IndexedDB, a damaged value). */
export async function loadTurnWatch(): Promise<TurnWatchState | null> {
  try {
    const v = await run('readonly', (s) => s.get(KEY));
    return isState(v) ? v : null;
  } catch {
    return null;
  }
}

/** Stores `state`; false where IndexedDB is unavailable (a private window). */
export async function saveTurnWatch(state: TurnWatchState): Promise<boolean> {
  try {
    await run('readwrite', (s) => s.put(state, KEY));
    return true;
  } catch {
    return false;
  }
}
