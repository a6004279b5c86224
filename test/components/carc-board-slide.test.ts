/// <reference types="mocha" />
/**
 * `<carc-board>`: a move someone else made (`arrival`) slides in over `--carc-move-duration`, in
 * the board's transformed world, its follower held back until the tile lands; a tap, Escape or
 * `finishArrival()` lands it at once; with reduced motion (or a duration of 0) it is simply there.
 * The slides here last a minute, so that only what the test does can end one.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { createGame, type Game } from '../../src/engine/index.js';
import '../../components/carc-board/carc-board.js';
import type { CarcBoard } from '../../components/carc-board/carc-board.js';
import { legalMoves } from '../../src/table/turn-flow.js';

const $ = (el: CarcBoard, sel: string) => el.shadowRoot!.querySelector(sel) as HTMLElement | null;
const sq = (at: readonly number[]) => `#sq-${at[0]}_${at[1]}`;

/** A board showing the start of a game, and the game to play moves on. */
async function boardAndGame(duration = '60s'): Promise<{ el: CarcBoard; game: Game; shown: unknown[] }> {
  const made = createGame({ players: ['Ann', 'Bo'], deck: ['E', 'U', 'V', 'K', 'J'] });
  if (!made.ok) throw new Error(made.error.message);
  const el = await fixture<CarcBoard>(html`<carc-board style="width:600px;height:400px;--carc-move-duration:${duration}"></carc-board>`);
  el.snapshot = made.game.snapshot();
  await el.updateComplete;
  const shown: unknown[] = [];
  el.addEventListener('carc-move-shown', (e) => shown.push((e as CustomEvent).detail));
  return { el, game: made.game, shown };
}

let ids = 0;
/** Someone else plays a move (with a farmer, who stays, when one can go): the board gets the new position and the move to slide in. */
async function othersMove(el: CarcBoard, game: Game) {
  const moves = legalMoves(game);
  const move = moves.find((m) => m.meeple?.startsWith('field')) ?? moves[0];
  expect(game.play(move).ok).to.be.true;
  el.snapshot = game.snapshot();
  el.arrival = { id: ++ids, tile: move.tile, at: move.at!, rot: move.rot ?? 0 };
  await el.updateComplete;
  return { move, id: ids };
}

const sliding = (el: CarcBoard) =>
  $(el, '.arrival')
    ?.getAnimations()
    .filter((a) => a.playState === 'running') ?? [];

describe('carc-board slides in a move someone else made', () => {
  it('slides the tile in on top, in the transformed world, and holds its follower back until it lands', async () => {
    const { el, game, shown } = await boardAndGame();
    const { move, id } = await othersMove(el, game);
    expect(move.meeple, 'the move puts a follower').to.be.a('string');
    expect(el.arriving).to.deep.equal(move.at);
    expect(sliding(el)).to.have.length(1);
    expect($(el, '.arrival')!.closest('.world'), 'it moves with the board').to.not.equal(null);
    expect($(el, `.tiles ${sq(move.at!)}`), 'the square waits for it').to.equal(null);
    expect(el.shadowRoot!.querySelectorAll('.followers .follower')).to.have.length(0);
    expect(shown).to.deep.equal([]);

    // a zoom meanwhile carries it along
    el.zoomIn();
    await el.updateComplete;
    expect(sliding(el)).to.have.length(1);

    expect(el.finishArrival()).to.be.true;
    await el.updateComplete;
    expect(el.arriving).to.equal(null);
    expect($(el, '.arrival')).to.equal(null);
    expect($(el, `.tiles ${sq(move.at!)}`)!.getAttribute('data-tile')).to.equal(move.tile);
    expect(el.shadowRoot!.querySelectorAll('.followers .arrived .follower'), 'the follower is put down after').to.have.length(1);
    expect(shown).to.deep.equal([{ id, at: move.at }]);
    expect(el.finishArrival(), 'nothing left to land').to.be.false;
  });

  it('lands at once on a tap on the board, or on Escape', async () => {
    const { el, game, shown } = await boardAndGame();
    const first = await othersMove(el, game);
    $(el, '.viewport')!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect(el.arriving).to.equal(null);
    expect(shown).to.deep.equal([{ id: first.id, at: first.move.at }]);

    const second = await othersMove(el, game);
    expect(sliding(el)).to.have.length(1);
    const esc = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true });
    $(el, '.viewport')!.dispatchEvent(esc);
    await el.updateComplete;
    expect(el.arriving).to.equal(null);
    expect(esc.defaultPrevented, 'Escape did only that').to.be.true;
    expect(shown).to.have.length(2);
    expect(shown[1]).to.deep.equal({ id: second.id, at: second.move.at });
  });

  it('shows each move once: the same arrival again slides nothing, a newer one lands the one before', async () => {
    const { el, game, shown } = await boardAndGame();
    const first = await othersMove(el, game);
    el.arrival = { ...el.arrival! };
    await el.updateComplete;
    expect(sliding(el)).to.have.length(1);
    expect(shown).to.deep.equal([]);
    const second = await othersMove(el, game);
    expect(shown).to.deep.equal([{ id: first.id, at: first.move.at }]);
    expect(el.arriving).to.deep.equal(second.move.at);
    el.arrival = null;
    await el.updateComplete;
    expect(el.arriving, 'no arrival: nothing slides').to.equal(null);
  });

  it('does not slide with prefers-reduced-motion: reduce: the move is simply there', async () => {
    const { el, game, shown } = await boardAndGame();
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const { move, id } = await othersMove(el, game);
      expect(el.arriving).to.equal(null);
      expect($(el, '.arrival')).to.equal(null);
      expect($(el, `.tiles ${sq(move.at!)}`)).to.not.equal(null);
      expect(shown).to.deep.equal([{ id, at: move.at }]);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('does not slide when --carc-move-duration is 0s, nor a move it was created with', async () => {
    const { el, game } = await boardAndGame('0s');
    await othersMove(el, game);
    expect(el.arriving).to.equal(null);
    expect($(el, '.arrival')).to.equal(null);

    const made = createGame({ players: ['Ann', 'Bo'], deck: ['E', 'U'] });
    if (!made.ok) throw new Error(made.error.message);
    const move = legalMoves(made.game)[0];
    made.game.play(move);
    const fresh = await fixture<CarcBoard>(html`<carc-board style="width:600px;height:400px;--carc-move-duration:60s"
      .snapshot=${made.game.snapshot()} .arrival=${{ id: 'opened', tile: move.tile, at: move.at, rot: move.rot }}></carc-board>`);
    expect(fresh.arriving, 'a board that opens shows its position as it is').to.equal(null);
  });
});
