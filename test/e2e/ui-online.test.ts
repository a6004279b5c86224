/**
 * Two browser windows play online through the app: one hosts and shares the link, the other opens
 * it; both take seats, the host starts, and moves made by keys in one window arrive in the other,
 * where the mover's tentative placement also shows live. The host controls the seats, with three
 * browsers (three identities). Signaling is y-webrtc's server on 127.0.0.1 and ICE servers are off
 * (`?ice=none`): nothing leaves the machine.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, launchChromium, screenshot, startApp, startSignaling, type AppServer } from './ui-helpers/app.js';
import { canPlay } from './ui-helpers/legal-square.js';
import { sit } from './ui-helpers/online-game.js';

let server: AppServer;
let url: string;
let browser: Browser;
let signaling: { url: string; stop: () => void };

beforeAll(async () => {
  ({ server, url } = await startApp());
  signaling = await startSignaling();
  // host candidates only, without mDNS names, so peers on one machine find each other offline
  browser = await launchChromium(['--disable-features=WebRtcHideLocalIpsWithMdns']);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  signaling?.stop();
});

type GameState = { turn: number; current: number; mySeat: number | null; phase: string; players: { name: string; online: boolean }[] };
const stateOf = (page: Page) => page.evaluate(() => (document.querySelector('carc-game') as unknown as { state: GameState }).state);

/** A browser window; given a context, a second window of the same browser (same storage, same default identity). */
async function window(shared?: BrowserContext): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = shared ?? (await browser.newContext({ viewport: { width: 1200, height: 800 } }));
  const page = await context.newPage();
  return { context, page, errors: collectErrors(page) };
}

describe('online game in two windows', () => {
  it('hosts, joins by link, seats, starts and plays moves both ways, in two windows of one browser', async () => {
    const a = await window();
    const b = await window(a.context);
    await a.page.goto(`${url}?signaling=${encodeURIComponent(signaling.url)}&ice=none`);
    await a.page.getByRole('button', { name: /Play online/ }).click();
    const linkBox = a.page.getByRole('textbox', { name: 'Game link' });
    await expect.poll(() => linkBox.inputValue()).toContain('#');
    const link = await linkBox.inputValue();
    expect(a.page.url()).toBe(link);
    await a.page.getByLabel('Name').fill('Ann');
    await a.page.getByRole('button', { name: 'Take a seat' }).click();
    await expect.poll(async () => (await stateOf(a.page)).players.length).toBe(1);

    await b.page.goto(link);
    await b.page.getByLabel('Name').fill('Bob');
    await b.page.getByRole('radio', { name: 'Blue' }).click();
    await b.page.getByRole('button', { name: 'Take a seat' }).click();
    await expect.poll(async () => (await stateOf(a.page)).players.map((p) => p.name), { timeout: 20_000 }).toEqual(['Ann', 'Bob']);
    await expect.poll(async () => (await stateOf(a.page)).players[1].online, { timeout: 10_000 }).toBe(true);
    await screenshot(a.page, 'online-lobby-host');
    await screenshot(b.page, 'online-lobby-guest');
    await expect.poll(() => b.page.getByText('Waiting for the host to start').count()).toBe(1);

    await a.page.getByRole('button', { name: 'Start the game' }).click();
    await expect.poll(async () => (await stateOf(b.page)).phase, { timeout: 20_000 }).toBe('playing');

    for (let turn = 0; turn < 3; turn++) {
      const sa = await stateOf(a.page);
      const [mover, watcher] = sa.current === sa.mySeat ? [a.page, b.page] : [b.page, a.page];
      // the mover's tile is drawn a moment after the turn passes; N before that does nothing
      await expect.poll(() => canPlay(mover), { timeout: 60_000 }).toBe(true);
      await mover.keyboard.press('n');
      // the watcher sees the mover's tile where it was put, live (presence)
      await expect
        .poll(() => watcher.evaluate(() => Boolean((document.querySelector('carc-game')!.shadowRoot!.querySelector('carc-board') as unknown as { preview: unknown }).preview)), { timeout: 10_000 })
        .toBe(true);
      await mover.keyboard.press('Enter');
      await expect.poll(async () => (await stateOf(watcher)).turn, { timeout: 15_000 }).toBe(turn + 1);
      // the mover's own draw closes a round trip after the watcher's (the watcher's link completes it)
      await expect.poll(async () => (await stateOf(mover)).turn, { timeout: 15_000 }).toBe(turn + 1);
      if (turn === 1) {
        await screenshot(a.page, 'online-midgame-host');
        await screenshot(b.page, 'online-midgame-guest');
      }
    }
    expect(a.errors.filter((e) => !/WebSocket|ERR_CONNECTION/.test(e))).toEqual([]);
    expect(b.errors.filter((e) => !/WebSocket|ERR_CONNECTION/.test(e))).toEqual([]);
    await a.context.close();
  });
});

describe('online failures are told clearly', () => {
  it('says so when the signaling server cannot be reached, and whom a guest waits for when the host is away', async () => {
    const { context, page } = await window();
    await page.goto(`${url}?signaling=${encodeURIComponent('ws://127.0.0.1:9')}&ice=none`);
    await page.getByRole('button', { name: /Play online/ }).click();
    await expect.poll(() => page.getByText('Cannot reach the signaling server').count(), { timeout: 20_000 }).toBe(1);
    await screenshot(page, 'online-signaling-unreachable');

    // a well-formed link to a room nobody opened: the host key is someone else's, nobody answers
    const other = await window();
    const fake = `${url}?signaling=${encodeURIComponent(signaling.url)}&ice=none#abcdefghijkl.${'A'.repeat(43)}`;
    await other.page.goto(fake);
    await expect.poll(() => other.page.getByText('Waiting for the host to open the game…').count(), { timeout: 20_000 }).toBe(1);
    await screenshot(other.page, 'online-empty-room');
    await context.close();
    await other.context.close();
  });
});

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1440, height: 900 };
const namesOf = async (page: Page) => (await stateOf(page)).players.map((p) => p.name);

/** A browser of its own (own storage, own identity) at this size. */
async function openPage(viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  return { context, page, errors: collectErrors(page) };
}

// "Let everyone in" off: a guest waits until admitted; a look-alike name is refused with whom it looks
// like; the host removes a seat and locks the table, and both guests are told
describe('the host controls the seats', () => {
  it('admits a waiting guest, refuses a look-alike, removes a seat and locks the table', async () => {
    const host = await openPage(LAPTOP);
    await host.page.goto(`${url}?signaling=${encodeURIComponent(signaling.url)}&ice=none`);
    await host.page.getByRole('button', { name: /Play online/ }).click();
    const linkBox = host.page.getByRole('textbox', { name: 'Game link' });
    await expect.poll(() => linkBox.inputValue()).toContain('#');
    const link = await linkBox.inputValue();
    await sit(host.page, 'Ann', 'Red');
    await expect.poll(() => namesOf(host.page)).toEqual(['Ann']);
    await host.page.getByRole('switch', { name: /Let everyone in/ }).uncheck();

    const bob = await openPage(PHONE);
    await bob.page.goto(link);
    await sit(bob.page, 'Bob', 'Blue');
    await expect.poll(() => bob.page.getByText('Waiting for Ann to let you in…').count(), { timeout: 20_000 }).toBe(1);
    await screenshot(bob.page, 'seating-guest-waiting-phone');
    const admit = host.page.getByRole('button', { name: 'Admit Bob' });
    await expect.poll(() => admit.count(), { timeout: 20_000 }).toBe(1);
    await screenshot(host.page, 'seating-host-request-laptop');
    await host.page.setViewportSize(PHONE);
    await screenshot(host.page, 'seating-host-request-phone');
    await host.page.setViewportSize(LAPTOP);
    await admit.click();
    await expect.poll(() => namesOf(bob.page), { timeout: 20_000 }).toEqual(['Ann', 'Bob']);
    await expect.poll(() => bob.page.getByText('Waiting for the host to start…').count()).toBe(1);
    await expect.poll(() => host.page.getByRole('button', { name: 'Remove Bob' }).count()).toBe(1);
    await screenshot(host.page, 'seating-host-seated-laptop');

    // a third browser asks with a Cyrillic look-alike of Bob: refused before anything is signed
    const eve = await openPage(PHONE);
    await eve.page.goto(link);
    await expect.poll(() => namesOf(eve.page), { timeout: 20_000 }).toEqual(['Ann', 'Bob']);
    await sit(eve.page, 'Воb', 'Green');
    await expect.poll(() => eve.page.getByText('“Воb” looks too much like Bob, who is already at the table.', { exact: false }).count()).toBeGreaterThan(0);
    await screenshot(eve.page, 'seating-lookalike-refused-phone');

    // the host removes Bob and locks the table: Bob is told, Eve can no longer ask
    await host.page.getByRole('button', { name: 'Remove Bob' }).click();
    await host.page.getByRole('switch', { name: /Lock the table/ }).check();
    await expect.poll(() => namesOf(bob.page), { timeout: 20_000 }).toEqual(['Ann']);
    await expect.poll(() => bob.page.getByText('The host removed you from this table. Ask them to let you back in.').count()).toBe(1);
    await expect.poll(() => eve.page.getByText('Ann has locked the table: nobody else can sit.').count(), { timeout: 20_000 }).toBe(1);
    expect(await eve.page.getByRole('button', { name: 'Take a seat' }).count()).toBe(0);
    await screenshot(bob.page, 'seating-removed-phone');
    await screenshot(eve.page, 'seating-locked-phone');
    await screenshot(host.page, 'seating-host-locked-laptop');
    for (const p of [host, bob, eve]) expect(p.errors.filter((e) => !/WebSocket|ERR_CONNECTION/.test(e))).toEqual([]);
    for (const p of [host, bob, eve]) await p.context.close();
  });
});
