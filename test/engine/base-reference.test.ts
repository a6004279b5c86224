/**
 * The engine against a plain second implementation of the scoring rules (helpers/reference-rules.ts)
 * on random games under every farmer scoring: scores and supplies after every move, and the final
 * scores, must agree exactly.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng, createGame, randomMove, type FarmerScoring } from '../../src/engine/index.js';
import { ReferenceGame } from './helpers/reference-rules.js';

describe('engine and reference scorer agree', () => {
  it('on random games with random rules', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.nat(),
        fc.integer({ min: 2, max: 5 }),
        fc.constantFrom<FarmerScoring>('c3', 'c1', 'off'),
        fc.boolean(),
        fc.integer({ min: 2, max: 7 }),
        (seed, moveSeed, players, farmers, tinyCity, followers) => {
          const rules = { farmers, tinyCity, followers };
          const created = createGame({ players: ['A', 'B', 'C', 'D', 'E'].slice(0, players), seed, rules });
          if (!created.ok) throw new Error(created.error.message);
          const game = created.game;
          const ref = new ReferenceGame(players, game.rules);
          const rng = new Rng([moveSeed, 5, 6, 7]);
          while (!game.finished) {
            const move = randomMove(game, rng)!;
            const res = game.play(move);
            if (!res.ok) throw new Error(res.error.message);
            ref.play(move);
            if (!game.finished) {
              const snap = game.snapshot();
              expect([snap.scores, snap.followers], `after move ${game.turn}`).toEqual([ref.scores, ref.supply]);
            }
          }
          ref.finish();
          expect(game.snapshot().scores).toEqual(ref.scores);
        },
      ),
      { seed: 424242, numRuns: 150 },
    );
  });
});
