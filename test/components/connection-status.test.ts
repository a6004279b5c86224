/// <reference types="mocha" />
/**
 * What a player reads about the connection: how many relays answer (so "nobody here yet" differs
 * from "we reach nothing"), how many peers only the relays reach (slower, said calmly), that peers
 * met but not even the relays connect them (with what to do: an invite by code, a TURN server of
 * one's own), and the field to give that TURN server, in the lobby and during play. A browser
 * that cannot connect directly (no WebRTC) says so, and is offered neither an invite by code nor a
 * TURN server, both of which are direct connections.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../components/carc-lobby/carc-lobby.js';
import type { CarcLobby } from '../../components/carc-lobby/carc-lobby.js';
import { renderConnection } from '../../components/carc-game/connection-view.js';
import type { Table, TableStatus } from '../../src/table/table.js';
import { $, buttonByText } from './carc-game-helpers.js';

const channels = (reached: number, total = 6) => ({ reached, total });

describe('the lobby connection line', () => {
  const lobby = (status: TableStatus, turn = '') =>
    fixture<CarcLobby>(html`<carc-lobby view="online" link="http://127.0.0.1/#room" is-host .players=${[]} .status=${status} .turn=${turn}></carc-lobby>`);

  it('tells "nobody here yet" (relays reached) from "we reach nothing"', async () => {
    const waiting = await lobby({ kind: 'connected', peers: 0, channels: channels(3) });
    expect($(waiting, '.status')!.textContent).to.contain('Waiting for others').and.contain('3 of 6 relays reached');
    const cut = await lobby({ kind: 'signaling-unreachable', peers: 0, channels: channels(0) });
    expect($(cut, '.status')!.textContent).to.contain('Cannot reach the signaling server').and.contain('0 of 6 relays reached');
    const two = await lobby({ kind: 'connected', peers: 2, channels: channels(5) });
    expect($(two, '.status')!.textContent).to.contain('Connected to 2 peers').and.contain('5 of 6 relays reached');
  });

  it('says how many peers only the relays reach, calmly', async () => {
    const all = await lobby({ kind: 'connected', peers: 1, channels: channels(6), via: { webrtc: 0, broadcast: 0, relay: 1 } });
    expect($(all, '.status')!.textContent).to.contain('Connected to 1 peer through the relays (slower)').and.contain('6 of 6 relays reached');
    const some = await lobby({ kind: 'connected', peers: 3, channels: channels(6), via: { webrtc: 1, broadcast: 1, relay: 1 } });
    expect($(some, '.status')!.textContent).to.contain('Connected to 3 peers · 1 through the relays (slower)');
    // it works: no advice, nothing opened
    expect($(some, '.remedies')).to.equal(null);
    expect(($(some, 'details.turn-settings') as HTMLDetailsElement).open).to.equal(false);
    const direct = await lobby({ kind: 'connected', peers: 2, channels: channels(6), via: { webrtc: 2, broadcast: 0, relay: 0 } });
    expect($(direct, '.status')!.textContent).to.contain('Connected to 2 peers').and.not.contain('relays (slower)');
  });

  it('says plainly when not even the relays connect the host to a player, and opens both ways out', async () => {
    const el = await lobby({ kind: 'needs-turn', peers: 0, channels: channels(4), unreachable: 1 });
    expect($(el, '.status')!.textContent).to.contain('Found another player, but cannot connect to them, even through the relays · 4 of 6 relays reached').and.not.contain('need a relay');
    const remedies = $(el, '[part="remedies"]')!.textContent!.replace(/\s+/g, ' ');
    expect(remedies).to.contain('invite them by code').and.contain('use a TURN server of your own');
    expect(($(el, 'details.by-code') as HTMLDetailsElement).open, 'the invite by code, open').to.equal(true);
    expect(($(el, 'details.turn-settings') as HTMLDetailsElement).open, 'the TURN field, open').to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('tells a guest whom not even the relays connect to ask the host for an invite by code', async () => {
    const el = await fixture<CarcLobby>(html`<carc-lobby view="online" link="x" .players=${[]} .status=${{ kind: 'needs-turn', peers: 0, channels: channels(6), unreachable: 2 }}></carc-lobby>`);
    expect($(el, '.status')!.textContent).to.contain('Found 2 other players, but cannot connect to them, even through the relays');
    const remedies = $(el, '[part="remedies"]')!.textContent!.replace(/\s+/g, ' ');
    expect(remedies).to.contain('ask the host to invite you by code').and.contain('close this tab and open the link they send you').and.contain('TURN server of your own');
    expect($(el, 'details.by-code'), 'a guest makes no invite').to.equal(null);
    expect(($(el, 'details.turn-settings') as HTMLDetailsElement).open).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('still tells a player connected to others about the one the relays cannot reach', async () => {
    const el = await lobby({ kind: 'connected', peers: 1, channels: channels(6), unreachable: 1, via: { webrtc: 1, broadcast: 0, relay: 0 } });
    expect($(el, '.status')!.textContent).to.contain('Connected to 1 peer · One player cannot be reached, even through the relays');
    expect($(el, '[part="remedies"]')!.textContent).to.contain('invite them by code');
  });

  it('hands the TURN server typed in to the game', async () => {
    const el = await lobby({ kind: 'connected', peers: 0, channels: channels(6) }, 'turn:old:pw@turn.example.org:3478');
    const input = $(el, '#turn') as HTMLInputElement;
    expect(input.value).to.equal('turn:old:pw@turn.example.org:3478');
    expect(($(el, 'details.turn-settings') as HTMLDetailsElement).open).to.equal(false);
    input.value = ' turn:alice:s3cret@turn.example.org:3478 ';
    const sent = oneEvent(el, 'carc-turn');
    buttonByText(el, 'Use this server').click();
    expect((await sent).detail).to.deep.equal({ turn: 'turn:alice:s3cret@turn.example.org:3478' });
  });
});

describe('the connection line during play', () => {
  const line = (status: TableStatus) => fixture(html`<div>${renderConnection({ mode: 'online', status, retry: () => {} } as unknown as Table)}</div>`);

  it('counts the relays while connecting', async () => {
    expect((await line({ kind: 'connecting', peers: 0, channels: channels(2) })).textContent).to.contain('Connecting to the other players… (2 of 6 relays reached)');
  });

  it('names the players whom not even the relays reach, with what to do and the TURN field open', async () => {
    const el = await line({ kind: 'connected', peers: 1, channels: channels(6), unreachable: 1 });
    expect(el.querySelector('p[role=status]')!.textContent).to.contain('One player cannot be reached, even through the relays.');
    expect(el.querySelector('[part="remedies"]')!.textContent).to.contain('TURN server of your own');
    expect((el.querySelector('details.turn-settings') as HTMLDetailsElement).open).to.equal(true);
  });

  it('says calmly that some players come through the relays, with nothing to retry', async () => {
    const el = await line({ kind: 'connected', peers: 2, queued: 0, channels: channels(6), via: { webrtc: 1, broadcast: 0, relay: 1 } });
    const p = el.querySelector('p.connection')!;
    expect(p.textContent!.trim()).to.equal('2 peers · 1 through the relays (slower)');
    expect(p.classList.contains('relay')).to.equal(true);
    expect(el.querySelector('button'), 'no retry: it works').to.equal(null);
    expect(el.querySelector('[part="remedies"]')).to.equal(null);
    const all = await line({ kind: 'connected', peers: 1, queued: 0, channels: channels(6), via: { webrtc: 0, broadcast: 0, relay: 1 } });
    expect(all.querySelector('p.connection')!.textContent!.trim()).to.equal('Connected through the relays (slower)');
  });

  it('says nothing while everyone is connected directly', async () => {
    expect((await line({ kind: 'connected', peers: 1, channels: channels(6) })).textContent!.trim()).to.equal('');
    expect((await line({ kind: 'connected', peers: 2, channels: channels(6), via: { webrtc: 1, broadcast: 1, relay: 0 } })).textContent!.trim()).to.equal('');
  });
});

describe('a browser that cannot connect directly (no WebRTC)', () => {
  const RELAY_ONLY = 'This browser cannot connect directly; playing through relays';

  it('the lobby says so, and offers the host one sentence instead of the invite by code, and no TURN field', async () => {
    const el = await fixture<CarcLobby>(
      html`<carc-lobby view="online" link="http://127.0.0.1/#room" is-host .players=${[]} .status=${{ kind: 'connected', peers: 0, channels: channels(2), relayOnly: true }}></carc-lobby>`,
    );
    expect($(el, '.status')!.textContent).to.contain(RELAY_ONLY).and.contain('Waiting for others').and.contain('2 of 6 relays reached');
    expect($(el, 'details.by-code')).to.equal(null);
    expect($(el, 'details.turn-settings')).to.equal(null);
    expect($(el, '.no-by-code')!.textContent).to.contain('No invite by code from this browser');
    await expect(el).to.be.accessible();
  });

  it('a guest waiting for the host is told so, and not to ask for an invite code', async () => {
    const el = await fixture<CarcLobby>(
      html`<carc-lobby view="online" link="http://127.0.0.1/#room" .isHost=${false} .players=${[]} .hostWait=${{ name: 'Ann', long: true }} .status=${{ kind: 'connected', peers: 0, channels: channels(2), relayOnly: true }}></carc-lobby>`,
    );
    const wait = $(el, '.host-wait')!.textContent!.replace(/\s+/g, ' ');
    expect(wait).to.contain('Waiting for Ann to open the game').and.contain(RELAY_ONLY).and.not.contain('invite code');
    expect($(el, '.no-by-code')).to.equal(null);
  });

  it('during play, the line says so calmly; when the relays fail, the advice names no invite code nor TURN server', async () => {
    const line = (status: TableStatus) => fixture(html`<div>${renderConnection({ mode: 'online', status, isHost: true, retry: () => {} } as unknown as Table)}</div>`);
    const fine = await line({ kind: 'connected', peers: 1, queued: 0, channels: channels(2), via: { webrtc: 0, broadcast: 0, relay: 1 }, relayOnly: true });
    expect(fine.querySelector('p.connection')!.textContent!.trim()).to.equal(`${RELAY_ONLY}.`);
    expect(fine.querySelector('button'), 'no retry: it works').to.equal(null);
    const lost = await line({ kind: 'needs-turn', peers: 0, queued: 0, channels: channels(2), unreachable: 1, relayOnly: true });
    const advice = lost.querySelector('[part="remedies"]')!.textContent!;
    expect(advice).to.contain('cannot connect directly').and.not.contain('invite them by code').and.not.contain('TURN');
    expect(lost.querySelector('details.turn-settings')).to.equal(null);
  });
});
