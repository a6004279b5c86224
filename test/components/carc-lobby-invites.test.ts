/// <reference types="mocha" />
/**
 * The lobby's invite states: the broken-link screen, a guest waiting for an absent host, the host's
 * invite by hand (offer link out, answer code in) and the guest's answer code.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../components/carc-lobby/carc-lobby.js';
import type { CarcLobby } from '../../components/carc-lobby/carc-lobby.js';
import { $, buttonByText } from './carc-game-helpers.js';

const text = (el: HTMLElement) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ');

describe('<carc-lobby> invite states', () => {
  it('a broken link gets one sentence and a way back, nothing else', async () => {
    const el = await fixture<CarcLobby>(html`<carc-lobby view="broken-link"></carc-lobby>`);
    expect(text(el)).to.contain('This game link is broken or incomplete. Ask for the link again.');
    expect($(el, 'input')).to.equal(null);
    const back = oneEvent(el, 'carc-lobby-back');
    buttonByText(el, 'Go to the welcome screen').click();
    await back;
  });

  it('a guest sees whom they wait for, and what to check once it has been long', async () => {
    const el = await fixture<CarcLobby>(html`<carc-lobby view="online" link="x" .players=${[]} .hostWait=${{ name: 'Ada', long: false }}></carc-lobby>`);
    expect(text(el)).to.contain('Waiting for Ada to open the game…');
    expect(text(el)).not.to.contain('tab must stay open');
    el.hostWait = { name: null, long: true };
    await el.updateComplete;
    expect(text(el)).to.contain('Waiting for the host to open the game…');
    expect(text(el)).to.contain("The host's tab must stay open");
    // a guest has no invite by hand to make
    expect([...el.shadowRoot!.querySelectorAll('button')].some((b) => /Make an invite link/.test(b.textContent!))).to.equal(false);
  });

  it('the host makes an invite link and pastes the answer code', async () => {
    const el = await fixture<CarcLobby>(html`<carc-lobby view="online" link="https://x.example/#r" is-host .players=${[]} .status=${{ kind: 'signaling-unreachable', peers: 0 }}></carc-lobby>`);
    const asked = oneEvent(el, 'carc-lobby-invite-code');
    buttonByText(el, 'Make an invite link').click();
    await asked;
    el.invite = { link: 'https://x.example/#r~OFFERCODE', state: 'waiting' };
    await el.updateComplete;
    expect(($(el, '#offer-link') as HTMLInputElement).value).to.equal('https://x.example/#r~OFFERCODE');
    expect($(el, 'details.by-code carc-qr')).to.not.equal(null);
    ($(el, '#answer-in') as HTMLInputElement).value = 'ANSWERCODE';
    const answered = oneEvent(el, 'carc-lobby-answer-code');
    buttonByText(el, 'Connect').click();
    expect((await answered).detail).to.deep.equal({ code: 'ANSWERCODE' });
    el.invite = { link: 'https://x.example/#r~OFFERCODE', state: 'failed', message: 'Your networks need a relay (TURN) to connect.' };
    await el.updateComplete;
    expect(text(el)).to.contain('Your networks need a relay (TURN) to connect.');
    // the failed link's connection is closed: no link to send on, no box to paste into, a new link at a tap
    expect($(el, '#offer-link')).to.equal(null);
    expect($(el, '#answer-in')).to.equal(null);
    const again = oneEvent(el, 'carc-lobby-invite-code');
    buttonByText(el, 'Make a new invite link').click();
    await again;
    await expect(el).to.be.accessible();
  });

  it("the host reads whose answer it connects to when the answer is signed by a seat's key", async () => {
    const el = await fixture<CarcLobby>(html`<carc-lobby view="online" link="https://x.example/#r" is-host .players=${[]} .status=${{ kind: 'signaling-unreachable', peers: 0 }}></carc-lobby>`);
    el.invite = { link: 'https://x.example/#r~OFFERCODE', state: 'connecting', from: 'Bob' };
    await el.updateComplete;
    expect(text(el)).to.contain('Connecting to Bob…');
    el.invite = { link: 'https://x.example/#r~OFFERCODE', state: 'connected', from: 'Bob' };
    await el.updateComplete;
    expect(text(el)).to.contain('Connected: Bob is at the table.');
    el.invite = { link: 'https://x.example/#r~OFFERCODE', state: 'connected' };
    await el.updateComplete;
    expect(text(el)).to.contain('Connected: your friend is at the table.');
  });

  it('says beside the answer box why a pasted code was refused, and the box still takes the right one', async () => {
    const el = await fixture<CarcLobby>(html`<carc-lobby view="online" link="https://x.example/#r" is-host .players=${[]} .status=${{ kind: 'signaling-unreachable', peers: 0 }}></carc-lobby>`);
    const message = 'This answer code was changed on its way, or answers another invite: ask your friend for the code their page shows now, sent another way.';
    el.invite = { link: 'https://x.example/#r~OFFERCODE', state: 'waiting', message };
    await el.updateComplete;
    expect(text(el)).to.contain(message);
    expect(($(el, '#answer-in') as HTMLInputElement).disabled).to.equal(false);
  });

  it('a guest invited by hand is shown the code to send back, above everything else', async () => {
    const el = await fixture<CarcLobby>(
      html`<carc-lobby view="online" link="x" .players=${[]} .hostWait=${{ name: 'Ann', long: false }} .answer=${{ code: 'ANSWER123', state: 'waiting' }}></carc-lobby>`,
    );
    expect(($(el, '#answer-out') as HTMLInputElement).value).to.equal('ANSWER123');
    const cards = [...el.shadowRoot!.querySelectorAll('section.card')];
    expect(cards[0].classList.contains('answer')).to.equal(true);
    // one thing to wait for, said once: the host pasting the code (not also "Waiting for Ann to open the game")
    expect(text(el)).to.contain('Waiting for the host to paste it').and.not.contain('to open the game');
    expect(text(el)).not.to.contain('Still waiting?');
    // a minute on, what to do if the host's side failed (this page cannot tell)
    el.answer = { code: 'ANSWER123', state: 'waiting', long: true };
    await el.updateComplete;
    expect(text(el)).to.contain('Still waiting? If the host’s page says the connection did not work, ask them for a new invite link.');
    expect(($(el, '#answer-out') as HTMLInputElement).value, 'the code still there to send').to.equal('ANSWER123');
    el.answer = { code: 'ANSWER123', state: 'connected' };
    await el.updateComplete;
    expect($(el, '#answer-out')).to.equal(null);
    expect(text(el)).to.contain('Connected to the host by invite code.');
  });
});
