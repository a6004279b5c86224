/**
 * Every bot is deterministic for a seed under an iteration budget (an online peer re-runs a bot
 * seat's search to verify its move), and a time budget is read only from the injected clock.
 */
import { describe, expect, it } from 'vitest';
import { replayRecord, exportRecord } from '../../src/engine/index.js';
import { BOT_LEVELS, chooseMove } from '../../src/bots/index.js';
import { advance, newGame } from './helpers.js';

describe('determinism', () => {
  it('the same position, level, seed and iterations give the same move, on a fresh copy too', () => {
    for (let i = 0; i < 4; i++) {
      const game = advance(newGame(2 + i, `det/${i}`, i % 2 ? { abbot: true } : { hand: 3 }), 8 + 5 * i, 'medium');
      const again = replayRecord(exportRecord(game));
      if (!again.ok) throw new Error(again.error.message);
      for (const level of BOT_LEVELS) {
        const opts = { level, seed: 'same', budget: { iterations: 60 } };
        const a = chooseMove(game, opts);
        expect(chooseMove(game, opts), level).toEqual(a);
        expect(chooseMove(again.game, opts), level).toEqual(a);
      }
    }
  });

  it("the bot leaves the caller's game as it was", () => {
    const game = advance(newGame(3, 'untouched', { river: 'river2' }), 10);
    const before = JSON.stringify([game.snapshot(), Array.from(game.deck), game.deckPos]);
    for (const level of BOT_LEVELS) chooseMove(game, { level, seed: 's', budget: { iterations: 30 } });
    expect(JSON.stringify([game.snapshot(), Array.from(game.deck), game.deckPos])).toBe(before);
  });

  it('hard searches more with more iterations, and reports how many it ran', () => {
    const game = advance(newGame(2, 'iters'), 12);
    const few = chooseMove(game, { level: 'hard', seed: 's', budget: { iterations: 10 } });
    const many = chooseMove(game, { level: 'hard', seed: 's', budget: { iterations: 200 } });
    expect(few.ok && few.iterations).toBe(10);
    expect(many.ok && many.iterations).toBe(200);
  });
});

describe('time budget (measured on the injected clock, never on the wall)', () => {
  /** A clock that moves `step` ms each time it is read, as if each read followed some work. */
  function steppingClock(step: number): () => number {
    let t = 1000;
    return () => (t += step);
  }

  for (const timeMs of [20, 100, 400]) {
    it(`hard stops within 20% of a ${timeMs} ms budget`, () => {
      const game = advance(newGame(2, `time/${timeMs}`), 10);
      const now = steppingClock(1);
      const start = now();
      const res = chooseMove(game, { level: 'hard', seed: 't', budget: { timeMs, now } });
      const spent = now() - start;
      expect(res.ok).toBe(true);
      expect(spent).toBeLessThanOrEqual(timeMs * 1.2);
      expect(spent).toBeGreaterThanOrEqual(timeMs * 0.8);
    });
  }
});
