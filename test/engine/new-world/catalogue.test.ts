/**
 * New World's reconstructed catalogue: the seed's counts per letter (shared/seeds/001, "These are
 * the tiles available in the game"), every tile's edges consistent with its segments in every
 * rotation, and every feature the rule book names present somewhere.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withNewWorldTables } from '../../../scripts/new-world-tables.js';
import { SegKind } from '../../../src/engine/tiles/tile-spec.js';
import { NEW_WORLD_CATALOGUE, NEW_WORLD_SUPPLY, NEW_WORLD_TILES } from '../../../src/engine/new-world/tiles.js';

/** The seed's list "A 2x … AX 1x", as printed at the end of shared/seeds/001 (not part of a clone). */
const SEED_LIST =
  'A 2x B 3x C 3x D 2x E 1x F 1x G 1x H 3x I 2x J 1x K 4x L 3x M 1x N 3x O 2x P 3x Q 4x R 4x S 1x T 1x U 3x V 1x W 1x X 1x Y 1x ' +
  'Z 3x AA 2x AB 1x AC 2x AD 2x AE 1x AF 1x AG 2x AH 3x AI 1x AJ 3x AK 3x AL 1x AM 3x AN 2x AO 1x AP 1x AQ 1x AR 1x AS 1x AT 3x AU 1x AV 2x AW 1x AX 1x';
const SEED_COUNTS = Object.fromEntries([...SEED_LIST.matchAll(/([A-Z]{1,2}) (\d+)x/g)].map((m) => [m[1], Number(m[2])]));

const tiles = NEW_WORLD_CATALOGUE.tiles;
const segsOf = (kind: number) => tiles.flatMap((t) => t.segments.filter((s) => s.kind === kind).map((s) => ({ t, s })));

describe('New World catalogue', () => {
  it('has the seed’s 50 types A..AX with its counts, 95 tiles in all', () => {
    expect(Object.keys(SEED_COUNTS)).toHaveLength(50);
    expect(NEW_WORLD_TILES.map((t) => t.id)).toEqual(Object.keys(SEED_COUNTS));
    expect(Object.fromEntries(NEW_WORLD_TILES.map((t) => [t.id, t.count]))).toEqual(SEED_COUNTS);
    expect(NEW_WORLD_SUPPLY).toHaveLength(95);
    expect(Object.values(SEED_COUNTS).reduce((a, b) => a + b, 0)).toBe(95);
  });

  it('gives every edge the segments its letter says, in every rotation', () => {
    const letter = { [SegKind.city]: 'T', [SegKind.road]: 'R' } as Record<number, string>;
    for (const t of tiles) {
      const edges = NEW_WORLD_TILES[t.index].edges;
      for (let r = 0; r < 4; r++) {
        for (let side = 0; side < 4; side++) {
          const want = edges[(side - r + 4) % 4];
          const ports = [0, 1, 2].map((o) => t.portSeg[r][side * 3 + o]);
          const centre = ports[1] < 0 ? 'P' : letter[t.segments[ports[1]].kind];
          expect(`${t.id}/${r}/${side}:${centre}`).toBe(`${t.id}/${r}/${side}:${want}`);
          // a town edge is town all along; a trail or plains edge has plains on both halves
          for (const half of [ports[0], ports[2]]) {
            const kind = half < 0 ? null : t.segments[half].kind;
            expect(`${t.id}/${side}:${kind}`).toBe(`${t.id}/${side}:${want === 'T' ? null : SegKind.field}`);
          }
        }
      }
    }
  });

  it('names its segments in New World words and uses every port once', () => {
    for (const spec of NEW_WORLD_TILES) {
      for (const s of spec.segments) expect(s).toMatch(/^(town|trail|plains)(:[A-Z,]+)\+*$|^farm$/);
    }
    for (const t of tiles) {
      const used = t.segments.flatMap((s) => s.ports);
      expect(new Set(used).size).toBe(used.length);
    }
  });

  it('ends every trail that stops on a tile at a crossing, a town or a farm', () => {
    for (const t of tiles) {
      const ends = t.segments.filter((s) => s.kind === SegKind.road && s.ports.length === 1).length;
      const stopper = t.segments.some((s) => s.kind === SegKind.city || s.kind === SegKind.monastery) || ends >= 3;
      if (ends > 0) expect(`${t.id}: ${stopper}`).toBe(`${t.id}: true`);
    }
  });

  it('has every feature the rules name, trails and towns common, farms and crossings rare', () => {
    const copies = (pred: (t: (typeof tiles)[number]) => boolean) => tiles.filter(pred).reduce((n, t) => n + t.count, 0);
    const has = (kind: number) => (t: (typeof tiles)[number]) => t.segments.some((s) => s.kind === kind);
    const towns = copies(has(SegKind.city));
    const trails = copies(has(SegKind.road));
    const farms = copies(has(SegKind.monastery));
    const crossings = copies((t) => t.segments.filter((s) => s.kind === SegKind.road && s.ports.length === 1).length >= 3);
    expect(Math.min(towns, trails)).toBeGreaterThan(40);
    expect(farms).toBeGreaterThan(0);
    expect(crossings).toBeGreaterThan(0);
    expect(Math.max(farms, crossings)).toBeLessThan(12);
    expect(segsOf(SegKind.city).some(({ s }) => s.pennants > 0)).toBe(true); // flags
    expect(segsOf(SegKind.road).some(({ s }) => s.pennants > 0)).toBe(true); // trading posts
    expect(segsOf(SegKind.field).some(({ s }) => s.pennants > 0)).toBe(true); // animals
    expect(tiles.some((t) => t.segments.filter((s) => s.kind === SegKind.city).length === 2)).toBe(true);
    expect(tiles.some((t) => t.monastery >= 0 && t.segments.some((s) => s.kind === SegKind.road))).toBe(true); // trail ends at a farm
    expect(tiles.some((t) => t.segments.some((s) => s.kind === SegKind.city) && t.segments.some((s) => s.kind === SegKind.road && s.ports.length === 1))).toBe(true);
    expect(tiles.some((t) => t.segments.filter((s) => s.kind === SegKind.road && s.ports.length === 2).length === 2)).toBe(true); // two curves
  });

  it('is the table in docs/new-world.md (regenerate with npx tsx scripts/new-world-tables.ts --write)', () => {
    const page = readFileSync(new URL('../../../docs/new-world.md', import.meta.url), 'utf8');
    expect(withNewWorldTables(page)).toBe(page);
    expect(page).toMatch(/New World tiles \(a reconstruction\)/);
  });
});
