/**
 * Helpers for the phone and laptop UI tests: device contexts, a hot-seat game on a given deck, the
 * turn flow's state, boxes read once the board's view has stopped gliding, and what would keep a
 * player from tapping a legal square.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';

export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
export const LAPTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 };

/** Opens the app with `?deck=…`, seats players (by touch or click as the device does) and starts. */
export async function startHotseat(page: Page, url: string, deck: string, names = ['Alice', 'Bruno']): Promise<void> {
  await page.goto(`${url}?deck=${deck}`);
  await page.getByRole('button', { name: /Play on this device/ }).click();
  for (const name of names) {
    await page.getByLabel('Name').fill(name);
    await page.getByRole('button', { name: /^Add/ }).click();
  }
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.locator('carc-board').waitFor();
}

export interface FlowState {
  tile: string;
  at: [number, number] | null;
  rot: number;
  spot: string | null;
  stage: string;
  fits: number;
}

export function flowOf(page: Page): Promise<FlowState | null> {
  return page.evaluate(() => {
    const f = (
      document.querySelector('carc-game') as unknown as {
        flow: { tile: string; at: [number, number] | null; rot: number; spot: string | null; stage: string; rotationsAt(a: [number, number]): number[] } | null;
      }
    ).flow;
    return f && { tile: f.tile, at: f.at, rot: f.rot, spot: f.spot, stage: f.stage, fits: f.at ? f.rotationsAt(f.at).length : 0 };
  });
}

type Box = { x: number; y: number; width: number; height: number };

/** The boxes of the elements `selector` finds (through shadow roots), once two reads a frame apart agree. */
export async function settledBoxes(page: Page, selector: string): Promise<Box[]> {
  let last = '';
  for (let i = 0; i < 200; i++) {
    // the board says when its view is still gliding ('moving' on its viewport until 250 ms after it
    // settles): on a loaded machine two reads 80 ms apart can both fall on one frame of a glide
    const gliding = await page.evaluate(() => [...document.querySelectorAll('carc-game')].some((g) => g.shadowRoot?.querySelector('carc-board')?.shadowRoot?.querySelector('.viewport.moving')));
    if (gliding) {
      last = '';
      await page.waitForTimeout(80);
      continue;
    }
    const boxes = await page.locator(selector).evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      }),
    );
    const text = JSON.stringify(boxes.map((b) => [b.x, b.y, b.width, b.height].map((v) => Math.round(v * 2))));
    if (text === last) return boxes;
    last = text;
    await page.waitForTimeout(80);
  }
  throw new Error(`${selector} never settled`);
}

/**
 * Legal squares a player could not tap: not whole inside the board, or covered at their middle by
 * something else (the top bar, the sheet, the zoom buttons, a message).
 */
export async function legalSquareProblems(page: Page): Promise<string[]> {
  await settledBoxes(page, 'carc-board .cand');
  return page.evaluate(() => {
    const game = document.querySelector('carc-game')!;
    const board = game.shadowRoot!.querySelector('carc-board')!;
    const vp = board.shadowRoot!.querySelector('.viewport')!.getBoundingClientRect();
    return [...board.shadowRoot!.querySelectorAll('.cand')].flatMap((c) => {
      const r = c.getBoundingClientRect();
      const where = `${c.getAttribute('data-x')},${c.getAttribute('data-y')}`;
      if (r.left < vp.left || r.top < vp.top || r.right > vp.right || r.bottom > vp.bottom) return [`${where} not whole in view`];
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
      const top = game.shadowRoot!.elementFromPoint(x, y);
      const inner = board.shadowRoot!.elementFromPoint(x, y);
      return top === board && inner === c ? [] : [`${where} covered by ${top?.localName}.${top?.className} / ${inner?.getAttribute('class')}`];
    });
  });
}

/** Taps (or clicks) the middle of the first legal square a player can reach. */
export async function tapLegalSquare(page: Page): Promise<void> {
  await settledBoxes(page, 'carc-board .cand');
  const free = await page.evaluate(() => {
    const game = document.querySelector('carc-game')!;
    const board = game.shadowRoot!.querySelector('carc-board')!;
    for (const c of board.shadowRoot!.querySelectorAll('.cand')) {
      const r = c.getBoundingClientRect();
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
      if (game.shadowRoot!.elementFromPoint(x, y) === board && board.shadowRoot!.elementFromPoint(x, y) === c) return [x, y];
    }
    return null;
  });
  if (!free) throw new Error('no legal square can be tapped');
  const touch = await page.evaluate(() => matchMedia('(pointer: coarse)').matches);
  if (touch) await page.touchscreen.tap(free[0], free[1]);
  else await page.mouse.click(free[0], free[1]);
}
