/// <reference types="mocha" />
/**
 * The small peer that stands in for simple-peer under y-webrtc (src/sync/transport/lite-peer.ts),
 * in real Chromium WebRTC on this machine: two peers connect through their signals and exchange
 * bytes both ways; after a glare (both offered, the answering side takes the other's offer, as
 * y-webrtc decides) they still connect, thirty times running; closing one closes the other;
 * junk signals change nothing; nothing is passed up before 'connect'; a message over 64 KiB goes
 * out in frames and arrives whole; a peer that starts over (new ICE servers) connects anew.
 */
import { expect } from '@open-wc/testing';
import LitePeer, { MAX_MESSAGE } from '../../src/sync/transport/lite-peer.js';
import { CHANNEL_FRAME } from '../../src/sync/transport/frames.js';

/** Wires `from`'s signals into `to`, the way y-webrtc relays them through signaling. */
function relay(from: LitePeer, to: LitePeer, filter: (s: { type: string }) => boolean = () => true): void {
  from.on('signal', (s) => filter(s as { type: string }) && to.signal(JSON.parse(JSON.stringify(s))));
}

const connected = (p: LitePeer) => new Promise<void>((resolve) => (p.connected ? resolve() : p.on('connect', () => resolve())));
const nextData = (p: LitePeer) => new Promise<unknown>((resolve) => p.on('data', resolve));
const closed = (p: LitePeer) => new Promise<void>((resolve) => p.on('close', () => resolve()));

describe("LitePeer (y-webrtc's peer)", () => {
  it('connects through its signals and carries bytes both ways', async () => {
    const a = new LitePeer({ initiator: true, config: { iceServers: [] } });
    const b = new LitePeer({ initiator: false, config: { iceServers: [] } });
    relay(a, b);
    relay(b, a);
    await Promise.all([connected(a), connected(b)]);
    const atB = nextData(b);
    a.send(new Uint8Array([1, 2, 3]));
    expect(Array.from((await atB) as Uint8Array)).to.deep.equal([1, 2, 3]);
    const atA = nextData(a);
    b.send(new Uint8Array([9]));
    expect(Array.from((await atA) as Uint8Array)).to.deep.equal([9]);
    const bClosed = closed(b);
    a.destroy();
    await bClosed;
    expect(b.connected).to.equal(false);
    expect(() => b.send(new Uint8Array([1]))).to.throw();
  });

  it("after a glare (both sides offered), the side that takes the other's offer still connects, every time", async function () {
    // the race is in the browser's timing (before the fix about one glare in twelve never
    // connected), so the glare is played thirty times over: thirty whole connections, which take
    // ~1.5 s alone but over 10 s beside the other test files in a busy run (a stuck one still fails)
    this.timeout(240_000);
    for (let round = 0; round < 30; round++) {
      const a = new LitePeer({ initiator: true, config: { iceServers: [] } });
      const b = new LitePeer({ initiator: true, config: { iceServers: [] } });
      // y-webrtc's glare rule: b's offer wins, a's offer is dropped by b; everything else flows
      relay(a, b, (s) => s.type !== 'offer');
      relay(b, a);
      await Promise.all([connected(a), connected(b)]);
      const atB = nextData(b);
      a.send(new Uint8Array([7, round]));
      expect(Array.from((await atB) as Uint8Array)).to.deep.equal([7, round]);
      const atA = nextData(a);
      b.send(new Uint8Array([8, round]));
      expect(Array.from((await atA) as Uint8Array)).to.deep.equal([8, round]);
      a.destroy();
      b.destroy();
    }
  });

  it('drops junk signals without throwing, and keeps working', async () => {
    const a = new LitePeer({ initiator: true, config: { iceServers: [] } });
    const b = new LitePeer({ initiator: false, config: { iceServers: [] } });
    for (const junk of [null, 42, 'not json', '{"type":"offer"}', { type: 'offer', sdp: 'x'.repeat(20_000) }, { type: 'answer', sdp: 'v=0' }, { type: 'candidate', candidate: { candidate: 5 } }]) {
      a.signal(junk);
      b.signal(junk);
    }
    relay(a, b);
    relay(b, a);
    await Promise.all([connected(a), connected(b)]);
    a.destroy();
    b.destroy();
  });

  it("passes nothing up before 'connect', and everything after it in order", async () => {
    const a = new LitePeer({ initiator: false, config: { iceServers: [] } });
    const events: string[] = [];
    a.on('connect', () => events.push('connect'));
    a.on('data', (d) => events.push(`data ${Array.from(d as Uint8Array).join(',')}`));
    const channel = { readyState: 'connecting', close() {} } as unknown as RTCDataChannel;
    (a as unknown as { useChannel(c: RTCDataChannel): void }).useChannel(channel);
    // a message dispatched before the channel's open event
    channel.onmessage!({ data: new Uint8Array([1, 2]).buffer } as MessageEvent);
    expect(events).to.deep.equal([]);
    channel.onopen!(new Event('open'));
    channel.onmessage!({ data: new Uint8Array([3]).buffer } as MessageEvent);
    expect(events).to.deep.equal(['connect', 'data 1,2', 'data 3']);
    a.destroy();
  });

  it('sends a message over 64 KiB in frames no longer than 64 KiB, and the other side gets it whole', async () => {
    const a = new LitePeer({ initiator: true, config: { iceServers: [] } });
    const b = new LitePeer({ initiator: false, config: { iceServers: [] } });
    relay(a, b);
    relay(b, a);
    await Promise.all([connected(a), connected(b)]);
    const big = new Uint8Array(700 * 1024).map((_, i) => (i * 31) & 255);
    big[0] = 0;
    const sizes: number[] = [];
    const channel = (a as unknown as { channels: RTCDataChannel[] }).channels[0];
    const send = channel.send.bind(channel);
    channel.send = ((d: Uint8Array<ArrayBuffer>) => (sizes.push(d.byteLength), send(d))) as typeof channel.send;
    const atB = nextData(b);
    a.send(big);
    const got = (await atB) as Uint8Array;
    expect(got.length).to.equal(big.length);
    expect(got.every((x, i) => x === big[i])).to.equal(true);
    expect(Math.max(...sizes)).to.be.at.most(CHANNEL_FRAME);
    expect(sizes.length).to.equal(Math.ceil(big.length / (CHANNEL_FRAME - 16)));
    a.destroy();
    b.destroy();
  });

  it('starts over with new ICE servers while not connected, and the other side takes the new offer', async () => {
    const a = new LitePeer({ initiator: true, config: { iceServers: [] } });
    const b = new LitePeer({ initiator: false, config: { iceServers: [] } });
    // the first attempt never gets through: b answers, but a never hears the answer or b's candidates
    let blocked = true;
    relay(a, b);
    b.on('signal', (s) => !blocked && a.signal(JSON.parse(JSON.stringify(s))));
    await new Promise((r) => setTimeout(r, 300));
    expect(a.connected).to.equal(false);
    blocked = false;
    a.restart({ iceServers: [] });
    await Promise.all([connected(a), connected(b)]);
    const atB = nextData(b);
    a.send(new Uint8Array([4, 2]));
    expect(Array.from((await atB) as Uint8Array)).to.deep.equal([4, 2]);
    a.destroy();
    b.destroy();
  });

  it("drops a message longer than any browser sends (a hand-made client's) and passes the rest", async () => {
    const a = new LitePeer({ initiator: false, config: { iceServers: [] } });
    const got: number[] = [];
    a.on('data', (d) => got.push((d as Uint8Array).length));
    // a channel as the other side's client would open it: its messages arrive through onmessage
    const channel = { readyState: 'open', close() {} } as unknown as RTCDataChannel;
    (a as unknown as { useChannel(c: RTCDataChannel): void }).useChannel(channel);
    // a channel announced already open connects without an open event of its own
    await connected(a);
    const arrive = (bytes: number) => channel.onmessage!({ data: new ArrayBuffer(bytes) } as MessageEvent);
    arrive(8 * 1024 * 1024);
    arrive(MAX_MESSAGE + 1);
    arrive(MAX_MESSAGE);
    arrive(12);
    expect(got).to.deep.equal([MAX_MESSAGE, 12]);
    a.destroy();
  });
});
