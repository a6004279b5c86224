/** New World's rules one by one: the coast, settlers, surveyors, final scoring and the scoring order. */
import { describe, expect, it } from 'vitest';
import { NewWorldGame } from '../../../src/engine/new-world/index.js';
import { only, playSteps, scoresOf, toMove, type Step } from './helpers.js';

function start(deck: string[], rules?: Record<string, unknown>, players = ['Red', 'Blue']): NewWorldGame {
  const c = NewWorldGame.create({ players, deck, rules });
  if (!c.ok) throw new Error(c.error.message);
  return c.game;
}

describe('the coast', () => {
  it('takes the first tile only on a starting space, and no tile east of the coast', () => {
    const g = start(['Q', 'Q', 'Q']);
    expect(g.play(toMove(['Q', -1, 0, 0]))).toMatchObject({ ok: false, error: { code: 'move/not-adjacent' } });
    expect(g.play(toMove(['Q', 0, 5, 0]))).toMatchObject({ ok: false, error: { code: 'move/not-adjacent' } });
    expect(g.play(toMove(['Q', 1, 0, 0]))).toMatchObject({ ok: false, error: { code: 'move/not-adjacent' } });
    const first = g.legalPlacements();
    expect(first).toHaveLength(8 * 4);
    expect([...new Set(first.map((p) => p.at.join()))]).toEqual([-3, -2, -1, 0, 1, 2, 3, 4].map((y) => `0,${y}`));
    expect(g.play(toMove(['Q', 0, 4, 0])).ok).toBe(true);
    expect(g.play(toMove(['Q', 1, 4, 0]))).toMatchObject({ ok: false, error: { code: 'move/out-of-bounds' } });
    // north and south of the board along the coast is fine, next to a tile
    expect(g.play(toMove(['Q', 0, 5, 0])).ok).toBe(true);
    expect(g.play(toMove(['Q', 0, -3, 0])).ok).toBe(true);
    expect(g.snapshot().coast.startingSpaces).toHaveLength(8);
  });

  it('has as many starting spaces as rules.startingSpaces says', () => {
    const g = start(['AB', 'AB'], { startingSpaces: 1 });
    expect(g.legalPlacements().map((p) => p.at)).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(g.snapshot().coast.startingSpaces).toEqual([[0, 0]]);
  });

  it('needs matching edges', () => {
    const g = start(['C', 'AB']);
    g.play(toMove(['C', 0, 0, 180])); // town cap S
    expect(g.play(toMove(['AB', 0, 1, 0]))).toMatchObject({ ok: false, error: { code: 'move/edge-mismatch' } });
  });

  it('discards a tile that fits nowhere and draws the next', () => {
    const g = start(['E', 'AB', 'C'], { startingSpaces: 1 });
    const res = g.play(toMove(['E', 0, 0, 0]));
    expect(res.ok && res.events.filter((e) => e.type === 'tile-discarded')).toEqual([{ type: 'tile-discarded', tile: 'AB', reason: 'no-legal-placement' }]);
    expect(g.currentTile?.id).toBe('C');
  });

  it('closes trails facing the sea only with coastCloses', () => {
    // a straight trail with a trading post on the coast, its east end facing the sea, closed in the west at a town
    const open = playSteps([
      ['U', 0, 0, 0, 'trail:E'],
      ['AC', -1, 0, 270],
    ]);
    expect(scoresOf(open.steps[1])).toEqual([]);
    const closed = playSteps(
      [
        ['U', 0, 0, 0, 'trail:E'],
        ['AC', -1, 0, 270],
      ],
      { rules: { coastCloses: true } },
    );
    expect(only(scoresOf(closed.steps[1]))).toMatchObject({ feature: 'trail', points: 4, posts: 1, winners: [0] });
  });
});

describe('settlers', () => {
  it('take their role from where they stand', () => {
    const { steps } = playSteps(
      [
        ['D', 0, 0, 0, 'town:N'],
        ['D', 0, 1, 180, 'trail:E'],
        ['D', 0, 2, 0, 'plains:SSE'],
        ['A', 0, 3, 0, 'farm'],
      ],
      { tail: ['AB'] },
    );
    const roles = steps.map((events) => events.find((e) => e.type === 'follower-placed'));
    expect(roles.map((e) => e && 'role' in e && e.role)).toEqual(['shopkeeper', 'robber', 'trapper', 'farmer']);
  });

  it('may not join a feature that already has one, anywhere', () => {
    const g = start(['Q', 'Q', 'Q']);
    g.play(toMove(['Q', 0, 0, 0, 'trail:E']));
    expect(g.followerSpots([-1, 0], 0)).toEqual(['plains:NNW', 'plains:ESE']);
    expect(g.play(toMove(['Q', -1, 0, 0, 'trail:W']))).toMatchObject({ ok: false, error: { code: 'move/feature-occupied' } });
    expect(g.play(toMove(['Q', -1, 0, 0, 'plains:NNW'])).ok).toBe(true);
    // Blue's trapper lies on the north plains of both tiles now
    expect(g.play(toMove(['Q', 0, -1, 0, 'plains:SSE']))).toMatchObject({ ok: false, error: { code: 'move/feature-occupied' } });
    expect(g.play(toMove(['Q', 0, -1, 0, 'plains:NNE'])).ok).toBe(true);
  });

  it('run out (rules.settlers) and come back when their feature scores', () => {
    const g = start(['C', 'C', 'Q', 'Q', 'Q'], { settlers: 1 });
    expect(g.play(toMove(['C', 0, 0, 180, 'town:S'])).ok).toBe(true);
    expect(Array.from(g.followersLeft)).toEqual([0, 1]);
    expect(g.play(toMove(['C', 0, 1, 0, 'town:N']))).toMatchObject({ ok: false, error: { code: 'move/feature-occupied' } });
    expect(g.play(toMove(['C', 0, 1, 0])).ok).toBe(true);
    expect(Array.from(g.followersLeft)).toEqual([1, 1]);
    expect(g.play(toMove(['Q', 0, -1, 0, 'trail:E'])).ok).toBe(true);
    expect(g.play(toMove(['Q', 0, -3, 0, 'trail:E'])).ok).toBe(true);
    expect(Array.from(g.followersLeft)).toEqual([0, 0]);
    expect(g.followerSpots([0, -2], 0)).toEqual([]);
    expect(g.play(toMove(['Q', 0, -2, 0, 'plains:NNW']))).toMatchObject({ ok: false, error: { code: 'move/no-followers' } });
  });
});

describe('surveyors', () => {
  it('stay put when no tile lies west of them', () => {
    // two towns in the coast column: surveyor 0 to column 0, then surveyor 1; the third scoring finds no column -1
    const { game, steps } = playSteps([
      ['C', 0, 0, 180],
      ['C', 0, 1, 0, 'town:N'],
      ['C', 0, 3, 180],
      ['C', 0, 4, 0, 'town:N'],
      ['C', 0, -3, 180],
      ['C', 0, -2, 0, 'town:N'],
    ]);
    expect(steps.map((e) => e.filter((x) => x.type === 'surveyor-moved').length)).toEqual([0, 1, 0, 1, 0, 0]);
    expect(game.surveyors).toEqual([0, 0]);
    // the last town still earned both surveyors' bonus
    expect(only(scoresOf(steps[5]))).toMatchObject({ points: 4, surveyorBonus: [8] });
  });

  it('send standing settlers home when the eastern surveyor leaves their column, trappers excepted', () => {
    const { game, steps } = playSteps([
      ['C', 0, 0, 180],
      ['C', 0, 1, 0, 'town:N'], // surveyor 0: column 0
      ['C', -1, 0, 180],
      ['C', -1, 1, 0, 'town:N'], // surveyor 1: column 0
      ['C', -2, 0, 180],
      ['Q', 0, -1, 0, 'trail:E'], // Blue's robber in column 0
      ['Q', 0, 2, 0, 'plains:NNW'], // Red's trapper in column 0
      ['C', -2, 1, 0, 'town:N'], // Blue: surveyor 0 to column -1; surveyor 1 stays in column 0
      ['C', 0, 3, 180],
      ['C', 0, 4, 0, 'town:N'], // Blue: surveyor 1 leaves column 0
    ]);
    expect(steps[7].filter((e) => e.type === 'settlers-removed')).toEqual([]);
    const removed = only(steps[9].filter((e) => e.type === 'settlers-removed'));
    expect(removed).toMatchObject({ column: 0, settlers: [{ player: 1, at: [0, -1], role: 'robber' }] });
    expect(game.snapshot().meeples).toEqual([{ player: 0, at: [0, 2], spot: 'plains:NNW', kind: 'plains', role: 'trapper' }]);
  });
});

describe('final scoring', () => {
  const incomplete: Step[] = [
    ['U', 0, 0, 0, 'trail:E'], // a trading post; the trail runs on west
    ['M', 0, 2, 90, 'town:N'], // town N–E with a flag
    ['AF', -1, 0, 0], // two curves: the trail turns north and a second trail starts
    ['A', 0, -2, 0, 'farm'],
  ];

  it('scores incomplete trails 1 per tile and 2 per trading post, towns 1 per tile and flag, farms 1 + tiles around', () => {
    const { game, steps } = playSteps(incomplete, { tail: [] });
    const final = scoresOf(steps[3]).filter((e) => e.turn === null);
    expect(final.find((e) => e.feature === 'trail')).toMatchObject({ winners: [0], points: 4, posts: 1, complete: false });
    expect(final.find((e) => e.feature === 'town')).toMatchObject({ winners: [1], points: 2, flags: 1 });
    expect(final.find((e) => e.feature === 'farm')).toMatchObject({ winners: [1], points: 1, around: 0 });
    expect(Array.from(game.scores)).toEqual([4, 3]);
  });

  it('with incompleteTrails "segments", 1 per trail segment and nothing for trading posts', () => {
    const { steps } = playSteps(incomplete, { tail: [], rules: { incompleteTrails: 'segments' } });
    expect(scoresOf(steps[3]).find((e) => e.feature === 'trail')).toMatchObject({ points: 2, segments: 2 });
  });

  it('gives each plains area’s animals to its trapper majority, ties in full; trappers never come back', () => {
    // AB is plains with 3 animals. Red and Blue each lie on an area, then a tile joins them: a tie
    const tie = playSteps(
      [
        ['AB', 0, 0, 0, 'plains:NNW'],
        ['AB', 0, 2, 0, 'plains:NNW'],
        ['AB', 0, -2, 0],
        ['AB', 0, 1, 0],
      ],
      { tail: [] },
    );
    const tied = only(scoresOf(tie.steps[3]).filter((e) => e.turn === null));
    expect(tied).toMatchObject({ feature: 'plains', winners: [0, 1], points: 9, animals: 9, followers: [1, 1] });
    expect(Array.from(tie.game.followersLeft)).toEqual([4, 4]);
    // Red's second trapper on an area that then joins: 2 to 1, Red alone scores all 15 animals
    const won = playSteps(
      [
        ['AB', 0, 0, 0, 'plains:NNW'],
        ['AB', 0, 2, 0, 'plains:NNW'],
        ['AB', 0, -2, 0, 'plains:NNW'],
        ['AB', 0, 1, 0],
        ['AB', 0, -1, 0],
      ],
      { tail: [] },
    );
    expect(only(scoresOf(won.steps[4]).filter((e) => e.turn === null))).toMatchObject({ winners: [0], points: 15, followers: [2, 1] });
    expect(Array.from(won.game.scores)).toEqual([15, 0]);
  });
});
