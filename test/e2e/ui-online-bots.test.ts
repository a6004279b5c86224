/**
 * A bot at an online table (issue 12): Ann hosts and seats an easy bot from the lobby, Bob joins
 * from a browser of his own and sees the bot's seat, and Ann starts a quick game that allows hints.
 * The bot plays its own turns; Bob takes a hint on one of his. Then Ann closes her tab: Bob votes
 * her turns away once the countdown ends, and the bot she added keeps playing with him to the end
 * (its moves written by Bob's browser, checked by the sync layer like anyone's). Signaling is
 * y-webrtc's server on 127.0.0.1 and ICE servers are off.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appInChromium, collectErrors, screenshot, startSignaling } from './ui-helpers/app.js';
import { playNextSquare, tilePlaced } from './ui-helpers/legal-square.js';
import { sit } from './ui-helpers/online-game.js';

const app = appInChromium(['--disable-features=WebRtcHideLocalIpsWithMdns']);
let signaling: { url: string; stop: () => void };
beforeAll(async () => {
  signaling = await startSignaling();
});
afterAll(() => signaling?.stop());

type State = { phase: string; turn: number; finished: boolean; current: number; mySeat: number | null; players: { name: string; bot?: string; away?: boolean }[] };
const stateOf = (page: Page): Promise<State> => page.evaluate(() => (document.querySelector('carc-game') as unknown as { state: State }).state);
const noErrors = (errors: string[]) => expect(errors.filter((e) => !/WebSocket|ERR_CONNECTION/.test(e))).toEqual([]);
/** moves the bot made, as the log tells them */
const botMoves = (page: Page) => page.locator('carc-log').getByText('Easy bot placed a tile').count();

/** What the page's session waits for, its stall and connection, and the chain's last entries: said when a wait fails. */
const sessionOf = (page: Page) =>
  page.evaluate(() => {
    const s = (document.querySelector('carc-game') as unknown as { table: { session: import('../../src/sync/session.js').GameSession } }).table.session;
    return JSON.stringify({
      waitingFor: s.waitingFor,
      stall: s.stall,
      status: s.status,
      peers: s.peers.length,
      seats: s.seats,
      chain: s.chain.slice(-6).map((e) => [e.kind, e.author.slice(0, 6), e.body]),
    });
  });

/** Waits until the turn moves past `turn` (or the game ends) on this page. */
const turnPasses = async (page: Page, turn: number, timeout = 30_000) => {
  try {
    await expect
      .poll(
        async () => {
          const s = await stateOf(page);
          return s.turn > turn || s.finished;
        },
        { timeout },
      )
      .toBe(true);
  } catch (e) {
    throw new Error(`the turn stayed at ${turn}; the session: ${await sessionOf(page)}`, { cause: e });
  }
};

describe('a bot at an online table', () => {
  it('is seated by the host, plays its turns, and keeps playing with the guest after the host closes her tab', async () => {
    const options = { viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' as const };
    const contexts: BrowserContext[] = [await app.browser.newContext(options), await app.browser.newContext(options)];
    const [ann, bob] = await Promise.all(contexts.map((c) => c.newPage()));
    const errors = [collectErrors(ann), collectErrors(bob)];
    await ann.goto(`${app.url}?signaling=${encodeURIComponent(signaling.url)}&ice=none`);
    await ann.getByRole('button', { name: /Play online/ }).click();
    const linkBox = ann.getByRole('textbox', { name: 'Game link' });
    await expect.poll(() => linkBox.inputValue()).toContain('#');
    const link = await linkBox.inputValue();
    await sit(ann, 'Ann', 'Red');
    // the host seats a bot from the lobby
    await ann.getByLabel('Bot level').selectOption('easy');
    await ann.getByRole('button', { name: 'Seat a bot' }).click();
    await expect
      .poll(async () => (await stateOf(ann)).players.map((p) => [p.name, p.bot ?? null]))
      .toEqual([
        ['Ann', null],
        ['Easy bot', 'easy'],
      ]);
    await bob.goto(link);
    expect(await bob.getByRole('button', { name: 'Seat a bot' }).count(), 'only the host seats bots').toBe(0);
    await sit(bob, 'Bob', 'Blue');
    // the bot sits after the players, and both lobbies show it as a bot
    for (const p of [ann, bob]) {
      await expect.poll(async () => (await stateOf(p)).players.map((x) => x.name), { timeout: 30_000 }).toEqual(['Ann', 'Bob', 'Easy bot']);
      expect(await p.locator('carc-lobby .bot-tag').getByText('Bot · Easy').count()).toBe(1);
    }
    await screenshot(ann, 'online-bot-lobby-laptop');
    await bob.setViewportSize({ width: 390, height: 844 });
    await bob.locator('carc-lobby .bot-tag').scrollIntoViewIfNeeded();
    await screenshot(bob, 'online-bot-lobby-phone');
    await bob.setViewportSize({ width: 1440, height: 900 });
    void ann.evaluate(() => (document.querySelector('carc-game') as unknown as { start(o: unknown): Promise<void> }).start({ tiles: 14, patience: 15, hints: true }).catch(() => {}));
    for (const p of [ann, bob]) await expect.poll(async () => (await stateOf(p)).phase, { timeout: 30_000 }).toBe('playing');

    // a round with everyone here: the people by keys, the bot by itself; Bob takes a hint on his turn
    let hinted = false;
    while ((await botMoves(bob)) < 1) {
      const s = await stateOf(bob);
      const mover = s.current === 0 ? ann : s.current === 1 ? bob : null;
      if (mover === bob && !hinted) {
        await bob.getByRole('button', { name: 'Hint' }).click();
        await expect.poll(() => tilePlaced(bob), { timeout: 15_000 }).toBe(true);
        // Enter confirms the hint's placement, as the hint says (the focus has moved to Confirm)
        await bob.keyboard.press('Enter');
        hinted = true;
      } else if (mover) await playNextSquare(mover);
      await turnPasses(bob, s.turn);
    }

    // Ann leaves; Bob plays on with the bot, voting Ann's turns away once her countdown ends
    await ann.close();
    const before = await botMoves(bob);
    const skip = bob.locator('carc-stall-banner').getByRole('button', { name: 'Skip Ann’s turns' });
    for (let guard = 0; guard < 200; guard++) {
      const s = await stateOf(bob);
      if (s.finished) break;
      if (s.current === s.mySeat && !(await skip.count())) {
        if (!hinted) {
          await bob.getByRole('button', { name: 'Hint' }).click();
          await expect.poll(() => tilePlaced(bob), { timeout: 15_000 }).toBe(true);
          await bob.getByRole('button', { name: 'Confirm' }).click();
          hinted = true;
        } else await playNextSquare(bob);
      }
      // the table moves on, or waits on Ann (her turn, or her link for a draw) until her countdown ends: then Bob skips her
      await expect.poll(async () => (await skip.count()) > 0 || (await stateOf(bob)).turn > s.turn || (await stateOf(bob)).finished, { timeout: 45_000 }).toBe(true);
      if (await skip.count()) {
        await skip.click();
        await expect.poll(async () => (await stateOf(bob)).players[0].away, { timeout: 20_000 }).toBe(true);
      }
    }
    const end = await stateOf(bob);
    expect(end.finished).toBe(true);
    expect(hinted).toBe(true);
    expect(await botMoves(bob)).toBeGreaterThan(before);
    expect(await bob.locator('carc-log').getByText('Ann was away: the turn passed').count()).toBeGreaterThan(0);
    await screenshot(bob, 'online-bot-finished-laptop');
    for (const e of errors) noErrors(e);
    for (const c of contexts) await c.close();
  });
});
