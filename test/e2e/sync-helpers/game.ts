/**
 * Driving test/e2e/pages/sync-e2e.html: read a page's session state, wait for a condition, and play
 * a whole two-player game between two pages with random legal moves.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { patient } from '../patience-factor.js';

export const state = (p: Page) => p.evaluate(() => window.syncTest.state());
export type PageState = Awaited<ReturnType<typeof state>>;

export async function until(p: Page, what: string, check: (s: PageState) => boolean, timeoutMs = 60_000): Promise<PageState> {
  // a guard against a hang, stretched like every e2e wait (a busy machine is only slower)
  const t0 = Date.now();
  for (;;) {
    const s = await state(p);
    if (check(s)) return s;
    if (Date.now() - t0 > patient(timeoutMs)) throw new Error(`timed out waiting for ${what}: ${JSON.stringify({ ...s, chain: s.chain.length, record: undefined })}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Alice opens a room, Bob joins it by its name; both take seats and see each other over WebRTC. Returns the room. */
export async function seatTwo(alice: Page, bob: Page): Promise<string> {
  const room = await alice.evaluate(() => window.syncTest.open(null));
  expect(await alice.evaluate(() => window.syncTest.claim('Alice', '#d62728'))).toBe(0);
  await bob.evaluate((r) => window.syncTest.open(r), room);
  await until(bob, 'Bob to see Alice', (s) => s.seats.length === 1);
  expect(await bob.evaluate(() => window.syncTest.claim('Bob', '#1f77b4'))).toBe(1);
  await until(alice, 'Alice to see Bob', (s) => s.seats.length === 2);
  // they reached each other over WebRTC, not BroadcastChannel (separate contexts share no storage)
  for (const p of [alice, bob]) {
    const { status } = await until(p, 'a WebRTC peer', (s) => (s.status.via?.webrtc ?? 0) > 0);
    expect(status).toMatchObject({ kind: 'connected', peers: 1, via: { webrtc: 1, broadcast: 0 } });
  }
  return room;
}

/** Both wait for the end and agree on every entry, the record and the scores; returns Alice's last state. */
export async function sameEnd(alice: Page, bob: Page): Promise<PageState> {
  const ended = await until(alice, 'the end of the game (Alice)', (s) => s.phase === 'finished', 150_000);
  // the game is over with the last move; the other seat's acknowledgement of it may still be on its way
  const b = await until(bob, 'the end of the game (Bob)', (s) => s.phase === 'finished' && s.chain.length >= ended.chain.length, 30_000);
  const a = await until(alice, 'the same chain as Bob (Alice)', (s) => s.chain.length === b.chain.length, 30_000);
  expect(b.chain).toEqual(a.chain);
  expect(b.record).toEqual(a.record);
  expect(b.scores).toEqual(a.scores);
  expect(a.record!.players).toEqual(['Alice', 'Bob']);
  return a;
}
