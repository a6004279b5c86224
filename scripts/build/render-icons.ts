/**
 * Renders the app's PNG icons into public/icons/ from the board's own art (scripts/build/icon-page.ts)
 * in headless Chromium, so the committed PNGs can be made again exactly:
 *   npx tsx scripts/build/render-icons.ts
 * The SVG favicon (public/favicon.svg) is drawn by hand and is not touched.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, chromiumPath } from '../browser/find-browser.js';

const OUT = resolve('public/icons');
const ICONS = [
  { file: 'icon-192.png', variant: 'any', size: 192 },
  { file: 'icon-512.png', variant: 'any', size: 512 },
  { file: 'maskable-512.png', variant: 'maskable', size: 512 },
  { file: 'apple-touch-icon-180.png', variant: 'touch', size: 180 },
];
const PAGE =
  '<!doctype html><style>html,body{margin:0;background:transparent}#icon{width:100vw;height:100vh}</style><div id="icon"></div><script type="module" src="/scripts/build/icon-page.ts"></script>';

async function main(): Promise<void> {
  const server = await createServer({
    configFile: false,
    logLevel: 'error',
    server: { host: '127.0.0.1', port: 0, hmr: false },
    plugins: [{ name: 'icon-page', configureServer: (s) => void s.middlewares.use('/icon.html', (_req, res) => res.end(PAGE)) }],
  });
  await server.listen();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    mkdirSync(OUT, { recursive: true });
    for (const { file, variant, size } of ICONS) {
      const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
      await page.goto(`${server.resolvedUrls!.local[0]}icon.html?variant=${variant}`);
      await page.locator('#icon svg').waitFor();
      await page.screenshot({ path: resolve(OUT, file), omitBackground: variant === 'any' });
      await page.close();
      console.log(`public/icons/${file}  ${size}×${size}  ${variant}`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
