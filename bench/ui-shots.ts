/**
 * Screenshots for looking at the board art: `npx tsx bench/ui-shots.ts [outdir]`.
 * Bundles the pages with esbuild and opens them in Chromium through playwright-core.
 */
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/browser/find-browser.js';

const out = resolve(process.argv[2] ?? '/tmp/carc-shots');
mkdirSync(out, { recursive: true });

async function page(name: string, entry: string) {
  await build({ entryPoints: [entry], bundle: true, format: 'iife', outfile: `${out}/${name}.js`, tsconfig: 'tsconfig.json', logLevel: 'warning' });
  writeFileSync(`${out}/${name}.html`, `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><body></body><script src="./${name}.js"></script>`);
  return `file://${out}/${name}.html`;
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const tiles = await page('tiles', 'bench/ui-tiles-page.ts');
const board = await page('board', 'bench/ui-board-page.ts');
const shots: [string, string, number, number, string?][] = [
  ['tiles', tiles, 600, 3400],
  ['tiles-spots', tiles + '?spots', 600, 3400],
  ['board-phone', board, 390, 844],
  ['board-desktop', board, 1440, 900],
  ['board-phone-dark', board, 390, 844, 'dark'],
  ['board-desktop-turn', board + '?turn', 1440, 900],
  ['board-phone-turn', board + '?turn', 390, 844],
  ['board-desktop-close', board + '?close', 1440, 900],
  ['board-desktop-turn-dark', board + '?turn', 1440, 900, 'dark'],
];
for (const [name, url, width, height, scheme] of shots) {
  const p = await browser.newPage({
    viewport: { width, height },
    deviceScaleFactor: name.startsWith('tiles') ? 1 : 2,
    hasTouch: width < 500,
    isMobile: width < 500,
    colorScheme: (scheme as 'dark') ?? 'light',
  });
  p.on('pageerror', (e) => console.error(name, e.message));
  await p.goto(url);
  await p.waitForTimeout(400);
  if (name.startsWith('tiles')) {
    const h = await p.evaluate(() => document.body.scrollHeight);
    for (let y = 0, i = 1; y < h; y += 1000, i++) {
      await p.screenshot({ path: `${out}/${name}-${i}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(1000, h - y) } });
      console.log(`${out}/${name}-${i}.png`);
    }
  } else {
    await p.screenshot({ path: `${out}/${name}.png` });
    console.log(`${out}/${name}.png`);
  }
  await p.close();
}
await browser.close();
