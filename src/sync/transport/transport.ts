/**
 * The transport moves Yjs updates and awareness between peers; it knows nothing of the game. Every
 * byte it delivers is gossip that the session verifies. y-webrtc implements it for browsers, an
 * in-memory network for tests; a WebSocket relay or a signaling-free mode would be another.
 */
import type * as Y from 'yjs';
import type { Awareness } from 'y-protocols/awareness';

export interface TransportContext {
  room: string;
  doc: Y.Doc;
  awareness: Awareness;
  /** whether the room still looks for peers (some seat is not connected); default: always */
  searching?: () => boolean;
}

/** Signaling endpoints reached right now, in all and by kind ('nostr', 'y-webrtc'). */
export interface ChannelCount {
  reached: number;
  total: number;
  byKind: Record<string, { reached: number; total: number }>;
}

/**
 * How one peer is reached: a direct WebRTC channel, the relays (relay-mesh.ts: slower), the same
 * browser (BroadcastChannel), still being tried, or by no path at all (a TURN server or an invite
 * by hand would help).
 */
export type PeerPath = 'direct' | 'relay' | 'same-browser' | 'connecting' | 'unreachable';

export interface TransportStatus {
  /** needs-turn: peers met through signaling, but neither a direct channel nor the relays reach any of them */
  kind: 'connecting' | 'connected' | 'signaling-unreachable' | 'needs-turn' | 'offline';
  /** peers this transport exchanges updates with right now */
  peers: number;
  /** for signaling-unreachable: when the next automatic retry happens */
  retryInMs?: number;
  /** how many peers each path reaches, when the transport can tell */
  via?: { webrtc: number; broadcast: number; relay?: number };
  /** each peer's path, by the transport's peer id (presence carries each seat's, see Transport.peerId) */
  paths?: Record<string, PeerPath>;
  /** signaling endpoints reached, when the transport has any */
  channels?: ChannelCount;
  /** peers met through signaling that no path reaches lately */
  unreachable?: number;
  /** this browser cannot connect directly (no WebRTC): every peer goes through the relays (or is another tab) */
  relayOnly?: true;
  /** the audience relay, when the table has one (audience-relay.ts): its socket and the watchers counted there */
  audience?: AudienceStatus;
}

/** An audience relay as a page sees it (audience-relay.ts). */
export interface AudienceStatus {
  /** the relay's socket */
  relay: 'connecting' | 'connected' | 'unreachable';
  /** watchers, as counted from the relay's awareness (an estimate past a few dozen) */
  watchers: number;
  /** why the relay refused this page, when it did */
  denied?: string;
}

export interface Transport {
  readonly status: TransportStatus;
  /** this page's id among the transport's peers (the keys of `status.paths`), once it has one */
  readonly peerId?: string;
  /** calls `listener` on every status change; returns the unsubscribe function */
  onStatus(listener: (status: TransportStatus) => void): () => void;
  /** try to reach the signaling servers / peers again now */
  retry(): void;
  /** new ICE servers (a TURN server the user gave): unconnected peers are tried again with them */
  setIceServers?(servers: RTCIceServer[]): void;
  destroy(): void;
}

export type TransportFactory = (ctx: TransportContext) => Transport;

/** A tiny listener set, shared by the transports. */
export class StatusEmitter {
  private listeners = new Set<(s: TransportStatus) => void>();
  status: TransportStatus = { kind: 'connecting', peers: 0 };

  on(listener: (s: TransportStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  set(next: TransportStatus): void {
    const same = JSON.stringify(next) === JSON.stringify(this.status);
    this.status = next;
    if (!same) for (const l of [...this.listeners]) l(next);
  }
}
