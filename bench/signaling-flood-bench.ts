/**
 * Signaling floods (issue 20, attack 6): how long an honest signal takes to reach y-webrtc when it
 * arrives behind a flood of junk on the room's topic, and what the junk costs the page (the longest
 * stall, the decryptions spent). Frames are delivered one a turn of the event loop, as a WebSocket
 * delivers them, into a page's signaling socket:
 *
 * - from a y-webrtc server, junk from a stranger who knows only the topic;
 * - from a Nostr relay, junk under a fresh key per event (the relay itself, or anyone);
 * - from a Nostr relay, a room member sealing validly under one key;
 * - end to end through a local y-webrtc server on loopback: a stranger's socket floods, then the
 *   honest peer sends (the server may interleave them). The server shares the process, so no stall
 *   is given for it (its own forwarding would count).
 *
 * Before the check in the IV, 600 junk messages used up the endpoint's minute: the signal never
 * arrived. Run with `npx tsx bench/signaling-flood-bench.ts` (`npm run bench:signaling-flood`).
 */
import WebSocket from 'ws';
import { startSignalingServer } from '../scripts/signaling-server.js';
import { toBase64Url, toHex } from '../src/sync/bytes.js';
import { parseEndpoint } from '../src/sync/signaling/endpoints.js';
import type { SocketLike } from '../src/sync/signaling/relay-wires.js';
import { roomKey, roomTopic, seal } from '../src/sync/signaling/room-secret.js';
import { SignalingHub } from '../src/sync/signaling/signaling-hub.js';
import { SignalingSocket } from '../src/sync/signaling/signaling-socket.js';
import { heartbeat } from './flood-bench.js';

const FLOODS = [700, 10_000];
const RUNS = 3;
const room = 'benchbenchbe.' + 'K'.repeat(43);
const topic = roomTopic(room);
const junk = () => toBase64Url(crypto.getRandomValues(new Uint8Array(120)));
const turn = () => new Promise<void>((r) => setImmediate(r));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A page's socket on `url`, its frames injected by the caller; resolves once subscribed. */
async function page(url: string) {
  const hub = new SignalingHub();
  hub.register({ topic, key: roomKey(room), searching: () => true, onSignal: () => {} });
  const sent: string[] = [];
  let deliver: (data: string) => void = () => {};
  const raw: SocketLike = { readyState: 1, onopen: null, onmessage: null, onclose: null, onerror: null, send: (t) => sent.push(t), close() {} };
  const socket = new SignalingSocket(parseEndpoint(url)!, hub, () => raw);
  deliver = (data) => raw.onmessage?.({ data });
  const heard: string[] = [];
  socket.onmessage = (e) => heard.push((JSON.parse(e.data as string) as { data: { from: string } }).data.from);
  raw.onopen?.();
  socket.send(JSON.stringify({ type: 'subscribe', topics: [topic] }));
  while (!sent.length) await turn();
  const sub = url.startsWith('nostr') ? (JSON.parse(sent[0]) as string[])[1] : '';
  const frame = (content: string, pubkey: string) =>
    url.startsWith('nostr')
      ? JSON.stringify(['EVENT', sub, { kind: 25050, pubkey, created_at: 0, tags: [['x', topic]], content, id: '', sig: '' }])
      : JSON.stringify({ type: 'publish', topic, data: content });
  return { deliver, heard, frame };
}

interface Run {
  ms: number;
  stall: number;
  decrypts: number;
}

/** `n` junk frames then the honest one, one a turn: time from the first junk to the honest signal heard. */
async function through(url: string, n: number, member: boolean): Promise<Run> {
  const p = await page(url);
  const key = await roomKey(room);
  const frames = member
    ? await Promise.all(Array.from({ length: n }, () => seal(key, { type: 'announce', from: 'mallory' }).then((s) => p.frame(s, 'a'.repeat(64)))))
    : Array.from({ length: n }, () => p.frame(junk(), toHex(crypto.getRandomValues(new Uint8Array(32)))));
  const honest = p.frame(await seal(key, { type: 'signal', from: 'alice', to: 'bob', signal: { type: 'offer', sdp: 'v=0' } }), 'b'.repeat(64));
  const decrypt = crypto.subtle.decrypt.bind(crypto.subtle);
  let decrypts = 0;
  crypto.subtle.decrypt = (...args: Parameters<typeof decrypt>) => (decrypts++, decrypt(...args));
  const beat = heartbeat();
  const t0 = performance.now();
  for (const f of frames) {
    p.deliver(f);
    await turn();
  }
  p.deliver(honest);
  while (!p.heard.includes('alice')) await turn();
  const ms = performance.now() - t0;
  const stall = beat.stop();
  crypto.subtle.decrypt = decrypt;
  return { ms, stall, decrypts };
}

/** End to end on loopback: a stranger's socket floods a local y-webrtc server, then Bob signals Alice. */
async function loopback(url: string, n: number): Promise<Run> {
  const open = (u: string) => new WebSocket(u) as unknown as SocketLike;
  const peer = (name: string) => {
    const hub = new SignalingHub();
    hub.register({ topic, key: roomKey(room), searching: () => true, onSignal: () => {} });
    const socket = new SignalingSocket(parseEndpoint(url)!, hub, open);
    const heard: string[] = [];
    socket.onmessage = (e) => heard.push((JSON.parse(e.data as string) as { data: { from: string } }).data.from);
    const opened = new Promise<void>((r) => (socket.onopen = () => r()));
    return { socket, heard, name, opened };
  };
  const alice = peer('alice');
  const bob = peer('bob');
  await Promise.all([alice.opened, bob.opened]);
  for (const p of [alice, bob]) p.socket.send(JSON.stringify({ type: 'subscribe', topics: [topic] }));
  const stranger = new WebSocket(url);
  await new Promise((r) => stranger.once('open', r));
  await new Promise((r) => setTimeout(r, 50));
  const t0 = performance.now();
  for (let i = 0; i < n; i++) stranger.send(JSON.stringify({ type: 'publish', topic, data: junk() }));
  bob.socket.send(JSON.stringify({ type: 'publish', topic, data: { type: 'signal', from: 'bob', to: 'alice', signal: { type: 'offer', sdp: 'v=0' } } }));
  while (!alice.heard.includes('bob')) await turn();
  const ms = performance.now() - t0;
  stranger.close();
  alice.socket.close();
  bob.socket.close();
  return { ms, stall: NaN, decrypts: NaN };
}

export async function signalingFloodBench(): Promise<string[]> {
  const out = ['signaling floods: an honest signal behind junk on its topic (before: never, once 600 junk used up the minute)'];
  const server = await startSignalingServer({ port: 0, quiet: true });
  const cases: [string, (n: number) => Promise<Run>][] = [
    ["y-webrtc server, a stranger's junk", (n) => through('ws://127.0.0.1:1', n, false)],
    ['Nostr relay, junk under fresh keys', (n) => through('nostr+ws://127.0.0.1:1', n, false)],
    ["Nostr relay, a member's valid seals, one key", (n) => through('nostr+ws://127.0.0.1:1', n, true)],
    ['y-webrtc server on loopback, end to end', (n) => loopback(server.url, n)],
  ];
  try {
    for (const [name, run] of cases) {
      for (const n of FLOODS) {
        const runs: Run[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await run(n));
        const r = runs.sort((a, b) => a.ms - b.ms)[Math.floor(RUNS / 2)];
        const stall = median(runs.map((x) => x.stall));
        const cost = Number.isNaN(stall) ? '' : `, longest stall ${stall.toFixed(0)} ms, ${r.decrypts} decryptions`;
        out.push(`  ${`${name}, ${n.toLocaleString('en')}:`.padEnd(56)} ${r.ms.toFixed(0)} ms (median of ${RUNS})${cost}`);
      }
    }
  } finally {
    await server.close();
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await signalingFloodBench()) console.log(line);
  process.exit(0);
}
