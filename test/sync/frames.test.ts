/**
 * Frames (src/sync/transport/frames.ts): long messages go out as parts and come back whole in any
 * order; whatever a hostile sender makes of the parts is bounded and never crashes the receiver.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { MAX_IN_PROGRESS, PART_MARK, Reassembler, splitMessage } from '../../src/sync/transport/frames.js';

const bytes = (n: number, seed = 1) => new Uint8Array(n).map((_, i) => (i * 131 + seed) & 255).map((x, i) => (i === 0 ? x % 200 : x));

describe('frames', () => {
  test('a message that fits goes out as it is: no byte added, and it reads back as itself', () => {
    const m = bytes(1000);
    const frames = splitMessage(m, 64 * 1024, 0);
    expect(frames).toEqual([m]);
    expect(new Reassembler().accept(frames[0])).toEqual(m);
  });

  test('any message comes back whole from its frames in any order, none longer than the frame size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6000 }), fc.integer({ min: 64, max: 2048 }), fc.integer(), (n, size, seed) => {
        const m = bytes(n, seed & 255);
        const frames = splitMessage(m, size, seed >>> 0);
        for (const f of frames) expect(f.length).toBeLessThanOrEqual(size);
        const order = frames.map((_, i) => i).sort((a, b) => ((a * 7919 + seed) % 13) - ((b * 7919 + seed) % 13));
        const r = new Reassembler();
        let whole: Uint8Array | null = null;
        for (const i of order) whole = r.accept(frames[i]) ?? whole;
        expect(whole).toEqual(m);
        expect(r.held).toBe(0);
      }),
      { numRuns: 100 },
    );
  });

  test('copies of a part (a relay delivering twice) change nothing, and a completed message is not rebuilt', () => {
    const m = bytes(10_000);
    const frames = splitMessage(m, 1024, 5);
    const r = new Reassembler();
    const out = frames.flatMap((f) => [r.accept(f), r.accept(f)]).filter(Boolean);
    expect(out).toEqual([m]);
    expect(r.accept(frames[0])).toBeNull();
    expect(r.refused.duplicate).toBe(frames.length + 1);
  });

  test('a claimed size over the bound, a part that contradicts its message and malformed bytes are refused before anything is kept', () => {
    const r = new Reassembler(100_000);
    const huge = splitMessage(bytes(200_000), 64 * 1024, 1);
    expect(r.accept(huge[0])).toBeNull();
    expect(r.refused['too-big']).toBe(1);
    expect(r.held).toBe(0);
    const a = splitMessage(bytes(5000), 1024, 2);
    const b = splitMessage(bytes(7000), 1024, 2);
    r.accept(a[0]);
    expect(r.accept(b[1])).toBeNull();
    expect(r.refused.contradicts).toBe(1);
    for (const junk of [new Uint8Array([PART_MARK]), new Uint8Array([PART_MARK, 255, 255, 255, 255, 255, 255]), new Uint8Array([PART_MARK, 1, 9, 3, 200, 7]), new Uint8Array(0)])
      expect(r.accept(junk)).toBeNull();
    expect(r.refused.malformed).toBe(4);
  });

  test('a sender that opens message after message holds at most a few in progress; parts that stop coming are forgotten', () => {
    let now = 0;
    const r = new Reassembler(8 * 1024 * 1024, () => now);
    for (let id = 0; id < 50; id++) r.accept(splitMessage(bytes(40_000), 4096, id)[0]);
    expect(r.held).toBeLessThanOrEqual(MAX_IN_PROGRESS * 4096);
    now += 61_000;
    r.accept(splitMessage(bytes(40_000), 4096, 99)[0]);
    expect(r.held).toBeLessThanOrEqual(4096);
  });
});
