/**
 * The watchers' count (audience-count.ts): exact for a small audience, a bounded number of states
 * and a fair estimate for a large one, and a vandal's states cannot make a reader scan more than a
 * bounded number of them.
 */
import { describe, expect, test } from 'vitest';
import { Rng } from '../../../src/engine/index.js';
import { MAX_READ, TARGET_STATES, audienceCount, type CountState, levelOf, rankOf, statesOf } from '../../../src/sync/transport/audience-count.js';

/** Every watcher's page settling on the same level: who publishes, once the states went round. */
function settle(ranks: number[]): { published: number; counts: number[] } {
  // all join at once: nobody has seen a state yet
  let states = new Map<number, CountState>();
  for (let round = 0; round < 40; round++) {
    const next = new Map<number, CountState>();
    ranks.forEach((r, i) => {
      const count = audienceCount(
        [...states].flatMap(([j, s]) => (j === i ? [] : [s])),
        r,
      );
      if (count.publish) next.set(i, { w: r, l: count.level });
    });
    if (JSON.stringify([...next]) === JSON.stringify([...states])) break;
    states = next;
  }
  const counts = ranks.map(
    (r, i) =>
      audienceCount(
        [...states].flatMap(([j, s]) => (j === i ? [] : [s])),
        r,
      ).watchers,
  );
  return { published: states.size, counts };
}

describe('the watchers count', () => {
  test('a small audience is counted exactly, each watcher counting itself, and a seat counts them all', () => {
    const rng = Rng.fromSeed('small');
    const ranks = Array.from({ length: 7 }, () => rankOf(rng.int(2 ** 32)));
    const { published, counts } = settle(ranks);
    expect(published).toBe(7);
    expect(counts).toEqual(Array(7).fill(7));
    expect(
      audienceCount(
        ranks.map((w) => ({ w, l: 0 })),
        null,
      ),
    ).toEqual({ level: 0, publish: false, watchers: 7 });
  });

  test('a thousand watchers keep a few dozen states, and every page shows about a thousand', () => {
    const estimates: number[] = [];
    for (const seed of [1, 2, 3]) {
      const rng = Rng.fromSeed(String(seed));
      const ranks = Array.from({ length: 1000 }, () => rankOf(rng.int(2 ** 32)));
      const { published, counts } = settle(ranks);
      expect(published).toBeLessThanOrEqual(2 * TARGET_STATES);
      // every page reads the same states: they all show one number
      expect(new Set(counts).size).toBeLessThanOrEqual(2);
      estimates.push(counts[0]);
    }
    const mean = estimates.reduce((a, b) => a + b, 0) / estimates.length;
    expect(mean).toBeGreaterThan(600);
    expect(mean).toBeLessThan(1600);
  });

  test("a vandal's states are read only as far as MAX_READ, and only { w: rank } counts", () => {
    const states = new Map<number, unknown>();
    for (let i = 0; i < 100_000; i++) states.set(i, i % 2 ? { w: 31, l: 0 } : { w: 'x', l: 0, junk: 'y'.repeat(10) });
    const read = statesOf(states, null);
    expect(read.length).toBeLessThanOrEqual(MAX_READ / 2);
    expect(
      statesOf(
        new Map<number, unknown>([
          [1, { w: 3, l: 2 }],
          [2, null],
          [3, { w: 99, l: 0 }],
          [4, { w: -1, l: 0 }],
          [5, 'w'],
          [6, { w: 2, l: 3 }],
        ]),
        null,
      ),
    ).toEqual([{ w: 3, l: 2 }]);
    // more states only ever raise the level: a vandal's crowd makes fewer watchers publish, never all of them
    expect(levelOf(read)).toBe(31);
  });

  test("a vandal's states at level 0 cannot make every watcher publish", () => {
    const rng = Rng.fromSeed('vandal');
    const ranks = Array.from({ length: 1000 }, () => rankOf(rng.int(2 ** 32)));
    const vandal = Array.from({ length: 60 }, (): CountState => ({ w: 0, l: 0 }));
    const honest = ranks.filter((r) => r >= 5).map((w) => ({ w, l: 5 }));
    const publishing = ranks.filter((r) => audienceCount([...vandal, ...honest], r).publish).length;
    expect(publishing).toBeLessThanOrEqual(2 * TARGET_STATES);
  });
});
