/**
 * Perft-style counts of legal (square, rotation) pairs. Rotations are counted separately even when a
 * symmetric tile looks the same (U at 0° and 180° are two placements), as `legalPlacements` lists them.
 *
 * From the start position D at [0,0] (N city, E road, S field, W road) there are four open squares:
 *   [0,-1] needs a city on the tile's south edge: one rotation per city edge of the tile;
 *   [1,0] and [-1,0] need a road on the west / east edge: one rotation per road edge, each;
 *   [0,1] needs a field on the north edge: one rotation per field edge.
 * So a tile with c city, r road and f field edges has c + 2r + f = 4 + r placements. For example:
 *   A (FFRF): 0 + 2·1 + 3 = 5       C (CCCC): 4 + 0 + 0 = 4
 *   L (CRRR): 1 + 2·3 + 0 = 7       X (RRRR): 0 + 2·4 + 0 = 8
 *   V (FFRR): 0 + 2·2 + 2 = 6       S (CCRC): 3 + 2·1 + 0 = 5
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUE, createGame, replayRecord, type Game } from '../../src/engine/index.js';
import { BASE_TILES } from '../../src/engine/tiles/base-tiles.js';
import { bruteForcePlacements, placementKey } from './helpers/brute-force.js';
import { openGame, playSteps, randomGame } from './helpers/games.js';

const FROM_START: Record<string, number> = {
  A: 5,
  B: 4,
  C: 4,
  D: 6,
  E: 4,
  F: 4,
  G: 4,
  H: 4,
  I: 4,
  J: 6,
  K: 6,
  L: 7,
  M: 4,
  N: 4,
  O: 6,
  P: 6,
  Q: 4,
  R: 4,
  S: 5,
  T: 5,
  U: 6,
  V: 6,
  W: 7,
  X: 8,
};

const keys = (list: { at: [number, number]; rot: number }[]) => list.map((p) => placementKey(p.at, p.rot)).sort();

/** Legal placements of any tile type at the game's position, through the engine's own enumeration. */
function enginePlacements(game: Game, id: string): string[] {
  const tile = CATALOGUE.byId.get(id)!;
  const buf = new Int32Array(game.board.slots * 4 + 4);
  const n = game.placementsInto(tile, buf);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const cell = (buf[i] / 4) | 0;
    out.push(placementKey([game.board.cellX(cell), game.board.cellY(cell)], (buf[i] & 3) * 90));
  }
  return out.sort();
}

describe('legal placements from the start position', () => {
  it.each(BASE_TILES.map((t) => t.id))('tile %s', (id) => {
    const game = openGame([], { tail: [id] });
    const listed = keys(game.legalPlacements());
    expect(listed).toHaveLength(FROM_START[id]);
    expect(listed).toEqual(bruteForcePlacements(game.snapshot().tiles, id));
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('every listed placement is accepted and every other rotation next to D is refused', () => {
    for (const id of ['L', 'S', 'V']) {
      const game = openGame([], { tail: [id] });
      const legal = new Set(keys(game.legalPlacements()));
      for (const at of [
        [0, -1],
        [1, 0],
        [0, 1],
        [-1, 0],
      ] as [number, number][]) {
        for (const rot of [0, 90, 180, 270] as const) {
          const res = game.clone().play({ tile: id, at, rot });
          expect(res.ok, `${id} ${placementKey(at, rot)}`).toBe(legal.has(placementKey(at, rot)));
        }
      }
    }
  });
});

describe('legal placements at mid-game positions agree with the brute-force checker', () => {
  it.each([
    ['perft-1', 1, 10],
    ['perft-2', 2, 25],
    ['perft-3', 3, 40],
    ['perft-4', 4, 55],
    ['perft-5', 5, 70],
  ])('seed %s, move stream %i, after %i moves: all 24 tile types', (seed, moveSeed, moves) => {
    const game = randomGame(seed, moveSeed, moves);
    const tiles = game.snapshot().tiles;
    let total = 0;
    for (const t of BASE_TILES) {
      const expected = bruteForcePlacements(tiles, t.id);
      expect(enginePlacements(game, t.id), t.id).toEqual(expected);
      total += expected.length;
    }
    expect(total).toBeGreaterThan(0);
    if (game.currentTile) expect(keys(game.legalPlacements())).toEqual(bruteForcePlacements(tiles, game.currentTile.id));
  });
});

describe('a tile with no legal placement is discarded', () => {
  // E turned 180 closes D's city; after that no open square borders a city, so C (all city) fits nowhere
  it('the next tile is drawn for the same player, with a tile-discarded event', () => {
    const created = createGame({ players: ['Alice', 'Bob'], deck: ['E', 'C', 'U'] });
    if (!created.ok) throw new Error(created.error.message);
    const game = created.game;
    const res = game.play({ tile: 'E', at: [0, -1], rot: 180 });
    if (!res.ok) throw new Error(res.error.message);
    expect(bruteForcePlacements(game.snapshot().tiles, 'C')).toEqual([]);
    expect(res.events.filter((e) => e.type === 'tile-discarded' || e.type === 'turn-started')).toEqual([
      { type: 'tile-discarded', tile: 'C', reason: 'no-legal-placement' },
      { type: 'turn-started', turn: 2, player: 1, tile: 'U' },
    ]);
    expect(game.snapshot()).toMatchObject({ currentTile: 'U', current: 1, remaining: 1, finished: false });
  });

  it('a discarded last tile ends the game and runs the final scoring', () => {
    const p = playSteps(
      [
        ['F', 0, -1, 90, 'city:N'],
        ['E', 0, -2, 180],
      ],
      { tail: ['C'] },
    );
    expect(p.game.finished).toBe(true);
    const types = p.events.map((e) => e.type);
    expect(types.slice(-2)).toEqual(['tile-discarded', 'game-over']);
    expect(p.scores).toEqual([8, 0]);
  });

  it('records replay through a discard: the discarded tile gets no move', () => {
    const res = replayRecord({
      format: 'carcassonne-record/1',
      players: ['Alice', 'Bob'],
      deck: ['E', 'C', 'U'],
      moves: [
        { tile: 'E', at: [0, -1], rot: 180 },
        { tile: 'U', at: [1, 0], rot: 0, meeple: 'road:E' },
      ],
    });
    if (!res.ok) throw new Error(res.error.message);
    expect(res.game.finished).toBe(true);
    expect(res.game.snapshot().meeples).toEqual([{ player: 1, at: [1, 0], spot: 'road:E', kind: 'road' }]);
  });
});
