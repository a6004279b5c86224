/**
 * A browser without WebRTC plays online (issue 27): one Chromium page has no RTCPeerConnection at
 * all (deleted before any script runs, as in WebKitGTK or Firefox with media.peerconnection.enabled
 * off), or one whose constructor throws, and plays a short game with a normal Chromium page
 * through local endpoints on 127.0.0.1 (a Nostr relay and our signaling server). It plays through
 * the relays from the start, says so ("This browser cannot connect directly; playing through
 * relays"), offers no invite by code, and logs no error and no unhandled rejection; the normal
 * page reaches it through the relays too, and both end with the same record.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNostrRelay, type NostrRelay } from '../../scripts/nostr-relay.js';
import { startSignalingServer } from '../../scripts/signaling-server.js';
import { appInChromium, collectErrors, screenshot } from './ui-helpers/app.js';
import { appState, hostTable, playToTheEnd } from './ui-helpers/online-game.js';

const app = appInChromium();
let relay: NostrRelay;
let signaling: { url: string; close: () => Promise<void> };
beforeAll(async () => {
  relay = await startNostrRelay({ port: 0, quiet: true });
  signaling = await startSignalingServer({ port: 0, host: '127.0.0.1', quiet: true });
});
afterAll(async () => {
  await relay?.close();
  await signaling?.close();
});

const RELAY_ONLY = 'This browser cannot connect directly; playing through relays';

/** No RTCPeerConnection at all, before any script of the page runs. */
function removeWebrtc() {
  const w = window as unknown as Record<string, unknown>;
  delete w.RTCPeerConnection;
  delete w.webkitRTCPeerConnection;
}

/** An RTCPeerConnection that is there but cannot be made. */
function throwingWebrtc() {
  const w = window as unknown as Record<string, unknown>;
  const refuse = function RTCPeerConnection() {
    throw new DOMException('WebRTC is disabled', 'NotSupportedError');
  };
  w.RTCPeerConnection = refuse;
  w.webkitRTCPeerConnection = refuse;
}

const pageErrors = (page: Page): string[] => {
  const errors = collectErrors(page);
  page.on('console', (m) => {
    if (/unhandled|RTCPeerConnection/i.test(m.text())) errors.push(m.text());
  });
  return errors;
};

async function browserWindow(init?: () => void): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await app.browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  return { context, page, errors: pageErrors(page) };
}

/** The lobby's connection line (or, for a guest waiting on the host, the waiting block). */
const lobbyStatus = (page: Page) => page.locator('carc-lobby .share').textContent();

/**
 * Ann hosts on one page, Bob joins on the other; the page without WebRTC (`bare`) is the host or the
 * guest. Checks what each says, plays the game to its end, and that neither page logged an error.
 */
async function playAcross(init: () => void, role: 'host' | 'guest'): Promise<void> {
  const plain = await browserWindow();
  const bare = await browserWindow(init);
  const [host, guest] = role === 'host' ? [bare, plain] : [plain, bare];
  expect(await bare.page.evaluate(() => typeof RTCPeerConnection === 'function' && (() => new RTCPeerConnection())()).catch(() => false)).toBe(false);

  const endpoints = encodeURIComponent(`nostr+${relay.url},${signaling.url}`);
  await host.page.goto(`${app.url}?signaling=${endpoints}&ice=none`);
  const link = await hostTable(host.page);
  await guest.page.goto(link);
  await guest.page.getByLabel('Name').fill('Bob');
  await guest.page.getByRole('radio', { name: 'Blue' }).click();
  await guest.page.getByRole('button', { name: 'Take a seat' }).click();
  await expect.poll(async () => (await appState(host.page)).players.map((p) => p.name), { timeout: 30_000 }).toEqual(['Ann', 'Bob']);

  // the browser without WebRTC says so in the lobby, and offers no invite by code
  await expect.poll(() => lobbyStatus(bare.page)).toContain(RELAY_ONLY);
  expect(await lobbyStatus(plain.page)).not.toContain(RELAY_ONLY);
  expect(await bare.page.getByText(/Invite by code/).count()).toBe(0);
  expect(await bare.page.getByText(/invite code/).count()).toBe(0);
  expect(await bare.page.getByRole('button', { name: 'Make an invite link' }).count()).toBe(0);
  if (role === 'host') expect(await bare.page.locator('carc-lobby .no-by-code').textContent()).toContain('No invite by code from this browser');
  else expect(await plain.page.getByText('No connection? Invite by code').count()).toBe(1);
  await screenshot(bare.page, `no-webrtc-lobby-${role}-1440x900`);

  void host.page.evaluate(() => (document.querySelector('carc-game') as unknown as { start(o: unknown): Promise<void> }).start({ tiles: 14 }).catch(() => {}));
  for (const p of [host.page, guest.page]) await expect.poll(async () => (await appState(p)).phase, { timeout: 30_000 }).toBe('playing');
  await expect.poll(() => bare.page.locator('p.connection').textContent()).toContain(RELAY_ONLY);
  // the normal browser reaches it through the relays, as it would a friend behind a strict NAT
  await expect.poll(() => plain.page.locator('p.connection').textContent()).toBe('Connected through the relays (slower)');
  const record = await playToTheEnd(host.page, guest.page);
  expect(record.moves.length).toBeGreaterThan(5);
  await screenshot(bare.page, `no-webrtc-end-${role}-1440x900`);
  expect(await bare.page.getByRole('button', { name: 'Make an invite link' }).count()).toBe(0);

  expect(bare.errors, `the page without WebRTC, as the ${role}`).toEqual([]);
  expect(plain.errors, `the normal page, beside a ${role} without WebRTC`).toEqual([]);
  await host.context.close();
  await guest.context.close();
}

describe('a browser without WebRTC', () => {
  it('with no RTCPeerConnection at all, joins a normal browser’s table and plays a short game through the relays', () => playAcross(removeWebrtc, 'guest'));
  it('with an RTCPeerConnection that throws, hosts a short game with a normal browser through the relays', () => playAcross(throwingWebrtc, 'host'));
});
