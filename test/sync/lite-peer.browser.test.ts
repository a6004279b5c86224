/// <reference types="mocha" />
/**
 * The small peer that stands in for simple-peer under y-webrtc (src/sync/transport/lite-peer.ts),
 * in real Chromium WebRTC on this machine: two peers connect through their signals and exchange
 * bytes both ways; after a glare (both offered, the answering side takes the other's offer, as
 * y-webrtc decides) they still connect, thirty times running; closing one closes the other;
 * junk signals change nothing; what went out as the channel opened is sent once more.
 */
import { expect } from '@open-wc/testing';
import LitePeer, { MAX_MESSAGE, RESEND_MS } from '../../src/sync/transport/lite-peer.js';

/** Wires `from`'s signals into `to`, the way y-webrtc relays them through signaling. */
function relay(from: LitePeer, to: LitePeer, filter: (s: { type: string }) => boolean = () => true): void {
  from.on('signal', (s) => filter(s as { type: string }) && to.signal(JSON.parse(JSON.stringify(s))));
}

const connected = (p: LitePeer) => new Promise<void>((resolve) => (p.connected ? resolve() : p.on('connect', () => resolve())));
const nextData = (p: LitePeer) => new Promise<unknown>((resolve) => p.on('data', resolve));
const closed = (p: LitePeer) => new Promise<void>((resolve) => p.on('close', () => resolve()));

describe('LitePeer (y-webrtc\'s peer)', () => {
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

  it('after a glare (both sides offered), the side that takes the other\'s offer still connects, every time', async function () {
    // the race is in the browser's timing (before the fix about one glare in twelve never
    // connected), so the glare is played thirty times over: thirty whole connections, which take
    // ~1.5 s alone but over 10 s beside the other test files in a busy run (a stuck one still fails)
    this.timeout(60_000);
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

  it('sends again, once, what it sent as the channel opened, so a first message the browser drops still arrives', async () => {
    const a = new LitePeer({ initiator: false, config: { iceServers: [] } });
    const sent: number[][] = [];
    const channel = { readyState: 'open', close() {}, send: (d: Uint8Array) => sent.push(Array.from(d)) } as unknown as RTCDataChannel;
    (a as unknown as { useChannel(c: RTCDataChannel): void }).useChannel(channel);
    const connect = new Promise<void>((r) => a.on('connect', () => r()));
    channel.onopen!(new Event('open'));
    await connect;
    const greeting = new Uint8Array([0, 0, 1]);
    a.send(greeting);
    // the caller may reuse its buffer: the copy sent again is what was sent
    greeting[2] = 99;
    await new Promise((r) => setTimeout(r, RESEND_MS + 100));
    a.send(new Uint8Array([5]));
    await new Promise((r) => setTimeout(r, RESEND_MS + 100));
    expect(sent).to.deep.equal([[0, 0, 1], [0, 0, 1], [5]]);
    a.destroy();
  });

  it('drops a message longer than any browser sends (a hand-made client\'s) and passes the rest', async () => {
    const a = new LitePeer({ initiator: false, config: { iceServers: [] } });
    const got: number[] = [];
    a.on('data', (d) => got.push((d as Uint8Array).length));
    // a channel as the other side's client would open it: its messages arrive through onmessage
    const channel = { readyState: 'open', close() {} } as unknown as RTCDataChannel;
    (a as unknown as { useChannel(c: RTCDataChannel): void }).useChannel(channel);
    const arrive = (bytes: number) => channel.onmessage!({ data: new ArrayBuffer(bytes) } as MessageEvent);
    arrive(8 * 1024 * 1024);
    arrive(MAX_MESSAGE + 1);
    arrive(MAX_MESSAGE);
    arrive(12);
    expect(got).to.deep.equal([MAX_MESSAGE, 12]);
    a.destroy();
  });
});
