/**
 * A New World bot sees only what a player sees, as in hiding.test.ts for the base game: the same
 * position is rebuilt from a record whose unseen deck (the tiles after the one drawn) is permuted,
 * and every level must make the same move. New World has no river and no PRNG of its own, so every
 * rules option is tried.
 */
import { describe, expect, it } from 'vitest';
import { Rng, exportRecord, replayAnyRecord, type NewWorldGame } from '../../src/engine/index.js';
import { BOT_LEVELS, chooseMove } from '../../src/bots/index.js';
import { NEW_WORLD_RULE_CASES, advance, newWorldGame } from './helpers.js';

/** The same position with the unseen tiles of the deck in another order. */
function permuted(game: NewWorldGame, seed: string): NewWorldGame {
  const rec = exportRecord(game);
  const deck = rec.deck!;
  const from = game.deckPos + 1;
  const tail = Rng.fromSeed(seed).shuffle(deck.slice(from));
  expect(tail).not.toEqual(deck.slice(from));
  const res = replayAnyRecord({ ...rec, deck: [...deck.slice(0, from), ...tail] });
  if (!res.ok || res.kind !== 'new-world') throw new Error(res.ok ? res.kind : res.error.message);
  expect(res.game.snapshot()).toEqual(game.snapshot());
  return res.game;
}

describe('New World information hiding: the unseen order of the deck never changes a move', () => {
  Object.entries(NEW_WORLD_RULE_CASES).forEach(([name, rules], i) => {
    it(name, () => {
      const players = 2 + (i % 4);
      const game = advance(newWorldGame(players, `nw-hide/${i}`, rules), 8 + 7 * i);
      expect(game.finished).toBe(false);
      const other = permuted(game, `nw-perm/${i}`);
      for (const level of BOT_LEVELS) {
        const opts = { level, seed: `bot/${i}`, budget: { iterations: 40 } };
        const a = chooseMove(game, opts);
        expect(a.ok, level).toBe(true);
        expect(chooseMove(other, opts), level).toEqual(a);
      }
    });
  });
});
