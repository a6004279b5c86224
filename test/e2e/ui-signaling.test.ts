/**
 * Public relays are borrowed: a hot-seat game opens no socket and never loads the online code.
 * Online, the lobby says how many relays answer, and the TURN server a player types in is kept on
 * the device and used at once by the open game. Everything runs on 127.0.0.1 (`?ice=none`).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startNostrRelay, type NostrRelay } from '../../scripts/nostr-relay.js';
import { collectErrors, launchChromium, screenshot, startApp, type AppServer } from './ui-helpers/app.js';

let server: AppServer;
let url: string;
let browser: Browser;
let relay: NostrRelay;

beforeAll(async () => {
  // the modules the page loads are checked by their source names
  ({ server, url } = await startApp({ sources: true }));
  relay = await startNostrRelay({ port: 0, quiet: true });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await relay?.close();
  await server?.close();
});

/** Every WebSocket the page opens (but Vite's own dev-server socket) and every module it loads. */
function watch(page: Page) {
  const sockets: string[] = [];
  const modules: string[] = [];
  const vite = url.replace(/^http/, 'ws');
  page.on('websocket', (ws) => {
    if (!ws.url().startsWith(vite)) sockets.push(ws.url());
  });
  page.on('request', (r) => modules.push(r.url()));
  return { sockets, modules };
}

test('a hot-seat game opens no socket and never loads the online code', async () => {
  const page = await (await browser.newContext()).newPage();
  const seen = watch(page);
  await page.goto(`${url}?deck=E,U,V`);
  await page.getByRole('button', { name: /Play on this device/ }).click();
  for (const name of ['Ann', 'Bob']) {
    await page.getByLabel('Name').fill(name);
    await page.getByRole('button', { name: /Add .* player/ }).click();
  }
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.keyboard.press('n');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => (document.querySelector('carc-game') as unknown as { state: { turn: number } }).state.turn)).toBe(1);
  expect(seen.sockets).toEqual([]);
  expect(seen.modules.filter((u) => /\/src\/sync\/(session|transport|signaling)|y-webrtc|online\.ts/.test(u))).toEqual([]);
  await page.context().close();
});

test('the lobby counts the relays reached; a TURN server typed in is kept and used at once', async () => {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const errors = collectErrors(page);
  const seen = watch(page);
  // one relay up, one endpoint down
  await page.goto(`${url}?signaling=${encodeURIComponent(`nostr+${relay.url},ws://127.0.0.1:9`)}&ice=none`);
  await page.getByRole('button', { name: /Play online/ }).click();
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'Waiting for others' }).textContent(), { timeout: 15_000 }).toContain('1 of 2 relays reached');

  await page.getByText('Connection settings').click();
  await page.getByLabel(/Your own TURN server/).fill('turn:ann:s3cret@turn.example.org:3478');
  await page.getByRole('button', { name: 'Use this server' }).click();
  await expect.poll(() => page.getByText('Your TURN server is used from now on.').count()).toBe(1);
  const ice = () => page.evaluate(() => (document.querySelector('carc-game') as unknown as { table: { session: { iceServers: RTCIceServer[] } } }).table.session.iceServers);
  expect(await ice()).toEqual([{ urls: 'turn:turn.example.org:3478', username: 'ann', credential: 's3cret' }]);
  await screenshot(page, 'online-lobby-turn');

  // the next game on this device starts with it
  await page.reload();
  await expect.poll(() => ice().catch(() => null), { timeout: 15_000 }).toEqual([{ urls: 'turn:turn.example.org:3478', username: 'ann', credential: 's3cret' }]);
  await page.getByText('Connection settings').click();
  expect(await page.getByLabel(/Your own TURN server/).inputValue()).toBe('turn:ann:s3cret@turn.example.org:3478');

  await page.getByLabel(/Your own TURN server/).fill('turn:nothing here');
  await page.getByRole('button', { name: 'Use this server' }).click();
  await expect.poll(() => page.getByText('That is not a TURN server').count()).toBe(1);
  expect(errors.filter((e) => !/WebSocket|ERR_CONNECTION/.test(e))).toEqual([]);
  // what the hot-seat test looks for does show up when a game goes online
  expect(seen.modules.filter((u) => /\/src\/sync\/(session|transport|signaling)|y-webrtc|online\.ts/.test(u)).length).toBeGreaterThan(0);
  expect(seen.sockets.length).toBeGreaterThan(0);
  for (const u of seen.sockets) expect(u).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/?$/);
  await page.context().close();
});
