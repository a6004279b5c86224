/// <reference types="mocha" />
/**
 * A table played over days (issue 24), on the page: the lobby's "Play over days" choice (off, 1, 3
 * or 7 days per move) reaches the session's start as `days`; the game says "3 days per move" by
 * the table's status; a seat's wait counts down in days and hours, and "wait" offers days more.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../components/carc-lobby/carc-lobby.js';
import type { CarcLobby } from '../../components/carc-lobby/carc-lobby.js';
import { spanText } from '../../components/shared/pace-words.js';
import { gameStanding } from '../../components/carc-lobby/my-games-words.js';
import type { OnlineTable } from '../../src/table/online-table.js';
import { legalMoves } from '../../src/table/turn-flow.js';
import { $, $$, activate, buttonByText, onlineGame } from './carc-game-helpers.js';
import { FakeSession } from './fake-session.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const words = (el: Element) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ');
const players = [
  { name: 'Ann', color: '#d7263d', online: true, local: true },
  { name: 'Bob', color: '#1b6ee0', online: true, local: false },
];

async function choose(el: CarcLobby, id: string, index: number): Promise<void> {
  const select = $<HTMLSelectElement>(el, `#${id}`)!;
  select.value = String(index);
  select.dispatchEvent(new Event('change'));
  await el.updateComplete;
}

describe('a table played over days', () => {
  it('the host chooses days per move next to the patience; the start carries them, and the lobby says what it means', async () => {
    const el = await fixture<CarcLobby>(html`<carc-lobby view="online" link="x" is-host .players=${players} .mySeat=${0}></carc-lobby>`);
    const days = $<HTMLSelectElement>(el, '#days')!;
    expect(el.shadowRoot!.querySelector('label[for="days"]')!.textContent).to.equal('Play over days');
    expect([...days.options].map((o) => o.textContent)).to.deep.equal(['Off: play live, together', '1 day per move', '3 days per move', '7 days per move']);
    expect(words(el)).to.contain('Nobody needs to be online together: each player opens the link, moves, and closes it.');
    expect($(el, '#patience')).to.not.equal(null);
    // a 44 px target, reached by the keyboard
    expect(days.getBoundingClientRect().height).to.be.at.least(44);
    days.focus();
    expect(el.shadowRoot!.activeElement).to.equal(days);

    await choose(el, 'days', 2);
    // over days, the days are the patience
    expect($(el, '#patience')).to.equal(null);
    expect(words(el)).to.contain('Each player has 3 days to move before the others may vote to skip their turns.');
    let fired = oneEvent(el, 'carc-lobby-start');
    ($(el, '[part="start"]') as HTMLButtonElement).click();
    expect((await fired).detail).to.deep.include({ days: 3 });
    await expect(el).to.be.accessible();

    await choose(el, 'days', 0);
    fired = oneEvent(el, 'carc-lobby-start');
    ($(el, '[part="start"]') as HTMLButtonElement).click();
    expect((await fired).detail).to.deep.include({ days: null, patience: 90 });
  });

  it("the host's choice is said to the table at once (guests' browsers then keep their entries on the relays); a guest's lobby says nothing", async () => {
    const seating = { requests: [], removed: [], locked: false, admitAll: true };
    const host = await fixture<CarcLobby>(html`<carc-lobby view="online" link="x" is-host .players=${players} .mySeat=${0} .seating=${seating}></carc-lobby>`);
    let said = oneEvent(host, 'carc-lobby-seating');
    await choose(host, 'days', 2);
    expect((await said).detail).to.deep.equal({ days: 3 });
    said = oneEvent(host, 'carc-lobby-seating');
    await choose(host, 'days', 0);
    expect((await said).detail).to.deep.equal({ days: null });
    const guest = await fixture<CarcLobby>(html`<carc-lobby view="online" link="x" .players=${players} .mySeat=${1} .seating=${null}></carc-lobby>`);
    const heard: Event[] = [];
    guest.addEventListener('carc-lobby-seating', (e) => heard.push(e));
    if ($(guest, '#days')) await choose(guest, 'days', 1);
    expect(heard).to.have.length(0);
  });

  it('a guest at a table played over days is told nobody needs the host online, and may close the page once asked', async () => {
    const guest = await fixture<CarcLobby>(
      html`<carc-lobby view="online" link="x" .players=${players.slice(0, 1)} .mySeat=${null} .tableDays=${3} .hostWait=${{ name: 'Ann', long: true, overDays: true }}></carc-lobby>`,
    );
    expect(words(guest)).to.contain('Played over days: Ann does not need to be online.').and.not.contain('Waiting for Ann to open the game');
    expect(words(guest)).to.contain('Played over days: 3 days per move.');
    guest.standing = { state: 'waiting', host: 'Ann', overDays: true };
    await guest.updateComplete;
    expect(words(guest)).to.contain('Ann’s browser lets you in when Ann next opens the link: you can close this page.');
    await expect(guest).to.be.accessible();
  });

  it('a rematch of a table played over days opens its lobby on the same days', async () => {
    const preset = { game: 'carcassonne' as const, rules: {}, tiles: null, patience: null, days: 7 as const, hints: false };
    const el = await fixture<CarcLobby>(html`<carc-lobby view="online" link="x" is-host .players=${players} .mySeat=${0} .preset=${preset}></carc-lobby>`);
    expect($<HTMLSelectElement>(el, '#days')!.selectedOptions[0].textContent).to.equal('7 days per move');
  });

  it("the host's choice goes to the session's start as days, without a patience", async () => {
    const s = new FakeSession(2);
    const started: unknown[] = [];
    Object.assign(s, { phase: 'lobby', start: async (o: unknown) => void started.push(o) });
    const el = await onlineGame(s);
    await el.start({ patience: 90, days: 7 });
    await el.start({ patience: 90, days: null });
    // as the start entry's body holds them (undefined options are left out)
    expect(started.map((o) => JSON.parse(JSON.stringify(o)))).to.deep.equal([
      { rules: {}, days: 7 },
      { rules: {}, patience: 90 },
    ]);
  });

  it('the game says it is played over days, and a wait counts down in days and hours; "wait" offers days more', async () => {
    const s = new FakeSession(2);
    s.days = 3;
    s.game!.play(legalMoves(s.game!)[0]); // Bob's turn now
    const el = await onlineGame(s);
    expect((el.table as OnlineTable).days).to.equal(3);
    expect($(el, '.pace')!.textContent!.replace(/\s+/g, ' ')).to.contain('Played over days · 3 days per move');
    // Bob went offline 21 h into his 3 days
    const now = Date.now();
    s.seats[1].online = false;
    s.stall = { seat: 1, name: 'Bob', what: 'move', since: now - 21 * HOUR, deadline: now + 2 * DAY + 3 * HOUR - 1000, overdue: false, votes: [] };
    s.changed();
    await el.updateComplete;
    const banner = el.shadowRoot!.querySelector('carc-stall-banner')!;
    await banner.updateComplete;
    expect(words(banner)).to.contain('Waiting for Bob — 2 days 3 h left to move').and.not.contain('offline');
    // over days a player away from the page is no news: it is their turn, not "offline"
    expect($(el, '.turn')!.textContent!.replace(/\s+/g, ' ')).to.contain('Bob’s turn').and.contain('they move when they next open the link').and.not.contain('offline');
    s.stall = { ...s.stall, since: now - 3 * DAY - 5 * HOUR, deadline: now - 5 * HOUR, overdue: true };
    s.changed();
    await el.updateComplete;
    await banner.updateComplete;
    expect(words(banner)).to.contain('Bob has kept the table waiting for 3 days 5 h.');
    expect($$(banner, 'button').map((b) => b.textContent!.trim())).to.include('Wait 3 days more');
    buttonByText(banner, 'Wait 3 days more').click();
    expect(s.calls).to.deep.equal(['vote wait']);
    await expect(el).to.be.accessible();
  });

  it('a move played over days says when the next tile comes: when the next player opens the link', async () => {
    const s = new FakeSession(2);
    s.days = 3;
    const el = await onlineGame(s);
    await activate(el, el.flow!.placements[0].at);
    void el.controls.confirm();
    await el.updateComplete;
    const turn = $(el, '.turn')!.textContent!.replace(/\s+/g, ' ');
    expect(turn).to.contain('You placed the tile').and.contain('the next tile is drawn when the next player opens the link');
    expect(turn).to.not.contain('Drawing the next tile…');
  });

  it('a live table shows no pace line; long spans read in days, hours and minutes', async () => {
    const el = await onlineGame(new FakeSession(2));
    expect($(el, '.pace')).to.equal(null);
    expect(spanText(DAY, 'up')).to.equal('1 day');
    expect(spanText(DAY + 1, 'up')).to.equal('1 day 1 h');
    expect(spanText(DAY - 1, 'up')).to.equal('1 day');
    expect(spanText(5 * HOUR + 12 * 60_000, 'down')).to.equal('5 h 12 min');
    expect(spanText(59_000, 'down')).to.equal('under a minute');
    expect(spanText(7 * DAY, 'down')).to.equal('7 days');
    // My games says the pace of a game played over days
    const game = {
      id: 'r',
      kind: 'online',
      link: '',
      game: 'carcassonne',
      host: false,
      players: [
        { name: 'Ann', color: '#d7263d' },
        { name: 'Bob', color: '#1b6ee0' },
      ],
      mySeat: 0,
      phase: 'playing',
      current: 0,
      turn: 3,
      winners: [],
      updatedAt: 0,
    } as const;
    expect(gameStanding({ ...game, players: [...game.players], winners: [], days: 3 }).text).to.equal('Your turn · 3 days per move');
    expect(gameStanding({ ...game, players: [...game.players], winners: [] }).text).to.equal('Your turn');
  });
});
