/**
 * What each path costs, between two Chromium contexts on loopback (whole 2-player games, 71 tiles):
 * bytes a move on the wire (a direct data channel; the relay path, as the relay receives it, sealed
 * and signed; the invite-by-hand channel), move-to-remote latency, the time from opening the link to
 * the first peer on each path (the relay path's is the fallback from a direct attempt that fails),
 * and the largest late-join transfer (the biggest game the engine allows) on a data channel and
 * through the relays.
 *
 *   npx tsx bench/paths-bench.ts                   # GAMES=3 by default
 *   PATHS=direct,late GAMES=1 npx tsx bench/paths-bench.ts   # some paths only (direct, relay, invite, late)
 */
import type { Browser, Page } from 'playwright-core';
import { startNostrRelay } from '../scripts/nostr-relay.js';
import { finishedGame } from '../test/sync/helpers/finished-game.js';
import { launchChromium, startServers } from '../test/e2e/sync-helpers/servers.js';

const GAMES = Number(process.env.GAMES ?? 3);
const PATHS = (process.env.PATHS ?? 'direct,relay,invite,late').split(',');

function stats(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { n: s.length, median: q(0.5), p95: q(0.95) };
}
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/** Counts what this browser writes to its data channels. */
function countChannelBytes() {
  const w = window as unknown as { __bytes: number; __frames: number; __largest: number };
  w.__bytes = w.__frames = w.__largest = 0;
  const send = RTCDataChannel.prototype.send as (this: RTCDataChannel, d: ArrayBuffer | ArrayBufferView | string) => void;
  RTCDataChannel.prototype.send = function (this: RTCDataChannel, d: ArrayBuffer | ArrayBufferView | string) {
    const n = typeof d === 'string' ? d.length : d.byteLength;
    w.__bytes += n;
    w.__frames++;
    w.__largest = Math.max(w.__largest, n);
    send.call(this, d);
  } as typeof RTCDataChannel.prototype.send;
}

/** No ICE path: the other's candidates are dropped (the relay path then carries the game). */
function noPath() {
  const pc = RTCPeerConnection.prototype;
  pc.addIceCandidate = () => Promise.resolve();
  const setRemote = pc.setRemoteDescription as (this: RTCPeerConnection, d?: RTCSessionDescriptionInit) => Promise<void>;
  pc.setRemoteDescription = function (this: RTCPeerConnection, d?: RTCSessionDescriptionInit) {
    return setRemote.call(this, d?.sdp ? { type: d.type, sdp: d.sdp.replace(/a=candidate:[^\r\n]*\r?\n/g, '') } : d);
  } as typeof pc.setRemoteDescription;
}

const servers = await startServers();
let relayIn = 0;
let relayFramesIn = 0;
const relay = await startNostrRelay({
  port: 0,
  quiet: true,
  onFrame: (d, text) => {
    if (d !== 'in' || !text.startsWith('["EVENT"') || !text.includes('"content":"r.')) return;
    relayIn += text.length;
    relayFramesIn++;
  },
});
const browser: Browser = await launchChromium(['--disable-features=WebRtcHideLocalIpsWithMdns']);
const base = servers.pageUrl.split('?')[0];

async function open(endpoints: string[], ...init: (() => void)[]): Promise<Page> {
  const context = await browser.newContext();
  for (const f of init) await context.addInitScript(f);
  const page = await context.newPage();
  await page.goto(`${base}?signaling=${encodeURIComponent(endpoints.join(','))}`);
  await page.waitForFunction(() => document.getElementById('out')?.textContent === 'ready');
  return page;
}

const state = (p: Page) => p.evaluate(() => window.syncTest.state());
async function until(p: Page, ok: (s: Awaited<ReturnType<typeof state>>) => boolean, ms = 300_000) {
  const end = Date.now() + ms;
  for (;;) {
    const s = await state(p);
    if (ok(s)) return s;
    if (Date.now() > end) throw new Error(`timed out: ${JSON.stringify(s.status)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

type Path = 'direct' | 'relay' | 'invite';

async function game(path: Path, g: number) {
  const endpoints = path === 'direct' ? [servers.signalingUrl] : path === 'relay' ? [`nostr+${relay.url}`] : [];
  const init = path === 'relay' ? [countChannelBytes, noPath] : [countChannelBytes];
  const [a, b] = [await open(endpoints, ...init), await open(endpoints, ...init)];
  const room = await a.evaluate(() => window.syncTest.open(null));
  await a.evaluate(() => window.syncTest.claim('A', '#d62728'));
  const t0 = Date.now();
  await b.evaluate((r) => window.syncTest.open(r), room);
  if (path === 'invite') {
    const offer = await a.evaluate(() => window.syncTest.inviteHost());
    const answer = await b.evaluate((o) => window.syncTest.inviteGuest(o), offer);
    await a.evaluate((x) => window.syncTest.acceptAnswer(x), answer);
  }
  await until(b, (s) => s.status.peers > 0);
  const firstPeer = Date.now() - t0;
  await until(b, (s) => s.seats.length === 1);
  await b.evaluate(() => window.syncTest.claim('B', '#1f77b4'));
  await until(a, (s) => s.seats.length === 2);
  await a.evaluate(() => window.syncTest.start());
  await until(b, (s) => s.phase === 'playing');
  const counted = async () => (await Promise.all([a, b].map((p) => p.evaluate(() => (window as unknown as { __bytes: number }).__bytes)))).reduce((x, y) => x + y, 0);
  const channelBefore = await counted();
  const relayBefore = relayIn;
  const framesBefore = relayFramesIn;
  await a.evaluate((s) => window.syncTest.autoplay(s), `paths-${g}`);
  await b.evaluate((s) => window.syncTest.autoplay(s), `paths-${g}`);
  const end = await until(a, (s) => s.phase === 'finished');
  await until(b, (s) => s.phase === 'finished' && s.chain.length >= end.chain.length);
  const moves = end.record!.moves.length;
  const [ta, tb] = [await a.evaluate(() => window.syncTest.timings()), await b.evaluate(() => window.syncTest.timings())];
  const latencies: number[] = [];
  for (const [from, to] of [
    [ta, tb],
    [tb, ta],
  ])
    for (const [turn, t] of Object.entries(from.sent)) if (to.arrived[Number(turn)]) latencies.push(to.arrived[Number(turn)] - t);
  const docBytes = await a.evaluate(() => window.syncTest.docBytes());
  const wire = path === 'relay' ? relayIn - relayBefore : (await counted()) - channelBefore;
  const frames = relayFramesIn - framesBefore;
  for (const p of [a, b]) await p.context().close();
  return { moves, perMove: wire / moves, framesPerMove: frames / moves, latencies, firstPeer, docBytes };
}

const lines: string[] = [`paths: ${GAMES} whole 2-player games per path (71 tiles), two Chromium contexts on loopback`];
for (const path of (['direct', 'relay', 'invite'] as Path[]).filter((p) => PATHS.includes(p))) {
  const runs = [];
  for (let g = 0; g < GAMES; g++) runs.push(await game(path, g));
  const lat = stats(runs.flatMap((r) => r.latencies));
  const perMove = runs.reduce((x, r) => x + r.perMove, 0) / runs.length;
  const first = stats(runs.map((r) => r.firstPeer));
  const name = { direct: 'direct data channel', relay: 'relay path (Nostr relay)', invite: 'invite by hand' }[path];
  lines.push(
    `  ${name}: ${perMove.toFixed(0)} B a move on the wire${path === 'relay' ? ` (sealed, signed events into the relay; ${(runs.reduce((x, r) => x + r.framesPerMove, 0) / runs.length).toFixed(1)} frames a move)` : ' (both sides, sync and presence)'}; move-to-remote median ${lat.median.toFixed(0)} ms, p95 ${lat.p95.toFixed(0)} ms (n=${lat.n}); open to first peer median ${first.median} ms; document ${kb(runs[0].docBytes)}`,
  );
  console.log(lines[lines.length - 1]);
}

// the largest late join: the biggest game the engine allows, on a data channel and through the relays
const biggest = await finishedGame(6, { rules: { river: 'river1+2-two-lakes', abbot: true } }, 'bench-biggest');
for (const path of PATHS.includes('late') ? (['direct', 'relay'] as const) : []) {
  const endpoints = path === 'direct' ? [servers.signalingUrl] : [`nostr+${relay.url}`];
  const init = path === 'relay' ? [countChannelBytes, noPath] : [countChannelBytes];
  const [keeper, newcomer] = [await open(endpoints, ...init), await open(endpoints, ...init)];
  await keeper.evaluate(([room, u]) => window.syncTest.open(room, u), [biggest.room, Buffer.from(biggest.update).toString('base64')] as const);
  const relayBefore = relayIn;
  const framesBefore = relayFramesIn;
  const t0 = Date.now();
  await newcomer.evaluate((room) => window.syncTest.open(room), biggest.room);
  const end = await until(newcomer, (s) => s.phase === 'finished', 180_000);
  const ms = Date.now() - t0;
  if (JSON.stringify(end.record) !== biggest.record) throw new Error('the late joiner replayed another game');
  const sent = await keeper.evaluate(() => {
    const w = window as unknown as { __bytes: number; __frames: number; __largest: number };
    return { __bytes: w.__bytes, __frames: w.__frames, __largest: w.__largest };
  });
  const detail =
    path === 'direct'
      ? `${kb(sent.__bytes)} sent in ${sent.__frames} messages, the largest ${kb(sent.__largest)}`
      : `${kb(relayIn - relayBefore)} into the relay in ${relayFramesIn - framesBefore} events`;
  lines.push(
    `  largest late join (6 seats, both rivers with both lakes, The Abbot: ${biggest.moves} moves, document ${kb(biggest.update.length)}), ${path === 'direct' ? 'data channel' : 'relay path'}: ${detail}, open to finished game ${ms} ms`,
  );
  console.log(lines[lines.length - 1]);
  for (const p of [keeper, newcomer]) await p.context().close();
}

await browser.close();
await relay.close();
await servers.close();
process.exit(0);
