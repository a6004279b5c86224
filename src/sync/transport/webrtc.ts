/**
 * The browser transport: peers find each other through signaling endpoints of two kinds, y-webrtc
 * servers and public Nostr relays, all tried at once (see src/sync/signaling), then talk over
 * y-webrtc's mesh of WebRTC data channels (tabs of one browser also over BroadcastChannel). Where
 * no direct channel opens (symmetric NAT, carrier-grade NAT, UDP blocked), the game goes through
 * the same relays, sealed (relay-mesh.ts), until a direct channel opens. A browser that cannot make
 * WebRTC connections at all (webrtc-support.ts) plays through the relays from the start, and says so
 * in its announcements, so that its peers do too (relay-first.ts). y-webrtc only ever sees a
 * hash of the room as its room name, so the room never reaches signaling. ICE servers default to
 * public STUN, for real networks.
 */
import { WebrtcProvider } from 'y-webrtc';
import { DEFAULT_ICE_SERVERS } from '../ice.js';
import { parseEndpoints, type SignalingEndpoint } from '../signaling/endpoints.js';
import { roomKey, roomTopic } from '../signaling/room-secret.js';
import { routeSignalingSockets, routedUrl, signalingHub } from '../signaling/signaling-route.js';
import { IceWatch } from './ice-watch.js';
import { leaveAwareness } from '../presence-gate.js';
import { gatePresence, skipEchoes } from './mesh-echo.js';
import { healMesh } from './mesh-heal.js';
import { peerPaths, transportStatus, type SignalingConnLike } from './peer-paths.js';
import { RelayFirst } from './relay-first.js';
import { RelayMesh } from './relay-mesh.js';
import { canConnectDirectly } from './webrtc-support.js';
import { StatusEmitter, type Transport, type TransportFactory } from './transport.js';

export interface WebrtcOptions {
  /** signaling endpoint URLs by scheme: ws(s):// y-webrtc servers, nostr+ws(s):// Nostr relays */
  signaling: string[];
  /** ICE servers; public STUN when omitted, [] for loopback-only tests */
  iceServers?: RTCIceServer[];
  /** whether this browser can connect directly; by default, whether it can make an RTCPeerConnection */
  direct?: boolean;
}

interface PeerLike {
  on(event: 'iceStateChange', f: (state: string) => void): void;
  on(event: 'connect' | 'close', f: () => void): void;
  send(data: Uint8Array): void;
  restart?(config: RTCConfiguration): void;
  destroy(): void;
}

interface ConnLike {
  remotePeerId: string;
  connected: boolean;
  glareToken?: number;
  peer: PeerLike;
}

interface RoomLike {
  peerId: string;
  webrtcConns: Map<string, ConnLike>;
  bcConns: Set<string>;
}

export function webrtcTransport(options: WebrtcOptions): TransportFactory {
  return ({ room, doc, awareness, searching }): Transport => {
    const endpoints = parseEndpoints(options.signaling);
    const kindOf = new Map<string, SignalingEndpoint>(endpoints.map((e) => [routedUrl(e), e]));
    const topic = roomTopic(room);
    const key = roomKey(room);
    const watch = new IceWatch();
    const direct = options.direct ?? canConnectDirectly();
    const relayFirst = new RelayFirst(direct);
    let mesh: RelayMesh | null = null;
    let destroyed = false;
    let update = () => {};
    const routed = routeSignalingSockets();
    const unregister = signalingHub.register({
      topic,
      key,
      searching: searching ?? (() => true),
      onSignal: (from) => {
        watch.signal(from);
        update();
      },
      onHeard: (from, endpoint, relayOnly) => {
        mesh?.heard(from, endpoint);
        relayFirst.heard(from, !!relayOnly);
        if (relayFirst.has(from)) update();
      },
      direct,
      onRelay: (sealed, endpoint) => mesh?.receive(sealed, endpoint),
    });
    // without WebRTC, y-webrtc's peers stay dormant (lite-peer.ts): no signal, no connection
    const peerOpts = { config: { iceServers: options.iceServers ?? DEFAULT_ICE_SERVERS }, intercept: gatePresence(awareness), direct };
    // y-webrtc's room name is the topic: it names the signaling topic (and this browser's BroadcastChannel)
    const provider = new WebrtcProvider(topic, doc, {
      signaling: routed ? endpoints.map(routedUrl) : [],
      awareness,
      peerOpts,
    } as ConstructorParameters<typeof WebrtcProvider>[2]);
    const emitter = new StatusEmitter();
    const conns = provider.signalingConns as unknown as SignalingConnLike[];
    const roomOf = () => (provider as unknown as { room: RoomLike | null }).room;
    const directConns = () => roomOf()?.webrtcConns.values() ?? [];
    const stopHealing = healMesh(doc, directConns, () => roomOf());
    let everConnected = false;
    // y-webrtc makes its room once the (absent) password key resolves: the relay path starts with it
    void (provider as unknown as { key: Promise<unknown> }).key.then(() => {
      const r = roomOf();
      if (!r || destroyed) return;
      skipEchoes(r, doc, awareness);
      mesh = new RelayMesh({
        doc,
        awareness,
        selfId: r.peerId,
        key,
        openEndpoints: () => signalingHub.openEndpoints(),
        send: (endpoint, sealed) => signalingHub.relay(topic, sealed, endpoint),
        isDirect: (peer) => !!r.webrtcConns.get(peer)?.connected,
        changed: () => update(),
      });
      update();
    });
    update = () => {
      const r = roomOf();
      const peerConns = [...(r?.webrtcConns.values() ?? [])];
      const report = watch.check(peerConns);
      if (mesh) {
        for (const c of peerConns) if (c.connected) mesh.stop(c.remotePeerId);
        for (const peer of report.givenUp) if (!r?.webrtcConns.get(peer)?.connected) mesh.open(peer);
        for (const peer of report.forgotten) mesh.forget(peer);
        const first = relayFirst.check();
        const states = mesh.states();
        for (const peer of first.forgotten) if (states.get(peer) !== 'relay') mesh.forget(peer);
        for (const peer of first.open) if (!r?.bcConns.has(peer) && !r?.webrtcConns.get(peer)?.connected) mesh.open(peer);
        mesh.tick();
      }
      const relayStates = mesh?.states() ?? new Map();
      for (const [peer, state] of relayStates) {
        if (state !== 'relay') continue;
        watch.alive(peer);
        relayFirst.heard(peer, false);
      }
      const paths = peerPaths(peerConns, r?.bcConns ?? new Set(), relayStates);
      if (conns.some((c) => c.connected)) everConnected = true;
      emitter.set(transportStatus({ paths, conns, kindOf, everConnected, direct }));
    };
    provider.on('peers', (e: { added: string[] }) => {
      for (const id of e.added) {
        const conn = roomOf()?.webrtcConns.get(id);
        if (!conn) continue;
        let opened = false;
        conn.peer.on('iceStateChange', (state) => {
          if (state === 'failed') watch.iceFailed(id);
          update();
        });
        // y-webrtc's own listener (registered first) has marked the connection up by now
        conn.peer.on('connect', () => {
          opened = true;
          update();
        });
        // Chromium can fail the connection (after ~15 s) while ICE reads only 'disconnected'
        conn.peer.on('close', () => {
          if (!opened) watch.iceFailed(id);
          leaveAwareness(awareness, conn.peer);
          queueMicrotask(update);
        });
      }
      update();
    });
    for (const c of conns) {
      c.on('connect', update);
      c.on('disconnect', update);
    }
    const onNet = () => update();
    globalThis.addEventListener?.('online', onNet);
    globalThis.addEventListener?.('offline', onNet);
    // lib0 reports failed attempts only through its counters, and the fallback bound needs a clock: poll
    const poll = setInterval(update, 500);
    update();
    return {
      get status() {
        return emitter.status;
      },
      get peerId() {
        return roomOf()?.peerId;
      },
      onStatus: (l) => emitter.on(l),
      retry: () => {
        provider.disconnect();
        provider.connect();
        update();
      },
      setIceServers: (servers) => {
        peerOpts.config.iceServers = servers;
        if (!direct) return;
        watch.reset();
        // every connection not up starts over at once with the new servers, as the offering side
        // (a fresh glare token, newer than the other side's, so its offer is taken)
        for (const c of roomOf()?.webrtcConns.values() ?? []) {
          if (c.connected) continue;
          c.glareToken = undefined;
          if (c.peer.restart) c.peer.restart({ ...peerOpts.config });
          else c.peer.destroy();
        }
        // peers whose attempt already ended are asked to offer again now, not at the next announcement
        signalingHub.announceNow(topic);
        update();
      },
      destroy: () => {
        destroyed = true;
        clearInterval(poll);
        stopHealing();
        mesh?.destroy();
        globalThis.removeEventListener?.('online', onNet);
        globalThis.removeEventListener?.('offline', onNet);
        for (const c of conns) {
          c.off('connect', update);
          c.off('disconnect', update);
        }
        // disconnect first: destroy alone leaves y-webrtc's signaling connections open
        provider.disconnect();
        provider.destroy();
        unregister();
      },
    };
  };
}
