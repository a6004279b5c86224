/** The UI tests' way to put the drawn tile down as a player does: on a highlighted square of the board. */
import type { Page } from 'playwright-core';

/** Whether the turn's tile is on a square (tentatively, before Confirm). */
export const tilePlaced = (page: Page) => page.evaluate(() => Boolean((document.querySelector('carc-game') as unknown as { flow: { at: unknown } | null }).flow?.at));

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
