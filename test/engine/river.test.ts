/**
 * The River I and II (seed 003, The River; seed 000): tile data, set-up, placement (continue an open
 * end, no U-turn, no third turn the same way, branches never join), fields split by the water and
 * wrapping around spring and lakes, and river tiles that fit nowhere.
 *
 * Coordinates: the spring lies at [0,0], its river leaving east; x grows east, y grows south.
 * "rot r" shows catalogue side (b - r) on board side b. Alice plays odd moves, Bob even ones.
 */
import { describe, expect, it } from 'vitest';
import { ALL_TILE_SPECS, CATALOGUE, createGame, exportRecord, quickDeck, randomMove, replayRecord, Rng, type GameEvent } from '../../src/engine/index.js';
import { openGame, playSteps, recordOf, type Step } from './helpers/games.js';

const R1 = { rules: { river: 'river1' } };
const R2 = { rules: { river: 'river2' } };
const ids = (prefix: string) => ALL_TILE_SPECS.filter((t) => t.id.startsWith(prefix)).flatMap((t) => Array<string>(t.count).fill(t.id));

describe('river tiles', () => {
  it('The River I and II have 12 tiles each, with ids R1-... and R2-...', () => {
    expect(ids('R1-')).toHaveLength(12);
    expect(ids('R2-')).toHaveLength(12);
    for (const id of [...ids('R1-'), ...ids('R2-')]) expect(CATALOGUE.byId.get(id)!.hasRiver, id).toBe(true);
  });

  it('River II carries the inn, the volcano and the pig-herd as decorations only', () => {
    expect(CATALOGUE.byId.get('R2-INN-BRIDGE')!.decorations).toEqual(['inn']);
    expect(CATALOGUE.byId.get('R2-VOLCANO-LAKE')!.decorations).toEqual(['volcano']);
    expect(CATALOGUE.byId.get('R2-PIGS-CURVE')!.decorations).toEqual(['pig-herd']);
    // without Inns & Cathedrals the inn does nothing: an unfinished road over it still scores 1 per tile
    const steps: Step[] = [
      ['R2-FORK', 1, 0, 0],
      ['R2-INN-BRIDGE', 1, -1, 0, 'road:E'],
      ['R2-CITY-LAKE', 1, -2, 270],
      ['R2-VOLCANO-LAKE', 2, 0, 0],
    ];
    const p = playSteps(steps, { rules: { river: 'river2' } });
    expect(p.scored.map((e) => [e.feature, e.points, e.winners])).toEqual([['road', 1, [1]]]);
  });
});

describe('set-up', () => {
  const deckOf = (river: string) => {
    const c = createGame({ players: ['A', 'B'], seed: 'river set-up', rules: { river } });
    if (!c.ok) throw new Error(c.error.message);
    return { game: c.game, deck: exportRecord(c.game).deck! };
  };

  it('River I: the spring replaces the start tile, the 10 river tiles come first and the lake last, then all 72 tiles', () => {
    const { game, deck } = deckOf('river1');
    expect(game.snapshot().tiles).toEqual([{ id: 'R1-SPRING', at: [0, 0], rot: 0 }]);
    expect(deck.slice(0, 10).sort()).toEqual(
      ids('R1-')
        .filter((t) => t !== 'R1-SPRING' && t !== 'R1-LAKE')
        .sort(),
    );
    expect(deck[10]).toBe('R1-LAKE');
    expect(deck.slice(11)).toHaveLength(72);
    expect(deck.filter((t) => t === 'D')).toHaveLength(4);
    expect(game.currentTile!.hasRiver).toBe(true);
  });

  it('River II: the fork is drawn first, the city lake and the volcano lake last', () => {
    const { game, deck } = deckOf('river2');
    expect(game.snapshot().tiles[0].id).toBe('R2-SPRING');
    expect(deck[0]).toBe('R2-FORK');
    expect(deck.slice(9, 11)).toEqual(['R2-CITY-LAKE', 'R2-VOLCANO-LAKE']);
    expect(deck.slice(0, 11).every((t) => t.startsWith('R2-'))).toBe(true);
    expect(deck.slice(11).some((t) => CATALOGUE.byId.get(t)!.hasRiver)).toBe(false);
  });

  it('River I + II keeps only one source and one lake (seed 003): the R2 spring, the fork first, 18 river tiles, the volcano lake last', () => {
    const { game, deck } = deckOf('river1+2');
    expect(game.snapshot().tiles[0].id).toBe('R2-SPRING');
    const river = deck.filter((t) => CATALOGUE.byId.get(t)!.hasRiver);
    expect(river).toEqual(deck.slice(0, 20));
    expect(river[0]).toBe('R2-FORK');
    expect(river[19]).toBe('R2-VOLCANO-LAKE');
    for (const boxed of ['R1-SPRING', 'R1-LAKE', 'R2-CITY-LAKE']) expect(river).not.toContain(boxed);
  });

  it('the house variant river1+2-two-lakes keeps both River II lakes, drawn last', () => {
    const { deck } = deckOf('river1+2-two-lakes');
    const river = deck.filter((t) => CATALOGUE.byId.get(t)!.hasRiver);
    expect(river).toEqual(deck.slice(0, 21));
    expect(river.slice(19)).toEqual(['R2-CITY-LAKE', 'R2-VOLCANO-LAKE']);
    expect(river).not.toContain('R1-LAKE');
  });

  it('normal tiles come only after the river: a deck that mixes them, or river tiles without a river, is refused', () => {
    const bad = replayRecord(recordOf([], { rules: { river: 'river1' }, tail: ['U', 'R1-LAKE'] }));
    expect(bad.ok ? 'accepted' : bad.error.code).toBe('record/deck');
    const noRiver = replayRecord(recordOf([], { tail: ['R1-LAKE'] }));
    expect(noRiver.ok ? 'accepted' : noRiver.error.code).toBe('record/deck');
  });

  it('a quick game keeps the whole river, lakes included, and cuts only the land tiles', () => {
    const full = deckOf('river1+2-two-lakes').deck;
    const river = full.filter((id) => CATALOGUE.byId.get(id)!.hasRiver).length;
    const quick = quickDeck(full, 10);
    expect(quick).toEqual(full.slice(0, river + 10));
    expect(quick.slice(river - 2, river)).toEqual(['R2-CITY-LAKE', 'R2-VOLCANO-LAKE']);
    expect(createGame({ players: ['A', 'B'], rules: { river: 'river1+2-two-lakes' }, deck: quick }).ok).toBe(true);
  });

  it("a record's river follows the set-up: the fork first, the lakes last, no spring, no tile of another river", () => {
    const code = (river: string, tail: string[]) => {
      const res = replayRecord(recordOf([], { rules: { river }, tail }));
      return res.ok ? 'accepted' : res.error.code;
    };
    expect(code('river1', ['R1-STRAIGHT', 'R1-LAKE', 'U'])).toBe('accepted');
    expect(code('river1', ['R1-LAKE', 'R1-STRAIGHT'])).toBe('record/deck');
    expect(code('river2', ['R2-FORK', 'R2-CITY-LAKE', 'R2-VOLCANO-LAKE'])).toBe('accepted');
    expect(code('river2', ['R2-CURVE', 'R2-FORK'])).toBe('record/deck');
    expect(code('river2', ['R2-SPRING'])).toBe('record/deck');
    expect(code('river2', ['R2-FORK', 'R1-STRAIGHT'])).toBe('record/deck');
    // River I's lake stays in the box when both rivers are combined
    expect(code('river1+2', ['R2-FORK', 'R1-STRAIGHT', 'R1-LAKE'])).toBe('record/deck');
  });
});

describe('placing river tiles', () => {
  it('a river tile must continue an open river end', () => {
    const game = openGame([], { ...R1, tail: ['R1-STRAIGHT', 'R1-LAKE'] });
    // FWFW at [0,-1]: its field edge S matches the spring's field N, but its water touches nothing
    const res = game.play({ tile: 'R1-STRAIGHT', at: [0, -1], rot: 0 });
    expect(res.ok ? 'accepted' : res.error.code).toBe('move/river-unconnected');
    expect(game.legalPlacements()).toEqual([
      { at: [1, 0], rot: 0 },
      { at: [1, 0], rot: 180 },
    ]);
  });

  it('a river that would U-turn (two turns the same way in a row) is refused', () => {
    // R1-CURVE (river S,W) at [1,0] rot 0: water from the west turns right, to the south
    const game = openGame([['R1-CURVE', 1, 0, 0]], { ...R1, tail: ['R1-CURVE', 'R1-LAKE'] });
    // rot 90 puts the water on N and W: heading south, turning west is a second right turn
    const uTurn = game.play({ tile: 'R1-CURVE', at: [1, 1], rot: 90 });
    expect(uTurn.ok ? 'accepted' : uTurn.error.code).toBe('move/river-u-turn');
    // rot 180 (water N and E) turns left: fine
    expect(game.legalPlacements()).toEqual([{ at: [1, 1], rot: 180 }]);
    expect(game.play({ tile: 'R1-CURVE', at: [1, 1], rot: 180 }).ok).toBe(true);
  });

  it('a third turn the same way is refused even with straight river between the turns', () => {
    const steps: Step[] = [
      ['R1-CURVE', 1, 0, 0], // right: east to south
      ['R1-STRAIGHT', 1, 1, 90], // south
      ['R1-CURVE', 1, 2, 90], // right: south to west (a straight lay between: allowed)
      ['R1-STRAIGHT', 0, 2, 0], // west
    ];
    const game = openGame(steps, { ...R1, tail: ['R1-CURVE', 'R1-LAKE'] });
    // rot 180 puts the water on N and E: heading west, turning north is the third right turn
    const third = game.play({ tile: 'R1-CURVE', at: [-1, 2], rot: 180 });
    expect(third.ok ? 'accepted' : third.error.code).toBe('move/river-u-turn');
    expect(game.legalPlacements()).toEqual([{ at: [-1, 2], rot: 270 }]);
  });

  it('the fork opens two branches, each ends in a lake, and then the normal tiles come', () => {
    const game = openGame([['R2-FORK', 1, 0, 0]], { ...R2, tail: ['R2-CITY-LAKE', 'R2-VOLCANO-LAKE', 'U'] });
    expect(game.snapshot().river!.ends).toEqual([
      { at: [1, 0], side: 'N' },
      { at: [1, 0], side: 'E' },
    ]);
    // the city lake turned 270 has its water on S: it closes the north branch
    expect(game.play({ tile: 'R2-CITY-LAKE', at: [1, -1], rot: 270 }).ok).toBe(true);
    expect(game.snapshot().river!.ends).toEqual([{ at: [1, 0], side: 'E' }]);
    const res = game.play({ tile: 'R2-VOLCANO-LAKE', at: [2, 0], rot: 0 });
    expect(res.ok).toBe(true);
    expect(game.snapshot().river).toEqual({ ends: [], tilesLeft: 0 });
    expect(game.currentTile!.id).toBe('U');
  });

  it('the volcano lake takes no follower and its player takes another turn at once (seed 003, The River II)', () => {
    const game = openGame(
      [
        ['R2-FORK', 1, 0, 0],
        ['R2-CITY-LAKE', 1, -1, 270],
      ],
      { ...R2, tail: ['R2-VOLCANO-LAKE', 'U', 'V'] },
    );
    const player = game.current;
    expect(game.followerSpots([2, 0], 0)).toEqual([]);
    const farmer = game.play({ tile: 'R2-VOLCANO-LAKE', at: [2, 0], rot: 0, meeple: 'field:NNW' });
    expect(farmer.ok ? 'accepted' : farmer.error.code).toBe('move/volcano-turn');
    const res = game.play({ tile: 'R2-VOLCANO-LAKE', at: [2, 0], rot: 0 });
    expect(res.ok && res.events.find((e) => e.type === 'bonus-turn')).toMatchObject({ player, reason: 'volcano' });
    expect(game.current).toBe(player);
    expect(game.currentTile!.id).toBe('U');
  });

  it("branches may run side by side, but never face the same square nor hem in the other branch's end", () => {
    const game = openGame([['R2-FORK', 1, 0, 0]], { rules: { river: 'river1+2-two-lakes' }, tail: ['R2-CURVE', 'R1-CITY-ROAD', 'R1-CURVE', 'R2-CITY-LAKE', 'R2-VOLCANO-LAKE'] });
    // R2-CURVE turned 270 (water S and E) turns the north branch right: it now runs east beside the east branch
    const beside = game.play({ tile: 'R2-CURVE', at: [1, -1], rot: 270 });
    expect(beside.ok).toBe(true);
    expect(game.snapshot().river!.ends).toEqual([
      { at: [1, 0], side: 'E' },
      { at: [1, -1], side: 'E' },
    ]);
    // R1-CITY-ROAD would show its city or road to the square the other branch faces ([2,-1] or [2,0]),
    // where no lake could then go: it fits nowhere and is discarded
    expect(beside.ok && beside.events.filter((e) => e.type === 'tile-discarded').map((e) => e.tile)).toEqual(['R1-CITY-ROAD']);
    // R1-CURVE at [2,0] turned 90 (water W and N) would turn the east branch to face [2,-1], the
    // square the other branch faces: they would join
    const join = game.play({ tile: 'R1-CURVE', at: [2, 0], rot: 90 });
    expect(join.ok ? 'accepted' : join.error.code).toBe('move/river-blocked');
    expect(game.legalPlacements()).toContainEqual({ at: [2, -1], rot: 90 });
    expect(game.play({ tile: 'R1-CURVE', at: [2, -1], rot: 90 }).ok).toBe(true);
    // both lakes still close both branches
    expect(game.play({ tile: 'R2-CITY-LAKE', at: [2, -2], rot: 270 }).ok).toBe(true);
    expect(game.legalPlacements().map((p) => p.at)).toContainEqual([2, 0]);
  });

  it('a river end may not run into placed tiles or off the table', () => {
    const steps: Step[] = [
      ['R2-FORK', 1, 0, 0],
      ['R1-STRAIGHT', 2, 0, 0], // east branch
      ['R1-STRAIGHT', 3, 0, 0], // east branch, now facing [4,0]
      ['R1-STRAIGHT', 1, -1, 90], // north branch
      ['R1-CURVE', 1, -2, 270], // right, to the east
      ['R1-STRAIGHT', 2, -2, 0],
      ['R1-CURVE', 3, -2, 0], // right, to the south: now facing [3,-1], above the east branch
    ];
    const game = openGame(steps, { rules: { river: 'river1+2-two-lakes' }, tail: ['R1-STRAIGHT', 'R2-CITY-LAKE', 'R2-VOLCANO-LAKE'] });
    // straight on, the north branch would run into the tile at [3,0] (its field edge refuses the water);
    // left, it would face [4,-1], beside the east branch's square; right again is a third right turn
    const into = game.play({ tile: 'R1-STRAIGHT', at: [3, -1], rot: 90 });
    expect(into.ok ? 'accepted' : into.error.code).toBe('move/edge-mismatch');
    expect(game.legalPlacements()).toEqual([
      { at: [4, 0], rot: 0 },
      { at: [4, 0], rot: 180 },
    ]);

    // at the table edge a straight river tile has nowhere to go and is discarded
    const edge = openGame([], { rules: { river: 'river1', board: { width: 3, height: 3 } }, tail: ['R1-STRAIGHT', 'R1-CURVE', 'R1-LAKE'] });
    expect(edge.currentTile!.id).toBe('R1-CURVE');
  });

  it('a river tile that fits nowhere is discarded like any other tile', () => {
    // on a 3×3 table the straight river tile would run off the edge at [2,0]
    const p = playSteps([], { rules: { river: 'river1', board: { width: 3, height: 3 } }, tail: ['R1-STRAIGHT', 'R1-LAKE', 'U'] });
    expect(p.events.filter((e) => e.type === 'tile-discarded')).toEqual([{ type: 'tile-discarded', tile: 'R1-STRAIGHT', reason: 'no-legal-placement' }]);
    expect(p.game.currentTile!.id).toBe('R1-LAKE');
  });
});

describe('fields and the river', () => {
  // the bridge's road N–S splits the fields east of it from the spring's
  const bridge: Step[] = [
    ['R1-BRIDGE', 1, 0, 0],
    ['R1-STRAIGHT', 2, 0, 0, 'field:NNW'],
  ];

  it('the river separates the fields on its two banks', () => {
    const game = openGame(bridge, { ...R1, tail: ['R1-STRAIGHT', 'R1-LAKE'] });
    expect(game.followerSpots([3, 0], 0)).toEqual(['field:ESE']);
    expect(game.play({ tile: 'R1-STRAIGHT', at: [3, 0], rot: 0, meeple: 'field:SSW' }).ok).toBe(true);
  });

  it('the north bank beyond is the same field: a second farmer there is refused', () => {
    const game = openGame(bridge, { ...R1, tail: ['R1-STRAIGHT', 'R1-LAKE'] });
    const res = game.play({ tile: 'R1-STRAIGHT', at: [3, 0], rot: 0, meeple: 'field:NNW' });
    expect(res.ok ? 'accepted' : res.error.code).toBe('move/feature-occupied');
  });

  it('the field wraps around the spring: both banks next to it are one field (seed 003, note 42)', () => {
    const game = openGame([['R1-STRAIGHT', 1, 0, 0, 'field:NNW']], { ...R1, tail: ['R1-STRAIGHT', 'R1-LAKE'] });
    const res = game.play({ tile: 'R1-STRAIGHT', at: [2, 0], rot: 0, meeple: 'field:SSW' });
    expect(res.ok ? 'accepted' : res.error.code).toBe('move/feature-occupied');
  });

  it('nobody stands on the river itself', () => {
    const game = openGame([], { ...R1, tail: ['R1-STRAIGHT', 'R1-LAKE'] });
    expect(game.followerSpots([1, 0], 0)).not.toContain('river:E');
    const res = game.play({ tile: 'R1-STRAIGHT', at: [1, 0], rot: 0, meeple: 'river:E' });
    expect(res.ok ? 'accepted' : res.error.code).toBe('move/bad-follower-spot');
  });

  it('the River II city bridge is one city over the water with a field on each bank (seed 003, note 43)', () => {
    const tile = CATALOGUE.byId.get('R2-CITY-BRIDGE')!;
    expect(tile.segments.filter((s) => s.kind === 2)).toHaveLength(1);
    expect(tile.segments.filter((s) => s.kind === 3)).toHaveLength(2);
  });
});

describe('whole river games', () => {
  // river1+2 has one lake for two branches: one stays unfinished (seed 003)
  it.each([
    ['river1', 0],
    ['river2', 0],
    ['river1+2-two-lakes', 0],
    ['river1+2', 1],
  ] as const)('%s: the river is laid first, and when no river tile was discarded %i branch stays open', (river, open) => {
    for (let i = 0; i < 20; i++) {
      const c = createGame({ players: ['A', 'B', 'C'], seed: `whole ${river} ${i}`, rules: { river } });
      if (!c.ok) throw new Error(c.error.message);
      const game = c.game;
      const rng = new Rng([i, 1, 2, 3]);
      const events: GameEvent[] = [...c.events];
      while (game.snapshot().river!.tilesLeft > 0) {
        expect(game.currentTile!.hasRiver).toBe(true);
        const res = game.play(randomMove(game, rng)!);
        if (!res.ok) throw new Error(res.error.message);
        events.push(...res.events);
      }
      const riverDiscards = events.filter((e) => e.type === 'tile-discarded' && e.tile.startsWith('R'));
      if (riverDiscards.length === 0) expect(game.snapshot().river!.ends).toHaveLength(open);
      expect(game.currentTile?.hasRiver ?? false).toBe(false);
    }
  });
});
