/**
 * Illegal moves from untrusted peers: each is refused with its stable code and leaves the game
 * exactly as it was (snapshot, record and legal placements), and the same turn can then be played.
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/engine/index.js';
import { observable, openGame, playSteps, type Step } from './helpers/games.js';

function expectRefused(game: Game, move: unknown, code: string) {
  const before = observable(game);
  const res = game.play(move);
  expect(res.ok ? 'accepted' : res.error.code, JSON.stringify(move)).toBe(code);
  if (!res.ok) expect(typeof res.error.message).toBe('string');
  expect(observable(game)).toEqual(before);
}

/** A fresh game whose first tile is `tile`, with one more tile behind it. */
const fresh = (tile: string) => openGame([], { tail: [tile, 'U'] });

describe('where a tile may go', () => {
  it('move/not-adjacent: corner-only contact, a gap, far away', () => {
    const game = fresh('U');
    expectRefused(game, { tile: 'U', at: [1, 1], rot: 0 }, 'move/not-adjacent'); // touches D only at a corner
    expectRefused(game, { tile: 'U', at: [-1, -1], rot: 0 }, 'move/not-adjacent');
    expectRefused(game, { tile: 'U', at: [2, 0], rot: 0 }, 'move/not-adjacent'); // in line but one square off
    expectRefused(game, { tile: 'U', at: [5000, -7], rot: 0 }, 'move/not-adjacent');
    expect(game.play({ tile: 'U', at: [1, 0], rot: 0 }).ok).toBe(true);
  });

  it('move/occupied: on the start tile or another placed tile', () => {
    const game = openGame([['U', 1, 0, 0]], { tail: ['U'] });
    expectRefused(game, { tile: 'U', at: [0, 0], rot: 0 }, 'move/occupied');
    expectRefused(game, { tile: 'U', at: [1, 0], rot: 180 }, 'move/occupied');
  });

  it('move/edge-mismatch: a field against a city, a road against a field', () => {
    const game = fresh('U');
    expectRefused(game, { tile: 'U', at: [0, -1], rot: 0 }, 'move/edge-mismatch'); // U's field under D's cap
    expectRefused(game, { tile: 'U', at: [0, 1], rot: 90 }, 'move/edge-mismatch'); // U turned N–S: road into D's field
    expectRefused(game, { tile: 'U', at: [1, 0], rot: 90 }, 'move/edge-mismatch'); // field against D's road
  });

  it('move/edge-mismatch: a tile that fits one neighbour but not the other', () => {
    // [1,-1] has U's field below it and the field side of E (cap S) at [0,-1] on its west
    const game = openGame(
      [
        ['U', 1, 0, 0],
        ['E', 0, -1, 180],
      ],
      { tail: ['E'] },
    );
    // E turned 270 puts its cap west (against a field) while its south edge fits U
    expectRefused(game, { tile: 'E', at: [1, -1], rot: 270 }, 'move/edge-mismatch');
    expect(game.legalPlacements()).toContainEqual({ at: [1, -1], rot: 0 });
    expect(game.play({ tile: 'E', at: [1, -1], rot: 0 }).ok).toBe(true);
  });

  it('move/wrong-tile: a move must place the tile that was drawn', () => {
    const game = fresh('U');
    expectRefused(game, { tile: 'V', at: [1, 0], rot: 0 }, 'move/wrong-tile');
    expectRefused(game, { tile: 'UG', at: [1, 0], rot: 0 }, 'move/wrong-tile');
  });

  it('move/game-over: nothing can be played after the last tile', () => {
    const p = playSteps([['U', 1, 0, 0]]);
    expect(p.game.finished).toBe(true);
    expect(p.game.legalPlacements()).toEqual([]);
    expectRefused(p.game, { tile: 'U', at: [2, 0], rot: 0 }, 'move/game-over');
  });
});

describe('where a follower may go', () => {
  it("move/feature-occupied: an opponent's thief on the road the tile extends", () => {
    const game = openGame([['U', 1, 0, 0, 'road:E']], { tail: ['U'] });
    expect(game.followerSpots([2, 0], 0)).toEqual(['field:NNW', 'field:ESE']);
    expectRefused(game, { tile: 'U', at: [2, 0], rot: 0, meeple: 'road:W' }, 'move/feature-occupied');
    expect(game.play({ tile: 'U', at: [2, 0], rot: 0, meeple: 'field:NNW' }).ok).toBe(true);
  });

  it('move/feature-occupied: your own thief on the same road, reached through another tile', () => {
    const game = openGame(
      [
        ['U', 1, 0, 0, 'road:E'],
        ['U', -1, 0, 0],
      ],
      { tail: ['U'] },
    );
    expectRefused(game, { tile: 'U', at: [-2, 0], rot: 0, meeple: 'road:E' }, 'move/feature-occupied');
  });

  it('move/feature-occupied: a farmer two tiles away in the same field, a knight in the same city', () => {
    // Alice's farmer north of the road at [1,0]; the field runs along D's strip to [-1,0]
    const farm = openGame([['U', 1, 0, 0, 'field:NNE']], { tail: ['U'] });
    expectRefused(farm, { tile: 'U', at: [-1, 0], rot: 0, meeple: 'field:NNW' }, 'move/feature-occupied');
    expect(farm.followerSpots([-1, 0], 0)).toEqual(['road:E', 'field:ESE']);
    const city = openGame([['F', 0, -1, 90, 'city:S']], { tail: ['E'] });
    expectRefused(city, { tile: 'E', at: [0, -2], rot: 180, meeple: 'city:S' }, 'move/feature-occupied');
  });

  it('spots are named in board orientation: J turned 90 has its city east and its road south–west', () => {
    // J (CRRF: cap N, road E–S) turned 90: cap E, road S–W; the big field covers NNW, NNE, WNW and
    // SSE, the small field inside the curve SSW and WSW. A spot is named by its first port clockwise from NNW.
    const game = fresh('J');
    expect(game.followerSpots([1, 0], 90)).toEqual(['city:E', 'road:S', 'field:NNW', 'field:SSW']);
    expectRefused(game, { tile: 'J', at: [1, 0], rot: 90, meeple: 'city:N' }, 'move/no-such-segment');
    expectRefused(game, { tile: 'J', at: [1, 0], rot: 90, meeple: 'road:E' }, 'move/no-such-segment');
    expect(game.play({ tile: 'J', at: [1, 0], rot: 90, meeple: 'road:W' }).ok).toBe(true); // the same road as road:S
    expect(game.snapshot().meeples).toEqual([{ player: 0, at: [1, 0], spot: 'road:S', kind: 'road' }]);
  });

  it('followerSpots is empty for a placement that is not legal, a rotation that is not a quarter turn included', () => {
    const game = fresh('U');
    expect(game.followerSpots([1, 0], 0)).toEqual(['road:E', 'field:NNW', 'field:ESE']);
    expect(game.followerSpots([1, 0], 90)).toEqual([]); // edge mismatch
    expect(game.followerSpots([1, 1], 0)).toEqual([]); // corner only
    expect(game.followerSpots([1, 0], 45 as 0)).toEqual([]); // play() refuses rot 45 as move/invalid
  });

  it('move/no-such-segment: the spot must exist on the placed tile in its orientation', () => {
    const game = fresh('U');
    expectRefused(game, { tile: 'U', at: [1, 0], rot: 0, meeple: 'city:N' }, 'move/no-such-segment');
    expectRefused(game, { tile: 'U', at: [1, 0], rot: 0, meeple: 'monastery' }, 'move/no-such-segment');
    expectRefused(game, { tile: 'U', at: [1, 0], rot: 0, meeple: 'road:N' }, 'move/no-such-segment'); // its road runs W–E
    expectRefused(game, { tile: 'U', at: [1, 0], rot: 0, meeple: 'garden' }, 'move/no-such-segment');
    const cap = fresh('E');
    expectRefused(cap, { tile: 'E', at: [0, -1], rot: 180, meeple: 'field:SSE' }, 'move/no-such-segment'); // that edge is city
    expectRefused(cap, { tile: 'E', at: [0, -1], rot: 180, meeple: 'city:N' }, 'move/no-such-segment');
    expect(cap.play({ tile: 'E', at: [0, -1], rot: 180, meeple: 'city:S' }).ok).toBe(true);
  });

  it('move/no-followers: after placing all 7, Alice may still place tiles but no follower', () => {
    const steps: Step[] = [];
    // Alice: four B and two A monasteries in a row south of D, none ever surrounded, then a thief;
    // Bob extends the road west without followers
    const alice: Step[] = [
      ['B', 0, 1, 0, 'monastery'],
      ['B', 1, 1, 0, 'monastery'],
      ['B', 2, 1, 0, 'monastery'],
      ['B', 3, 1, 0, 'monastery'],
      ['A', 4, 1, 0, 'monastery'],
      ['A', 5, 1, 0, 'monastery'],
      ['U', 1, 0, 0, 'road:E'],
    ];
    alice.forEach((s, i) => steps.push(s, i < 6 ? ['U', -1 - i, 0, 0] : ['V', -7, 0, 180]));
    const game = openGame(steps, { tail: ['E'] });
    expect(game.snapshot().followers).toEqual([0, 7]);
    expect(game.followerSpots([0, -1], 180)).toEqual([]);
    expectRefused(game, { tile: 'E', at: [0, -1], rot: 180, meeple: 'city:S' }, 'move/no-followers');
    expect(game.play({ tile: 'E', at: [0, -1], rot: 180 }).ok).toBe(true);
  });
});

describe('malformed moves', () => {
  it.each([
    ['rotation 45', { tile: 'U', at: [1, 0], rot: 45 }],
    ['rotation as text', { tile: 'U', at: [1, 0], rot: '90' }],
    ['rotation 360', { tile: 'U', at: [1, 0], rot: 360 }],
    ['one coordinate', { tile: 'U', at: [1], rot: 0 }],
    ['fractional coordinate', { tile: 'U', at: [1.5, 0], rot: 0 }],
    ['no tile', { at: [1, 0], rot: 0 }],
    ['unknown spot', { tile: 'U', at: [1, 0], rot: 0, meeple: 'castle' }],
    ['bad side', { tile: 'U', at: [1, 0], rot: 0, meeple: 'road:X' }],
    ['extra field', { tile: 'U', at: [1, 0], rot: 0, player: 1 }],
    ['null', null],
    ['an array', ['U', [1, 0], 0]],
    ['a string', 'U 1 0 0'],
  ])('move/invalid: %s', (_, move) => {
    expectRefused(fresh('U'), move, 'move/invalid');
  });
});
