/**
 * Presence through the awareness protocol: who is online and where they hover. Every state is
 * signed by its peer's key (presence-seal.ts) and counts as that key only once verified and fresh
 * (presence-verifier.ts): nobody can show as another seat, online or hovering. It still never feeds
 * game state: a seat can be hidden (its client id taken over), and a seat's own state replayed to a
 * peer that never saw it leave shows it online for up to STALE_MS.
 *
 * What comes from the network passes the gate first (presence-gate.ts): the awareness the
 * transports share holds only our state and states proven to be a seat's, so nothing else is
 * ever forwarded.
 */
import { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';
import type { Identity } from './identity.js';
import { PresenceGate } from './presence-gate.js';
import { sealPresence } from './presence-seal.js';
import { PresenceVerifier, type VerifiedPeer } from './presence-verifier.js';

/** How often a peer signs its state anew, so that others can tell it is still here. */
export const RENEW_MS = 15_000;
/** How often the gate looks for held clients that have left, or whose key took a seat since. */
const GATE_TICK_MS = 1000;

export interface PresenceOptions {
  doc: Y.Doc;
  me: Identity;
  room: string;
  /** the seats' and the host's keys, whose clients are checked first */
  seatKeys: () => Set<string>;
}

export class Presence {
  readonly awareness: Awareness;
  private readonly verifier: PresenceVerifier;
  private readonly gate: PresenceGate;
  private readonly me: Identity;
  private readonly room: string;
  private hover: unknown = null;
  private net: string | undefined;
  private lastT = 0;
  private sealing: Promise<void> | null = null;
  private dirty = false;
  private closed = false;
  private listeners = new Set<() => void>();
  private renewTimer: ReturnType<typeof setInterval>;
  private gateTimer: ReturnType<typeof setInterval>;
  private lastOnline = '';

  constructor({ doc, me, room, seatKeys }: PresenceOptions) {
    this.me = me;
    this.room = room;
    this.awareness = new Awareness(doc);
    this.verifier = new PresenceVerifier(room, seatKeys, () => this.emit(), {
      verified: (client, sealed, clock) => this.gate.verified(client, sealed, clock),
      failed: (client, clock) => this.gate.failed(client, clock),
    });
    this.gate = new PresenceGate(this.awareness, this.verifier, seatKeys);
    this.awareness.on('change', ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }) => {
      const own = this.awareness.clientID;
      // states the gate did not write: other tabs of this browser (y-webrtc applies theirs itself)
      if (!this.gate.writing)
        for (const client of [...added, ...updated]) if (client !== own) this.verifier.offer(client, this.awareness.getStates().get(client), this.awareness.meta.get(client)?.clock);
      for (const client of removed) if (client !== own) this.verifier.remove(client);
    });
    this.seal();
    this.renewTimer = setInterval(() => {
      this.seal();
      // states age without any message arriving: say so when someone goes stale
      if (this.onlineSignature() !== this.lastOnline) this.emit();
    }, RENEW_MS);
    (this.renewTimer as { unref?: () => void }).unref?.();
    this.gateTimer = setInterval(() => this.gate.tick(), GATE_TICK_MS);
    (this.gateTimer as { unref?: () => void }).unref?.();
  }

  setHover(hover: unknown): void {
    if (JSON.stringify(hover) === JSON.stringify(this.hover)) return;
    this.hover = hover;
    this.seal();
  }

  /** Our id among the transport's peers, signed into our state so others can tell how they reach us. */
  setNet(net: string | undefined): void {
    if (net === this.net) return;
    this.net = net;
    this.seal();
  }

  /** Everyone present and verified, this peer first. */
  peers(): VerifiedPeer[] {
    const own = this.awareness.clientID;
    return [{ clientId: own, key: this.me.publicKey, hover: this.hover, ...(this.net ? { net: this.net } : {}) }, ...this.verifier.fresh(Date.now()).filter((p) => p.clientId !== own)];
  }

  onlineKeys(): Set<string> {
    return new Set(this.peers().map((p) => p.key));
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves when our state is signed and every check that may run now is done. */
  async whenIdle(): Promise<void> {
    while (this.sealing) await this.sealing;
    await this.verifier.whenIdle();
  }

  destroy(): void {
    this.closed = true;
    clearInterval(this.renewTimer);
    clearInterval(this.gateTimer);
    this.gate.destroy();
    this.verifier.close();
    this.listeners.clear();
    this.awareness.setLocalState(null);
    this.awareness.destroy();
  }

  private emit(): void {
    this.lastOnline = this.onlineSignature();
    for (const l of this.listeners) l();
  }

  private onlineSignature(): string {
    return this.peers()
      .map((p) => `${p.clientId}:${p.key}`)
      .join();
  }

  /** Signs the current state and publishes it; one signature at a time, the newest state last. */
  private seal(): void {
    this.dirty = true;
    if (this.sealing) return;
    this.sealing = (async () => {
      while (this.dirty && !this.closed) {
        this.dirty = false;
        // strictly increasing: receivers take a client's state only if newer than the last
        const t = (this.lastT = Math.max(Date.now(), this.lastT + 1));
        const state = await sealPresence(this.me, this.room, this.awareness.clientID, { t, hover: this.hover, ...(this.net ? { net: this.net } : {}) });
        if (!this.closed) this.awareness.setLocalState(state);
      }
    })()
      // a key that cannot sign leaves us absent from others' presence; the game itself is unaffected
      .catch(() => {})
      .finally(() => (this.sealing = null));
  }
}
