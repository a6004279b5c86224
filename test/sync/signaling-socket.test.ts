/**
 * The signaling sockets y-webrtc talks to, driven as lib0 drives them (subscribe, announce, signal),
 * through a local Nostr relay and a local y-webrtc signaling server on 127.0.0.1 that log every
 * frame: two peers meet through either kind, and neither endpoint ever sees the room (id, host key,
 * the whole name in any usual encoding) nor an IP address from an offer.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import WebSocket from 'ws';
import { startNostrRelay } from '../../scripts/nostr-relay.js';
import { startSignalingServer } from '../../scripts/signaling-server.js';
import { sha256, toBase64Url, toHex, utf8 } from '../../src/sync/bytes.js';
import { createMemoryIdentity } from '../../src/sync/identity.js';
import { hostedRoom, createRoomId } from '../../src/sync/room.js';
import { parseEndpoint } from '../../src/sync/signaling/endpoints.js';
import { signedEvent, throwawayKeys } from '../../src/sync/signaling/nostr-event.js';
import { RECEIVE_LIMITS, type ReceiveLimits } from '../../src/sync/signaling/receive-budgets.js';
import { roomKey, roomTopic, seal } from '../../src/sync/signaling/room-secret.js';
import { SignalingHub } from '../../src/sync/signaling/signaling-hub.js';
import { SignalingSocket } from '../../src/sync/signaling/signaling-socket.js';
import type { SocketLike } from '../../src/sync/signaling/relay-wires.js';

const frames: string[] = [];
let relay: { url: string; close(): Promise<void> };
let server: { url: string; close(): Promise<void> };

beforeAll(async () => {
  relay = await startNostrRelay({ port: 0, quiet: true, onFrame: (_d, text) => frames.push(text) });
  server = await startSignalingServer({ port: 0, quiet: true, onFrame: (_d, text) => frames.push(text) });
});
afterAll(async () => {
  await relay?.close();
  await server?.close();
});

/** One browser's side: a hub with the room registered, and a socket to `url` driven like lib0 does. */
function peer(room: string, url: string, name: string, limits?: ReceiveLimits) {
  const hub = new SignalingHub(undefined, limits);
  const signals: string[] = [];
  hub.register({ topic: roomTopic(room), key: roomKey(room), searching: () => true, onSignal: (from) => signals.push(from) });
  const socket = new SignalingSocket(parseEndpoint(url)!, hub, (u) => new WebSocket(u) as unknown as SocketLike);
  const received: { type: string; topic: string; data: { type: string; from: string; to?: string; signal?: unknown } }[] = [];
  const opened = new Promise<void>((resolve) => (socket.onopen = () => resolve()));
  socket.onmessage = (e) => {
    const m = JSON.parse(e.data as string);
    if (m.type === 'publish') received.push(m);
  };
  const topic = roomTopic(room);
  return {
    socket,
    signals,
    received,
    async join() {
      await opened;
      socket.send(JSON.stringify({ type: 'subscribe', topics: [topic] }));
      socket.send(JSON.stringify({ type: 'publish', topic, data: { type: 'announce', from: name } }));
    },
    signal(to: string, signal: unknown) {
      socket.send(JSON.stringify({ type: 'publish', topic, data: { type: 'signal', from: name, to, token: 1, signal } }));
    },
  };
}

const until = async (what: string, check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  if (!check()) throw new Error(`timed out: ${what}`);
};

describe.each([
  ['a Nostr relay', () => `nostr+${relay.url}`],
  ['a y-webrtc signaling server', () => server.url],
])('two peers through %s', (_name, url) => {
  test('meet and exchange an offer, and the endpoint learns neither the room nor the addresses', async () => {
    const host = await createMemoryIdentity();
    const id = createRoomId();
    const room = hostedRoom(id, host.publicKey);
    frames.length = 0;
    const alice = peer(room, url(), 'alice-peer');
    const bob = peer(room, url(), 'bob-peer');
    await bob.join();
    await alice.join();
    await until('Bob hears Alice announce', () => bob.received.some((m) => m.data.type === 'announce' && m.data.from === 'alice-peer'));
    const offer = { type: 'offer', sdp: 'v=0\r\nc=IN IP4 192.168.77.31\r\na=candidate:1 1 udp 2122260223 192.168.77.31 54321 typ host' };
    bob.signal('alice-peer', offer);
    await until('Alice gets the offer', () => alice.received.some((m) => m.data.type === 'signal'));
    expect(alice.received.find((m) => m.data.type === 'signal')!.data).toMatchObject({ from: 'bob-peer', to: 'alice-peer', signal: offer });
    expect(alice.signals).toEqual(['bob-peer']);
    // nobody hears their own messages back
    expect(alice.received.every((m) => m.data.from !== 'alice-peer')).toBe(true);
    alice.socket.close();
    bob.socket.close();

    const seen = frames.join('\n');
    expect(frames.length).toBeGreaterThan(4);
    expect(seen).toContain(roomTopic(room)); // the opaque topic is all it gets
    for (const secret of [id, host.publicKey, room, encodeURIComponent(room), btoa(room), toBase64Url(utf8(room)), toHex(utf8(room)), '192.168.77.31', 'alice-peer', 'offer']) {
      expect(seen).not.toContain(secret);
    }
  });
});

/** A raw socket we control: frames from "the endpoint" are injected by the test. */
class FakeRaw implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  onopen: ((e?: unknown) => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e?: unknown) => void) | null = null;
  onerror: ((e?: unknown) => void) | null = null;
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  frame(data: unknown) {
    this.onmessage?.({ data });
  }
}

describe('what an endpoint sends back', () => {
  const room = 'abcdefghijkl.' + 'K'.repeat(43);
  const topic = roomTopic(room);

  function socketOn(url: string, hub = new SignalingHub()) {
    hub.register({ topic, key: roomKey(room), searching: () => true, onSignal: () => {} });
    const raws: FakeRaw[] = [];
    const socket = new SignalingSocket(parseEndpoint(url)!, hub, () => {
      raws.push(new FakeRaw());
      return raws[raws.length - 1];
    });
    const got: unknown[] = [];
    socket.onmessage = (e) => got.push(JSON.parse(e.data as string));
    raws[0]?.open();
    return { socket, raw: raws[0], raws, got, hub };
  }

  test('oversized, malformed and foreign frames are dropped before any decryption', async () => {
    const { raw, got } = socketOn('ws://127.0.0.1:1');
    const decrypt = vi.spyOn(crypto.subtle, 'decrypt');
    raw.frame(JSON.stringify({ type: 'publish', topic, data: 'A'.repeat(200_000) }));
    raw.frame('{"type":"publish","topic":');
    raw.frame(JSON.stringify({ type: 'publish', topic: 'another-topic', data: 'A'.repeat(100) }));
    raw.frame(JSON.stringify({ type: 'publish', topic, data: { type: 'announce', from: 'plain' } }));
    await new Promise((r) => setTimeout(r, 20));
    expect(decrypt).not.toHaveBeenCalled();
    // sealed with another room's key: decrypted, refused
    raw.frame(JSON.stringify({ type: 'publish', topic, data: await seal(await roomKey('someone-else'), { type: 'announce', from: 'x' }) }));
    // a replay of an old message: refused
    raw.frame(JSON.stringify({ type: 'publish', topic, data: await seal(await roomKey(room), { type: 'announce', from: 'y' }, Date.now() - 3_600_000) }));
    // the real thing
    raw.frame(JSON.stringify({ type: 'publish', topic, data: await seal(await roomKey(room), { type: 'announce', from: 'z' }) }));
    await until('the good message', () => got.length > 0);
    expect(got).toEqual([{ type: 'publish', topic, data: { type: 'announce', from: 'z' } }]);
    decrypt.mockRestore();
  });

  test('a relay that refuses us (rate limit) is left alone: no new connection for a while', async () => {
    const hub = new SignalingHub();
    const first = socketOn('nostr+ws://127.0.0.1:1', hub);
    let closed = false;
    first.socket.onclose = () => (closed = true);
    first.raw.frame(JSON.stringify(['OK', 'f'.repeat(64), false, 'rate-limited: slow down']));
    expect(closed).toBe(true);
    const again = socketOn('nostr+ws://127.0.0.1:1', hub);
    let failed = false;
    again.socket.onclose = () => (failed = true);
    await until('the retry to fail at once', () => failed);
    expect(again.raws).toEqual([]); // no socket was even opened
  });

  test('the subscription names only the topic, and announcements leave sealed', async () => {
    const { socket, raw } = socketOn('nostr+ws://127.0.0.1:1');
    socket.send(JSON.stringify({ type: 'subscribe', topics: [topic, 'not-registered'] }));
    socket.send(JSON.stringify({ type: 'publish', topic, data: { type: 'announce', from: 'me-peer' } }));
    await until('the event', () => raw.sent.some((s) => s.startsWith('["EVENT"')));
    const [req, event] = raw.sent.map((s) => JSON.parse(s));
    expect(req[0]).toBe('REQ');
    expect(req[2]['#x']).toEqual([topic]);
    expect(event[1].kind).toBeGreaterThanOrEqual(20000);
    expect(event[1].kind).toBeLessThan(30000);
    expect(event[1].tags).toEqual([['x', topic]]);
    expect(raw.sent.join()).not.toContain('me-peer');
  });
});

/** base64url text of `n` random bytes: what junk on a topic looks like (sealed messages are this). */
const junk = (n: number) => toBase64Url(crypto.getRandomValues(new Uint8Array(n)));
/** The room's key as a build before the IV check imported it: its seals carry no check. */
const oldBuildKey = (room: string) => crypto.subtle.importKey('raw', sha256(`carcassonne/signaling-key/1\n${room}`) as Uint8Array<ArrayBuffer>, 'AES-GCM', false, ['encrypt', 'decrypt']);

describe('a flooded topic (issue 20, attack 6): an honest signal still gets through', () => {
  test("a stranger who knows only the topic floods a y-webrtc server with 700 junk messages; the peers meet, and junk costs no decryption past the old builds' budget", async () => {
    const room = hostedRoom(createRoomId(), (await createMemoryIdentity()).publicKey);
    const topic = roomTopic(room);
    const alice = peer(room, server.url, 'alice-peer');
    const bob = peer(room, server.url, 'bob-peer');
    await bob.join();
    await alice.join();
    await until('Bob hears Alice', () => bob.received.some((m) => m.data.from === 'alice-peer'));
    const decrypt = vi.spyOn(crypto.subtle, 'decrypt');
    const stranger = new WebSocket(server.url);
    await new Promise((r) => stranger.once('open', r));
    for (let i = 0; i < 700; i++) stranger.send(JSON.stringify({ type: 'publish', topic, data: i % 7 ? junk(120) : `r.${junk(300)}` }));
    // sent after the flood, on the same connections: each peer reads all the junk first
    const offer = { type: 'offer', sdp: 'v=0' };
    bob.signal('alice-peer', offer);
    await until('Alice gets the offer', () => alice.received.some((m) => m.data.type === 'signal'));
    expect(alice.received.find((m) => m.data.type === 'signal')!.data).toMatchObject({ from: 'bob-peer', signal: offer });
    expect(decrypt.mock.calls.length).toBeLessThanOrEqual(2 * RECEIVE_LIMITS.unchecked + 2);
    expect([...alice.received, ...bob.received].every((m) => ['alice-peer', 'bob-peer'].includes(m.data.from))).toBe(true);
    decrypt.mockRestore();
    stranger.close();
    alice.socket.close();
    bob.socket.close();
  });

  test('through a Nostr relay, junk from a fresh key per event and a member flooding with its own key: the peers meet', async () => {
    const room = hostedRoom(createRoomId(), (await createMemoryIdentity()).publicKey);
    const topic = roomTopic(room);
    // small budgets, so the test signs a few dozen events rather than hundreds
    const limits = { ...RECEIVE_LIMITS, unchecked: 20, newcomers: 10, perSender: 10 };
    const alice = peer(room, `nostr+${relay.url}`, 'alice-peer', limits);
    const bob = peer(room, `nostr+${relay.url}`, 'bob-peer', limits);
    await bob.join();
    const attacker = new WebSocket(relay.url);
    await new Promise((r) => attacker.once('open', r));
    const key = await roomKey(room);
    const member = throwawayKeys();
    const events = await Promise.all([
      ...Array.from({ length: 30 }, () => signedEvent(throwawayKeys(), topic, junk(120))),
      ...Array.from({ length: 30 }, (_, i) => seal(key, { type: 'announce', from: `mallory-${i}` }).then((s) => signedEvent(member, topic, s))),
    ]);
    for (const e of events) attacker.send(JSON.stringify(['EVENT', e]));
    await until('the relay passes the flood on', () => frames.filter((f) => f.startsWith('["EVENT"') && f.includes(topic)).length >= 60);
    await alice.join();
    await until('Bob hears Alice', () => bob.received.some((m) => m.data.from === 'alice-peer'));
    bob.signal('alice-peer', { type: 'offer', sdp: 'v=0' });
    await until('Alice gets the offer', () => alice.received.some((m) => m.data.type === 'signal'));
    // the member got its own budget's worth through, no more
    const mallory = bob.received.filter((m) => m.data.from.startsWith('mallory-')).length;
    expect(mallory).toBeGreaterThan(0);
    expect(mallory).toBeLessThanOrEqual(limits.perSender + 1); // its budget refills one in 6 s
    attacker.close();
    alice.socket.close();
    bob.socket.close();
  });

  describe('what a relay itself can send', () => {
    const room = 'abcdefghijkl.' + 'K'.repeat(43);
    const topic = roomTopic(room);
    const event = (sub: string, pubkey: string, content: string) => JSON.stringify(['EVENT', sub, { kind: 25050, pubkey, created_at: 0, tags: [['x', topic]], content, id: '', sig: '' }]);

    async function nostrSocket() {
      const hub = new SignalingHub();
      hub.register({ topic, key: roomKey(room), searching: () => true, onSignal: () => {} });
      const raw = new FakeRaw();
      const socket = new SignalingSocket(parseEndpoint('nostr+ws://127.0.0.1:1')!, hub, () => raw);
      const got: { data: { from: string } }[] = [];
      socket.onmessage = (e) => got.push(JSON.parse(e.data as string));
      raw.open();
      socket.send(JSON.stringify({ type: 'subscribe', topics: [topic] }));
      await until('the subscription', () => raw.sent.length > 0);
      const sub = JSON.parse(raw.sent[0])[1] as string;
      return { raw, got, sub, key: await roomKey(room) };
    }

    test("700 junk events under forged keys, a member's 700 under its own, a replay and a copied IV: the honest peer is heard, once", async () => {
      const { raw, got, sub, key } = await nostrSocket();
      const decrypt = vi.spyOn(crypto.subtle, 'decrypt');
      for (let i = 0; i < 700; i++) raw.frame(event(sub, toHex(crypto.getRandomValues(new Uint8Array(32))), junk(120)));
      // no junk carries the check: it is decrypted within the old builds' budget, no further
      await until('the junk is read', () => decrypt.mock.calls.length >= RECEIVE_LIMITS.unchecked);
      await new Promise((r) => setTimeout(r, 20));
      const junkDecrypted = decrypt.mock.calls.length;
      expect(junkDecrypted).toBeLessThan(RECEIVE_LIMITS.unchecked + 20); // the budget refills 10 a second
      const flood = await Promise.all(Array.from({ length: 700 }, () => seal(key, { type: 'announce', from: 'mallory' })));
      for (const sealed of flood) raw.frame(event(sub, 'a'.repeat(64), sealed));
      const honest = await seal(key, { type: 'announce', from: 'alice' });
      raw.frame(event(sub, 'b'.repeat(64), honest));
      // the relay replays Alice's message, and puts its IV (with the check) on junk
      raw.frame(event(sub, 'c'.repeat(64), honest));
      raw.frame(event(sub, 'd'.repeat(64), honest.slice(0, 16) + junk(120)));
      await until('Alice is heard', () => got.some((m) => m.data.from === 'alice'));
      await new Promise((r) => setTimeout(r, 20));
      expect(got.filter((m) => m.data.from === 'alice')).toHaveLength(1);
      const mallory = got.filter((m) => m.data.from === 'mallory').length;
      expect(mallory).toBeGreaterThan(0);
      expect(mallory).toBeLessThanOrEqual(RECEIVE_LIMITS.perSender);
      // nothing else was decrypted: not the replay, not the copy, not the member's messages past its budget
      expect(decrypt.mock.calls.length - junkDecrypted).toBe(mallory + 1);
      decrypt.mockRestore();
    });

    test("a member sealing 700 messages under 700 fresh keys gets the newcomers' minute, and never silences a peer heard before the flood", async () => {
      const { raw, got, sub, key } = await nostrSocket();
      const alice = 'b'.repeat(64);
      raw.frame(event(sub, alice, await seal(key, { type: 'announce', from: 'alice' })));
      await until('Alice is heard', () => got.some((m) => m.data.from === 'alice'));
      const flood = await Promise.all(Array.from({ length: 700 }, (_, i) => seal(key, { type: 'announce', from: `mallory-${i}` })));
      for (const sealed of flood) {
        raw.frame(event(sub, toHex(crypto.getRandomValues(new Uint8Array(32))), sealed));
        await new Promise((r) => setImmediate(r)); // each key is proven before the next comes
      }
      raw.frame(event(sub, alice, await seal(key, { type: 'signal', from: 'alice', to: 'me' })));
      await until('Alice is heard again', () => got.filter((m) => m.data.from === 'alice').length === 2);
      // the budget refills 2 a second
      expect(got.filter((m) => m.data.from.startsWith('mallory-')).length).toBeLessThanOrEqual(RECEIVE_LIMITS.newcomers + 10);
    });

    test('a peer of the build before the check (fully random IVs) is still heard', async () => {
      const { raw, got, sub } = await nostrSocket();
      raw.frame(event(sub, 'e'.repeat(64), await seal(await oldBuildKey(room), { type: 'announce', from: 'old-build' })));
      await until('the old build is heard', () => got.some((m) => m.data.from === 'old-build'));
    });
  });
});
