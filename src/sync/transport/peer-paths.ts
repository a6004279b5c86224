/**
 * How each peer is reached, and the transport's status from it: the connection line a player reads
 * ("Direct", "Through relays (slower)", or what to do when neither works) comes from here.
 */
import type { SignalingEndpoint } from '../signaling/endpoints.js';
import type { RelayState } from './relay-mesh.js';
import type { ChannelCount, PeerPath, TransportStatus } from './transport.js';

export interface SignalingConnLike {
  url: string;
  connected: boolean;
  unsuccessfulReconnects?: number;
  on(event: 'connect' | 'disconnect', f: () => void): void;
  off(event: 'connect' | 'disconnect', f: () => void): void;
}

/** Each peer's path: a direct channel wins over the relays; tabs of this browser are 'same-browser'. */
export function peerPaths(conns: Iterable<{ remotePeerId: string; connected: boolean }>, sameBrowser: Iterable<string>, relay: ReadonlyMap<string, RelayState>): Record<string, PeerPath> {
  const paths: Record<string, PeerPath> = {};
  for (const c of conns) paths[c.remotePeerId] = c.connected ? 'direct' : 'connecting';
  for (const [peer, state] of relay) if (paths[peer] !== 'direct') paths[peer] = state === 'relay' ? 'relay' : state === 'trying' ? 'connecting' : 'unreachable';
  for (const peer of sameBrowser) paths[peer] = 'same-browser';
  return paths;
}

export interface StatusFacts {
  paths: Record<string, PeerPath>;
  conns: SignalingConnLike[];
  kindOf: Map<string, SignalingEndpoint>;
  /** whether any signaling endpoint was ever reached */
  everConnected: boolean;
  online?: boolean;
  /** false where this browser cannot connect directly (no WebRTC): the status says so */
  direct?: boolean;
}

export function transportStatus({ paths, conns, kindOf, everConnected, online = typeof navigator === 'undefined' || navigator.onLine !== false, direct = true }: StatusFacts): TransportStatus {
  const count = (p: PeerPath) => Object.values(paths).filter((x) => x === p).length;
  const via = { webrtc: count('direct'), broadcast: count('same-browser'), relay: count('relay') };
  const peers = via.webrtc + via.broadcast + via.relay;
  const unreachable = count('unreachable');
  const signalingUp = conns.some((c) => c.connected);
  const extra = { via, paths, channels: channelCount(conns, kindOf), ...(unreachable ? { unreachable } : {}), ...(direct ? {} : { relayOnly: true as const }) };
  if (!online) return { kind: 'offline', peers: 0, ...extra };
  if (peers > 0) return { kind: 'connected', peers, ...extra };
  if (unreachable > 0) return { kind: 'needs-turn', peers, ...extra };
  if (!signalingUp && (everConnected || conns.some((c) => (c.unsuccessfulReconnects ?? 0) > 0))) {
    // lib0's websocket client backs off exponentially up to 2.5 s between attempts
    const tries = Math.max(0, ...conns.map((c) => c.unsuccessfulReconnects ?? 0));
    return { kind: 'signaling-unreachable', peers, retryInMs: Math.min(2500, 100 * 2 ** tries), ...extra };
  }
  return { kind: signalingUp ? 'connected' : 'connecting', peers, ...extra };
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
