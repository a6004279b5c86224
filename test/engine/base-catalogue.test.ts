/**
 * The 72 base tiles, checked against an independent description of each tile type (seed 004's
 * tile reference and the issue's table): copies, edge letters up to rotation, how many separate
 * cities / roads / fields it has, pennants and monastery. Then the compiled lookup tables are
 * checked for agreement with the edge letters in every rotation.
 */
import { describe, expect, it } from 'vitest';
import { ALL_TILE_SPECS, CATALOGUE, PORT_NAMES, SegKind, createGame } from '../../src/engine/index.js';
import { BASE_TILES, GARDEN_TILES } from '../../src/engine/tiles/base-tiles.js';
import { boardEdges } from './helpers/brute-force.js';

// id: [copies, edges N E S W up to rotation, cities, roads, fields, pennants, monastery]
type Row = [number, string, number, number, number, number, boolean];
const EXPECTED: Record<string, Row> = {
  A: [2, 'FFRF', 0, 1, 1, 0, true], // monastery with a road leaving it
  B: [4, 'FFFF', 0, 0, 1, 0, true], // monastery in a field
  C: [1, 'CCCC', 1, 0, 0, 1, false], // city on all sides, pennant
  D: [4, 'CRFR', 1, 1, 2, 0, false], // the start tile: cap and straight road
  E: [5, 'CFFF', 1, 0, 1, 0, false], // one city cap
  F: [2, 'FCFC', 1, 0, 2, 1, false], // city band through the middle, pennant
  G: [1, 'FCFC', 1, 0, 2, 0, false],
  H: [3, 'CFCF', 2, 0, 1, 0, false], // two caps on opposite sides
  I: [2, 'CFFC', 2, 0, 1, 0, false], // two caps on adjacent sides
  J: [3, 'CRRF', 1, 1, 2, 0, false], // cap, road curving one way
  K: [3, 'CFRR', 1, 1, 2, 0, false], // cap, road curving the other way
  L: [3, 'CRRR', 1, 3, 3, 0, false], // cap and a three-way junction
  M: [2, 'CFFC', 1, 0, 1, 1, false], // city corner, pennant
  N: [3, 'CFFC', 1, 0, 1, 0, false],
  O: [2, 'CRRC', 1, 1, 2, 1, false], // city corner and road curve, pennant
  P: [3, 'CRRC', 1, 1, 2, 0, false],
  Q: [1, 'CCFC', 1, 0, 1, 1, false], // city on three sides, pennant
  R: [3, 'CCFC', 1, 0, 1, 0, false],
  S: [2, 'CCRC', 1, 1, 2, 1, false], // city on three sides, road into it, pennant
  T: [1, 'CCRC', 1, 1, 2, 0, false],
  U: [8, 'FRFR', 0, 1, 2, 0, false], // straight road
  V: [9, 'FFRR', 0, 1, 2, 0, false], // road curve
  W: [4, 'FRRR', 0, 3, 3, 0, false], // three-way junction
  X: [1, 'RRRR', 0, 4, 4, 0, false], // crossroads
};

const rotations = (e: string) => [0, 1, 2, 3].map((r) => e.slice(r) + e.slice(0, r));
const count = (id: string, kind: number) => CATALOGUE.byId.get(id)!.segments.filter((s) => s.kind === kind).length;

describe('base tile catalogue', () => {
  it('has 72 tiles in 24 types with the reference counts, D being the start tile', () => {
    expect(BASE_TILES.map((t) => t.id)).toEqual(Object.keys(EXPECTED));
    expect(BASE_TILES.reduce((n, t) => n + t.count, 0)).toBe(72);
    for (const t of BASE_TILES) expect([t.id, t.count]).toEqual([t.id, EXPECTED[t.id][0]]);
    const game = createGame({ players: ['A', 'B'], seed: 'catalogue' });
    if (!game.ok) throw new Error(game.error.message);
    const snap = game.game.snapshot();
    expect(snap.tiles).toEqual([{ id: 'D', at: [0, 0], rot: 0 }]);
    // 71 tiles to play, start tile excluded; garden twins only come with The Abbot.
    // remainingByTile lists the face-down tiles, so the drawn one is added back.
    expect(snap.remaining).toBe(71);
    const bag = Object.fromEntries(BASE_TILES.map((t) => [t.id, t.id === 'D' ? 3 : EXPECTED[t.id][0]]));
    const faceDown = { ...snap.remainingByTile };
    faceDown[snap.currentTile!] = (faceDown[snap.currentTile!] ?? 0) + 1;
    expect(faceDown).toEqual(bag);
  });

  it.each(Object.keys(EXPECTED))('tile %s has the edges, features, pennants and monastery of the reference', (id) => {
    const [, edges, cities, roads, fields, pennants, monastery] = EXPECTED[id];
    const tile = CATALOGUE.byId.get(id)!;
    expect(rotations(edges)).toContain(tile.edges);
    expect([count(id, SegKind.city), count(id, SegKind.road), count(id, SegKind.field)]).toEqual([cities, roads, fields]);
    expect(tile.segments.reduce((n, s) => n + s.pennants, 0)).toBe(pennants);
    expect(tile.monastery >= 0).toBe(monastery);
  });

  it('tells J and K apart: they are mirror images, not rotations of each other', () => {
    expect(rotations(CATALOGUE.byId.get('J')!.edges)).not.toContain(CATALOGUE.byId.get('K')!.edges);
  });

  it.each(ALL_TILE_SPECS.map((t) => t.id))('tile %s: segments agree with the edge letters in every rotation', (id) => {
    const tile = CATALOGUE.byId.get(id)!;
    for (let r = 0; r < 4; r++) {
      const edges = boardEdges(id, r * 90);
      const ports = tile.portSeg[r];
      for (let side = 0; side < 4; side++) {
        const [left, centre, right] = [ports[side * 3], ports[side * 3 + 1], ports[side * 3 + 2]];
        const kindAt = (seg: number) => (seg < 0 ? 0 : tile.segments[seg].kind);
        const where = `${id} rot ${r * 90} side ${'NESW'[side]}`;
        if (edges[side] === 'C') {
          // a city edge is city all along: no field reaches it
          expect([kindAt(left), kindAt(centre), kindAt(right)], where).toEqual([0, SegKind.city, 0]);
        } else if (edges[side] === 'R') {
          expect([kindAt(left), kindAt(centre), kindAt(right)], where).toEqual([SegKind.field, SegKind.road, SegKind.field]);
        } else if (edges[side] === 'W') {
          // a river edge (seed 003, The River): water in the centre, a field on each half
          expect([kindAt(left), kindAt(centre), kindAt(right)], where).toEqual([SegKind.field, SegKind.river, SegKind.field]);
        } else {
          // a field edge is one field along its whole length
          expect([kindAt(left), kindAt(centre), kindAt(right)], where).toEqual([SegKind.field, 0, SegKind.field]);
          expect(left, where).toBe(right);
        }
      }
      // turning a quarter clockwise moves every port three places clockwise
      for (let p = 0; p < 12; p++) expect(tile.portSeg[(r + 1) % 4][(p + 3) % 12], `${id} ${PORT_NAMES[p]}`).toBe(ports[p]);
    }
  });

  it('lets fields touch exactly the cities they border (caps, bands, corners)', () => {
    // D: the strip between cap and road touches the city, the field south of the road does not
    const fieldsTouching = (id: string) =>
      CATALOGUE.byId
        .get(id)!
        .segments.filter((s) => s.kind === SegKind.field)
        .map((s) => s.cities.length);
    expect(fieldsTouching('D')).toEqual([1, 0]);
    expect(fieldsTouching('H')).toEqual([2]); // the field between two caps borders both
    expect(fieldsTouching('I')).toEqual([2]);
    expect(fieldsTouching('F')).toEqual([1, 1]);
    expect(fieldsTouching('J')).toEqual([1, 0]); // the inside of the road curve is cut off
    expect(fieldsTouching('P')).toEqual([1, 0]);
    expect(fieldsTouching('L')).toEqual([1, 0, 0]);
    expect(fieldsTouching('T')).toEqual([1, 1]);
    expect(fieldsTouching('X')).toEqual([0, 0, 0, 0]);
  });

  it('has the eight garden twins EG HG IG MG NG RG UG VG: same edges and segments plus a garden', () => {
    expect(GARDEN_TILES.map((t) => t.id)).toEqual(['EG', 'HG', 'IG', 'MG', 'NG', 'RG', 'UG', 'VG']);
    for (const g of GARDEN_TILES) {
      const plain = BASE_TILES.find((t) => t.id === g.id.slice(0, 1))!;
      expect(g.edges).toBe(plain.edges);
      expect(g.segments).toEqual([...plain.segments, 'garden']);
      expect(CATALOGUE.byId.get(g.id)!.garden).toBeGreaterThanOrEqual(0);
    }
  });
});
