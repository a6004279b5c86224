/**
 * Hot-seat games through the UI alone (clicks and keys, no script API): a whole 72-tile game by
 * keys, and a short explicit deck at phone and laptop sizes, with screenshots of the lobby, the
 * middle of the game and the end screen in test-output/screenshots/ for a person to look at.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { replayRecord, type GameRecord } from '../../src/engine/index.js';
import { appInChromium, collectErrors, screenshot } from './ui-helpers/app.js';
import { placeOnLegalSquare } from './ui-helpers/legal-square.js';

const DECK = 'E,U,V,J,B,D,K,H';
const SIZES = [
  { name: '1440x900', width: 1440, height: 900 },
  { name: '390x844', width: 390, height: 844, isMobile: true, hasTouch: true },
];

const app = appInChromium();

const placed = (page: Page) => page.evaluate(() => Boolean((document.querySelector('carc-game') as unknown as { flow: { at: unknown } | null }).flow?.at));
const turnOf = (page: Page) => page.evaluate(() => (document.querySelector('carc-game') as unknown as { state: { turn: number } }).state.turn);

async function playTurn(page: Page, how: 'mouse' | 'keys', follower: boolean, touch: boolean, skip: number, shot?: string): Promise<void> {
  const before = await turnOf(page);
  if (how === 'keys') {
    for (let i = 0; i <= skip; i++) await page.keyboard.press('n');
    await page.keyboard.press('r');
    if (follower) await page.keyboard.press('f');
    if (shot) await screenshot(page, shot);
    await page.keyboard.press('Enter');
  } else {
    // a highlighted square of the board, clicked like a player would
    await placeOnLegalSquare(page, touch);
    expect(await placed(page)).toBe(true);
    if (follower) {
      // followers are chosen in a step of their own, once the tile's rotation is settled
      const add = page.getByRole('button', { name: 'Add a follower' });
      if (await add.isEnabled()) {
        await add.click();
        await page.locator('.spots button[role=radio]:not([disabled])').nth(1).click();
      }
    }
    if (shot) await screenshot(page, shot);
    await page.getByRole('button', { name: 'Confirm' }).click();
  }
  await page.waitForFunction((t) => (document.querySelector('carc-game') as unknown as { state: { turn: number } }).state.turn > t, before);
}

const boardTiles = (page: Page) =>
  page.evaluate(() => (document.querySelector('carc-game')!.shadowRoot!.querySelector('carc-board') as unknown as { snapshot: { tiles: unknown[] } }).snapshot.tiles.length);

/** From the end screen: scrub the replay, save the record, start over and open the saved file. */
async function replayExportImport(page: Page, sizeName: string): Promise<void> {
  const total = await boardTiles(page);
  await page.getByRole('button', { name: 'Replay the game' }).click();
  const slider = page.getByRole('slider', { name: 'Move shown' });
  await slider.waitFor();
  await page.getByRole('button', { name: 'Pause' }).click();
  await slider.focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect.poll(() => boardTiles(page)).toBe(4); // the start tile and three moves
  await screenshot(page, `replay-${sizeName}`);
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await expect.poll(() => boardTiles(page)).toBe(total);

  await page.getByRole('button', { name: 'Final scores' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save record' }).click()]);
  const file = await download.path();
  await page.getByRole('button', { name: 'New game' }).click();
  await page.locator('input[type=file]').setInputFiles(file!);
  await page.locator('carc-end-screen').waitFor();
  await expect.poll(() => boardTiles(page)).toBe(total);
}

describe('a whole game through the UI', () => {
  it('plays all 72 tiles of a full game by keys alone, and the saved record replays to the scores shown', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(app.url);
    await page.getByRole('button', { name: /Play on this device/ }).click();
    for (const [name, colour] of [
      ['Alice', null],
      ['Bruno', 'Blue'],
      ['Chiara', 'Green'],
    ] as const) {
      await page.getByLabel('Name').fill(name);
      if (colour) await page.getByRole('radio', { name: colour }).click();
      await page.getByRole('button', { name: /^Add/ }).click();
    }
    // the lobby's default length is the full game
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.locator('carc-board').waitFor();
    const state = () => page.evaluate(() => (document.querySelector('carc-game') as unknown as { state: { finished: boolean; remaining: number; scores: number[] } }).state);
    expect((await state()).remaining).toBe(71);
    let turns = 0;
    while (!(await state()).finished) {
      await playTurn(page, 'keys', turns % 2 === 0, false, turns % 4);
      turns++;
      expect(turns).toBeLessThanOrEqual(71);
    }
    await page.locator('carc-end-screen').waitFor({ timeout: 10_000 });
    await page.waitForTimeout(900);
    await screenshot(page, 'end-full-game-1440x900');
    const shown = (await state()).scores;
    const record = await page.evaluate(() => (document.querySelector('carc-game') as unknown as { record(): GameRecord }).record());
    // every tile was either played or discarded as unplaceable, and the engine agrees on the scores
    expect(record.deck).toHaveLength(71);
    expect(record.moves).toHaveLength(turns);
    const replay = replayRecord(record);
    expect(replay.ok && replay.game.finished).toBe(true);
    expect(replay.ok && Array.from(replay.game.scores)).toEqual(shown);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('hot-seat game through the UI', () => {
  for (const size of SIZES) {
    it(`plays to the end screen at ${size.name}`, async () => {
      const context = await app.browser.newContext({ viewport: { width: size.width, height: size.height }, isMobile: size.isMobile ?? false, hasTouch: size.hasTouch ?? false, deviceScaleFactor: 1 });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${app.url}?deck=${DECK}`);
      await page.getByRole('button', { name: /Play on this device/ }).waitFor();
      await screenshot(page, `welcome-${size.name}`);
      await page.getByRole('button', { name: /Play on this device/ }).click();
      await page.getByLabel('Name').fill('Alice');
      await page.getByRole('button', { name: /^Add/ }).click();
      await page.getByLabel('Name').fill('Bruno');
      await page.getByRole('radio', { name: 'Blue' }).click();
      await page.getByRole('button', { name: /^Add/ }).click();
      await expect.poll(() => page.getByText('Bruno').count()).toBeGreaterThan(0);
      await screenshot(page, `lobby-${size.name}`);
      await page.getByRole('button', { name: 'Start the game' }).click();
      await page.locator('carc-board').waitFor();

      const total = DECK.split(',').length;
      for (let i = 0; i < total; i++) {
        await playTurn(page, i % 3 === 1 ? 'mouse' : 'keys', i % 2 === 0, size.hasTouch ?? false, (i * 5) % 7, i === 3 ? `placing-${size.name}` : undefined);
        if (i === 4) {
          await page.waitForTimeout(300);
          await screenshot(page, `midgame-${size.name}`);
          await page.emulateMedia({ colorScheme: 'dark' });
          await page.waitForTimeout(400); // colour transitions
          await screenshot(page, `midgame-dark-${size.name}`);
          await page.emulateMedia({ colorScheme: 'light' });
        }
      }
      await page.locator('carc-end-screen').waitFor({ timeout: 10_000 });
      await page.waitForTimeout(900);
      await screenshot(page, `end-${size.name}`);
      const finished = await page.evaluate(() => (document.querySelector('carc-game') as unknown as { state: { finished: boolean } }).state.finished);
      expect(finished).toBe(true);
      await expect.poll(() => page.getByRole('heading', { name: /wins|share the win/ }).count()).toBe(1);
      if (size.name === '1440x900') await replayExportImport(page, size.name);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
