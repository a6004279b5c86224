/**
 * Good citizenship on public relays, on a fake clock: announcements back off while a room looks
 * for peers, drop to a slow heartbeat once every seat is connected, and never exceed the
 * per-minute cap of an endpoint, however often y-webrtc asks (reconnects, lost peers).
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ANNOUNCE_LIMITS, AnnounceSchedule, MinuteBudget } from '../../src/sync/signaling/announce-schedule.js';

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

function announcer(searching: () => boolean, budget = new MinuteBudget(ANNOUNCE_LIMITS.perMinute)) {
  const sent: number[] = [];
  const schedule = new AnnounceSchedule(searching, budget);
  schedule.attach(() => sent.push(Date.now() - 1_000_000));
  return { sent, schedule };
}

/** the most announcements in any 60 s window */
const busiestMinute = (times: number[]) => Math.max(0, ...times.map((t) => times.filter((u) => u >= t && u < t + 60_000).length));

describe('announcements on one endpoint', () => {
  test('while the room looks for peers: at once, then backing off from 5 s to every 2 minutes', () => {
    const { sent, schedule } = announcer(() => true);
    vi.advanceTimersByTime(10 * 60_000);
    expect(sent.slice(0, 6)).toEqual([0, 5_000, 15_000, 35_000, 75_000, 155_000]);
    const gaps = sent.slice(1).map((t, i) => t - sent[i]);
    expect(Math.max(...gaps)).toBe(120_000);
    expect(sent.length).toBeLessThanOrEqual(10);
    schedule.destroy();
  });

  test('once every seat is connected: only a heartbeat every 5 minutes', () => {
    let searching = true;
    const { sent, schedule } = announcer(() => searching);
    vi.advanceTimersByTime(20_000);
    expect(sent).toEqual([0, 5_000, 15_000]);
    searching = false;
    vi.advanceTimersByTime(60 * 60_000);
    const later = sent.filter((t) => t > 20_000);
    expect(later.length).toBe(12);
    expect(
      later
        .slice(1)
        .map((t, i) => t - later[i])
        .every((g) => g === ANNOUNCE_LIMITS.heartbeatMs),
    ).toBe(true);
    schedule.destroy();
  });

  test('a seat that goes missing makes the search brisk again', () => {
    let searching = false;
    const { sent, schedule } = announcer(() => searching);
    vi.advanceTimersByTime(30 * 60_000);
    const before = sent.length;
    searching = true;
    schedule.request(); // y-webrtc announces when a peer's connection closes
    vi.advanceTimersByTime(ANNOUNCE_LIMITS.firstRetryMs + 1);
    expect(sent.length).toBeGreaterThan(before);
    expect(sent[sent.length - 1]).toBeGreaterThan(30 * 60_000);
    schedule.destroy();
  });

  test('however often asked, at most 6 a minute per endpoint, across rooms and reconnects', () => {
    const budget = new MinuteBudget(ANNOUNCE_LIMITS.perMinute);
    const rooms = [announcer(() => true, budget), announcer(() => true, budget), announcer(() => true, budget)];
    for (let i = 0; i < 300; i++) {
      for (const r of rooms) {
        // a flapping relay: the socket goes away and comes back, and y-webrtc announces again
        r.schedule.detach();
        r.schedule.attach(() => r.sent.push(Date.now() - 1_000_000));
        r.schedule.request();
      }
      vi.advanceTimersByTime(1_000);
    }
    const all = rooms.flatMap((r) => r.sent).sort((a, b) => a - b);
    expect(busiestMinute(all)).toBeLessThanOrEqual(6);
    // and every room still got announced in the end
    for (const r of rooms) expect(r.sent.length).toBeGreaterThan(1);
    for (const r of rooms) r.schedule.destroy();
  });

  test('nothing is sent while the endpoint is away', () => {
    const { sent, schedule } = announcer(() => true);
    schedule.detach();
    vi.advanceTimersByTime(10 * 60_000);
    expect(sent).toEqual([0]);
  });
});
