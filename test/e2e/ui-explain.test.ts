/**
 * Scores explain themselves on screen: the example game of docs/record-format.md (a knight closes a two-tile city, a
 * farmer scores two completed cities at the end) played through the app at 390×844 by touch and
 * at 1440×900 by mouse, light and dark; the end screen, then the log with an explanation open and
 * that move shown on the board. Screenshots in test-output/screenshots/ for a person to look at.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInChromium, collectErrors, screenshot } from './ui-helpers/app.js';
import { LAPTOP, PHONE, startHotseat } from './ui-helpers/touch.js';

const app = appInChromium();

const EXAMPLE_GAME = [
  { tile: 'E', at: [0, -1], rot: 180, meeple: 'field:NNW' },
  { tile: 'H', at: [0, -2], rot: 90 },
  { tile: 'E', at: [1, -2], rot: 270, meeple: 'city:W' },
];

/** Both schemes, after their colour transitions. */
async function shots(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForTimeout(400);
  const dark = name.replace(/-(\d+x\d+)$/, '-dark-$1');
  await screenshot(page, dark);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForTimeout(400);
}

for (const [size, options] of [
  ['390x844', PHONE],
  ['1440x900', LAPTOP],
] as const) {
  describe(`scores explained at ${size}`, () => {
    it('shows the end screen, then a log line opened with its cause, and that move on the board', async () => {
      const context = await app.browser.newContext({ ...options, reducedMotion: 'reduce' });
      const page = await context.newPage();
      const errors = collectErrors(page);
      const touch = size === '390x844';
      const press = (name: string | RegExp) => (touch ? page.getByRole('button', { name }).tap() : page.getByRole('button', { name }).click());
      await startHotseat(page, app.url, 'E,H,E');
      await page.evaluate(async (moves) => {
        const el = document.querySelector('carc-game') as unknown as { play(m: unknown): Promise<void> };
        for (const m of moves) await el.play(m);
      }, EXAMPLE_GAME);
      await page.getByRole('dialog', { name: 'Final scores' }).waitFor();
      await page.waitForTimeout(900); // the bars grow
      await shots(page, `end-screen-${size}`);
      await press(/^Close/);
      if (touch) await press('Show players, tiles and log');
      const line = page.locator('carc-log li.score .row', { hasText: 'field next to 2 completed cities × 3' });
      expect(await line.textContent()).toContain('Alice +6: field next to 2 completed cities × 3');
      if (touch) await line.tap();
      else await line.click();
      const detail = page.locator('carc-log .detail');
      await expect.poll(() => detail.textContent()).toContain('Farmers: Alice 1.');
      expect(await detail.textContent()).toContain('Scored at the end of the game.');
      await expect.poll(() => page.locator('carc-board .hl').count(), { message: 'the field highlighted on the board' }).toBeGreaterThan(0);
      const city = page.locator('carc-log li.score .row', { hasText: 'city of 2 tiles' });
      if (touch) await city.tap();
      else await city.click();
      await expect.poll(() => page.locator('carc-board .mark').count(), { message: 'the move that closed the city outlined' }).toBe(1);
      await expect.poll(() => detail.textContent()).toContain("Completed by Alice's tile at 1, −2 (move 3).");
      await page.waitForTimeout(400); // the board glides to the move
      await shots(page, `log-explained-${size}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
