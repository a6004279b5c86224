/**
 * expert's search (src/bots/expectimax.ts): legal, deterministic, blind to the bag's order at every
 * depth, deeper with more budget, and its chance nodes weighted by the copies left.
 */
import { describe, expect, it } from 'vitest';
import { Rng, createGame, exportRecord, replayRecord, type Game } from '../../src/engine/index.js';
import { chooseMove } from '../../src/bots/index.js';
import { playArenaGame } from '../../src/bots/arena.js';
import { BASE_KIND } from '../../src/bots/base-kind.js';
import { BudgetMeter } from '../../src/bots/budget.js';
import { expertSearch } from '../../src/bots/expectimax.js';
import { expertValuerFor } from '../../src/bots/expert.js';
import { PublicView } from '../../src/bots/public-view.js';
import { advance, newGame } from './helpers.js';

/** expert's search on `game` with this many positions valued. */
function search(game: Game, iterations: number, seed = 'search') {
  return expertSearch(new PublicView(BASE_KIND, game), Rng.fromSeed(seed), new BudgetMeter({ iterations }), expertValuerFor);
}

/** The same game with the tiles not yet drawn in another order. */
function permuted(game: Game, seed: string): Game {
  const rec = exportRecord(game);
  const from = game.deckPos + 1;
  const tail = Rng.fromSeed(seed).shuffle(rec.deck!.slice(from));
  const other = replayRecord({ ...rec, deck: [...rec.deck!.slice(0, from), ...tail] });
  if (!other.ok) throw new Error(other.error.message);
  return other.game;
}

describe('expert plays legal games', () => {
  it('two players against greedy, farmers at 3 a city', () => {
    const g = playArenaGame(['expert', 'greedy'], 'expert-search/legal', { now: () => 0, rules: { farmers: 'c3' }, budgets: { expert: { iterations: 6000 } } });
    expect(g.repaired).toBe(0);
    expect(g.times[0].length).toBeGreaterThan(30);
  });

  it('four players with the river, and New World', () => {
    const river = playArenaGame(['expert', 'greedy', 'medium', 'expert'], 'expert-search/river', { now: () => 0, rules: { river: 'river2' }, budgets: { expert: { iterations: 2000 } } });
    expect(river.repaired).toBe(0);
    const nw = playArenaGame(['expert', 'greedy'], 'expert-search/nw', { now: () => 0, game: 'new-world', budgets: { expert: { iterations: 2000 } } });
    expect(nw.repaired).toBe(0);
    expect(nw.times[0].length).toBeGreaterThan(10);
  });
});

describe('more budget, a deeper search', () => {
  const game = advance(newGame(2, 'expert-search/depth', { farmers: 'c3' }), 16);

  it('one ply, then the next draw weighed, then its own next turn sampled', () => {
    expect(search(game, 50)?.depth).toBe(1);
    expect(search(game, 5000)?.depth).toBe(2);
    expect(search(game, 40_000)?.depth).toBe(3);
  });

  it('stops at its budget, overrunning it by one unit of work at most', () => {
    const res = search(game, 20_000)!;
    expect(res.iterations).toBeGreaterThanOrEqual(20_000);
    // a unit: one move against one draw (the next player's moves) or one round of the deep step
    expect(res.iterations).toBeLessThan(20_000 + 4 * 200);
  });

  it('reads a time budget from the injected clock only', () => {
    let t = 0;
    // the clock moves 1 ms each time it is read
    const res = chooseMove(game, { level: 'expert', seed: 's', budget: { timeMs: 40, now: () => t++ } });
    expect(res.ok).toBe(true);
    expect(t).toBeGreaterThan(40);
    expect(t).toBeLessThan(60);
  });
});

describe('deterministic, and blind to the order of the bag at every depth', () => {
  const positions = [10, 24, 40].map((turns) => advance(newGame(2, `expert-search/hide/${turns}`, { farmers: 'c3' }), turns));

  it('the same position, seed and budget give the same move, on a fresh copy too', () => {
    for (const game of positions) {
      const opts = { level: 'expert' as const, seed: 'same', budget: { iterations: 30_000 } };
      const a = chooseMove(game, opts);
      expect(a.ok).toBe(true);
      expect(chooseMove(game.clone(), opts)).toEqual(a);
    }
  });

  it('the unseen deck in another order gives the same move, the deep step included', () => {
    for (const game of positions) {
      const a = search(game, 30_000);
      expect(a?.depth).toBe(3);
      for (const seed of ['p1', 'p2']) expect(search(permuted(game, seed), 30_000)).toEqual(a);
    }
  });
});

describe('the chance of the next draw', () => {
  it('each tile type by its copies left, and a river tile while the river lasts', () => {
    const created = createGame({ players: ['A', 'B'], seed: 'draws', rules: { river: 'river1' } });
    if (!created.ok) throw new Error(created.error.message);
    const riverView = new PublicView(BASE_KIND, created.game);
    const river = riverView.nextDraws();
    expect(river.every((d) => created.game.catalogue.tiles[d.tile].hasRiver)).toBe(true);
    expect(river.reduce((s, d) => s + d.weight, 0)).toBeCloseTo(1, 12);

    const game = advance(newGame(2, 'draws/land'), 30);
    const view = new PublicView(BASE_KIND, game);
    const draws = view.nextDraws();
    const left = game.snapshot().remainingByTile;
    const total = Object.values(left).reduce((s, k) => s + k, 0);
    for (const d of draws) expect(d.weight).toBeCloseTo(left[game.catalogue.tiles[d.tile].id] / total, 12);
    expect(draws.length).toBe(Object.values(left).filter((k) => k > 0).length);
    // the bag dealt with that tile first keeps the rest as they were
    const bag = view.bagWith(draws[3].tile);
    expect(bag[0]).toBe(draws[3].tile);
    expect([...bag].sort()).toEqual([...view.bagWith(draws[0].tile)].sort());
  });
});
