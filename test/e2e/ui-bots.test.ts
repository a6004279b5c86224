/**
 * A hot-seat game of one person against two bots through the UI alone: the bots are seated with
 * the lobby's "Seat a bot", the person's turns are clicks on the board (with a hint taken on the
 * first), the bots' turns show their thinking state and play by themselves. The saved record names
 * the bot seats and replays to the scores shown. A bot's tile slides onto the board from the
 * panel (seen mid-slide on a phone and a laptop), and Escape lands it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { replayRecord, type GameRecord } from '../../src/engine/index.js';
import { appInChromium, collectErrors, screenshot } from './ui-helpers/app.js';
import { placeOnLegalSquare, tilePlaced } from './ui-helpers/legal-square.js';

const DECK = 'E,U,V,J,B,D,K,H,L';

const app = appInChromium();

const state = (page: Page) => page.evaluate(() => (document.querySelector('carc-game') as unknown as { state: { turn: number; current: number; finished: boolean; scores: number[] } }).state);
/** The person's turn by clicks: a legal square in view, then Confirm. */
async function clickTurn(page: Page): Promise<void> {
  await placeOnLegalSquare(page);
  expect(await tilePlaced(page)).toBe(true);
  await page.getByRole('button', { name: 'Confirm' }).click();
}

describe('one person against two bots, through the UI', () => {
  it('seats the bots from the lobby, plays to the end with the bots moving by themselves, and the record replays', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 860 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${app.url}?deck=${DECK}`);
    await page.getByRole('button', { name: /Play on this device/ }).click();
    await page.getByLabel('Name').fill('Alice');
    await page.getByRole('button', { name: /^Add/ }).click();
    await page.getByLabel('Bot level').selectOption('hard');
    await page.getByRole('button', { name: 'Seat a bot' }).click();
    await page.getByLabel('Bot level').selectOption('easy');
    await page.getByRole('button', { name: 'Seat a bot' }).click();
    await expect.poll(() => page.getByText('Easy bot').count()).toBeGreaterThan(0);
    await screenshot(page, 'bots-lobby');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.locator('carc-board').waitFor();
    let hinted = false;
    let sawThinking = false;
    for (let guard = 0; !(await state(page)).finished; guard++) {
      expect(guard).toBeLessThan(40);
      const s = await state(page);
      if (s.current === 0) {
        if (!hinted) {
          // the hint puts a placement on the board; the person confirms it
          await page.getByRole('button', { name: 'Hint' }).click();
          await expect.poll(() => tilePlaced(page), { timeout: 10_000 }).toBe(true);
          await page.getByRole('button', { name: 'Confirm' }).click();
          hinted = true;
        } else await clickTurn(page);
      } else if (await page.getByText(/is thinking|plays$/).count()) sawThinking = true;
      await page.waitForFunction(
        (t) => {
          const st = (document.querySelector('carc-game') as unknown as { state: { turn: number; finished: boolean } }).state;
          return st.turn > t || st.finished;
        },
        s.turn,
        { timeout: 15_000 },
      );
    }
    expect(hinted).toBe(true);
    expect(sawThinking).toBe(true);
    await page.locator('carc-end-screen').waitFor({ timeout: 10_000 });
    await screenshot(page, 'bots-end');
    const shown = (await state(page)).scores;
    const record = await page.evaluate(() => (document.querySelector('carc-game') as unknown as { record(): GameRecord }).record());
    expect(record.players.map((p) => (typeof p === 'object' ? (p.bot ?? null) : null))).toEqual([null, 'hard', 'easy']);
    const replay = replayRecord(record);
    expect(replay.ok && Array.from(replay.game.scores)).toEqual(shown);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ]) {
    it(`slides a bot's tile onto the board from the panel at ${width}x${height}, and Escape lands it`, async () => {
      const context = await app.browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, isMobile: width < 500, hasTouch: width < 500 });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${app.url}?deck=${DECK}`);
      await page.evaluate(async () => {
        await customElements.whenDefined('carc-game');
        const el = document.querySelector('carc-game') as unknown as {
          host(o: object): Promise<void>;
          sit(p: object): Promise<void>;
          start(): Promise<void>;
          play(m: unknown): Promise<void>;
          legalMoves(): unknown[];
        };
        await el.host({ hotseat: true });
        await el.sit({ name: 'Alice' });
        await el.sit({ bot: 'greedy' });
        await el.start();
        await el.play(el.legalMoves()[1]);
      });
      const board = () => document.querySelector('carc-game')!.shadowRoot!.querySelector('carc-board') as HTMLElement & { arriving: [number, number] | null; shadowRoot: ShadowRoot };
      // the bot plays after its pause: hold its slide, let the board settle on its new view, look at it part way
      await page.waitForFunction(`(${board})().arriving !== null`, null, { timeout: 10_000, polling: 10 });
      await page.evaluate(`(${board})().shadowRoot.querySelector('.arrival').getAnimations()[0].pause()`);
      await page.waitForFunction(`!(${board})().shadowRoot.querySelector('.viewport').classList.contains('moving')`, null, { timeout: 5000 });
      // a render while the view settled may have drawn the slide again: look at the one running now
      await page.waitForFunction(`(${board})().shadowRoot.querySelector('.arrival')?.getAnimations().length > 0`, null, { timeout: 5000 });
      const where = (await page.evaluate(`(() => {
        const b = (${board})();
        const a = b.shadowRoot.querySelector('.arrival');
        const anim = a.getAnimations()[0];
        anim.pause();
        anim.currentTime = anim.effect.getComputedTiming().duration * 0.35;
        const r = a.querySelector('use').getBoundingClientRect();
        const [x, y] = b.arriving;
        const v = b.view;
        const box = b.getBoundingClientRect();
        const px = 100 * v.zoom;
        return { tile: [r.left + r.width / 2, r.top + r.height / 2], square: [box.left + box.width / 2 + (x - v.x) * px, box.top + box.height / 2 + (y - v.y) * px], px };
      })()`)) as { tile: [number, number]; square: [number, number]; px: number };
      await screenshot(page, `bots-slide-${width}`);
      expect(Math.hypot(where.tile[0] - where.square[0], where.tile[1] - where.square[1]), 'part way, not yet on its square').toBeGreaterThan(where.px / 4);
      await page.keyboard.press('Escape');
      await page.waitForFunction(`(${board})().arriving === null`, null, { timeout: 5000 });
      expect(await page.evaluate(`(${board})().shadowRoot.querySelector('.arrival')`)).toBe(null);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
