/**
 * House rules (seeds 003 and 004, "House rules" and "Use of a table"), each off by default: each test
 * shows a result the rule changes. The start tile D lies at [0,0] (city N, road W–E) unless the
 * start tile is in the bag; x grows east, y grows south. Alice plays odd moves, Bob even ones.
 */
import { describe, expect, it } from 'vitest';
import { createGame, exportRecord, replayRecord, type Game, type GameEvent, type Move, type ScoreEvent } from '../../src/engine/index.js';
import { openGame, playSteps, recordOf, type Step } from './helpers/games.js';

function created(setup: Parameters<typeof createGame>[0]): { game: Game; events: GameEvent[] } {
  const c = createGame(setup);
  if (!c.ok) throw new Error(c.error.message);
  return c;
}

const summary = (scored: ScoreEvent[]) => scored.map((s) => [s.turn, s.feature, s.points, s.winners]);
const code = (game: Game, move: Move) => {
  const res = game.play(move);
  return res.ok ? 'accepted' : res.error.code;
};

describe('startPlayer', () => {
  it('"random" draws the start player from the deck\'s PRNG, the same on every replay', () => {
    const starts = new Set<number>();
    for (let i = 0; i < 12; i++) {
      const deck = exportRecord(created({ players: ['A', 'B', 'C', 'D'], seed: `start ${i}` }).game).deck!;
      const first = created({ players: ['A', 'B', 'C', 'D'], deck }).game;
      const random = created({ players: ['A', 'B', 'C', 'D'], deck, rules: { startPlayer: 'random' } }).game;
      expect(first.current).toBe(0);
      starts.add(random.current);
      expect(created({ players: ['A', 'B', 'C', 'D'], deck, rules: { startPlayer: 'random' } }).game.current).toBe(random.current);
    }
    expect(starts.size).toBeGreaterThan(1);
  });
});

describe('hand', () => {
  const deck = ['U', 'B', 'V', 'E', 'W', 'K', 'A', 'U'];

  it('3: each player holds three visible tiles, plays any one and draws back up', () => {
    const { game } = created({ players: ['Alice', 'Bob'], deck, rules: { hand: 3 } });
    expect(game.snapshot().hands).toEqual([
      ['U', 'B', 'V'],
      ['E', 'W', 'K'],
    ]);
    expect(game.legalPlacements('B')).toContainEqual({ at: [0, 1], rot: 0 });
    expect(code(game, { tile: 'B', at: [0, 1], rot: 0, meeple: 'monastery' })).toBe('accepted');
    expect(game.snapshot().hands).toEqual([
      ['U', 'V', 'A'],
      ['E', 'W', 'K'],
    ]);
    expect(code(game, { tile: 'U', at: [1, 0], rot: 0 })).toBe('move/wrong-tile'); // not in Bob's hand
  });

  it('1 (the rules): only the drawn tile may be played', () => {
    const { game } = created({ players: ['Alice', 'Bob'], deck });
    expect(game.snapshot().hands).toBeNull();
    expect(code(game, { tile: 'B', at: [0, 1], rot: 0 })).toBe('move/wrong-tile');
  });

  it('the move record names the hand tile played, and the record replays', () => {
    const { game } = created({ players: ['Alice', 'Bob'], deck, rules: { hand: 3 } });
    game.play({ tile: 'V', at: [1, 0], rot: 0 });
    game.play({ tile: 'K', at: [-1, 0], rot: 90 });
    const replay = replayRecord(JSON.parse(JSON.stringify(exportRecord(game))));
    expect(replay.ok && replay.game.snapshot()).toEqual(game.snapshot());
  });
});

describe('previewNextTile', () => {
  it('each player draws the next tile at the end of the turn, so everyone sees it', () => {
    const { game } = created({ players: ['Alice', 'Bob'], deck: ['U', 'V', 'E', 'U'], rules: { previewNextTile: true } });
    expect(game.snapshot().hands).toEqual([['U'], ['V']]);
    game.play({ tile: 'U', at: [1, 0], rot: 0 });
    // Alice's next tile is drawn and shown before Bob plays
    expect(game.snapshot().hands).toEqual([['E'], ['V']]);
    expect(game.snapshot().currentTile).toBe('V');
  });
});

describe('startTileInBag', () => {
  it('the first tile of the deck is the start tile, at [0,0], with no move', () => {
    const { game } = created({ players: ['A', 'B'], deck: ['E', 'U', 'V'], rules: { startTileInBag: true } });
    expect(game.snapshot().tiles).toEqual([{ id: 'E', at: [0, 0], rot: 0 }]);
    expect(game.currentTile!.id).toBe('U');
    expect(created({ players: ['A', 'B'], deck: ['E', 'U', 'V'] }).game.snapshot().tiles).toEqual([{ id: 'D', at: [0, 0], rot: 0 }]);
  });

  it('a seeded deck then holds all 72 tiles', () => {
    const { game } = created({ players: ['A', 'B'], seed: 'bag', rules: { startTileInBag: true } });
    expect(exportRecord(game).deck).toHaveLength(72);
  });
});

describe('unplaceable', () => {
  // a table one square wide: X (all roads) fits nowhere until A's road leads south
  const narrow = { board: { width: 1, height: 5 } };
  const moves: Move[] = [
    { tile: 'A', at: [0, 1], rot: 0 },
    { tile: 'X', at: [0, 2], rot: 0 },
  ];
  const record = (rules: Record<string, unknown>) => ({ format: 'carcassonne-record/1', players: ['Alice', 'Bob'], rules, deck: ['X', 'A'], moves });

  it('"return": the tile goes back into the bag and is played once it fits', () => {
    const res = replayRecord(record({ ...narrow, unplaceable: 'return' }));
    expect(res.ok).toBe(true);
    expect(res.ok && res.game.snapshot().tiles.map((t) => t.id)).toEqual(['D', 'A', 'X']);
    expect(res.events.some((e) => e.type === 'tile-returned' && e.tile === 'X')).toBe(true);
  });

  it('"discard" (the rules): the same tile leaves the game', () => {
    const res = replayRecord(record(narrow));
    expect(res.ok ? 'accepted' : res.error.code).toBe('record/extra-moves');
    expect(res.events).toContainEqual({ type: 'tile-discarded', tile: 'X', reason: 'no-legal-placement' });
  });

  it('"return" does not loop: when nothing in the bag fits, the tile leaves the game', () => {
    const { game, events } = created({ players: ['A', 'B'], deck: ['X', 'X'], rules: { ...narrow, unplaceable: 'return' } });
    expect(game.finished).toBe(true);
    expect(events.filter((e) => e.type === 'tile-discarded')).toHaveLength(2);
  });
});

describe('holeBonusTurn', () => {
  const ring: Step[] = [
    ['U', -1, 0, 0],
    ['U', 1, 0, 0],
    ['B', -1, 1, 0],
    ['B', 1, 1, 0],
    ['B', -1, 2, 0],
    ['B', 0, 2, 0],
    ['B', 0, 1, 0], // Alice fills the hole below D: tiles on all four sides
  ];

  it('filling a hole gives the player another turn', () => {
    const game = openGame(ring, { rules: { holeBonusTurn: true }, tail: ['U', 'U'] });
    expect(game.current).toBe(0);
    const last = openGame(ring.slice(0, 6), { rules: { holeBonusTurn: true }, tail: ['B', 'U'] });
    const res = last.play({ tile: 'B', at: [0, 1], rot: 0 });
    expect(res.ok && res.events.some((e) => e.type === 'bonus-turn' && e.player === 0)).toBe(true);
  });

  it('without the rule the next player plays', () => {
    expect(openGame(ring, { tail: ['U', 'U'] }).current).toBe(1);
  });
});

describe('scoreIncomplete', () => {
  it('false: an unfinished road scores nothing at the end', () => {
    const steps: Step[] = [['U', 1, 0, 0, 'road:E']];
    expect(playSteps(steps).scores).toEqual([2, 0]);
    expect(playSteps(steps, { rules: { scoreIncomplete: false } }).scores).toEqual([0, 0]);
  });
});

describe('board (the table edge)', () => {
  it('no tile goes outside the rectangle around the start tile', () => {
    const game = openGame([['U', 1, 0, 0]], { rules: { board: { width: 3, height: 3 } }, tail: ['U', 'U'] });
    expect(code(game, { tile: 'U', at: [2, 0], rot: 0 })).toBe('move/out-of-bounds');
    expect(game.legalPlacements().every((p) => Math.abs(p.at[0]) <= 1 && Math.abs(p.at[1]) <= 1)).toBe(true);
    expect(
      openGame([
        ['U', 1, 0, 0],
        ['U', 2, 0, 0],
      ]).snapshot().tiles,
    ).toHaveLength(3);
  });

  it('is refused when not {"width","height"}', () => {
    const res = replayRecord(recordOf([], { rules: { board: { width: 0, height: 3 } }, tail: ['U'] }));
    expect(res.ok ? 'accepted' : res.error.code).toBe('record/bad-rule');
  });
});

describe('borderCompletes', () => {
  // one row: K (city N, road S–W) at [1,0] has its city edge on the table edge
  const steps: Step[] = [['K', 1, 0, 0, 'city:N']];
  const row = { board: { width: 3, height: 1 } };

  it('a city edge on the table edge counts as closed: the one-tile city scores 2 at once', () => {
    const p = playSteps(steps, { rules: { ...row, borderCompletes: true }, tail: ['U'] });
    expect(summary(p.scored)).toEqual([[1, 'city', 2, [0]]]);
    expect(p.followers).toEqual([7, 7]);
  });

  it('without it the city stays open and scores 1 at the end', () => {
    const p = playSteps(steps, { rules: row });
    expect(summary(p.scored)).toEqual([[null, 'city', 1, [0]]]);
  });

  // a one-row table five squares wide: the monastery A at [1,0] has only [0,0] and [2,0] on the table
  const cloister: Step[] = [
    ['A', 1, 0, 90, 'monastery'],
    ['E', 2, 0, 0],
  ];
  const monasteries = (p: ReturnType<typeof playSteps>) => summary(p.scored).filter((s) => s[1] === 'monastery');

  it('squares past the table edge count as tiles around a monastery, as an abbey would (seed 003)', () => {
    const p = playSteps(cloister, { rules: { board: { width: 5, height: 1 }, borderCompletes: true } });
    expect(monasteries(p)).toEqual([[2, 'monastery', 9, [0]]]);
  });

  it('without it that monastery never completes and scores 1 + 2 tiles at the end', () => {
    const p = playSteps(cloister, { rules: { board: { width: 5, height: 1 } } });
    expect(monasteries(p)).toEqual([[null, 'monastery', 3, [0]]]);
  });
});
