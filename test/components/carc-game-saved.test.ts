/// <reference types="mocha" />
/** `<carc-game>` keeps every unfinished hot-seat game of this device, each in a slot of its own. */
import { expect, fixture, html } from '@open-wc/testing';
import type { CarcGame } from '../../components/carc-game/carc-game.js';
import { $, $$, hotseatGame, SHORT_DECK } from './carc-game-helpers.js';

describe('<carc-game> saved hot-seat games', () => {
  beforeEach(() => {
    localStorage.removeItem('carc-hotseat-games');
    localStorage.removeItem('carc-my-games');
  });

  async function welcome() {
    const el = await fixture<CarcGame>(html`<carc-game style="height:600px;display:block"></carc-game>`);
    const lobby = $(el, 'carc-lobby')!;
    await (lobby as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    return { el, lobby, rows: () => $$(lobby, '.saved li').map((li) => li.textContent!.replace(/\s+/g, ' ').trim()) };
  }

  it('keeps every unfinished game, lists each with players, move and date, and continues each in its own slot', async () => {
    const a = await hotseatGame();
    await a.play(a.legalMoves()[0]);
    const b = await fixture<CarcGame>(html`<carc-game></carc-game>`);
    await b.host({ hotseat: true, deck: SHORT_DECK });
    await b.sit({ name: 'Cleo' });
    await b.sit({ name: 'Dan' });
    await b.start();
    await b.play(b.legalMoves()[0]);
    await b.play(b.legalMoves()[0]);
    const { el, lobby, rows } = await welcome();
    expect(rows()).to.have.length(2);
    expect(rows()[0]).to.contain('Cleo, Dan').and.contain('move 3');
    expect(rows()[1]).to.contain('Ann, Bob').and.contain('move 2');
    expect(rows()[1], 'when it last changed').to.contain('just now');
    $$<HTMLButtonElement>(lobby, '.saved .resume')[1].click();
    await el.updateComplete;
    expect(el.state.players.map((p) => p.name)).to.deep.equal(['Ann', 'Bob']);
    expect(el.state.turn).to.equal(1);
    await el.play(el.legalMoves()[0]);
    el.leave();
    await el.updateComplete;
    const after = el.savedGames().map((g) => `${g.record.players.map((p) => (typeof p === 'string' ? p : p.name)).join()} ${g.record.moves.length}`);
    expect(after, 'the other game is untouched, the continued one moved on, leaving kept it').to.have.members(['Ann,Bob 2', 'Cleo,Dan 2']);
  });

  it('opening a file never discards another saved game; the same file twice is one game', async () => {
    const a = await hotseatGame();
    await a.play(a.legalMoves()[0]);
    const other = await hotseatGame(['U', 'V', 'E']);
    await other.play(other.legalMoves()[0]);
    const file = JSON.stringify(other.record());
    localStorage.removeItem('carc-hotseat-games');
    await a.play(a.legalMoves()[0]); // a's game is saved again, alone
    const { el } = await welcome();
    el.importRecord(file);
    await el.updateComplete;
    expect(el.savedGames()).to.have.length(2);
    el.leave();
    el.importRecord(file);
    expect(el.savedGames()).to.have.length(2);
  });

  it('forgets a saved game only when the player confirms', async () => {
    const a = await hotseatGame();
    await a.play(a.legalMoves()[0]);
    const { el, lobby, rows } = await welcome();
    const ask = window.confirm;
    try {
      window.confirm = () => false;
      $<HTMLButtonElement>(lobby, '.saved .forget')!.click();
      await el.updateComplete;
      expect(rows()).to.have.length(1);
      window.confirm = () => true;
      $<HTMLButtonElement>(lobby, '.saved .forget')!.click();
      await el.updateComplete;
      await (lobby as unknown as { updateComplete: Promise<unknown> }).updateComplete;
      expect(rows()).to.have.length(0);
    } finally {
      window.confirm = ask;
    }
  });

  it('says plainly that a picture is not a game record, with none of its bytes', async () => {
    const { el } = await welcome();
    expect(() => el.importRecord('\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR\u0000\u0000\u0001\u00f4')).to.throw();
    await el.updateComplete;
    const text = $(el, '.toast')!.textContent!;
    expect(text).to.contain('not a game record');
    expect(text).to.not.match(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|PNG/);
  });

  it('shows the length a ?deck= link sets instead of offering one', async () => {
    const el = await fixture<CarcGame>(html`<carc-game></carc-game>`);
    el.deck = ['E', 'H', 'E'];
    await el.host({ hotseat: true });
    await el.updateComplete;
    const lobby = $(el, 'carc-lobby')!;
    await (lobby as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const length = $<HTMLSelectElement>(lobby, '#length')!;
    expect(length.disabled).to.be.true;
    expect(length.selectedOptions[0].textContent).to.equal('3 tiles, set by the link');
  });
});
