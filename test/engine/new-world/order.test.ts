/** The player to move chooses the order of a turn's scorings; the move carries it and the engine checks it. */
import { describe, expect, it } from 'vitest';
import { NewWorldGame } from '../../../src/engine/new-world/index.js';
import { scoresOf, toMove } from './helpers.js';

/** Red's town cap at [0,0] and a farm below; Red's AC at [0,1] closes the town and a 2-tile trail. */
function position(): NewWorldGame {
  const c = NewWorldGame.create({ players: ['Red', 'Blue'], deck: ['C', 'A', 'AC', 'AB'] });
  if (!c.ok) throw new Error(c.error.message);
  const g = c.game;
  for (const m of [toMove(['C', 0, 0, 180, 'town:S']), toMove(['A', 0, 2, 180])]) if (!g.play(m).ok) throw new Error('setup');
  return g;
}

describe('the scoring order', () => {
  it('lists the features with settlers a placement would complete', () => {
    const g = position();
    expect(g.scoringChoices([0, 1], 0, 'trail:S')).toEqual(['town:N', 'trail:S']);
    expect(g.scoringChoices([0, 1], 0)).toEqual(['town:N']);
    expect(g.scoringChoices([0, 5], 0)).toEqual([]);
  });

  it('refuses an order that misses, repeats or invents a feature, and changes nothing then', () => {
    const g = position();
    const before = JSON.stringify(g.snapshot());
    const move = (order: string[]) => ({ ...toMove(['AC', 0, 1, 0, 'trail:S']), order });
    for (const order of [['town:N'], ['town:N', 'town:N', 'trail:S'], ['town:N', 'farm:S'], ['trail:S', 'town:N', 'trail:N']]) {
      expect(g.play(move(order))).toMatchObject({ ok: false, error: { code: 'move/bad-order' } });
    }
    expect(g.play({ ...move(['town:N', 'trail:S']), order: 'town:N' })).toMatchObject({ ok: false, error: { code: 'move/invalid' } });
    expect(JSON.stringify(g.snapshot())).toBe(before);
  });

  it('scores in the order given: the surveyor the first scoring moves counts for the second', () => {
    const trailFirst = position();
    const res = trailFirst.play({ ...toMove(['AC', 0, 1, 0, 'trail:S']), order: ['trail:S', 'town:N'] });
    if (!res.ok) throw new Error(res.error.message);
    expect(scoresOf(res.events).map((e) => [e.feature, e.points, e.surveyorBonus])).toEqual([
      ['trail', 2, [0]],
      ['town', 4, [4]],
    ]);
    const townFirst = position();
    const res2 = townFirst.play({ ...toMove(['AC', 0, 1, 0, 'trail:S']), order: ['town:N', 'trail:S'] });
    if (!res2.ok) throw new Error(res2.error.message);
    expect(scoresOf(res2.events).map((e) => [e.feature, e.points, e.surveyorBonus])).toEqual([
      ['town', 4, [0]],
      ['trail', 2, [4]],
    ]);
    expect(townFirst.moves[2]).toEqual({ tile: 'AC', at: [0, 1], rot: 0, meeple: 'trail:S', order: ['town:N', 'trail:S'] });
  });
});
