/**
 * What presence lets in, before any of it is decoded. An awareness update from the network is read
 * entry by entry without parsing (client, clock, length; MAX_ENTRIES at most): a state of a client
 * already proven to hold a seat's or the host's key goes to the verifier; any other client needs a
 * slot of a small store (MAX_HELD, shared fairly between the peers states came through, at most
 * MAX_HELD_PER_SOURCE each), and an entry that finds none is skipped unread.
 *
 * Only states the verifier proved to be a seat's (or the host's) are written into the awareness
 * the transports share, so only those and our own are ever forwarded, sent in a greeting or in an
 * answer: a flood of forged or unseated states stays with the peer it reached, and costs that peer
 * a bounded amount of work. Other tabs of this browser (BroadcastChannel) are not gated: y-webrtc
 * applies their states itself, and only this origin's pages can send them.
 */
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { applyAwarenessUpdate, removeAwarenessStates, type Awareness } from 'y-protocols/awareness';
import type { SealedState } from './presence-seal.js';

/** Entries read from one update: an honest one holds our peer's state and the seats' it proved. */
export const MAX_ENTRIES = 64;
/** A signed state is about 250 bytes, 1.2 KB at most (presence-seal.ts MAX_PAYLOAD, escaped). */
export const MAX_STATE_BYTES = 4096;
/** Clients kept that are not proven seats: newcomers waiting for their check, spectators. */
export const MAX_HELD = 32;
export const MAX_HELD_PER_SOURCE = 8;
/** Clients of one key shared with other peers (a reload, a second tab). */
export const CLIENTS_PER_KEY = 4;
/** A held client not renewed for this long has left (honest peers renew every 15 s, as awareness expects 30). */
export const HELD_MS = 30_000;
/** Clients refused lately, remembered so the same state is not read again. */
const MAX_REFUSED = 4096;

/** What the gate asks of the verifier (presence-verifier.ts). */
export interface GateVerifier {
  offer(client: number, state: unknown, clock: number, source: unknown): void;
  /** the client left: a state it left with may still be checked (against its replay) */
  remove(client: number): void;
  /** the client was dropped here: forgotten, unchecked */
  evict(client: number): void;
}

interface Held {
  source: unknown;
  origin: unknown;
  clock: number;
  at: number;
  /** its state once verified as a key that is not a seat's (a spectator), and that state's clock */
  sealed?: SealedState;
  sealedClock?: number;
}

interface Wired {
  key: string;
  /** the clock of its newest verified state: a forgery under its id with a higher one blocks nothing */
  clock: number;
  origin: unknown;
}

const gates = new WeakMap<Awareness, PresenceGate>();

/**
 * Takes an awareness update from the network into `awareness`: through its gate when it has one,
 * else as y-protocols would. `source` is the peer it came through, `origin` what listeners see.
 */
export function receiveAwareness(awareness: Awareness, update: Uint8Array, source: unknown, origin: unknown = source): void {
  const gate = gates.get(awareness);
  if (gate) gate.receive(update, source, origin);
  else applyAwarenessUpdate(awareness, update, origin);
}

/** The peer `source` is gone: the clients it brought that are not proven seats go with it. */
export function leaveAwareness(awareness: Awareness, source: unknown): void {
  gates.get(awareness)?.leave(source);
}

const NULL = [0x6e, 0x75, 0x6c, 0x6c];
const isNull = (b: Uint8Array) => b.length === 4 && NULL.every((c, i) => b[i] === c);
const text = new TextDecoder();

function parse(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(text.decode(bytes));
  } catch {
    return undefined;
  }
}

export class PresenceGate {
  /** true while the gate writes into the awareness, so listeners can tell its writes from others' */
  writing = false;
  private readonly held = new Map<number, Held>();
  private readonly perSource = new Map<unknown, number>();
  private readonly wired = new Map<number, Wired>();
  private readonly refused = new Map<number, number>();

  constructor(
    private readonly awareness: Awareness,
    private readonly verifier: GateVerifier,
    /** the seats' and the host's keys */
    private readonly seatKeys: () => Set<string>,
  ) {
    gates.set(awareness, this);
    awareness.on('change', this.onChange);
  }

  receive(update: Uint8Array, source: unknown, origin: unknown = source): void {
    const d = decoding.createDecoder(update);
    const now = Date.now();
    try {
      const n = Math.min(decoding.readVarUint(d), MAX_ENTRIES);
      for (let i = 0; i < n; i++) {
        const client = decoding.readVarUint(d);
        const clock = decoding.readVarUint(d);
        const len = decoding.readVarUint(d);
        if (d.pos + len > update.length) return;
        const bytes = update.subarray(d.pos, (d.pos += len));
        this.entry(client, clock, bytes, source, origin, now);
      }
    } catch {
      // malformed: what was read before the fault stands
    }
  }

  /** The verifier proved `sealed` (taken in at `clock`) to be its key's. */
  verified(client: number, sealed: SealedState, clock: number): void {
    const held = this.held.get(client);
    const wired = this.wired.get(client);
    if (!this.seatKeys().has(sealed.key)) {
      if (held) Object.assign(held, { sealed, sealedClock: clock });
      else if (wired) this.unwire(client);
      return;
    }
    if (!held && !wired) return; // gone meanwhile
    const origin = held?.origin ?? wired!.origin;
    if (held) this.drop(client);
    if (!wired) {
      this.makeRoom(sealed.key);
      this.wired.set(client, { key: sealed.key, clock, origin });
    } else Object.assign(wired, { key: sealed.key, clock: Math.max(wired.clock, clock) });
    this.write(client, clock, sealed, origin);
  }

  /** The verifier refused the state of a client never proven: it leaves the store. */
  failed(client: number, clock: number): void {
    if (!this.held.has(client)) return;
    this.refuse(client, clock);
    this.drop(client);
    this.verifier.evict(client);
  }

  /** The clients `source` brought that are not proven seats leave with it. */
  leave(source: unknown): void {
    for (const [client, h] of this.held) {
      if (h.source !== source) continue;
      this.drop(client);
      this.verifier.remove(client);
    }
  }

  /** Held clients not renewed lately have left; spectators who took a seat since are shared now. */
  tick(now = Date.now()): void {
    let seats: Set<string> | null = null;
    for (const [client, h] of this.held) {
      if (now - h.at > HELD_MS) {
        this.drop(client);
        this.verifier.remove(client);
      } else if (h.sealed && (seats ??= this.seatKeys()).has(h.sealed.key)) this.verified(client, h.sealed, h.sealedClock!);
    }
  }

  /** How many clients are held, and from `source` (tests). */
  heldCount(source?: unknown): number {
    return source === undefined ? this.held.size : (this.perSource.get(source) ?? 0);
  }

  destroy(): void {
    this.awareness.off('change', this.onChange);
    if (gates.get(this.awareness) === this) gates.delete(this.awareness);
  }

  private entry(client: number, clock: number, bytes: Uint8Array, source: unknown, origin: unknown, now: number): void {
    if (client === this.awareness.clientID) return;
    const gone = isNull(bytes);
    if (!gone && bytes.length > MAX_STATE_BYTES) return;
    const wired = this.wired.get(client);
    if (wired) {
      // a removal is y-protocols' to judge (its clock against the one shown)
      if (gone) return this.write(client, clock, null, origin);
      if (clock <= wired.clock) return;
      const state = parse(bytes);
      if (state === undefined) return;
      wired.origin = origin;
      return this.verifier.offer(client, state, clock, source);
    }
    const held = this.held.get(client);
    if (held) {
      if (clock < held.clock || (clock === held.clock && !gone)) return;
      if (gone) {
        this.drop(client);
        return this.verifier.remove(client);
      }
      const state = parse(bytes);
      if (state === undefined) return;
      Object.assign(held, { clock, at: now, origin });
      return this.verifier.offer(client, state, clock, source);
    }
    if (gone || clock <= (this.refused.get(client) ?? -1) || !this.slotFor(source)) return;
    const state = parse(bytes);
    if (state === undefined) return;
    this.held.set(client, { source, origin, clock, at: now });
    this.perSource.set(source, (this.perSource.get(source) ?? 0) + 1);
    this.verifier.offer(client, state, clock, source);
  }

  /**
   * Whether a new client from `source` may be held: under its own cap, and, with the store full, by
   * taking a slot from the source holding the most, if that one holds more than `source` would.
   */
  private slotFor(source: unknown): boolean {
    const mine = this.perSource.get(source) ?? 0;
    if (mine >= MAX_HELD_PER_SOURCE) return false;
    if (this.held.size < MAX_HELD) return true;
    let fullest: unknown = null;
    let most = 0;
    for (const [s, n] of this.perSource) if (n > most) [fullest, most] = [s, n];
    if (most <= mine + 1) return false;
    // its oldest client not verified, else its oldest
    let victim: number | null = null;
    let best: Held | null = null;
    for (const [client, h] of this.held) {
      if (h.source !== fullest) continue;
      if (!best || (!!best.sealed === !!h.sealed ? h.at < best.at : !h.sealed)) [victim, best] = [client, h];
    }
    this.refuse(victim!, best!.clock);
    this.drop(victim!);
    this.verifier.evict(victim!);
    return true;
  }

  /** At most CLIENTS_PER_KEY clients of one key are shared: the one renewed longest ago makes way. */
  private makeRoom(key: string): void {
    const mine = [...this.wired].filter(([, w]) => w.key === key).map(([c]) => c);
    if (mine.length < CLIENTS_PER_KEY) return;
    const last = (c: number) => this.awareness.meta.get(c)?.lastUpdated ?? 0;
    this.unwire(mine.reduce((a, b) => (last(b) < last(a) ? b : a)));
  }

  private unwire(client: number): void {
    this.wired.delete(client);
    this.verifier.evict(client);
    this.writing = true;
    try {
      removeAwarenessStates(this.awareness, [client], this);
    } finally {
      this.writing = false;
    }
  }

  private write(client: number, clock: number, state: SealedState | null, origin: unknown): void {
    const e = encoding.createEncoder();
    encoding.writeVarUint(e, 1);
    encoding.writeVarUint(e, client);
    encoding.writeVarUint(e, clock);
    encoding.writeVarString(e, JSON.stringify(state));
    this.writing = true;
    try {
      applyAwarenessUpdate(this.awareness, encoding.toUint8Array(e), origin);
    } finally {
      this.writing = false;
    }
  }

  private drop(client: number): void {
    const h = this.held.get(client);
    if (!h) return;
    this.held.delete(client);
    const n = (this.perSource.get(h.source) ?? 1) - 1;
    if (n > 0) this.perSource.set(h.source, n);
    else this.perSource.delete(h.source);
  }

  private refuse(client: number, clock: number): void {
    this.refused.delete(client);
    this.refused.set(client, clock);
    if (this.refused.size > MAX_REFUSED) this.refused.delete(this.refused.keys().next().value!);
  }

  /** A shared client removed (left, timed out): no longer shared. */
  private readonly onChange = ({ removed }: { removed: number[] }) => {
    for (const client of removed) this.wired.delete(client);
  };
}

/** How many clients that are not proven seats `awareness`'s gate holds (tests, benchmarks). */
export function heldClients(awareness: Awareness): number {
  return gates.get(awareness)?.heldCount() ?? 0;
}
