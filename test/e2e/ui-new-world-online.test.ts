/**
 * New World online, in two Chromium contexts (two identities): the host chooses New World in the
 * lobby, the guest opens the link; the first turns are played by keys in the window whose turn it
 * is (with a settler), and the rest of a quick game by the script API; both windows end with the
 * same New World record, which replays to the scores shown. Signaling is y-webrtc's server on
 * 127.0.0.1 and ICE servers are off (`?ice=none`): nothing leaves the machine.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayAnyRecord } from '../../src/engine/index.js';
import { collectErrors, launchChromium, screenshot, startApp, startSignaling, type AppServer } from './ui-helpers/app.js';
import { playNextSquare } from './ui-helpers/legal-square.js';
import { appState, playToTheEnd, sit } from './ui-helpers/online-game.js';

let server: AppServer;
let url: string;
let browser: Browser;
let signaling: { url: string; stop: () => void };

beforeAll(async () => {
  ({ server, url } = await startApp());
  signaling = await startSignaling();
  // host candidates only, without mDNS names, so peers on one machine find each other offline
  browser = await launchChromium(['--disable-features=WebRtcHideLocalIpsWithMdns']);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  signaling?.stop();
});

async function openPage(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1200, height: 800 } });
  const page = await context.newPage();
  return { context, page, errors: collectErrors(page) };
}

const gameOf = (page: Page) => page.evaluate(() => (document.querySelector('carc-game') as unknown as { record(): { game?: string } }).record().game ?? 'carcassonne');

describe('New World online in two browsers', () => {
  it('the host chooses New World; both windows play it by keys and to the end, and end with the same record', async () => {
    const a = await openPage();
    const b = await openPage();
    await a.page.goto(`${url}?signaling=${encodeURIComponent(signaling.url)}&ice=none`);
    await a.page.getByRole('button', { name: /Play online/ }).click();
    const linkBox = a.page.getByRole('textbox', { name: 'Game link' });
    await expect.poll(() => linkBox.inputValue()).toContain('#');
    const link = await linkBox.inputValue();
    await sit(a.page, 'Ann', 'Red');
    await b.page.goto(link);
    await sit(b.page, 'Bob', 'Blue');
    await expect.poll(async () => (await appState(a.page)).players.map((p) => p.name), { timeout: 20_000 }).toEqual(['Ann', 'Bob']);

    await a.page.getByLabel('Game', { exact: true }).selectOption('new-world');
    await a.page.getByLabel('Length').selectOption({ label: 'Quick (16 tiles)' });
    await a.page.getByRole('button', { name: 'Start the game' }).click();
    await expect.poll(async () => (await appState(b.page)).phase, { timeout: 30_000 }).toBe('playing');
    expect(await gameOf(a.page)).toBe('new-world');
    expect(await gameOf(b.page)).toBe('new-world');

    // two turns by keys, each with a settler, in whichever window is to move
    for (let turn = 0; turn < 2; turn++) {
      const sa = await appState(a.page);
      const [mover, watcher] = sa.current === sa.mySeat ? [a.page, b.page] : [b.page, a.page];
      await playNextSquare(mover, ['f']);
      await expect.poll(async () => (await appState(watcher)).turn, { timeout: 20_000 }).toBe(turn + 1);
      await expect.poll(async () => (await appState(mover)).turn, { timeout: 20_000 }).toBe(turn + 1);
    }
    // the watcher's log names the mover's settler by its role
    const log = await a.page.evaluate(() => document.querySelector('carc-game')!.shadowRoot!.querySelector('carc-log')!.shadowRoot!.textContent ?? '');
    expect(log).toMatch(/placed a tile with a (shopkeeper|robber|trapper|farmer) on the/);
    await screenshot(a.page, 'new-world-online-host');
    await screenshot(b.page, 'new-world-online-guest');

    const record = await playToTheEnd(a.page, b.page);
    const replay = replayAnyRecord(record);
    expect(replay.ok && replay.kind).toBe('new-world');
    expect(replay.ok && Array.from(replay.game.scores)).toEqual((await appState(a.page)).scores);
    for (const p of [a, b]) expect(p.errors.filter((e) => !/WebSocket|ERR_CONNECTION/.test(e))).toEqual([]);
    await a.context.close();
    await b.context.close();
  });
});
