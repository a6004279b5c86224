/**
 * An in-memory network for tests and benchmarks. Each joined document broadcasts its own updates
 * (and awareness) to the peers of its partition through a seeded schedule: messages can be dropped,
 * delayed and so reordered, and partitions cut links until `heal()`. `resync(a, b)` is what a
 * reconnect does in y-webrtc: both sides exchange what the other lacks.
 *
 * Time is virtual: `deliverNext()` hands over the earliest message. With `auto: true` each message
 * is delivered on a zero-delay timer instead (benchmarks).
 */
import * as Y from 'yjs';
import { encodeAwarenessUpdate, removeAwarenessStates, type Awareness } from 'y-protocols/awareness';
import { receiveAwareness } from '../presence-gate.js';
import { Rng } from '../../engine/index.js';
import { StatusEmitter, type Transport, type TransportContext, type TransportFactory } from './transport.js';

export interface NetworkOptions {
  seed?: string;
  /** probability that a message is lost */
  drop?: number;
  /** delays are whole ticks in [1, maxDelay] (ms with `auto`) */
  maxDelay?: number;
  /** deliver each message on a zero-delay timer, in schedule order (benchmarks) */
  auto?: boolean;
}

interface Peer {
  id: number;
  doc: Y.Doc;
  awareness: Awareness;
  group: number;
  status: StatusEmitter;
  off: () => void;
}

interface Message {
  at: number;
  seq: number;
  from: number;
  to: number;
  /** 'resync': the reconnect that follows a lost message, as a broken data channel would cause */
  kind: 'doc' | 'awareness' | 'resync';
  data: Uint8Array;
}

export class MemoryNetwork {
  readonly rng: Rng;
  now = 0;
  /** bytes handed to the network, for size benchmarks */
  bytesSent = 0;
  private peers = new Map<number, Peer>();
  private queue: Message[] = [];
  private seq = 0;
  private nextId = 1;
  private readonly opts: Required<NetworkOptions>;
  /**
   * Per document: a count bumped before and after every transaction, its state vector at that
   * count, and the diffs encoded for other state vectors (exact bytes) at that count. A heal
   * resyncs every pair across the cut, and peers on one side mostly share one state vector.
   */
  private encoded = new WeakMap<Y.Doc, { version: number; sv: Uint8Array; diffs: Map<string, Uint8Array> }>();
  private versions = new WeakMap<Y.Doc, number>();

  constructor(options: NetworkOptions = {}) {
    this.opts = { seed: 'net', drop: 0, maxDelay: 1, auto: false, ...options };
    this.rng = Rng.fromSeed(this.opts.seed);
  }

  join({ doc, awareness }: TransportContext): Transport {
    const id = this.nextId++;
    const onUpdate = (update: Uint8Array, origin: unknown) => {
      if (origin !== this) this.broadcast(id, 'doc', update);
    };
    const onAwareness = ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
      if (origin !== this) this.broadcast(id, 'awareness', encodeAwarenessUpdate(awareness, [...added, ...updated, ...removed]));
    };
    const bump = () => this.versions.set(doc, (this.versions.get(doc) ?? 0) + 1);
    bump(); // the document may have changed while it was not joined
    doc.on('update', onUpdate);
    doc.on('beforeTransaction', bump);
    doc.on('afterTransaction', bump);
    awareness.on('update', onAwareness);
    const off = () => {
      doc.off('update', onUpdate);
      doc.off('beforeTransaction', bump);
      doc.off('afterTransaction', bump);
      awareness.off('update', onAwareness);
    };
    const peer: Peer = { id, doc, awareness, group: 0, status: new StatusEmitter(), off };
    this.peers.set(id, peer);
    for (const other of this.peers.values()) if (other !== peer && other.group === peer.group) this.resyncPeers(peer, other);
    this.refreshStatus();
    return {
      get status() {
        return peer.status.status;
      },
      onStatus: (l) => peer.status.on(l),
      retry: () => {},
      destroy: () => {
        peer.off();
        this.farewell(peer);
        this.peers.delete(id);
        this.refreshStatus();
      },
    };
  }

  /**
   * As y-webrtc does on leaving: the peers are told this client's presence is gone. Delivered at
   * once, since the queue drops what a departed peer left in flight.
   */
  private farewell(peer: Peer): void {
    const clientId = peer.awareness.clientID;
    if (!peer.awareness.getStates().has(clientId)) return;
    removeAwarenessStates(peer.awareness, [clientId], 'disconnect');
    const update = encodeAwarenessUpdate(peer.awareness, [clientId]);
    for (const other of this.peers.values()) if (other !== peer && other.group === peer.group) receiveAwareness(other.awareness, update, peer, this);
  }

  /** Cuts the network into groups of documents; documents not listed form one more group. */
  partition(groups: Y.Doc[][]): void {
    const was = new Map([...this.peers.values()].map((p) => [p, p.group]));
    for (const p of this.peers.values()) {
      const g = groups.findIndex((docs) => docs.includes(p.doc));
      p.group = g < 0 ? groups.length : g;
    }
    // peers cut apart and joined again reconnect, and a reconnect resyncs (what was cut in flight is not lost)
    const list = [...this.peers.values()];
    for (let i = 0; i < list.length; i++) for (let j = i + 1; j < list.length; j++) if (list[i].group === list[j].group && was.get(list[i]) !== was.get(list[j])) this.resyncPeers(list[i], list[j]);
    this.refreshStatus();
  }

  /** Reconnects everyone; every pair resyncs as a reconnect would. */
  heal(): void {
    const list = [...this.peers.values()];
    for (let i = 0; i < list.length; i++) for (let j = i + 1; j < list.length; j++) if (list[i].group !== list[j].group) this.resyncPeers(list[i], list[j]);
    for (const p of list) p.group = 0;
    this.refreshStatus();
  }

  /** Resyncs every pair, as if every link had just reconnected. */
  resyncAll(): void {
    const list = [...this.peers.values()];
    for (let i = 0; i < list.length; i++) for (let j = i + 1; j < list.length; j++) this.resyncPeers(list[i], list[j]);
  }

  /** What a reconnect between two documents does: exchange state vectors and the missing updates. */
  resync(a: Y.Doc, b: Y.Doc): void {
    const pa = [...this.peers.values()].find((p) => p.doc === a);
    const pb = [...this.peers.values()].find((p) => p.doc === b);
    if (pa && pb) this.resyncPeers(pa, pb);
  }

  get pending(): number {
    return this.queue.length;
  }

  /** Delivers the earliest message; false when none is left. */
  deliverNext(): boolean {
    const m = this.queue.shift();
    if (!m) return false;
    this.now = Math.max(this.now, m.at);
    const from = this.peers.get(m.from);
    const to = this.peers.get(m.to);
    if (!from || !to || from.group !== to.group) return true; // cut while in flight
    if (m.kind === 'doc') Y.applyUpdate(to.doc, m.data, this);
    // each sender is a source of its own to the gate; listeners see the network (nothing is sent on)
    else if (m.kind === 'awareness') receiveAwareness(to.awareness, m.data, from, this);
    else this.resyncPeers(from, to);
    return true;
  }

  private resyncPeers(a: Peer, b: Peer): void {
    // an empty diff encodes to two zero bytes (no structs, no deletions): nothing to send
    const ab = this.diff(a.doc, b.doc);
    const ba = this.diff(b.doc, a.doc);
    if (ab.length > 2) this.send(a.id, b.id, 'doc', ab, true);
    if (ba.length > 2) this.send(b.id, a.id, 'doc', ba, true);
    const ka = [...a.awareness.getStates().keys()];
    const kb = [...b.awareness.getStates().keys()];
    if (ka.length) this.send(a.id, b.id, 'awareness', encodeAwarenessUpdate(a.awareness, ka), true);
    if (kb.length) this.send(b.id, a.id, 'awareness', encodeAwarenessUpdate(b.awareness, kb), true);
  }

  /** What `b` lacks of `a`: Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)), encoded once per state of both. */
  private diff(a: Y.Doc, b: Y.Doc): Uint8Array {
    const ca = this.stateOf(a);
    const sv = this.stateOf(b).sv;
    const key = sv.join(',');
    let d = ca.diffs.get(key);
    if (!d) {
      d = Y.encodeStateAsUpdate(a, sv);
      if (ca.diffs.size >= 16) ca.diffs.clear();
      ca.diffs.set(key, d);
    }
    return d;
  }

  private stateOf(doc: Y.Doc): { version: number; sv: Uint8Array; diffs: Map<string, Uint8Array> } {
    const version = this.versions.get(doc) ?? 0;
    let c = this.encoded.get(doc);
    if (c?.version !== version) this.encoded.set(doc, (c = { version, sv: Y.encodeStateVector(doc), diffs: new Map() }));
    return c;
  }

  private broadcast(from: number, kind: Message['kind'], data: Uint8Array): void {
    const src = this.peers.get(from)!;
    for (const p of this.peers.values()) if (p.id !== from && p.group === src.group) this.send(from, p.id, kind, data, false);
  }

  private send(from: number, to: number, kind: Message['kind'], data: Uint8Array, reliable: boolean): void {
    const lost = !reliable && this.opts.drop > 0 && this.rng.int(1_000_000) < this.opts.drop * 1_000_000;
    if (lost) {
      // y-webrtc's channels are reliable; a loss means the link broke, and a reconnect resyncs
      this.enqueue({ at: this.now + this.opts.maxDelay * 4, seq: this.seq++, from, to, kind: 'resync', data: new Uint8Array(0) });
      return;
    }
    this.bytesSent += data.length;
    this.enqueue({ at: this.now + 1 + this.rng.int(this.opts.maxDelay), seq: this.seq++, from, to, kind, data });
  }

  private enqueue(m: Message): void {
    const at = m.at;
    let i = this.queue.length;
    while (i > 0 && (this.queue[i - 1].at > at || (this.queue[i - 1].at === at && this.queue[i - 1].seq > m.seq))) i--;
    this.queue.splice(i, 0, m);
    if (this.opts.auto) setTimeout(() => this.deliverNext(), 0);
  }

  private refreshStatus(): void {
    for (const p of this.peers.values()) {
      const peers = [...this.peers.values()].filter((o) => o !== p && o.group === p.group).length;
      p.status.set({ kind: 'connected', peers });
    }
  }
}

/** A transport factory joining documents to `network`. */
export function memoryTransport(network: MemoryNetwork): TransportFactory {
  return (ctx) => network.join(ctx);
}
