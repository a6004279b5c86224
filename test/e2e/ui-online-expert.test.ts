/**
 * The expert bot at full strength online (issue 26), in the built app between two browsers: at a
 * two-player table Bob, on his phone, picks Expert and lets it play for him. Its moves carry the
 * search's proof, and the other page accepts each one after checking it. Then Bob takes his
 * seat back and plays to the end, and both pages end with the same record. Signaling is
 * y-webrtc's server on 127.0.0.1 and ICE servers are off.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { collectErrors, onlineAppInChromium, screenshot } from './ui-helpers/app.js';
import { appState, hostTable, playToTheEnd } from './ui-helpers/online-game.js';

const app = onlineAppInChromium();
const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const c of contexts) await c.close();
});

type Entry = { kind: string; author: string; body: Record<string, unknown> };
type Api = { legalMoves(): unknown[]; play(m: unknown): Promise<void>; table: { session: { chain: Entry[]; identity: string } } };

/** The bot's moves in this page's verified chain: who wrote each, and the proof it carries. */
const botMoves = (page: Page) =>
  page.evaluate(() => {
    const s = (document.querySelector('carc-game') as unknown as Api).table.session;
    return s.chain.filter((e) => e.body.bot !== undefined && 'move' in e.body).map((e) => ({ mine: e.author === s.identity, proof: e.body.proof, turn: e.body.turn as number }));
  });

async function open(phone: boolean, url: string): Promise<{ page: Page; errors: string[] }> {
  const context = await app.browser.newContext(
    phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' } : { viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' },
  );
  contexts.push(context);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(url);
  return { page, errors };
}

/** Ann plays her turns (a legal move through the script API, once Bob's page has seen the last one) until the bot has played `n` of Bob's. */
async function annPlaysUntilBotMoved(ann: Page, bob: Page, n: number): Promise<void> {
  // the bot searches about a second a move in the writer's worker (longer on a busy machine): minutes at most
  for (let guard = 0; guard < 3000 && (await botMoves(ann)).length < n; guard++) {
    const [sa, sb] = [await appState(ann), await appState(bob)];
    if (sa.finished) break;
    if (sa.turn !== sb.turn || sa.current !== sa.mySeat) {
      await ann.waitForTimeout(100);
      continue;
    }
    await ann.evaluate(async () => {
      const el = document.querySelector('carc-game') as unknown as Api;
      const moves = el.legalMoves();
      if (moves.length) await el.play(moves[Math.floor(moves.length / 2)]).catch(() => {});
    });
    await expect.poll(async () => (await appState(ann)).turn, { timeout: 60_000 }).toBeGreaterThan(sa.turn);
  }
}

describe('the expert bot at a two-player online table', () => {
  it('plays a player’s turns at full strength with a proof the other page checks, until the player takes the seat back', async () => {
    const ann = await open(false, `${app.url}?signaling=${encodeURIComponent(app.signaling.url)}&ice=none`);
    const link = await hostTable(ann.page);
    const bob = await open(true, link);
    await expect.poll(async () => (await appState(bob.page)).players.map((p) => p.name), { timeout: 60_000 }).toEqual(['Ann']);
    await bob.page.getByLabel('Name').fill('Bob');
    await bob.page.getByRole('radio', { name: 'Blue' }).click();
    await bob.page.getByRole('button', { name: 'Take a seat' }).click();
    await expect.poll(async () => (await appState(ann.page)).players.map((p) => p.name), { timeout: 60_000 }).toEqual(['Ann', 'Bob']);
    void ann.page.evaluate(() => (document.querySelector('carc-game') as unknown as { start(o: unknown): Promise<void> }).start({ tiles: 16 }).catch(() => {}));
    for (const p of [ann.page, bob.page]) await expect.poll(async () => (await appState(p)).phase, { timeout: 60_000 }).toBe('playing');

    // Bob opens his phone's panel, picks Expert and hands it his seat
    await bob.page.getByRole('button', { name: 'Show players, tiles and log' }).click();
    const level = bob.page.getByRole('combobox', { name: 'Bot to play for me' });
    await level.selectOption('expert');
    await expect.poll(() => bob.page.locator('.let-bot .hint').textContent()).toContain('The Expert bot plays your turns until you take your seat back.');
    await bob.page.locator('.let-bot').scrollIntoViewIfNeeded();
    await screenshot(bob.page, 'online-expert-let-bot-390');
    await bob.page.getByRole('button', { name: 'Let a bot play for me' }).click();
    await expect.poll(() => bob.page.getByText('The Expert bot plays for you.').count(), { timeout: 60_000 }).toBe(1);

    // the bot plays Bob's turns; every one of its moves carries a proof, accepted by both pages
    await annPlaysUntilBotMoved(ann.page, bob.page, 3);
    await expect.poll(async () => (await botMoves(bob.page)).length, { timeout: 120_000 }).toBeGreaterThanOrEqual(3);
    const [seenByAnn, seenByBob] = [await botMoves(ann.page), await botMoves(bob.page)];
    expect(seenByAnn.length).toBeGreaterThanOrEqual(3);
    for (const m of seenByAnn) expect(m.proof, `the bot's move at turn ${m.turn} carries its proof`).toMatch(/^-?\d+(,-?\d+)*(;-?\d+(,-?\d+)*)*$/);
    // the entries Ann's page accepted from Bob's page, and those Bob's page accepted from Ann's, checked across the wire
    expect(seenByAnn.filter((m) => !m.mine).length + seenByBob.filter((m) => !m.mine).length).toBeGreaterThan(0);
    expect(await ann.page.locator('carc-log').getByText(/Bob/).count()).toBeGreaterThan(0);
    await screenshot(ann.page, 'online-expert-bot-plays-1440');

    // Bob takes his seat back and the two play to the end, alike on both pages
    await bob.page.getByRole('button', { name: 'Take my seat back' }).click();
    await expect.poll(async () => (await appState(ann.page)).players[1], { timeout: 60_000 }).not.toMatchObject({ away: true });
    const record = await playToTheEnd(ann.page, bob.page);
    expect(record.deck.length).toBe(16);
    await screenshot(bob.page, 'online-expert-finished-390');
    expect([...ann.errors, ...bob.errors].filter((e) => !/WebSocket|ERR_CONNECTION/.test(e))).toEqual([]);
  });
});
