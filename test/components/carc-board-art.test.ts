/**
 * The tile art agrees with the catalogue: in every rotation, what is drawn at each edge is the
 * segment the engine has there, and every follower spot lies on its own segment.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import { CATALOGUE, SegKind } from '../../src/engine/index.js';
import { tileSvg, tileLabel } from '../../components/shared/tile-art.js';
import { rotatePoint, tileGeometry, cityShape } from '../../components/shared/tile-geometry.js';

const SIZE = 200;
const KIND_CLASS: Record<number, string> = { [SegKind.road]: 'road', [SegKind.city]: 'city', [SegKind.river]: 'river' };

let host: HTMLDivElement;
beforeEach(async () => {
  host = await fixture<HTMLDivElement>(html`<div style="position:fixed;left:0;top:0;width:${SIZE}px;height:${SIZE}px"></div>`);
});

/** Draws one tile at the top left of the page (synchronously: hit tests lay out on demand). */
function drawTile(id: string, rot: number): SVGSVGElement {
  render(tileSvg(id, rot, { size: SIZE }), host);
  return host.querySelector('svg')!;
}

/** The drawn segments (road, city, river) under a point given in tile units of board orientation. */
function segmentsAt(svgEl: SVGSVGElement, p: [number, number]): string[] {
  const r = svgEl.getBoundingClientRect();
  const hits = document.elementsFromPoint(r.left + (p[0] / 100) * r.width, r.top + (p[1] / 100) * r.height);
  const found = new Set<string>();
  for (const el of hits) {
    const seg = el.closest('[data-seg]');
    if (seg && svgEl.contains(seg)) found.add(`${seg.getAttribute('class')}:${seg.getAttribute('data-seg')}`);
  }
  return [...found];
}

const SIDE_POINTS: [number, number][] = [
  [50, 3],
  [97, 50],
  [50, 97],
  [3, 50],
];

describe('tile art matches the catalogue', () => {
  it('draws each edge as the catalogue says, for every tile in every rotation', async () => {
    let checked = 0;
    for (const tile of CATALOGUE.tiles) {
      for (let r = 0; r < 4; r++) {
        const el = drawTile(tile.id, r * 90);
        for (let side = 0; side < 4; side++) {
          const seg = tile.portSeg[r][side * 3 + 1];
          const kind = seg < 0 ? SegKind.field : tile.segments[seg].kind;
          const want = KIND_CLASS[kind] ? [`${KIND_CLASS[kind]}:${seg}`] : [];
          const got = segmentsAt(el, SIDE_POINTS[side]).filter((s) => !want.length || s.startsWith(KIND_CLASS[kind]));
          expect(got, `${tile.id} rot ${r * 90} side ${'NESW'[side]}`).to.deep.equal(want);
          checked++;
        }
      }
    }
    expect(checked).to.equal(CATALOGUE.tiles.length * 16);
  });

  it('puts every follower spot on its own segment', async () => {
    for (const tile of CATALOGUE.tiles) {
      const g = tileGeometry(tile);
      for (let r = 0; r < 4; r++) {
        const el = drawTile(tile.id, r * 90);
        tile.segments.forEach((s, seg) => {
          const p = rotatePoint(g.points[seg], r);
          const under = segmentsAt(el, p);
          const label = `${tile.id} rot ${r * 90} segment ${seg}`;
          if (KIND_CLASS[s.kind]) expect(under, label).to.include(`${KIND_CLASS[s.kind]}:${seg}`);
          else if (s.kind === SegKind.field) expect(under, label).to.deep.equal([]);
          else expect(p, label).to.deep.equal(rotatePoint((s.kind === SegKind.monastery ? g.monastery : g.garden)!, r));
        });
      }
    }
  });

  it('keeps separate city caps apart and joins a city across its sides', () => {
    const cap = cityShape([true, false, false, false]);
    expect(cap.walls).to.have.length(1);
    const band = cityShape([false, true, false, true]);
    expect(band.walls, 'a city through the middle has a wall on each side').to.have.length(2);
    expect(cityShape([true, true, true, true]).walls).to.have.length(0);
    const h = tileGeometry('H');
    expect(h.cities).to.have.length(2);
    expect(h.points[0][1]).to.be.below(30);
    expect(h.points[1][1]).to.be.above(70);
  });

  it('draws pennants, monasteries, gardens, villages and the river where the tiles have them', async () => {
    const count = (id: string, sel: string) => drawTile(id, 0).querySelectorAll(sel).length;
    expect(count('C', '.pennant')).to.equal(1);
    expect(count('G', '.pennant')).to.equal(0);
    expect(count('B', '.monastery')).to.equal(1);
    expect(count('EG', '.garden')).to.equal(1);
    expect(count('X', '.village')).to.equal(1);
    expect(count('W', '.village')).to.equal(1);
    expect(count('L', '.village')).to.equal(1);
    expect(count('V', '.village')).to.equal(0);
    const river = CATALOGUE.tiles.find((t) => t.hasRiver);
    if (river) expect(count(river.id, '.river')).to.be.greaterThan(0);
  });

  it('describes tiles in board orientation', () => {
    expect(tileLabel('D', 0)).to.equal('Tile D, city north, road west–east');
    expect(tileLabel('D', 90)).to.equal('Tile D, city east, road north–south');
    expect(tileLabel('C')).to.equal('Tile C, city north, south, west, east with pennant');
    expect(tileLabel('X')).to.equal('Tile X, roads north, south, west, east ending');
    expect(tileLabel('nope')).to.equal('Unknown tile nope');
  });

  it('renders a standalone tile with a label, and a placeholder for an unknown id', async () => {
    const el = drawTile('V', 180);
    expect(el).to.be.instanceOf(SVGSVGElement);
    expect(el.getAttribute('aria-label')).to.equal(tileLabel('V', 180));
    expect(el.getBoundingClientRect().width).to.equal(SIZE);
    const unknown = drawTile('ZZ', 0);
    expect(unknown.textContent).to.contain('?');
  });
});
