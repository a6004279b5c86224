/**
 * Run inside the installed app's service worker (imported by the Workbox worker: see
 * scripts/build/turn-sync-worker.ts): on Periodic Background Sync's `carc-turns`, asks the relays
 * whose turn it is in the games played over days the page left in IndexedDB, and shows "Your turn"
 * for each that waits for this browser; a click opens the game's link (or a tab already on it).
 * Browsers without Periodic Background Sync never fire the event: the page checks when it opens.
 */
import { turnNotices } from '../table/turn-notices.js';
import { TURN_SYNC_TAG, loadTurnWatch, saveTurnWatch } from '../table/turn-watch-store.js';

// the worker's own scope, typed here as far as it is used (tsconfig has the DOM library, not WebWorker)
interface WaitEvent extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface Worker {
  addEventListener(type: 'periodicsync', fn: (e: WaitEvent & { tag: string }) => void): void;
  addEventListener(type: 'notificationclick', fn: (e: WaitEvent & { notification: Notification }) => void): void;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(o: { type: 'window'; includeUncontrolled: boolean }): Promise<{ url: string; focus(): Promise<unknown>; navigate(url: string): Promise<unknown> }[]>;
    openWindow(url: string): Promise<unknown>;
  };
}
const sw = self as unknown as Worker;

/** One background check: the notices shown, and the state kept for the next. */
export async function runTurnSync(): Promise<void> {
  const state = await loadTurnWatch();
  // the player turned notifications off, or the browser withdrew them: nothing to ask the relays for
  if (!state?.games.length || state.notify === false || Notification.permission !== 'granted') return;
  const { notices, state: next } = await turnNotices(state);
  await saveTurnWatch(next);
  for (const n of notices) {
    await sw.registration.showNotification(n.title, { body: n.body, tag: `carc-turn-${n.id}`, icon: 'favicon.svg', data: { link: n.link } });
  }
}

sw.addEventListener('periodicsync', (e) => {
  if (e.tag === TURN_SYNC_TAG) e.waitUntil(runTurnSync().catch(() => {}));
});

sw.addEventListener('notificationclick', (e) => {
  const link = (e.notification.data as { link?: unknown } | null)?.link;
  e.notification.close();
  if (typeof link !== 'string') return;
  e.waitUntil(
    sw.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const tab = tabs.find((t) => t.url === link);
      return tab ? tab.focus() : sw.clients.openWindow(link);
    }),
  );
});
