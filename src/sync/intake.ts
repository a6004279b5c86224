/**
 * The gate every wire passes before the book stores it (log-book.ts): bounds and shape at a glance,
 * then the judgement of admission.ts (may its author write there?), then the hash, and only then
 * the signature. What cannot be placed yet waits (this batch) or is parked (parking.ts); what is
 * refused is remembered by fingerprint (seen-wires.ts), flagged once, and, when every peer refuses
 * it for ever, handed to pruning.ts to be deleted from the shared log.
 */
import { Admission } from './admission.js';
import { MAX_WIRE_LENGTH, badSignature, checkSignature, hashEntry, parseEntry, readEntry, type ReadEntry, type SignedEntry, type VerifyResult } from './entry.js';
import { Parking } from './parking.js';
import { SeenWires, fingerprint } from './seen-wires.js';
import { pause } from './slices.js';
import type { ChainEntry, TableState } from './table.js';
import type { SyncError } from './types.js';
import { wireOutOfBounds } from './wire-bounds.js';

export interface Refusal {
  hash: string;
  author: string;
  kind: string;
  error: SyncError;
}

/** Refusals told as events, at most once per author, kind and reason, and this many in all: a flood is flagged, not narrated. */
const MAX_FLAGS = 256;

/** What the gate needs of the book behind it. */
export interface Shelf {
  readonly room: string;
  /** wire string → hash, for every wire that verified */
  readonly hashOfWire: Map<string, string>;
  readonly state: TableState;
  readonly pool: ReadonlyMap<string, ChainEntry>;
  /** the next rebuild replays everything */
  replayAll(): void;
  /** stores a verified entry; whether the chain changed */
  store(e: SignedEntry, refused: Refusal[]): Promise<boolean>;
}

export type Pending = ReadEntry | SignedEntry;

/** The lengths of `wires`. */
export function lengthsOf(wires: Iterable<string>): Set<number> {
  const out = new Set<number>();
  for (const w of wires) out.add(w.length);
  return out;
}

/**
 * Whether `w` is a verified wire. A string as long as none of them is none of them: looking it up
 * would hash it, and a pass over 10,000 junk strings of 8 KiB would hash 80 MB.
 */
export function isVerified(w: string, lengths: Set<number>, hashOfWire: ReadonlyMap<string, string>): boolean {
  return lengths.has(w.length) && hashOfWire.has(w);
}

export class Intake {
  readonly admission: Admission;
  private parking = new Parking();
  private refusedWires = new SeenWires();
  /**
   * Wires refused as seated by no start held (a claim, a vote): judged again once another start is
   * held (the host signed two), or this peer would delete, for ever, entries that the peers on that
   * start keep putting back.
   */
  private refusedByStart = { starts: 0, wires: new SeenWires() };
  /** wires refused as junk since the last `takeJunk` */
  private junkWires = new Set<string>();
  /** junk or a known wire came since the last `takePruneDue`: the shared array may hold junk or copies */
  private pruneDue = false;
  private flagged = new Set<string>();
  /** held entries an orphan builds on, or tried while the table waits on their position: taken in past its cap */
  private forced: Pending[] = [];
  /** orphans of the batch being absorbed, by prev: parked (bounded) only once the batch is done */
  private waiting = new Map<string | null, Pending[]>();
  /** the shared array as it is now (set by the session): to find again what the parking forgot */
  source: (() => readonly unknown[]) | null = null;

  constructor(
    host: string,
    private readonly shelf: Shelf,
  ) {
    this.admission = new Admission(host);
  }

  /** How many entries wait aside unverified (parking.ts: bounded). */
  get parked(): number {
    return this.parking.size;
  }

  /**
   * A test for junk, which every peer refuses so it may be deleted from the log: what is junk at a
   * glance, and the wires this peer refused as junk since the last call (handed over, then forgotten).
   */
  takeJunk(): (wire: unknown) => boolean {
    const junk = this.junkWires;
    this.junkWires = new Set();
    const verified = lengthsOf(this.shelf.hashOfWire.keys());
    // a verified wire first (one lookup, its hash cached on the string): every pass meets the whole chain
    return (w) => typeof w !== 'string' || w.length > MAX_WIRE_LENGTH || (!isVerified(w, verified, this.shelf.hashOfWire) && (wireOutOfBounds(w) !== null || junk.has(w)));
  }

  /** Whether junk or a wire seen before came since the last call (pruning.ts then has work). */
  takePruneDue(): boolean {
    const due = this.pruneDue;
    this.pruneDue = false;
    return due;
  }

  /** The cheap part: bounds, JSON, shape, room. Null for what needs no more work. */
  parse(wire: unknown, refused: Refusal[]): ReadEntry | null {
    if (typeof wire !== 'string' || wire.length > MAX_WIRE_LENGTH) {
      // junk at a glance: nothing to remember (takeJunk glances again)
      this.pruneDue = true;
      this.flag(refused, { hash: '', author: '', kind: '' }, { code: 'sync/bad-entry', message: 'An entry must be a JSON string of at most 8 KiB.' });
      return null;
    }
    const outOfBounds = wireOutOfBounds(wire);
    if (outOfBounds) {
      // as cheap to tell again (often from its first characters) as to look up: not remembered
      this.pruneDue = true;
      this.flag(refused, { hash: '', author: '', kind: '' }, { code: 'sync/bad-entry', message: outOfBounds });
      return null;
    }
    if (this.shelf.hashOfWire.has(wire)) {
      // a copy (or handed back by a deletion)
      this.pruneDue = true;
      return null;
    }
    const seen = this.refusedWires.get(wire) ?? this.underStart().get(wire);
    if (seen) {
      // refused before: sent again, or handed back by a deletion
      if (seen.junk) this.junkWires.add(wire);
      this.pruneDue = true;
      return null;
    }
    const r = readEntry(wire, this.shelf.room);
    if (r.ok) return r.entry;
    this.refuse({ wire, hash: '', author: r.author ?? '', kind: r.kind ?? '' }, r.error, true, refused);
    return null;
  }

  /** Judges, hashes, verifies and stores; returns whether the chain needs rebuilding. */
  async admit(batch: Pending[], refused: Refusal[]): Promise<boolean> {
    let stored = false;
    const forced = new Set(this.forced.splice(0));
    for (const r of batch) {
      await pause();
      if (this.shelf.hashOfWire.has(r.wire)) continue;
      if (this.parking.has(r.wire)) {
        this.pruneDue = true;
        continue;
      }
      let hashed: VerifyResult | null = 'hash' in r ? { ok: true, entry: r } : null;
      const hash = () => (hashed ??= hashEntry(r));
      const v = this.admission.judge(r, this.shelf.state, forced.has(r), () => {
        const h = hash();
        return h.ok ? h.entry.hash : null;
      });
      if (v.do === 'refuse') {
        this.refuse({ ...r, hash: '' }, v.error, v.junk, refused, v.byStart);
        continue;
      }
      if (v.do === 'hold') {
        // unhashed: an orphan that may name it has it hashed at the end of the batch (`heldAwaited`)
        this.parking.hold(r);
        continue;
      }
      if (v.do === 'park') {
        // unhashed: most orphans of a batch are judged again within it, and junk is refused then
        const siblings = this.waiting.get(r.prev);
        if (siblings) siblings.push(r);
        else this.waiting.set(r.prev, [r]);
        if (r.prev) {
          // an orphan building on a held entry: that one is needed after all
          this.forced.push(...this.parking.held(r.prev), ...(await this.lookAgain(this.parking.takeEvicted(r.prev))));
          // or on a rival that was never applied (chain.ts): a full rebuild will
          if (this.shelf.pool.has(r.prev)) {
            this.shelf.replayAll();
            stored = true;
          }
        }
        continue;
      }
      const h = hash();
      if (!h.ok) {
        this.refuse({ ...r, hash: '' }, h.error, true, refused);
        continue;
      }
      const e = h.entry;
      if (!(await checkSignature(e))) {
        this.refuse(e, badSignature, true, refused);
        continue;
      }
      this.shelf.hashOfWire.set(e.wire, e.hash);
      if (await this.shelf.store(e, refused)) stored = true;
    }
    return stored;
  }

  /** Orphans whose position is now known (waiting, parked or forgotten by the parking), and held entries an orphan builds on. */
  async released(): Promise<Pending[]> {
    const out: Pending[] = this.forced.slice();
    for (const hash of this.admission.takePositioned()) {
      out.push(...(this.waiting.get(hash) ?? []), ...this.parking.children(hash), ...(await this.lookAgain(this.parking.takeEvicted(hash))));
      this.waiting.delete(hash);
    }
    return out;
  }

  /**
   * At the end of a batch's rounds, held entries that orphans wait for (a seat built on one
   * elsewhere): they are needed, and nothing else would fetch them. Held entries are hashed for this
   * only when orphans wait, each once.
   */
  async heldAwaited(refused: Refusal[]): Promise<SignedEntry[]> {
    if (!this.waiting.size && !this.parking.hasOrphans()) return [];
    const out: SignedEntry[] = [];
    for (const r of this.parking.unhashedHeld()) {
      await pause();
      const h = hashEntry(r);
      this.parking.hashed(r, h.ok ? h.entry : null);
      if (!h.ok) this.refuse({ ...r, hash: '' }, h.error, true, refused);
      else if (this.awaited(h.entry.hash)) out.push(...this.parking.held(h.entry.hash));
    }
    this.forced.push(...out);
    return out;
  }

  /** Whether entries held past their position's cap name `prev` (the table may be waiting on one). */
  heldAt(prev: string | null): boolean {
    return this.parking.hasHeldAt(prev);
  }

  /**
   * The oldest `n` entries held past the cap at `prev`, to be taken in now (`n` verifications at
   * most): a seat that flooded its own position may have signed a legal entry among its junk, and
   * a peer that holds it must not wait on that seat for ever while others have applied it. Those
   * pushed out of the parking are held again from the shared array once the rest are tried.
   */
  async drip(prev: string | null, n: number): Promise<Pending[]> {
    let out = this.parking.heldAt(prev, n);
    if (!out.length) {
      for (const e of await this.lookAgain(this.parking.takeEvictedHeld(prev))) if (!this.shelf.hashOfWire.has(e.wire) && !this.refusedWires.get(e.wire)) this.parking.hold(e);
      out = this.parking.heldAt(prev, n);
    }
    this.forced.push(...out);
    return out;
  }

  /** Entries the parking had to forget, found again in the shared array by their fingerprints (in slices). */
  private async lookAgain(prints: Set<string> | undefined): Promise<SignedEntry[]> {
    if (!prints || !this.source) return [];
    const out: SignedEntry[] = [];
    for (const w of this.source()) {
      await pause();
      if (typeof w !== 'string' || !prints.has(fingerprint(w))) continue;
      const r = parseEntry(w, this.shelf.room);
      if (r.ok) out.push(r.entry);
    }
    return out;
  }

  /** Whether an entry waits for `hash` to be applied. */
  awaited(hash: string): boolean {
    return this.waiting.has(hash) || this.parking.hasChildren(hash);
  }

  refuse(e: { wire: string; hash: string; author: string; kind: string }, error: SyncError, junk: boolean, refused: Refusal[], byStart = false): void {
    (byStart ? this.underStart() : this.refusedWires).add(e.wire, junk);
    if (junk) {
      this.junkWires.add(e.wire);
      this.pruneDue = true;
    }
    this.flag(refused, e, error);
  }

  /** The wires refused against the starts held now (forgotten when another is held). */
  private underStart(): SeenWires {
    const starts = this.admission.startsSeen;
    if (this.refusedByStart.starts !== starts) this.refusedByStart = { starts, wires: new SeenWires() };
    return this.refusedByStart.wires;
  }

  flag(refused: Refusal[], e: { hash: string; author: string; kind: string }, error: SyncError): void {
    const key = `${e.author}|${e.kind}|${error.code}`;
    if (this.flagged.size >= MAX_FLAGS || this.flagged.has(key)) return;
    this.flagged.add(key);
    refused.push({ hash: e.hash, author: e.author, kind: e.kind, error });
  }

  /**
   * At the end of a batch: what could not be placed is parked, bounded (a whole game waits only
   * within its batch), unhashed: an orphan is hashed when its parent comes, never before.
   */
  async parkWaiting(): Promise<void> {
    const waiting = [...this.waiting.values()];
    this.waiting.clear();
    for (const list of waiting) {
      for (const r of list) {
        await pause();
        this.parking.parkOrphan(r);
      }
    }
  }

  /**
   * An entry refused where it stands (chain-pool.ts) is refused on every peer for ever (its
   * position is fixed by its hashes): junk, and no longer in a place under its position's cap.
   */
  rejected(e: SignedEntry): void {
    this.shelf.hashOfWire.delete(e.wire);
    this.refusedWires.add(e.wire, true);
    this.junkWires.add(e.wire);
    this.pruneDue = true;
    this.admission.refusedInPlace(e);
  }
}
