/**
 * Every bot level plays New World: only moves the engine accepts (2 to 5 players, each of New
 * World's rules options, a hidden-draws table), the same move for the same seed and iterations, and
 * a scoring order of its own choosing when one tile completes several features.
 */
import { describe, expect, it } from 'vitest';
import { createGame, exportRecord, replayAnyRecord, type NewWorldGame, type NewWorldMove } from '../../src/engine/index.js';
import { BOT_LEVELS, chooseMove } from '../../src/bots/index.js';
import { evaluateNewWorld, HARD_NEW_WORLD_WEIGHTS } from '../../src/bots/evaluate-new-world.js';
import { playArenaGame } from '../../src/bots/arena.js';
import { NEW_WORLD_RULE_CASES, advance, newWorldGame, playHidden } from './helpers.js';

const now = (() => {
  let t = 0;
  return () => t++;
})();

function replayed(game: NewWorldGame): NewWorldGame {
  const res = replayAnyRecord(exportRecord(game));
  if (!res.ok || res.kind !== 'new-world') throw new Error(res.ok ? res.kind : res.error.message);
  return res.game;
}

describe('New World: bots play only legal moves', () => {
  Object.entries(NEW_WORLD_RULE_CASES).forEach(([name, rules], i) => {
    const players = 2 + (i % 4);
    it(`${name}, ${players} players, every level`, () => {
      const seats = Array.from({ length: players }, (_, s) => BOT_LEVELS[(s + i) % BOT_LEVELS.length]);
      const game = playArenaGame(seats, `nw-legal/${i}`, { game: 'new-world', rules, now, budgets: { hard: { iterations: 6 }, expert: { iterations: 3000 } } });
      expect(game.record).toMatchObject({ game: 'new-world' });
      expect(game.record.moves.length).toBeGreaterThan(20);
      expect(game.repaired).toBe(0);
      const again = replayAnyRecord(game.record);
      expect(again.ok && Array.from(again.game.scores)).toEqual(game.scores);
    });
  });

  it('a hidden-draws table (online): every move is accepted with its turn draw seed', () => {
    const created = createGame({ game: 'new-world', players: ['A', 'B', 'C', 'D'], hidden: { seed: 'nw-online' }, rules: { coastCloses: true } });
    if (!created.ok) throw new Error(created.error.message);
    playHidden(created.game, Infinity);
    expect(created.game.finished).toBe(true);
  });

  it('refuses a finished New World game', () => {
    const game = advance(newWorldGame(2, 'nw-over', {}), Infinity, 'random');
    expect(game.finished).toBe(true);
    const res = chooseMove(game, { level: 'hard', seed: 's' });
    expect(res.ok ? null : res.error.code).toBe('bot/no-move');
  });
});

describe('New World: determinism', () => {
  it('the same position, level, seed and iterations give the same move, on a replayed copy too, and the game is left as it was', () => {
    for (let i = 0; i < 3; i++) {
      const game = advance(newWorldGame(2 + i, `nw-det/${i}`, i === 1 ? { coastCloses: true } : {}), 10 + 12 * i, 'medium');
      const again = replayed(game);
      const before = JSON.stringify([game.snapshot(), Array.from(game.deck), game.deckPos]);
      for (const level of BOT_LEVELS) {
        const opts = { level, seed: 'same', budget: { iterations: 60 } };
        const a = chooseMove(game, opts);
        expect(a.ok, level).toBe(true);
        expect(chooseMove(game, opts), level).toEqual(a);
        expect(chooseMove(again, opts), level).toEqual(a);
      }
      expect(JSON.stringify([game.snapshot(), Array.from(game.deck), game.deckPos])).toBe(before);
    }
  });

  it('hard searches (dealing the tiles left) for the iterations it is given', () => {
    const game = advance(newWorldGame(2, 'nw-iters'), 16);
    for (const iterations of [10, 150]) {
      const res = chooseMove(game, { level: 'hard', seed: 's', budget: { iterations } });
      expect(res.ok && res.iterations).toBe(iterations);
    }
  });
});

describe('New World: hard at a crowded table', () => {
  it('values positions with its crowded weights beyond two players, where a settler kept back is worth less', () => {
    const { crowded, ...two } = HARD_NEW_WORLD_WEIGHTS;
    expect(crowded).toBeDefined();
    const valued = (game: NewWorldGame, w: typeof two) => Array.from(evaluateNewWorld(game, w));
    for (const players of [2, 3, 4, 5]) {
      const game = advance(newWorldGame(players, `nw-crowd/${players}`), 6 * players, 'medium');
      const as = valued(game, HARD_NEW_WORLD_WEIGHTS);
      // two players: the two-player weights; more: the crowded ones, and they value the table differently
      expect(as, `${players} players`).toEqual(valued(game, players > 2 ? crowded! : two));
      if (players > 2) expect(as).not.toEqual(valued(game, two));
    }
    // the same table at four players: every settler in supply, the first tile laid
    const fresh = advance(newWorldGame(4, 'nw-crowd/supply'), 0);
    const [atFour, atFourTwo] = [valued(fresh, HARD_NEW_WORLD_WEIGHTS)[0], valued(fresh, two)[0]];
    expect(atFour).toBeLessThan(atFourTwo);
  });
});

describe('New World: the scoring order', () => {
  /** The mover's points this turn from a move with its `order` replaced. */
  function pointsWith(game: NewWorldGame, move: NewWorldMove, order: string[]): number {
    const next = game.clone();
    const res = next.play({ ...move, order });
    if (!res.ok) throw new Error(res.error.message);
    return next.scores[game.current] - game.scores[game.current];
  }

  function orders(names: string[]): string[][] {
    if (names.length <= 1) return [names];
    return names.flatMap((first, i) => orders(names.filter((_, j) => j !== i)).map((rest) => [first, ...rest]));
  }

  // hard may give up points now for a better position after the replies, so greedy and medium
  for (const level of ['greedy', 'medium'] as const) {
    it(`${level} orders several scorings for the most points this turn`, () => {
      let ordered = 0;
      let mattered = 0;
      for (let i = 0; i < 12; i++) {
        const game = newWorldGame(2 + (i % 3), `nw-order/${level}/${i}`);
        while (!game.finished) {
          const res = chooseMove(game, { level, seed: `o${i}` });
          if (!res.ok) throw new Error(res.error.message);
          const { move } = res;
          const choices = game.scoringChoices(move.at, move.rot, move.meeple);
          // a tile that completes two or more features with settlers: the move names their order
          expect(move.order === undefined, JSON.stringify(move)).toBe(choices.length < 2);
          if (move.order) {
            ordered++;
            const mine = pointsWith(game, move, move.order);
            const all = orders(choices).map((o) => pointsWith(game, move, o));
            expect(mine).toBe(Math.max(...all));
            if (Math.min(...all) < mine) mattered++;
          }
          expect(game.play(move).ok).toBe(true);
        }
      }
      // the games hold orders that change the points, so the check above was exercised
      expect(ordered).toBeGreaterThan(0);
      expect(mattered).toBeGreaterThan(0);
    });
  }
});
