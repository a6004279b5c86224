/**
 * A friend who leaves does not stall the table: an online game in two Chromium contexts (two
 * browsers' storage, so two identities) with 15 seconds of patience. Mid-game Bob closes his tab on
 * his turn; Ann sees the countdown, then votes to skip his turns once it is overdue, and plays the
 * game to its end alone while Bob's turns pass by themselves. Bob then opens the game link again in
 * his browser (his key for the room is still in its IndexedDB) and finds the finished table with
 * the final scores. In another game Bob opens the link again while it goes on: he is back in his
 * seat, is told which of his turns passed without him, and plays his next turn (while he is away the
 * host is offered to give him the seat back). Signaling is y-webrtc's server on 127.0.0.1 and ICE servers are off.
 * Screenshots of the banner at a phone's and a laptop's size go to test-output/screenshots/.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appInChromium, collectErrors, screenshot, startSignaling } from './ui-helpers/app.js';
import { playNextSquare } from './ui-helpers/legal-square.js';
import { sit, type AppState } from './ui-helpers/online-game.js';

const app = appInChromium(['--disable-features=WebRtcHideLocalIpsWithMdns']);
let signaling: { url: string; stop: () => void };
beforeAll(async () => {
  signaling = await startSignaling();
});
afterAll(() => signaling?.stop());

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1440, height: 900 };

type Api = { state: Omit<AppState, 'players'> & { players: { name: string; away?: boolean }[] }; legalMoves(): unknown[]; play(m: unknown): Promise<void>; start(o: unknown): Promise<void> };
const stateOf = (page: Page) => page.evaluate(() => (document.querySelector('carc-game') as unknown as Api).state);
/** The board fitted to the window (after a resize, or a game that grew), for a screenshot. */
async function settled(page: Page, viewport?: { width: number; height: number }) {
  if (viewport) await page.setViewportSize(viewport);
  await page.evaluate(() => (document.querySelector('carc-game') as unknown as { controls: { fitBoard(): void } }).controls.fitBoard());
}

const noErrors = (errors: string[]) => expect(errors.filter((e) => !/WebSocket|ERR_CONNECTION/.test(e))).toEqual([]);

/** The seat to move plays its tile through the keys (next square, Enter), and both pages see the next turn. */
async function playByKeys(pages: Page[], turn: number) {
  const states = await Promise.all(pages.map(stateOf));
  const mover = pages[states.findIndex((s) => s.current === s.mySeat)];
  await playNextSquare(mover);
  // the watcher's draw closes first (its link completes the round), the mover's a moment later
  for (const p of pages) await expect.poll(async () => (await stateOf(p)).turn, { timeout: 20_000 }).toBe(turn + 1);
}

type Window = { context: BrowserContext; page: Page };

/**
 * Ann hosts a quick game with the shortest patience the table takes (the lobby offers 30 s and
 * more), Bob joins from a browser of his own, and three moves are played through the keys: Bob's
 * turn comes next.
 */
async function tableOfTwo(errors: string[][]): Promise<{ ann: Window; bob: Window; link: string }> {
  // reduced motion: screenshots show the end dialog and the board where they settle, not midway
  const options = { viewport: LAPTOP, reducedMotion: 'reduce' as const };
  const ann: Window = { context: await app.browser.newContext(options), page: null! };
  const bob: Window = { context: await app.browser.newContext(options), page: null! };
  ann.page = await ann.context.newPage();
  bob.page = await bob.context.newPage();
  errors.push(collectErrors(ann.page), collectErrors(bob.page));
  await ann.page.goto(`${app.url}?signaling=${encodeURIComponent(signaling.url)}&ice=none`);
  await ann.page.getByRole('button', { name: /Play online/ }).click();
  const linkBox = ann.page.getByRole('textbox', { name: 'Game link' });
  await expect.poll(() => linkBox.inputValue()).toContain('#');
  const link = await linkBox.inputValue();
  await sit(ann.page, 'Ann', 'Red');
  await bob.page.goto(link);
  await sit(bob.page, 'Bob', 'Blue');
  await expect.poll(async () => (await stateOf(ann.page)).players.map((p) => p.name), { timeout: 30_000 }).toEqual(['Ann', 'Bob']);
  expect(await ann.page.getByLabel('Patience').count(), 'the host of an online game chooses the patience').toBe(1);
  void ann.page.evaluate(() => (document.querySelector('carc-game') as unknown as Api).start({ tiles: 16, patience: 15 }).catch(() => {}));
  for (const p of [ann.page, bob.page]) await expect.poll(async () => (await stateOf(p)).phase, { timeout: 30_000 }).toBe('playing');
  for (let turn = 0; turn < 3; turn++) await playByKeys([ann.page, bob.page], turn);
  expect((await stateOf(ann.page)).current).toBe(1); // Bob's turn
  return { ann, bob, link };
}

/**
 * Bob closes his tab on his turn: once the wait has lasted a third of the patience (his presence
 * lingers a while, so he still looks online), Ann sees whom the table waits for and the countdown,
 * then the vote once it is overdue; she votes to skip. Screenshots at both sizes when `shots`.
 */
async function leaveAndSkip(ann: Window, bob: Window, shots: boolean) {
  await bob.page.close();
  // a phone shows a plain countdown under the turn instead of over its board: the banner on screen
  const banner = ann.page.locator('carc-stall-banner:visible');
  await expect.poll(() => banner.getByText(/Waiting for Bob — 0:\d\d/).count(), { timeout: 15_000 }).toBe(1);
  expect(await banner.getByRole('button').count(), 'no vote before the countdown ends').toBe(0);
  if (shots) {
    await settled(ann.page);
    await screenshot(ann.page, 'stall-countdown-laptop');
    await settled(ann.page, PHONE);
    await screenshot(ann.page, 'stall-countdown-phone');
  }
  const skip = banner.getByRole('button', { name: 'Skip Bob’s turns' });
  await expect.poll(() => skip.count(), { timeout: 30_000 }).toBe(1);
  await expect.poll(() => banner.getByText(/Bob has kept the table waiting for 0:\d\d\./).count()).toBe(1);
  expect(await banner.getByRole('button', { name: 'Wait longer' }).count()).toBe(1);
  if (shots) {
    await settled(ann.page);
    await screenshot(ann.page, 'stall-overdue-phone');
    await settled(ann.page, LAPTOP);
    await screenshot(ann.page, 'stall-overdue-laptop');
  }
  await skip.click();
  await expect.poll(async () => (await stateOf(ann.page)).players[1].away, { timeout: 20_000 }).toBe(true);
  await expect.poll(() => banner.count()).toBe(0);
  await expect.poll(() => ann.page.locator('.side-scores').getByText('away', { exact: true }).count()).toBe(1);
}

describe('a player who leaves mid-game', () => {
  it('is voted away after the countdown, the game ends without them, and they come back to the finished table', async () => {
    const errors: string[][] = [];
    const { ann, bob, link } = await tableOfTwo(errors);
    const before = await stateOf(ann.page);
    await leaveAndSkip(ann, bob, true);

    // Bob is away: his turn passes by itself, and Ann plays on
    await expect.poll(async () => (await stateOf(ann.page)).turn, { timeout: 20_000 }).toBeGreaterThan(before.turn);
    await settled(ann.page);
    await screenshot(ann.page, 'stall-away-laptop');
    for (let guard = 0; guard < 200; guard++) {
      const s = await stateOf(ann.page);
      if (s.finished) break;
      // Ann's moves only: Bob's turns are passed by the table, never played here
      if (s.current === s.mySeat) {
        await ann.page.evaluate(async () => {
          const el = document.querySelector('carc-game') as unknown as Api;
          const moves = el.legalMoves();
          if (moves.length) await el.play(moves[Math.floor(moves.length / 2)]).catch(() => {});
        });
      } else
        await expect
          .poll(
            async () => {
              const t = await stateOf(ann.page);
              return t.turn !== s.turn || t.finished || t.current === t.mySeat;
            },
            { timeout: 20_000 },
          )
          .toBe(true);
    }
    const end = await stateOf(ann.page);
    expect(end.finished).toBe(true);
    await expect.poll(() => ann.page.getByRole('dialog', { name: 'Final scores' }).count(), { timeout: 10_000 }).toBe(1);
    const log = ann.page.locator('carc-log');
    expect(await log.getByText('Bob was away: the turn passed').count()).toBeGreaterThan(0);

    // Bob opens the link again in his browser: his seat, the finished table, the same scores
    bob.page = await bob.context.newPage();
    errors.push(collectErrors(bob.page));
    await bob.page.goto(link);
    await expect.poll(async () => (await stateOf(bob.page)).finished, { timeout: 30_000 }).toBe(true);
    const back = await stateOf(bob.page);
    expect(back.mySeat).toBe(1);
    expect(back.scores).toEqual(end.scores);
    expect(back.turn).toBe(end.turn);
    await expect.poll(() => bob.page.getByRole('dialog', { name: 'Final scores' }).count(), { timeout: 10_000 }).toBe(1);
    expect(
      (await stateOf(bob.page)).players.map((p) => p.away),
      'nobody is away from a finished table',
    ).toEqual([false, false]);
    await settled(bob.page);
    await screenshot(bob.page, 'stall-back-finished-laptop');
    for (const e of errors) noErrors(e);
    await ann.context.close();
    await bob.context.close();
  });

  it('gets the seat back by opening the link again, and plays the next turn', async () => {
    const errors: string[][] = [];
    const { ann, bob, link } = await tableOfTwo(errors);
    await leaveAndSkip(ann, bob, false);
    // Bob's turn passed: Ann's turn, which she keeps until Bob is back
    await expect
      .poll(
        async () => {
          const s = await stateOf(ann.page);
          return s.current === s.mySeat && s.turn === 4;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    // the host may give Bob's seat back (shown while he is away; screenshots of the control)
    await expect.poll(() => ann.page.getByRole('button', { name: 'Give Bob the seat back' }).count()).toBe(1);
    await settled(ann.page);
    await screenshot(ann.page, 'seat-give-back-laptop');
    await settled(ann.page, PHONE);
    await screenshot(ann.page, 'seat-give-back-phone');
    await settled(ann.page, LAPTOP);
    bob.page = await bob.context.newPage();
    errors.push(collectErrors(bob.page));
    await bob.page.goto(link);
    // his browser writes that he is back: no badge on either side (the new tab first reconnects
    // over WebRTC, which can take long on a loaded machine: 60 s, as online-static allows)
    await expect.poll(async () => (await stateOf(ann.page)).players[1].away, { timeout: 60_000 }).toBe(false);
    await expect.poll(async () => (await stateOf(bob.page)).players.map((p) => p.away), { timeout: 60_000 }).toEqual([false, false]);
    expect((await stateOf(bob.page)).mySeat).toBe(1);
    expect(await ann.page.locator('.side-scores').getByText('away', { exact: true }).count()).toBe(0);
    await expect.poll(async () => (await stateOf(bob.page)).turn, { timeout: 30_000 }).toBe(4);
    // Bob is told which of his turns passed without him
    await expect.poll(() => bob.page.getByText('One of your turns passed while you were away: turn 4 was skipped. You play your next turn yourself.').count()).toBe(1);
    await settled(bob.page);
    await screenshot(bob.page, 'seat-returned-laptop');
    await settled(bob.page, PHONE);
    await screenshot(bob.page, 'seat-returned-phone');
    await settled(bob.page, LAPTOP);
    await playByKeys([ann.page, bob.page], 4);
    // Bob's own turn is his again, not passed
    await playByKeys([ann.page, bob.page], 5);
    const log = ann.page.locator('carc-log');
    expect(await log.getByText('Bob was away: the turn passed').count()).toBe(1);
    expect(await log.getByText('Bob placed a tile').count()).toBe(2);
    await settled(bob.page);
    await screenshot(bob.page, 'stall-back-playing-laptop');
    for (const e of errors) noErrors(e);
    await ann.context.close();
    await bob.context.close();
  });
});
