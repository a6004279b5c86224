/// <reference types="mocha" />
/**
 * What a player reads about the connection: how many relays answer (so "nobody here yet" differs
 * from "we reach nothing"), that the networks need a relay (TURN) when peers met but cannot connect,
 * and the field to give one's own TURN server, in the lobby and during play.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../components/carc-lobby/carc-lobby.js';
import type { CarcLobby } from '../../components/carc-lobby/carc-lobby.js';
import { renderConnection } from '../../components/carc-game/play-view.js';
import type { Table, TableStatus } from '../../components/carc-game/table.js';
import { $, buttonByText } from './carc-game-helpers.js';

const channels = (reached: number, total = 6) => ({ reached, total });

describe('the lobby connection line', () => {
  const lobby = (status: TableStatus, turn = '') => fixture<CarcLobby>(html`<carc-lobby view="online" link="http://127.0.0.1/#room" is-host .players=${[]} .status=${status} .turn=${turn}></carc-lobby>`);

  it('tells "nobody here yet" (relays reached) from "we reach nothing"', async () => {
    const waiting = await lobby({ kind: 'connected', peers: 0, channels: channels(3) });
    expect($(waiting, '.status')!.textContent).to.contain('Waiting for others').and.contain('3 of 6 relays reached');
    const cut = await lobby({ kind: 'signaling-unreachable', peers: 0, channels: channels(0) });
    expect($(cut, '.status')!.textContent).to.contain('Cannot reach the signaling server').and.contain('0 of 6 relays reached');
    const two = await lobby({ kind: 'connected', peers: 2, channels: channels(5) });
    expect($(two, '.status')!.textContent).to.contain('Connected to 2 peers').and.contain('5 of 6 relays reached');
  });

  it('says plainly when the networks need a relay, and opens the TURN field', async () => {
    const el = await lobby({ kind: 'needs-turn', peers: 0, channels: channels(4), unreachable: 1 });
    expect($(el, '.status')!.textContent).to.contain('Found another player, but cannot connect. Your networks need a relay (TURN) to connect.');
    expect(($(el, 'details.turn-settings') as HTMLDetailsElement).open).to.equal(true);
    await expect(el).to.be.accessible();
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

  it('names the players who cannot be reached without a relay, with the TURN field open', async () => {
    const el = await line({ kind: 'connected', peers: 1, channels: channels(6), unreachable: 1 });
    expect(el.querySelector('p[role=status]')!.textContent).to.contain('One player cannot be reached. Your networks need a relay (TURN) to connect.');
    expect((el.querySelector('details.turn-settings') as HTMLDetailsElement).open).to.equal(true);
  });

  it('says nothing while everyone is connected', async () => {
    expect((await line({ kind: 'connected', peers: 1, channels: channels(6) })).textContent!.trim()).to.equal('');
  });
});
