/**
 * Finding each other with no server of ours, offline: the production signaling code with only the
 * endpoint URLs swapped for local ones on 127.0.0.1, a Nostr relay (scripts/nostr-relay.js) and a
 * y-webrtc signaling server (scripts/signaling-server.js), both logging every frame. Two browser
 * contexts (separate storage) play a whole game (a) through the relay only, (b) through the server
 * only, (c) with two of three endpoints down; each ends with identical records and scores, neither
 * endpoint ever sees the room, and no page opens a socket anywhere but 127.0.0.1. Peers that meet
 * but have no direct path: test/e2e/sync-paths.test.ts.
 */
import { afterAll, beforeAll, describe, expect, test, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startNostrRelay, type NostrRelay } from '../../scripts/nostr-relay.js';
import { startSignalingServer, type SignalingServer } from '../../scripts/signaling-server.js';
import { toBase64Url, utf8 } from '../../src/sync/bytes.js';
import { sameEnd, seatTwo, until } from './sync-helpers/game.js';
import { launchChromium, openPage, startServers, type Servers } from './sync-helpers/servers.js';

let servers: Servers;
let browser: Browser;
let relay: NostrRelay;
let signaling: SignalingServer;
/** every frame either endpoint received or sent */
const frames: string[] = [];
/** every WebSocket URL a page opened */
const sockets: string[] = [];

beforeAll(async () => {
  servers = await startServers(inject('syncPageBuild'));
  relay = await startNostrRelay({ port: 0, quiet: true, onFrame: (_d, text) => frames.push(text) });
  signaling = await startSignalingServer({ port: 0, quiet: true, onFrame: (_d, text) => frames.push(text) });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await relay?.close();
  await signaling?.close();
  await servers?.close();
});

const pageWith = async (b: Browser, endpoints: string[]): Promise<Page> => {
  const url = `${servers.pageUrl.split('?')[0]}?signaling=${encodeURIComponent(endpoints.join(','))}`;
  const page = await openPage(b, url);
  page.on('websocket', (ws) => sockets.push(ws.url()));
  return page;
};

/** The room in every form a careless client might send it. */
function forms(room: string): string[] {
  const [id, key] = room.split('.');
  return [id, key, room, encodeURIComponent(room), btoa(room), toBase64Url(utf8(room))];
}

async function wholeGame(endpoints: string[], reached: { reached: number; total: number }) {
  frames.length = 0;
  const alice = await pageWith(browser, endpoints);
  const bob = await pageWith(browser, endpoints);
  const room = await seatTwo(alice, bob);
  expect((await until(alice, 'the channel count', (s) => s.status.channels?.reached === reached.reached)).status.channels).toMatchObject(reached);
  await alice.evaluate(() => window.syncTest.start());
  await until(bob, 'the commit/reveal to finish', (s) => s.phase === 'playing');
  await alice.evaluate(() => window.syncTest.autoplay('signaling'));
  await bob.evaluate(() => window.syncTest.autoplay('signaling'));
  const end = await sameEnd(alice, bob);
  expect(end.record!.deck!.length).toBe(71); // the whole supply: a whole game
  expect(end.record!.moves.length).toBeGreaterThan(40);
  await alice.context().close();
  await bob.context().close();
  // what the endpoints saw: the topic and ciphertext, never the room
  expect(frames.length).toBeGreaterThan(4);
  const seen = frames.join('\n');
  for (const f of forms(room)) expect(seen).not.toContain(f);
  expect(seen).not.toMatch(/"sdp"|candidate:/);
}

describe('two browsers find each other and play a whole game', () => {
  test('(a) through a Nostr relay only', async () => {
    await wholeGame([`nostr+${relay.url}`], { reached: 1, total: 1 });
    expect(frames.some((f) => f.startsWith('["EVENT"'))).toBe(true);
  });

  test('(b) through a y-webrtc signaling server only', async () => {
    await wholeGame([signaling.url], { reached: 1, total: 1 });
    expect(frames.some((f) => f.includes('"type":"publish"'))).toBe(true);
  });

  test('(c) with two of three endpoints down', async () => {
    await wholeGame(['ws://127.0.0.1:9', `nostr+${relay.url}`, 'nostr+ws://127.0.0.1:9'], { reached: 1, total: 3 });
  });

  test('no page opened a socket anywhere but this machine', () => {
    expect(sockets.length).toBeGreaterThan(0);
    for (const url of sockets) expect(url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/?$/);
  });
});
