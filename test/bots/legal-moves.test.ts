/**
 * Bots only ever submit moves the engine accepts: whole games between every level under each
 * rules option, 2 to 6 players, then the record replays to the same scores. hard runs on a small
 * iteration budget here (its legality does not depend on how long it thinks).
 */
import { describe, expect, it } from 'vitest';
import { createGame, replayRecord } from '../../src/engine/index.js';
import { BOT_LEVELS, chooseMove } from '../../src/bots/index.js';
import { playArenaGame } from '../../src/bots/arena.js';
import { RULE_CASES, playHidden } from './helpers.js';

const now = (() => {
  let t = 0;
  return () => t++;
})();

describe('bots play only legal moves', () => {
  Object.entries(RULE_CASES).forEach(([name, rules], i) => {
    const players = 2 + (i % 5);
    it(`${name}, ${players} players, every level`, () => {
      const seats = Array.from({ length: players }, (_, s) => BOT_LEVELS[(s + i) % BOT_LEVELS.length]);
      const game = playArenaGame(seats, `legal/${i}`, { rules, now, budgets: { hard: { iterations: 6 }, expert: { iterations: 3000 } } });
      expect(game.record.moves.length).toBeGreaterThan(0);
      expect(game.repaired).toBe(0);
      const replayed = replayRecord(game.record);
      expect(replayed.ok).toBe(true);
      if (replayed.ok) expect(Array.from(replayed.game.scores)).toEqual(game.scores);
    });
  });

  it('a hidden-draws game (online): the move is accepted with the turn draw seed', () => {
    const created = createGame({ players: ['A', 'B', 'C'], hidden: { seed: 'online-table' }, rules: { river: 'river2', abbot: true } });
    if (!created.ok) throw new Error(created.error.message);
    playHidden(created.game, 30);
  });

  it('refuses cleanly: a finished game, an unknown level, a bad budget', () => {
    const created = createGame({ players: ['A', 'B'], deck: [] });
    if (!created.ok) throw new Error(created.error.message);
    const over = chooseMove(created.game, { level: 'hard', seed: 's' });
    expect(over.ok ? null : over.error.code).toBe('bot/no-move');
    const live = createGame({ players: ['A', 'B'], seed: 'x' });
    if (!live.ok) throw new Error(live.error.message);
    const unknown = chooseMove(live.game, { level: 'grandmaster' as never, seed: 's' });
    expect(unknown.ok ? null : unknown.error.code).toBe('bot/unknown-level');
    const budget = chooseMove(live.game, { level: 'hard', seed: 's', budget: { iterations: 0 } });
    expect(budget.ok ? null : budget.error.code).toBe('bot/bad-budget');
  });
});
