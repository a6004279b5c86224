/** `<carc-board>`: what it shows from a snapshot or a record, and what it reports. */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { createGame, exportRecord, randomMove, Rng, type Game } from '../../src/engine/index.js';
import '../../components/carc-board/carc-board.js';
import type { CarcBoard } from '../../components/carc-board/carc-board.js';
import { spotWhere } from '../../components/shared/spot-names.js';
import { CATALOGUE } from '../../src/engine/catalogue.js';
import { spotName } from '../../src/engine/spots.js';

function playRandom(seed: string, moves = Infinity): Game {
  const created = createGame({ players: ['Ann', 'Bo', 'Cy'], seed });
  if (!created.ok) throw new Error(created.error.message);
  const rng = Rng.fromSeed(seed);
  for (let i = 0; i < moves && !created.game.finished; i++) {
    const move = randomMove(created.game, rng);
    if (!move || !created.game.play(move).ok) break;
  }
  return created.game;
}

const $ = <T extends Element = Element>(el: CarcBoard, sel: string) => el.shadowRoot!.querySelector(sel) as T;
const $$ = (el: CarcBoard, sel: string) => [...el.shadowRoot!.querySelectorAll(sel)];
const board = (tpl = html`<carc-board style="width:600px;height:400px"></carc-board>`) => fixture<CarcBoard>(tpl);

/** Screen point of a square's middle. */
function squarePoint(el: CarcBoard, at: [number, number]) {
  const r = $(el, '.viewport').getBoundingClientRect();
  const v = el.view;
  const px = 100 * v.zoom;
  return { clientX: r.left + r.width / 2 + (at[0] - v.x) * px, clientY: r.top + r.height / 2 + (at[1] - v.y) * px };
}

function click(el: CarcBoard, at: [number, number]) {
  const p = squarePoint(el, at);
  $(el, '.viewport').dispatchEvent(new MouseEvent('click', { ...p, bubbles: true, composed: true }));
}

function key(el: CarcBoard, k: string, target: Element = $(el, '.viewport')) {
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true }));
}

/** Collects the events a board fires while `fn` runs. */
async function events(el: CarcBoard, name: string, fn: () => unknown): Promise<unknown[]> {
  const seen: unknown[] = [];
  const on = (e: Event) => seen.push((e as CustomEvent).detail);
  el.addEventListener(name, on);
  await fn();
  await el.updateComplete;
  el.removeEventListener(name, on);
  return seen;
}

describe('carc-board shows a position', () => {
  it('draws every tile of a snapshot at its square and rotation', async () => {
    const game = playRandom('show', 20);
    const el = await board();
    el.snapshot = game.snapshot();
    await el.updateComplete;
    const drawn = $$(el, '.tiles > g');
    expect(drawn).to.have.length(game.snapshot().tiles.length);
    for (const t of game.snapshot().tiles) {
      const g = $(el, `#sq-${t.at[0]}_${t.at[1]}`)!;
      expect(g.getAttribute('data-tile')).to.equal(t.id);
      expect(g.getAttribute('data-rot')).to.equal(String(t.rot));
      const use = g.querySelector('use')!;
      expect([Number(use.getAttribute('x')), Number(use.getAttribute('y'))]).to.deep.equal([t.at[0] * 100, t.at[1] * 100]);
      expect(use.getAttribute('href')).to.equal(`#t-${t.id}-${t.rot}`);
      expect($(el, `symbol#t-${t.id}-${t.rot}`), 'one symbol per tile and rotation').to.exist;
    }
  });

  it('labels squares for screen readers', async () => {
    const el = await board();
    el.snapshot = playRandom('label', 0).snapshot();
    await el.updateComplete;
    expect($(el, '#sq-0_0').getAttribute('aria-label')).to.equal('Tile D at 0, 0, city north, road west–east');
  });

  it('puts followers on their squares, farmers lying down', async () => {
    const game = playRandom('followers', 40);
    const snap = game.snapshot();
    expect(snap.meeples.length, 'the random game placed followers').to.be.greaterThan(2);
    const el = await board();
    el.snapshot = snap;
    el.fit();
    await el.updateComplete;
    const drawn = $$(el, '.followers .follower');
    expect(drawn).to.have.length(snap.meeples.length);
    snap.meeples.forEach((m, i) => {
      const f = drawn[i].getBoundingClientRect();
      const sq = $(el, `#sq-${m.at[0]}_${m.at[1]}`).getBoundingClientRect();
      const [cx, cy] = [f.left + f.width / 2, f.top + f.height / 2];
      expect(cx >= sq.left && cx <= sq.right && cy >= sq.top && cy <= sq.bottom, `follower ${i} on ${m.at}`).to.be.true;
      expect(drawn[i].classList.contains('farmer')).to.equal(m.kind === 'farmer');
      const tile = snap.tiles.find((t) => t.at[0] === m.at[0] && t.at[1] === m.at[1])!;
      expect($(el, `#sq-${m.at[0]}_${m.at[1]}`).getAttribute('aria-label')).to.contain(`on the ${spotWhere(tile.id, tile.rot, m.spot)}`);
    });
  });

  it('draws an abbot differently from a monk', async () => {
    const el = await board();
    const snap = playRandom('abbot', 0).snapshot();
    el.snapshot = {
      ...snap,
      meeples: [
        { player: 0, at: [0, 0], spot: 'road:W', kind: 'road' },
        { player: 1, at: [0, 0], spot: 'city:N', kind: 'abbot' },
      ],
    };
    await el.updateComplete;
    expect($$(el, '.follower.abbot')).to.have.length(1);
    expect($$(el, '.follower.standing')).to.have.length(1);
  });

  it('renders a record given as an attribute, and a position part way with upto', async () => {
    const game = playRandom('record');
    const text = JSON.stringify(exportRecord(game));
    const el = await board(html`<carc-board record=${text} style="width:600px;height:400px"></carc-board>`);
    expect($$(el, '.tiles > g')).to.have.length(game.snapshot().tiles.length);
    expect(game.snapshot().tiles.length).to.be.greaterThan(60);
    el.upto = 5;
    await el.updateComplete;
    expect($$(el, '.tiles > g')).to.have.length(6);
    el.upto = null;
    el.record = exportRecord(game);
    await el.updateComplete;
    expect($$(el, '.tiles > g')).to.have.length(game.snapshot().tiles.length);
  });

  it('shows an invalid record inline with its code and fires carc-error', async () => {
    const el = await board();
    const fired = oneEvent(el, 'carc-error');
    el.record = '{not json';
    const { detail } = await fired;
    expect(detail.code).to.equal('record/not-json');
    expect($(el, '[part=error]').textContent).to.contain('record/not-json');
    expect($$(el, '.tiles > g')).to.have.length(0);
  });

  it('shows the position before an illegal move of a record', async () => {
    const rec = exportRecord(playRandom('illegal', 6));
    Object.assign(rec.moves[3], { at: [40, 40] });
    const el = await board();
    const seen = await events(el, 'carc-error', () => (el.record = rec));
    expect(seen).to.have.length(1);
    expect((seen[0] as { code: string }).code).to.match(/^move\//);
    expect($(el, '[part=error]').textContent).to.contain('Move 4');
    expect($$(el, '.tiles > g')).to.have.length(4);
  });

  it('tolerates an unknown tile in a snapshot', async () => {
    const el = await board();
    el.snapshot = { ...playRandom('odd', 0).snapshot(), tiles: [{ id: 'ZZ', at: [0, 0], rot: 0 }] };
    await el.updateComplete;
    expect($(el, '#sq-0_0').getAttribute('aria-label')).to.contain('Unknown tile');
  });
});

describe('carc-board during a turn', () => {
  async function turnBoard(interactive = true) {
    const game = playRandom('turn', 8);
    const el = await board();
    el.snapshot = game.snapshot();
    el.candidates = game.legalPlacements();
    el.interactive = interactive;
    await el.updateComplete;
    return { el, game };
  }

  it('highlights legal squares and reports a click on one', async () => {
    const { el, game } = await turnBoard();
    const squares = new Set(game.legalPlacements().map((p) => `${p.at}`));
    expect($$(el, '.cand')).to.have.length(squares.size);
    const target = game.legalPlacements()[0].at;
    const seen = await events(el, 'carc-square-activate', () => click(el, target));
    expect(seen).to.deep.equal([{ at: target }]);
  });

  it('ignores clicks on squares that are not legal, and everything when not interactive', async () => {
    const { el, game } = await turnBoard();
    expect(await events(el, 'carc-square-activate', () => click(el, [0, 0]))).to.deep.equal([]);
    expect(await events(el, 'carc-square-activate', () => click(el, [30, 30]))).to.deep.equal([]);
    el.interactive = false;
    await el.updateComplete;
    expect(await events(el, 'carc-square-activate', () => click(el, game.legalPlacements()[0].at))).to.deep.equal([]);
  });

  it('reports the square under the pointer', async () => {
    const { el, game } = await turnBoard();
    const at = game.legalPlacements()[0].at;
    const seen = await events(el, 'carc-square-hover', () => $(el, '.viewport').dispatchEvent(new PointerEvent('pointermove', { ...squarePoint(el, at), pointerType: 'mouse', bubbles: true })));
    expect(seen).to.deep.equal([{ at }]);
  });

  it('moves a cursor across legal squares with the arrow keys and activates with Enter and Space', async () => {
    const { el } = await turnBoard();
    $<HTMLElement>(el, '.viewport').focus();
    await el.updateComplete;
    const first = $(el, '.viewport').getAttribute('aria-activedescendant');
    expect(first).to.match(/^sq-/);
    expect($(el, `#${first}`).getAttribute('aria-label')).to.match(/^Legal square/);
    const seen = await events(el, 'carc-square-activate', async () => {
      key(el, 'End');
      await el.updateComplete;
      key(el, 'Enter');
      key(el, ' ');
    });
    const last = el.candidates[el.candidates.length - 1].at;
    expect(seen).to.deep.equal([{ at: last }, { at: last }]);
    const moved = await events(el, 'carc-square-hover', () => key(el, 'ArrowLeft'));
    expect(moved.length).to.be.at.most(1);
  });

  it('treats the preview square as activatable (a tap turns the tile) and draws targets for the allowed spots only', async () => {
    const { el, game } = await turnBoard();
    const p = game.legalPlacements()[0];
    const allowed = game.followerSpots(p.at, p.rot);
    expect(allowed.length).to.be.greaterThan(0);
    el.preview = { tile: game.currentTile!.id, at: p.at, rot: p.rot };
    await el.updateComplete;
    expect($$(el, '.spot'), 'no targets while the tile is being turned').to.have.length(0);
    expect($(el, '.preview').getAttribute('aria-label')).to.contain('Activate again to turn it');
    expect(await events(el, 'carc-square-activate', () => click(el, p.at))).to.deep.equal([{ at: p.at }]);
    el.spots = [...allowed.map((spot) => ({ spot, allowed: true })), { spot: 'field:NNW', allowed: false }];
    el.selectedSpot = allowed[0];
    await el.updateComplete;
    expect($(el, '.preview use').getAttribute('href')).to.equal(`#t-${game.currentTile!.id}-${p.rot}`);
    const spots = $$(el, '.spot');
    expect(spots.map((s) => s.getAttribute('data-spot'))).to.deep.equal(allowed);
    expect($(el, '.spot.selected').getAttribute('data-spot')).to.equal(allowed[0]);
    expect(spots[0].getAttribute('aria-label')).to.match(/^(Farmer|Knight|Thief|Monk) on the /);
    const clicked = await events(el, 'carc-spot-activate', () => (spots[0] as HTMLElement).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true })));
    expect(clicked).to.deep.equal([{ spot: spots[0].getAttribute('data-spot') }]);
    const byKey = await events(el, 'carc-spot-activate', () => key(el, 'Enter', spots[0]));
    expect(byKey).to.deep.equal([{ spot: spots[0].getAttribute('data-spot') }]);
  });

  /** Every spot of a tile turned `rot`, in record notation. */
  const allSpots = (id: string, rot: number) => {
    const t = CATALOGUE.byId.get(id)!;
    return t.segments.flatMap((_, i) => (t.segments[i].kind === 6 ? [] : [spotName(t, rot / 90, i)]));
  };

  for (const id of ['X', 'L', 'W', 'E']) {
    it(`zooms on tile ${id} until its follower targets fit whole in view, never overlapping`, async () => {
      const { el } = await turnBoard();
      el.fit();
      const at: [number, number] = [0, -1];
      el.preview = { tile: id, at, rot: 90 };
      await el.updateComplete;
      const layouts: boolean[] = [];
      el.addEventListener('carc-spots-layout', (e) => layouts.push((e as CustomEvent).detail.onTile));
      el.spots = allSpots(id, 90).map((spot) => ({ spot, allowed: true }));
      await el.updateComplete;
      // the view glides to the tile: measure once it has stopped and the rings held their size five frames
      // (a fixed 400 ms wait measured mid-glide on a loaded machine: 28 px)
      for (let same = 0, last = ''; same < 5; ) {
        await new Promise((r) => requestAnimationFrame(r));
        await el.updateComplete;
        const sizes = $$(el, '.spot circle')
          .map((c) => c.getBoundingClientRect().width.toFixed(1))
          .join();
        same = !$(el, '.viewport').classList.contains('moving') && sizes === last ? same + 1 : 0;
        last = sizes;
      }
      expect(layouts.at(-1), 'the targets are on the tile').to.equal(true);
      const rings = $$(el, '.spot circle').map((c) => c.getBoundingClientRect());
      expect(rings).to.have.length(allSpots(id, 90).length);
      const tile = $(el, '.preview-frame').getBoundingClientRect();
      const vp = $(el, '.viewport').getBoundingClientRect();
      expect(tile.left >= vp.left && tile.top >= vp.top && tile.right <= vp.right && tile.bottom <= vp.bottom, 'the tile is whole in view').to.be.true;
      for (const r of rings) expect(r.width, 'a ring keeps its size on screen').to.be.closeTo(30, 1.5);
      for (let i = 0; i < rings.length; i++)
        for (let j = i + 1; j < rings.length; j++) {
          const d = Math.hypot(rings[i].x - rings[j].x, rings[i].y - rings[j].y);
          expect(d, `rings ${i} and ${j} apart`).to.be.at.least(rings[i].width);
        }
      const covered = rings.reduce((n, r) => n + (Math.PI * r.width * r.width) / 4, 0);
      expect(covered / (tile.width * tile.height), 'the rings leave most of the tile to see').to.be.below(0.35);
    });
  }

  it('draws no targets when the player zooms out until they would overlap, and says so', async () => {
    const { el } = await turnBoard();
    el.preview = { tile: 'X', at: [0, -1], rot: 0 };
    el.spots = allSpots('X', 0).map((spot) => ({ spot, allowed: true }));
    el.selectedSpot = 'road:N';
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 400));
    const layout = oneEvent(el, 'carc-spots-layout');
    for (let i = 0; i < 8; i++) el.zoomOut();
    await new Promise((r) => setTimeout(r, 400));
    await el.updateComplete;
    expect((await layout).detail.onTile).to.equal(false);
    expect($$(el, '.spot')).to.have.length(0);
    expect($$(el, '.chosen .follower'), 'the chosen follower still shows').to.have.length(1);
  });

  it('ignores a preview of an unknown tile and spots the tile does not have', async () => {
    const { el, game } = await turnBoard();
    const p = game.legalPlacements()[0];
    el.preview = { tile: 'NOPE', at: p.at, rot: p.rot };
    el.spots = [{ spot: 'city:N', allowed: true }];
    await el.updateComplete;
    expect($(el, '.preview')).to.equal(null);
    el.preview = { tile: 'U', at: p.at, rot: 0 };
    el.spots = [
      { spot: 'monastery', allowed: true },
      { spot: 'bogus', allowed: true },
      { spot: 'road:E', allowed: true },
    ];
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 400));
    await el.updateComplete;
    expect($$(el, '.spot').map((s) => s.getAttribute('data-spot'))).to.deep.equal(['road:E']);
  });

  it('emphasises highlighted squares', async () => {
    const { el } = await turnBoard();
    el.highlight = [
      [0, 0],
      [1, 0],
    ];
    await el.updateComplete;
    expect($$(el, '.hl')).to.have.length(2);
  });
});

describe('carc-board view', () => {
  async function viewBoard() {
    const el = await board();
    el.snapshot = playRandom('view', 30).snapshot();
    await el.updateComplete;
    el.fit();
    return el;
  }

  it('zooms with its buttons and keys, fits, and reports view changes', async () => {
    const el = await viewBoard();
    const fitted = el.view.zoom;
    const changed = oneEvent(el, 'carc-view-change');
    $<HTMLButtonElement>(el, '[part=zoom-in]').click();
    const { detail } = await changed;
    expect(detail.zoom).to.be.closeTo(fitted * 1.25, 1e-6);
    $<HTMLButtonElement>(el, '[part=zoom-out]').click();
    $<HTMLButtonElement>(el, '[part=zoom-out]').click();
    expect(el.view.zoom).to.be.closeTo(fitted * 0.8, 1e-6);
    key(el, '+');
    expect(el.view.zoom).to.be.closeTo(fitted, 1e-6);
    key(el, '-');
    key(el, '0');
    expect(el.view.zoom).to.be.closeTo(fitted, 1e-6);
    el.centerOn([3, -2]);
    expect(el.view.x).to.be.closeTo(3, 1e-6);
    expect(el.view.y).to.be.closeTo(-2, 1e-6);
  });

  it('zooms around the cursor with the wheel and pans by dragging without activating', async () => {
    const el = await viewBoard();
    const vp = $(el, '.viewport');
    const before = el.view;
    vp.dispatchEvent(new WheelEvent('wheel', { deltaY: -200, clientX: 10, clientY: 10, bubbles: true, cancelable: true }));
    expect(el.view.zoom).to.be.greaterThan(before.zoom);
    const r = vp.getBoundingClientRect();
    const at = (x: number) => ({ clientX: r.left + x, clientY: r.top + 100, pointerId: 1, pointerType: 'mouse', button: 0, bubbles: true });
    const z = el.view;
    vp.dispatchEvent(new PointerEvent('pointerdown', at(300)));
    vp.dispatchEvent(new PointerEvent('pointermove', at(320)));
    vp.dispatchEvent(new PointerEvent('pointermove', at(400)));
    vp.dispatchEvent(new PointerEvent('pointerup', at(400)));
    expect(el.view.x).to.be.closeTo(z.x - 100 / (100 * z.zoom), 1e-6);
    el.interactive = true;
    el.candidates = [{ at: [0, 0], rot: 0 }];
    await el.updateComplete;
    expect(await events(el, 'carc-square-activate', () => click(el, [0, 0])), 'the click ending a drag is not a tap').to.deep.equal([]);
  });
});

describe('carc-board pinch', () => {
  it('zooms with two fingers around their middle', async () => {
    const el = await board();
    el.snapshot = playRandom('pinch', 10).snapshot();
    await el.updateComplete;
    const vp = $(el, '.viewport');
    const r = vp.getBoundingClientRect();
    const before = el.view.zoom;
    const touch = (id: number, x: number, type: string) => vp.dispatchEvent(new PointerEvent(type, { pointerId: id, pointerType: 'touch', clientX: r.left + x, clientY: r.top + 200, bubbles: true }));
    touch(1, 250, 'pointerdown');
    touch(2, 350, 'pointerdown');
    touch(2, 450, 'pointermove');
    touch(1, 150, 'pointermove');
    touch(1, 150, 'pointerup');
    touch(2, 450, 'pointerup');
    expect(el.view.zoom).to.be.closeTo(before * 3, 1e-6);
  });
});

describe('carc-board accessibility', () => {
  it('passes axe with tiles, legal squares, a preview and spots', async () => {
    const game = playRandom('a11y', 12);
    const el = await board();
    el.snapshot = game.snapshot();
    el.candidates = game.legalPlacements();
    const p = game.legalPlacements()[0];
    el.preview = { tile: game.currentTile!.id, at: p.at, rot: p.rot };
    el.spots = game.followerSpots(p.at, p.rot).map((spot, i) => ({ spot, allowed: i > 0 }));
    el.interactive = true;
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('passes axe when showing a record error', async () => {
    const el = await board(html`<carc-board record="nope" style="width:600px;height:400px"></carc-board>`);
    await expect(el).to.be.accessible();
  });

  it('follows a dark colour scheme and reduced motion', async () => {
    const el = await board();
    el.highlight = [[0, 0]];
    await el.updateComplete;
    const light = getComputedStyle(el).backgroundColor;
    await emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    try {
      expect(getComputedStyle(el).backgroundColor).to.not.equal(light);
      expect(getComputedStyle($(el, '.hl')).animationName).to.equal('none');
    } finally {
      await emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
    }
    expect(getComputedStyle($(el, '.hl')).animationName).to.equal('pulse');
  });
});
