/**
 * Identities per room in a real browser (issue 9, attack 7): pages of one Chromium context share one
 * profile (IndexedDB, Web Locks) and each has a sessionStorage of its own, as tabs do. A reload
 * keeps its tab's seat, a second tab at the same time is another player, closing every tab and
 * opening the link again takes the seats back, and another room gets unrelated keys. The host, in
 * a context of its own, sees the players online through signed presence, and offline once gone.
 */
import { afterAll, beforeAll, expect, test, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, openPage, startServers, type Servers } from './sync-helpers/servers.js';
import { state, until } from './sync-helpers/game.js';

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

/** A new tab of `context` on the test page, opened in `room`. */
async function tab(context: BrowserContext, room: string): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(servers.pageUrl);
  await page.waitForFunction(() => document.getElementById('out')?.textContent === 'ready');
  await page.evaluate((r) => window.syncTest.open(r), room);
  return page;
}

const seated = (p: Page, name: string) => until(p, `${name}'s seat`, (s) => s.seats.some((x) => x.name === name) && s.mySeat !== null);

test('a reload keeps the seat, a second tab is another player, and closing all then reopening takes the seats back', async () => {
  const host = await openPage(browser, servers.pageUrl);
  const room = await host.evaluate(() => window.syncTest.open(null));
  await host.evaluate(() => window.syncTest.claim('Host', '#d62728'));

  const profile = await browser.newContext();
  const first = await tab(profile, room);
  await first.evaluate(() => window.syncTest.claim('Ann', '#1f77b4'));
  const ann = await seated(first, 'Ann');
  // a second tab open at the same time: a key of its own, a player of its own
  const second = await tab(profile, room);
  expect((await state(second)).identity).not.toBe(ann.identity);
  await second.evaluate(() => window.syncTest.claim('Bob', '#2ca02c'));
  const bob = await seated(second, 'Bob');
  expect([ann.mySeat, bob.mySeat]).toEqual([1, 2]);
  // the host sees both online: their signed presence checks out in the host's browser
  await until(host, 'Ann and Bob online', (s) => s.seats.map((x) => x.online).join() === 'true,true,true', 20_000);

  // a reload of the first tab: the same key, the same seat
  await first.reload();
  await first.waitForFunction(() => document.getElementById('out')?.textContent === 'ready');
  await first.evaluate((r) => window.syncTest.open(r), room);
  const reloaded = await seated(first, 'Ann');
  expect([reloaded.identity, reloaded.mySeat]).toEqual([ann.identity, 1]);

  // every tab closed: the host sees them go; the link opened again in new tabs gives the seats back
  // closed as a person closes a tab (beforeunload runs: y-webrtc says goodbye); failing that, awareness times out after 30 s
  for (const page of [first, second]) await Promise.all([page.waitForEvent('close'), page.close({ runBeforeUnload: true })]);
  await until(host, 'Ann and Bob offline', (s) => s.seats.map((x) => x.online).join() === 'true,false,false', 45_000);
  const third = await tab(profile, room);
  const again = await seated(third, 'Ann');
  const fourth = await tab(profile, room);
  const other = await seated(fourth, 'Bob');
  expect([again.identity, again.mySeat]).toEqual([ann.identity, 1]);
  expect([other.identity, other.mySeat]).toEqual([bob.identity, 2]);

  // another room opened in this browser: a key unrelated to this room's
  const elsewhere = await profile.newPage();
  await elsewhere.goto(servers.pageUrl);
  await elsewhere.waitForFunction(() => document.getElementById('out')?.textContent === 'ready');
  const newRoom = await elsewhere.evaluate(() => window.syncTest.open(null));
  const hosted = await state(elsewhere);
  expect(newRoom.endsWith(`.${hosted.identity}`)).toBe(true);
  expect([ann.identity, bob.identity]).not.toContain(hosted.identity);
  await profile.close();
  await host.context().close();
});
