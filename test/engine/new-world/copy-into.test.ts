/**
 * `copyInto` (the bots' cheap copies): a scratch game made equal to a position plays on exactly as a
 * clone of it would, and neither the scratch's past nor its future leaks into the original.
 */
import { describe, expect, it } from 'vitest';
import { NewWorldGame, Rng, randomNewWorldMove } from '../../../src/engine/index.js';

function state(g: NewWorldGame): string {
  return JSON.stringify([g.snapshot(), g.deckPos, g.westmost, g.moves]);
}

describe('NewWorldGame.copyInto', () => {
  it('a scratch copy plays on as a clone does, and leaves the original alone', () => {
    for (const [i, rules] of [{}, { coastCloses: true }, { settlers: 2, incompleteTrails: 'segments' }].entries()) {
      const created = NewWorldGame.create({ players: ['A', 'B', 'C'], rules, seed: `copy-into/${i}` });
      if (!created.ok) throw new Error(created.error.message);
      const game = created.game;
      const rng = Rng.fromSeed(`moves/${i}`);
      // the scratch starts as a copy of the opening and is reused at every later position
      const scratch = game.clone();
      while (!game.finished) {
        const before = state(game);
        const copy = game.copyInto(scratch);
        expect(copy).toBe(scratch);
        expect(state(copy)).toBe(before);
        const clone = game.clone();
        const ahead = Rng.fromSeed(`ahead/${game.turn}`);
        for (let k = 0; k < 3 && !clone.finished; k++) {
          const move = randomNewWorldMove(clone, ahead, true)!;
          expect(clone.play(move).ok).toBe(true);
          expect(copy.play(move).ok).toBe(true);
        }
        expect(state(copy)).toBe(state(clone));
        expect(state(game)).toBe(before);
        expect(game.play(randomNewWorldMove(game, rng)!).ok).toBe(true);
      }
    }
  });
});
