/**
 * y-webrtc transport: peers find each other through signaling servers (WebSocket, see
 * scripts/signaling-server.js) and then talk over WebRTC data channels; tabs of one browser also
 * talk over BroadcastChannel. ICE servers default to public STUN, for real networks.
 */
import { WebrtcProvider } from 'y-webrtc';
import { DEFAULT_ICE_SERVERS } from '../room.js';
import { StatusEmitter, type Transport, type TransportFactory } from './transport.js';

export interface WebrtcOptions {
  /** signaling server URLs, e.g. ['ws://127.0.0.1:4444'] */
  signaling: string[];
  /** ICE servers; public STUN when omitted, [] for loopback-only tests */
  iceServers?: RTCIceServer[];
  /** optional room password: y-webrtc then encrypts signaling and data with it */
  password?: string;
}

interface SignalingConnLike {
  connected: boolean;
  unsuccessfulReconnects?: number;
  on(event: 'connect' | 'disconnect', f: () => void): void;
  off(event: 'connect' | 'disconnect', f: () => void): void;
  connect?(): void;
}

export function webrtcTransport(options: WebrtcOptions): TransportFactory {
  return ({ room, doc, awareness }): Transport => {
    const provider = new WebrtcProvider(room, doc, {
      signaling: options.signaling,
      password: options.password ?? null,
      awareness,
      peerOpts: { config: { iceServers: options.iceServers ?? DEFAULT_ICE_SERVERS } },
    } as ConstructorParameters<typeof WebrtcProvider>[2]);
    const emitter = new StatusEmitter();
    let webrtc = 0;
    let broadcast = 0;
    let everConnected = false;
    const conns = provider.signalingConns as unknown as SignalingConnLike[];
    const update = () => {
      const peers = webrtc + broadcast;
      const signalingUp = conns.some((c) => c.connected);
      if (signalingUp) everConnected = true;
      const online = typeof navigator === 'undefined' || navigator.onLine !== false;
      const via = { webrtc, broadcast };
      if (!online) emitter.set({ kind: 'offline', peers: 0, via });
      else if (peers > 0) emitter.set({ kind: 'connected', peers, via });
      else if (!signalingUp && (everConnected || conns.some((c) => (c.unsuccessfulReconnects ?? 0) > 0))) {
        // lib0's websocket client backs off exponentially up to 2.5 s between attempts
        const tries = Math.max(0, ...conns.map((c) => c.unsuccessfulReconnects ?? 0));
        emitter.set({ kind: 'signaling-unreachable', peers, retryInMs: Math.min(2500, 100 * 2 ** tries), via });
      } else emitter.set({ kind: signalingUp ? 'connected' : 'connecting', peers, via });
    };
    provider.on('peers', (e: { webrtcPeers: string[]; bcPeers: string[] }) => {
      webrtc = e.webrtcPeers.length;
      broadcast = e.bcPeers.length;
      update();
    });
    for (const c of conns) {
      c.on('connect', update);
      c.on('disconnect', update);
    }
    const onNet = () => update();
    globalThis.addEventListener?.('online', onNet);
    globalThis.addEventListener?.('offline', onNet);
    // lib0 reports failed attempts only through its counters, so poll them while unconnected
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
      destroy: () => {
        clearInterval(poll);
        globalThis.removeEventListener?.('online', onNet);
        globalThis.removeEventListener?.('offline', onNet);
        for (const c of conns) {
          c.off('connect', update);
          c.off('disconnect', update);
        }
        provider.destroy();
      },
    };
  };
}
