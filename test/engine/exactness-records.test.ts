/**
 * Four records an independent check found the engine getting wrong (issue 13), each with the result
 * the rule documents give, plus the neighbouring cases they stand for.
 */
import { describe, expect, it } from 'vitest';
import { replayRecord, type GameEvent } from '../../src/engine/index.js';

/** The code the record stops with, and at which move; or 'accepted'. */
function outcome(record: unknown): string {
  const res = replayRecord(record);
  return res.ok ? 'accepted' : `${res.error.code} at move ${res.error.move}`;
}

describe('occupancy is a property of the feature after the tile joined it', () => {
  const farmerLoop = {
    format: 'carcassonne-record/1',
    players: ['A', 'B'],
    deck: ['U', 'E', 'B', 'B', 'B', 'B', 'A', 'V'],
    moves: [
      { tile: 'U', at: [-1, 0], rot: 0, meeple: 'field:SSE' },
      { tile: 'E', at: [0, -1], rot: 180 },
      { tile: 'B', at: [1, -1], rot: 0 },
      { tile: 'B', at: [2, -1], rot: 0 },
      { tile: 'B', at: [2, 0], rot: 0 },
      { tile: 'B', at: [2, 1], rot: 0 },
      { tile: 'A', at: [1, 1], rot: 90 },
      { tile: 'V', at: [0, 1], rot: 270, meeple: 'field:ESE' },
    ],
  };

  it("refuses a farmer whose field reaches A's farmer through the placed tile's own other field (seed 000)", () => {
    expect(outcome(farmerLoop)).toBe('move/feature-occupied at move 8');
    // the same tile without the farmer is fine, and the field it closes is one field with one farmer
    const without = replayRecord({ ...farmerLoop, moves: [...farmerLoop.moves.slice(0, 7), { tile: 'V', at: [0, 1], rot: 270 }] });
    expect(without.ok).toBe(true);
    if (!without.ok) return;
    const fields = without.events.filter((e): e is Extract<GameEvent, { type: 'scored' }> => e.type === 'scored' && e.feature === 'field');
    expect(fields.map((e) => e.winners)).toEqual([[0]]);
  });

  it('lists no such spot: followerSpots agrees with play()', () => {
    const res = replayRecord({ ...farmerLoop, moves: farmerLoop.moves.slice(0, 7) });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const spots = res.game.followerSpots([0, 1], 270);
    expect(spots).not.toContain('field:ESE');
    expect(spots).not.toContain('field:NNW');
    expect(spots).toEqual(['road:E']);
  });
});

describe('The River II lakes have one field wrapping around them (seed 003, note 42)', () => {
  const lakeFarmer = {
    format: 'carcassonne-record/1',
    players: ['A', 'B'],
    rules: { river: 'river2' },
    deck: ['R2-FORK', 'R2-CITY-LAKE'],
    moves: [
      { tile: 'R2-FORK', at: [1, 0], rot: 180, meeple: 'field:SSE' },
      { tile: 'R2-CITY-LAKE', at: [1, 1], rot: 90, meeple: 'field:NNW' },
    ],
  };

  it("refuses B's farmer on the city lake's field, which A's farmer already holds", () => {
    expect(outcome(lakeFarmer)).toBe('move/feature-occupied at move 2');
  });

  it('every spring and lake tile has exactly one field', async () => {
    const { CATALOGUE } = await import('../../src/engine/index.js');
    const fieldKind = 3;
    for (const id of ['R1-SPRING', 'R1-LAKE', 'R2-SPRING', 'R2-CITY-LAKE', 'R2-VOLCANO-LAKE']) {
      const tile = CATALOGUE.byId.get(id)!;
      expect(
        tile.segments.filter((s) => s.kind === fieldKind),
        id,
      ).toHaveLength(1);
    }
  });
});

describe('"a lake could still close" tries every lake still to come', () => {
  const cityLakeCloses = {
    format: 'carcassonne-record/1',
    players: ['A', 'B'],
    rules: { river: 'river2' },
    deck: ['R2-FORK', 'R2-MONASTERY', 'R2-CURVE', 'R2-PIGS-CURVE', 'R2-CITY-BRIDGE', 'R2-CITY-LAKE'],
    moves: [
      { tile: 'R2-FORK', at: [1, 0], rot: 0 },
      { tile: 'R2-MONASTERY', at: [2, 0], rot: 0 },
      { tile: 'R2-CURVE', at: [1, -1], rot: 270 },
      { tile: 'R2-PIGS-CURVE', at: [3, 0], rot: 0 },
      { tile: 'R2-CITY-BRIDGE', at: [3, -1], rot: 0 },
      { tile: 'R2-CITY-LAKE', at: [2, -1], rot: 0 },
    ],
  };

  it('accepts the city bridge, whose end only the city lake can close, and then that lake', () => {
    expect(outcome(cityLakeCloses)).toBe('accepted');
  });
});

describe('the volcano turn has no follower phase (seed 003, The River II; The Abbot)', () => {
  const volcanoReturn = {
    format: 'carcassonne-record/1',
    players: ['A', 'B'],
    rules: { river: 'river2', abbot: true },
    deck: ['R2-FORK', 'R2-MONASTERY', 'R2-CITY-LAKE', 'R2-VOLCANO-LAKE'],
    moves: [
      { tile: 'R2-FORK', at: [1, 0], rot: 0 },
      { tile: 'R2-MONASTERY', at: [2, 0], rot: 0, abbot: 'monastery' },
      { tile: 'R2-CITY-LAKE', at: [1, -1], rot: 270 },
      { tile: 'R2-VOLCANO-LAKE', at: [3, 0], rot: 0, returnAbbot: true },
    ],
  };

  it('refuses taking the abbot back on the volcano with a code of its own', () => {
    expect(outcome(volcanoReturn)).toBe('move/volcano-turn at move 4');
  });

  it('lets the player take the abbot back on the bonus turn that follows', () => {
    const moves = [...volcanoReturn.moves.slice(0, 3), { tile: 'R2-VOLCANO-LAKE', at: [3, 0], rot: 0 }, { tile: 'U', at: [2, 1], rot: 0, returnAbbot: true }];
    const res = replayRecord({ ...volcanoReturn, deck: [...volcanoReturn.deck, 'U', 'U'], moves });
    expect(res.ok ? 'accepted' : res.error.code).toBe('accepted');
    if (!res.ok) return;
    // B played the volcano (move 4) and the bonus turn (move 5): the abbot was B's
    const returned = res.events.find((e) => e.type === 'scored' && e.turn === 5);
    expect(returned).toMatchObject({ feature: 'monastery', winners: [1], complete: false });
  });

  it('refuses a follower on the volcano with the same code', () => {
    const withFarmer = { ...volcanoReturn, moves: [...volcanoReturn.moves.slice(0, 3), { tile: 'R2-VOLCANO-LAKE', at: [3, 0], rot: 0, meeple: 'field:NNW' }] };
    expect(outcome(withFarmer)).toBe('move/volcano-turn at move 4');
  });

  it('scores the features the volcano completes, as for any tile', () => {
    // a one-row table whose edge completes features (house rule): the monastery at [1,0] has the
    // spring west of it and six squares past the edge; the volcano east of it is its eighth neighbour
    const rules = { river: 'river1+2', board: { width: 9, height: 1 }, borderCompletes: true };
    // the fork fits nowhere on one row (a branch would leave the table) and is discarded
    const res = replayRecord({
      format: 'carcassonne-record/1',
      players: ['A', 'B'],
      rules,
      deck: ['R2-FORK', 'R2-MONASTERY', 'R2-VOLCANO-LAKE', 'U'],
      moves: [
        { tile: 'R2-MONASTERY', at: [1, 0], rot: 0, meeple: 'monastery' },
        { tile: 'R2-VOLCANO-LAKE', at: [2, 0], rot: 0 },
      ],
    });
    if (!res.ok) throw new Error(res.error.message);
    expect(res.events.filter((e) => e.type === 'tile-discarded').map((e) => (e as { tile: string }).tile)).toEqual(['R2-FORK']);
    const p = { scored: res.events.filter((e): e is Extract<GameEvent, { type: 'scored' }> => e.type === 'scored') };
    expect(p.scored.map((e) => [e.turn, e.feature, e.points, e.winners, e.complete])).toEqual([[2, 'monastery', 9, [0], true]]);
  });
});
