/**
 * A bot sees only what a player sees. The same position is rebuilt from a record whose unseen
 * deck (the tiles after those drawn or dealt) is permuted; every level must then make the same
 * move. Permuting only the land tiles keeps the river's order rules. Rules whose PRNG is seeded
 * from the whole deck (startPlayer "random" picks the start player, unplaceable "return" places
 * returned tiles) would replay a different game from a permuted deck, so those two are left out
 * here; PublicView replaces that PRNG for the bot in any case.
 */
import { describe, expect, it } from 'vitest';
import { Rng, exportRecord, replayRecord, type Game } from '../../src/engine/index.js';
import { BOT_LEVELS, chooseMove } from '../../src/bots/index.js';
import { RULE_CASES, advance, newGame } from './helpers.js';

function drawn(game: Game): number {
  return game.deckPos + (game.currentTile && !game.fromHand ? 1 : 0);
}

/** The same position with the unseen land tiles of the deck in another order. */
function permuted(game: Game, seed: string): Game {
  const rec = exportRecord(game);
  const deck = rec.deck!;
  const from = drawn(game);
  const isRiver = (id: string) => game.catalogue.byId.get(id)!.hasRiver;
  const land = deck.slice(from).filter((id) => !isRiver(id));
  expect(new Set(land).size).toBeGreaterThan(1);
  const shuffled = Rng.fromSeed(seed).shuffle([...land]);
  const tail = deck.slice(from).map((id) => (isRiver(id) ? id : shuffled.shift()!));
  expect(tail).not.toEqual(deck.slice(from));
  const res = replayRecord({ ...rec, deck: [...deck.slice(0, from), ...tail] });
  if (!res.ok) throw new Error(res.error.message);
  expect(res.game.snapshot()).toEqual(game.snapshot());
  return res.game;
}

const CASES = Object.entries(RULE_CASES).filter(([, r]) => !('startPlayer' in r) && !('unplaceable' in r));

describe('information hiding: the unseen order of the deck never changes a move', () => {
  CASES.forEach(([name, rules], i) => {
    it(name, () => {
      const players = 2 + (i % 3);
      // a river game's land part starts after about a dozen moves
      const game = advance(newGame(players, `hide/${i}`, rules), 14 + (i % 7));
      expect(game.finished).toBe(false);
      const other = permuted(game, `perm/${i}`);
      for (const level of BOT_LEVELS) {
        const opts = { level, seed: `bot/${i}`, budget: { iterations: 40 } };
        expect(chooseMove(other, opts), level).toEqual(chooseMove(game, opts));
      }
    });
  });
});
