/// <reference types="mocha" />
/**
 * How each player is reached, where players see who is online (the lobby's seats, the scoreboard
 * during play): "Direct", "Through relays (slower)", "This browser"; and, during play, what a player
 * can do when not even the relays reach someone: the host's invite by code (made mid-game), a guest's
 * ask to the host, a TURN server of one's own. Online tables on a stand-in session.
 */
import { expect, oneEvent } from '@open-wc/testing';
import type { CarcGame } from '../../components/carc-game/carc-game.js';
import type { OnlineTable } from '../../src/table/online-table.js';
import { $, $$, buttonByText, onlineGame } from './carc-game-helpers.js';
import { FakeSession } from './fake-session.js';

const words = (el: Element | null) => (el?.shadowRoot ?? el)!.textContent!.replace(/\s+/g, ' ').trim();

/** Ann (this browser), Bob through the relays, Cleo directly, Dex in another tab here. */
function table(phase = 'playing'): FakeSession {
  const s = new FakeSession(4);
  s.seats[0].path = 'direct'; // never shown for one's own seat
  s.seats[1].path = 'relay';
  s.seats[2].path = 'direct';
  s.seats[3].path = 'same-browser';
  s.status = { kind: 'connected', peers: 3, queued: 0, via: { webrtc: 1, broadcast: 1, relay: 1 }, channels: { reached: 6, total: 6, byKind: {} } };
  if (phase === 'lobby') {
    s.phase = 'lobby';
    s.game = null;
  }
  return s;
}

async function settle(el: CarcGame, s?: FakeSession): Promise<void> {
  s?.changed();
  await el.updateComplete;
  for (const child of $$(el, 'carc-lobby, carc-scoreboard')) await (child as unknown as { updateComplete: Promise<unknown> }).updateComplete;
}

describe('how each player is reached', () => {
  it("the lobby labels each other online seat under its name, not one's own nor an offline one", async () => {
    const s = table('lobby');
    const el = await onlineGame(s);
    await settle(el);
    const lobby = $(el, 'carc-lobby')!;
    const rows = $$(lobby, '.seats li');
    const pathOf = (i: number) => rows[i].querySelector('[part="path"]');
    expect(pathOf(0), 'my own seat').to.equal(null);
    expect(pathOf(1)!.textContent).to.equal('Through relays (slower)');
    expect(pathOf(1)!.getAttribute('title')).to.contain('it works, moves just take a moment longer');
    expect(pathOf(2)!.textContent).to.equal('Direct');
    expect(pathOf(3)!.textContent).to.equal('This browser');
    expect(words(lobby.shadowRoot!.querySelector('.status'))).to.contain('Connected to 3 peers · 1 through the relays (slower)');
    await expect(lobby).to.be.accessible();

    // gone: no path, whatever the session last knew
    s.seats[1].online = false;
    await settle(el, s);
    expect($$(lobby, '.seats li')[1].querySelector('[part="path"]')).to.equal(null);
  });

  it('during play the players list says it under each name, and the compact bar in words for screen readers only', async () => {
    const el = await onlineGame(table());
    await settle(el);
    const side = $(el, '.side-scores')!;
    const rows = $$(side, 'li');
    expect(rows.map((r) => r.querySelector('[part="path"]')?.textContent ?? null)).to.deep.equal([null, 'Through relays (slower)', 'Direct', 'This browser']);
    expect(rows[1].getAttribute('aria-label')).to.contain('Bob: 0 points').and.contain(', online, through relays (slower)');
    expect(getComputedStyle(rows[1].querySelector('[part="path"]')!).display).to.not.equal('none');

    const bar = $(el, '.topbar carc-scoreboard')!;
    const compact = $$(bar, 'li')[1];
    expect(getComputedStyle(compact.querySelector('[part="path"]')!).display, 'no room on the top bar').to.equal('none');
    expect(compact.getAttribute('aria-label')).to.contain('through relays (slower)');
    // the connection line says it once, calmly
    const line = $(el, 'p.connection')!;
    expect(line.classList.contains('relay')).to.equal(true);
    expect(words(line)).to.equal('3 peers · 1 through the relays (slower)');
    await expect($(el, '.panel')).to.be.accessible();
  });
});

describe('during play, when not even the relays reach someone', () => {
  it('the host is told what to do, and can make an invite link mid-game', async () => {
    const s = table();
    s.seats[1].online = false;
    s.setStatus({ kind: 'connected', peers: 2, queued: 0, via: { webrtc: 1, broadcast: 1, relay: 0 }, unreachable: 1 });
    const el = await onlineGame(s);
    await settle(el);
    expect(words($(el, 'p.connection'))).to.contain('One player cannot be reached, even through the relays.');
    expect(words($(el, '[part="remedies"]'))).to.contain('What you can do: invite them by code, or use a TURN server of your own (both below).');
    const byCode = $<HTMLDetailsElement>(el, 'details.by-code')!;
    expect(byCode.open).to.equal(true);
    expect(byCode.closest('.by-hand.top'), 'at the top of the panel, by the advice').to.not.equal(null);
    expect($$(el, 'details.by-code')).to.have.length(1);
    expect($<HTMLDetailsElement>(el, 'details.turn-settings')!.open).to.equal(true);
    await expect($(el, '.panel')).to.be.accessible();

    // the panel works during play: a real offer (no ICE servers: nothing leaves the machine)
    buttonByText(el, 'Make an invite link').click();
    const t = el.table as OnlineTable;
    for (let i = 0; i < 100 && t.byHand.invite?.state !== 'waiting'; i++) await new Promise((r) => setTimeout(r, 50));
    await el.updateComplete;
    const offer = $<HTMLInputElement>(el, '#offer-link')!;
    expect(offer.value).to.match(/^#room\.host~./);
    const answered = oneEvent(el, 'carc-error');
    $<HTMLInputElement>(el, '#answer-in')!.value = 'not a code';
    buttonByText(el, 'Connect').click();
    expect((await answered).detail.code).to.equal('sync/bad-invite-code');
    t.close();
  });

  it('a guest who found nobody is told to ask the host for an invite by code, or to use a TURN server', async () => {
    const s = table();
    s.isHost = false;
    s.mySeat = 1;
    s.identity = 'k1';
    for (const seat of s.seats) seat.online = seat.index === 1;
    s.setStatus({ kind: 'needs-turn', peers: 0, queued: 1, unreachable: 1 });
    const el = await onlineGame(s);
    await settle(el);
    expect(words($(el, 'p.connection')))
      .to.contain('Found another player, but cannot connect to them, even through the relays.')
      .and.contain('One move waits to be sent.');
    expect(words($(el, '[part="remedies"]')))
      .to.contain('ask the host to invite you by code')
      .and.contain('TURN server of your own');
    expect($(el, 'details.by-code'), 'only the host invites').to.equal(null);
    expect($<HTMLDetailsElement>(el, 'details.turn-settings')!.open).to.equal(true);
    expect($$($(el, '.side-scores')!, '[part="path"]')).to.have.length(0);

    // the guest opened the host's invite link: the answer code to send back shows during play
    const t = el.table as OnlineTable;
    t.byHand.answer = { code: 'ANSWERCODE', state: 'waiting' };
    await settle(el, s);
    expect($<HTMLInputElement>(el, '#answer-out')!.value).to.equal('ANSWERCODE');
    expect(words($(el, '.by-hand'))).to.contain('Send this code to the host');
    await expect($(el, '.panel')).to.be.accessible();
  });

  it('once everyone is reached again, the advice goes', async () => {
    const s = table();
    s.setStatus({ kind: 'connected', peers: 2, queued: 0, via: { webrtc: 2, broadcast: 0, relay: 0 }, unreachable: 1 });
    const el = await onlineGame(s);
    await settle(el);
    expect($(el, '[part="remedies"]')).to.not.equal(null);
    s.setStatus({ kind: 'connected', peers: 3, queued: 0, via: { webrtc: 3, broadcast: 0, relay: 0 } });
    await settle(el);
    expect($(el, '[part="remedies"]')).to.equal(null);
    expect($(el, 'p.connection')).to.equal(null);
    // the host's invite by code waits, closed, below the log
    expect($(el, '.by-hand.top')).to.equal(null);
    expect($<HTMLDetailsElement>(el, '.extras .by-hand details.by-code')!.open).to.equal(false);
  });
});
