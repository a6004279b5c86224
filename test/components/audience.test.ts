/// <reference types="mocha" />
/**
 * The table's audience (issue 25) as players and watchers see it: the host's "Audience relay"
 * option in the lobby (off by default, suggested from the page's `?relay=`, a refusal said beside
 * the field), a guest's read-only line, the watch link to give; a watcher's page (a watch link)
 * that says "Watching" and offers nothing to sit, play, vote or say; the seats' count; and a
 * broken watch link's own sentence.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../components/carc-lobby/carc-lobby.js';
import type { CarcLobby } from '../../components/carc-lobby/carc-lobby.js';
import type { LobbyAudience } from '../../components/carc-lobby/audience-form.js';
import '../../components/carc-game/carc-game.js';
import type { CarcGame } from '../../components/carc-game/carc-game.js';
import type { CarcShare } from '../../components/carc-share/carc-share.js';
import { WatchTable } from '../../src/table/watch-table.js';
import type { GameSession } from '../../src/sync/index.js';
import { $, $$, onlineGame } from './carc-game-helpers.js';
import { FakeSession } from './fake-session.js';

const text = (el: Element) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ');
const players = [
  { name: 'Ann', color: '#d7263d', online: true, local: true, key: 'k-ann' },
  { name: 'Bob', color: '#1b6ee0', online: true, local: false, key: 'k-bob' },
];
const RELAY = 'wss://relay.example.org';
const WATCH = `https://carc.example/?relay=${RELAY}#watch/room.host`;
const none: LobbyAudience = { watching: false, relay: null, relayHost: null, named: null, suggested: null, watchLink: null, status: null, canEdit: true };
const saved: LobbyAudience = { ...none, relay: RELAY, relayHost: 'relay.example.org', named: RELAY, watchLink: WATCH, status: { relay: 'connected', watchers: 2 } };

const lobby = (audience: LobbyAudience | null, host = true) =>
  fixture<CarcLobby>(html`<carc-lobby view="online" link="https://carc.example/#room.host" ?is-host=${host} .players=${players} .mySeat=${host ? 0 : 1} .audience=${audience}></carc-lobby>`);
const relaySwitch = (el: CarcLobby) => $<HTMLInputElement>(el, '#relay-on');

describe('<carc-lobby> audience relay', () => {
  it('is off by default; turned on, it suggests the page’s relay and saves what the host writes', async () => {
    const el = await lobby({ ...none, suggested: RELAY });
    expect(relaySwitch(el)!.checked).to.equal(false);
    expect($(el, '#relay')).to.equal(null);
    expect($(el, '#watch-link')).to.equal(null);
    relaySwitch(el)!.click();
    await el.updateComplete;
    const field = $<HTMLInputElement>(el, '#relay')!;
    expect(field.value).to.equal(RELAY);
    field.value = ' wss://other.example.org ';
    field.dispatchEvent(new Event('input'));
    const fired = oneEvent(el, 'carc-lobby-seating');
    $<HTMLButtonElement>(el, '.relay-field button[type=submit]')!.click();
    expect((await fired).detail).to.deep.equal({ relay: 'wss://other.example.org' });
    await expect(el).to.be.accessible();
  });

  it('says why a relay is refused, beside its field', async () => {
    const el = await lobby({ ...none, error: 'An audience relay is reached over wss:// (plain ws:// only on this machine).' });
    relaySwitch(el)!.click();
    await el.updateComplete;
    const alert = $(el, '#relay-error')!;
    expect(alert.getAttribute('role')).to.equal('alert');
    expect(alert.textContent).to.contain('reached over wss://');
    expect($(el, '#relay')!.getAttribute('aria-invalid')).to.equal('true');
  });

  it('once saved: on, the watch link to copy (and its QR code), how many watch; turning it off names none', async () => {
    const el = await lobby(saved);
    expect(relaySwitch(el)!.checked).to.equal(true);
    expect(text(el)).to.contain('Saved: every player’s browser shows the table on relay.example.org');
    expect($<HTMLInputElement>(el, '#watch-link')!.value).to.equal(WATCH);
    expect(text(el)).to.contain('Link to watch (can’t sit)');
    expect(text(el)).to.contain('2 watching');
    expect($(el, '.watch-link carc-qr')).to.equal(null);
    $$<HTMLButtonElement>(el, '.watch-actions button')
      .find((b) => b.textContent!.includes('QR code'))!
      .click();
    await el.updateComplete;
    expect($(el, '.watch-link carc-qr')).to.not.equal(null);
    const fired = oneEvent(el, 'carc-lobby-seating');
    relaySwitch(el)!.click();
    expect((await fired).detail).to.deep.equal({ relay: null });
  });

  it('a guest reads where watchers follow the table and may give the watch link; a friends’ table shows no card', async () => {
    const el = await lobby({ ...saved, canEdit: false }, false);
    expect(relaySwitch(el)).to.equal(null);
    expect(text(el)).to.contain('Watchers follow this table on relay.example.org');
    expect($<HTMLInputElement>(el, '#watch-link')!.value).to.equal(WATCH);
    const plain = await lobby({ ...none, canEdit: false }, false);
    expect($(plain, '.audience')).to.equal(null);
  });

  it('a watcher’s page before the start waits for it, with no seat to take', async () => {
    const el = await lobby({ ...saved, watching: true, named: null, watchLink: null, canEdit: false, status: { relay: 'connected', watchers: 4 } }, false);
    expect(text(el)).to.contain('Watching');
    expect(text(el)).to.contain('The game has not started yet');
    expect(text(el)).to.contain('4 watching');
    expect(text(el)).to.contain('At the table: Ann, Bob');
    expect($$(el, 'button').filter((b) => /seat|Start/.test(b.textContent!))).to.have.length(0);
    expect($(el, 'input')).to.equal(null);
  });
});

/** A watcher's page on a stand-in session: a watch link's table, mid-game. */
async function watcherGame(): Promise<{ el: CarcGame; session: FakeSession }> {
  const session = new FakeSession(2);
  Object.assign(session, { watching: true, isHost: false, mySeat: null, identity: 'k-watcher' });
  session.status = { kind: 'connected', peers: 0, queued: 0, audience: { relay: 'connected', watchers: 3 } };
  const el = await onlineGame(session);
  const table = new WatchTable(session as unknown as GameSession);
  table.audience.watchRelay = { url: RELAY, protocol: 'hocuspocus' };
  el.attach(table);
  await el.updateComplete;
  return { el, session };
}

describe('<carc-game> watching', () => {
  it('says “Watching” with the count, shows the board and the log, and offers no seat, turn, vote, talk or hint', async () => {
    const { el } = await watcherGame();
    expect($(el, '.watching-badge')!.textContent!.replace(/\s+/g, ' ')).to.contain('Watching · 3 watching');
    expect(text(el)).to.contain('You follow every move as it is played; watchers never sit.');
    expect($(el, 'carc-board')).to.not.equal(null);
    expect($(el, 'carc-log')).to.not.equal(null);
    expect($(el, 'carc-talk')).to.equal(null);
    expect($(el, 'carc-turn-alerts')).to.equal(null);
    expect($(el, '.confirm')).to.equal(null);
    expect($$(el, 'button').filter((b) => /Let a bot|Hint|Take a seat/.test(b.textContent!))).to.have.length(0);
    expect(el.legalMoves()).to.deep.equal([]);
    // its link is the watch link, which the page keeps in its address
    const share = $<CarcShare>(el, 'carc-share')!;
    expect(share.link).to.contain('#watch/room.host');
    expect(share.watching).to.equal(true);
    expect(text(share)).to.contain('Watch link');
    const refused = await el.table!.sit({ name: 'Eve', color: '#000' }).catch((e) => e);
    expect(refused.code).to.equal('sync/watching');
  });

  it('a seat at a table on a relay reads how many watch and may give the watch link; a friends’ table shows neither', async () => {
    const session = new FakeSession(2);
    session.status = { kind: 'connected', peers: 1, queued: 0, audience: { relay: 'connected', watchers: 1 } };
    session.audienceRelay = { url: RELAY, protocol: 'hocuspocus' };
    const el = await onlineGame(session);
    expect($(el, '.audience-line')!.textContent).to.contain('1 watching');
    const share = $<CarcShare>(el, 'carc-share')!;
    expect(share.watchLink).to.contain('#watch/room.host');
    share.toggle(true);
    await share.updateComplete;
    $$<HTMLButtonElement>(share, '.which button')[1].click();
    await share.updateComplete;
    expect($<HTMLInputElement>(share, '#share-link')!.value).to.contain('#watch/room.host');
    expect(text(share)).to.contain('never gives a seat');

    const plain = await onlineGame(new FakeSession(2));
    expect($(plain, '.audience-line')).to.equal(null);
    expect($<CarcShare>(plain, 'carc-share')!.watchLink).to.equal('');
  });

  it('a broken watch link says what is wrong with it, and opens nothing', async () => {
    const el = await fixture<CarcGame>(html`<carc-game></carc-game>`);
    const failed = await el.join('https://carc.example/?relay=wss://relay.example.org#watch/short').catch((e) => e);
    expect(failed.code).to.equal('sync/bad-watch-link');
    await el.updateComplete;
    expect(el.table).to.equal(null);
    const screen = text($(el, 'carc-lobby')!);
    expect(screen).to.contain('This watch link cannot be opened');
    expect(screen).to.contain('cut short or mistyped');
  });
});
