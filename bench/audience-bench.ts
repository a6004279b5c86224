/**
 * Audiences (issue 25): a table watched by 1,000 pages through two audience relays
 * (scripts/audience-server.js) sharing documents through Redis. Two seats play on an in-memory
 * mesh, mirroring to relay A; the watchers, in WORKERS worker processes (audience-watchers.ts),
 * read from A and B alternately. The same seeded table plays twice: once with nobody watching,
 * once with the 1,000 watchers, each move waiting for every watcher before the next.
 *
 * Prints: the seats' move-to-screen (play → the other seat's 'move') without and with the
 * audience; the time for a move to reach the 1,000th watcher; the relays' memory per watcher; what
 * a watcher joining a finished game downloads; the count of watchers the pages show. Exits non-zero
 * when a watcher did not end on the seats' chain. Needs redis-server (installed when missing, as
 * root on Debian). Heavy: run it alone.
 *
 *   npx tsx bench/audience-bench.ts
 */
import type { ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import WebSocket from 'ws';
import { Rng } from '../src/engine/index.js';
import { type GameSession, type MoveDetail, openSession } from '../src/sync/index.js';
import type { RelaySocket } from '../src/sync/transport/audience-relay.js';
import type { AudienceRelay } from '../src/sync/transport/audience-wire.js';
import { randomBaseMove, Table } from '../test/sync/harness.js';
import { ensureRedis, forkWatchers, rssOf, startRedis, startRelayProcess, stopAll } from './audience-processes.js';
import { epochNow, type FromWorker, type ToWorker, wsSocket } from './audience-watchers.js';
import { until } from './two-seats.js';

/** AUDIENCE_WATCHERS=40 for a quick trial of the bench itself */
const WATCHERS = Number(process.env.AUDIENCE_WATCHERS ?? 1000);
const WORKERS = 4;
/** AUDIENCE_NICE=0: the watchers' workers at the seats' priority (by default the lowest: see forkWatchers) */
const NICE = process.env.AUDIENCE_NICE !== '0';
const SEED = 'audience-bench';
/** How long a move may take to reach every watcher before the bench calls it lost. */
const REACH_TIMEOUT_MS = 60_000;
/** A pause after each move, the same in both games, so that relays and watchers are idle again. */
const GAP_MS = 50;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
function stats(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { n: s.length, median: q(0.5), p95: q(0.95), max: s[s.length - 1] };
}
const ms = (x: number) => `${x.toFixed(1)} ms`;
const kib = (x: number) => `${(x / 1024).toFixed(1)} KiB`;
const mib = (x: number) => `${(x / 1024 / 1024).toFixed(1)} MiB`;

/** A seeded two-seat table on an auto-delivering mesh, mirroring to `relay`, its game started. */
async function seatedOn(relay: AudienceRelay) {
  const t = new Table({ auto: true, replayable: true, seed: SEED });
  const extra = { audience: relay, relaySocket: wsSocket, clock: undefined };
  const a = await t.open(undefined, undefined, false, extra);
  const b = await t.open(undefined, undefined, false, extra);
  await a.claimSeat({ name: 'A', color: '#d62728' });
  await until(() => b.seats.length === 1);
  await b.claimSeat({ name: 'B', color: '#1f77b4' });
  await until(() => a.seats.length === 2);
  await a.start();
  await until(() => b.phase === 'playing' && a.status.audience?.relay === 'connected' && b.status.audience?.relay === 'connected');
  return { t, a, b };
}

function nextMove(s: GameSession, turn: number): Promise<number> {
  return new Promise((resolve) => {
    const on = (e: Event) => {
      if ((e as CustomEvent<MoveDetail>).detail.turn !== turn) return;
      s.removeEventListener('move', on);
      resolve(epochNow());
    };
    s.addEventListener('move', on);
  });
}

/** Plays the game to its end; `reached(turn)` (with watchers) resolves when every watcher has the move. */
async function play(a: GameSession, b: GameSession, reached?: (turn: number) => Promise<number | null>) {
  const rng = Rng.fromSeed(`${SEED}/moves`);
  const toScreen: number[] = [];
  const toAudience: number[] = [];
  let lost = 0;
  while (a.phase === 'playing') {
    const [mover, other] = a.game!.current === a.mySeat ? [a, b] : [b, a];
    const turn = mover.game!.turn + 1;
    const arrived = nextMove(other, turn);
    const everyone = reached?.(turn);
    const t0 = epochNow();
    await mover.play(randomBaseMove(mover.game!, rng)!);
    toScreen.push((await arrived) - t0);
    if (everyone) {
      const at = await everyone;
      if (at === null) lost++;
      else toAudience.push(at - t0);
    }
    await sleep(GAP_MS);
  }
  return { toScreen, toAudience, lost, moves: a.record()!.moves };
}

/** The workers, as promises: a reply of a kind from every worker, and each turn reached by all. */
function audience(workers: ChildProcess[]) {
  const reachedBy = new Map<number, number[]>();
  const waiting = new Map<number, (at: number) => void>();
  for (const w of workers)
    w.on('message', (m: FromWorker) => {
      if (m.kind !== 'reached') return;
      const ats = [...(reachedBy.get(m.turn) ?? []), m.at];
      reachedBy.set(m.turn, ats);
      if (ats.length === workers.length) waiting.get(m.turn)?.(Math.max(...ats));
    });
  const ask = <K extends FromWorker['kind']>(message: ToWorker | ((i: number) => ToWorker), kind: K) =>
    Promise.all(
      workers.map(
        (w, i) =>
          new Promise<Extract<FromWorker, { kind: K }>>((resolve) => {
            const on = (m: FromWorker) => m.kind === kind && (w.off('message', on), resolve(m as Extract<FromWorker, { kind: K }>));
            w.on('message', on);
            w.send(typeof message === 'function' ? message(i) : message);
          }),
      ),
    );
  const reached = (turn: number) =>
    new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), REACH_TIMEOUT_MS);
      const done = (at: number) => (clearTimeout(timer), resolve(at));
      const ats = reachedBy.get(turn);
      if (ats?.length === workers.length) done(Math.max(...ats));
      else waiting.set(turn, done);
    });
  return { ask, reached };
}

/** A watcher opened here on a finished game, its socket's received bytes counted. */
async function lateWatcher(room: string, relay: AudienceRelay, length: number) {
  let bytes = 0;
  const counted = (url: string) => {
    const ws = new WebSocket(url);
    ws.on('message', (data: Buffer) => void (bytes += data.byteLength));
    return ws as unknown as RelaySocket;
  };
  const t0 = performance.now();
  const s = await openSession({ watch: true, room, audience: relay, relaySocket: counted });
  await until(() => s.chain.length >= length && s.phase === 'finished');
  const took = performance.now() - t0;
  await s.close();
  return { bytes, took };
}

async function bench() {
  ensureRedis();
  const redis = await startRedis();
  const [A, B] = [await startRelayProcess(redis.url), await startRelayProcess(redis.url)];
  const relayA: AudienceRelay = { url: A.url, protocol: 'hocuspocus' };
  console.log(`audience: redis ${redis.url}, relays ${A.url} and ${B.url}; ${WATCHERS} watchers in ${WORKERS} worker processes${NICE ? ' at nice 19' : ''} on ${availableParallelism()} cores`);

  // the table alone (mirroring, nobody watching)
  const quiet = await seatedOn(relayA);
  const alone = await play(quiet.a, quiet.b);
  await quiet.t.close();
  await sleep(3000); // the relays unload the document once its sockets are gone, so the second game starts afresh

  // the same seeded table, watched
  const { t, a, b } = await seatedOn(relayA);
  await sleep(2000);
  const rssBefore = rssOf(A.pid) + rssOf(B.pid);
  const heapBefore = (await A.memory()) + (await B.memory());
  const workers = Array.from({ length: WORKERS }, () => forkWatchers(NICE));
  const crowd = audience(workers);
  const per = WATCHERS / WORKERS;
  const joinStart = epochNow();
  await crowd.ask((i) => ({ kind: 'open', room: t.room, relays: [A.url, B.url], from: i * per, count: per }), 'opened');
  const joined = await crowd.ask({ kind: 'want', length: a.chain.length }, 'have');
  const joinMs = Math.max(...joined.map((h) => h.at)) - joinStart;
  await sleep(3000); // the count settles (audience-count.ts)
  const rssAfter = rssOf(A.pid) + rssOf(B.pid);
  const heapAfter = (await A.memory()) + (await B.memory());
  const watched = await play(a, b, crowd.reached);
  await sleep(2000);
  const checks = await crowd.ask({ kind: 'check', head: a.chain.at(-1)!.hash }, 'checked');
  const converged = checks.reduce((n, c) => n + c.converged, 0);
  const shown = checks.flatMap((c) => c.counts);
  const counts = stats(shown);
  const seatCount = a.status.audience?.watchers ?? 0;
  const late = await lateWatcher(t.room, { url: B.url, protocol: 'hocuspocus' }, a.chain.length);
  const sameGame = JSON.stringify(alone.moves) === JSON.stringify(watched.moves);

  const s0 = stats(alone.toScreen);
  const s1 = stats(watched.toScreen);
  const reach = stats(watched.toAudience);
  const rows: [string, string][] = [
    ['moves per game', `${watched.moves.length}${sameGame ? ' (the same game both times)' : ' (same seeds, but the games differ)'}`],
    ['move-to-screen, no watchers', `median ${ms(s0.median)}, p95 ${ms(s0.p95)} (n=${s0.n})`],
    [`move-to-screen, ${WATCHERS} watchers`, `median ${ms(s1.median)}, p95 ${ms(s1.p95)} (n=${s1.n}): ${(s1.median / s0.median).toFixed(2)}× (target ≤ 1.5×)`],
    [`move to the ${WATCHERS}th watcher`, `median ${ms(reach.median)}, p95 ${ms(reach.p95)}, max ${ms(reach.max)} (n=${reach.n}, lost ${watched.lost})`],
    [`${WATCHERS} watchers joining`, `${(joinMs / 1000).toFixed(1)} s until all had the table`],
    ['relays memory per watcher', `${kib((rssAfter - rssBefore) / WATCHERS)} RSS (both relays ${mib(rssBefore)} → ${mib(rssAfter)})`],
    ['  the same, heap after a GC', `${kib((heapAfter - heapBefore) / WATCHERS)} (both relays ${mib(heapBefore)} → ${mib(heapAfter)})`],
    ['joining a finished game', `${kib(late.bytes)} received, up to date in ${ms(late.took)}`],
    ['watchers shown', `a seat shows ${seatCount}; the watchers show median ${counts.median}, from ${Math.min(...shown)} to ${counts.max}`],
    ['converged', `${converged} of ${WATCHERS} watchers on the seats' final chain`],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);

  for (const w of workers) w.send({ kind: 'close' } satisfies ToWorker);
  await t.close();
  await sleep(1000);
  return converged === WATCHERS && watched.lost === 0;
}

let ok = false;
try {
  ok = await bench();
} catch (error) {
  console.error('audience bench failed:', error);
} finally {
  await stopAll();
}
if (!ok) console.error('audience bench: not every watcher converged on the game');
process.exit(ok ? 0 : 1);
