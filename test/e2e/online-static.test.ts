/**
 * The headline use, offline: the production build served as static files from a sub-path, two
 * separate Chromium browsers (two processes: no shared storage, no BroadcastChannel), and the four
 * ways friends can find each other: (a) a Nostr relay only, (b) a y-webrtc signaling server only,
 * (c) two of three endpoints down, (d) every endpoint down, by the invite code exchanged by hand.
 * Each plays a whole game through the app to identical records and scores. Every endpoint is a
 * local server on 127.0.0.1 and Chromium resolves no other host.
 */
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/browser/find-browser.js';
import { startNostrRelay, type NostrRelay } from '../../scripts/nostr-relay.js';
import { startSignalingServer, type SignalingServer } from '../../scripts/signaling-server.js';
import { LOCAL_ONLY } from './hosting-helpers/app-page.js';
import { startStaticHost, type StaticHost } from './hosting-helpers/static-host.js';
import { builtApp, collectErrors, screenshot } from './ui-helpers/app.js';
import { hostTable, playWholeGame } from './ui-helpers/online-game.js';

let host: StaticHost;
let relay: NostrRelay;
let signaling: SignalingServer;
let browsers: [Browser, Browser];

const launch = () => chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, LOCAL_ONLY, '--disable-features=WebRtcHideLocalIpsWithMdns'] });

beforeAll(async () => {
  host = await startStaticHost(builtApp(), '/a/b/carcassonne/');
  relay = await startNostrRelay({ port: 0, quiet: true });
  signaling = await startSignalingServer({ port: 0, quiet: true });
  browsers = [await launch(), await launch()];
}, 180_000);

afterAll(async () => {
  for (const b of browsers ?? []) await b?.close();
  await relay?.close();
  await signaling?.close();
  await host?.close();
});

const DOWN = ['ws://127.0.0.1:9', 'nostr+ws://127.0.0.1:9'];

async function openApp(browser: Browser, endpoints: string[], width = 1200) {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${host.url}?signaling=${encodeURIComponent(endpoints.join(','))}&ice=none`);
  return { context, page, errors };
}

/** Ann hosts in one browser and takes a seat; returns her page and the game link. */
async function hostIn(endpoints: string[]) {
  const a = await openApp(browsers[0], endpoints);
  return { a, link: await hostTable(a.page) };
}

const noErrors = (errors: string[]) => expect(errors.filter((e) => !/WebSocket|ERR_CONNECTION|ERR_NAME_NOT_RESOLVED/.test(e))).toEqual([]);

describe('two browsers, the production build from a sub-path, a whole game each way', () => {
  for (const [name, endpoints] of [
    ['(a) through a Nostr relay only', () => [`nostr+${relay.url}`]],
    ['(b) through a y-webrtc signaling server only', () => [signaling.url]],
    ['(c) with two of three endpoints down', () => ['ws://127.0.0.1:9', `nostr+${relay.url}`, 'nostr+ws://127.0.0.1:9']],
  ] as const) {
    it(name, { timeout: 240_000 }, async () => {
      const { a, link } = await hostIn(endpoints());
      expect(new URL(link).pathname).toBe('/a/b/carcassonne/');
      const b = await openApp(browsers[1], endpoints(), 390);
      await b.page.goto(link);
      await playWholeGame(a.page, b.page);
      noErrors(a.errors);
      noErrors(b.errors);
      await a.context.close();
      await b.context.close();
    });
  }

  it('(d) with every endpoint down, by the invite code exchanged by hand', async () => {
    const { a } = await hostIn(DOWN);
    await a.page.getByText('No connection? Invite by code').click();
    await a.page.getByRole('button', { name: 'Make an invite link' }).click();
    const offerBox = a.page.getByRole('textbox', { name: 'Invite link' });
    await expect.poll(() => offerBox.inputValue(), { timeout: 15_000 }).toContain('~');
    const b = await openApp(browsers[1], DOWN, 390);
    await b.page.goto(await offerBox.inputValue());
    const answerBox = b.page.getByRole('textbox', { name: 'Your answer code' });
    await expect.poll(() => answerBox.inputValue(), { timeout: 15_000 }).not.toBe('');
    await a.page.getByRole('textbox', { name: 'Answer code' }).fill(await answerBox.inputValue());
    await a.page.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => a.page.getByText('Connected: your friend is at the table.').count(), { timeout: 45_000 }).toBe(1);
    await screenshot(b.page, 'online-static-invite-by-code-guest');
    await playWholeGame(a.page, b.page);
    noErrors(a.errors);
    noErrors(b.errors);
    await a.context.close();
    await b.context.close();
  });
});
