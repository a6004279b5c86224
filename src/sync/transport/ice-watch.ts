/**
 * Telling "nobody is here" from "we found each other but no direct channel opens". Two peers that
 * exchanged WebRTC signals met through signaling. If ICE then fails, the connection closes without
 * ever opening, or it is simply not up FALLBACK_MS after their first signal, the direct path is
 * given up on for that peer and the relay path carries the game (relay-mesh.ts); y-webrtc keeps
 * trying directly in the background, and a channel that opens later takes over.
 *
 * A peer's first meeting is remembered across y-webrtc's attempts (each failed attempt makes a new
 * connection object), so the bound does not start over with every retry.
 */

/** A peer met through signaling and not directly connected after this long goes through the relays. */
export const FALLBACK_MS = 5_000;
/** A peer not connected and not heard of for this long is forgotten. */
export const ICE_MEMORY_MS = 2 * 60_000;

export interface PeerConnState {
  remotePeerId: string;
  connected: boolean;
}

export interface WatchReport {
  /** peers whose direct path is given up on */
  givenUp: Set<string>;
  /** peers just forgotten (nothing heard of them for ICE_MEMORY_MS) */
  forgotten: string[];
}

export class IceWatch {
  /** y-webrtc peer id → when its first signal since it was last connected arrived */
  private met = new Map<string, number>();
  /** peer → when its direct path was given up on */
  private failed = new Map<string, number>();
  /** peer → when anything was last heard of it */
  private news = new Map<string, number>();

  /** `peer` sent us a WebRTC signal (offer, answer or candidate). */
  signal(peer: string, now = Date.now()): void {
    if (!this.met.has(peer)) this.met.set(peer, now);
    this.news.set(peer, now);
  }

  /** ICE reported failure for `peer`, or its connection closed without ever opening. */
  iceFailed(peer: string, now = Date.now()): void {
    if (!this.failed.has(peer)) this.failed.set(peer, now);
    this.news.set(peer, now);
  }

  /** `peer` is still there (heard over the relay path). */
  alive(peer: string, now = Date.now()): void {
    if (this.news.has(peer)) this.news.set(peer, now);
  }

  /** New ICE servers: every peer gets a fresh direct attempt, and a fresh bound. */
  reset(now = Date.now()): void {
    for (const peer of this.failed.keys()) this.met.set(peer, now);
    this.failed.clear();
  }

  /** Updates from the current connections. */
  check(conns: Iterable<PeerConnState>, now = Date.now()): WatchReport {
    const up = new Set<string>();
    for (const c of conns) {
      if (!c.connected) continue;
      up.add(c.remotePeerId);
      this.met.delete(c.remotePeerId);
      this.failed.delete(c.remotePeerId);
      this.news.set(c.remotePeerId, now);
    }
    for (const [peer, since] of this.met) if (now - since > FALLBACK_MS && !this.failed.has(peer)) this.failed.set(peer, now);
    const forgotten: string[] = [];
    for (const [peer, at] of this.news) {
      if (up.has(peer) || now - at <= ICE_MEMORY_MS) continue;
      this.news.delete(peer);
      this.met.delete(peer);
      this.failed.delete(peer);
      forgotten.push(peer);
    }
    return { givenUp: new Set(this.failed.keys()), forgotten };
  }
}
