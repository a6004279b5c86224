/**
 * Every path a game takes between two Chromium contexts (separate storage: no BroadcastChannel),
 * through local endpoints on 127.0.0.1:
 * - no ICE path at all (each browser drops the other's candidates): the game goes through the relays,
 *   and both sides read "relay" for the other seat;
 * - a relay that carries signaling but drops the relay path's frames: both sides are told, within
 *   20 s, that no path reaches the other (needs-turn);
 * - new ICE servers while on the relays: the direct channel is tried again at once and takes over;
 * - direct channels losing the first message each way and one in ten at random: the sync heals;
 * - a late joiner of the biggest game the engine allows, over a real data channel, in frames.
 */
import { afterAll, beforeAll, describe, expect, test, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startNostrRelay, type NostrRelay } from '../../scripts/nostr-relay.js';
import { RELAY_MARK } from '../../src/sync/signaling/room-secret.js';
import { finishedGame } from '../sync/helpers/finished-game.js';
import { sameEnd, until } from './sync-helpers/game.js';
import { launchChromium, startServers, type Servers } from './sync-helpers/servers.js';

let servers: Servers;
let browser: Browser;
let relay: NostrRelay;
/** a relay that passes signaling on but silently drops every relay-path frame */
let picky: NostrRelay;
/** every frame the relay received */
const frames: string[] = [];

beforeAll(async () => {
  servers = await startServers(inject('syncPageBuild'));
  relay = await startNostrRelay({ port: 0, quiet: true, onFrame: (d, text) => d === 'in' && frames.push(text) });
  picky = await startNostrRelay({ port: 0, quiet: true, passes: (e) => !e.content.startsWith(RELAY_MARK) });
  browser = await launchChromium(['--disable-features=WebRtcHideLocalIpsWithMdns']);
});

afterAll(async () => {
  await browser?.close();
  await relay?.close();
  await picky?.close();
  await servers?.close();
});

/**
 * Networks with no path between them, as behind carrier-grade NAT without TURN: the browser drops the
 * other's ICE candidates (trickled or inside the description) while `window.__noPath` is true.
 */
function noPath() {
  const w = window as unknown as { __noPath: boolean };
  w.__noPath = true;
  const pc = RTCPeerConnection.prototype;
  const add = pc.addIceCandidate as (this: RTCPeerConnection, c?: RTCIceCandidateInit) => Promise<void>;
  pc.addIceCandidate = function (this: RTCPeerConnection, c?: RTCIceCandidateInit) {
    return w.__noPath ? Promise.resolve() : add.call(this, c);
  } as typeof pc.addIceCandidate;
  const setRemote = pc.setRemoteDescription as (this: RTCPeerConnection, d?: RTCSessionDescriptionInit) => Promise<void>;
  pc.setRemoteDescription = function (this: RTCPeerConnection, d?: RTCSessionDescriptionInit) {
    return setRemote.call(this, w.__noPath && d?.sdp ? { type: d.type, sdp: d.sdp.replace(/a=candidate:[^\r\n]*\r?\n/g, '') } : d);
  } as typeof pc.setRemoteDescription;
}

/**
 * Data channels that lose the first message this browser sends on each, then one message in every
 * ten, at a random place in each run of ten.
 */
function lossyChannels() {
  const w = window as unknown as { __lost: number; __sent: number };
  w.__lost = 0;
  w.__sent = 0;
  const first = new WeakSet<RTCDataChannel>();
  const send = RTCDataChannel.prototype.send as (this: RTCDataChannel, d: unknown) => void;
  let seed = 12345;
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff) / 0x7fffffff;
  let drop = Math.floor(random() * 10);
  let n = 0;
  RTCDataChannel.prototype.send = function (this: RTCDataChannel, d: unknown) {
    w.__sent++;
    const isFirst = !first.has(this);
    first.add(this);
    const lose = isFirst || n % 10 === drop;
    if (!isFirst && ++n % 10 === 0) drop = Math.floor(random() * 10);
    if (lose) {
      w.__lost++;
      return;
    }
    send.call(this, d);
  } as typeof RTCDataChannel.prototype.send;
}

async function pageWith(endpoints: string[], init?: () => void): Promise<Page> {
  const context = await browser.newContext();
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(`${servers.pageUrl.split('?')[0]}?signaling=${encodeURIComponent(endpoints.join(','))}`);
  await page.waitForFunction(() => document.getElementById('out')?.textContent === 'ready');
  return page;
}

async function seat(alice: Page, bob: Page): Promise<string> {
  const room = await alice.evaluate(() => window.syncTest.open(null));
  await alice.evaluate(() => window.syncTest.claim('Alice', '#d62728'));
  await bob.evaluate((r) => window.syncTest.open(r), room);
  await until(bob, 'Bob to see Alice', (s) => s.seats.length === 1, 60_000);
  await bob.evaluate(() => window.syncTest.claim('Bob', '#1f77b4'));
  await until(alice, 'Alice to see Bob', (s) => s.seats.length === 2, 60_000);
  return room;
}

describe('when no direct path opens', () => {
  test('the game goes through the relays: a whole game, records equal, each side reading "relay" for the other', async () => {
    frames.length = 0;
    const [alice, bob] = [await pageWith([`nostr+${relay.url}`], noPath), await pageWith([`nostr+${relay.url}`], noPath)];
    const room = await seat(alice, bob);
    for (const [p, other] of [
      [alice, 1],
      [bob, 0],
    ] as const) {
      const s = await until(p, 'the other seat through the relays', (x) => x.seats[other]?.path === 'relay', 30_000);
      expect(s.status).toMatchObject({ kind: 'connected', peers: 1, via: { webrtc: 0, relay: 1 } });
    }
    await alice.evaluate(() => window.syncTest.start(30));
    await until(bob, 'the deal', (s) => s.phase === 'playing', 60_000);
    await alice.evaluate(() => window.syncTest.autoplay('relay'));
    await bob.evaluate(() => window.syncTest.autoplay('relay'));
    const end = await sameEnd(alice, bob);
    expect(end.record!.moves.length).toBeGreaterThan(20);
    for (const p of [alice, bob]) await p.context().close();
    // the relay carried the game, and saw only its topic and ciphertext
    const seen = frames.join('\n');
    expect(frames.filter((f) => f.includes(`"content":"${RELAY_MARK}`)).length).toBeGreaterThan(40);
    for (const secret of [room, ...room.split('.'), encodeURIComponent(room), '"move"', '"author"', 'Alice', 'meeple']) expect(seen).not.toContain(secret);
  }, 240_000);

  test("when the relays drop the game's frames too, both sides are told within 20 s that nothing reaches the other", async () => {
    const [alice, bob] = [await pageWith([`nostr+${picky.url}`], noPath), await pageWith([`nostr+${picky.url}`], noPath)];
    const room = await alice.evaluate(() => window.syncTest.open(null));
    const t0 = Date.now();
    await bob.evaluate((r) => window.syncTest.open(r), room);
    for (const p of [alice, bob]) {
      const s = await until(p, 'needs-turn', (x) => x.status.kind === 'needs-turn', 30_000);
      expect(s.status).toMatchObject({ kind: 'needs-turn', peers: 0, unreachable: 1 });
    }
    expect(Date.now() - t0).toBeLessThan(20_000);
    for (const p of [alice, bob]) await p.context().close();
  }, 120_000);

  test('new ICE servers (a TURN server typed into the settings) are tried at once: the direct channel takes over from the relays', async () => {
    const [alice, bob] = [await pageWith([`nostr+${relay.url}`], noPath), await pageWith([`nostr+${relay.url}`], noPath)];
    await seat(alice, bob);
    await until(alice, 'the relay path', (s) => (s.status.via?.relay ?? 0) === 1, 30_000);
    // the networks now have a path (as a TURN server would give them); only Alice changes her settings
    for (const p of [alice, bob]) await p.evaluate(() => ((window as unknown as { __noPath: boolean }).__noPath = false));
    const t0 = Date.now();
    await alice.evaluate(() => window.syncTest.setIceServers([]));
    for (const [p, other] of [
      [alice, 1],
      [bob, 0],
    ] as const)
      await until(p, 'the direct channel', (x) => x.seats[other]?.path === 'direct' && x.status.via?.relay === 0, 15_000);
    const ms = Date.now() - t0;
    console.log(`direct channel after new ICE servers: ${ms} ms`);
    expect(ms).toBeLessThan(10_000);
    for (const p of [alice, bob]) await p.context().close();
  }, 120_000);
});

describe('direct channels that lose messages', () => {
  test('the first message each way and one in ten at random are lost; a game still ends with equal records', async () => {
    const [alice, bob] = [await pageWith([servers.signalingUrl], lossyChannels), await pageWith([servers.signalingUrl], lossyChannels)];
    await seat(alice, bob);
    await until(alice, 'a direct channel', (s) => (s.status.via?.webrtc ?? 0) === 1, 30_000);
    await alice.evaluate(() => window.syncTest.start(16));
    await until(bob, 'the deal', (s) => s.phase === 'playing', 60_000);
    await alice.evaluate(() => window.syncTest.autoplay('lossy'));
    await bob.evaluate(() => window.syncTest.autoplay('lossy'));
    await sameEnd(alice, bob);
    const lost = await Promise.all([alice, bob].map((p) => p.evaluate(() => (window as unknown as { __lost: number }).__lost)));
    const sent = await Promise.all([alice, bob].map((p) => p.evaluate(() => (window as unknown as { __sent: number }).__sent)));
    console.log(`messages lost on the way: ${lost.join(' and ')} of ${sent.join(' and ')}`);
    for (const [i, n] of lost.entries()) expect(n).toBeGreaterThanOrEqual(1 + Math.floor((sent[i] - 1) / 10));
    for (const p of [alice, bob]) await p.context().close();
  }, 300_000);
});

test('a late joiner gets the biggest game the engine allows (6 seats, both rivers with both lakes, The Abbot) over a real data channel', async () => {
  const game = await finishedGame(6, { rules: { river: 'river1+2-two-lakes', abbot: true } }, 'biggest');
  expect(game.update.length).toBeGreaterThan(2 * 64 * 1024);
  const [keeper, newcomer] = [await pageWith([servers.signalingUrl]), await pageWith([servers.signalingUrl])];
  await keeper.evaluate(([room, u]) => window.syncTest.open(room, u), [game.room, Buffer.from(game.update).toString('base64')] as const);
  const t0 = Date.now();
  await newcomer.evaluate((room) => window.syncTest.open(room), game.room);
  const end = await until(newcomer, 'the finished game', (s) => s.phase === 'finished', 90_000);
  console.log(`late join of the biggest game over WebRTC: ${game.update.length} B, ${game.moves} moves, ${Date.now() - t0} ms`);
  expect(end.status.via).toMatchObject({ webrtc: 1 });
  expect(JSON.stringify(end.record)).toBe(game.record);
  for (const p of [keeper, newcomer]) await p.context().close();
}, 180_000);
