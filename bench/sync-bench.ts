/**
 * Sync numbers: move-to-remote latency (in memory, and over real WebRTC on loopback between two
 * Chromium contexts), Y.Doc bytes per move and per whole game, and how long a late joiner takes to
 * verify and replay a whole game's log; and (bench/signaling-bench.ts) how long a guest takes from
 * opening an invite to the first connected peer, per kind of signaling endpoint.
 *
 *   npx tsx bench/sync-bench.ts            # everything
 *   npx tsx bench/sync-bench.ts --no-browser
 */
import * as Y from 'yjs';
import { randomBaseMove } from '../test/sync/harness.js';
import { Rng } from '../src/engine/index.js';
import { forgetVerifications } from '../src/sync/entry.js';
import { createMemoryIdentity, openSession, type GameSession, type MoveDetail } from '../src/sync/index.js';
import { launchChromium, openPage, startServers } from '../test/e2e/sync-helpers/servers.js';
import { signalingBench } from './signaling-bench.js';
import { twoSeats } from './two-seats.js';

const GAMES = 5;

function stats(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { n: s.length, median: q(0.5), p95: q(0.95), max: s[s.length - 1] };
}
const ms = (x: number) => `${x.toFixed(2)} ms`;

/** Two sessions on an in-memory network delivering on zero-delay timers; one whole game. */
async function memoryGame(seed: string) {
  const { a, b } = await twoSeats();
  const bytesAtStart = Y.encodeStateAsUpdate(a.doc).length;
  const latencies: number[] = [];
  const rng = Rng.fromSeed(seed);
  const sessions = [a, b];
  while (a.phase === 'playing') {
    const mover = sessions[a.game!.current];
    const other = sessions[1 - a.game!.current];
    const turn = mover.game!.turn + 1;
    const arrived = new Promise<number>((resolve) => {
      const on = (e: Event) => {
        if ((e as CustomEvent<MoveDetail>).detail.turn !== turn) return;
        other.removeEventListener('move', on);
        resolve(performance.now());
      };
      other.addEventListener('move', on);
    });
    const t0 = performance.now();
    await mover.play(randomBaseMove(mover.game!, rng)!);
    latencies.push((await arrived) - t0);
  }
  const moves = a.record()!.moves.length;
  const bytes = Y.encodeStateAsUpdate(a.doc).length;
  const full = Y.encodeStateAsUpdate(a.doc);
  await a.close();
  await b.close();
  return { latencies, moves, bytes, bytesPerMove: (bytes - bytesAtStart) / moves, full, room: a.room };
}

/** A late joiner: a fresh peer gets the whole document and verifies + replays every entry. */
async function lateJoin(room: string, full: Uint8Array): Promise<{ ms: number; entries: number; session: GameSession }> {
  forgetVerifications();
  const doc = new Y.Doc();
  Y.applyUpdate(doc, full);
  const t0 = performance.now();
  const s = await openSession({ room, identity: await createMemoryIdentity(), transport: false, persistence: false, doc });
  return { ms: performance.now() - t0, entries: s.chain.length, session: s };
}

async function webrtcGames(games: number) {
  const servers = await startServers();
  const browser = await launchChromium();
  const latencies: number[] = [];
  const docBytes: number[] = [];
  try {
    for (let g = 0; g < games; g++) {
      const a = await openPage(browser, servers.pageUrl);
      const room = await a.evaluate(() => window.syncTest.open(null));
      await a.evaluate(() => window.syncTest.claim('A', '#d62728'));
      const b = await openPage(browser, `${servers.pageUrl}#${room}`);
      await b.evaluate((r) => window.syncTest.open(r), room);
      await b.waitForFunction(() => window.syncTest.state().seats.length === 1);
      await b.evaluate(() => window.syncTest.claim('B', '#1f77b4'));
      await a.waitForFunction(() => window.syncTest.state().seats.length === 2 && (window.syncTest.state().status.via?.webrtc ?? 0) > 0);
      await a.evaluate(() => window.syncTest.start());
      await a.evaluate((s) => window.syncTest.autoplay(s), `bench-${g}`);
      await b.evaluate((s) => window.syncTest.autoplay(s), `bench-${g}`);
      for (const p of [a, b]) await p.waitForFunction(() => window.syncTest.state().phase === 'finished', undefined, { timeout: 120_000 });
      const [ta, tb] = [await a.evaluate(() => window.syncTest.timings()), await b.evaluate(() => window.syncTest.timings())];
      for (const [from, to] of [
        [ta, tb],
        [tb, ta],
      ])
        for (const [turn, t] of Object.entries(from.sent)) if (to.arrived[Number(turn)]) latencies.push(to.arrived[Number(turn)] - t);
      docBytes.push(await a.evaluate(() => window.syncTest.docBytes()));
      await a.context().close();
      await b.context().close();
    }
  } finally {
    await browser.close();
    await servers.close();
  }
  return { latencies, docBytes };
}

const memLat: number[] = [];
const perMove: number[] = [];
const perGame: number[] = [];
const joins: number[] = [];
let entries = 0;
for (let g = 0; g < GAMES; g++) {
  const r = await memoryGame(`bench-${g}`);
  memLat.push(...r.latencies);
  perMove.push(r.bytesPerMove);
  perGame.push(r.bytes);
  const j = await lateJoin(r.room, r.full);
  joins.push(j.ms);
  entries = j.entries;
  await j.session.close();
}
const m = stats(memLat);
console.log(`sync: ${GAMES} whole 2-player games (71 tiles)`);
console.log(`  move-to-remote, in memory:   median ${ms(m.median)}, p95 ${ms(m.p95)} (n=${m.n}; sign + Yjs + verify + replay)`);
console.log(`  Y.Doc bytes per move:        ${(perMove.reduce((a, b) => a + b, 0) / perMove.length).toFixed(0)} B`);
console.log(`  Y.Doc bytes per whole game:  ${(perGame.reduce((a, b) => a + b, 0) / perGame.length / 1024).toFixed(1)} KiB (seats, start, commit/reveal, all moves)`);
console.log(`  late join, verify + replay:  median ${ms(stats(joins).median)} for ${entries} entries`);
if (!process.argv.includes('--no-browser')) {
  const w = await webrtcGames(3);
  const s = stats(w.latencies);
  console.log(`  move-to-remote, WebRTC loopback (2 Chromium contexts): median ${ms(s.median)}, p95 ${ms(s.p95)} (n=${s.n})`);
  console.log(`  Y.Doc bytes per whole game in the browser: ${(w.docBytes.reduce((a, b) => a + b, 0) / w.docBytes.length / 1024).toFixed(1)} KiB`);
  for (const line of await signalingBench()) console.log(line);
}
process.exit(0);
