/**
 * Floods (issue 9, attack 6): what junk in the shared log costs the honest peers.
 *
 * - late join: a fresh peer opens a whole 2-player game (71 tiles) plus 10,000 junk entries of one
 *   kind, from the document to its verified chain (median of 3; Y.applyUpdate of the document timed
 *   apart), and the longest stall while the session opens;
 * - live: a seated peer in the middle of a game receives 1,000 junk pushes, one update each, as
 *   fast as its event loop takes them (one message a turn, as a data channel delivers them): the
 *   time until it is idle again, and the longest stall (the longest gap between two ticks of a
 *   heartbeat that runs every turn of the loop; the other seat shares the process and receives the
 *   measured peer's deletions of the junk); then the same junk at its most concentrated, in the
 *   biggest pushes a data channel delivers (a longer message is dropped by LitePeer unread);
 * - wipes: a vandal deletes the whole array 100 times: the document's size after, against before,
 *   and the bytes sent on the network.
 *
 * - presence: 20,000 forged awareness states at a peer (bench/presence-flood-bench.ts).
 *
 * Kinds (issue 9, and issue 20's attack 8: a seat signing junk moves itself, orphans) are listed in
 * KINDS; FLOOD=<text> runs only those whose name holds it.
 *
 *   npx tsx bench/flood-bench.ts
 */
import * as Y from 'yjs';
import { randomBaseMove } from '../test/sync/harness.js';
import { Rng } from '../src/engine/index.js';
import { signEntry, forgetVerifications } from '../src/sync/entry.js';
import { encodeWire } from '../src/sync/entry-wire.js';
import { MAX_MESSAGE } from '../src/sync/transport/lite-peer.js';
import { createMemoryIdentity, openSession, type GameSession, type Identity, type MemoryNetwork } from '../src/sync/index.js';
import { twoSeats } from './two-seats.js';
import { presenceFloodBench } from './presence-flood-bench.js';

const LATE_JUNK = 10_000;
const LIVE_PUSHES = 1_000;
const WIPES = 100;
const RUNS = 3;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const ms = (x: number) => `${x.toFixed(0)} ms`;

interface Game {
  net: MemoryNetwork;
  a: GameSession;
  b: GameSession;
  room: string;
}

/** Waits until the network is quiet and both sessions have processed everything. */
async function quiet(g: Game): Promise<void> {
  do {
    await sleep(2);
    await g.a.whenIdle();
    await g.b.whenIdle();
  } while (g.net.pending > 0);
}

/** Two seats on an in-memory network (zero-delay timers), `moves` moves into a 71-tile game (all of it when null). */
export async function game(moves: number | null, seed: string): Promise<Game> {
  const { net, a, b } = await twoSeats();
  const rng = Rng.fromSeed(seed);
  const g = { net, a, b, room: a.room };
  for (let i = 0; a.phase === 'playing' && (moves === null || i < moves); i++) {
    const mover = [a, b][a.game!.current];
    await mover.play(randomBaseMove(mover.game!, rng)!);
    await quiet(g);
  }
  await quiet(g);
  return g;
}

/** The kinds of junk, each a function making `n` wires against the game `g` (head, seats). */
type Kind = (g: Game, n: number, spectator: Identity) => Promise<unknown[]>;

const deepWire = (i: number) => {
  // ~3,900 levels under 8 KiB: canonical JSON used to recurse into a stack overflow on each
  const depth = 3900;
  return `{"kind":"move","room":"r${i}","author":"x","prev":null,"sig":"x","body":${'['.repeat(depth)}${']'.repeat(depth)}}`;
};

export const KINDS: Record<string, Kind> = {
  'deeply nested (~3,900 levels, < 8 KiB)': async (_g, n) => Array.from({ length: n }, (_, i) => deepWire(i)),
  'wide (800 keys, < 8 KiB)': async (g, n) =>
    Array.from({ length: n }, (_, i) => {
      const body = Object.fromEntries(Array.from({ length: 800 }, (_, k) => [`${k}`, 0]));
      return JSON.stringify({ kind: 'move', room: g.room, author: 'x', prev: null, sig: `${i}`, body });
    }),
  'spectator-signed moves at the head': async (g, n, spectator) => {
    const head = g.a.chain[g.a.chain.length - 1].hash;
    const out: string[] = [];
    for (let i = 0; i < n; i++) out.push((await signEntry(spectator, { kind: 'move', room: g.room, prev: head, body: { turn: i, move: { tile: 'A', at: [i, 0], rot: 0 } } })).wire);
    return out;
  },
  'forged moves at the head (the seat due, bad signature)': async (g, n) => {
    const head = g.a.chain[g.a.chain.length - 1];
    const due = g.a.waitingFor?.key ?? g.a.seats[0].key;
    const sig = head.sig;
    return Array.from({ length: n }, (_, i) => encodeWire({ kind: 'move', room: g.room, author: due, prev: head.hash, body: { turn: i, move: { tile: 'A', at: [i, 1], rot: 0 } } }, sig));
  },
  "a seat's own illegal moves at its turn (signed)": async (g, n) => seatJunk(g, n),
  'orphans (unknown prev, a seat as author)': async (g, n) => {
    const key = g.a.seats[1].key;
    const sig = g.a.chain[0].sig;
    return Array.from({ length: n }, (_, i) => encodeWire({ kind: 'move', room: g.room, author: key, prev: i.toString(16).padStart(64, '0'), body: { turn: i } }, sig));
  },
  'claims after the start (signed)': async (g, n, spectator) => {
    const out: string[] = [];
    for (let i = 0; i < n; i++) out.push((await signEntry(spectator, { kind: 'claim', room: g.room, prev: null, body: { name: `M${i}`, color: '#000000', n: i } })).wire);
    return out;
  },
  'garbage (9,000-char strings, numbers, bad JSON)': async (_g, n) => Array.from({ length: n }, (_, i) => (i % 3 === 0 ? 'x'.repeat(9000) : i % 3 === 1 ? i : `{"kind":${i}`)),
};

/**
 * Moves the seat signs itself, each illegal (a tile where none fits): on a game being played, at
 * the head for the seat due; on a finished one, rivals of the last move. Each is a valid signature
 * from a key allowed to write there, so only applying it shows it is junk.
 */
async function seatJunk(g: Game, n: number): Promise<string[]> {
  const chain = g.a.chain;
  const last = [...chain].reverse().find((e) => e.kind === 'move')!;
  const live = g.a.phase === 'playing';
  const prev = live ? chain[chain.length - 1].hash : last.prev;
  const author = live ? g.a.waitingFor!.key : last.author;
  const seat = [g.a, g.b].find((x) => x.me.publicKey === author)!.me;
  const turn = live ? g.a.game!.turn + 1 : last.body.turn;
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push((await signEntry(seat, { kind: 'move', room: g.room, prev, body: { turn, move: { tile: 'A', at: [1000 + i, 1000], rot: 0 }, link: last.body.link } })).wire);
  return out;
}

async function mixed(g: Game, n: number, spectator: Identity): Promise<unknown[]> {
  const kinds = Object.values(KINDS);
  const parts = await Promise.all(kinds.map((k, i) => k(g, Math.floor(n / kinds.length) + (i < n % kinds.length ? 1 : 0), spectator)));
  const out: unknown[] = [];
  for (let i = 0; out.length < n; i++) for (const p of parts) if (i < p.length) out.push(p[i]);
  return out;
}

/** A late joiner: a fresh document gets the game plus the junk, and a session opens on it (median of RUNS). */
export async function lateJoin(g: Game, junk: unknown[]): Promise<{ apply: number; open: number; stall: number; chain: number; ok: boolean }> {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await lateJoinOnce(g, junk));
  runs.sort((a, b) => a.open - b.open);
  return { ...runs[Math.floor(RUNS / 2)], ok: runs.every((r) => r.ok) };
}

async function lateJoinOnce(g: Game, junk: unknown[]): Promise<{ apply: number; open: number; stall: number; chain: number; ok: boolean }> {
  const vandal = new Y.Doc();
  Y.applyUpdate(vandal, Y.encodeStateAsUpdate(g.a.doc));
  vandal.transact(() => vandal.getArray('log').push(junk as string[]));
  const update = Y.encodeStateAsUpdate(vandal);
  forgetVerifications();
  const doc = new Y.Doc();
  const identity = await createMemoryIdentity();
  const t0 = performance.now();
  Y.applyUpdate(doc, update);
  const t1 = performance.now();
  // Y.applyUpdate is one call Yjs cannot split: the stall measured is the session's
  const beat = heartbeat();
  const s = await openSession({ room: g.room, identity, transport: false, persistence: false, doc });
  const t2 = performance.now();
  const stall = beat.stop();
  const ok = JSON.stringify(s.chain.map((e) => e.hash)) === JSON.stringify(g.a.chain.map((e) => e.hash));
  await s.close();
  return { apply: t1 - t0, open: t2 - t1, stall, chain: s.chain.length, ok };
}

/**
 * The page's heartbeat: the longest gap between two zero-delay ticks while it runs (`stop`), and
 * the most CPU time the process spent in one gap (`cpu`): on a loaded machine a gap also holds the
 * time the others ran, which the page did not cost.
 */
export function heartbeat(): { stop(): number; cpu(): number } {
  const cpuMs = () => ((u) => (u.user + u.system) / 1000)(process.cpuUsage());
  let [last, lastCpu] = [performance.now(), cpuMs()];
  let worst = 0;
  let worstCpu = 0;
  let on = true;
  const tick = () => {
    const [now, cpu] = [performance.now(), cpuMs()];
    worst = Math.max(worst, now - last);
    worstCpu = Math.max(worstCpu, cpu - lastCpu);
    [last, lastCpu] = [now, cpu];
    if (on) setImmediate(tick);
  };
  setImmediate(tick);
  return {
    stop() {
      on = false;
      worstCpu = Math.max(worstCpu, cpuMs() - lastCpu);
      // the gap still open counts too: a page held from the first tick to the end never ticked at all
      return Math.max(worst, performance.now() - last);
    },
    cpu: () => worstCpu,
  };
}

/** Junk pushed one update at a time by a spectator's document, all arriving at a seated peer at once. */
export async function liveFlood(g: Game, junk: unknown[], perPush = 1): Promise<{ total: number; stall: number; decode: number; largest: number; ok: boolean }> {
  const attacker = new Y.Doc();
  Y.applyUpdate(attacker, Y.encodeStateAsUpdate(g.a.doc));
  const updates: Uint8Array[] = [];
  attacker.on('update', (u: Uint8Array) => updates.push(u));
  const log = attacker.getArray<unknown>('log');
  for (let i = 0; i < junk.length; i += perPush) attacker.transact(() => log.push(junk.slice(i, i + perPush)));
  const largest = Math.max(...updates.map((u) => u.length));
  const before = g.a.chain.map((e) => e.hash).join();
  await sleep(20);
  const beat = heartbeat();
  const t0 = performance.now();
  // as fast as the page takes them: one message per turn of the event loop, as a data channel delivers them
  let decode = 0;
  for (const u of updates) {
    await new Promise<void>((r) => setImmediate(r));
    const d0 = performance.now();
    // as from the network: the measured peer does not relay it (the attacker sends to each peer itself)
    Y.applyUpdate(g.a.doc, u, g.net);
    decode = Math.max(decode, performance.now() - d0);
  }
  await quiet(g);
  const total = performance.now() - t0;
  const stall = beat.stop();
  const ok = g.a.chain.map((e) => e.hash).join() === before && g.b.chain.map((e) => e.hash).join() === before;
  return { total, stall, decode, largest, ok };
}

async function wipes(g: Game, n: number): Promise<{ before: number; after: number; traffic: number; ok: boolean }> {
  const vandal = new Y.Doc();
  const t = g.net.join({ room: g.room, doc: vandal, awareness: new (await import('y-protocols/awareness')).Awareness(vandal) });
  await quiet(g);
  const chain = g.a.chain.map((e) => e.hash).join();
  const before = Y.encodeStateAsUpdate(g.a.doc).length;
  const sent = g.net.bytesSent;
  const log = vandal.getArray('log');
  for (let i = 0; i < n; i++) {
    vandal.transact(() => log.delete(0, log.length));
    await quiet(g);
  }
  await sleep(3000); // any late restorer's timer
  await quiet(g);
  const late = await openSession({
    room: g.room,
    identity: await createMemoryIdentity(),
    transport: false,
    persistence: false,
    doc: (() => {
      const d = new Y.Doc();
      Y.applyUpdate(d, Y.encodeStateAsUpdate(g.a.doc));
      return d;
    })(),
  });
  const ok = late.chain.map((e) => e.hash).join() === chain && g.b.chain.map((e) => e.hash).join() === chain;
  await late.close();
  t.destroy();
  return { before, after: Y.encodeStateAsUpdate(g.a.doc).length, traffic: g.net.bytesSent - sent, ok };
}

export async function floodBench(): Promise<string[]> {
  const out: string[] = [];
  const spectator = await createMemoryIdentity();
  const whole = await game(null, 'flood-whole');
  out.push(`floods: late join, a whole game (${whole.a.chain.length} entries) + ${LATE_JUNK.toLocaleString('en')} junk entries (target < 1 s, no stall > 50 ms)`);
  const base = await lateJoin(whole, []);
  out.push(`  no junk:                                             ${ms(base.open)}, longest stall ${ms(base.stall)}`);
  const only = process.env.FLOOD;
  const kinds: [string, Kind][] = [...Object.entries(KINDS), ['mixed (all of the above)', mixed] as [string, Kind]].filter(([name]) => !only || name.includes(only));
  for (const [name, kind] of kinds) {
    const r = await lateJoin(whole, await kind(whole, LATE_JUNK, spectator));
    out.push(`  ${(name + ':').padEnd(52)} ${ms(r.open)}, longest stall ${ms(r.stall)}${r.ok ? '' : ' (CHAIN DIFFERS)'} (Y.applyUpdate ${ms(r.apply)})`);
  }
  await whole.a.close();
  await whole.b.close();
  out.push(`floods: a seated peer mid-game receives ${LIVE_PUSHES.toLocaleString('en')} junk pushes at once (target < 1 s in all, no stall > 50 ms)`);
  // the biggest pushes a data channel delivers (LitePeer drops longer messages): 30 nested entries of
  // just under 8 KiB each
  const big = `1,000 deeply nested entries, 30 a push (< ${MAX_MESSAGE / 1024} KiB)`;
  for (const [name, kind, perPush] of [...kinds.map(([n, k]) => [n, k, 1] as const), ...(!only || big.includes(only) ? [[big, KINDS['deeply nested (~3,900 levels, < 8 KiB)'], 30] as const] : [])]) {
    const g = await game(12, `flood-live-${name}`);
    const r = await liveFlood(g, await kind(g, LIVE_PUSHES, spectator), perPush);
    if (r.largest > MAX_MESSAGE) throw new Error(`a push of ${r.largest} bytes would not reach a peer: fewer entries a push`);
    // Y.applyUpdate runs our observer too, so the longest one is an upper bound on Yjs's own decoding
    const yjs = perPush > 1 ? ` (longest Y.applyUpdate of one push: ${ms(r.decode)})` : '';
    out.push(`  ${(name + ':').padEnd(52)} ${ms(r.total)} in all, longest stall ${ms(r.stall)}${yjs}${r.ok ? '' : ' (CHAIN CHANGED)'}`);
    await g.a.close();
    await g.b.close();
  }
  const g = await game(12, 'flood-wipes');
  const w = await wipes(g, WIPES);
  out.push(`floods: ${WIPES} wipes of the whole array (target: document < 1.5x)`);
  out.push(
    `  document ${(w.before / 1024).toFixed(1)} KiB before, ${(w.after / 1024).toFixed(1)} KiB after (${(w.after / w.before).toFixed(2)}x); ${(w.traffic / 1024).toFixed(0)} KiB sent${w.ok ? '' : ' (CHAIN LOST)'}`,
  );
  await g.a.close();
  await g.b.close();
  if (!only || 'presence'.includes(only)) out.push(...(await presenceFloodBench(heartbeat)));
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await floodBench()) console.log(line);
  process.exit(0);
}
