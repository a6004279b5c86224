/**
 * Watching a table through a watch link (issue 25), in the built app: the host names a local
 * Hocuspocus server as the table's audience relay in the lobby, two seats start and play over the
 * mesh, and a third browser (a phone) opens the watch link: it sees the board and the moves as
 * they are played, says "Watching", and offers no seat, no talk and no turn; the seats read
 * "1 watching". Nothing leaves 127.0.0.1.
 */
import { Server } from '@hocuspocus/server';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, onlineAppInChromium, screenshot } from './ui-helpers/app.js';
import { appState, hostTable, seatBobAndStart } from './ui-helpers/online-game.js';

const app = onlineAppInChromium();
let relay: Server;
let relayUrl: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  relay = new Server({ port: 0, quiet: true, address: '127.0.0.1' });
  await relay.listen();
  relayUrl = `ws://127.0.0.1:${(relay.httpServer.address() as { port: number }).port}`;
});

afterAll(async () => {
  for (const c of contexts) await c.close();
  await relay?.destroy();
});

async function open(url: string, phone = false): Promise<{ page: Page; errors: string[]; sockets: string[] }> {
  const context = await app.browser.newContext(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1440, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  const errors = collectErrors(page);
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await page.goto(url);
  return { page, errors, sockets };
}

/** Whoever is to move plays a legal move through the script API, once both seats saw the last one. */
async function playOne(a: Page, b: Page): Promise<number> {
  await expect.poll(async () => (await appState(a)).turn === (await appState(b)).turn, { timeout: 60_000 }).toBe(true);
  const sa = await appState(a);
  const mover = sa.current === sa.mySeat ? a : b;
  await expect.poll(() => mover.evaluate(() => (document.querySelector('carc-game') as unknown as { legalMoves(): unknown[] }).legalMoves().length), { timeout: 60_000 }).toBeGreaterThan(0);
  await mover.evaluate(async () => {
    const el = document.querySelector('carc-game') as unknown as { legalMoves(): unknown[]; play(m: unknown): Promise<void> };
    await el.play(el.legalMoves()[0]);
  });
  return sa.turn + 1;
}

describe('a watch link', () => {
  it('follows a table the host shows on an audience relay, with no way to sit; the seats see one watching', async () => {
    const ann = await open(`${app.url}?signaling=${encodeURIComponent(app.signaling.url)}&ice=none`);
    const link = await hostTable(ann.page);
    // the option is off by default; the host turns it on and names the relay
    const option = ann.page.getByRole('switch', { name: /Audience relay/ });
    expect(await option.isChecked()).toBe(false);
    await option.check();
    await ann.page.getByLabel('Relay address').fill(relayUrl);
    await ann.page.locator('.relay-field').getByRole('button', { name: 'Save' }).click();
    const watchBox = ann.page.getByRole('textbox', { name: /Link to watch/ });
    await expect.poll(() => watchBox.inputValue(), { timeout: 30_000 }).toContain('#watch/');
    const watch = await watchBox.inputValue();
    expect(watch).toContain(`relay=${relayUrl}`);
    await screenshot(ann.page, 'watch-lobby-host-1440');

    const bob = await open(link);
    // a guest reads where watchers follow the table, and may give the watch link too
    await expect.poll(() => bob.page.getByText(/Watchers follow this table on/).count(), { timeout: 60_000 }).toBe(1);
    await seatBobAndStart(ann.page, bob.page);
    let turn = await playOne(ann.page, bob.page);

    const carol = await open(watch, true);
    await expect.poll(async () => (await appState(carol.page)).turn, { timeout: 60_000 }).toBe(turn);
    expect(await carol.page.locator('.watching-badge').textContent()).toContain('Watching');
    turn = await playOne(ann.page, bob.page);
    // the move arrives through the relay, with its log entry
    await expect.poll(async () => (await appState(carol.page)).turn, { timeout: 60_000 }).toBe(turn);
    const state = await appState(carol.page);
    expect(state.mySeat).toBeNull();
    expect(state.players.map((p) => p.name)).toEqual(['Ann', 'Bob']);
    // no seat, no talk, no turn to play, no vote: nothing a watcher could write
    for (const name of [/Take a seat/, /Confirm/, /Let a bot play/, /Talk/]) expect(await carol.page.getByRole('button', { name }).count()).toBe(0);
    expect(await carol.page.locator('carc-talk').count()).toBe(0);
    expect(carol.page.url()).toBe(watch);
    // the watcher never opens the mesh: its only socket is the relay's
    expect(new Set(carol.sockets.map((u) => new URL(u).origin))).toEqual(new Set([new URL(relayUrl).origin]));
    // the seats count the watcher (the count settles within a second or so of the watcher's arrival)
    for (const seat of [ann.page, bob.page]) await expect.poll(() => seat.getByText('1 watching').count(), { timeout: 60_000 }).toBeGreaterThan(0);
    await screenshot(carol.page, 'watch-watcher-390');
    await screenshot(ann.page, 'watch-seat-1440');

    // an organiser's event page lists the table (and a wrong entry) from a file beside the page
    const event = await app.browser.newContext({ viewport: { width: 1440, height: 900 } });
    contexts.push(event);
    const org = await event.newPage();
    const orgErrors = collectErrors(org);
    const file = {
      title: 'Club night',
      tables: [
        { name: 'Table 1', watch },
        { name: 'Table 2', watch: './#not-a-watch-link' },
      ],
    };
    await org.route('**/events/club.json', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(file) }));
    await org.goto(`${app.url}?event=events/club.json`);
    const card = org.locator('carc-event').locator('article').first();
    await expect.poll(() => card.locator('.players li').allTextContents(), { timeout: 60_000 }).toEqual([expect.stringContaining('Ann'), expect.stringContaining('Bob')]);
    const mover = (await appState(ann.page)).current;
    await expect.poll(() => card.locator('.players li.current').textContent(), { timeout: 60_000 }).toContain(['Ann', 'Bob'][mover]);
    expect(await card.locator('a[part="watch"]').getAttribute('href')).toBe(watch);
    expect(await org.locator('carc-event').locator('article').nth(1).getAttribute('part')).toBe('table broken');
    expect(await org.title()).toContain('Club night');
    expect([...ann.errors, ...bob.errors, ...carol.errors, ...orgErrors]).toEqual([]);
  });
});
