/**
 * Size report of the UI builds (gzip), against the budgets of issue 23 (bench/size-budgets.ts):
 * the app's first load (index.html and the scripts it loads before the first screen) at most 130 KB,
 * each other file of the build with what loads it later, and the total; `<carc-board>` built alone
 * as a library (Lit included, no Yjs or y-webrtc) at most 25 KB before it paints, its art and
 * replayer after. test/e2e/hosting-subpath.test.ts keeps the same budgets in `npm test`.
 * Run: `npm run bench:ui-size` (also part of `npm run bench`).
 */
import { resolve } from 'node:path';
import { build } from 'vite';
import { BOARD_BUDGET, FIRST_LOAD_BUDGET, buildBoardAlone, classifyBuild, kb, type Classified } from './size-budgets.js';

function list(c: Classified, prefix = '') {
  for (const f of [...c.firstLoad, ...c.onDemand, ...c.unclassified]) {
    const when = c.firstLoad.includes(f) ? 'first load' : c.onDemand.includes(f) ? 'on demand' : 'UNCLASSIFIED: nothing loads it';
    console.log(`  ${(prefix + f).padEnd(48)} ${kb(c.sizes.get(f)!).padStart(9)} gzip  (${when})`);
  }
}

const total = (c: Classified) => [...c.sizes.values()].reduce((n, s) => n + s, 0);
const verdict = (n: number, budget: number) => `(budget ${kb(budget)}) ${n <= budget ? 'OK' : 'OVER'}`;

async function main() {
  const appDir = resolve('bench-output/app');
  await build({ configFile: resolve('vite.config.ts'), logLevel: 'silent', build: { outDir: appDir, emptyOutDir: true } });
  const app = classifyBuild(appDir);
  console.log('app build (dist layout):');
  list(app);
  console.log(`  first load (index.html and the scripts above marked so): ${kb(app.firstLoadBytes)} gzip ${verdict(app.firstLoadBytes, FIRST_LOAD_BUDGET)}`);
  console.log(`  every script of the build (workers and the service worker included): ${kb(total(app))} gzip`);

  const board = await buildBoardAlone(resolve('bench-output/board'));
  console.log('<carc-board> alone (lib build, Lit included):');
  list(board, 'board ');
  const sync = board.modules.filter((id) => /node_modules\/(yjs|y-webrtc|y-protocols)\//.test(id) || /src\/sync\//.test(id));
  console.log(`  before it paints: ${kb(board.firstLoadBytes)} gzip ${verdict(board.firstLoadBytes, BOARD_BUDGET)}; with its art and replayer: ${kb(total(board))}`);
  console.log(`  Yjs / y-webrtc / sync modules inside: ${sync.length ? sync.join(', ') : 'none'}`);
  if (app.firstLoadBytes > FIRST_LOAD_BUDGET || board.firstLoadBytes > BOARD_BUDGET || app.unclassified.length || board.unclassified.length || sync.length) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
