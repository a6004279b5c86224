/**
 * Audience relays for tests: a real Hocuspocus server or y-websocket's server in this process, on
 * 127.0.0.1, seats mirroring to it from the in-memory mesh (harness.ts) and headless watchers
 * reading through it. The relay runs in real time, the mesh on the FakeClock: what crosses the
 * relay is waited for by polling (`until`), never by a wall-clock limit.
 */
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { Server } from '@hocuspocus/server';
import { afterEach, expect } from 'vitest';
import WebSocket from 'ws';
import { Rng } from '../../../src/engine/index.js';
import { openSession, type GameSession, type RelaySocket } from '../../../src/sync/index.js';
import type { AudienceRelay } from '../../../src/sync/transport/audience-wire.js';
import { watcherTransport } from '../../../src/sync/transport/audience-relay.js';
import { COLORS, Table, randomBaseMove } from '../harness.js';

export const socket = (url: string) => new WebSocket(url) as unknown as RelaySocket;

export interface TestRelay {
  relay: AudienceRelay;
  close(): Promise<void>;
}

/** A Hocuspocus server on a free local port (the server itself, for tests that play its part). */
export async function hocuspocusRelay(): Promise<TestRelay & { server: Server }> {
  const server = new Server({ port: 0, quiet: true, address: '127.0.0.1' });
  await server.listen();
  const port = (server.httpServer.address() as { port: number }).port;
  return { server, relay: { url: `ws://127.0.0.1:${port}`, protocol: 'hocuspocus' }, close: () => server.destroy() };
}

/** y-websocket's own server (its bin/utils) on a `ws` server on a free local port. */
export async function yWebsocketRelay(): Promise<TestRelay> {
  const require = createRequire(import.meta.url);
  const { setupWSConnection } = require('y-websocket/bin/utils') as { setupWSConnection: (conn: WebSocket, req: unknown) => void };
  const http = createServer();
  const wss = new (require('ws') as typeof WebSocket).Server({ server: http });
  wss.on('connection', (conn, req) => setupWSConnection(conn, req));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const port = (http.address() as { port: number }).port;
  const close = async () => {
    for (const c of wss.clients) c.terminate();
    await new Promise((resolve) => wss.close(resolve));
    await new Promise((resolve) => http.close(resolve));
  };
  return { relay: { url: `ws://127.0.0.1:${port}`, protocol: 'y-websocket' }, close };
}

/** Polls (real time: the relay's sockets) until `ok` holds; the test's own timeout guards a hang. */
export async function until(ok: () => boolean): Promise<void> {
  while (!ok()) await new Promise((resolve) => setTimeout(resolve, 25));
}

/** Seats on the mesh, each mirroring to `relay`, seated as P0, P1, … and the host's game of `tiles` started. */
export async function mirroredTable(relay: AudienceRelay, n = 2, tiles = 8): Promise<{ t: Table; s: GameSession[] }> {
  const t = new Table();
  const s: GameSession[] = [];
  for (let i = 0; i < n; i++) s.push(await t.open(undefined, undefined, false, { audience: relay, relaySocket: socket }));
  for (let i = 0; i < n; i++) await t.sit(s[i], { name: `P${i}`, color: COLORS[i] });
  const started = s[0].start({ tiles });
  await t.settle();
  await started;
  return { t, s };
}

/**
 * `n` headless watchers of `room` through `relay`, as a watch link opens them; their ranks in the
 * count come from `seed`, so the count's sampling is the same on every run.
 */
export function openWatchers(n: number, room: string, relay: AudienceRelay, seed = 'watchers'): Promise<GameSession[]> {
  const rng = Rng.fromSeed(seed);
  return Promise.all(
    Array.from({ length: n }, () => {
      const random32 = rng.nextU32();
      return openSession({ watch: true, room, audience: relay, relaySocket: socket, transport: watcherTransport({ relay, socket, random32: () => random32 }) });
    }),
  );
}

/** The seats play `moves` moves (or to the end). */
export async function play(t: Table, s: GameSession[], rng: Rng, moves = Infinity) {
  for (let i = 0; i < moves && s[0].phase === 'playing'; i++) {
    const p = s.find((x) => x.mySeat === s[0].game!.current)!;
    const done = p.play(randomBaseMove(p.game!, rng)!);
    await t.settle();
    await done;
  }
}

/** What a page's view of the game is, to compare a watcher with the seats. */
export const recordOf = (s: GameSession) => JSON.stringify(s.record());

/**
 * A watcher holds only what the seats drew: the bag beyond `hiddenFrom` in canonical order, a
 * record of the drawn tiles only, and no tile the seats have not drawn yet.
 */
export function expectNothingHidden(w: GameSession, seat: GameSession): void {
  const g = w.game;
  if (!g) return;
  const bag = Array.from(g.deck.subarray(g.hiddenFrom));
  expect(bag).toEqual([...bag].sort((a, b) => a - b));
  expect(w.record()!.deck!.length).toBe(g.hiddenFrom);
  const drawn = seat.game!.deck.subarray(0, seat.game!.hiddenFrom);
  expect(Array.from(g.deck.subarray(0, g.hiddenFrom))).toEqual(Array.from(drawn.subarray(0, g.hiddenFrom)));
}

/**
 * For a test file: after each test, its watchers, then its seats, then its relay are closed, whatever
 * the outcome; the returned function registers them.
 */
export function closedAfterEach(): (relay: TestRelay, t: Table, watchers: GameSession[]) => void {
  let open: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of open.reverse()) await close();
    open = [];
  });
  return (relay, t, watchers) =>
    void open.push(
      () => relay.close(),
      () => t.close(),
      () => Promise.all(watchers.map((w) => w.close())).then(() => {}),
    );
}
