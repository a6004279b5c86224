/**
 * The service worker of the production build, served from a sub-path of a static host:
 * - after one visit the app loads and a hot-seat game plays to its end with the server stopped;
 * - a redeploy replaces the old build as a whole: a tab that is open keeps its own build (its lazily
 *   loaded online chunk too) while the new worker waits, and once every tab of the old build is
 *   closed the next visit runs the new build alone, with no file of the old one served or cached.
 * Chromium resolves no host name but 127.0.0.1, so nothing here can reach the internet.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, launchChromium, screenshot, startSignaling } from './ui-helpers/app.js';
import { buildApp, filesOf, startStaticHost, type StaticHost } from './hosting-helpers/static-host.js';
import { LOCAL_ONLY, assetsLoaded, cachedFiles, playHotseatGame, waitForWorker } from './hosting-helpers/app-page.js';

const PREFIX = '/share/games/carcassonne/';

let buildA: string;
let buildB: string;
let browser: Browser;
let signaling: { url: string; stop: () => void };
const hosts: StaticHost[] = [];

beforeAll(async () => {
  buildA = await buildApp('offline-a', 'build A');
  buildB = await buildApp('offline-b', 'build B');
  signaling = await startSignaling();
  browser = await launchChromium([LOCAL_ONLY]);
});

afterAll(async () => {
  await browser?.close();
  for (const h of hosts) await h.close();
  signaling?.stop();
});

async function host(root: string): Promise<StaticHost> {
  const h = await startStaticHost(root, PREFIX);
  hosts.push(h);
  return h;
}

const serverDown = (h: StaticHost) =>
  fetch(h.url).then(
    () => false,
    () => true,
  );
const welcome = (page: Page) => page.getByRole('button', { name: /Play on this device/ }).waitFor();

describe('the app after one visit', () => {
  it('has the background turn check of games played over days in its worker (issue 24)', () => {
    const files = new Set(filesOf(buildA));
    expect(files.has('carc-turns-sw.js')).toBe(true);
    expect(readFileSync(join(buildA, 'sw.js'), 'utf8')).toContain('importScripts("carc-turns-sw.js")');
    const check = readFileSync(join(buildA, 'carc-turns-sw.js'), 'utf8');
    for (const word of ['periodicsync', 'carc-turns', 'notificationclick', 'showNotification']) expect(check).toContain(word);
  });

  it('loads and plays a whole hot-seat game with the server stopped', async () => {
    const h = await host(buildA);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${h.url}?deck=E,U,V,J,B,D`);
    await welcome(page);
    await waitForWorker(page, 'settled');

    await h.close();
    expect(await serverDown(h)).toBe(true);
    const errors = collectErrors(page);
    await page.reload();
    await welcome(page);
    const scores = await playHotseatGame(page);
    expect(scores).toHaveLength(2);
    await screenshot(page, 'offline-end-390x844');
    // a new tab, too, and without the query string
    const tab = await context.newPage();
    await tab.goto(h.url);
    await welcome(tab);
    expect(errors.filter((e) => !/sw\.js|ServiceWorker/.test(e))).toEqual([]);
    await context.close();
  });
});

describe('a new build at the same address', () => {
  it('takes over as a whole once the old build has no tab open, and leaves nothing of the old one', async () => {
    const assets = (dir: string) => filesOf(dir).filter((f) => f.startsWith('assets/'));
    const [filesA, filesB] = [assets(buildA), assets(buildB)];
    // the two versions share no chunk name, or "no chunk of A" below would prove nothing
    expect(filesA.filter((f) => filesB.includes(f))).toEqual([]);
    const onlineA = filesA.find((f) => f.startsWith('assets/online-'))!;
    const onlineB = filesB.find((f) => f.startsWith('assets/online-'))!;

    const h = await host(buildA);
    const url = `${h.url}?signaling=${encodeURIComponent(signaling.url)}&ice=none`;
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(url);
    await welcome(page);
    await waitForWorker(page, 'settled');
    expect((await assetsLoaded(page)).every((f) => filesA.includes(f))).toBe(true);

    // redeploy: from now on the server has build B only
    h.serve(buildB);
    await page.reload();
    await welcome(page);
    // once build B is downloaded, the tab still runs build A, complete: its online chunk, loaded
    // only now, comes from A's cache, while the server has B's alone
    await expect.poll(() => cachedFiles(page, h.url), { timeout: 20_000 }).toEqual(expect.arrayContaining(filesB));
    await page.getByRole('button', { name: /Play online/ }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Game link' }).inputValue()).toContain('#');
    const loadedInOldTab = await assetsLoaded(page);
    expect(loadedInOldTab).toContain(onlineA);
    expect(loadedInOldTab.every((f) => filesA.includes(f))).toBe(true);
    expect(h.log).not.toContainEqual({ path: PREFIX + onlineA, status: 404 });
    // which is why build B's worker waits instead of taking over this tab
    await waitForWorker(page, 'waiting');

    // every tab of build A closed: the waiting worker of build B activates
    await page.close();
    const outside = await context.newPage();
    await outside.goto(h.origin + '/'); // same origin, outside the app's scope: not a client of it
    await waitForWorker(outside, 'settled', h.url);
    await outside.close();

    const fresh = await context.newPage();
    const errors = collectErrors(fresh);
    await fresh.goto(url);
    await welcome(fresh);
    await fresh.getByRole('button', { name: /Play online/ }).click();
    await expect.poll(() => fresh.getByRole('textbox', { name: 'Game link' }).inputValue()).toContain('#');
    const loaded = await assetsLoaded(fresh);
    expect(loaded).toContain(onlineB);
    expect(loaded.filter((f) => !filesB.includes(f))).toEqual([]);
    // the cache holds build B's files and nothing of A; a chunk of A is no longer answered by anyone
    const cached = await cachedFiles(fresh, h.url);
    expect(cached.filter((f) => f.startsWith('assets/'))).toEqual(filesB);
    expect(cached.filter((f) => filesA.includes(f))).toEqual([]);
    const quiet = (list: string[]) => list.filter((e) => !/sw\.js|ServiceWorker|WebSocket|ERR_CONNECTION/.test(e));
    expect(quiet(errors)).toEqual([]);
    expect(await fresh.evaluate(async (u) => (await fetch(u)).status, h.url + onlineA)).toBe(404);
    const seenErrors = errors.length; // the 404 just asked for is one

    // and build B, now cached, works offline in its turn
    await h.close();
    await fresh.goto(h.url); // the tab went online; back to the welcome screen
    await welcome(fresh);
    expect((await assetsLoaded(fresh)).filter((f) => !filesB.includes(f))).toEqual([]);
    expect(quiet(errors.slice(seenErrors))).toEqual([]);
    await context.close();
  });
});
