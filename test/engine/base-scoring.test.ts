/**
 * Scoring of roads, cities and monasteries on small hand-built boards (seeds 000, 002, 003, 004).
 *
 * Coordinates: the start tile D lies at [0,0] with its city cap north and its road west–east; x grows
 * east, y grows south. Alice plays odd moves, Bob even ones. Edge arithmetic for each placement is
 * in the comments: "rot r" shows catalogue side (b - r) on board side b.
 */
import { describe, expect, it } from 'vitest';
import type { ScoreEvent } from '../../src/engine/index.js';
import { playSteps, type Step } from './helpers/games.js';

/** [turn, feature, points, winners] of each scoring, in order. */
const summary = (scored: ScoreEvent[]) => scored.map((s) => [s.turn, s.feature, s.points, s.winners]);
const KEEP_OPEN = { tail: ['U'] }; // one more tile in the deck, so no final scoring happens

describe('roads', () => {
  it('a road ending at a monastery and at a junction scores 1 per tile for its thief, who gets the thief back', () => {
    const steps: Step[] = [
      ['U', 1, 0, 0, 'road:E'], // Alice's thief on D's road, now D–U
      ['W', 2, 0, 0], // junction FRRR: its west road ends the road on the east
      ['A', -1, 0, 270], // monastery FFRF turned 270: its road (catalogue S) points E and ends the road on the west
    ];
    const p = playSteps(steps, KEEP_OPEN);
    // A, D, U and W: four tiles
    expect(summary(p.scored)).toEqual([[3, 'road', 4, [0]]]);
    expect(p.scored[0].returned).toEqual([{ player: 0, at: [1, 0] }]);
    expect(p.followers).toEqual([7, 7]);
  });

  it('a road ending in a city (T) and at a crossroads (X) is complete', () => {
    const p = playSteps(
      [
        ['U', 1, 0, 0, 'road:W'],
        ['T', 2, 0, 90],
        ['X', -1, 0, 0],
      ],
      KEEP_OPEN,
    );
    // T (CCRC) turned 90 has its road on the west, leading into its city: X, D, U, T
    expect(summary(p.scored)).toEqual([[3, 'road', 4, [0]]]);
  });

  it('an unfinished road does not score during the game', () => {
    const p = playSteps(
      [
        ['U', 1, 0, 0, 'road:E'],
        ['U', 2, 0, 0],
      ],
      KEEP_OPEN,
    );
    expect(p.scored).toEqual([]);
    expect(p.followers).toEqual([6, 7]);
  });

  it('a loop of four curves is complete and scores 4, even when the opponent closes it (seed 003: the road forms a loop)', () => {
    const p = playSteps(
      [
        ['V', 0, 1, 270, 'road:E'], // V (FFRR) turned 270: road E–S, north edge field under D's field
        ['V', 1, 1, 0], // road S–W
        ['V', 1, 2, 90], // road N–W
        ['V', 0, 2, 180], // road N–E closes the loop
      ],
      KEEP_OPEN,
    );
    expect(summary(p.scored)).toEqual([[4, 'road', 4, [0]]]);
  });

  it('a road leaving a crossroads and coming back to it counts the crossroads tile once (seed 002)', () => {
    const p = playSteps(
      [
        ['X', 1, 0, 0, 'road:N'], // thief on the crossroads' north road
        ['V', 1, -1, 270], // road S–E
        ['V', 2, -1, 0], // road W–S
        ['V', 2, 0, 90], // road N–W, back into the crossroads' east arm
      ],
      KEEP_OPEN,
    );
    // X, three curves: 4 tiles although two of X's road segments belong to the road
    expect(summary(p.scored)).toEqual([[4, 'road', 4, [0]]]);
    expect(p.scored[0].tiles).toHaveLength(4);
  });
});

describe('cities', () => {
  it.each([
    ['F', 8], // D, F, E: 3 tiles + 1 pennant, doubled
    ['G', 6], // the same city without a pennant
  ])('a three-tile city through %s scores %i for its knight (seeds 000 and 004: 2 per tile, 2 per pennant)', (band, points) => {
    // F/G (FCFC) turned 90 runs the city north–south; E (cap N) turned 180 caps it from above
    const p = playSteps(
      [
        [band, 0, -1, 90, 'city:N'],
        ['E', 0, -2, 180],
      ],
      KEEP_OPEN,
    );
    expect(summary(p.scored)).toEqual([[2, 'city', points, [0]]]);
    expect(p.scored[0].tiles.map(String).sort()).toEqual(['0,-1', '0,-2', '0,0']);
    expect(p.followers).toEqual([7, 7]);
  });

  it('a knight placed on the city its own tile completes scores and comes back the same turn (seed 003)', () => {
    const p = playSteps([['E', 0, -1, 180, 'city:S']], KEEP_OPEN);
    expect(p.events.map((e) => e.type)).toEqual(['turn-started', 'tile-placed', 'follower-placed', 'scored', 'turn-started']);
    expect(summary(p.scored)).toEqual([[1, 'city', 4, [0]]]);
    expect(p.scored[0].returned).toEqual([{ player: 0, at: [0, -1] }]);
    expect(p.followers).toEqual([7, 7]);
  });

  it("seed 004: a player who already holds the city a tile completes may put a knight on the tile's other city", () => {
    const p = playSteps(
      [
        ['F', 0, -1, 90, 'city:N'], // Alice holds D's city
        ['U', 1, 0, 0],
        ['H', 0, -2, 0, 'city:N'], // H's south cap closes Alice's city, her new knight goes on its north cap
      ],
      KEEP_OPEN,
    );
    expect(summary(p.scored)).toEqual([[3, 'city', 8, [0]]]); // D, F, H + pennant
    expect(p.followers).toEqual([6, 7]);
    expect(p.game.snapshot().meeples).toEqual([{ player: 0, at: [0, -2], spot: 'city:N', kind: 'city' }]);
  });

  it('a returned follower can be used again: with 1 follower each, Alice places twice', () => {
    const p = playSteps(
      [
        ['E', 0, -1, 180, 'city:S'],
        ['U', 1, 0, 0],
        ['U', 2, 0, 0, 'road:E'],
      ],
      { ...KEEP_OPEN, rules: { followers: 1 } },
    );
    expect(p.followers).toEqual([0, 1]);
    expect(p.game.snapshot().meeples).toEqual([{ player: 0, at: [2, 0], spot: 'road:E', kind: 'road' }]);
  });

  it('a city that holds both caps of one I tile counts that tile once: 4 tiles, 8 points (seed 002)', () => {
    const p = playSteps(
      [
        ['I', 0, 1, 180, 'city:E'], // I (CFFC) turned 180: caps E and S, field north under D
        ['N', 1, 1, 270], // corner N (CFFC) turned 270: city S–W
        ['N', 1, 2, 0], // city N–W
        ['N', 0, 2, 90], // city N–E: joins I's south cap, so both caps of I are one city
      ],
      KEEP_OPEN,
    );
    expect(summary(p.scored)).toEqual([[4, 'city', 8, [0]]]);
    expect(p.scored[0].tiles).toHaveLength(4);
  });

  it.each([
    [{}, 4],
    [{ tinyCity: true }, 2], // seed 000: "Red only scores 2 points for a 2 segment city"
  ])('one H tile completing two separate two-tile cities scores in both (seed 002), rules %j: %i each', (rules, points) => {
    const p = playSteps(
      [
        ['U', 1, 0, 0],
        ['B', 1, -1, 0],
        ['E', 1, -2, 0],
        ['E', 0, -2, 180, 'city:S'], // Bob's knight on a cap pointing south
        ['H', 0, -1, 0, 'city:S'], // H (CFCF): its north cap closes Bob's city, its south cap D's
      ],
      { rules },
    );
    const cities = p.scored.filter((s) => s.turn === 5);
    expect(summary(cities).sort()).toEqual([
      [5, 'city', points, [0]],
      [5, 'city', points, [1]],
    ]);
    expect(p.scores).toEqual([points, points]);
    expect(p.followers).toEqual([7, 7]);
  });

  const joined = (aliceSecondKnight: boolean): Step[] => [
    ['F', 0, -1, 90, 'city:N'], // Alice: D's city grows north (F has a pennant)
    ['B', 1, -1, 0],
    ['B', -1, -1, 0],
    ['E', 1, -2, 270, 'city:W'], // Bob: a separate cap pointing west
    aliceSecondKnight ? ['E', -1, -2, 90, 'city:E'] : ['E', -1, -2, 90], // a separate cap pointing east
    ['R', 0, -2, 180], // R (CCFC) turned 180: city E, S, W joins all three pieces
  ];

  it('two knights beat one: only the majority scores, every knight goes home (seed 000)', () => {
    const p = playSteps(joined(true), KEEP_OPEN);
    // D, F, R and two caps: 5 tiles + 1 pennant = 12
    expect(summary(p.scored)).toEqual([[6, 'city', 12, [0]]]);
    expect(p.scored[0].returned).toHaveLength(3);
    expect(p.scores).toEqual([12, 0]);
    expect(p.followers).toEqual([7, 7]);
  });

  it('one knight each: both score the full 12 (seed 000: "Red and blue each score the full 10 points")', () => {
    const p = playSteps(joined(false), KEEP_OPEN);
    expect(summary(p.scored)).toEqual([[6, 'city', 12, [0, 1]]]);
    expect(p.scores).toEqual([12, 12]);
  });
});

describe('monasteries', () => {
  const ring: Step[] = [
    ['B', 0, 1, 0, 'monastery'], // Alice's monk south of D
    ['U', -1, 0, 0],
    ['U', 1, 0, 0],
    ['E', -1, 1, 270], // caps point away from the monastery, fields face it
    ['E', 1, 1, 90],
    ['E', -1, 2, 180],
    ['E', 0, 2, 180],
    ['E', 1, 2, 180], // the eighth neighbour
  ];

  it('a monastery surrounded by 8 tiles scores 9 when the last neighbour arrives, whoever places it', () => {
    const p = playSteps(ring, KEEP_OPEN);
    expect(summary(p.scored)).toEqual([[8, 'monastery', 9, [0]]]);
    expect(p.followers).toEqual([7, 7]);
  });

  it('with seven neighbours it is not complete', () => {
    const p = playSteps(ring.slice(0, 7), KEEP_OPEN);
    expect(p.scored).toEqual([]);
    expect(p.followers).toEqual([6, 7]);
  });
});

describe('final scoring of unfinished features (seed 004 example of final scoring)', () => {
  it('road 1 per tile, city 1 per tile and pennant, monastery 1 plus its neighbours', () => {
    const p = playSteps([
      ['U', 1, 0, 0, 'road:E'], // Alice's road: D, U, U
      ['F', 0, -1, 90, 'city:N'], // Bob's city: D and F with its pennant
      ['B', 0, 1, 0, 'monastery'], // Alice's monastery
      ['U', 2, 0, 0],
      ['E', 1, 1, 90], // third neighbour of the monastery (D and U are the others)
    ]);
    expect(p.game.finished).toBe(true);
    const final = p.scored.filter((s) => s.turn === null).map((s) => [s.feature, s.points, s.winners, s.complete]);
    expect(final.sort()).toEqual([
      ['city', 3, [1], false], // "Blue scores 3 points for this incomplete city (2 tiles and 1 coat of arms)"
      ['monastery', 4, [0], false], // "Yellow scores 4 points ... 3 points for the adjacent tiles and 1 point for the monastery"
      ['road', 3, [0], false], // "Red scores 3 points for this incomplete road (3 tiles)"
    ]);
    expect(p.scores).toEqual([7, 3]);
    expect(p.events.at(-1)).toEqual({ type: 'game-over', scores: [7, 3] });
  });

  it('an unfinished two-tile city scores 1 per tile and pennant even under tinyCity', () => {
    const p = playSteps(
      [
        ['F', 0, -1, 90, 'city:N'],
        ['U', 1, 0, 0],
      ],
      { rules: { tinyCity: true } },
    );
    expect(p.scores).toEqual([3, 0]);
  });
});
