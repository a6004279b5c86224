/**
 * The installed app's background check of games played over days (issue 24): the page keeps what
 * the service worker needs in IndexedDB (src/table/turn-watch-store.ts) and registers Periodic
 * Background Sync (`carc-turns`, at most every 12 hours) when the player has such a game and allowed
 * notifications (turn-alert-settings.ts). Most browsers have no Periodic Background Sync, and Chrome
 * grants it only to an installed app: there My games checks when the page opens.
 */
import { checkedOnRelays } from '../../src/table/my-games-check.js';
import type { MyGame } from '../../src/table/my-games.js';
import { TURN_SYNC_TAG, loadTurnWatch, saveTurnWatch } from '../../src/table/turn-watch-store.js';
import { loadTurnAlerts } from './turn-alert-settings.js';
import { notifyPermission } from './turn-alerts.js';

export const BACKGROUND_INTERVAL_MS = 12 * 3_600_000;

interface PeriodicSync {
  register(tag: string, o: { minInterval: number }): Promise<void>;
  unregister(tag: string): Promise<void>;
}

/** Whether this browser has Periodic Background Sync at all (Chromium's installed apps). */
export function backgroundCheckSupported(): boolean {
  return typeof ServiceWorkerRegistration === 'function' && 'periodicSync' in ServiceWorkerRegistration.prototype;
}

/**
 * After a check of My games: keeps the games played over days for the service worker (those
 * `yourTurn` names count as told, so the worker does not notify what the page showed) and
 * registers or drops the background check. Never throws; says what it did.
 */
export async function keepTurnsInBackground(games: readonly MyGame[], relays: readonly string[], yourTurn: readonly string[] = []): Promise<'registered' | 'off' | 'unsupported'> {
  try {
    const watched = games.filter(checkedOnRelays);
    const notified = { ...(await loadTurnWatch())?.notified };
    for (const g of watched) if (yourTurn.includes(g.id)) notified[g.id] = g.turn;
    const notify = loadTurnAlerts().notify && notifyPermission() === 'granted';
    await saveTurnWatch({ relays: [...relays], games: watched, notified, notify });
    const reg = backgroundCheckSupported() ? await navigator.serviceWorker?.getRegistration() : undefined;
    const sync = (reg as (ServiceWorkerRegistration & { periodicSync?: PeriodicSync }) | undefined)?.periodicSync;
    if (!sync) return 'unsupported';
    if (!watched.length || !notify) {
      await sync.unregister(TURN_SYNC_TAG);
      return 'off';
    }
    await sync.register(TURN_SYNC_TAG, { minInterval: BACKGROUND_INTERVAL_MS });
    return 'registered';
  } catch {
    // not installed (Chrome refuses the permission), storage blocked: the page checks when it opens
    return 'unsupported';
  }
}
