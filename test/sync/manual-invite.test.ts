/**
 * The invite by hand's connection timing: a guest answers long before the host pastes the answer,
 * so the host's channel can open before its setRemoteDescription() settles. Such a channel must
 * stay up; one that never opens fails with a code once the host has the answer. And a code a
 * middleman changed is refused before anything connects (RTCPeerConnection stood in for: Node has
 * none; the real one in manual-invite.browser.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryIdentity } from '../../src/sync/identity.js';
import { CONNECT_MS, GUEST_WAIT_MS, answerHostInvite, createHostInvite, opened } from '../../src/sync/manual-invite.js';
import { newHostedRoom } from '../../src/sync/room.js';
import { OFFER_SDP, withDescription } from './helpers/offer-sdp.js';

class FakeConnection extends EventTarget {
  iceConnectionState: RTCIceConnectionState = 'new';
  closed = false;
  close() {
    this.closed = true;
  }
}

class FakeChannel extends EventTarget {
  readyState = 'connecting';
  open() {
    this.readyState = 'open';
    this.dispatchEvent(new Event('open'));
  }
}

/** the answer's setRemoteDescription(), settled by the test */
function answer() {
  let settle!: () => void;
  return { started: new Promise<void>((r) => (settle = r)), settle };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('inviting by hand: when the host connects', () => {
  it('a channel that opens before the answer is applied stays open past the connect timeout', async () => {
    const pc = new FakeConnection();
    const ch = new FakeChannel();
    const { started, settle } = answer();
    const result = opened(pc, Promise.resolve(ch), started, 'host');
    await vi.advanceTimersByTimeAsync(0);
    ch.open();
    expect(await result).toBe(ch);
    settle();
    await vi.advanceTimersByTimeAsync(CONNECT_MS * 2);
    expect(pc.closed).toBe(false);
  });

  it('a channel that never opens fails with sync/ice-failed once the answer has been waiting too long', async () => {
    const pc = new FakeConnection();
    const { started, settle } = answer();
    const result = opened(pc, Promise.resolve(new FakeChannel()), started, 'host');
    const failed = result.then(
      () => null,
      (e: { code: string; message: string }) => e,
    );
    // no timeout while the host has not pasted an answer
    await vi.advanceTimersByTimeAsync(CONNECT_MS * 2);
    expect(pc.closed).toBe(false);
    settle();
    await vi.advanceTimersByTimeAsync(CONNECT_MS + 1);
    const error = await failed;
    expect(error?.code).toBe('sync/ice-failed');
    expect(error?.message).toMatch(/relay \(TURN\)/);
    expect(pc.closed).toBe(true);
  });

  it('a path found but a channel that never opens fails with sync/handshake-failed, not a word about relays', async () => {
    const pc = new FakeConnection();
    const { started, settle } = answer();
    const failed = opened(pc, Promise.resolve(new FakeChannel()), started, 'host').then(
      () => null,
      (e: { code: string; message: string }) => e,
    );
    settle();
    await vi.advanceTimersByTimeAsync(0);
    pc.iceConnectionState = 'connected';
    pc.dispatchEvent(new Event('iceconnectionstatechange'));
    // ICE may drop back to checking while the handshake stalls: the path was still found
    pc.iceConnectionState = 'disconnected';
    pc.dispatchEvent(new Event('iceconnectionstatechange'));
    await vi.advanceTimersByTimeAsync(CONNECT_MS - 1);
    expect(pc.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    const error = await failed;
    expect(error?.code).toBe('sync/handshake-failed');
    expect(error?.message).toMatch(/someone else holding this invite/);
    expect(error?.message).not.toMatch(/TURN/);
    expect(pc.closed).toBe(true);
  });

  it("a guest whose path is found long before the host pastes gives up after its wait with what may have happened, not a handshake's failure", async () => {
    const pc = new FakeConnection();
    const failed = opened(pc, Promise.resolve(new FakeChannel()), Promise.resolve(), 'guest').then(
      () => null,
      (e: { code: string; message: string }) => e,
    );
    await vi.advanceTimersByTimeAsync(0);
    pc.iceConnectionState = 'connected';
    pc.dispatchEvent(new Event('iceconnectionstatechange'));
    await vi.advanceTimersByTimeAsync(GUEST_WAIT_MS - 1);
    expect(pc.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    const error = await failed;
    expect(error?.code).toBe('sync/ice-failed');
    expect(error?.message).toBe('Nothing connected in 15 minutes: the host may not have pasted your code, or your networks may need a relay (TURN). Ask the host for a new invite link.');
    expect(pc.closed).toBe(true);
  });

  it('an ICE failure on the host fails at once, and a late open changes nothing', async () => {
    const pc = new FakeConnection();
    const ch = new FakeChannel();
    const { started, settle } = answer();
    const failed = opened(pc, Promise.resolve(ch), started, 'host').then(
      () => null,
      (e: { code: string }) => e.code,
    );
    settle();
    await vi.advanceTimersByTimeAsync(0);
    pc.iceConnectionState = 'failed';
    pc.dispatchEvent(new Event('iceconnectionstatechange'));
    expect(await failed).toBe('sync/ice-failed');
    ch.open();
    expect(pc.closed).toBe(true);
  });
});

/** A stand-in RTCPeerConnection that records which remote descriptions were applied. */
class FakePeerConnection extends EventTarget {
  static made: FakePeerConnection[] = [];
  iceGatheringState = 'complete';
  iceConnectionState = 'new';
  signalingState = 'stable';
  localDescription: RTCSessionDescriptionInit | null = null;
  applied: RTCSessionDescriptionInit[] = [];
  constructor() {
    super();
    FakePeerConnection.made.push(this);
  }
  createDataChannel() {
    return new FakeChannel();
  }
  async createOffer() {
    return { type: 'offer', sdp: OFFER_SDP };
  }
  async createAnswer() {
    return { type: 'answer', sdp: OFFER_SDP.replace('a=setup:actpass', 'a=setup:active').replace('f2Xq', 'Bb7/') };
  }
  async setLocalDescription(d: RTCSessionDescriptionInit) {
    this.localDescription = d;
    if (d.type === 'offer') this.signalingState = 'have-local-offer';
  }
  async setRemoteDescription(d: RTCSessionDescriptionInit) {
    // as in a browser, the state changes once the description is applied, not when it is given
    await new Promise((r) => setTimeout(r, 0));
    this.applied.push(d);
    this.signalingState = d.type === 'offer' ? 'have-remote-offer' : 'stable';
  }
  close() {}
}

/** `code` with its candidates' addresses replaced (its signature kept), as a middleman would. */
function redirected(code: string, answer: boolean): string {
  const sdp = (answer ? OFFER_SDP.replace('a=setup:actpass', 'a=setup:active').replace('f2Xq', 'Bb7/') : OFFER_SDP).replace(/192\.168\.1\.23/g, '198.51.100.66');
  return withDescription(code, { type: answer ? 'answer' : 'offer', sdp });
}

describe('inviting by hand: a changed code is refused before connecting', () => {
  beforeEach(() => {
    // the checks are real signatures: real time
    vi.useRealTimers();
    FakePeerConnection.made = [];
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  });
  afterEach(() => vi.unstubAllGlobals());

  async function keys() {
    const host = await createMemoryIdentity();
    const room = newHostedRoom(host.publicKey);
    return { room, host: { room, me: host }, guest: { room, me: await createMemoryIdentity() } };
  }

  it('the guest refuses a redirected offer without opening a connection; the honest one it answers', async () => {
    const k = await keys();
    const host = await createHostInvite([], k.host);
    const made = FakePeerConnection.made.length;
    const refused = await answerHostInvite(redirected(host.offer, false), [], k.guest).then(
      () => null,
      (e: { code: string }) => e.code,
    );
    expect(refused).toBe('sync/forged-invite-code');
    expect(FakePeerConnection.made.length, 'no connection was made for it').toBe(made);
    const guest = await answerHostInvite(host.offer, [], k.guest);
    expect(guest.answer).toMatch(/^[A-Za-z0-9_-]+$/);
    expect((guest.pc as unknown as FakePeerConnection).applied.map((d) => d.type)).toEqual(['offer']);
  });

  it('the host refuses a redirected answer without applying it, then takes the honest one and names its key', async () => {
    const k = await keys();
    const host = await createHostInvite([], k.host);
    const guest = await answerHostInvite(host.offer, [], k.guest);
    const pc = host.pc as unknown as FakePeerConnection;
    const refused = await host.accept(redirected(guest.answer, true)).then(
      () => null,
      (e: { code: string }) => e.code,
    );
    expect(refused).toBe('sync/forged-invite-code');
    expect(pc.applied).toEqual([]);
    expect(await host.accept(guest.answer)).toEqual({ guest: k.guest.me.publicKey });
    expect(pc.applied.map((d) => d.type)).toEqual(['answer']);
  });

  it("of two answers pasted at once (the friend's and a middleman's own), one is applied and the other refused", async () => {
    const k = await keys();
    const host = await createHostInvite([], k.host);
    const guest = await answerHostInvite(host.offer, [], k.guest);
    const middleman = await answerHostInvite(host.offer, [], { room: k.room, me: await createMemoryIdentity() });
    const results = await Promise.allSettled([host.accept(guest.answer), host.accept(middleman.answer)]);
    // whichever signature check ends first is taken
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toMatchObject({ code: 'sync/bad-invite-code', message: 'This invite has been answered already: make a new one for another friend.' });
    expect((host.pc as unknown as FakePeerConnection).applied).toHaveLength(1);
  });
});
