/**
 * y-webrtc transport: peers find each other through signaling endpoints of two kinds, y-webrtc
 * servers and public Nostr relays, all tried at once (see src/sync/signaling), and then talk over
 * y-webrtc's mesh of WebRTC data channels; tabs of one browser also talk over BroadcastChannel.
 * y-webrtc only ever sees a hash of the room as its room name, so the room never reaches signaling.
 * ICE servers default to public STUN, for real networks.
 */
import { WebrtcProvider } from 'y-webrtc';
import { DEFAULT_ICE_SERVERS } from '../ice.js';
import { parseEndpoints, type SignalingEndpoint } from '../signaling/endpoints.js';
import { roomKey, roomTopic } from '../signaling/room-secret.js';
import { routeSignalingSockets, routedUrl, signalingHub } from '../signaling/signaling-route.js';
import { IceWatch } from './ice-watch.js';
import { StatusEmitter, type ChannelCount, type Transport, type TransportFactory } from './transport.js';

export interface WebrtcOptions {
  /** signaling endpoint URLs by scheme: ws(s):// y-webrtc servers, nostr+ws(s):// Nostr relays */
  signaling: string[];
  /** ICE servers; public STUN when omitted, [] for loopback-only tests */
  iceServers?: RTCIceServer[];
}

interface SignalingConnLike {
  url: string;
  connected: boolean;
  unsuccessfulReconnects?: number;
  on(event: 'connect' | 'disconnect', f: () => void): void;
  off(event: 'connect' | 'disconnect', f: () => void): void;
}

interface PeerLike {
  on(event: 'iceStateChange', f: (state: string) => void): void;
  on(event: 'connect', f: () => void): void;
  destroy(): void;
}

interface RoomLike {
  webrtcConns: Map<string, { remotePeerId: string; connected: boolean; peer: PeerLike }>;
}

export function webrtcTransport(options: WebrtcOptions): TransportFactory {
  return ({ room, doc, awareness, searching }): Transport => {
    const endpoints = parseEndpoints(options.signaling);
    const kindOf = new Map<string, SignalingEndpoint>(endpoints.map((e) => [routedUrl(e), e]));
    const topic = roomTopic(room);
    const watch = new IceWatch();
    let update = () => {};
    const routed = routeSignalingSockets();
    const unregister = signalingHub.register({
      topic,
      key: roomKey(room),
      searching: searching ?? (() => true),
      onSignal: (from) => {
        watch.signal(from);
        update();
      },
    });
    const peerOpts = { config: { iceServers: options.iceServers ?? DEFAULT_ICE_SERVERS } };
    // y-webrtc's room name is the topic: it names the signaling topic (and this browser's BroadcastChannel)
    const provider = new WebrtcProvider(topic, doc, {
      signaling: routed ? endpoints.map(routedUrl) : [],
      awareness,
      peerOpts,
    } as ConstructorParameters<typeof WebrtcProvider>[2]);
    const emitter = new StatusEmitter();
    let broadcast = 0;
    let everConnected = false;
    const conns = provider.signalingConns as unknown as SignalingConnLike[];
    const roomOf = () => (provider as unknown as { room: RoomLike | null }).room;
    update = () => {
      const peerConns = [...(roomOf()?.webrtcConns.values() ?? [])];
      const webrtc = peerConns.filter((c) => c.connected).length;
      const unreachable = watch.check(peerConns);
      const peers = webrtc + broadcast;
      const signalingUp = conns.some((c) => c.connected);
      if (signalingUp) everConnected = true;
      const online = typeof navigator === 'undefined' || navigator.onLine !== false;
      const extra = { via: { webrtc, broadcast }, channels: channelCount(conns, kindOf), ...(unreachable ? { unreachable } : {}) };
      if (!online) emitter.set({ kind: 'offline', peers: 0, ...extra });
      else if (peers > 0) emitter.set({ kind: 'connected', peers, ...extra });
      else if (unreachable > 0) emitter.set({ kind: 'needs-relay', peers, ...extra });
      else if (!signalingUp && (everConnected || conns.some((c) => (c.unsuccessfulReconnects ?? 0) > 0))) {
        // lib0's websocket client backs off exponentially up to 2.5 s between attempts
        const tries = Math.max(0, ...conns.map((c) => c.unsuccessfulReconnects ?? 0));
        emitter.set({ kind: 'signaling-unreachable', peers, retryInMs: Math.min(2500, 100 * 2 ** tries), ...extra });
      } else emitter.set({ kind: signalingUp ? 'connected' : 'connecting', peers, ...extra });
    };
    provider.on('peers', (e: { added: string[]; bcPeers: string[] }) => {
      broadcast = e.bcPeers.length;
      for (const id of e.added) {
        const conn = roomOf()?.webrtcConns.get(id);
        if (!conn) continue;
        watch.attempt(id);
        conn.peer.on('iceStateChange', (state) => {
          if (state === 'failed') watch.iceFailed(id);
          update();
        });
        // y-webrtc's own listener (registered first) has marked the connection up by now
        conn.peer.on('connect', update);
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
    // lib0 reports failed attempts only through its counters, and ICE bounds need a clock: poll
    const poll = setInterval(update, 500);
    update();
    return {
      get status() {
        return emitter.status;
      },
      onStatus: (l) => emitter.on(l),
      retry: () => {
        provider.disconnect();
        provider.connect();
        update();
      },
      setIceServers: (servers) => {
        peerOpts.config.iceServers = servers;
        // connections that never came up are dropped; y-webrtc then announces and peers try again
        for (const c of roomOf()?.webrtcConns.values() ?? []) if (!c.connected) c.peer.destroy();
        update();
      },
      destroy: () => {
        clearInterval(poll);
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

function channelCount(conns: SignalingConnLike[], kindOf: Map<string, SignalingEndpoint>): ChannelCount {
  const byKind: ChannelCount['byKind'] = {};
  for (const c of conns) {
    const kind = kindOf.get(c.url)?.kind ?? 'y-webrtc';
    const k = (byKind[kind] ??= { reached: 0, total: 0 });
    k.total++;
    if (c.connected) k.reached++;
  }
  return { reached: conns.filter((c) => c.connected).length, total: conns.length, byKind };
}
