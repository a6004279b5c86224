/**
 * The phone as a first-class device: real touch events at 390×844 (hasTouch, isMobile). Placing,
 * turning by tapping the tile, choosing a follower in a step of its own and confirming, on the
 * tiles whose spots crowd (X, L, W) and on E; legal squares always tappable after the other
 * player's move. Screenshots in test-output/screenshots/ for a person to look at.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInChromium, collectErrors, screenshot } from './ui-helpers/app.js';
import { PHONE, LAPTOP, flowOf, legalSquareProblems, settledBoxes, startHotseat, tapLegalSquare } from './ui-helpers/touch.js';

const app = appInChromium();

type Box = { x: number; y: number; width: number; height: number };
const centre = (b: Box) => [b.x + b.width / 2, b.y + b.height / 2] as const;

/** One turn by touch: place, turn by tapping the tile, choose a follower on the tile (or from the list), confirm. */
async function touchTurn(page: Page, tile: string, shot?: string): Promise<void> {
  await tapLegalSquare(page);
  const placed = (await flowOf(page))!;
  expect(placed.tile).toBe(tile);
  const frame = (await settledBoxes(page, 'carc-board .preview-frame'))[0];
  if (placed.fits > 1) {
    await page.touchscreen.tap(...centre(frame));
    const turned = (await flowOf(page))!;
    expect(turned.rot, 'a tap on the tile turns it').not.toBe(placed.rot);
    expect(turned.spot, 'and never picks a follower').toBe(null);
  }
  await page.getByRole('button', { name: 'Add a follower' }).tap();
  const rings = await settledBoxes(page, 'carc-board .spot circle');
  const board = (await page.locator('carc-board').boundingBox())!;
  // a phone's board has room for every base tile's targets once zoomed on the tile; the list is the fallback
  expect(rings.length, `targets on ${tile}`).toBeGreaterThan(0);
  if (rings.length) {
    for (const r of rings) {
      expect(r.width, `a finger-sized target on ${tile}`).toBeGreaterThanOrEqual(43.5);
      expect(r.x >= board.x && r.y >= board.y && r.x + r.width <= board.x + board.width && r.y + r.height <= board.y + board.height, 'a target in view').toBe(true);
    }
    for (let i = 0; i < rings.length; i++)
      for (let j = i + 1; j < rings.length; j++) expect(Math.hypot(rings[i].x - rings[j].x, rings[i].y - rings[j].y), 'targets never overlap').toBeGreaterThanOrEqual(rings[i].width);
    if (shot) {
      await screenshot(page, `${shot}-390x844`);
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.waitForTimeout(400); // colour transitions
      await screenshot(page, `${shot}-dark-390x844`);
      await page.emulateMedia({ colorScheme: 'light' });
    }
    const spots = await page.locator('carc-board .spot').evaluateAll((els) => els.map((e) => e.getAttribute('data-spot')));
    const pick = rings.length - 1;
    await page.touchscreen.tap(...centre(rings[pick]));
    expect((await flowOf(page))!.spot, 'the tapped target is the follower').toBe(spots[pick]);
  } else {
    await expect.poll(() => page.locator('#turn-hint').textContent()).toContain('Choose the follower below');
    await page.locator('.spots button[role=radio]:not([disabled])').last().tap();
  }
  const chosen = (await flowOf(page))!;
  expect(chosen.spot).not.toBe(null);
  await page.touchscreen.tap(...centre((await settledBoxes(page, 'carc-board .preview-frame'))[0]));
  const after = (await flowOf(page))!;
  expect([after.rot, after.spot], 'a tap on the tile while choosing changes nothing').toEqual([chosen.rot, chosen.spot]);
  const turn = await page.evaluate(() => (document.querySelector('carc-game') as unknown as { state: { turn: number } }).state.turn);
  await page.getByRole('button', { name: 'Confirm' }).tap();
  await page.waitForFunction((t) => (document.querySelector('carc-game') as unknown as { state: { turn: number } }).state.turn > t, turn);
  const move = await page.evaluate(() => (document.querySelector('carc-game') as unknown as { record(): { moves: { meeple?: string }[] } }).record().moves.at(-1));
  expect(move?.meeple).toBe(chosen.spot);
}

describe('placing by touch on a phone', () => {
  it('places, turns by tap, chooses a follower and confirms on X, L, W and E; legal squares stay tappable', async () => {
    const context = await app.browser.newContext(PHONE);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await startHotseat(page, app.url, 'X,L,W,E,U');
    expect(await page.locator('#turn-hint').innerText(), 'no keys to press on a touch screen').not.toMatch(/press/i);
    for (const [i, tile] of ['X', 'L', 'W', 'E'].entries()) {
      await touchTurn(page, tile, tile === 'X' ? 'placing-x-followers' : undefined);
      // the other player's turn: every legal square whole in view and reachable by a tap
      expect(await legalSquareProblems(page), `after move ${i + 1}`).toEqual([]);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers follower targets on X with a mouse at 1440×900 without hiding the tile', async () => {
    const context = await app.browser.newContext(LAPTOP);
    const page = await context.newPage();
    await startHotseat(page, app.url, 'X,L');
    await page.keyboard.press('n');
    await page.getByRole('button', { name: 'Add a follower' }).click();
    const rings = await settledBoxes(page, 'carc-board .spot circle');
    const tile = (await settledBoxes(page, 'carc-board .preview-frame'))[0];
    expect(rings).toHaveLength(8);
    const covered = rings.reduce((n, r) => n + (Math.PI * r.width * r.width) / 4, 0);
    expect(covered / (tile.width * tile.height)).toBeLessThan(0.35);
    await screenshot(page, 'placing-x-followers-1440x900');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForTimeout(400); // colour transitions
    await screenshot(page, 'placing-x-followers-dark-1440x900');
    await context.close();
  });
});

describe('the end of the game on a phone', () => {
  it('closes the final scores by a tap on ✕, a tap outside and Back, and opens them again', async () => {
    const context = await app.browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await startHotseat(page, app.url, 'E,H');
    for (let i = 0; i < 2; i++) {
      await tapLegalSquare(page);
      await page.getByRole('button', { name: 'Confirm' }).tap();
    }
    const dialog = page.getByRole('dialog', { name: 'Final scores' });
    await dialog.waitFor();
    await page.waitForTimeout(500); // the dialog's entrance
    await screenshot(page, 'end-dialog-390x844');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForTimeout(400); // colour transitions
    await screenshot(page, 'end-dialog-dark-390x844');
    await page.emulateMedia({ colorScheme: 'light' });
    const reopen = () => page.getByRole('button', { name: 'Final scores' }).tap();

    await page.getByRole('button', { name: /^Close/ }).tap();
    await dialog.waitFor({ state: 'detached' });
    await reopen();
    await dialog.waitFor();
    await page.touchscreen.tap(20, 20); // outside the card, over the board
    await dialog.waitFor({ state: 'detached' });
    await reopen();
    await dialog.waitFor();
    const url0 = page.url();
    await expect.poll(() => page.evaluate(() => String(history.state?.carcLayer))).toMatch(/^end-/);
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url(), 'Back closed the dialog and stayed in the game').toBe(url0);
    await expect.poll(() => page.locator('carc-board').count()).toBe(1);

    // the sheet with the players, tiles and log: a tap on the board above it, its ✕, or Back
    const sheetOpen = () => page.evaluate(() => (document.querySelector('carc-game') as unknown as { sheetOpen: boolean }).sheetOpen);
    await page.getByRole('button', { name: 'Show players, tiles and log' }).tap();
    expect(await sheetOpen()).toBe(true);
    const stage = (await page.locator('main.stage').boundingBox())!;
    await page.touchscreen.tap(stage.x + 20, stage.y + 20);
    await expect.poll(sheetOpen, { message: 'a tap on the board' }).toBe(false);
    await page.getByRole('button', { name: 'Show players, tiles and log' }).tap();
    await page.getByRole('button', { name: 'Close the panel' }).tap();
    await expect.poll(sheetOpen, { message: 'its ✕' }).toBe(false);
    await page.getByRole('button', { name: 'Show players, tiles and log' }).tap();
    await expect.poll(() => page.evaluate(() => String(history.state?.carcLayer))).toMatch(/^sheet-/);
    await page.goBack();
    await expect.poll(sheetOpen, { message: 'Back' }).toBe(false);
    expect(page.url()).toBe(url0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the lobby on a phone', () => {
  /** Whether the start button is whole on screen and on top where a finger would tap it. */
  const startInReach = (page: Page) =>
    page.evaluate(() => {
      const lobby = document.querySelector('carc-game')!.shadowRoot!.querySelector('carc-lobby')!;
      const start = [...lobby.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent!.includes('Start the game'))!;
      const r = start.getBoundingClientRect();
      const hit = lobby.shadowRoot!.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth && !!hit && start.contains(hit);
    });

  it('keeps "Start the game" in reach at 2 and at 6 players', async () => {
    const context = await app.browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(app.url);
    await page.getByRole('button', { name: /Play on this device/ }).tap();
    const names = ['Alice', 'Bruno', 'Cleo', 'Dan', 'Eve', 'Fay'];
    for (const [i, name] of names.entries()) {
      await page.getByLabel('Name').fill(name);
      await page.getByRole('button', { name: /^Add/ }).tap();
      if (i === 1) {
        expect(await startInReach(page), 'two players').toBe(true);
        await screenshot(page, 'lobby-2-players-390x844');
      }
    }
    expect(await startInReach(page), 'six players').toBe(true);
    await screenshot(page, 'lobby-6-players-390x844');
    await page.getByRole('button', { name: 'Start the game' }).tap();
    await page.locator('carc-board').waitFor();
    await context.close();
  });
});
