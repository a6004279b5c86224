/// <reference types="mocha" />
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../components/carc-scoreboard/carc-scoreboard.js';
import '../../components/carc-log/carc-log.js';
import '../../components/carc-end-screen/carc-end-screen.js';
import '../../components/carc-qr/carc-qr.js';
import '../../components/carc-lobby/carc-lobby.js';
import type { CarcScoreboard } from '../../components/carc-scoreboard/carc-scoreboard.js';
import type { CarcLog } from '../../components/carc-log/carc-log.js';
import type { CarcEndScreen } from '../../components/carc-end-screen/carc-end-screen.js';
import type { CarcLobby } from '../../components/carc-lobby/carc-lobby.js';
import { createGame } from '../../src/engine/index.js';
import { logEntries, scoreBreakdown } from '../../components/shared/log-entries.js';
import { describeRules } from '../../components/shared/rule-words.js';
import { renderConnection } from '../../components/carc-game/connection-view.js';
import type { Table, TableStatus } from '../../src/table/table.js';
import { $, $$, animationsDone, buttonByText } from './carc-game-helpers.js';

const players = [
  { name: 'Ann', color: '#d7263d', online: true, local: true },
  { name: 'Bob', color: '#1b6ee0', online: false, local: false },
];

describe('<carc-scoreboard>', () => {
  it('lists players with score, followers, presence and whose turn it is', async () => {
    const el = await fixture<CarcScoreboard>(html`<carc-scoreboard .players=${players} .scores=${[12, 4]} .followers=${[5, 7]} .current=${1} online></carc-scoreboard>`);
    const rows = $$(el, 'li');
    expect(rows.length).to.equal(2);
    expect(rows[0].getAttribute('aria-label')).to.equal('Ann (you): 12 points, 5 followers left, online');
    expect(rows[1].getAttribute('aria-current')).to.equal('step');
    expect(rows[1].getAttribute('aria-label')).to.contain('playing now').and.contain('offline');
    await expect(el).to.be.accessible();
  });
});

describe('<carc-scoreboard> on a phone', () => {
  it("shows the player's own name whole in the compact top bar, with (you) beside it", async () => {
    const players = [
      { name: 'Ann', color: '#f2b705', online: true, local: false },
      { name: 'Guest 4821', color: '#1b6ee0', online: true, local: true },
    ];
    const el = await fixture(html`<carc-scoreboard compact online .players=${players} .scores=${[3, 0]} .followers=${[7, 7]} .current=${0}></carc-scoreboard>`);
    const mine = el.shadowRoot!.querySelectorAll('li')[1];
    const name = mine.querySelector('.pname') as HTMLElement;
    expect(name.textContent).to.equal('Guest 4821');
    expect(name.scrollWidth, 'not cut short').to.be.at.most(name.clientWidth);
    expect(mine.querySelector('.you')?.textContent).to.equal('(you)');
  });
});

describe('<carc-log>', () => {
  it('tells moves and scorings with their causes, highlights an entry on hover and opens it on a tap', async () => {
    const created = createGame({ players: ['Ann', 'Bob'], deck: ['E'] });
    if (!created.ok) throw new Error(created.error.message);
    const g = created.game;
    const res = g.play({ tile: 'E', at: [0, -1], rot: 180, meeple: 'city:S' });
    if (!res.ok) throw new Error(res.error.message);
    const entries = logEntries([...created.events, ...res.events], g.players);
    expect(entries.map((e) => e.text)).to.include('Ann placed a tile with a knight on the city');
    expect(entries.map((e) => e.text)).to.include('Ann +4: city of 2 tiles, 2 points each');
    expect(entries.some((e) => e.kind === 'score' && e.points === 4 && e.tiles.length === 2)).to.be.true;
    expect(scoreBreakdown(res.events, 2)[0].city).to.equal(4);
    const el = await fixture<CarcLog>(html`<carc-log .entries=${entries} .colors=${['#d7263d', '#1b6ee0']}></carc-log>`);
    const score = $$(el, 'li.score .row')[0];
    const hovered = oneEvent(el, 'carc-log-hover');
    score.dispatchEvent(new MouseEvent('mouseenter'));
    expect((await hovered).detail.tiles).to.have.length(2);
    const opened = oneEvent(el, 'carc-log-select');
    (score as HTMLElement).click();
    const { detail } = await opened;
    expect(detail.entry.at, 'the move whose tile the board outlines').to.deep.equal([0, -1]);
    await el.updateComplete;
    expect(score.getAttribute('aria-expanded')).to.equal('true');
    expect($$(el, '.detail')[0].textContent).to.contain('Knights: Ann 1.').and.contain("Completed by Ann's tile at 0, −1 (move 1)").and.contain('Ann got the follower back');
    await expect(el).to.be.accessible();
    const closed = oneEvent(el, 'carc-log-select');
    score.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect((await closed).detail.entry).to.equal(null);
  });
});

describe('<carc-end-screen>', () => {
  it('draws each player points per feature type, winner first', async () => {
    const breakdown = [
      { road: 3, city: 10, monastery: 0, garden: 0, field: 6 },
      { road: 8, city: 4, monastery: 9, garden: 0, field: 0 },
    ];
    const el = await fixture<CarcEndScreen>(html`<carc-end-screen .players=${players} .scores=${[19, 21]} .breakdown=${breakdown}></carc-end-screen>`);
    expect($(el, 'h2')!.textContent).to.equal('Bob wins');
    const rows = $$(el, '.row');
    expect(rows[0].textContent).to.contain('Bob');
    expect(rows[0].querySelectorAll('.seg').length).to.equal(3);
    const cells = $$(el, 'table tr')[1].textContent!;
    expect(cells).to.contain('Bob').and.contain('21');
    const action = oneEvent(el, 'carc-end-action');
    buttonByText(el, 'Save record').click();
    expect((await action).detail.action).to.equal('export');
    await animationsDone(el);
    await expect(el).to.be.accessible();
  });
});

describe('rules in words', () => {
  it('names the options that differ from the defaults', () => {
    expect(describeRules({})).to.equal('Standard rules');
    expect(describeRules({ river: 'river1', abbot: true, farmers: 'c1' })).to.equal('Farmers: 4 per city (first edition) · The Abbot · The River: River I');
  });
});

describe('<carc-qr>', () => {
  it('draws a QR code of the link as one SVG path', async () => {
    const el = await fixture(html`<carc-qr value="http://127.0.0.1:5173/#abc123def456"></carc-qr>`);
    const path = $(el, 'path')!;
    expect(path.getAttribute('d')!.length).to.be.greaterThan(500);
    expect($(el, 'svg')!.getAttribute('role')).to.equal('img');
  });
});

describe('<carc-lobby>', () => {
  it('shows the link with a copy button and QR code, and seats the local player', async () => {
    const el = await fixture<CarcLobby>(html`<carc-lobby view="online" link="http://127.0.0.1/#room" is-host .players=${[]} .status=${{ kind: 'connected', peers: 1 }}></carc-lobby>`);
    expect($(el, 'carc-qr')).to.exist;
    expect(buttonByText(el, 'Copy link')).to.exist;
    expect($(el, '.status')!.textContent).to.contain('Connected to 1 peer');
    ($(el, '#name') as HTMLInputElement).value = 'Cleo';
    $(el, '#name')!.dispatchEvent(new Event('input'));
    const sat = oneEvent(el, 'carc-lobby-sit');
    buttonByText(el, 'Take a seat').click();
    expect((await sat).detail.name).to.equal('Cleo');
    await expect(el).to.be.accessible();
  });

  it('tells a guest that the host starts, and shows signaling failures', async () => {
    const el = await fixture<CarcLobby>(html`<carc-lobby view="online" link="x" .players=${players} .mySeat=${0} .status=${{ kind: 'signaling-unreachable', peers: 0 }}></carc-lobby>`);
    expect($(el, '.start-row')!.textContent).to.contain('Waiting for the host');
    expect($(el, '.status')!.textContent).to.contain('Cannot reach the signaling server');
    expect(() => buttonByText(el, 'Start the game')).to.throw();
  });
});

describe('the connection line during online play', () => {
  const line = async (status: TableStatus) => {
    const t = { mode: 'online', status, retry: () => {} } as unknown as Table;
    return fixture(html`<div>${renderConnection(t)}</div>`);
  };

  it('says nothing while connected', async () => {
    expect((await line({ kind: 'connected', peers: 1, queued: 0 })).textContent!.trim()).to.equal('');
  });

  it('tells an unreachable signaling server and how many moves wait to be sent, with a retry button', async () => {
    const el = await line({ kind: 'signaling-unreachable', peers: 0, queued: 2 });
    const p = el.querySelector('p[role=status]')!;
    expect(p.textContent).to.contain('cannot be reached').and.contain('2 moves wait to be sent');
    expect(el.querySelector('button')!.textContent!.trim()).to.equal('Retry now');
  });

  it('tells an offline player that their one move waits', async () => {
    const el = await line({ kind: 'offline', peers: 0, queued: 1 });
    expect(el.textContent).to.contain('You are offline').and.contain('One move waits to be sent');
  });
});
