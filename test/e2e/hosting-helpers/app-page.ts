/**
 * The app's page in the hosting tests: a short hot-seat game played by keys, the service worker's
 * state, and which files of the build the page loaded or the worker cached.
 */
import type { Page } from 'playwright-core';
import { patient } from '../patience-factor.js';

/** Another name for 127.0.0.1: not "localhost", so its pages are no secure context, like a LAN server's over http. */
export const LAN_HOST = 'carcassonne.lan';
/** Chromium flag: no host name resolves but 127.0.0.1 and LAN_HOST, so no test can reach the internet. */
export const LOCAL_ONLY = `--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1`;

type Shown = { phase: string; turn: number; finished: boolean; scores: number[] };
export const shownState = (page: Page) => page.evaluate(() => (document.querySelector('carc-game') as unknown as { state: Shown }).state);

/** From the welcome screen to the board: two players at this device. The page's `?deck=` decides the tiles. */
export async function startHotseatGame(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Play on this device/ }).click();
  for (const name of ['Ada', 'Brahim']) {
    await page.getByLabel('Name').fill(name);
    await page.getByRole('button', { name: /^Add/ }).click();
  }
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.locator('carc-board').waitFor();
}

/** One turn by keys, the way a person plays: N (next legal square), Enter (confirm). */
export async function playTurnByKeys(page: Page): Promise<void> {
  const before = (await shownState(page)).turn;
  await page.keyboard.press('n');
  await page.keyboard.press('Enter');
  await page.waitForFunction((t) => {
    const st = (document.querySelector('carc-game') as unknown as { state: Shown }).state;
    return st.finished || st.turn > t;
  }, before);
}

/** From the welcome screen to the end screen; returns the final scores shown. */
export async function playHotseatGame(page: Page): Promise<number[]> {
  await startHotseatGame(page);
  for (let turns = 0; !(await shownState(page)).finished; turns++) {
    if (turns > 72) throw new Error('the game did not end');
    await playTurnByKeys(page);
  }
  await page.locator('carc-end-screen').waitFor();
  return (await shownState(page)).scores;
}

/**
 * Waits until the service worker registration for `scope` (default: the page's) is `settled` (an
 * active worker, none installing or waiting) or has a new worker `waiting`. Polled inside the page,
 * since `waitForFunction` does not wait for a predicate's promise.
 */
export async function waitForWorker(page: Page, want: 'settled' | 'waiting', scope?: string): Promise<void> {
  await page.evaluate(
    async ([w, s, ms]) => {
      for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) {
        const r = await navigator.serviceWorker.getRegistration(s);
        if (w === 'waiting' ? r?.waiting : r?.active?.state === 'activated' && !r.installing && !r.waiting) return;
      }
      throw new Error(`the service worker is not ${w}`);
    },
    [want, scope, patient(30_000)] as const,
  );
}

/** File names under assets/ that the page has loaded (scripts and module preloads). */
export const assetsLoaded = (page: Page) =>
  page.evaluate(() => [...new Set(performance.getEntriesByType('resource').map((e) => e.name))].filter((u) => u.includes('/assets/')).map((u) => u.slice(u.lastIndexOf('/assets/') + 1)));

/** Every URL in the page origin's Cache Storage, relative to `base`, without Workbox's revision parameter. */
export const cachedFiles = (page: Page, base: string) =>
  page.evaluate(async (b) => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(req.url);
    return urls.map((u) => u.replace(/[?&]__WB_REVISION__=[^&]*/, '').replace(b, '')).sort();
  }, base);
