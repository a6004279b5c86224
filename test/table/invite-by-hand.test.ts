/**
 * The host's invite-by-hand states, with the connections stood in for: a guest who answered long
 * before the host pastes the code has its checks waiting, so the channel can open before the
 * host's answer is applied; the host must then read "connected", not "connecting" for ever. The
 * host's page names the seat whose key signed the answer, and says so when a code was changed.
 */
import { describe, expect, it, vi } from 'vitest';
import { ANSWER_LONG_MS, InviteByHand, type InviteConnector } from '../../src/table/invite-by-hand.js';
import type { GameSession } from '../../src/sync/index.js';
import type { HostInvite } from '../../src/sync/manual-invite.js';

const FORGED = { code: 'sync/forged-invite-code', message: 'This answer code was changed on its way, or answers another invite: ask your friend for the code their page shows now, sent another way.' };

/** `answeredBy`: the key the stand-in answer is signed with ('forged': its signature does not hold). */
function fakeTable(openBeforeAccepted: boolean, answeredBy = 'new-key') {
  const attached: unknown[] = [];
  let detached = 0;
  const seats = [
    { name: 'Ann', key: 'k0' },
    { name: 'Bob', key: 'k1' },
  ];
  const session = { iceServers: [], room: 'room.k0', link: 'https://x.example/#room', seats, attachChannel: (ch: unknown) => (attached.push(ch), () => detached++) } as unknown as GameSession;
  const channel = { readyState: 'open' };
  let opens!: (ch: unknown) => void;
  let fails!: (e: unknown) => void;
  const host: HostInvite = {
    pc: { signalingState: 'have-local-offer', close() {} } as unknown as RTCPeerConnection,
    offer: 'OFFERCODE',
    created: Promise.resolve(channel as unknown as RTCDataChannel),
    channel: new Promise((r, j) => ((opens = r as (ch: unknown) => void), (fails = j))),
    async accept() {
      if (answeredBy === 'forged') throw FORGED;
      if (openBeforeAccepted) {
        opens(channel);
        await new Promise((r) => setTimeout(r, 10));
      }
      return { guest: answeredBy };
    },
  };
  const connector = { createHostInvite: async () => host, answerHostInvite: async () => ({}) } as unknown as InviteConnector;
  let changes = 0;
  const byHand = new InviteByHand(session, () => changes++, connector);
  return { byHand, attached, open: () => opens(channel), fail: (e: unknown) => fails(e), detached: () => detached, changes: () => changes };
}

describe("inviting by hand: the host's states", () => {
  it('reads "connected" when the channel opened before the answer was applied', async () => {
    const t = fakeTable(true);
    await t.byHand.makeInvite();
    expect(t.byHand.invite).to.deep.equal({ link: 'https://x.example/#room~OFFERCODE', state: 'waiting' });
    await t.byHand.acceptAnswer('ANSWER');
    expect(t.byHand.invite?.state).to.equal('connected');
    expect(t.attached).to.have.length(1);
  });

  it('reads "connecting" after the answer, then "connected" once the channel opens', async () => {
    const t = fakeTable(false);
    await t.byHand.makeInvite();
    // the sync listens from the moment the channel exists: the guest may speak first
    expect(t.attached).to.have.length(1);
    await t.byHand.acceptAnswer('ANSWER');
    expect(t.byHand.invite?.state).to.equal('connecting');
    const before = t.changes();
    t.open();
    await new Promise((r) => setTimeout(r, 0));
    expect(t.byHand.invite?.state).to.equal('connected');
    expect(t.changes()).to.be.greaterThan(before);
    expect(t.attached).to.have.length(1);
  });

  it('reads "failed" with the reason when the browsers cannot reach each other, and stops syncing over that link', async () => {
    const t = fakeTable(false);
    await t.byHand.makeInvite();
    await t.byHand.acceptAnswer('ANSWER');
    t.fail({ code: 'sync/ice-failed', message: 'Your networks need a relay (TURN) to connect.' });
    await new Promise((r) => setTimeout(r, 0));
    expect(t.byHand.invite).to.deep.include({ state: 'failed', message: 'Your networks need a relay (TURN) to connect.' });
    expect(t.detached()).to.equal(1);
  });

  it('names the seat whose key signed the answer: a player coming back by code', async () => {
    const t = fakeTable(false, 'k1');
    await t.byHand.makeInvite();
    await t.byHand.acceptAnswer('ANSWER');
    expect(t.byHand.invite).to.deep.include({ state: 'connecting', from: 'Bob' });
    t.open();
    await new Promise((r) => setTimeout(r, 0));
    expect(t.byHand.invite).to.deep.include({ state: 'connected', from: 'Bob' });
  });

  it('refuses an answer code changed on its way with its sentence, and the invite still waits for the real one', async () => {
    const t = fakeTable(false, 'forged');
    await t.byHand.makeInvite();
    let error: unknown = null;
    await t.byHand.acceptAnswer('ANSWER').catch((e) => (error = e));
    expect(error).to.deep.equal(FORGED);
    expect(t.byHand.invite).to.deep.include({ state: 'waiting', message: FORGED.message });
    expect(t.attached).to.have.length(1);
  });
});

describe("inviting by hand: the guest's states", () => {
  /** A guest's answer whose channel opens when `open` is called, and never else. */
  function guestTable() {
    let opens!: (ch: unknown) => void;
    const channel = { readyState: 'open' };
    const guest = {
      pc: { close() {} },
      answer: 'ANSWERCODE',
      created: Promise.resolve(channel),
      channel: new Promise((r) => (opens = r)),
    };
    const session = { iceServers: [], room: 'room.k0', seats: [], attachChannel: () => () => {} } as unknown as GameSession;
    const connector = { createHostInvite: async () => ({}), answerHostInvite: async () => guest } as unknown as InviteConnector;
    let changes = 0;
    return { byHand: new InviteByHand(session, () => changes++, connector), open: () => opens(channel), changes: () => changes };
  }

  it('after a minute of waiting, says what to do if the host’s side failed; never once connected', async () => {
    vi.useFakeTimers();
    try {
      const t = guestTable();
      await t.byHand.answerOffer('OFFER');
      expect(t.byHand.answer).to.deep.equal({ code: 'ANSWERCODE', state: 'waiting' });
      await vi.advanceTimersByTimeAsync(ANSWER_LONG_MS - 1);
      expect(t.byHand.answer?.long).to.equal(undefined);
      const before = t.changes();
      await vi.advanceTimersByTimeAsync(1);
      expect(t.byHand.answer).to.deep.include({ state: 'waiting', long: true });
      expect(t.changes()).to.equal(before + 1);

      const quick = guestTable();
      await quick.byHand.answerOffer('OFFER');
      quick.open();
      await vi.advanceTimersByTimeAsync(ANSWER_LONG_MS * 2);
      expect(quick.byHand.answer?.state).to.equal('connected');
      expect(quick.byHand.answer?.long).to.equal(undefined);
      // a page that leaves the table stops counting
      const left = guestTable();
      await left.byHand.answerOffer('OFFER');
      left.byHand.close();
      await vi.advanceTimersByTimeAsync(ANSWER_LONG_MS * 2);
      expect(left.byHand.answer?.long).to.equal(undefined);
    } finally {
      vi.useRealTimers();
    }
  });
});
