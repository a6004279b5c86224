/**
 * The relay path: when two peers met through signaling but no direct channel opens, the game's
 * sync and presence travel through the relays they already signal through, sealed as signals are
 * (a relay sees a topic hash and ciphertext). It is a fallback: the transport opens a peer here
 * only once its direct attempt is given up, and stops it as soon as a direct channel opens.
 *
 * Each peer on the path has a SyncLink (sync-link.ts: it heals lost frames by itself). Changes made
 * here or received over direct channels go out once, to every peer on the path, batched (updates
 * merged, presence coalesced); what came in over the relays is not sent back out over them (every
 * pair that met has its own link, and healing covers the rest). Frames are small (FRAME_BYTES),
 * paced per endpoint (relay-pacer.ts) and sent only through the endpoints where their peers were
 * heard lately, at most two per peer. A relay can delay or drop frames, never forge them: the seal
 * fails, and every entry they carry is verified by the session like any other.
 */
import type { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { RELAY_MARK, sealFrame, unsealFrame } from '../signaling/room-secret.js';
import { Reassembler, splitMessage } from './frames.js';
import { RelayPacer } from './relay-pacer.js';
import { decodeRelayFrame, encodeRelayFrame, relayHeaderBytes, SeqWindow } from './relay-frame.js';
import { awarenessMessage, SyncLink, updateMessage } from './sync-link.js';

/** A frame's bytes before sealing: sealed and encoded as text it stays near 16 KB, under common relay limits. */
export const FRAME_BYTES = 12 * 1024;
/** How often each side asks for what it lacks over the relays (sync-link.ts). */
export const RELAY_HEAL_MS = 20_000;
/** A peer opened here that has not answered after this long cannot be reached through the relays either. */
export const ANSWER_MS = 8_000;
/** A peer on the path not heard for this long has left (it asks every RELAY_HEAL_MS, and renews its presence every 15 s). */
export const SILENCE_MS = 60_000;
const UPDATE_BATCH_MS = 20;
/** presence changes (a hover moving square to square) are coalesced this long */
const AWARENESS_BATCH_MS = 400;
/** endpoints a frame goes through per peer */
const ROUTES = 2;
/** peers whose frames are tracked at once (routes, copies, parts in progress) */
const MAX_SENDERS = 64;

export type RelayState = 'trying' | 'relay' | 'failed';

/** What the relay path needs of its transport. */
export interface RelayHost {
  doc: Y.Doc;
  awareness: Awareness;
  /** this page's peer id in the room (y-webrtc's) */
  selfId: string;
  /** the room's sealing key (room-secret.ts) */
  key: Promise<CryptoKey>;
  /** signaling endpoints open right now */
  openEndpoints(): string[];
  /** sends one sealed frame through one endpoint; false when it is not open */
  send(endpoint: string, sealed: string): boolean;
  /** whether a direct channel to `peer` is up (its relay frames are then not needed) */
  isDirect(peer: string): boolean;
  /** a peer's state on the path changed */
  changed(): void;
}

interface Sender {
  seqs: SeqWindow;
  parts: Reassembler;
  /** endpoint → when this peer was last heard there */
  routes: Map<string, number>;
  touched: number;
}

interface Remote {
  link: SyncLink;
  opened: number;
  heard: number;
}

export class RelayMesh {
  private readonly remotes = new Map<string, Remote>();
  private readonly senders = new Map<string, Sender>();
  /** peers that went silent: not opened again until heard from */
  private readonly gone = new Set<string>();
  private readonly pacer: RelayPacer;
  private seq = 0;
  private messageId = 0;
  private sealing: Promise<unknown> = Promise.resolve();
  private updates: Uint8Array[] = [];
  private presence = new Set<number>();
  private updateTimer: ReturnType<typeof setTimeout> | null = null;
  private presenceTimer: ReturnType<typeof setTimeout> | null = null;
  private destroyed = false;
  /** bytes sealed and handed to the pacer, for the benchmarks */
  bytesOut = 0;

  constructor(private readonly host: RelayHost) {
    this.pacer = new RelayPacer((url, sealed) => host.send(url, sealed));
    host.doc.on('update', this.onUpdate);
    host.awareness.on('update', this.onAwareness);
  }

  /** Carries the game to `peer` through the relays (its direct attempt was given up). */
  open(peer: string): void {
    if (this.destroyed || this.remotes.has(peer) || this.gone.has(peer) || peer === this.host.selfId) return;
    const link = new SyncLink({ doc: this.host.doc, awareness: this.host.awareness, healMs: RELAY_HEAL_MS, forward: false, send: (m) => this.post(m, [peer]) });
    this.remotes.set(peer, { link, opened: Date.now(), heard: -Infinity });
    link.start();
    this.host.changed();
  }

  /** A direct channel to `peer` took over: the relay link ends, its presence stays. */
  stop(peer: string): void {
    this.close(peer, true);
  }

  /** The transport forgot `peer` (nothing heard of it for minutes). */
  forget(peer: string): void {
    this.close(peer, false);
    this.gone.delete(peer);
    this.senders.delete(peer);
  }

  /** `peer` was heard through signaling on `endpoint`: frames for it go there, and it may be opened again. */
  heard(peer: string, endpoint: string): void {
    this.gone.delete(peer);
    this.sender(peer).routes.set(endpoint, Date.now());
  }

  /** Where each peer on the path stands. */
  states(now = Date.now()): Map<string, RelayState> {
    const out = new Map<string, RelayState>();
    for (const [peer, r] of this.remotes) out.set(peer, r.heard > -Infinity ? 'relay' : now - r.opened < ANSWER_MS ? 'trying' : 'failed');
    return out;
  }

  /** Ends links that went silent; returns whether any state changed (for the transport's poll). */
  tick(now = Date.now()): boolean {
    let changed = false;
    for (const [peer, r] of this.remotes) {
      if (r.heard > -Infinity && now - r.heard > SILENCE_MS) {
        this.close(peer, false);
        this.gone.add(peer);
        changed = true;
      }
    }
    return changed;
  }

  /**
   * A sealed frame from an endpoint (signaling-socket.ts hands over anything RELAY_MARK'd); resolves
   * to whether it unsealed (its sender is then a room member, with a receive budget of its own).
   */
  async receive(sealed: string, endpoint: string): Promise<boolean> {
    if (this.destroyed || !sealed.startsWith(RELAY_MARK)) return false;
    const bytes = await this.host.key.then((key) => unsealFrame(key, sealed)).catch(() => undefined);
    if (bytes) this.take(bytes, endpoint);
    return !!bytes;
  }

  /** Frames waiting for their pace, over every endpoint. */
  get waiting(): number {
    return this.pacer.waiting;
  }

  destroy(): void {
    if (this.destroyed) return;
    for (const peer of [...this.remotes.keys()]) this.close(peer, false);
    this.destroyed = true;
    this.host.doc.off('update', this.onUpdate);
    this.host.awareness.off('update', this.onAwareness);
    if (this.updateTimer) clearTimeout(this.updateTimer);
    if (this.presenceTimer) clearTimeout(this.presenceTimer);
    this.pacer.destroy();
  }

  private take(bytes: Uint8Array, endpoint: string): void {
    const f = decodeRelayFrame(bytes);
    if (!f || this.destroyed || f.from === this.host.selfId) return;
    if (f.to.length && !f.to.includes(this.host.selfId)) return;
    const s = this.sender(f.from);
    if (!s.seqs.fresh(f.seq)) return;
    s.routes.set(endpoint, Date.now());
    const message = s.parts.accept(f.body);
    if (!message) return;
    let r = this.remotes.get(f.from);
    if (!r) {
      // the other side gave up on the direct channel first: answer on the relay path too
      if (this.host.isDirect(f.from)) return;
      this.gone.delete(f.from);
      this.open(f.from);
      r = this.remotes.get(f.from);
      if (!r) return;
    }
    const first = r.heard === -Infinity;
    r.heard = Date.now();
    r.link.receive(message);
    if (first) this.host.changed();
  }

  private close(peer: string, keepPresence: boolean): void {
    const r = this.remotes.get(peer);
    if (!r) return;
    this.remotes.delete(peer);
    r.link.close(keepPresence);
    this.host.changed();
  }

  private sender(peer: string): Sender {
    let s = this.senders.get(peer);
    if (!s) {
      if (this.senders.size >= MAX_SENDERS) {
        let oldest: string | null = null;
        for (const [p, x] of this.senders) if (!this.remotes.has(p) && (oldest === null || x.touched < this.senders.get(oldest)!.touched)) oldest = p;
        if (oldest !== null) this.senders.delete(oldest);
      }
      this.senders.set(peer, (s = { seqs: new SeqWindow(), parts: new Reassembler(), routes: new Map(), touched: Date.now() }));
    }
    s.touched = Date.now();
    return s;
  }

  /** The endpoints a frame for `peers` goes through: each peer's freshest two that are open. */
  private routesFor(peers: string[]): string[] {
    const open = new Set(this.host.openEndpoints());
    const out = new Set<string>();
    for (const p of peers) {
      const known = [...(this.senders.get(p)?.routes ?? [])].filter(([url]) => open.has(url)).sort((a, b) => b[1] - a[1]);
      const pick = known.length ? known.map(([url]) => url) : [...open];
      for (const url of pick.slice(0, ROUTES)) out.add(url);
    }
    return [...out];
  }

  /** Sends a whole message to `to` through the relays: split, numbered, sealed in order, paced. */
  private post(message: Uint8Array, to: string[]): void {
    if (this.destroyed || !to.length) return;
    const routes = this.routesFor(to);
    if (!routes.length) return;
    const parts = splitMessage(message, FRAME_BYTES - relayHeaderBytes(to.length), this.messageId++);
    for (const body of parts) {
      const frame = encodeRelayFrame({ from: this.host.selfId, to, seq: this.seq++, body });
      this.sealing = this.sealing
        .then(() => this.host.key)
        .then((key) => sealFrame(key, frame))
        .then((sealed) => {
          if (this.destroyed) return;
          this.bytesOut += sealed.length;
          this.pacer.push(sealed, routes);
        })
        .catch(() => {});
    }
  }

  private broadcast(message: Uint8Array): void {
    this.post(message, [...this.remotes.keys()]);
  }

  /** An update from a relay link came from the relays: not sent back out over them. */
  private fromRelay(origin: unknown): boolean {
    for (const r of this.remotes.values()) if (r.link === origin) return true;
    return false;
  }

  private readonly onUpdate = (update: Uint8Array, origin: unknown) => {
    if (!this.remotes.size || this.fromRelay(origin)) return;
    this.updates.push(update);
    this.updateTimer ??= setTimeout(() => {
      this.updateTimer = null;
      const merged = this.updates.length === 1 ? this.updates[0] : Y.mergeUpdates(this.updates);
      this.updates = [];
      if (this.remotes.size) this.broadcast(updateMessage(merged));
    }, UPDATE_BATCH_MS);
  };

  private readonly onAwareness = ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
    if (!this.remotes.size || this.fromRelay(origin)) return;
    for (const id of [...added, ...updated, ...removed]) this.presence.add(id);
    this.presenceTimer ??= setTimeout(() => {
      this.presenceTimer = null;
      const clients = [...this.presence];
      this.presence.clear();
      if (this.remotes.size) this.broadcast(awarenessMessage(this.host.awareness, clients));
    }, AWARENESS_BATCH_MS);
  };
}
