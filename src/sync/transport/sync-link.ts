/**
 * The Yjs sync and awareness protocols with one peer, over any path that carries whole messages
 * (a data channel opened by an invite code, a peer reached through the relays), healing by design:
 * any message may be lost, and the link repairs it without re-sending anything blindly.
 *
 * - Every `healMs` each side sends its state vector (sync step 1); the peer answers with what this
 *   side lacks. A lost greeting, answer or update costs at most one period.
 * - An update that arrives with gaps (Yjs holds structs whose parents it has not seen as pending)
 *   means something was lost just now: the state vector goes out at once, at most once a second.
 *
 * Messages use y-webrtc's framing (0 sync, 1 awareness, 3 awareness query), so a peer's bytes read
 * the same on every path. Updates are gossip like any other; the session verifies every entry.
 */
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import type { Awareness } from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import type * as Y from 'yjs';
import { leaveAwareness, receiveAwareness } from '../presence-gate.js';

export const MESSAGE_SYNC = 0;
export const MESSAGE_AWARENESS = 1;
export const MESSAGE_QUERY_AWARENESS = 3;
/** Gaps seen in a row ask again at most this often. */
export const ASK_MIN_MS = 1000;

export interface SyncLinkOptions {
  doc: Y.Doc;
  awareness: Awareness;
  /** sends one whole message to the peer (splitting it is the path's business); may drop it */
  send(message: Uint8Array): void;
  /** how often the state vector goes out while the link is up */
  healMs: number;
  /**
   * Forward this peer's share of local changes (doc updates, awareness) over the link. A mesh that
   * sends each change once to many peers (the relays) forwards them itself and passes false.
   */
  forward?: boolean;
  /** Forward local document updates (default: as `forward`): a reader that never writes the document (a watcher) passes false and still sends its awareness. */
  forwardUpdates?: boolean;
}

/** The awareness update of `clients`, as a whole message. */
export function awarenessMessage(awareness: Awareness, clients: number[]): Uint8Array {
  const e = encoding.createEncoder();
  encoding.writeVarUint(e, MESSAGE_AWARENESS);
  encoding.writeVarUint8Array(e, awarenessProtocol.encodeAwarenessUpdate(awareness, clients));
  return encoding.toUint8Array(e);
}

/** A Yjs update, as a whole message. */
export function updateMessage(update: Uint8Array): Uint8Array {
  const e = encoding.createEncoder();
  encoding.writeVarUint(e, MESSAGE_SYNC);
  syncProtocol.writeUpdate(e, update);
  return encoding.toUint8Array(e);
}

/** This document's state vector (sync step 1), as a whole message. */
export function stateVectorMessage(doc: Y.Doc): Uint8Array {
  const e = encoding.createEncoder();
  encoding.writeVarUint(e, MESSAGE_SYNC);
  syncProtocol.writeSyncStep1(e, doc);
  return encoding.toUint8Array(e);
}

/** Whether Yjs holds structs or deletions it could not apply yet: something before them was lost. */
export function hasGaps(doc: Y.Doc): boolean {
  const store = doc.store as unknown as { pendingStructs: unknown; pendingDs: unknown };
  return store.pendingStructs !== null || store.pendingDs !== null;
}

export class SyncLink {
  private readonly doc: Y.Doc;
  private readonly awareness: Awareness;
  private readonly sendRaw: (message: Uint8Array) => void;
  /** awareness clients whose states came over this link: they leave with it */
  private readonly theirs = new Set<number>();
  private heal: ReturnType<typeof setInterval> | undefined;
  private lastAsk = -Infinity;
  private closed = false;
  /** when the peer was last heard from (any message) */
  lastHeard = -Infinity;

  constructor(private readonly options: SyncLinkOptions) {
    this.doc = options.doc;
    this.awareness = options.awareness;
    this.sendRaw = options.send;
    if (options.forward !== false && options.forwardUpdates !== false) this.doc.on('update', this.onUpdate);
    this.awareness.on('update', this.onAwareness);
  }

  /** Greets the peer (state vector and every awareness state known here) and starts healing. */
  start(): void {
    if (this.closed || this.heal !== undefined) return;
    this.greet();
    this.heal = setInterval(() => this.ask(), this.options.healMs);
    (this.heal as { unref?: () => void }).unref?.();
  }

  /** Reads one whole message from the peer. Malformed bytes are dropped; the link stays up. */
  receive(message: Uint8Array): void {
    if (this.closed) return;
    this.lastHeard = Date.now();
    try {
      const d = decoding.createDecoder(message);
      const kind = decoding.readVarUint(d);
      if (kind === MESSAGE_SYNC) {
        const reply = encoding.createEncoder();
        encoding.writeVarUint(reply, MESSAGE_SYNC);
        const type = syncProtocol.readSyncMessage(d, reply, this.doc, this);
        if (encoding.length(reply) > 1) this.send(encoding.toUint8Array(reply));
        if (type !== syncProtocol.messageYjsSyncStep1 && hasGaps(this.doc)) this.askSoon();
      } else if (kind === MESSAGE_AWARENESS) {
        receiveAwareness(this.awareness, decoding.readVarUint8Array(d), this);
      } else if (kind === MESSAGE_QUERY_AWARENESS) {
        this.send(awarenessMessage(this.awareness, [...this.awareness.getStates().keys()]));
      }
    } catch {
      // malformed bytes from the peer: nothing applied past the fault
    }
  }

  /** Sends the state vector now: the peer answers with whatever this side lacks. */
  ask(): void {
    this.lastAsk = Date.now();
    this.send(stateVectorMessage(this.doc));
  }

  /**
   * Ends the link. `keepPresence` when the peer stays reachable another way (a direct channel took
   * over from the relays): its presence must not blink offline.
   */
  close(keepPresence = false): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heal);
    this.doc.off('update', this.onUpdate);
    this.awareness.off('update', this.onAwareness);
    if (!keepPresence && this.theirs.size) awarenessProtocol.removeAwarenessStates(this.awareness, [...this.theirs], this);
    if (!keepPresence) leaveAwareness(this.awareness, this);
    this.theirs.clear();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Awareness states that came over this link. */
  clients(): ReadonlySet<number> {
    return this.theirs;
  }

  private noteClients(added: number[], removed: number[]): void {
    for (const id of added) this.theirs.add(id);
    for (const id of removed) this.theirs.delete(id);
  }

  private greet(): void {
    this.ask();
    const states = this.awareness.getStates();
    if (states.size) this.send(awarenessMessage(this.awareness, [...states.keys()]));
  }

  private askSoon(): void {
    if (Date.now() - this.lastAsk >= ASK_MIN_MS) this.ask();
  }

  /** Sends one whole message to the peer (a sender that batches its own updates, audience-relay.ts). */
  send(message: Uint8Array): void {
    if (this.closed) return;
    try {
      this.sendRaw(message);
    } catch {
      // a path closing under us: its close ends the link, healing covers the rest
    }
  }

  private readonly onUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin !== this) this.send(updateMessage(update));
  };

  private readonly onAwareness = ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
    if (origin === this) {
      this.noteClients([...added, ...updated], removed);
      return;
    }
    if (this.options.forward !== false) this.send(awarenessMessage(this.awareness, [...added, ...updated, ...removed]));
  };
}
