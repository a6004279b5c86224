/**
 * New World through the app, hot-seat: a whole game chosen in the lobby and played by keys to the
 * end screen (its record replays to the scores shown), a short game by taps on a phone, and a
 * record opened from a file where the next tile completes a town and a trail: the player picks the
 * order on the board and on the panel, and the move carries it. Mid-game screenshots at 1440×900 and 390×844 go to
 * test-output/screenshots/.
 */
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { replayAnyRecord } from '../../src/engine/index.js';
import { appInChromium, collectErrors, screenshot } from './ui-helpers/app.js';

const app = appInChromium();

type State = { turn: number; finished: boolean; scores: number[]; remaining: number };
type Api = { state: State; record(): { game?: string; moves: unknown[]; deck?: string[] }; flow: { at: unknown; rot: number; squares: [number, number][] } | null };
const state = (page: Page) => page.evaluate(() => (document.querySelector('carc-game') as unknown as Api).state);
const recordOf = (page: Page) => page.evaluate(() => (document.querySelector('carc-game') as unknown as Api).record());
const logText = (page: Page) => page.evaluate(() => document.querySelector('carc-game')!.shadowRoot!.querySelector('carc-log')!.shadowRoot!.textContent ?? '');

async function lobby(page: Page, names: string[], length?: string): Promise<void> {
  await page.getByRole('button', { name: /Play on this device/ }).click();
  const colours = ['Red', 'Blue', 'Green', 'Yellow', 'Black'];
  for (const [i, name] of names.entries()) {
    await page.getByLabel('Name').fill(name);
    await page.getByRole('radio', { name: colours[i] }).click();
    await page.getByRole('button', { name: /^Add .*player$/ }).click();
  }
  await page.getByLabel('Game', { exact: true }).selectOption('new-world');
  if (length) await page.getByLabel('Length').selectOption({ label: length });
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.locator('carc-board').waitFor();
}

/** One turn by keys: the (skip+1)th legal square, turned once, a settler when asked; Enter. */
async function keyTurn(page: Page, skip: number, settler: boolean): Promise<void> {
  const before = (await state(page)).turn;
  for (let i = 0; i <= skip; i++) await page.keyboard.press('n');
  await page.keyboard.press('r');
  if (settler) await page.keyboard.press('f');
  await page.keyboard.press('Enter');
  await page.waitForFunction((t) => (document.querySelector('carc-game') as unknown as Api).state.turn > t, before);
}

describe('New World, hot-seat, through the UI', () => {
  it('plays a whole game chosen in the lobby by keys; the log tells New World scores and the record replays to the scores shown', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${app.url}?seed=s7`);
    await lobby(page, ['Ann', 'Bruno', 'Chiara']);
    expect(await page.locator('carc-game').evaluate((el) => (el as unknown as Api).record().game)).toBe('new-world');
    let turns = 0;
    while (!(await state(page)).finished) {
      await keyTurn(page, (turns * 3) % 7, turns % 4 !== 3);
      turns++;
      if (turns === 30) {
        await page.waitForTimeout(400);
        await screenshot(page, 'new-world-midgame-1440x900');
      }
      expect(turns).toBeLessThanOrEqual(95);
    }
    await page.locator('carc-end-screen').waitFor({ timeout: 10_000 });
    await page.waitForTimeout(900);
    await screenshot(page, 'new-world-end-1440x900');
    const shown = (await state(page)).scores;
    const record = await recordOf(page);
    expect(record.moves).toHaveLength(turns);
    const replay = replayAnyRecord(record);
    expect(replay.ok && replay.kind === 'new-world' && replay.game.finished).toBe(true);
    expect(replay.ok && Array.from(replay.game.scores)).toEqual(shown);
    // the end screen's chart has New World's columns; the log names what New World scores
    const end = await page.locator('carc-end-screen').evaluate((el) => el.shadowRoot!.textContent ?? '');
    expect(end).toContain('Towns');
    expect(end).toContain('Trails');
    // the log tells every surveyor move and every settler sent home that the engine reports
    const log = await logText(page);
    const count = (type: string) => (replay.ok ? replay.events.filter((e) => e.type === type).length : -1);
    // this seed's game (a fixed shuffle and fixed keys) moves surveyors and sends settlers home
    expect(count('surveyor-moved')).toBeGreaterThan(0);
    expect(count('settlers-removed')).toBeGreaterThan(0);
    expect(log.match(/moved a surveyor west/g)?.length ?? 0).toBe(count('surveyor-moved'));
    expect(log.match(/went home: east of the surveyors/g)?.length ?? 0).toBe(count('settlers-removed'));
    expect(log).toMatch(/\+\d+.*: (unfinished )?(town|trail) of \d+ tiles/);
    // the replay scrubs New World positions; the saved file opens again at the end screen
    const boardTiles = () => page.evaluate(() => (document.querySelector('carc-game')!.shadowRoot!.querySelector('carc-board') as unknown as { snapshot: { tiles: unknown[] } }).snapshot.tiles.length);
    const total = await boardTiles();
    await page.getByRole('button', { name: 'Replay the game' }).click();
    const slider = page.getByRole('slider', { name: 'Move shown' });
    await slider.waitFor();
    await page.getByRole('button', { name: 'Pause' }).click();
    await slider.focus();
    await page.keyboard.press('Home');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(boardTiles).toBe(3); // New World has no start tile: three moves, three tiles
    await page.getByRole('button', { name: 'Back to the game' }).click();
    await expect.poll(boardTiles).toBe(total);
    await page.getByRole('button', { name: 'Final scores' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save record' }).click()]);
    await page.getByRole('button', { name: 'New game' }).click();
    await page.locator('input[type=file]').setInputFiles((await download.path())!);
    await page.locator('carc-end-screen').waitFor();
    expect((await state(page)).scores).toEqual(shown);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays a quick game by taps on a phone, with settlers chosen from the list', async () => {
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${app.url}?seed=new-world-phone`);
    await lobby(page, ['Ann', 'Bruno'], 'Quick (16 tiles)');
    let turns = 0;
    while (!(await state(page)).finished) {
      const before = (await state(page)).turn;
      if (turns === 10) {
        // the whole board in view, as a player sees it between turns
        await page.getByRole('button', { name: 'Fit the board to the view' }).click();
        await page.waitForTimeout(500);
        await screenshot(page, 'new-world-midgame-390x844');
      }
      // a legal square in view (not under the top bar or the bottom sheet), tapped
      for (let attempt = 0; attempt < 4 && !(await page.evaluate(() => Boolean((document.querySelector('carc-game') as unknown as Api).flow?.at))); attempt++) {
        await page.waitForTimeout(attempt ? 400 : 100);
        const stage = (await page.locator('main.stage').boundingBox())!;
        const boxes = await Promise.all(
          (
            await page
              .locator('carc-board')
              .getByRole('img', { name: /^Legal square/ })
              .all()
          ).map((l) => l.boundingBox()),
        );
        const inView = boxes.filter((b) => b && b.x > stage.x + 4 && b.y > stage.y + 4 && b.x + b.width < stage.x + stage.width - 4 && b.y + b.height < stage.y + stage.height - 4);
        // a different square each turn, so the board grows westward too
        const box = inView[(turns * 5) % Math.max(1, inView.length)];
        if (box) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
        else await page.keyboard.press('n');
      }
      const add = page.getByRole('button', { name: 'Add a settler' });
      if (turns % 3 !== 2 && (await add.isEnabled())) {
        await add.click();
        await page.locator('.spots button[role=radio]:not([disabled])').nth(1).click();
      }
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.waitForFunction((t) => (document.querySelector('carc-game') as unknown as Api).state.turn > t, before);
      turns++;
      expect(turns).toBeLessThanOrEqual(16);
    }
    await page.locator('carc-end-screen').waitFor({ timeout: 10_000 });
    const replay = replayAnyRecord(await recordOf(page));
    expect(replay.ok && Array.from(replay.game.scores)).toEqual((await state(page)).scores);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const size of [
    { name: '1440x900', width: 1440, height: 900, touch: false },
    { name: '390x844', width: 390, height: 844, touch: true },
  ])
    it(`opens a New World record and lets the player order the town and trail one tile completes, at ${size.name}`, async () => {
      // the engine's scoring-order example: Red's town cap at [0,0], a farm below; AC at [0,1] closes the town and a trail
      const rec = {
        format: 'carcassonne-record/1',
        game: 'new-world',
        players: ['Red', 'Blue'],
        deck: ['C', 'A', 'AC', 'AB'],
        moves: [
          { tile: 'C', at: [0, 0], rot: 180, meeple: 'town:S' },
          { tile: 'A', at: [0, 2], rot: 180 },
        ],
      };
      const dir = mkdtempSync(join(tmpdir(), 'nw-'));
      const file = join(dir, 'order.json');
      writeFileSync(file, JSON.stringify(rec));
      const context = await app.browser.newContext({ viewport: { width: size.width, height: size.height }, isMobile: size.touch, hasTouch: size.touch, deviceScaleFactor: 1 });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(app.url);
      await page.locator('input[type=file]').setInputFiles(file);
      await page.locator('carc-board').waitFor();
      // put AC at [0, 1] turned 0° by keys (N steps through the legal squares, R turns)
      const index = await page.evaluate(() => (document.querySelector('carc-game') as unknown as Api).flow!.squares.findIndex(([x, y]) => x === 0 && y === 1));
      expect(index).toBeGreaterThanOrEqual(0);
      for (let i = 0; i <= index; i++) await page.keyboard.press('n');
      for (let i = 0; i < 4 && (await page.evaluate(() => (document.querySelector('carc-game') as unknown as Api).flow!.rot)) !== 0; i++) await page.keyboard.press('r');
      await page.getByRole('button', { name: 'Add a settler' }).click();
      await page.locator('.spots button[role=radio]', { hasText: /trail/ }).click();
      const picker = page.locator('carc-order-picker');
      await picker.waitFor();
      expect(await picker.getByRole('listitem').allTextContents()).toEqual([expect.stringMatching(/town/), expect.stringMatching(/trail/)]);
      // pointing at a feature of the order outlines its squares on the board
      const highlight = () => page.evaluate(() => (document.querySelector('carc-game')!.shadowRoot!.querySelector('carc-board') as unknown as { highlight: number[][] }).highlight.map(String).sort());
      if (!size.touch) {
        await picker.getByRole('listitem').nth(1).hover();
        await expect.poll(highlight).toEqual(['0,1', '0,2']);
        await picker.getByRole('listitem').nth(0).hover();
        await expect.poll(highlight).toEqual(['0,0', '0,1']);
      }
      // on the board: the features are numbered in scoring order; tapping the trail's "2" scores it first
      const badges = page.locator('carc-board .order-badge');
      expect(await badges.evaluateAll((els) => els.map((b) => `${b.getAttribute('data-order')} ${b.textContent!.trim()}`))).toEqual(['town:N 1', 'trail:S 2']);
      const badge = page.locator('carc-board [data-order="trail:S"]');
      if (size.touch) {
        await badge.tap();
      } else await badge.click();
      await expect.poll(() => badges.evaluateAll((els) => els.map((b) => b.getAttribute('data-order')))).toEqual(['trail:S', 'town:N']);
      expect((await picker.getByRole('listitem').allTextContents())[0]).toMatch(/trail/);
      // and on the panel: the town earlier, then the trail again
      await picker.getByRole('button', { name: /town earlier/ }).click();
      expect((await picker.getByRole('listitem').allTextContents())[0]).toMatch(/town/);
      await picker.getByRole('button', { name: /trail earlier/ }).click();
      expect((await picker.getByRole('listitem').allTextContents())[0]).toMatch(/trail/);
      await screenshot(page, `new-world-order-${size.name}`);
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect.poll(async () => (await state(page)).turn).toBe(3);
      expect((await recordOf(page)).moves[2]).toEqual({ tile: 'AC', at: [0, 1], rot: 0, meeple: 'trail:S', order: ['trail:S', 'town:N'] });
      // trail first: the surveyor it moves stands in the town's column when the town scores (+4)
      expect((await state(page)).scores).toEqual([2 + 4 + 4, 0]);
      const log = await logText(page);
      expect(log).toContain('Red +2: trail of 2 tiles, 1 point each');
      expect(log).toContain('Red +8: town of 2 tiles, 2 points each + 4 surveyor bonus');
      expect(log).toContain('moved a surveyor west, from column 1 to 0');
      expect(errors).toEqual([]);
      await context.close();
    });
});
