/**
 * Two separate Chromium contexts (separate storage: they can only meet over WebRTC, through our
 * signaling server on 127.0.0.1 with no ICE servers) create and join a game, claim seats, start, and
 * play a whole game with random legal moves through the sync API; one of them reloads mid-game and
 * carries on in its seat. Both end with identical records and scores.
 */
import { afterAll, beforeAll, expect, test, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, openPage, startServers, type Servers } from './sync-helpers/servers.js';
import { sameEnd, seatTwo, until } from './sync-helpers/game.js';

let servers: Servers;
let browser: Browser;

beforeAll(async () => {
  servers = await startServers(inject('syncPageBuild'));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await servers?.close();
});

test('two browsers play a whole game over WebRTC, one reloads mid-game and keeps its seat', async () => {
  const alice = await openPage(browser, servers.pageUrl);
  const bob = await openPage(browser, servers.pageUrl);
  const room = await seatTwo(alice, bob);

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

  const a = await sameEnd(alice, bob);
  expect(a.record!.moves.length).toBeGreaterThan(40);
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
