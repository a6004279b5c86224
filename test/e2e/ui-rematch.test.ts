/**
 * Play again online (issue 22), two browsers: at the end of a short game Ann taps "Play again";
 * Bob, still at the finished table, sees "Ann proposes a rematch" and taps Join; both sit at the
 * new table with their names and colours, no link sent; Ann starts it, Bob plays first, the same
 * length as before. Signaling on 127.0.0.1, ICE off: nothing leaves the machine.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors, onlineAppInChromium } from './ui-helpers/app.js';
import { appState, hostTable, playToTheEnd } from './ui-helpers/online-game.js';

// the app, y-webrtc's signaling and a Chromium whose contexts meet offline
const app = onlineAppInChromium();

const seats = async (page: Page) =>
  page.evaluate(() => (document.querySelector('carc-game') as unknown as { state: { players: { name: string; color: string }[] } }).state.players.map((p) => `${p.name} ${p.color}`));
const startTiles = (page: Page) =>
  page.evaluate(() => (document.querySelector('carc-game') as unknown as { table: { session: { book: { state: { start: { tiles: number } | null } } } } }).table.session.book.state.start?.tiles);

describe('play again online', () => {
  it('Ann proposes a rematch at the end, Bob joins it from the finished table, Bob starts it', async () => {
    const [a, b] = await Promise.all([
      app.browser.newContext({ viewport: { width: 1200, height: 800 } }).then((c) => c.newPage()),
      app.browser.newContext({ viewport: { width: 1200, height: 800 } }).then((c) => c.newPage()),
    ]);
    const errors = [collectErrors(a), collectErrors(b)];
    await a.goto(`${app.url}?signaling=${encodeURIComponent(app.signaling.url)}&ice=none`);
    const link = await hostTable(a);
    await b.goto(link);
    await b.getByLabel('Name').fill('Bob');
    await b.getByRole('radio', { name: 'Blue' }).click();
    await b.getByRole('button', { name: 'Take a seat' }).click();
    await expect.poll(() => seats(a), { timeout: 60_000 }).toHaveLength(2);
    const before = await seats(a);
    await a.evaluate(() => (document.querySelector('carc-game') as unknown as { start(o: unknown): Promise<void> }).start({ tiles: 2 }));
    await playToTheEnd(a, b);

    await a.getByRole('button', { name: 'Play again' }).click({ timeout: 30_000 });
    await expect.poll(() => a.url(), { timeout: 30_000 }).not.toBe(link);
    const join = b.getByRole('button', { name: 'Join Ann’s rematch' });
    await join.click({ timeout: 60_000 });
    await expect.poll(() => b.url(), { timeout: 30_000 }).toBe(a.url());
    await expect.poll(() => seats(a), { timeout: 60_000 }).toEqual(before);
    await expect.poll(() => a.getByText('Rematch: everyone is here.').count(), { timeout: 30_000 }).toBe(1);
    await a.getByRole('button', { name: /Start the game/ }).click();
    await expect.poll(async () => (await appState(b)).phase, { timeout: 60_000 }).toBe('playing');
    expect((await appState(b)).current, 'Bob, the seat after Ann, starts').toBe(1);
    expect(await seats(b)).toEqual(before);
    expect(await startTiles(b), 'the same length as the first game').toBe(2);
    for (const e of errors) expect(e.filter((x) => !/WebSocket|ERR_CONNECTION/.test(x))).toEqual([]);
  });
});
