/**
 * Telling "nobody is here" from "we found each other but cannot connect". Two peers that exchanged
 * WebRTC signals met through signaling; if ICE then fails (or the connection is still not up after
 * a bound), their networks need a relay (TURN) between them, and the player should be told so
 * instead of watching "connecting" forever.
 */

/** A peer met through signaling and not connected after this long is counted as unreachable. */
export const ICE_BOUND_MS = 20_000;
/** How long an unreachable peer is remembered without news of it. */
export const ICE_MEMORY_MS = 2 * 60_000;

export interface PeerConnState {
  remotePeerId: string;
  connected: boolean;
}

export class IceWatch {
  /** y-webrtc peer id → when its first signal of the current attempt arrived */
  private met = new Map<string, number>();
  /** y-webrtc peer id → when it was found unreachable */
  private failed = new Map<string, number>();

  /** A new connection attempt to `peer` began (y-webrtc made a connection object for it). */
  attempt(peer: string): void {
    this.met.delete(peer);
  }

  /** `peer` sent us a WebRTC signal (offer, answer or candidate). */
  signal(peer: string, now = Date.now()): void {
    if (!this.met.has(peer)) this.met.set(peer, now);
  }

  /** ICE reported failure for `peer`. */
  iceFailed(peer: string, now = Date.now()): void {
    this.failed.set(peer, now);
  }

  /** Updates from the current connections; returns how many peers are unreachable. */
  check(conns: Iterable<PeerConnState>, now = Date.now()): number {
    for (const c of conns) {
      const since = this.met.get(c.remotePeerId);
      if (c.connected) {
        this.met.delete(c.remotePeerId);
        this.failed.delete(c.remotePeerId);
      } else if (since !== undefined && now - since > ICE_BOUND_MS && !this.failed.has(c.remotePeerId)) this.failed.set(c.remotePeerId, now);
    }
    for (const [peer, at] of this.failed) if (now - at > ICE_MEMORY_MS) this.failed.delete(peer);
    return this.failed.size;
  }
}
