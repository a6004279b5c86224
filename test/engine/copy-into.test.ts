/**
 * Game.copyInto: a scratch game reused for many positions (the bots' search) must play exactly
 * as a fresh clone would, whatever it held before. Random games under several rules options: at
 * every turn the scratch, dirtied by moves of another position, is copied onto and played on next
 * to a clone, and both must reach the same snapshot, record and features.
 */
import { describe, expect, it } from 'vitest';
import { createGame, exportRecord, randomMove, Rng, type Game } from '../../src/engine/index.js';
import { firstDifference } from './helpers/first-difference.js';

function started(setup: Parameters<typeof createGame>[0]): Game {
  const c = createGame(setup);
  if (!c.ok) throw new Error(`${c.error.code}: ${c.error.message}`);
  return c.game;
}

const RULES = [{}, { abbot: true }, { hand: 3 }, { river: 'river1+2' }, { unplaceable: 'return' }];

describe('Game.copyInto', () => {
  for (const rules of RULES) {
    it(`plays as a clone does, from a dirtied scratch (rules ${JSON.stringify(rules)})`, () => {
      for (let k = 0; k < 2; k++) {
        const game = started({ players: ['Ann', 'Ben', 'Cat'].slice(0, 2 + (k % 2)), rules, seed: `copy-into/${k}` });
        const rng = Rng.fromSeed(`copy-into/moves/${k}`);
        const scratch = game.clone();
        while (!game.finished) {
          // dirty the scratch with a few moves of its own (it holds an older position)
          for (let i = 0; i < 2 && !scratch.finished; i++) scratch.play(randomMove(scratch, rng)!);
          const move = randomMove(game, rng)!;
          const clone = game.clone();
          game.copyInto(scratch);
          expect(scratch.snapshot()).toEqual(game.snapshot());
          const a = clone.play(move);
          const b = scratch.play(move);
          // the results (events, and the whole state each carries, field by field) are the same
          expect(firstDifference(b, a)).toBe(null);
          expect(scratch.snapshot()).toEqual(clone.snapshot());
          expect(exportRecord(scratch)).toEqual(exportRecord(clone));
          expect(firstDifference(scratch.board.grid, clone.board.grid)).toBe(null);
          expect(firstDifference(scratch.features.parent, clone.features.parent)).toBe(null);
          // the source is untouched by either
          game.play(move);
          expect(game.snapshot()).toEqual(clone.snapshot());
        }
      }
    });
  }
});
