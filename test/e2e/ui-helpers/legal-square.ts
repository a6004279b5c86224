/** The UI tests' way to put the drawn tile down as a player does: on a highlighted square of the board. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Whether the turn's tile is on a square (tentatively, before Confirm). */
export const tilePlaced = (page: Page) => page.evaluate(() => Boolean((document.querySelector('carc-game') as unknown as { flow: { at: unknown } | null }).flow?.at));

/** Whether this page's seat may put its tile down now: its turn, and the tile drawn (online, the draw closes a moment after the turn passes). */
export const canPlay = (page: Page) => page.evaluate(() => Boolean((document.querySelector('carc-game') as unknown as { table: { canPlay(): boolean } | null }).table?.canPlay()));

/**
 * A turn by keys, as a player takes it once the drawn tile is shown: N (the next legal square),
 * then `keys` (F for a follower, say), then Enter. A key pressed before the tile is drawn does
 * nothing on the page, so this waits for the draw first, as the player waits for the tile.
 */
export async function playNextSquare(page: Page, keys: string[] = []): Promise<void> {
  await expect.poll(() => canPlay(page), { timeout: 60_000 }).toBe(true);
  await page.keyboard.press('n');
  await expect.poll(() => tilePlaced(page)).toBe(true);
  for (const k of keys) await page.keyboard.press(k);
  await page.keyboard.press('Enter');
}

/**
 * Clicks (or taps) the middle of a legal square in full view, not under the top bar or the bottom
 * sheet; if the board was still gliding to a new view, the player taps again.
 */
export async function placeOnLegalSquare(page: Page, touch = false): Promise<void> {
  for (let attempt = 0; attempt < 4 && !(await tilePlaced(page)); attempt++) {
    await page.waitForTimeout(attempt ? 400 : 100);
    const stage = (await page.locator('main.stage').boundingBox())!;
    const boxes = await Promise.all(
      (
        await page
          .locator('carc-board')
          .getByRole('img', { name: /^Legal square/ })
          .all()
      ).map((l) => l.boundingBox()),
    );
    const box = boxes.find((b) => b && b.x > stage.x + 4 && b.y > stage.y + 4 && b.x + b.width < stage.x + stage.width - 60 && b.y + b.height < stage.y + stage.height - 4);
    if (!box) throw new Error('no legal square in view');
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    if (touch) await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
  }
}
