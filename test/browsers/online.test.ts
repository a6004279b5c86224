/**
 * Online games across browser engines (issue 27), on the built app from 127.0.0.1 with a local
 * Nostr relay and our signaling server, STUN off (`?ice=none`). Firefox (WebDriver BiDi) and
 * Chromium play a whole quick game each way, directly once signaling brought them together, and
 * again by an invite code passed by hand with no signaling at all. WebKitGTK's MiniBrowser, which
 * has no WebRTC, plays a whole quick game with Chromium through the relay path and says so. Each
 * game ends with the same record on both pages and no error kept by either. One browser of each
 * engine serves every test (a fresh load a game); screenshots go to test-output/screenshots/cross-*.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type NostrRelay, startNostrRelay } from '../../scripts/nostr-relay.js';
import { type SignalingServer, startSignalingServer } from '../../scripts/signaling-server.js';
import { type StaticHost, startStaticHost } from '../e2e/hosting-helpers/static-host.js';
import { type DrivenPage, launchBrowser } from './drivers/driven-page.js';
import { appReady, hostAndSit, peerPaths, playing, playMiddleMove, reachedBy, recordText, seenState, seesPlayers, sitAs, startQuickGame, uiStep } from './online-scripts.js';
import { pageErrors } from './page-scripts.js';

const SCREENSHOTS = resolve('test-output/screenshots');
/** A quick game: short enough for the suite's budget, long enough for both seats to score and take turns. */
const TILES = 14;
/** components/shared/connection-text.ts: what a browser without WebRTC says, in the lobby and during play. */
const RELAY_ONLY = 'This browser cannot connect directly; playing through relays';

let app: StaticHost;
let relay: NostrRelay;
let signaling: SignalingServer;
let firefox: DrivenPage;
let chromium: DrivenPage;
let webkit: DrivenPage;

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  [app, relay, signaling] = await Promise.all([startStaticHost(inject('buildDir'), '/'), startNostrRelay({ port: 0, quiet: true }), startSignalingServer({ port: 0, host: '127.0.0.1', quiet: true })]);
  [firefox, chromium, webkit] = await Promise.all([launchBrowser('firefox'), launchBrowser('chromium'), launchBrowser('webkit')]);
});
afterAll(async () => {
  await Promise.all([firefox?.close(), chromium?.close(), webkit?.close()]);
  await Promise.all([relay?.close(), signaling?.close(), app?.close()]);
});

/** The app with both local endpoints, as `?signaling=` names them. */
const throughRelays = () => `${app.url}?signaling=${encodeURIComponent(`nostr+${relay.url},${signaling.url}`)}&ice=none`;
/** The app with its only endpoint down (nothing listens on port 9): no signaling at all. */
const noSignaling = () => `${app.url}?signaling=${encodeURIComponent('ws://127.0.0.1:9')}&ice=none`;

/** A fresh load of `url`, never a jump within the page (a link differing only after '#' would not reload it). */
async function open(page: DrivenPage, url: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(url);
  await page.waitFor(appReady);
}

/** Ann hosts on `host`'s page at `url` and sits; returns the game link. */
async function hostTable(host: DrivenPage, url: string): Promise<string> {
  await open(host, url);
  return host.evaluate(hostAndSit, 'Ann');
}

/** Bob, whose page has joined Ann's table, sees her there and sits; Ann sees him. */
async function seatGuest(host: DrivenPage, guest: DrivenPage): Promise<void> {
  await guest.waitFor(seesPlayers, ['Ann']);
  await guest.evaluate(sitAs, 'Bob');
  await host.waitFor(seesPlayers, ['Ann', 'Bob']);
}

/**
 * Both seats play the middle one of their legal moves until the game ends, a seat moving only once
 * both pages have seen the same turn. Returns the record, the same JSON text on both pages.
 */
async function playToTheEnd(a: DrivenPage, b: DrivenPage): Promise<{ deck: string[]; moves: unknown[] }> {
  for (let guard = 0; guard < 3000; guard++) {
    const [sa, sb] = await Promise.all([a.evaluate(seenState), b.evaluate(seenState)]);
    if (sa.finished && sb.finished) break;
    const toMove = sa.turn !== sb.turn ? undefined : [[a, sa] as const, [b, sb] as const].find(([, s]) => !s.finished && s.current === s.mySeat)?.[0];
    if (!toMove || !(await toMove.evaluate(playMiddleMove))) await new Promise((r) => setTimeout(r, 25));
  }
  const [stateA, stateB] = await Promise.all([a.evaluate(seenState), b.evaluate(seenState)]);
  expect([stateA.finished, stateB.finished]).toEqual([true, true]);
  expect(stateB.scores).toEqual(stateA.scores);
  const [recordA, recordB] = await Promise.all([a.evaluate(recordText), b.evaluate(recordText)]);
  expect(recordB).toBe(recordA);
  return JSON.parse(recordA);
}

/** Ann starts a quick game; both pages see it begin. */
async function startQuick(host: DrivenPage, guest: DrivenPage): Promise<void> {
  await host.evaluate(startQuickGame, TILES);
  await Promise.all([host.waitFor(playing), guest.waitFor(playing)]);
}

/** Both play the game to its end to the same record, and neither page kept an error. */
async function finishQuickGame(host: DrivenPage, guest: DrivenPage, name: string): Promise<void> {
  const record = await playToTheEnd(host, guest);
  expect(record.deck).toHaveLength(TILES);
  expect(record.moves.length).toBeGreaterThanOrEqual(TILES - 1);
  await Promise.all([host.screenshot(resolve(SCREENSHOTS, `cross-${name}-host.png`)), guest.screenshot(resolve(SCREENSHOTS, `cross-${name}-guest.png`))]);
  expect(await host.evaluate(pageErrors), `${host.browser}, the host`).toEqual([]);
  expect(await guest.evaluate(pageErrors), `${guest.browser}, the guest`).toEqual([]);
}

/** Signaling brings the two together; they connect directly (WebRTC across engines) and play. */
async function directGame(host: DrivenPage, guest: DrivenPage): Promise<void> {
  await open(guest, await hostTable(host, throughRelays()));
  await seatGuest(host, guest);
  await Promise.all([host.waitFor(reachedBy, 'webrtc'), guest.waitFor(reachedBy, 'webrtc')]);
  await startQuick(host, guest);
  await finishQuickGame(host, guest, `${host.browser}-hosts-${guest.browser}`);
  for (const page of [host, guest]) expect(await page.evaluate(peerPaths), page.browser).toEqual({ webrtc: 1, broadcast: 0, relay: 0, relayOnly: false });
}

describe('online games across browsers', () => {
  it('Firefox hosts, Chromium joins: a whole quick game, connected directly through the local relays', () => directGame(firefox, chromium));

  it('Chromium hosts, Firefox joins: a whole quick game, connected directly through the local relays', () => directGame(chromium, firefox));

  it('Firefox invites Chromium by an invite code passed by hand, with no signaling at all, and they play a whole quick game', async () => {
    await hostTable(firefox, noSignaling());
    // as Ann would: "Make an invite link", send it, paste the answer code her friend sends back
    await firefox.evaluate(uiStep, { selector: 'button', text: 'Make an invite link', act: 'click' });
    await firefox.waitFor(uiStep, { selector: '#offer-link' });
    const invite = (await firefox.evaluate(uiStep, { selector: '#offer-link' }))!;
    expect(invite).toContain('~');
    await open(chromium, invite);
    await chromium.waitFor(uiStep, { selector: '#answer-out' });
    const answer = (await chromium.evaluate(uiStep, { selector: '#answer-out' }))!;
    await firefox.evaluate(uiStep, { selector: '#answer-in', act: 'fill', value: answer });
    await firefox.evaluate(uiStep, { selector: 'button[type=submit]', text: 'Connect', act: 'click' });
    await firefox.waitFor(uiStep, { selector: '[role=status]', text: 'Connected: your friend is at the table.' });
    await seatGuest(firefox, chromium);
    await startQuick(firefox, chromium);
    await finishQuickGame(firefox, chromium, 'firefox-invites-chromium-by-code');
  });

  it('WebKit (no WebRTC) hosts, Chromium joins: a whole quick game through the relay path, and WebKit says so', async () => {
    const link = await hostTable(webkit, throughRelays());
    expect(await webkit.evaluate(() => typeof RTCPeerConnection), "the premise: Debian's WebKitGTK has no WebRTC").toBe('undefined');
    await open(chromium, link);
    await seatGuest(webkit, chromium);
    // in the lobby, and offered no invite by code
    await webkit.waitFor(uiStep, { selector: '.share', text: RELAY_ONLY });
    expect(await webkit.evaluate(uiStep, { selector: 'button', text: 'Make an invite link' })).toBeNull();
    expect(await chromium.evaluate(uiStep, { selector: '.share', text: RELAY_ONLY })).toBeNull();
    await startQuick(webkit, chromium);
    // during play: WebKit says it cannot connect directly; Chromium reaches it through the relays
    await webkit.waitFor(uiStep, { selector: 'p.connection', text: RELAY_ONLY });
    await chromium.waitFor(uiStep, { selector: 'p.connection', text: 'Connected through the relays (slower)' });
    await finishQuickGame(webkit, chromium, 'webkit-hosts-chromium');
    expect(await webkit.evaluate(peerPaths)).toEqual({ webrtc: 0, broadcast: 0, relay: 1, relayOnly: true });
    expect(await chromium.evaluate(peerPaths)).toEqual({ webrtc: 0, broadcast: 0, relay: 1, relayOnly: false });
  });
});
