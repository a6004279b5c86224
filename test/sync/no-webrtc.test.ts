/**
 * A browser without WebRTC (issue 27): how it is detected (no RTCPeerConnection, or one whose
 * constructor throws), which peers go through the relays from the start without a direct attempt
 * (every peer in such a browser; in a browser with WebRTC, the peers that announced they have none),
 * how the announcement says so through a real local Nostr relay (and y-webrtc never hears of such a
 * peer, so never offers it a connection), that y-webrtc's peer stays dormant instead of throwing,
 * and that the status a page reads carries it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { startNostrRelay } from '../../scripts/nostr-relay.js';
import { parseEndpoint } from '../../src/sync/signaling/endpoints.js';
import type { SocketLike } from '../../src/sync/signaling/relay-wires.js';
import { roomKey, roomTopic } from '../../src/sync/signaling/room-secret.js';
import { SignalingHub } from '../../src/sync/signaling/signaling-hub.js';
import { SignalingSocket } from '../../src/sync/signaling/signaling-socket.js';
import { connectionStatus } from '../../src/sync/table-view.js';
import { ICE_MEMORY_MS } from '../../src/sync/transport/ice-watch.js';
import LitePeer from '../../src/sync/transport/lite-peer.js';
import { transportStatus } from '../../src/sync/transport/peer-paths.js';
import { RelayFirst } from '../../src/sync/transport/relay-first.js';
import { canConnectDirectly } from '../../src/sync/transport/webrtc-support.js';

describe('whether this browser can connect directly', () => {
  test('not without RTCPeerConnection, nor when its constructor throws; yes when one can be made (and closed at once)', () => {
    expect(canConnectDirectly({})).toBe(false);
    expect(canConnectDirectly({ RTCPeerConnection: 'not a constructor' })).toBe(false);
    const refused = {
      RTCPeerConnection: class {
        constructor() {
          throw new Error('WebRTC is disabled');
        }
      },
    };
    expect(canConnectDirectly(refused)).toBe(false);
    let closed = 0;
    const able = {
      RTCPeerConnection: class {
        close() {
          closed++;
        }
      },
    };
    expect(canConnectDirectly(able)).toBe(true);
    expect(closed).toBe(1);
  });

  test('is checked once per scope: no second connection is made', () => {
    let made = 0;
    const scope = {
      RTCPeerConnection: class {
        constructor() {
          made++;
        }
      },
    };
    expect(canConnectDirectly(scope)).toBe(true);
    expect(canConnectDirectly(scope)).toBe(true);
    expect(made).toBe(1);
  });

  test('Node has no RTCPeerConnection: it counts as a browser without WebRTC', () => {
    expect(canConnectDirectly()).toBe(typeof (globalThis as { RTCPeerConnection?: unknown }).RTCPeerConnection === 'function');
  });
});

describe('peers that go through the relays from the start', () => {
  test('in a browser without WebRTC: every peer heard through signaling, at once', () => {
    const first = new RelayFirst(false);
    first.heard('a', false, 0);
    first.heard('b', true, 0);
    expect(first.check(10).open).toEqual(['a', 'b']);
  });

  test('in a browser with WebRTC: only the peers that announced they cannot connect directly', () => {
    const first = new RelayFirst(true);
    first.heard('direct-peer', false, 0);
    first.heard('bare-peer', true, 0);
    // a later message without the mark (a relay frame renewing it) keeps it
    first.heard('bare-peer', false, 1000);
    expect(first.check(2000).open).toEqual(['bare-peer']);
    expect(first.has('direct-peer')).toBe(false);
  });

  test('a peer not heard of for ICE_MEMORY_MS is forgotten; one heard lately stays', () => {
    const first = new RelayFirst(false);
    first.heard('gone', false, 0);
    first.heard('here', false, 0);
    first.heard('here', false, ICE_MEMORY_MS);
    const report = first.check(ICE_MEMORY_MS + 1);
    expect(report.forgotten).toEqual(['gone']);
    expect(report.open).toEqual(['here']);
    expect(first.check(ICE_MEMORY_MS + 2).forgotten).toEqual([]);
  });
});

describe('the announcement of a browser without WebRTC, through a local Nostr relay', () => {
  let relay: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    relay = await startNostrRelay({ port: 0, quiet: true });
  });
  afterAll(async () => {
    await relay?.close();
  });

  /** One browser's signaling socket with the room registered; `direct` false: it has no WebRTC. */
  function side(room: string, name: string, direct: boolean) {
    const hub = new SignalingHub();
    const heard: { from: string; relayOnly: boolean }[] = [];
    const toYwebrtc: { type: string; from: string }[] = [];
    hub.register({ topic: roomTopic(room), key: roomKey(room), searching: () => true, onSignal: () => {}, onHeard: (from, _e, relayOnly) => heard.push({ from, relayOnly: !!relayOnly }), direct });
    const socket = new SignalingSocket(parseEndpoint(`nostr+${relay.url}`)!, hub, (u) => new WebSocket(u) as unknown as SocketLike);
    socket.onmessage = (e) => {
      const m = JSON.parse(e.data as string);
      if (m.type === 'publish') toYwebrtc.push(m.data);
    };
    const opened = new Promise<void>((resolve) => (socket.onopen = () => resolve()));
    const topic = roomTopic(room);
    return {
      heard,
      toYwebrtc,
      socket,
      async join() {
        await opened;
        socket.send(JSON.stringify({ type: 'subscribe', topics: [topic] }));
        socket.send(JSON.stringify({ type: 'publish', topic, data: { type: 'announce', from: name } }));
      },
    };
  }

  const until = async (what: string, check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
    if (!check()) throw new Error(`timed out: ${what}`);
  };

  test('says so: the other side relays to it, and its y-webrtc never hears of it; the other way, nothing changes', async () => {
    const room = 'no-webrtc-room.key';
    const bare = side(room, 'bare-peer', false);
    const plain = side(room, 'plain-peer', true);
    await plain.join();
    await bare.join();
    await until('the plain side hears the bare one', () => plain.heard.some((h) => h.from === 'bare-peer'));
    expect(plain.heard.filter((h) => h.from === 'bare-peer').every((h) => h.relayOnly)).toBe(true);
    // a late announcement of the plain side reaches the bare one, unmarked, and its y-webrtc (whose peers stay dormant)
    plain.socket.send(JSON.stringify({ type: 'publish', topic: roomTopic(room), data: { type: 'announce', from: 'plain-peer' } }));
    await until('the bare side hears the plain one', () => bare.heard.some((h) => h.from === 'plain-peer'));
    expect(bare.heard.filter((h) => h.from === 'plain-peer').every((h) => !h.relayOnly)).toBe(true);
    await until("the bare side's y-webrtc hears the plain one", () => bare.toYwebrtc.some((m) => m.from === 'plain-peer'));
    expect(plain.toYwebrtc.filter((m) => m.from === 'bare-peer')).toEqual([]);
    bare.socket.close();
    plain.socket.close();
  });
});

describe("y-webrtc's peer in a browser without WebRTC", () => {
  test('stays dormant instead of throwing: no signal, no connection, nothing taken; it closes cleanly', async () => {
    expect((globalThis as { RTCPeerConnection?: unknown }).RTCPeerConnection).toBeUndefined();
    const events: string[] = [];
    for (const opts of [{ initiator: true }, { initiator: true, direct: false }, {}]) {
      const peer = new LitePeer(opts);
      for (const e of ['signal', 'connect', 'error', 'close']) peer.on(e, () => events.push(e));
      peer.signal({ type: 'offer', sdp: 'v=0' });
      peer.restart();
      expect(() => peer.send(new Uint8Array([1]))).toThrow(/not open/);
      peer.destroy();
    }
    await new Promise((r) => setTimeout(r, 20));
    expect(events).toEqual(['close', 'close', 'close']);
  });
});

describe('what a page reads', () => {
  test('the transport says this browser plays through the relays only, and the session passes it on', () => {
    const plain = transportStatus({ paths: { p: 'relay' }, conns: [], kindOf: new Map(), everConnected: true, online: true });
    expect(plain.relayOnly).toBeUndefined();
    const bare = transportStatus({ paths: { p: 'relay' }, conns: [], kindOf: new Map(), everConnected: true, online: true, direct: false });
    expect(bare).toMatchObject({ kind: 'connected', peers: 1, relayOnly: true, via: { relay: 1 } });
    expect(connectionStatus(bare, 0, 0).relayOnly).toBe(true);
    expect(connectionStatus(plain, 0, 0).relayOnly).toBeUndefined();
  });
});
