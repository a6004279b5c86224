/**
 * Two separate Chromium contexts (separate storage: they can only meet over WebRTC, through our
 * signaling server on 127.0.0.1 with no ICE servers) create and join a game, claim seats, start, and
 * play a whole game with random legal moves through the sync API; one of them reloads mid-game and
 * carries on in its seat. Both end with identical records and scores.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openPage, startServers, type Servers } from './sync-helpers/servers.js';

let servers: Servers;
let browser: Browser;

beforeAll(async () => {
  servers = await startServers();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await servers?.close();
});

const state = (p: Page) => p.evaluate(() => window.syncTest.state());

async function until(p: Page, what: string, check: (s: Awaited<ReturnType<typeof state>>) => boolean, timeoutMs = 60_000) {
  const t0 = Date.now();
  for (;;) {
    const s = await state(p);
    if (check(s)) return s;
    if (Date.now() - t0 > timeoutMs) throw new Error(`timed out waiting for ${what}: ${JSON.stringify({ ...s, chain: s.chain.length, record: undefined })}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

test('two browsers play a whole game over WebRTC, one reloads mid-game and keeps its seat', async () => {
  const alice = await openPage(browser, servers.pageUrl);
  const room = await alice.evaluate(() => window.syncTest.open(null));
  expect(await alice.evaluate(() => window.syncTest.claim('Alice', '#d62728'))).toBe(0);

  const bob = await openPage(browser, `${servers.pageUrl}#${room}`);
  await bob.evaluate((r) => window.syncTest.open(r), room);
  await until(bob, 'Bob to see Alice', (s) => s.seats.length === 1);
  expect(await bob.evaluate(() => window.syncTest.claim('Bob', '#1f77b4'))).toBe(1);
  await until(alice, 'Alice to see Bob', (s) => s.seats.length === 2);

  // they reached each other over WebRTC, not BroadcastChannel (separate contexts share no storage)
  for (const p of [alice, bob]) {
    const { status } = await until(p, 'a WebRTC peer', (s) => (s.status.via?.webrtc ?? 0) > 0);
    expect(status).toMatchObject({ kind: 'connected', peers: 1, via: { webrtc: 1, broadcast: 0 } });
  }

  await alice.evaluate(() => window.syncTest.start());
  await until(bob, 'the commit/reveal to finish', (s) => s.phase === 'playing');
  await alice.evaluate(() => window.syncTest.autoplay('e2e'));
  await bob.evaluate(() => window.syncTest.autoplay('e2e'));

  // mid-game, Bob's tab reloads: same IndexedDB identity and document, so the same seat
  await until(bob, 'turn 20', (s) => (s.turn ?? 0) >= 20, 120_000);
  await bob.reload();
  await bob.waitForFunction(() => document.getElementById('out')?.textContent === 'ready');
  await bob.evaluate((r) => window.syncTest.open(r), room);
  const resumed = await until(bob, 'Bob to resume', (s) => s.phase !== 'lobby');
  expect(resumed.mySeat).toBe(1);
  expect(resumed.turn).toBeGreaterThan(0);
  // IndexedDB may not have stored the very last entries before the reload; Alice brings them back
  await until(bob, 'Bob to catch up to turn 20', (s) => (s.turn ?? 0) >= 20);
  await bob.evaluate(() => window.syncTest.autoplay('e2e-after-reload'));

  const ended = await until(alice, 'the end of the game (Alice)', (s) => s.phase === 'finished', 150_000);
  // the game is over with the last move; the other seat's acknowledgement of it may still be on its way
  const b = await until(bob, 'the end of the game (Bob)', (s) => s.phase === 'finished' && s.chain.length >= ended.chain.length, 30_000);
  const a = await until(alice, 'the same chain as Bob (Alice)', (s) => s.chain.length === b.chain.length, 30_000);
  expect(b.chain).toEqual(a.chain);
  expect(b.record).toEqual(a.record);
  expect(b.scores).toEqual(a.scores);
  expect(a.record!.moves.length).toBeGreaterThan(40);
  expect(a.record!.players).toEqual(['Alice', 'Bob']);
  expect(a.record!.deck!.length).toBe(71); // the whole supply, shuffled by the seed both committed to
  await bob.evaluate(() => window.syncTest.close());
});

test('an unreachable signaling server shows as such, and local entries queue until a peer appears', async () => {
  const page = await openPage(browser, servers.pageUrl.replace(/signaling=[^&#]*/, `signaling=${encodeURIComponent('ws://127.0.0.1:9')}`));
  await page.evaluate(() => window.syncTest.open(null));
  await page.evaluate(() => window.syncTest.claim('Solo', '#2ca02c'));
  const s = await until(page, 'signaling-unreachable', (st) => st.status.kind === 'signaling-unreachable', 20_000);
  expect(s.status).toMatchObject({ kind: 'signaling-unreachable', peers: 0, queued: 1 });
  expect(s.seats).toEqual([{ name: 'Solo', online: true }]);
  await page.context().close();
});
