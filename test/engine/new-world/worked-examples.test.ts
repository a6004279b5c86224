/**
 * The rule book's worked examples (shared/seeds/001, "Example for movement and scoring of
 * surveyors"), laid out on the coast: the 4-tile trail with a trading post and a surveyor (10), the
 * farm with two surveyors (17), the small town with a surveyor (8), and Blue's scoring order that
 * sends Red's settler home before Red's town is scored.
 */
import { describe, expect, it } from 'vitest';
import { only, playSteps, scoresOf, type Step } from './helpers.js';

describe('the surveyors’ worked example, first part: Yellow’s trail', () => {
  // Red's 2-tile trail in the north scores and moves the first surveyor to the coast column; then
  // a 4-tile trail with one trading post runs down column 0 and Yellow closes it with her robber.
  const steps: Step[] = [
    ['AC', 0, -2, 0, 'trail:S'], // Red: town cap N, trail S ends at the town
    ['A', 0, -1, 180], // Yellow: the farm ends it: Red's 2-tile trail scores
    ['AC', 0, 4, 180], // Red: trail N ends at a town S
    ['U', 0, 3, 90], // Yellow: straight N–S with a trading post
    ['Q', 0, 2, 90], // Red: straight N–S
    ['AC', 0, 1, 0, 'trail:S'], // Yellow closes it at a town, her robber on it
  ];

  it('scores 10 (4 tiles + 2 for the trading post + 4 for the surveyor) and then moves the other surveyor', () => {
    const { game, steps: events } = playSteps(steps, { players: ['Red', 'Yellow'] });
    const first = only(scoresOf(events[1]));
    expect([first.feature, first.winners, first.points, first.surveyorBonus]).toEqual(['trail', [0], 2, [0]]);
    expect(events[1].find((e) => e.type === 'surveyor-moved')).toMatchObject({ surveyor: 0, from: 1, to: 0 });
    const yellow = only(scoresOf(events[5]));
    expect(yellow).toMatchObject({ feature: 'trail', winners: [1], points: 6, posts: 1, surveyorBonus: [4], complete: true });
    expect(yellow.tiles).toHaveLength(4);
    expect(game.scores[1]).toBe(10);
    // her robber comes back, then the eastern surveyor (still on the board's column 1) moves west
    expect(yellow.returned).toEqual([{ player: 1, at: [0, 1] }]);
    expect(events[5].find((e) => e.type === 'surveyor-moved')).toMatchObject({ surveyor: 1, from: 1, to: 0 });
    expect(game.surveyors).toEqual([0, 0]);
    expect(game.followersLeft[1]).toBe(5);
  });
});

describe('the surveyors’ worked example, second part: Blue completes three features', () => {
  // Four 2-tile towns bring both surveyors to column -1. Blue's farmer stands on a farm at [-1, 0],
  // Green's robber on an open trail above it and Red's shopkeeper on a town cap at [-1, 2], all in
  // column -1. Blue's tile at [-1, 1] (two town caps, E and S) completes the farm, Blue's small town
  // to the east (his shopkeeper on the new tile) and Red's town to the south.
  const setup: Step[] = [
    ['C', 0, 3, 180], // Red
    ['C', 0, 4, 0, 'town:N'], // Blue: 4, surveyor 0 to column 0
    ['C', 0, -3, 180], // Green
    ['C', 0, -2, 0, 'town:N'], // Red: 4 + 4, surveyor 1 to column 0
    ['C', -1, 3, 180], // Blue
    ['C', -1, 4, 0, 'town:N'], // Green: 4, surveyor 0 to column -1
    ['C', -1, -3, 180], // Red
    ['C', -1, -2, 0, 'town:N'], // Blue: 4 + 4, surveyor 1 to column -1
    ['Q', -1, -1, 0, 'trail:E'], // Green's robber
    ['Q', 0, -1, 0], // Red
    ['B', -1, 0, 0, 'farm'], // Blue's farmer
    ['Q', -2, -1, 0], // Green
    ['AB', -2, 0, 0], // Red
    ['AB', 0, 0, 0], // Blue
    ['AB', -2, 1, 0], // Green
    ['C', -1, 2, 0, 'town:N'], // Red's shopkeeper
    ['C', 0, 1, 270], // Blue: town cap W, the east half of Blue's small town
    ['AB', 0, -4, 0], // Green
    ['AB', -1, -4, 0], // Red
  ];
  const players = ['Red', 'Blue', 'Green'];

  it('brings both surveyors to the farm’s column first', () => {
    const { game } = playSteps(setup, { players });
    expect(game.surveyors).toEqual([-1, -1]);
    expect(game.snapshot().meeples.map((m) => [players[m.player], m.role, m.at])).toEqual([
      ['Green', 'robber', [-1, -1]],
      ['Blue', 'farmer', [-1, 0]],
      ['Red', 'shopkeeper', [-1, 2]],
    ]);
  });

  it('in Blue’s order: farm 17 (9 + 2 surveyors), town 8 (4 + 1 surveyor), and Red’s town is not scored', () => {
    const { game, steps } = playSteps([...setup, ['I', -1, 1, 180, 'town:E', ['farm:N', 'town:E', 'town:S']]], { players });
    const events = steps[steps.length - 1];
    const before = playSteps(setup, { players }).game.scores;
    const [farm, town] = scoresOf(events);
    expect(farm).toMatchObject({ feature: 'farm', winners: [1], points: 9, surveyorBonus: [8] });
    expect(town).toMatchObject({ feature: 'town', winners: [1], points: 4, surveyorBonus: [4] });
    expect(scoresOf(events)).toHaveLength(2);
    expect(game.scores[1] - before[1]).toBe(25);
    expect(game.scores[0]).toBe(before[0]);
    // farm, surveyor, town, surveyor: the second move leaves column -1 and sends Green and Red home
    expect(events.map((e) => e.type).filter((t) => t !== 'turn-started' && t !== 'tile-placed' && t !== 'follower-placed')).toEqual([
      'scored',
      'surveyor-moved',
      'scored',
      'surveyor-moved',
      'settlers-removed',
      'not-scored',
    ]);
    const removed = events.find((e) => e.type === 'settlers-removed');
    expect(removed).toMatchObject({
      column: -1,
      settlers: [
        { player: 2, at: [-1, -1], role: 'robber' },
        { player: 0, at: [-1, 2], role: 'shopkeeper' },
      ],
    });
    expect(events.find((e) => e.type === 'not-scored')).toMatchObject({ feature: 'town', reason: 'settlers-removed' });
    expect(game.surveyors).toEqual([-2, -2]);
    expect(Array.from(game.followersLeft)).toEqual([5, 5, 5]);
    expect(game.moves[game.moves.length - 1]).toMatchObject({ order: ['farm:N', 'town:E', 'town:S'] });
  });

  it('in another order Red’s town scores first, and Blue’s own shopkeeper is the one sent home', () => {
    const { game, steps } = playSteps([...setup, ['I', -1, 1, 180, 'town:E', ['town:S', 'farm:N', 'town:E']]], { players });
    const before = playSteps(setup, { players }).game.scores;
    const [red, farm] = scoresOf(steps[steps.length - 1]);
    expect(red).toMatchObject({ feature: 'town', winners: [0], points: 4, surveyorBonus: [8] });
    expect(farm).toMatchObject({ feature: 'farm', winners: [1], points: 9, surveyorBonus: [4] });
    expect(scoresOf(steps[steps.length - 1])).toHaveLength(2);
    expect(game.scores[0] - before[0]).toBe(12);
    expect(game.scores[1] - before[1]).toBe(13);
  });

  it('without an order uses the engine’s (the tile’s segments first, then farms) and writes it into the move', () => {
    const { game } = playSteps([...setup, ['I', -1, 1, 180, 'town:E']], { players });
    expect(game.moves[game.moves.length - 1]).toMatchObject({ order: ['town:S', 'town:E', 'farm:N'] });
  });
});
