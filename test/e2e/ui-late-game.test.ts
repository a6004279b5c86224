/**
 * Late in a game (issue 22), in the app, at 390×844 with real touch and at 1440×900 with a mouse:
 * a game at move 60 with five players, the move played last marked on the board, its score
 * floating as a chip inside the board; on the phone, after Fit, legal squares are smaller than a
 * finger, so the first tap zooms there (the tapped square stays under the finger) and the second
 * places the tile on it; on the laptop a click places at once. Screenshots in test-output/screenshots/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInChromium, collectErrors, screenshot } from './ui-helpers/app.js';
import { LAPTOP, PHONE, settledBoxes } from './ui-helpers/touch.js';

const app = appInChromium([], { sources: true });

type Box = { x: number; y: number; width: number; height: number };
type Api = HTMLElement & { flow: { at: [number, number] | null } | null; state: { turn: number } };
const flowAt = (page: Page) => page.evaluate(() => (document.querySelector('carc-game') as Api).flow?.at ?? null);
const squarePx = (page: Page) => page.evaluate(() => (document.querySelector('carc-game')!.shadowRoot!.querySelector('carc-board') as unknown as { view: { zoom: number } }).view.zoom * 100);

/**
 * Opens a hot-seat game of five at move 59 (bots' and random moves, from a seed), then plays the
 * move that scores most, as Eve would; returns its square.
 */
async function lateGame(page: Page): Promise<[number, number]> {
  await page.goto(app.url);
  await page.getByRole('button', { name: /Play on this device/ }).waitFor();
  return page.evaluate(async () => {
    const load = new Function('path', 'return import(path)') as (path: string) => Promise<any>;
    const E = await load('/src/engine/index.ts');
    const B = await load('/src/bots/index.ts');
    const made = E.createGame({ players: ['Ada', 'Bruno', 'Cleo', 'Dan', 'Eve'], seed: 'late-shot-3' });
    const rng = E.Rng.fromSeed('late-shot-3');
    for (let i = 0; i < 59; i++) made.game.play(i % 3 ? B.chooseMove(made.game, { level: 'medium', seed: 's' }).move : E.randomMove(made.game, rng));
    const el = document.querySelector('carc-game') as any;
    // the label stays while the test looks at it, however slow the machine
    el.style.setProperty('--carc-score-duration', '60s');
    el.importRecord(JSON.stringify(E.exportRecord(made.game)));
    await el.updateComplete;
    let best = el.legalMoves()[0];
    let most = -1;
    for (const m of el.legalMoves()) {
      const r = E.applyMove(made.game, m);
      const points = r.ok ? r.events.filter((e: any) => e.type === 'scored').reduce((n: number, e: any) => n + e.points, 0) : -1;
      if (points > most) [best, most] = [m, points];
    }
    await el.play(best);
    if (most <= 0) throw new Error('no scoring move at move 60 for this seed');
    return best.at;
  });
}

/** The board's box, the chip's (once it shows), and the last move's square. */
async function boardState(page: Page) {
  await page.locator('carc-board .score-float').waitFor();
  return page.evaluate(() => {
    const board = document.querySelector('carc-game')!.shadowRoot!.querySelector('carc-board')!;
    const chip = board.shadowRoot!.querySelector('.score-float');
    return {
      board: board.getBoundingClientRect().toJSON() as DOMRect,
      chip: (chip?.getBoundingClientRect().toJSON() as DOMRect | undefined) ?? null,
      last: board.shadowRoot!.querySelector('.last-move')?.getAttribute('data-at') ?? null,
    };
  });
}

/** A legal square whole in view, clear of the top bar, the sheet and the zoom buttons: its box and square. */
async function squareInView(page: Page): Promise<{ box: Box; at: [number, number] }> {
  await settledBoxes(page, 'carc-board .cand');
  const stage = (await page.locator('main.stage').boundingBox())!;
  const all = await page.locator('carc-game').evaluate((g) =>
    [...g.shadowRoot!.querySelector('carc-board')!.shadowRoot!.querySelectorAll('.cand')].map((c) => {
      const r = c.getBoundingClientRect();
      return { box: { x: r.x, y: r.y, width: r.width, height: r.height }, at: [Number(c.getAttribute('data-x')), Number(c.getAttribute('data-y'))] as [number, number] };
    }),
  );
  const inView = all.filter(({ box: b }) => b.x > stage.x + 8 && b.y > stage.y + 8 && b.x + b.width < stage.x + stage.width - 64 && b.y + b.height < stage.y + stage.height - 8);
  expect(inView.length).toBeGreaterThan(0);
  return inView[Math.floor(inView.length / 2)];
}

describe('late game', () => {
  it('on a phone at move 60: the last move marked, its score readable inside the board, and a tap lands on the square meant', async () => {
    const context = await app.browser.newContext(PHONE);
    const page = await context.newPage();
    const errors = collectErrors(page);
    const at = await lateGame(page);
    const shown = await boardState(page);
    expect(shown.last).toBe(`${at[0]},${at[1]}`);
    expect(shown.chip, 'the score floats').not.toBe(null);
    for (const [a, b] of [
      [shown.chip!.left, shown.board.left],
      [shown.chip!.top, shown.board.top],
      [shown.board.right, shown.chip!.right],
      [shown.board.bottom, shown.chip!.bottom],
    ])
      expect(a, 'inside the board').toBeGreaterThanOrEqual(b);
    expect(shown.board.right, 'the board fits the screen').toBeLessThanOrEqual(390);
    await screenshot(page, 'late-game-phone-score');

    // Fit, as a player does to see everything: the squares are then smaller than a finger
    await page.getByRole('button', { name: 'Fit the board to the view' }).tap();
    await settledBoxes(page, 'carc-board .cand');
    expect(await squarePx(page)).toBeLessThan(44);
    const aim = await squareInView(page);
    const finger = [aim.box.x + aim.box.width * 0.6, aim.box.y + aim.box.height * 0.4] as const;
    await page.touchscreen.tap(...finger);
    await settledBoxes(page, 'carc-board .cand');
    expect(await flowAt(page), 'the first tap only zooms').toBe(null);
    expect(await squarePx(page)).toBeGreaterThanOrEqual(44);
    const under = await page.locator('carc-game').evaluate((g, a) => {
      const c = g.shadowRoot!.querySelector('carc-board')!.shadowRoot!.querySelector(`.cand[data-x="${a[0]}"][data-y="${a[1]}"]`)!;
      return c.getBoundingClientRect().toJSON() as DOMRect;
    }, aim.at);
    expect(finger[0]).toBeGreaterThan(under.left);
    expect(finger[0]).toBeLessThan(under.right);
    expect(finger[1]).toBeGreaterThan(under.top);
    expect(finger[1]).toBeLessThan(under.bottom);
    await screenshot(page, 'late-game-phone-zoomed');
    await page.touchscreen.tap(...finger);
    await expect.poll(() => flowAt(page)).toEqual(aim.at);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a laptop at move 60: the last move marked, the score inside the board, a click places at once', async () => {
    const context = await app.browser.newContext(LAPTOP);
    const page = await context.newPage();
    const at = await lateGame(page);
    const shown = await boardState(page);
    expect(shown.last).toBe(`${at[0]},${at[1]}`);
    expect(shown.chip!.left).toBeGreaterThanOrEqual(shown.board.left);
    expect(shown.chip!.right).toBeLessThanOrEqual(shown.board.right);
    await screenshot(page, 'late-game-laptop-score');
    const aim = await squareInView(page);
    await page.mouse.click(aim.box.x + aim.box.width / 2, aim.box.y + aim.box.height / 2);
    await expect.poll(() => flowAt(page)).toEqual(aim.at);
    await context.close();
  });
});
