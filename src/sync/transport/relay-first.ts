/**
 * Peers the relay path carries from the start, with no direct attempt to wait out (ice-watch.ts
 * waits FALLBACK_MS for one): every peer, where this browser cannot connect directly (no
 * RTCPeerConnection, webrtc-support.ts); and, in a browser that can, each peer whose announcement
 * said it cannot. A peer not heard through signaling for a while is forgotten here; the relay path
 * keeps a link that answers by its own renewals (relay-mesh.ts).
 */
import { ICE_MEMORY_MS } from './ice-watch.js';

export interface RelayFirstReport {
  /** peers to carry through the relays now */
  open: string[];
  /** peers not heard of for ICE_MEMORY_MS: no longer opened */
  forgotten: string[];
}

export class RelayFirst {
  /** peer → when it was last heard through signaling */
  private readonly peers = new Map<string, number>();

  /** `direct`: whether this browser can connect directly at all */
  constructor(readonly direct: boolean) {}

  /** `peer` was heard through signaling; `relayOnly`: it announced it cannot connect directly. */
  heard(peer: string, relayOnly: boolean, now = Date.now()): void {
    if (!this.direct || relayOnly || this.peers.has(peer)) this.peers.set(peer, now);
  }

  /** Whether `peer` goes through the relays from the start. */
  has(peer: string): boolean {
    return this.peers.has(peer);
  }

  check(now = Date.now()): RelayFirstReport {
    const forgotten: string[] = [];
    for (const [peer, at] of this.peers) {
      if (now - at <= ICE_MEMORY_MS) continue;
      this.peers.delete(peer);
      forgotten.push(peer);
    }
    return { open: [...this.peers.keys()], forgotten };
  }
}
