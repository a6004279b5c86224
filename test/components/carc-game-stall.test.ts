/// <reference types="mocha" />
/**
 * `<carc-game>` online, on a stand-in for the sync layer's session: the stall banner over the board
 * and its vote, away seats on the scoreboard, the host's start without a seat that never joined
 * the shuffle (in the lobby), the tile placed while the next one is drawn, the equivocation
 * warning, and the lobby's patience choice.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../components/carc-lobby/carc-lobby.js';
import type { CarcLobby } from '../../components/carc-lobby/carc-lobby.js';
import type { OnlineTable } from '../../src/table/online-table.js';
import type { CarcGame } from '../../components/carc-game/carc-game.js';
import { legalMoves } from '../../src/table/turn-flow.js';
import { logEntries } from '../../components/shared/log-entries.js';
import { $, $$, activate, board, buttonByText, onlineGame } from './carc-game-helpers.js';
import { FakeSession, type Stall } from './fake-session.js';

const overdue = (over: Partial<Stall> = {}): Stall => ({ seat: 1, name: 'Bob', what: 'move', since: Date.now() - 100_000, deadline: Date.now() - 10_000, overdue: true, votes: [], ...over });
const bannerOf = (root: Element) => (root.shadowRoot!.querySelector('carc-stall-banner') ?? root.querySelector('carc-stall-banner')) as HTMLElement | null;
const words = (el: Element) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ');

async function change(el: CarcGame, s: FakeSession): Promise<void> {
  s.changed();
  await el.updateComplete;
  await (bannerOf(el) as unknown as { updateComplete?: Promise<unknown> } | null)?.updateComplete;
}

describe('<carc-game> online: a seat that keeps the table waiting', () => {
  it('shows the countdown over the board, then the vote; a skip goes to the session and the seat shows away', async () => {
    const s = new FakeSession(2);
    s.game!.play(legalMoves(s.game!)[0]); // Bob's turn now
    const el = await onlineGame(s);
    expect(bannerOf(el)).to.equal(null);
    s.stall = { ...overdue(), overdue: false, deadline: Date.now() + 65_000 };
    await change(el, s);
    const banner = bannerOf(el)!;
    expect(banner.closest('.stage'), 'over the board').to.not.equal(null);
    expect(words(banner)).to.match(/Waiting for Bob — 1:0[45]/);
    expect($$(banner, 'button').length).to.equal(0);

    s.stall = overdue({ votes: [] });
    await change(el, s);
    expect(words(banner)).to.contain('Bob has kept the table waiting for 1:40.').and.contain('Either needs your vote.');
    buttonByText(banner, 'Skip Bob’s turns').click();
    await el.updateComplete;
    expect(s.calls).to.deep.equal(['vote skip']);

    // the sync layer wrote the away entry: no stall any more, Bob is badged and his turn passes
    s.stall = null;
    s.seats[1].away = true;
    await change(el, s);
    expect(bannerOf(el)).to.equal(null);
    const side = $(el, '.side-scores')!;
    const bob = $$(side, 'li')[1];
    expect(bob.querySelector('[part="away"]')?.textContent).to.equal('away');
    expect(bob.getAttribute('aria-label')).to.contain('away: their turns pass');
    expect($(el, '.turn')!.textContent!.replace(/\s+/g, ' ')).to.contain('Bob is away').and.contain('Their turn passes');
    await expect(el).to.be.accessible();
    // Bob, back at the table before his browser took his seat back, is told it is taking it back
    s.mySeat = 1;
    s.game!.play(legalMoves(s.game!)[0]);
    await change(el, s);
    expect($(el, '.turn')!.textContent).to.contain('You were away: your browser is taking your seat back');
    // a finished table badges nobody: Bob coming back to it is not "away" from anything
    s.phase = 'finished';
    expect((el.table as OnlineTable).players.map((p) => p.away)).to.deep.equal([false, false]);
  });

  it('says how many votes a removal needs (more than half of the other seats at the table), and reports a refused vote', async () => {
    const s = new FakeSession(3);
    s.game!.play(legalMoves(s.game!)[0]);
    s.seats[2].away = true; // Cleo was voted away: she does not count
    s.stall = overdue({ votes: [{ seat: 0, choice: 'wait' }] });
    const el = await onlineGame(s);
    const banner = bannerOf(el)!;
    await (banner as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    expect(words(banner)).to.contain('You voted to wait').and.contain('Either needs your vote.');
    expect(buttonByText(banner, 'Wait longer').getAttribute('aria-pressed')).to.equal('true');
    s.seats[2].away = false;
    s.stall = overdue({
      votes: [
        { seat: 0, choice: 'skip' },
        { seat: 2, choice: 'wait' },
      ],
    });
    await change(el, s);
    expect(words(banner)).to.contain('You voted to skip · Cleo voted to wait').and.contain('Either needs 2 of you; a player who does not vote joins in after one more wait.');

    s.refuse = { code: 'sync/wrong-phase', message: 'Bob still has time: wait for the countdown.' };
    const error = oneEvent(el, 'carc-error');
    buttonByText(banner, 'Wait longer').click();
    expect((await error).detail).to.deep.equal(s.refuse);
    await el.updateComplete;
    expect($(el, '.toast')!.textContent).to.contain('Bob still has time');
  });

  it('warns, and keeps warning, about a seat that signed two versions of the game', async () => {
    const s = new FakeSession(2);
    const el = await onlineGame(s);
    s.equivocators = [{ key: 'k1', name: 'Bob' }];
    s.dispatchEvent(new CustomEvent('equivocation', { detail: { key: 'k1', name: 'Bob', message: '…' } }));
    await el.updateComplete;
    const warning = $(bannerOf(el)!, '[role="alert"]')!;
    expect(warning.textContent).to.contain('Bob signed two different versions of the game');
    s.game!.play(legalMoves(s.game!)[0]);
    await change(el, s);
    expect($(bannerOf(el)!, '[role="alert"]'), 'still there a move later').to.not.equal(null);
  });
});

describe('<carc-game> online: while the tiles are shuffled', () => {
  it('lets the host start without a seat whose browser never joined, from the lobby', async () => {
    const s = new FakeSession(3);
    s.game = null;
    s.phase = 'committing';
    s.seats[2].committed = false;
    s.seats[2].online = false;
    s.stall = overdue({ seat: 2, name: 'Cleo', what: 'commit' });
    const el = await onlineGame(s);
    const lobby = $(el, 'carc-lobby') as CarcLobby;
    const banner = bannerOf(lobby)!;
    expect(banner.getAttribute('slot')).to.equal('notice');
    await (banner as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    expect(words(banner)).to.contain('Cleo’s browser has not joined the shuffle.');
    expect(lobby.notice, 'the banner names Cleo; the notice does not again').to.not.contain('Cleo');
    buttonByText(banner, 'Start without Cleo').click();
    await el.updateComplete;
    expect(s.calls).to.deep.equal(['drop 2']);
    await expect(el).to.be.accessible();
  });
});

describe('<carc-game> online: the tile after a move is drawn', () => {
  it('keeps the placed tile on the board and says the next tile is being drawn, then goes on', async () => {
    const s = new FakeSession(2);
    const el = await onlineGame(s);
    const flow = el.flow!;
    const at = flow.placements[0].at;
    await activate(el, at);
    const confirmed = el.controls.confirm();
    await el.updateComplete;
    expect($(el, '.turn')!.textContent).to.contain('Drawing the next tile…');
    // the session holds the move while every browser adds its part of the draw
    s.book.state.pending = { move: s.played!.move, seat: 0, hash: 'h' };
    await change(el, s);
    expect(el.flow, 'the placement is kept').to.equal(flow);
    expect(board(el).preview).to.deep.include({ at });
    expect(board(el).interactive).to.equal(false);
    expect(board(el).candidates).to.deep.equal([]);
    expect($(el, '.turn')!.textContent!.replace(/\s+/g, ' ')).to.contain('You placed the tile').and.contain('Drawing the next tile…');
    expect(el.legalMoves(), 'no move is taken meanwhile').to.deep.equal([]);

    // drawn: the move is in the game, Bob plays
    s.game!.play(s.played!.move);
    s.book.state.pending = null;
    s.changed();
    s.played!.resolve();
    await confirmed;
    await el.updateComplete;
    expect(el.flow).to.equal(null);
    expect($(el, '.turn')!.textContent).to.contain('Bob is playing');
  });

  it('shows the other players where the move goes while its next tile is drawn', async () => {
    const s = new FakeSession(2);
    s.mySeat = 1;
    s.isHost = false;
    const move = legalMoves(s.game!)[0];
    s.book.state.pending = { move, seat: 0, hash: 'h' };
    const el = await onlineGame(s);
    expect(board(el).preview).to.deep.include({ at: move.at, tile: move.tile });
    expect($(el, '.turn')!.textContent!.replace(/\s+/g, ' ')).to.contain('Ann placed the tile').and.contain('Drawing the next tile…');
  });
});

describe('<carc-lobby> patience (online)', () => {
  it('lets the online host choose how long a seat may keep the table waiting, 90 seconds unless changed', async () => {
    const el = await fixture<CarcLobby>(
      html`<carc-lobby view="online" link="x" is-host .players=${[
        { name: 'Ann', color: '#d7263d', online: true, local: true },
        { name: 'Bob', color: '#1b6ee0', online: true, local: false },
      ]} .mySeat=${0}></carc-lobby>`,
    );
    const select = $<HTMLSelectElement>(el, '#patience')!;
    expect([...select.options].map((o) => o.textContent)).to.deep.equal(['30 seconds', '90 seconds', '3 minutes', '10 minutes']);
    expect(select.selectedOptions[0].textContent).to.equal('90 seconds');
    let fired = oneEvent(el, 'carc-lobby-start');
    ($(el, '[part="start"]') as HTMLButtonElement).click();
    expect((await fired).detail).to.deep.equal({ game: 'carcassonne', rules: {}, tiles: null, patience: 90, days: null, hints: false });
    select.value = '2';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    fired = oneEvent(el, 'carc-lobby-start');
    ($(el, '[part="start"]') as HTMLButtonElement).click();
    expect((await fired).detail.patience).to.equal(180);
    await expect(el).to.be.accessible();
  });

  it('is not offered on one device, nor to a guest', async () => {
    const players = [
      { name: 'Ann', color: '#d7263d', online: true, local: true },
      { name: 'Bob', color: '#1b6ee0', online: true, local: true },
    ];
    const hotseat = await fixture<CarcLobby>(html`<carc-lobby view="hotseat" .players=${players}></carc-lobby>`);
    expect($(hotseat, '#patience')).to.equal(null);
    const fired = oneEvent(hotseat, 'carc-lobby-start');
    ($(hotseat, '[part="start"]') as HTMLButtonElement).click();
    expect((await fired).detail).to.not.have.property('patience');
    const guest = await fixture<CarcLobby>(html`<carc-lobby view="online" link="x" .players=${players} .mySeat=${1}></carc-lobby>`);
    expect($(guest, '#patience')).to.equal(null);
  });
});

describe('the log, online', () => {
  it('tells a turn that passed because the table voted its seat away', () => {
    const entries = logEntries([{ type: 'turn-passed', turn: 3, player: 1 }], ['Ann', 'Bob']);
    expect(entries.map((e) => [e.text, e.moves, e.players])).to.deep.equal([['Bob was away: the turn passed', 3, [1]]]);
  });
});
