/// <reference types="mocha" />
/**
 * The invite by hand in real Chromium WebRTC, with a middleman where the codes travel (issue 20,
 * attack 7): one that swaps its own connection's address and DTLS fingerprint into the host's
 * offer is refused by the guest, into the guest's answer is refused by the host, and the honest
 * codes still connect the two. A middleman who connects to the host's offer itself, before the
 * friend, never gets the channel: the host's page says the handshake did not finish.
 */
import { expect } from '@open-wc/testing';
import { createMemoryIdentity } from '../../src/sync/identity.js';
import type { InviteSignal } from '../../src/sync/invite-code.js';
import { answerHostInvite, createHostInvite } from '../../src/sync/manual-invite.js';
import { checkedRoom } from '../../src/sync/room-name.js';
import { withDescription } from './helpers/offer-sdp.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The middleman's own description, candidates gathered: `offer` makes one, else it answers `remote`.
 * Answering with `reach: false`, it drops the offer's candidates first, so its connection never
 * reaches the host: only its code travels.
 */
async function middlemansDescription(remote: RTCSessionDescriptionInit | null, reach = false): Promise<{ pc: RTCPeerConnection; signal: InviteSignal }> {
  const pc = new RTCPeerConnection({ iceServers: [] });
  if (remote) await pc.setRemoteDescription(reach ? remote : { type: remote.type, sdp: remote.sdp?.replace(/a=candidate:[^\r\n]*\r\n/g, '') });
  else pc.createDataChannel('carc-sync');
  await pc.setLocalDescription(remote ? await pc.createAnswer() : await pc.createOffer());
  for (let i = 0; i < 100 && pc.iceGatheringState !== 'complete'; i++) await sleep(20);
  const d = pc.localDescription!;
  return { pc, signal: { type: d.type as InviteSignal['type'], sdp: d.sdp } };
}

const fingerprintOf = (sdp: string | undefined) => /a=fingerprint:sha-256 (\S+)/.exec(sdp ?? '')?.[1];

async function keys() {
  const host = await createMemoryIdentity();
  const room = checkedRoom('browserTest01', host.publicKey);
  return { host: { room, me: host }, guest: { room, me: await createMemoryIdentity() } };
}

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (e: { code: string }) => e.code,
  );

describe('inviting by hand with a middleman passing the codes', () => {
  it("the guest refuses an offer carrying the middleman's address and fingerprint", async () => {
    const k = await keys();
    const host = await createHostInvite([], k.host);
    const m = await middlemansDescription(null);
    expect(await codeOf(answerHostInvite(withDescription(host.offer, m.signal), [], k.guest))).to.equal('sync/forged-invite-code');
    m.pc.close();
    host.pc.close();
  });

  // no time limit of its own: the runner's guard against a hang (300 s) is enough
  it("the host refuses an answer carrying the middleman's address and fingerprint, then connects with the honest one", async () => {
    const k = await keys();
    const host = await createHostInvite([], k.host);
    const guest = await answerHostInvite(host.offer, [], k.guest);
    // the middleman answers the host's offer itself, and passes its own description off as the guest's
    const m = await middlemansDescription({ type: 'offer', sdp: host.pc.localDescription!.sdp });
    expect(await codeOf(host.accept(withDescription(guest.answer, m.signal)))).to.equal('sync/forged-invite-code');
    expect(host.pc.remoteDescription, 'nothing applied').to.equal(null);
    expect(await host.accept(guest.answer)).to.deep.equal({ guest: k.guest.me.publicKey });
    const [a, b] = await Promise.all([host.channel, guest.channel]);
    // each side is connected to the certificate the other signed for
    expect(fingerprintOf(host.pc.remoteDescription?.sdp)).to.equal(fingerprintOf(guest.pc.localDescription?.sdp));
    expect(fingerprintOf(guest.pc.remoteDescription?.sdp)).to.equal(fingerprintOf(host.pc.localDescription?.sdp));
    const got = new Promise<unknown>((r) => b.addEventListener('message', (e) => r(Array.from(new Uint8Array(e.data as ArrayBuffer))), { once: true }));
    a.send(new Uint8Array([4, 2]));
    expect(await got).to.deep.equal([4, 2]);
    m.pc.close();
    host.pc.close();
    guest.pc.close();
  });

  // Chromium's host finishes only the first DTLS handshake it hears, from whichever connection:
  // a middleman who reaches it first holds the friend's up for good (it cannot take it over: the
  // host checks the friend's fingerprint). This once failed the honest test above on a busy machine.
  // It waits out the host's 30 s connect limit.
  it('a middleman who connects to the offer before the friend gets no channel, and the host hears the handshake did not finish', async () => {
    const k = await keys();
    const host = await createHostInvite([], k.host);
    const m = await middlemansDescription({ type: 'offer', sdp: host.pc.localDescription!.sdp }, true);
    const middlemanOpened = new Promise<boolean>((r) => {
      m.pc.addEventListener('datachannel', () => r(true), { once: true });
      m.pc.addEventListener('connectionstatechange', () => m.pc.connectionState === 'connected' && r(true));
    });
    // the host answers the middleman's checks before it has any answer; its handshake follows at once
    const handshaking = () => m.pc.iceConnectionState === 'connected' && m.pc.sctp?.transport.state === 'connecting';
    for (let i = 0; i < 1500 && !handshaking(); i++) await sleep(20);
    expect(m.pc.iceConnectionState, "the middleman's path to the host").to.equal('connected');
    expect(m.pc.sctp?.transport.state, "the middleman's handshake, under way").to.equal('connecting');
    const guest = await answerHostInvite(host.offer, [], k.guest);
    guest.channel.catch(() => undefined);
    expect(await host.accept(guest.answer)).to.deep.equal({ guest: k.guest.me.publicKey });
    const error = await host.channel.then(
      () => null,
      (e: { code: string; message: string }) => e,
    );
    expect(error?.code).to.equal('sync/handshake-failed');
    expect(error?.message).to.match(/Make a new invite and send it another way/);
    expect(await Promise.race([middlemanOpened, sleep(0).then(() => false)]), 'the middleman never connected').to.equal(false);
    m.pc.close();
    guest.pc.close();
  });
});
