/**
 * `<carc-board>` numbers: `npx tsx bench/ui-board-bench.ts`
 * - gzip size of a carc-board-only bundle (esbuild, minified, lit included) and a check that it
 *   pulls in no Yjs / y-webrtc;
 * - in Chromium: render time of a full random 72-tile game, time to show legal squares, and frame
 *   times while zooming and panning.
 */
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/browser/find-browser.js';

const out = '/tmp/carc-board-bench';
mkdirSync(out, { recursive: true });

const lib = await build({
  entryPoints: ['components/carc-board/carc-board.ts'],
  bundle: true,
  minify: true,
  format: 'esm',
  // the record replayer is a dynamic import: a chunk of its own, fetched only for a record
  splitting: true,
  outdir: `${out}/lib`,
  write: false,
  metafile: true,
  target: 'es2022',
  tsconfig: 'tsconfig.json',
  define: { 'process.env.NODE_ENV': '"production"' },
  conditions: ['production'],
});
const entryName = Object.entries(lib.metafile.outputs).find(([, o]) => o.entryPoint)![0];
const base = (p: string) => p.split('/').pop()!;
// what loads up front: the entry and the chunks it imports statically
const eager = new Set([entryName, ...lib.metafile.outputs[entryName].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path)].map(base));
const chunks = lib.outputFiles.map((f) => ({ file: base(f.path), upFront: eager.has(base(f.path)), bytes: f.contents.length, gzip: gzipSync(f.contents, { level: 9 }).length }));
const eagerGzip = chunks.filter((c) => c.upFront).reduce((n, c) => n + c.gzip, 0);
const inputs = Object.keys(lib.metafile.inputs);
const sync = inputs.filter((p) => /yjs|y-webrtc|y-protocols|y-indexeddb|src\/sync/.test(p));

await build({
  entryPoints: ['bench/ui-bench-page.ts'],
  bundle: true,
  minify: true,
  format: 'iife',
  outfile: `${out}/page.js`,
  tsconfig: 'tsconfig.json',
  conditions: ['production'],
  logLevel: 'warning',
});
writeFileSync(`${out}/page.html`, '<!doctype html><meta charset="utf-8"><body style="margin:0"></body><script src="./page.js"></script>');
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
page.on('pageerror', (e) => console.error(e.message));
await page.goto(`file://${out}/page.html`);
const timings = await page.evaluate(() => (window as unknown as { benchResult: Promise<Record<string, number>> }).benchResult);
await browser.close();

const round = (v: number) => Math.round(v * 100) / 100;
const t = Object.fromEntries(Object.entries(timings).map(([k, v]) => [k, round(v)]));
console.log(`<carc-board> in Chromium (1440×900), a random ${t.tiles}-tile game with ${t.followers} followers:
  render, median:                 ${t.renderMedianMs} ms (to the next frame ${t.renderToNextFrameMedianMs} ms; target < 50 ms)
  show ${t.candidates} legal squares, median:   ${t.setCandidatesMedianMs} ms (target < one frame, 16.7 ms)
  move the previewed tile, median: ${t.movePreviewMedianMs} ms
  pan/zoom frame, median / p95:   ${t.panZoomFrameMedianMs} / ${t.panZoomFrameP95Ms} ms (60 fps = 16.7 ms), ${t.slowFrames} slow frames
  up-front bundle:                ${(eagerGzip / 1024).toFixed(1)} KB gzip, sync modules inside: ${sync.length ? sync.join(', ') : 'none'}`);
console.log(
  'BENCH ' +
    JSON.stringify({
      bench: 'ui-board',
      bundle: { upFrontGzipBytes: eagerGzip, chunks, modules: inputs.length, syncModules: sync },
      ...Object.fromEntries(Object.entries(timings).map(([k, v]) => [k, round(v)])),
    }),
);
if (sync.length) process.exitCode = 1;
