/**
 * Turn alerts in the app (issue 22): a guest at an online table turns notifications on from "Tell me
 * when it's my turn" (by touch on a phone, by keyboard on a laptop), Chromium's notification
 * permission granted by the test; when the guest's turn starts with the tab hidden, a real
 * Notification is shown and the tab's title and icon get a badge; showing the tab takes them off;
 * a turn that starts while the tab is in view shows no notification. The table is the app's own
 * <carc-game> on a stand-in session (test/components/fake-session.ts); the hidden tab is
 * `document.visibilityState` reading "hidden" with a `visibilitychange`, since headless Chromium
 * keeps every tab visible. Screenshots in test-output/screenshots/.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInChromium, collectErrors, screenshot } from './ui-helpers/app.js';
import { LAPTOP, PHONE } from './ui-helpers/touch.js';

const app = appInChromium([], { sources: true });

type Spy = { shown: string[]; hidden: boolean };

/** Bob's tab at a table of two where Ann is to move, every Notification the page makes recorded. */
async function bobsTab(device: BrowserContextOptions): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await app.browser.newContext(device);
  await context.grantPermissions(['notifications'], { origin: new URL(app.url).origin });
  await context.addInitScript(() => {
    const spy: Spy = { shown: [], hidden: false };
    (window as unknown as { spy: Spy }).spy = spy;
    const Real = window.Notification;
    window.Notification = class extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        spy.shown.push(title);
      }
    } as typeof Notification;
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (spy.hidden ? 'hidden' : 'visible') });
  });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(app.url);
  await page.getByRole('button', { name: /Play online/ }).waitFor();
  await page.evaluate(async () => {
    // the page's own modules, as Vite serves them (a Function, so that vitest leaves the import to the page)
    const load = new Function('path', 'return import(path)') as (path: string) => Promise<unknown>;
    const { FakeSession } = (await load('/test/components/fake-session.ts')) as typeof import('../components/fake-session.js');
    const { OnlineTable } = (await load('/src/table/online-table.ts')) as typeof import('../../src/table/online-table.js');
    const s = new FakeSession(2);
    Object.assign(s, { isHost: false, mySeat: 1, identity: 'k1' });
    const el = document.querySelector('carc-game') as HTMLElement & { attach(t: unknown): void; lobbyView: string };
    el.attach(new OnlineTable(s as never));
    el.lobbyView = 'online';
    (window as unknown as { session: unknown }).session = s;
  });
  return { page, errors, close: () => context.close() };
}

/** Ann plays, so the turn is Bob's; with `hidden`, while his tab is in the background. */
async function annPlays(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate(async (hidden) => {
    const load = new Function('path', 'return import(path)') as (path: string) => Promise<unknown>;
    const { legalMoves } = (await load('/src/table/turn-flow.ts')) as typeof import('../../src/table/turn-flow.js');
    const w = window as unknown as { spy: Spy; session: { game: { play(m: unknown): void }; changed(): void } };
    w.spy.hidden = hidden;
    document.dispatchEvent(new Event('visibilitychange'));
    const g = w.session.game;
    g.play(legalMoves(g as never)[0]);
    w.session.changed();
  }, hidden);
}

const shown = (page: Page) => page.evaluate(() => (window as unknown as { spy: Spy }).spy.shown);
const icon = (page: Page) => page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel~="icon"]')!.href);

describe('turn alerts in the app', () => {
  it('on a phone: turned on by touch, a notification and a badge when the turn starts in a hidden tab, cleared when shown', async () => {
    const { page, errors, close } = await bobsTab(PHONE);
    await page.getByRole('button', { name: 'Show players, tiles and log' }).tap();
    await page.getByText("Tell me when it's my turn").tap();
    const box = page.getByRole('checkbox', { name: /A notification/ });
    await box.tap();
    await expect.poll(() => box.isChecked()).toBe(true);
    await screenshot(page, 'turn-alerts-phone');
    const plainIcon = await icon(page);

    await annPlays(page, true);
    await expect.poll(() => shown(page)).toEqual(['Your turn in Carcassonne']);
    expect(await page.title()).toBe('(1) Your turn · Carcassonne');
    await expect.poll(() => icon(page)).toMatch(/^data:image\/svg\+xml/);

    await page.evaluate(() => {
      (window as unknown as { spy: Spy }).spy.hidden = false;
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await page.title()).toBe('● Your turn · Carcassonne');
    expect(await icon(page)).toBe(plainIcon);
    expect(errors).toEqual([]);
    await close();
  });

  it('on a laptop: turned on by keyboard; a turn that starts in view shows no notification', async () => {
    const { page, errors, close } = await bobsTab(LAPTOP);
    await page.locator('carc-turn-alerts summary').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByRole('checkbox', { name: /A notification/ }).isChecked()).toBe(true);
    await screenshot(page, 'turn-alerts-laptop');

    await annPlays(page, false);
    await expect.poll(() => page.title()).toBe('● Your turn · Carcassonne');
    expect(await shown(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
