/**
 * My games and the game link, in the app, online: a phone guest (390×844, touch) and a laptop host
 * (1440×900) play a move; the guest copies the link from the Game link button (the clipboard holds
 * the page's link, the QR code shows), leaves, finds the game in My games with whose turn it is,
 * and one tap brings them back to their own seat (the browser's stored key, not the link).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors, onlineAppInChromium, screenshot } from './ui-helpers/app.js';

// the app, y-webrtc's signaling and a Chromium whose contexts meet offline
const app = onlineAppInChromium();

type State = { turn: number; current: number; mySeat: number | null; phase: string; players: { name: string }[] };
const stateOf = (page: Page) => page.evaluate(() => (document.querySelector('carc-game') as unknown as { state: State }).state);

describe('My games and the game link', () => {
  it('copies the link during play, lists the game after leaving, and brings the player back to their seat in one tap', async () => {
    const laptop = await app.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const phone = await app.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(app.url).origin });
    const a = await laptop.newPage();
    const b = await phone.newPage();
    const errors = [collectErrors(a), collectErrors(b)];
    await a.goto(`${app.url}?signaling=${encodeURIComponent(app.signaling.url)}&ice=none`);
    await a.getByRole('button', { name: /Play online/ }).click();
    const linkBox = a.getByRole('textbox', { name: 'Game link' });
    await expect.poll(() => linkBox.inputValue()).toContain('#');
    const link = await linkBox.inputValue();
    await a.getByLabel('Name').fill('Ann');
    await a.getByRole('button', { name: 'Take a seat' }).click();
    await b.goto(link);
    await expect.poll(async () => (await stateOf(b)).players.length, { timeout: 60_000 }).toBe(1);
    await b.getByLabel('Name').fill('Bob');
    await b.getByRole('radio', { name: 'Blue' }).click();
    await b.getByRole('button', { name: 'Take a seat' }).click();
    await expect.poll(async () => (await stateOf(a)).players.length, { timeout: 60_000 }).toBe(2);
    await a.getByRole('button', { name: 'Start the game' }).click();
    await expect.poll(async () => (await stateOf(b)).phase, { timeout: 60_000 }).toBe('playing');
    const first = (await stateOf(a)).current === 0 ? a : b;
    await expect.poll(() => first.evaluate(() => (document.querySelector('carc-game') as unknown as { legalMoves(): unknown[] }).legalMoves().length), { timeout: 60_000 }).toBeGreaterThan(0);
    await first.evaluate(async () => {
      const el = document.querySelector('carc-game') as unknown as { legalMoves(): unknown[]; play(m: unknown): Promise<void> };
      await el.play(el.legalMoves()[0]);
    });
    await expect.poll(async () => (await stateOf(b)).turn, { timeout: 60_000 }).toBe(1);

    // the link, one tap away on the phone
    await b.getByRole('button', { name: 'Game link' }).tap();
    await expect.poll(() => b.getByRole('img', { name: "QR code of this game's link" }).count()).toBe(1);
    await screenshot(b, 'my-games-share-phone');
    await b.getByRole('button', { name: 'Copy link' }).tap();
    await expect.poll(() => b.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // leave, find it in My games, come back in one tap
    b.on('dialog', (d) => void d.accept());
    await b.keyboard.press('Escape');
    await b.evaluate(() => (document.querySelector('carc-game') as unknown as { leave(): void }).leave());
    const row = b.getByRole('button', { name: /^Ann, Bob/ });
    await expect.poll(() => row.textContent()).toMatch(/Your turn|Waiting for Ann/);
    await screenshot(b, 'my-games-phone');
    await row.tap();
    await expect.poll(async () => (await stateOf(b)).phase, { timeout: 60_000 }).toBe('playing');
    const back = await stateOf(b);
    expect(back.mySeat, 'the same seat, from the stored key').toBe(1);
    expect(back.turn).toBe(1);
    expect(b.url()).toBe(link);
    for (const e of errors) expect(e.filter((x) => !/WebSocket|ERR_CONNECTION/.test(x))).toEqual([]);
    await laptop.close();
    await phone.close();
  });
});
