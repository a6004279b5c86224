/**
 * New World on `<carc-board>`: its own tile art (farms, flags, trading posts, animals, drawn from
 * the New World catalogue although its letters are the base game's), the sea and the coast's
 * starting spaces, the surveyors, trappers lying down and settlers named by their role.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import '../../components/carc-board/carc-board.js';
import type { CarcBoard } from '../../components/carc-board/carc-board.component.js';
import { tileLabel, tileSvg } from '../../components/shared/tile-art.js';
import { NEW_WORLD_CATALOGUE, NewWorldGame, SegKind } from '../../src/engine/index.js';

const marks = (id: string, kind: number) =>
  NEW_WORLD_CATALOGUE.byId
    .get(id)!
    .segments.filter((s) => s.kind === kind)
    .reduce((n, s) => n + s.pennants, 0);

describe('New World tile art', () => {
  it('draws each type from its own catalogue: farms, flags, trading posts and animals as many as the tile has', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    for (const t of NEW_WORLD_CATALOGUE.tiles) {
      render(tileSvg(`nw:${t.id}`, 90), host);
      const el = host.querySelector('svg')!;
      expect(el.querySelectorAll('.farm').length, t.id).to.equal(t.monastery >= 0 ? 1 : 0);
      expect(el.querySelectorAll('.monastery').length, t.id).to.equal(0);
      expect(el.querySelectorAll('.trading-post').length, t.id).to.equal(t.segments.filter((s) => s.kind === SegKind.road && s.pennants).length);
      expect(el.querySelectorAll('.animal').length, t.id).to.equal(marks(t.id, SegKind.field));
      expect(el.querySelectorAll('.flag').length, t.id).to.equal(t.segments.filter((s) => s.kind === SegKind.city && s.pennants).length);
    }
    // the base game's "A" is still a monastery
    render(tileSvg('A', 0), host);
    expect(host.querySelectorAll('.monastery').length).to.equal(1);
  });

  it('names a tile in New World words', () => {
    expect(tileLabel('nw:AC', 0)).to.equal('Tile AC, town north, trail south ending');
    expect(tileLabel('nw:A', 180)).to.equal('Tile A, farm, trail north ending, 1 animal');
    expect(tileLabel('nw:U', 90)).to.equal('Tile U, trail north–south, trading post');
  });
});

describe('<carc-board> with a New World game', () => {
  function position(): NewWorldGame {
    const c = NewWorldGame.create({ players: ['Ann', 'Ben'], deck: ['C', 'C', 'Q', 'Q', 'AB'] });
    if (!c.ok) throw new Error(c.error.message);
    const g = c.game;
    for (const m of [
      { tile: 'C', at: [0, 0], rot: 180, meeple: 'town:S' },
      { tile: 'C', at: [0, 1], rot: 0 }, // Ann's town scores: a surveyor moves to column 0
      { tile: 'Q', at: [-1, 0], rot: 90, meeple: 'plains:NNW' },
      { tile: 'Q', at: [-2, 0], rot: 90, meeple: 'trail:N' },
    ])
      if (!g.play(m).ok) throw new Error(JSON.stringify(m));
    return g;
  }

  it('shows the sea, the starting spaces and the surveyors, trappers lying down and settlers by their role', async () => {
    const game = position();
    const board = await fixture<CarcBoard>(html`<carc-board style="width:600px;height:500px" .snapshot=${game.snapshot()}></carc-board>`);
    await board.updateComplete;
    const root = board.shadowRoot!;
    expect(root.querySelector('.sea')).to.exist;
    expect(root.querySelectorAll('.starting-space').length).to.equal(8);
    expect(root.querySelector('.surveyors')!.getAttribute('aria-label')).to.equal('Surveyors in columns 0 and 1');
    expect(root.querySelectorAll('.surveyor').length).to.equal(2);
    expect([...root.querySelectorAll('[data-tile]')].map((t) => t.getAttribute('data-tile'))).to.deep.equal(['nw:C', 'nw:C', 'nw:Q', 'nw:Q']);
    expect(root.querySelectorAll('.followers .follower.farmer').length).to.equal(1);
    expect(root.querySelectorAll('.followers .follower.standing').length).to.equal(1);
    const labels = [...root.querySelectorAll('.tiles [aria-label]')].map((t) => t.getAttribute('aria-label')).join(' | ');
    expect(labels).to.contain('trapper on the');
    expect(labels).to.contain('robber on the trail');
    expect(labels).to.contain('town');
  });

  it('offers the drawn tile’s squares, its ghost and its settler spots', async () => {
    const game = position();
    const legal = game.legalPlacements();
    const first = legal[0];
    const board = await fixture<CarcBoard>(html`<carc-board style="width:600px;height:500px" interactive .snapshot=${game.snapshot()} .candidates=${legal}
      .preview=${{ tile: game.currentTile!.id, at: first.at, rot: first.rot }}></carc-board>`);
    await board.updateComplete;
    board.spots = game.followerSpots(first.at, first.rot).map((spot) => ({ spot, allowed: true }));
    await board.updateComplete;
    // the board glides to a zoom where the rings fit, then draws them
    await new Promise((r) => setTimeout(r, 400));
    await board.updateComplete;
    const root = board.shadowRoot!;
    expect(root.querySelector('.preview use')!.getAttribute('href')).to.match(/^#t-nw_AB-/);
    expect([...root.querySelectorAll('.spot')].map((s) => s.getAttribute('data-spot'))).to.deep.equal(game.followerSpots(first.at, first.rot));
    expect(root.querySelector('.spot')!.getAttribute('aria-label')).to.match(/^Trapper on the/);
  });
});
