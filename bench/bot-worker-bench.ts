/**
 * `npx tsx bench/bot-worker-bench.ts`: hard's time per move in Chromium's Web Worker (the
 * browser's bot-worker.ts, bundled by esbuild) next to Node on the same positions, one after the
 * other on one core, each after a warm-up on four positions. The target: the worker within 1.5× of Node. Positions: every third
 * turn of a game between greedy bots (BOT_WORKER_POSITIONS of them, default 24).
 */
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createGame, exportRecord, type GameRecord } from '../src/engine/index.js';
import { chooseMove } from '../src/bots/index.js';
import { solveBotRequest } from '../src/table/bot-request.js';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/browser/find-browser.js';

const POSITIONS = Number(process.env.BOT_WORKER_POSITIONS ?? 24);
const out = '/tmp/carc-bot-worker-bench';
mkdirSync(out, { recursive: true });

const records: GameRecord[] = [];
const created = createGame({ players: ['a', 'b'], seed: 'bot-worker-bench' });
if (!created.ok) throw new Error(created.error.message);
const game = created.game;
while (!game.finished && records.length < POSITIONS) {
  if (game.turn % 3 === 0) records.push(exportRecord(game));
  const r = chooseMove(game, { level: 'greedy', seed: 'bench' });
  if (!r.ok) break;
  game.play(r.move);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];

// both warm up on the first positions before the timed pass
for (const record of records.slice(0, 4)) solveBotRequest({ id: 0, record, level: 'hard', seed: 'warm-up' });
const node = records.map((record, i) => {
  const t0 = performance.now();
  solveBotRequest({ id: i, record, level: 'hard', seed: 'bench' });
  return performance.now() - t0;
});

await build({ entryPoints: ['src/table/bot-worker.ts'], bundle: true, minify: true, format: 'iife', outfile: `${out}/worker.js`, tsconfig: 'tsconfig.json', logLevel: 'warning' });
writeFileSync(`${out}/records.json`, JSON.stringify(records));
writeFileSync(
  `${out}/page.html`,
  `<!doctype html><meta charset="utf-8"><script>
  window.benchResult = (async () => {
    const records = ${JSON.stringify(records)};
    const worker = new Worker('./worker.js');
    const times = [];
    for (let i = -4; i < records.length; i++) {
      if (i < 0) { await new Promise((done) => { worker.onmessage = done; worker.postMessage({ id: i, record: records[i + 4], level: 'hard', seed: 'warm-up' }); }); continue; }
      const t0 = performance.now();
      await new Promise((done) => { worker.onmessage = done; worker.postMessage({ id: i, record: records[i], level: 'hard', seed: 'bench' }); });
      times.push(performance.now() - t0);
    }
    return times;
  })();
</script>`,
);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, '--allow-file-access-from-files'] });
const page = await browser.newPage();
page.on('pageerror', (e) => console.error(e.message));
await page.goto(`file://${out}/page.html`);
const chromiumTimes = await page.evaluate(() => (window as unknown as { benchResult: Promise<number[]> }).benchResult);
await browser.close();

const ratio = median(chromiumTimes) / median(node);
console.log(`hard, ${records.length} positions, default iterations (answer round trip in the worker, record replay included in both):
  Node:              median ${median(node).toFixed(0)} ms, p95 ${p95(node).toFixed(0)} ms
  Chromium worker:   median ${median(chromiumTimes).toFixed(0)} ms, p95 ${p95(chromiumTimes).toFixed(0)} ms
  worker / Node:     ${ratio.toFixed(2)}× (target <= 1.5×) ${ratio <= 1.5 ? 'ok' : 'MISSED'}`);
console.log(
  'BENCH ' +
    JSON.stringify({ bench: 'bot-worker', positions: records.length, node: { median: median(node), p95: p95(node) }, chromium: { median: median(chromiumTimes), p95: p95(chromiumTimes) }, ratio }),
);
