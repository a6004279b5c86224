/**
 * A table begun by another version of the bots, in two real browsers of two builds: Bob's page is a
 * build whose bots play version 2 (this build with BOT_MOVES_VERSION raised, as the next update
 * that changes a bot's moves will be), Ann's is this build (version 1). Bob hosts, so his start
 * names `botMoves: 2`: Ann's page must read that start, say that it checks the bot's moves as legal
 * moves only, and play the game to the end with Bob and the bot, both pages ending on the same
 * record. Signaling is y-webrtc's server on 127.0.0.1 and ICE servers are off.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, startStaticHost, type StaticHost } from './hosting-helpers/static-host.js';
import { appInChromium, collectErrors, screenshot, startSignaling } from './ui-helpers/app.js';
import { playNextSquare } from './ui-helpers/legal-square.js';
import { sit } from './ui-helpers/online-game.js';

/** This build's sources with the bots' moves one version on. */
const NEXT_BOTS: Plugin = {
  name: 'next-bots-version',
  enforce: 'pre',
  transform(code, id) {
    if (!id.endsWith('src/sync/bot-moves-version.ts')) return null;
    const next = code.replace(/export const BOT_MOVES_VERSION: number = 1;/, 'export const BOT_MOVES_VERSION: number = 2;');
    if (next === code) throw new Error('bot-moves-version.ts no longer says BOT_MOVES_VERSION = 1: this test needs the new form');
    return next;
  },
};

const app = appInChromium(['--disable-features=WebRtcHideLocalIpsWithMdns']);
let signaling: { url: string; stop: () => void };
let next: StaticHost;
beforeAll(async () => {
  signaling = await startSignaling();
  next = await startStaticHost(await buildApp('bots-version-2', 'bots version 2', [NEXT_BOTS]), '/');
});
afterAll(async () => {
  signaling?.stop();
  await next?.close();
});

type State = { phase: string; turn: number; finished: boolean; current: number; mySeat: number | null; players: { name: string; bot?: string }[] };
const stateOf = (page: Page): Promise<State> => page.evaluate(() => (document.querySelector('carc-game') as unknown as { state: State }).state);
const checksBots = (page: Page) => page.evaluate(() => (document.querySelector('carc-game') as unknown as { table: { session: { checksBots: boolean | null } } }).table.session.checksBots);
const recordOf = (page: Page) => page.evaluate(() => JSON.stringify((document.querySelector('carc-game') as unknown as { record(): unknown }).record()));
const NOTE = 'This game began with another version of the bots';
const noErrors = (errors: string[]) => expect(errors.filter((e) => !/WebSocket|ERR_CONNECTION/.test(e))).toEqual([]);

describe('a table begun by another version of the bots', () => {
  it("is read by this build's page, which says it checks the bot's moves as legal moves only, and plays to the end on the same record", async () => {
    const options = { viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' as const };
    const contexts: BrowserContext[] = [await app.browser.newContext(options), await app.browser.newContext(options)];
    const [bob, ann] = await Promise.all(contexts.map((c) => c.newPage()));
    const errors = [collectErrors(bob), collectErrors(ann)];
    const query = `?signaling=${encodeURIComponent(signaling.url)}&ice=none`;
    await bob.goto(`${next.url}${query}`);
    await bob.getByRole('button', { name: /Play online/ }).click();
    const linkBox = bob.getByRole('textbox', { name: 'Game link' });
    await expect.poll(() => linkBox.inputValue()).toContain('#');
    const room = new URL(await linkBox.inputValue()).hash;
    await sit(bob, 'Bob', 'Blue');
    await bob.getByLabel('Bot level').selectOption('medium');
    await bob.getByRole('button', { name: 'Seat a bot' }).click();
    // Ann opens the same room from this build
    await ann.goto(`${app.url}${query}${room}`);
    await sit(ann, 'Ann', 'Red');
    for (const p of [bob, ann]) await expect.poll(async () => (await stateOf(p)).players.map((x) => x.name), { timeout: 30_000 }).toEqual(['Bob', 'Ann', 'Medium bot']);
    void bob.evaluate(() => (document.querySelector('carc-game') as unknown as { start(o: unknown): Promise<void> }).start({ tiles: 12 }).catch(() => {}));
    for (const p of [bob, ann]) await expect.poll(async () => (await stateOf(p)).phase, { timeout: 30_000 }).toBe('playing');

    expect(await checksBots(bob), "Bob's page makes the bot's moves again").toBe(true);
    expect(await checksBots(ann), "Ann's page checks them as legal moves only").toBe(false);
    await expect.poll(() => ann.getByText(NOTE).count()).toBe(1);
    expect(await bob.getByText(NOTE).count()).toBe(0);
    await screenshot(ann, 'bots-version-other-1440');

    for (let guard = 0; guard < 100; guard++) {
      const s = await stateOf(ann);
      if (s.finished) break;
      // the bot's turns are written by Bob's page (the first seat after it) and taken on Ann's
      if (s.current !== 2) await playNextSquare(s.current === 0 ? bob : ann);
      await expect.poll(async () => (await stateOf(ann)).turn > s.turn || (await stateOf(ann)).finished, { timeout: 60_000 }).toBe(true);
    }
    for (const p of [bob, ann]) await expect.poll(async () => (await stateOf(p)).finished, { timeout: 30_000 }).toBe(true);
    const bots = await ann.locator('carc-log').getByText('Medium bot placed a tile').count();
    expect(bots, "the bot's moves, taken on Ann's page").toBeGreaterThan(0);
    expect(await recordOf(ann)).toBe(await recordOf(bob));
    for (const e of errors) noErrors(e);
    for (const c of contexts) await c.close();
  });
});
