/// <reference types="mocha" />
/**
 * `<carc-board>` late in a game (issue 22): the last move stays marked until the next one; on a
 * phone (390×844, touch) at move 60 a tap on a crowded board zooms first, so that no legal square
 * is tapped smaller than 44 px, and lands on the square meant; a floating score is a chip whose
 * text contrasts at least 4.5:1 with it for every player colour in both schemes, and stays inside
 * the board at its edge.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { createGame, randomMove, Rng, type Game } from '../../src/engine/index.js';
import '../../components/carc-board/carc-board.js';
import type { CarcBoard } from '../../components/carc-board/carc-board.js';
import { DEFAULT_PLAYER_COLORS, contrast } from '../../components/shared/colors.js';
import { legalMoves } from '../../src/table/turn-flow.js';

const $ = <T extends Element = HTMLElement>(el: CarcBoard, sel: string) => el.shadowRoot!.querySelector(sel) as T | null;
const hex = (rgb: string) =>
  `#${(rgb.match(/[\d.]+/g) ?? [])
    .slice(0, 3)
    .map((n) => Math.round(Number(n)).toString(16).padStart(2, '0'))
    .join('')}`;

function playRandom(seed: string, moves: number): Game {
  const made = createGame({ players: ['Ann', 'Bo', 'Cy', 'Di'], seed });
  if (!made.ok) throw new Error(made.error.message);
  const rng = Rng.fromSeed(seed);
  for (let i = 0; i < moves && !made.game.finished; i++) {
    const move = randomMove(made.game, rng);
    if (!move || !made.game.play(move).ok) break;
  }
  return made.game;
}

const lastTile = (g: Game) => g.snapshot().tiles.at(-1)!;
const nextFrames = async (n = 2) => {
  for (let i = 0; i < n; i++) await new Promise(requestAnimationFrame);
};

/** Waits until the board's view holds still (its glides are CSS transitions of a few hundred ms). */
async function settled(el: CarcBoard) {
  let last = '';
  let still = 0;
  while (still < 5) {
    await nextFrames(1);
    const t = $(el, '.world')!.getBoundingClientRect();
    const now = `${t.left},${t.top},${t.width}`;
    still = now === last ? still + 1 : 0;
    last = now;
  }
}

afterEach(async () => {
  await emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
  await setViewport({ width: 800, height: 600 });
});

describe('carc-board marks the last move', () => {
  it('outlines the tile placed last, and its follower, until the next move moves the mark', async () => {
    const game = playRandom('last-move', 20);
    const el = await fixture<CarcBoard>(html`<carc-board style="width:600px;height:400px"></carc-board>`);
    el.snapshot = game.snapshot();
    await el.updateComplete;
    const t = lastTile(game);
    expect($(el, '.last-move')!.getAttribute('data-at')).to.equal(`${t.at[0]},${t.at[1]}`);
    expect($(el, `#sq-${t.at[0]}_${t.at[1]}`)!.getAttribute('aria-label')).to.match(/\(the last move\)$/);

    // the next move, with a follower: the mark moves to it, with a halo under the follower
    const move = legalMoves(game).find((m) => m.meeple) ?? legalMoves(game)[0];
    game.play(move);
    el.snapshot = game.snapshot();
    await el.updateComplete;
    expect($(el, '.last-move')!.getAttribute('data-at')).to.equal(`${move.at![0]},${move.at![1]}`);
    expect(el.shadowRoot!.querySelectorAll('.last-move-halo')).to.have.length(move.meeple ? 1 : 0);
    expect(el.shadowRoot!.querySelectorAll('.last-move'), 'one mark only').to.have.length(1);
  });

  it('waits for a sliding tile to land', async () => {
    const game = playRandom('last-slide', 10);
    const el = await fixture<CarcBoard>(html`<carc-board style="width:600px;height:400px;--carc-move-duration:60s"></carc-board>`);
    el.snapshot = game.snapshot();
    await el.updateComplete;
    const move = legalMoves(game)[0];
    game.play(move);
    el.snapshot = game.snapshot();
    el.arrival = { id: 1, tile: move.tile, at: move.at!, rot: move.rot ?? 0 };
    await el.updateComplete;
    expect($(el, '.last-move'), 'not while it slides').to.equal(null);
    el.finishArrival();
    await el.updateComplete;
    expect($(el, '.last-move')!.getAttribute('data-at')).to.equal(`${move.at![0]},${move.at![1]}`);
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`draws its brackets as a line on a band that contrast (${scheme})`, async () => {
      await emulateMedia({ colorScheme: scheme });
      const el = await fixture<CarcBoard>(html`<carc-board style="width:600px;height:400px"></carc-board>`);
      el.snapshot = playRandom('last-scheme', 8).snapshot();
      await el.updateComplete;
      const line = hex(getComputedStyle($(el, '.last-move-line')!).stroke);
      const under = hex(getComputedStyle($(el, '.last-move-under')!).stroke);
      expect(contrast(line, under), `${line} on ${under}`).to.be.at.least(4.5);
      // unlike the keyboard cursor and the legal squares
      expect(line).to.not.equal(hex(getComputedStyle(el).getPropertyValue('--carc-focus')));
    });
  }
});

type Point = { clientX: number; clientY: number };

/** A phone's board (390 px wide) at move 60, fitted, with the legal squares of the tile drawn, and a finger or a mouse on it. */
async function phoneBoard(seed: string) {
  await setViewport({ width: 390, height: 844 });
  const game = playRandom(seed, 60);
  const el = await fixture<CarcBoard>(html`<carc-board interactive style="width:390px;height:600px"></carc-board>`);
  el.snapshot = game.snapshot();
  el.candidates = game.legalPlacements();
  await el.updateComplete;
  el.fit();
  await settled(el);
  const vp = $(el, '.viewport')!;
  /** the screen point of a square's middle */
  const point = (at: readonly number[]): Point => {
    const r = vp.getBoundingClientRect();
    const v = el.view;
    const px = 100 * v.zoom;
    return { clientX: r.left + r.width / 2 + (at[0] - v.x) * px, clientY: r.top + r.height / 2 + (at[1] - v.y) * px };
  };
  /** the square under a screen point */
  const under = (p: Point) => {
    const r = vp.getBoundingClientRect();
    const v = el.view;
    return [Math.floor(v.x + 0.5 + (p.clientX - r.left - r.width / 2) / (100 * v.zoom)), Math.floor(v.y + 0.5 + (p.clientY - r.top - r.height / 2) / (100 * v.zoom))];
  };
  const press = (p: Point, pointerType: 'touch' | 'mouse') => {
    for (const type of ['pointerdown', 'pointerup']) vp.dispatchEvent(new PointerEvent(type, { ...p, pointerId: 7, pointerType, isPrimary: true, bubbles: true, composed: true }));
    vp.dispatchEvent(new PointerEvent('click', { ...p, pointerType, bubbles: true, composed: true }));
  };
  const activated: number[][] = [];
  el.addEventListener('carc-square-activate', (e) => activated.push((e as CustomEvent).detail.at));
  const squares = [...new Map(game.legalPlacements().map((p) => [`${p.at}`, p.at])).values()];
  return { game, el, point, under, press, activated, squares };
}

describe('carc-board in the dark scheme', () => {
  it("outlines the black player's followers in a light colour, so they stand out on the dark table", async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const game = playRandom('black-dark', 40);
    const colors = ['#f2b705', '#d7263d', '#2e9e44', '#2b2b33'];
    const el = await fixture<CarcBoard>(html`<carc-board style="width:600px;height:400px" .colors=${colors}></carc-board>`);
    el.snapshot = game.snapshot();
    await el.updateComplete;
    const table = hex(getComputedStyle(el).backgroundColor);
    const black = [...el.shadowRoot!.querySelectorAll('.followers .figure path')].filter((p) => p.getAttribute('fill') === '#2b2b33');
    expect(black.length, 'black followers on the board').to.be.greaterThan(0);
    for (const p of black) expect(contrast(hex(getComputedStyle(p).stroke), table), 'outline against the table').to.be.at.least(3);
  });
});

describe('carc-board on a phone at move 60', () => {
  it('zooms a crowded board on the first tap, keeps the square under the finger, and places on the second', async () => {
    const { game, el, point, under, press, activated, squares } = await phoneBoard('phone-60');
    expect(game.turn, 'move 60').to.be.at.least(60);
    const fitted = el.view.zoom * 100;
    expect(fitted, 'after Fit the squares are under a finger’s size').to.be.below(44);
    const target = squares[Math.floor(squares.length / 2)];

    // a finger a little off the middle, as fingers are
    const finger = point(target);
    finger.clientX += fitted * 0.2;
    press(finger, 'touch');
    await settled(el);
    expect(activated, 'the first tap only zooms').to.deep.equal([]);
    expect(el.view.zoom * 100, 'squares now at least 44 px').to.be.at.least(44);
    expect(under(finger), 'the square tapped is still under the finger').to.deep.equal([target[0], target[1]]);

    press(finger, 'touch');
    await el.updateComplete;
    expect(activated, 'the second tap places there').to.deep.equal([[target[0], target[1]]]);
  });

  it('acts on a mouse click at once, and on a tap when squares are big enough', async () => {
    const { el, point, press, activated, squares } = await phoneBoard('phone-mouse');
    expect(el.view.zoom * 100).to.be.below(44);
    press(point(squares[0]), 'mouse');
    expect(activated).to.deep.equal([[squares[0][0], squares[0][1]]]);

    while (el.view.zoom < 0.5) el.zoomIn();
    el.centerOn([squares[1][0], squares[1][1]]);
    await settled(el);
    expect(el.view.zoom * 100).to.be.at.least(44);
    press(point(squares[1]), 'touch');
    expect(activated).to.deep.equal([
      [squares[0][0], squares[0][1]],
      [squares[1][0], squares[1][1]],
    ]);
  });
});

describe('carc-board floats a score', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`as a chip whose text contrasts at least 4.5:1 for every player colour (${scheme})`, async () => {
      await emulateMedia({ colorScheme: scheme });
      const el = await fixture<CarcBoard>(html`<carc-board style="width:600px;height:400px"></carc-board>`);
      el.snapshot = playRandom('float', 12).snapshot();
      await el.updateComplete;
      for (const [i, { name, value }] of DEFAULT_PLAYER_COLORS.entries()) {
        el.scoreFloat = { id: `${scheme}-${i}`, text: '+4 road · 4 tiles', color: value, at: [[0, 0]] };
        await el.updateComplete;
        const chip = $(el, '.score-float')!;
        const s = getComputedStyle(chip);
        const [fg, bg] = [hex(s.color), hex(s.backgroundColor)];
        expect(bg, `${name}: the chip is the player's colour`).to.equal(value);
        expect(contrast(fg, bg), `${name}: ${fg} on ${bg}`).to.be.at.least(4.5);
      }
    });
  }

  it('stays on screen for about 2.8 s, and inside the board at its edge', async () => {
    const game = playRandom('float-edge', 30);
    const el = await fixture<CarcBoard>(html`<carc-board style="width:390px;height:500px"></carc-board>`);
    el.snapshot = game.snapshot();
    await el.updateComplete;
    await settled(el);
    // the rightmost and bottom-most tiles: a long New World label there would cross the edge
    const tiles = game.snapshot().tiles.map((t) => t.at);
    const edge = tiles.reduce((a, b) => (b[0] + b[1] > a[0] + a[1] ? b : a));
    el.centerOn([edge[0] + 1, edge[1] + 1]);
    await settled(el);
    el.scoreFloat = { id: 1, text: '+14 town · 3 tiles + 2 flags + 4 surveyor', color: '#f2b705', at: [edge] };
    await el.updateComplete;
    const chip = $(el, '.score-float')!;
    const [c, b] = [chip.getBoundingClientRect(), el.getBoundingClientRect()];
    expect(c.left).to.be.at.least(b.left);
    expect(c.top).to.be.at.least(b.top);
    expect(c.right).to.be.at.most(b.right);
    expect(c.bottom).to.be.at.most(b.bottom);
    const anim = chip.getAnimations()[0];
    expect(Number(anim.effect!.getComputedTiming().duration)).to.be.within(2500, 3000);
  });

  it('sits just above its squares, and follows them when the view moves', async () => {
    const game = playRandom('float-follow', 12);
    const el = await fixture<CarcBoard>(html`<carc-board style="width:600px;height:400px"></carc-board>`);
    el.snapshot = game.snapshot();
    await el.updateComplete;
    await settled(el);
    const at = game.snapshot().tiles[0].at;
    el.scoreFloat = { id: 1, text: '+4 road', color: '#d7263d', at: [at] };
    await el.updateComplete;
    const check = async () => {
      await settled(el);
      const chip = $(el, '.score-float')!.getBoundingClientRect();
      const tile = $(el, `#sq-${at[0]}_${at[1]}`)!.getBoundingClientRect();
      expect(chip.bottom, 'above the square').to.be.at.most(tile.top + 1);
      expect(tile.top - chip.bottom, 'just above').to.be.below(16);
      expect(Math.abs((chip.left + chip.right) / 2 - (tile.left + tile.right) / 2), 'centred on it').to.be.below(2);
    };
    await check();
    el.zoomIn();
    el.centerOn([at[0] + 1, at[1] + 1]);
    await check();
  });

  it('with reduced motion stands still and stays until the next move', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const game = playRandom('float-still', 12);
    const el = await fixture<CarcBoard>(html`<carc-board style="width:600px;height:400px"></carc-board>`);
    el.snapshot = game.snapshot();
    el.scoreFloat = { id: 1, text: '+9 monastery', color: '#1b6ee0', at: [[0, 0]] };
    await el.updateComplete;
    const chip = $(el, '.score-float')!;
    expect(chip.getAnimations(), 'no movement').to.have.length(0);
    el.scoreFloat = null;
    await el.updateComplete;
    expect($(el, '.score-float'), 'still there after its time').to.not.equal(null);
    game.play(legalMoves(game)[0]);
    el.snapshot = game.snapshot();
    await el.updateComplete;
    expect($(el, '.score-float'), 'gone at the next move').to.equal(null);
  });
});
