/**
 * The production build served as plain static files from a sub-path, as on a project site
 * (`https://<user>.<host>/<repo>/`) or a folder of a LAN web server: the page renders, every request
 * it makes (scripts, the lazily loaded online chunk, favicon, manifest, icons) is answered under the
 * sub-path, the online link keeps the sub-path, and a hot-seat game plays to its end; from a LAN
 * address over plain http (no secure context, so no service worker) the game plays the same.
 * Chromium resolves no host name but 127.0.0.1, so nothing here can reach the internet.
 * The same build keeps the size budgets (issue 23, bench/size-budgets.ts): what the first screen
 * loads is at most 130 KB gzip and everything else comes on demand; `<carc-board>` built alone
 * paints from at most 25 KB gzip.
 */
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, launchChromium, screenshot, startSignaling } from './ui-helpers/app.js';
import { buildApp, filesOf, startStaticHost, type StaticHost } from './hosting-helpers/static-host.js';
import { LAN_HOST, LOCAL_ONLY, assetsLoaded, playHotseatGame, playTurnByKeys, startHotseatGame, waitForWorker } from './hosting-helpers/app-page.js';
import { BOARD_BUDGET, FIRST_LOAD_BUDGET, buildBoardAlone, classifyBuild, kb, type Classified } from '../../bench/size-budgets.js';

const PREFIX = '/a/b/carcassonne/';

let host: StaticHost;
let files: string[];
let sizes: Classified;
let browser: Browser;
let signaling: { url: string; stop: () => void };

beforeAll(async () => {
  const dir = await buildApp('subpath');
  files = filesOf(dir);
  sizes = classifyBuild(dir);
  host = await startStaticHost(dir, PREFIX);
  signaling = await startSignaling();
  browser = await launchChromium([LOCAL_ONLY]);
});

afterAll(async () => {
  await browser?.close();
  await host?.close();
  signaling?.stop();
});

/** Every request the browser makes in a context, service worker's included, with its outcome. */
function watchRequests(context: BrowserContext): { url: string; status: number | string }[] {
  const seen: { url: string; status: number | string }[] = [];
  context.on('requestfinished', async (r) => seen.push({ url: r.url(), status: (await r.response())?.status() ?? 'no response' }));
  context.on('requestfailed', (r) => seen.push({ url: r.url(), status: r.failure()?.errorText ?? 'failed' }));
  return seen;
}

/** What the page links to for installing it: the manifest, its icons, the favicon and the touch icon. */
async function installAssets(page: Page): Promise<{ url: string; status: number; type: string }[]> {
  return page.evaluate(async () => {
    const manifestUrl = document.querySelector<HTMLLinkElement>('link[rel=manifest]')!.href;
    const manifest = await (await fetch(manifestUrl)).json();
    const urls = [
      manifestUrl,
      ...manifest.icons.map((i: { src: string }) => new URL(i.src, manifestUrl).href),
      ...[...document.querySelectorAll<HTMLLinkElement>('link[rel=icon], link[rel=apple-touch-icon]')].map((l) => l.href),
    ];
    return Promise.all(
      urls.map(async (url) => {
        const r = await fetch(url);
        return { url, status: r.status, type: r.headers.get('content-type') ?? '' };
      }),
    );
  });
}

describe('the build from a sub-path of a static host', () => {
  it('renders, loads everything from under the sub-path, goes online with a link that keeps it, and plays hot-seat', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const seen = watchRequests(context);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${host.url}?signaling=${encodeURIComponent(signaling.url)}&ice=none`);
    await page.getByRole('button', { name: /Play on this device/ }).waitFor();
    // the first screen loaded the build's first load, no more and no less (what the budget counts)
    expect((await assetsLoaded(page)).sort()).toEqual(sizes.firstLoad.filter((f) => f.startsWith('assets/')));

    const assets = await installAssets(page);
    expect(assets.map((a) => a.url.slice(host.origin.length)).sort()).toEqual(
      [
        PREFIX + 'manifest.webmanifest',
        PREFIX + 'favicon.svg',
        PREFIX + 'favicon.svg',
        PREFIX + 'icons/apple-touch-icon-180.png',
        PREFIX + 'icons/icon-192.png',
        PREFIX + 'icons/icon-512.png',
        PREFIX + 'icons/maskable-512.png',
      ].sort(),
    );
    for (const a of assets) expect(a, a.url).toMatchObject({ status: 200, type: expect.stringMatching(/^(image\/|application\/manifest\+json)/) });
    const manifest = await page.evaluate(async () => (await fetch(document.querySelector<HTMLLinkElement>('link[rel=manifest]')!.href)).json());
    expect(new URL(manifest.start_url, host.url + 'manifest.webmanifest').href).toBe(host.url);

    // the online code is a chunk of its own, fetched from under the sub-path only now
    const online = files.find((f) => /^assets\/online-.*\.js$/.test(f));
    expect(online).toBeDefined();
    expect(await assetsLoaded(page)).not.toContain(online);
    await page.getByRole('button', { name: /Play online/ }).click();
    const linkBox = page.getByRole('textbox', { name: 'Game link' });
    await expect.poll(() => linkBox.inputValue()).toContain('#');
    const link = new URL(await linkBox.inputValue());
    expect(link.origin + link.pathname).toBe(host.url);
    expect(await assetsLoaded(page)).toContain(online);
    expect(host.log).toContainEqual({ path: PREFIX + online, status: 200 });

    // the service worker lives at the sub-path too, and its precache downloads come from there
    await waitForWorker(page, 'settled');
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(host.url);

    const game = await context.newPage();
    await game.goto(`${host.url}?deck=E,U,V,J,B`);
    expect(await playHotseatGame(game)).toHaveLength(2);
    await screenshot(game, 'subpath-end-1440x900');

    const ours = (u: string) => u.startsWith(host.url) || u.startsWith(signaling.url) || /^(data|blob):/.test(u);
    expect(seen.filter((r) => !ours(r.url))).toEqual([]);
    expect(seen.filter((r) => r.status !== 200 && !r.url.startsWith(signaling.url))).toEqual([]);
    expect(host.log.filter((r) => r.status !== 200)).toEqual([]);
    // every file of the build the page needs was asked for, under the sub-path (the PNGs by installAssets)
    expect(new Set(host.log.map((r) => r.path))).toEqual(new Set(files.map((f) => PREFIX + f).concat(PREFIX)));
    expect(errors.filter((e) => !/WebSocket|ERR_CONNECTION/.test(e))).toEqual([]);
    await context.close();
  });

  it('works from a LAN web server over plain http, only without offline (no service worker there)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${host.url.replace('127.0.0.1', LAN_HOST)}?deck=E,U,V,J`);
    // the browser's view of such a page: not a secure context, so no service workers
    expect(await page.evaluate(() => ({ secure: isSecureContext, workers: 'serviceWorker' in navigator }))).toEqual({ secure: false, workers: false });
    expect(await playHotseatGame(page)).toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('from a LAN web server over plain http, "Play online" says why it cannot work there', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(host.url.replace('127.0.0.1', LAN_HOST));
    await page.getByRole('button', { name: /Play online/ }).click();
    await expect.poll(() => page.getByText(/Online play needs a secure page/).count()).toBeGreaterThan(0);
    // the welcome screen stays: nothing half-opened
    expect(await page.getByRole('button', { name: /Play on this device/ }).count()).toBe(1);
    await context.close();
  });

  it('looks right on a phone and a laptop', async () => {
    for (const size of [
      { name: '390x844', width: 390, height: 844, isMobile: true, hasTouch: true },
      { name: '1440x900', width: 1440, height: 900 },
    ]) {
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, isMobile: size.isMobile, hasTouch: size.hasTouch });
      const page = await context.newPage();
      await page.goto(`${host.url}?deck=E,U,V,J,B,D,K,H`);
      await page.getByRole('button', { name: /Play on this device/ }).waitFor();
      await page.waitForTimeout(1500); // the tile strip has dealt itself
      await screenshot(page, `subpath-welcome-${size.name}`);
      await startHotseatGame(page);
      await playTurnByKeys(page);
      await page.waitForTimeout(500);
      await screenshot(page, `subpath-game-${size.name}`);
      await context.close();
    }
  });
});

describe('the size budgets (issue 23), on this build', () => {
  it('first load at most 130 KB gzip; every other script and style sheet loaded on demand, none that nothing loads', () => {
    const report = [...sizes.sizes].map(([f, n]) => `${f} ${kb(n)}${sizes.firstLoad.includes(f) ? ' (first load)' : ''}`).join(', ');
    expect(
      sizes.firstLoad.some((f) => f.startsWith('assets/index-')),
      report,
    ).toBe(true);
    expect(sizes.unclassified, report).toEqual([]);
    // the online code, Yjs, QR codes, the bots and the board's art are not on the first screen
    for (const lazy of ['online', 'qrcode', 'bot-worker', 'board-art'])
      expect(
        sizes.onDemand.some((f) => f.startsWith(`assets/${lazy}-`)),
        `${lazy}: ${report}`,
      ).toBe(true);
    expect(sizes.firstLoadBytes, `first load ${kb(sizes.firstLoadBytes)}: ${report}`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
  });

  it('<carc-board> built alone (Lit included) paints from at most 25 KB gzip; its art and replayer on demand', async () => {
    const board = await buildBoardAlone(resolve('test-output/size-budgets/board'));
    const report = [...board.sizes].map(([f, n]) => `${f} ${kb(n)}`).join(', ');
    expect(board.unclassified, report).toEqual([]);
    expect(board.onDemand.length, report).toBeGreaterThan(0);
    expect(board.modules.filter((id) => /node_modules\/(yjs|y-webrtc|y-protocols)\/|src\/sync\//.test(id))).toEqual([]);
    expect(board.firstLoadBytes, `before it paints ${kb(board.firstLoadBytes)}: ${report}`).toBeLessThanOrEqual(BOARD_BUDGET);
  });
});
