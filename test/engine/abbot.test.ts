/**
 * The Abbot (seed 003, The Abbot; seed 004, garden tiles): the current-edition supply with garden
 * twins, one abbot per player that goes only on a monastery or a garden, gardens scored like
 * monasteries, taking the abbot back for 1 + surrounding tiles, and the abbot as a monk at the end.
 *
 * The start tile D lies at [0,0] (city N, road W–E); x grows east, y grows south. Alice plays odd
 * moves, Bob even ones. "rot r" shows catalogue side (b - r) on board side b.
 */
import { describe, expect, it } from 'vitest';
import { BASE_TILES, GARDEN_TILES } from '../../src/engine/tiles/base-tiles.js';
import { Rng, createGame, exportRecord, randomMove, replayRecord, type GameEvent, type Move, type ScoreEvent } from '../../src/engine/index.js';

const ABBOT = { abbot: true };

function play(moves: Move[], opts: { tail?: string[]; rules?: Record<string, unknown> } = {}) {
  const record = { format: 'carcassonne-record/1', players: ['Alice', 'Bob'], rules: opts.rules ?? ABBOT, deck: [...moves.map((m) => m.tile), ...(opts.tail ?? [])], moves };
  const res = replayRecord(record);
  if (!res.ok) throw new Error(`${res.error.code}: ${res.error.message}`);
  const scored = res.events.filter((e): e is ScoreEvent => e.type === 'scored');
  return { game: res.game, snap: res.game.snapshot(), scored: scored.map((e) => [e.turn, e.feature, e.points, e.winners]), events: res.events };
}

/** The code a move gets after `before` were played (or 'accepted'). */
function refusal(before: Move[], move: Move, rules: Record<string, unknown> = ABBOT): string {
  const { game } = play(before, { tail: [move.tile, 'U'], rules });
  const res = game.play(move);
  return res.ok ? 'accepted' : res.error.code;
}

const abbotOnMonastery: Move = { tile: 'B', at: [0, 1], rot: 0, abbot: 'monastery' };

describe('the supply', () => {
  it('is the current edition: one each of E, H, I, M, N, R, U, V replaced by its garden twin', () => {
    const c = createGame({ players: ['A', 'B'], seed: 'gardens', rules: ABBOT });
    if (!c.ok) throw new Error(c.error.message);
    const deck = exportRecord(c.game).deck!;
    const twins = ['E', 'H', 'I', 'M', 'N', 'R', 'U', 'V'];
    const want = [...BASE_TILES.flatMap((t) => Array<string>(t.count - (t.id === 'D' ? 1 : 0) - (twins.includes(t.id) ? 1 : 0)).fill(t.id)), ...GARDEN_TILES.map((t) => t.id)];
    expect(deck.slice().sort()).toEqual(want.sort());
    expect(deck).toHaveLength(71);
  });
});

describe('placing the abbot', () => {
  it('goes on a monastery as {"abbot":"monastery"}, apart from the seven followers', () => {
    const { snap, events } = play([abbotOnMonastery], { tail: ['U'] });
    expect(snap.meeples).toEqual([{ player: 0, at: [0, 1], spot: 'monastery', kind: 'abbot' }]);
    expect(snap.abbots).toEqual([0, 1]);
    expect(snap.followers).toEqual([7, 7]);
    expect(events).toContainEqual({ type: 'follower-placed', turn: 1, player: 0, spot: 'monastery', at: [0, 1], abbot: true });
  });

  it('goes on a garden; an ordinary follower never does', () => {
    const garden: Move = { tile: 'EG', at: [0, 1], rot: 180, abbot: 'garden' };
    expect(play([garden], { tail: ['U'] }).snap.meeples).toEqual([{ player: 0, at: [0, 1], spot: 'garden', kind: 'abbot' }]);
    expect(refusal([], { tile: 'EG', at: [0, 1], rot: 180, meeple: 'garden' })).toBe('move/bad-follower-spot');
    // followers still go on monasteries as monks
    expect(refusal([], { tile: 'B', at: [0, 1], rot: 0, meeple: 'monastery' })).toBe('accepted');
  });

  it('goes nowhere else, only once, and only with The Abbot', () => {
    expect(refusal([], { tile: 'U', at: [1, 0], rot: 0, abbot: 'monastery' })).toBe('move/no-such-segment');
    expect(refusal([], { tile: 'U', at: [1, 0], rot: 0, abbot: 'road' } as unknown as Move)).toBe('move/invalid');
    expect(refusal([abbotOnMonastery, { tile: 'U', at: [1, 0], rot: 0 }], { tile: 'B', at: [-1, 1], rot: 0, abbot: 'monastery' })).toBe('move/no-abbot');
    expect(refusal([], abbotOnMonastery, {})).toBe('move/no-abbot');
    expect(refusal([], { ...abbotOnMonastery, meeple: 'monastery' })).toBe('move/invalid');
  });
});

describe('scoring the abbot', () => {
  it('a garden surrounded by eight tiles scores 9 for its abbot, who comes back', () => {
    const moves: Move[] = [
      { tile: 'EG', at: [0, 1], rot: 180, abbot: 'garden' }, // city cap turned to the south
      { tile: 'U', at: [-1, 0], rot: 0 },
      { tile: 'U', at: [1, 0], rot: 0 },
      { tile: 'B', at: [-1, 1], rot: 0 },
      { tile: 'B', at: [1, 1], rot: 0 },
      { tile: 'B', at: [-1, 2], rot: 0 },
      { tile: 'E', at: [0, 2], rot: 0 }, // its city cap closes EG's: nobody in it
      { tile: 'B', at: [1, 2], rot: 0 }, // the eighth tile around the garden
    ];
    const { scored, snap } = play(moves, { tail: ['U'] });
    expect(scored).toEqual([[8, 'garden', 9, [0]]]);
    expect(snap.abbots).toEqual([1, 1]);
    expect(snap.meeples).toEqual([]);
  });

  it('an unfinished garden with the abbot scores 1 + surrounding tiles at the end, like a monastery', () => {
    const { scored } = play([
      { tile: 'EG', at: [0, 1], rot: 180, abbot: 'garden' },
      { tile: 'U', at: [1, 0], rot: 0 },
    ]);
    expect(scored).toEqual([[null, 'garden', 3, [0]]]);
  });

  it('taking the abbot back instead of placing scores 1 + the tiles around it at once', () => {
    const moves: Move[] = [abbotOnMonastery, { tile: 'U', at: [1, 0], rot: 0 }, { tile: 'U', at: [-1, 0], rot: 0, returnAbbot: true }];
    const { scored, snap, events } = play(moves, { tail: ['U'] });
    // D, both U (the one just placed counts) around the monastery: 1 + 3
    expect(scored).toEqual([[3, 'monastery', 4, [0]]]);
    expect(events.find((e) => e.type === 'scored')).toMatchObject({ complete: false, returned: [{ player: 0, at: [0, 1] }] });
    expect(snap.abbots).toEqual([1, 1]);
    expect(snap.scores).toEqual([4, 0]);
    expect(snap.meeples).toEqual([]);
  });

  it('without taking it back, the abbot scores as a monk at the end', () => {
    const { scored } = play([abbotOnMonastery, { tile: 'U', at: [1, 0], rot: 0 }, { tile: 'U', at: [-1, 0], rot: 0 }]);
    expect(scored).toEqual([[null, 'monastery', 4, [0]]]);
  });

  it('the abbot can only be taken back by its owner, when placed, and not together with a follower', () => {
    expect(refusal([], { tile: 'U', at: [1, 0], rot: 0, returnAbbot: true })).toBe('move/abbot-not-placed');
    expect(refusal([abbotOnMonastery], { tile: 'U', at: [1, 0], rot: 0, returnAbbot: true })).toBe('move/abbot-not-placed');
    expect(refusal([abbotOnMonastery, { tile: 'U', at: [1, 0], rot: 0 }], { tile: 'U', at: [-1, 0], rot: 0, returnAbbot: true, meeple: 'road:E' })).toBe('move/invalid');
  });

  it('once the placed tile surrounds the monastery it scores 9 and cannot be taken back first', () => {
    const around: Move[] = [
      abbotOnMonastery,
      { tile: 'U', at: [-1, 0], rot: 0 },
      { tile: 'U', at: [-2, 0], rot: 0 }, // so that Alice places the eighth tile
      { tile: 'U', at: [1, 0], rot: 0 },
      { tile: 'B', at: [-1, 1], rot: 0 },
      { tile: 'B', at: [1, 1], rot: 0 },
      { tile: 'B', at: [-1, 2], rot: 0 },
      { tile: 'B', at: [0, 2], rot: 0 },
    ];
    expect(refusal(around, { tile: 'B', at: [1, 2], rot: 0, returnAbbot: true })).toBe('move/rule-forbids');
    expect(play([...around, { tile: 'B', at: [1, 2], rot: 0 }], { tail: ['U'] }).scored).toEqual([[9, 'monastery', 9, [0]]]);
  });
});

describe('random play', () => {
  it('the random player places abbots and takes them back, and the records replay', () => {
    const seen = { placed: 0, returned: 0 };
    for (let i = 0; i < 30; i++) {
      const c = createGame({ players: ['A', 'B', 'C', 'D'], seed: `abbot ${i}`, rules: ABBOT });
      if (!c.ok) throw new Error(c.error.message);
      const game = c.game;
      const rng = new Rng([i, 9, 9, 9]);
      const events: GameEvent[] = [];
      while (!game.finished) {
        const move = randomMove(game, rng)!;
        if (move.returnAbbot) seen.returned++;
        const res = game.play(move);
        if (!res.ok) throw new Error(res.error.message);
        events.push(...res.events);
      }
      seen.placed += events.filter((e) => e.type === 'follower-placed' && e.abbot).length;
      const replay = replayRecord(JSON.parse(JSON.stringify(exportRecord(game))));
      expect(replay.ok && replay.game.snapshot()).toEqual(game.snapshot());
    }
    expect(seen.placed).toBeGreaterThan(0);
    expect(seen.returned).toBeGreaterThan(0);
  });
});
