/**
 * Farmers under both scorings of seed 000 ("c1": each completed city pays 4 to the players with most
 * farmers in the farms supplying it; "c3" / alternate: each farm pays 3 per completed city it
 * supplies to its own majority), the "off" rule, and tinyCity. The boards rebuild seed 000's
 * examples from their captions.
 *
 * The big city in most boards: D's cap at [0,0], G turned 90 at [0,-1] (a band north–south with a
 * field on each side, both bordering the city) and E turned 180 at [0,-2] (a cap pointing south whose
 * field wraps round it). These three fields and D's strip north of its road are separate farms.
 */
import { describe, expect, it } from 'vitest';
import { createGame, type FarmerScoring } from '../../src/engine/index.js';
import { playSteps, type Step } from './helpers/games.js';

const BLUE_RED = { players: ['Blue', 'Red'] };
const RED_BLUE = { players: ['Red', 'Blue'] };

function finalScores(steps: Step[], farmers: FarmerScoring, players = BLUE_RED) {
  const p = playSteps(steps, { ...players, rules: { farmers } });
  expect(p.game.finished).toBe(true);
  return p.scores;
}

describe('seed 000: farmer examples under first-edition (c1) and alternate (c3) scoring', () => {
  // one completed city supplied by three separate farms: Blue farms two of them, Red one
  const threeFarms: Step[] = [
    ['G', 0, -1, 90, 'field:ENE'], // Blue: the farm east of the band
    ['E', 0, -2, 180, 'field:NNW'], // Red: the farm round the top cap; the city is now complete
    ['B', -1, -1, 0, 'field:NNW'], // Blue: a monastery tile whose field joins the farm west of the band
  ];

  it('c1 "Blue scores 4 points and red scores nothing as blue has the most farmers"', () => {
    expect(finalScores(threeFarms, 'c1')).toEqual([4, 0]);
  });

  it('c3 "Blue scores 6 points for two farms and red scores 3 points for one farm. Each farm scores independently"', () => {
    expect(finalScores(threeFarms, 'c3')).toEqual([6, 3]);
  });

  // a second, small city east of the band: E turned 90 (cap E) at [1,-1] whose field joins Blue's
  // farm, closed by E turned 270 (cap W) at [2,-1] whose own field only touches the small city
  const twoCities = (redFarmer: boolean): Step[] => [
    ['G', 0, -1, 90, 'field:ENE'], // Blue
    ['E', 0, -2, 180],
    ['E', 1, -1, 90],
    redFarmer ? ['E', 2, -1, 270, 'field:NNW'] : ['E', 2, -1, 270],
  ];

  it('c1 "Blue scores 4 points for the complete city. Blue scores no points for the incomplete city"', () => {
    expect(finalScores(twoCities(false).slice(0, 3), 'c1')).toEqual([4, 0]);
    expect(finalScores(twoCities(false).slice(0, 3), 'c3')).toEqual([3, 0]);
  });

  it('c1 "Blue scores 8 points": one farm supplying two completed cities (c3: 6)', () => {
    expect(finalScores(twoCities(false), 'c1')).toEqual([8, 0]);
    expect(finalScores(twoCities(false), 'c3')).toEqual([6, 0]);
  });

  it('c1 "For the small city, red and blue are tied and each score 4 points. For the big city, blue scores 4 points"', () => {
    expect(finalScores(twoCities(true), 'c1')).toEqual([8, 4]);
  });

  it("c3 on the same board: Blue's farm supplies both cities (6), Red's only the small one (3)", () => {
    expect(finalScores(twoCities(true), 'c3')).toEqual([6, 3]);
  });

  // three farmers placed in separate farms round the big city, then the farms are joined into one
  const joinedFarm: Step[] = [
    ['G', 0, -1, 90, 'field:ENE'], // Red, east farm
    ['E', 0, -2, 180, 'field:NNW'], // Blue, the farm round the top cap
    ['B', -1, -1, 0, 'field:NNW'], // Red, joins the west farm
    ['B', 1, -1, 0], // extends the east farm north-east
    ['B', -1, -2, 0], // joins the west farm to the top farm
    ['B', 1, -2, 0], // joins the east farm to the top farm: one farm, Red 2 farmers, Blue 1
  ];

  it('c3 "Red scores 3 points for the farm, as he has two farmers compared to blue\'s single farmer"', () => {
    // the farm touches the city on three tiles, but a city counts once per farm
    expect(finalScores(joinedFarm, 'c3', RED_BLUE)).toEqual([3, 0]);
  });

  it('c1 on the same board: Red has the farmer majority for the city and scores 4', () => {
    expect(finalScores(joinedFarm, 'c1', RED_BLUE)).toEqual([4, 0]);
  });
});

describe('which fields border a city', () => {
  const steps: Step[] = [
    ['E', 0, -1, 180], // closes D's city: two tiles, no knight
    ['U', 1, 0, 0, 'field:NNW'], // Bob: the strip north of the road, joined to D's strip under the city
    ['U', -1, 0, 0, 'field:ESE'], // Alice: the field south of the road, which touches no city
  ];

  it("the strip between D's road and its cap borders the city; the field south of the road does not", () => {
    expect(finalScores(steps, 'c3', { players: ['Alice', 'Bob'] })).toEqual([0, 3]);
    expect(finalScores(steps, 'c1', { players: ['Alice', 'Bob'] })).toEqual([0, 4]);
  });

  it('farmers stay on the board all game and score only at the end', () => {
    const p = playSteps(steps, { tail: ['U'] });
    expect(p.scored).toEqual([]);
    expect(p.game.snapshot().meeples.map((m) => m.kind)).toEqual(['farmer', 'farmer']);
  });
});

describe('rules options', () => {
  function firstTurn(rules: Record<string, unknown>) {
    const created = createGame({ players: ['Alice', 'Bob'], deck: ['U', 'U'], rules });
    if (!created.ok) throw new Error(created.error.message);
    return created.game;
  }

  it('farmers "off": no field spots are offered and a farmer is refused with move/no-farmers', () => {
    expect(firstTurn({}).followerSpots([1, 0], 0)).toEqual(['road:E', 'field:NNW', 'field:ESE']);
    const game = firstTurn({ farmers: 'off' });
    expect(game.followerSpots([1, 0], 0)).toEqual(['road:E']);
    const before = game.snapshot();
    const res = game.play({ tile: 'U', at: [1, 0], rot: 0, meeple: 'field:NNW' });
    expect(res.ok ? null : res.error.code).toBe('move/no-farmers');
    expect(game.snapshot()).toEqual(before);
    expect(game.play({ tile: 'U', at: [1, 0], rot: 0, meeple: 'road:E' }).ok).toBe(true);
  });

  it('tinyCity changes only completed two-tile cities: a three-tile city still scores 2 per tile', () => {
    const rules = { tinyCity: true };
    expect(
      playSteps(
        [
          ['G', 0, -1, 90, 'city:N'],
          ['E', 0, -2, 180],
        ],
        { rules, tail: ['U'] },
      ).scores,
    ).toEqual([6, 0]);
    expect(playSteps([['E', 0, -1, 180, 'city:S']], { rules, tail: ['U'] }).scores).toEqual([2, 0]);
    expect(playSteps([['E', 0, -1, 180, 'city:S']], { tail: ['U'] }).scores).toEqual([4, 0]);
  });

  it('the followers option sets each supply', () => {
    expect(firstTurn({ followers: 3 }).snapshot().followers).toEqual([3, 3]);
  });
});
