/**
 * Screenshots of New World's art and board: `npx tsx bench/new-world-shots.ts [outdir]`: the tile
 * types, a mid-game board at 390×844 and 1440×900, and a turn in progress.
 */
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/browser/find-browser.js';

const out = resolve(process.argv[2] ?? '/tmp/new-world-shots');
mkdirSync(out, { recursive: true });
await build({ entryPoints: ['bench/new-world-page.ts'], bundle: true, format: 'iife', outfile: `${out}/page.js`, tsconfig: 'tsconfig.json', logLevel: 'warning' });
writeFileSync(`${out}/page.html`, '<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><body></body><script src="./page.js"></script>');
const url = `file://${out}/page.html`;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const shots: [string, string, number, number][] = [
  ['tiles', '?tiles', 600, 1000],
  ['board-phone', '', 390, 844],
  ['board-desktop', '', 1440, 900],
  ['board-desktop-turn', '?turn', 1440, 900],
  ['board-phone-turn', '?turn', 390, 844],
];
for (const [name, query, width, height] of shots) {
  const p = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: name === 'tiles' ? 1 : 2, hasTouch: width < 500, isMobile: width < 500 });
  p.on('pageerror', (e) => console.error(name, e.message));
  await p.goto(url + query);
  await p.waitForTimeout(500);
  if (name === 'tiles') {
    const h = await p.evaluate(() => document.body.scrollHeight);
    for (let y = 0, i = 1; y < h; y += 1000, i++) await p.screenshot({ path: `${out}/${name}-${i}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(1000, h - y) } });
  } else await p.screenshot({ path: `${out}/${name}.png` });
  console.log(`${out}/${name}`);
}
await browser.close();
