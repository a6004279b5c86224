/**
 * Size report of the UI builds (gzip): the whole app's JavaScript (every chunk, the lazily loaded
 * online code included) and `<carc-board>` built alone as a library, which must not contain Yjs or
 * y-webrtc; the service worker apart. Run: `npm run bench:ui-size` (also part of `npm run bench`).
 * Budgets from issue 5: app < 150 KB, board < 30 KB.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { build, type Rollup } from 'vite';

const APP_BUDGET = 150 * 1024;
const BOARD_BUDGET = 30 * 1024;

type Output = Rollup.RollupOutput;
const outputsOf = (r: unknown): Output[] => (Array.isArray(r) ? r : [r]) as Output[];

function chunks(result: unknown): Rollup.OutputChunk[] {
  return outputsOf(result).flatMap((o) => o.output.filter((c): c is Rollup.OutputChunk => c.type === 'chunk'));
}

const gz = (code: string) => gzipSync(code, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const app = await build({ configFile: resolve('vite.config.ts'), logLevel: 'silent', build: { outDir: 'bench-output/app', emptyOutDir: true, write: true } });
  const appChunks = chunks(app);
  let appTotal = 0;
  console.log('app build (dist layout):');
  for (const c of appChunks) {
    const size = gz(c.code);
    appTotal += size;
    console.log(`  ${c.fileName.padEnd(44)} ${kb(size).padStart(9)} gzip${c.isDynamicEntry ? '  (loaded on demand)' : ''}`);
  }
  console.log(`  total app JavaScript: ${kb(appTotal)} gzip (budget ${kb(APP_BUDGET)}) ${appTotal <= APP_BUDGET ? 'OK' : 'OVER'}`);
  // Workbox writes sw.js after the bundle, so it is no chunk above. The page never runs it: the
  // browser fetches it once per build after the page has loaded. Shown apart, and with the total.
  const sw = gz(readFileSync(resolve('bench-output/app/sw.js'), 'utf8'));
  console.log(`  ${'sw.js (service worker, Workbox, after load)'.padEnd(44)} ${kb(sw).padStart(9)} gzip`);
  console.log(`  app JavaScript and service worker: ${kb(appTotal + sw)} gzip`);

  const board = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      outDir: 'bench-output/board',
      emptyOutDir: true,
      target: 'es2022',
      lib: { entry: resolve('components/carc-board/carc-board.ts'), formats: ['es'], fileName: 'carc-board' },
    },
  });
  const boardChunks = chunks(board);
  // what a page embedding the board downloads up front; lazy chunks (the record replayer) come on demand
  const boardSize = boardChunks.filter((c) => !c.isDynamicEntry).reduce((n, c) => n + gz(c.code), 0);
  for (const c of boardChunks) console.log(`  board ${c.fileName.padEnd(38)} ${kb(gz(c.code)).padStart(9)} gzip${c.isDynamicEntry ? '  (loaded on demand)' : ''}`);
  const ids = boardChunks.flatMap((c) => (c as { moduleIds?: string[] }).moduleIds ?? Object.keys(c.modules));
  const syncInside = ids.filter((id) => /node_modules\/(yjs|y-webrtc|y-protocols|simple-peer)\//.test(id) || /src\/sync\//.test(id));
  console.log(`<carc-board> alone (lib build, lit included): ${kb(boardSize)} gzip (budget ${kb(BOARD_BUDGET)}) ${boardSize <= BOARD_BUDGET ? 'OK' : 'OVER'}`);
  console.log(`  Yjs / y-webrtc / sync modules inside: ${syncInside.length ? syncInside.join(', ') : 'none'}`);
  if (appTotal > APP_BUDGET || boardSize > BOARD_BUDGET || syncInside.length) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
