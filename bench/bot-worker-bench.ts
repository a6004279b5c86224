/**
 * `npx tsx bench/bot-worker-bench.ts`: hard's and expert's time per move in Chromium's Web Worker
 * (the browser's bot-worker.ts, bundled by esbuild) next to Node on the same positions, one after
 * the other on one core, each after a warm-up on four positions, at each level's default budget.
 * Targets: the worker within 1.5× of Node; expert about a second a move (median ≤ 1 s, p95 ≤ 1.5 s
 * in the worker) with its search's heap growth under 200 MB (measured in Node, the same V8).
 * Positions: every third turn of a game between greedy bots (BOT_WORKER_POSITIONS of them, default
 * 24). BOT_WORKER_LEVELS picks levels (default hard,expert).
 */
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createGame, exportRecord, type GameRecord } from '../src/engine/index.js';
import { chooseMove, type BotLevel } from '../src/bots/index.js';
import { solveBotRequest } from '../src/table/bot-request.js';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/browser/find-browser.js';

const POSITIONS = Number(process.env.BOT_WORKER_POSITIONS ?? 24);
const LEVELS = (process.env.BOT_WORKER_LEVELS ?? 'hard,expert').split(',') as BotLevel[];
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

// both warm up on the first positions before the timed pass; Node's heap is read around each move
const nodeTimes = new Map<BotLevel, number[]>();
let heapGrowth = 0;
for (const level of LEVELS) {
  for (const record of records.slice(0, 4)) solveBotRequest({ id: 0, record, level, seed: 'warm-up' });
  nodeTimes.set(
    level,
    records.map((record, i) => {
      const heap = process.memoryUsage().heapUsed;
      const t0 = performance.now();
      solveBotRequest({ id: i, record, level, seed: 'bench' });
      const dt = performance.now() - t0;
      if (level === 'expert') heapGrowth = Math.max(heapGrowth, process.memoryUsage().heapUsed - heap);
      return dt;
    }),
  );
}

await build({ entryPoints: ['src/table/bot-worker.ts'], bundle: true, minify: true, format: 'iife', outfile: `${out}/worker.js`, tsconfig: 'tsconfig.json', logLevel: 'warning' });
writeFileSync(`${out}/records.json`, JSON.stringify(records));
writeFileSync(
  `${out}/page.html`,
  `<!doctype html><meta charset="utf-8"><script>
  window.benchResult = (async () => {
    const records = ${JSON.stringify(records)};
    const worker = new Worker('./worker.js');
    const byLevel = {};
    for (const level of ${JSON.stringify(LEVELS)}) {
      const times = [];
      for (let i = -4; i < records.length; i++) {
        if (i < 0) { await new Promise((done) => { worker.onmessage = done; worker.postMessage({ id: i, record: records[i + 4], level, seed: 'warm-up' }); }); continue; }
        const t0 = performance.now();
        await new Promise((done) => { worker.onmessage = done; worker.postMessage({ id: i, record: records[i], level, seed: 'bench' }); });
        times.push(performance.now() - t0);
      }
      byLevel[level] = times;
    }
    return byLevel;
  })();
</script>`,
);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, '--allow-file-access-from-files'] });
const page = await browser.newPage();
page.on('pageerror', (e) => console.error(e.message));
await page.goto(`file://${out}/page.html`);
const chromiumTimes = await page.evaluate(() => (window as unknown as { benchResult: Promise<Record<string, number[]>> }).benchResult);
await browser.close();

const result: Record<string, unknown> = { bench: 'bot-worker', positions: records.length };
for (const level of LEVELS) {
  const node = nodeTimes.get(level)!;
  const worker = chromiumTimes[level];
  const ratio = median(worker) / median(node);
  const expert =
    level === 'expert'
      ? `\n  expert in the worker: median ≤ 1000 ms and p95 ≤ 1500 ms ${median(worker) <= 1000 && p95(worker) <= 1500 ? 'ok' : 'MISSED'}; heap growth in a move ${(heapGrowth / 1048576).toFixed(1)} MB (target < 200 MB)`
      : '';
  console.log(`${level}, ${records.length} positions, default budget (answer round trip in the worker, record replay included in both):
  Node:              median ${median(node).toFixed(0)} ms, p95 ${p95(node).toFixed(0)} ms
  Chromium worker:   median ${median(worker).toFixed(0)} ms, p95 ${p95(worker).toFixed(0)} ms, max ${Math.max(...worker).toFixed(0)} ms
  worker / Node:     ${ratio.toFixed(2)}× (target <= 1.5×) ${ratio <= 1.5 ? 'ok' : 'MISSED'}${expert}`);
  result[level] = { node: { median: median(node), p95: p95(node) }, chromium: { median: median(worker), p95: p95(worker), max: Math.max(...worker) }, ratio };
}
result.expertHeapGrowthMB = heapGrowth / 1048576;
console.log('BENCH ' + JSON.stringify(result));
