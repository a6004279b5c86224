/**
 * expert-1ply: legal over whole games, deterministic, blind to the bag's order (also in the end
 * solver), completion chances that follow the tiles left, and the end solved exactly.
 */
import { describe, expect, it } from 'vitest';
import { RECORD_FORMAT, Rng, exportRecord, replayRecord, type Game } from '../../src/engine/index.js';
import { chooseMove } from '../../src/bots/index.js';
import { playArenaGame } from '../../src/bots/arena.js';
import { Completion } from '../../src/bots/completion.js';
import { advance, newGame } from './helpers.js';

const opts = { level: 'expert-1ply' as const, seed: 'expert' };

/** A game from a record with this deck (the start tile D is on the board; the first deck tile is to play). */
function withDeck(deck: string[], players = ['P1', 'P2']): Game {
  const res = replayRecord({ format: RECORD_FORMAT, players, deck, moves: [] });
  if (!res.ok) throw new Error(res.error.message);
  return res.game;
}

const idx = (game: Game, ids: string[]) => ids.map((id) => game.catalogue.byId.get(id)!.index);

describe('expert-1ply plays legal games', () => {
  it('two players, the base rules', () => {
    const g = playArenaGame(['expert-1ply', 'greedy'], 'expert/legal/2', { now: () => 0 });
    expect(g.repaired).toBe(0);
    expect(g.times[0].length).toBeGreaterThan(30);
  });

  it('three players with the river', () => {
    const g = playArenaGame(['expert-1ply', 'medium', 'expert-1ply'], 'expert/legal/3', { now: () => 0, rules: { river: 'river1' } });
    expect(g.repaired).toBe(0);
    expect(g.times[0].length).toBeGreaterThan(20);
  });
});

describe('expert-1ply is deterministic and sees only the bag as a multiset', () => {
  it('the same position and seed give the same move', () => {
    const game = advance(newGame(2, 'expert/det'), 20);
    const a = chooseMove(game, opts);
    expect(a.ok).toBe(true);
    expect(chooseMove(game.clone(), opts)).toEqual(a);
  });

  it('the order of the last tiles does not change its move in the end solver', () => {
    // two different tiles left behind the one to play: the solver weighs both orders
    const a = withDeck(['E', 'U', 'K']);
    const b = withDeck(['E', 'K', 'U']);
    expect(a.snapshot()).toEqual(b.snapshot());
    expect(chooseMove(b, opts)).toEqual(chooseMove(a, opts));
  });

  it('the order of the unseen deck mid-game does not change its move', () => {
    const game = advance(newGame(2, 'expert/hide'), 24);
    const rec = exportRecord(game);
    const from = game.deckPos + 1;
    const tail = Rng.fromSeed('perm').shuffle(rec.deck!.slice(from));
    const other = replayRecord({ ...rec, deck: [...rec.deck!.slice(0, from), ...tail] });
    if (!other.ok) throw new Error(other.error.message);
    expect(chooseMove(other.game, opts)).toEqual(chooseMove(game, opts));
  });
});

describe('completion chances from the tiles left', () => {
  // the start tile D: a city cap to the north, whose square (0, -1) needs a city edge to its south
  const game = withDeck(['U']);
  const city = game.features.find(0);
  const chance = (ids: string[]) => new Completion(game, idx(game, ids), 2).feature(game, city).p;

  it('a city with one open edge and no tile left that fits it is dead', () => {
    expect(chance(['U', 'V', 'B', 'X'])).toBe(0);
  });

  it('fitting tiles give a chance between 0 and 1, more of them a higher one', () => {
    const one = chance(['E', 'U', 'V', 'B', 'X', 'U', 'V', 'B', 'X', 'W']);
    const three = chance(['E', 'E', 'E', 'V', 'B', 'X', 'U', 'V', 'B', 'X']);
    expect(one).toBeGreaterThan(0);
    expect(one).toBeLessThan(1);
    expect(three).toBeGreaterThan(one);
    expect(three).toBeLessThanOrEqual(1);
  });

  it('a closed city is complete', () => {
    const closed = withDeck(['E', 'U']);
    expect(closed.play({ tile: 'E', at: [0, -1], rot: 180 }).ok).toBe(true);
    expect(new Completion(closed, idx(closed, ['U']), 2).feature(closed, closed.features.find(0)).p).toBe(1);
  });
});

describe('the end solved exactly', () => {
  it("with the last tile it takes the most points: closing the city with a knight on it (4 against a farmer's 3)", () => {
    const res = chooseMove(withDeck(['E']), opts);
    expect(res.ok && res.move).toEqual({ tile: 'E', at: [0, -1], rot: 180, meeple: 'city:S' });
  });

  it('with one tile after it, it sees the reply: a farmer (3, the other then only 1) beats the knight (4, the other then joins the field for 3)', () => {
    const res = chooseMove(withDeck(['E', 'E']), opts);
    expect(res.ok && res.move).toEqual({ tile: 'E', at: [0, -1], rot: 180, meeple: 'field:NNW' });
  });
});
