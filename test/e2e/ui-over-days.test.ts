/**
 * Play over days in the app (issue 24): two browsers that are never open at the same time. Ann opens
 * a table, chooses "Play over days" and closes her tab; Bob opens the link, finds her there from the
 * relays, asks to sit and closes his; Ann comes back, her browser lets him in, she starts; then each
 * opens the link in turn, sees the table as it stands, plays and closes. Signaling and the relays run
 * on 127.0.0.1 (a y-webrtc server and a Nostr relay); nothing leaves the machine.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNostrRelay, type NostrRelay } from '../../scripts/nostr-relay.js';
import { collectErrors, launchChromium, screenshot, startApp, startSignaling, type AppServer } from './ui-helpers/app.js';

let server: AppServer;
let url: string;
let browser: Browser;
let signaling: { url: string; stop: () => void };
let relay: NostrRelay;
/** the stored events the relay was sent, and every frame it was sent */
let stored = 0;
let frames = 0;

beforeAll(async () => {
  ({ server, url } = await startApp());
  signaling = await startSignaling();
  relay = await startNostrRelay({
    port: 0,
    quiet: true,
    onFrame: (d, text) => {
      if (d !== 'in') return;
      frames++;
      if (text.startsWith('["EVENT"') && text.includes('"kind":4550')) stored++;
    },
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await relay?.close();
  signaling?.stop();
});

type State = { phase: string; turn: number; current: number; mySeat: number | null; players: { name: string }[] };
type Api = {
  state: State;
  legalMoves(): unknown[];
  play(m: unknown): Promise<void>;
  table: { session: { keeping: { ready: Promise<unknown>; idle(): Promise<void> } | null; whenIdle(): Promise<void>; book: { state: { pending: unknown } } } } | null;
};
const stateOf = (page: Page) => page.evaluate(() => (document.querySelector('carc-game') as unknown as Api).state);

/** The page's table has taken in what the relays keep, and sent them all it wrote. */
async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => !!(document.querySelector('carc-game') as unknown as Api).table?.session.keeping), { timeout: 30_000 }).toBe(true);
  await page.evaluate(async () => {
    const { session } = (document.querySelector('carc-game') as unknown as Api).table!;
    await session.keeping!.ready;
    await session.whenIdle();
    await session.keeping!.idle();
  });
}

/** One visit: a tab opens the link, `act` runs once the table is up to date, what it wrote reaches the relay, the tab closes. */
async function visit(context: BrowserContext, link: string, act: (page: Page) => Promise<void> = async () => {}): Promise<string[]> {
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(link);
  await settled(page);
  await act(page);
  await settled(page);
  await page.close();
  return errors;
}

describe('a table played over days, in the app', () => {
  it('two players who are never online together seat themselves, start, and play move after move', async () => {
    const [ann, bob] = [await browser.newContext(), await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })];
    const query = `?ice=none&signaling=${encodeURIComponent(`${signaling.url},nostr+${relay.url}`)}`;
    let link = '';
    const errors: string[] = [];
    // Ann opens a table, takes her seat and chooses to play over days
    const first = await ann.newPage();
    errors.push(...collectErrors(first));
    await first.goto(url + query);
    await first.getByRole('button', { name: /Play online/ }).click();
    const box = first.getByRole('textbox', { name: 'Game link' });
    await expect.poll(() => box.inputValue()).toContain('#');
    await first.getByLabel('Name').fill('Ann');
    await first.getByRole('button', { name: 'Take a seat' }).click();
    await expect.poll(async () => (await stateOf(first)).players.length).toBe(1);
    await first.getByLabel('Play over days').selectOption({ label: '3 days per move' });
    link = await box.inputValue();
    await settled(first);
    await first.close();

    // Bob, with nobody else online: Ann is there, from the relays; he asks to sit and goes
    errors.push(
      ...(await visit(bob, link, async (page) => {
        expect((await stateOf(page)).players.map((p) => p.name)).toEqual(['Ann']);
        await expect.poll(() => page.getByText('Played over days: Ann does not need to be online.').isVisible()).toBe(true);
        await page.getByLabel('Name').fill('Bob');
        await page.getByRole('radio', { name: 'Blue' }).click();
        await page.getByRole('button', { name: 'Take a seat' }).click();
        await expect.poll(() => page.getByText(/Ann’s browser lets you in when Ann next opens the link: you can close this page/).isVisible()).toBe(true);
        await screenshot(page, 'over-days-guest-asked');
      })),
    );
    // Ann comes back: her browser lets Bob in; she starts
    errors.push(
      ...(await visit(ann, link, async (page) => {
        await expect.poll(async () => (await stateOf(page)).players.map((p) => p.name), { timeout: 30_000 }).toEqual(['Ann', 'Bob']);
        await page.getByRole('button', { name: /Start the game/ }).click();
        await expect.poll(async () => (await stateOf(page)).phase).not.toBe('lobby');
      })),
    );
    // then whoever the table waits for opens the link, plays if it is their turn, and closes it
    let turn = 0;
    for (let v = 0; v < 10 && turn < 4; v++) {
      errors.push(
        ...(await visit(v % 2 === 0 ? bob : ann, link, async (page) => {
          const s = await stateOf(page);
          expect(s.turn).toBeGreaterThanOrEqual(turn);
          turn = s.turn;
          const mine = await page.evaluate(() => {
            const el = document.querySelector('carc-game') as unknown as Api;
            return el.state.phase === 'playing' && el.state.current === el.state.mySeat && !el.table!.session.book.state.pending;
          });
          if (!mine) return;
          await page.evaluate(() => {
            const el = document.querySelector('carc-game') as unknown as Api;
            const moves = el.legalMoves();
            void el.play(moves[Math.floor(moves.length / 2)]).catch(() => {});
          });
          await expect.poll(() => page.evaluate(() => !!(document.querySelector('carc-game') as unknown as Api).table!.session.book.state.pending)).toBe(true);
          if (v === 3) await screenshot(page, 'over-days-move-in');
        })),
      );
    }
    // one visit a move: the table moved on at every visit from the deal on
    expect(turn).toBeGreaterThanOrEqual(4);
    // a few stored events a move, not the whole game again at each visit
    expect(stored).toBeLessThan(60);
    expect(errors).toEqual([]);
    await ann.close();
    await bob.close();
  });

  it('a game on one device says nothing to the relays, even with them in the link', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const before = frames;
    await page.goto(`${url}?ice=none&signaling=${encodeURIComponent(`${signaling.url},nostr+${relay.url}`)}`);
    await page.getByRole('button', { name: /Play on this device/ }).click();
    for (const name of ['Alice', 'Bruno']) {
      await page.getByLabel('Name').fill(name);
      await page.getByRole('button', { name: /^Add/ }).click();
    }
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.locator('carc-board').waitFor();
    for (let i = 0; i < 2; i++)
      await page.evaluate(() => {
        const el = document.querySelector('carc-game') as unknown as Api;
        return el.play(el.legalMoves()[0]);
      });
    expect((await stateOf(page)).turn).toBe(2);
    await context.close();
    expect(frames).toBe(before);
  });
});
