/**
 * When the direct path to a peer is given up on (src/sync/transport/ice-watch.ts): FALLBACK_MS after
 * the first signal whatever y-webrtc retries meanwhile, at once when ICE fails or the connection
 * closes without opening, never while connected; new ICE servers give a fresh try; a peer that
 * stops being heard of is forgotten, unless the relays still carry it.
 */
import { describe, expect, test } from 'vitest';
import { FALLBACK_MS, ICE_MEMORY_MS, IceWatch } from '../../src/sync/transport/ice-watch.js';

const conn = (remotePeerId: string, connected = false) => ({ remotePeerId, connected });

describe('giving up on the direct path', () => {
  test('FALLBACK_MS after the first signal, even though new attempts keep signalling', () => {
    const w = new IceWatch();
    w.signal('p', 0);
    // y-webrtc's attempts come and go: each sends signals again
    for (let t = 500; t <= FALLBACK_MS; t += 500) {
      w.signal('p', t);
      expect(w.check([conn('p')], t).givenUp.has('p')).toBe(false);
    }
    expect(w.check([conn('p')], FALLBACK_MS + 1).givenUp).toEqual(new Set(['p']));
  });

  test('at once when ICE fails or the connection closes without opening; never while connected', () => {
    const w = new IceWatch();
    w.signal('p', 0);
    w.iceFailed('p', 100);
    expect(w.check([], 100).givenUp.has('p')).toBe(true);
    expect(w.check([conn('p', true)], 200).givenUp.has('p')).toBe(false);
    w.signal('q', 0);
    expect(w.check([conn('q', true)], FALLBACK_MS * 3).givenUp.has('q')).toBe(false);
  });

  test('new ICE servers: a fresh bound for every peer given up on', () => {
    const w = new IceWatch();
    w.signal('p', 0);
    w.check([conn('p')], FALLBACK_MS + 1);
    w.reset(10_000);
    expect(w.check([conn('p')], 10_000 + FALLBACK_MS - 1).givenUp.has('p')).toBe(false);
    expect(w.check([conn('p')], 10_000 + FALLBACK_MS + 1).givenUp.has('p')).toBe(true);
  });

  test('a peer not heard of for ICE_MEMORY_MS is forgotten, unless the relays still carry it', () => {
    const w = new IceWatch();
    w.signal('gone', 0);
    w.signal('relayed', 0);
    for (let t = 10_000; t <= ICE_MEMORY_MS + 20_000; t += 10_000) {
      w.alive('relayed', t);
      const r = w.check([], t);
      if (t > ICE_MEMORY_MS) expect(r.givenUp.has('gone')).toBe(false);
      expect(r.givenUp.has('relayed')).toBe(true);
    }
  });
});
