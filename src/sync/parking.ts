/**
 * Entries kept aside unverified (admission.ts): orphans, whose `prev` has not been applied here
 * yet (it may still arrive: the network reorders), and entries held past their position's cap.
 * Nothing here is trusted or costs a signature check, and nothing is hashed before it is needed:
 * an orphan when its parent comes, a held entry when an orphan may name it. It is bounded, oldest out first, so a flood of orphans pointing nowhere costs
 * memory once and never grows. An entry pushed out is not lost: a short fingerprint is kept under
 * what it waits for, and when that comes the book looks for it in the shared array again
 * (intake.ts `lookAgain`). Everything is indexed by what it waits for, so a parent's arrival costs
 * the work of its children only.
 */
import type { ReadEntry, SignedEntry } from './entry.js';
import { fingerprint } from './seen-wires.js';

export const MAX_PARKED = 4096;
export const MAX_PARKED_CHARS = 4 * 1024 * 1024;
/** Fingerprints of entries pushed out, kept (oldest forgotten first). */
export const MAX_EVICTED = 100_000;

type Kept = ReadEntry | SignedEntry;

interface Parked {
  entry: Kept;
  /** held past its position's cap, else an orphan */
  held: boolean;
}

const hashOf = (e: Kept): string | null => ('hash' in e ? (e as SignedEntry).hash : null);

/** A set of keys per index value, in insertion order. */
class Index {
  private map = new Map<string | null, Set<string>>();

  add(at: string | null, key: string): void {
    const set = this.map.get(at);
    if (set) set.add(key);
    else this.map.set(at, new Set([key]));
  }

  delete(at: string | null, key: string): void {
    const set = this.map.get(at);
    set?.delete(key);
    if (set && !set.size) this.map.delete(at);
  }

  get(at: string | null): Set<string> | undefined {
    return this.map.get(at);
  }

  has(at: string | null): boolean {
    return this.map.has(at);
  }

  get size(): number {
    return this.map.size;
  }
}

/** Fingerprints of pushed-out entries under what they waited for. */
class Evicted {
  private map = new Map<string | null, Set<string>>();
  private count = 0;

  add(at: string | null, print: string): void {
    const prints = this.map.get(at) ?? new Set<string>();
    prints.add(print);
    this.map.set(at, prints);
    this.count++;
    while (this.count > MAX_EVICTED) this.take(this.map.keys().next().value as string | null);
  }

  has(at: string | null): boolean {
    return this.map.has(at);
  }

  get size(): number {
    return this.map.size;
  }

  take(at: string | null): Set<string> | undefined {
    const prints = this.map.get(at);
    if (!prints) return undefined;
    this.map.delete(at);
    this.count -= prints.size;
    return prints;
  }
}

export class Parking {
  /** by wire: forged copies share a hash with the genuine entry, never a wire */
  private parked = new Map<string, Parked>();
  private orphansByPrev = new Index();
  /** held entries hashed so far (an orphan may name them) */
  private heldByHash = new Index();
  private heldByPrev = new Index();
  /** held entries not hashed yet */
  private unhashed = new Set<string>();
  private chars = 0;
  /** an orphan's prev, or a held entry's own hash → fingerprints of those pushed out */
  private evicted = new Evicted();
  /** a held entry's prev → fingerprints of those pushed out (tried again when the table waits there) */
  private evictedHeld = new Evicted();

  get size(): number {
    return this.parked.size;
  }

  has(wire: string): boolean {
    return this.parked.has(wire);
  }

  /** Keeps an orphan aside under its `prev`. */
  parkOrphan(e: Kept): void {
    this.put({ entry: e, held: false });
  }

  /** Keeps `e` aside past its position's cap, under its `prev` (and its own hash once hashed). */
  hold(e: Kept): void {
    this.put({ entry: e, held: true });
  }

  /** Held entries not hashed yet. */
  unhashedHeld(): ReadEntry[] {
    return [...this.unhashed].map((k) => this.parked.get(k)!.entry);
  }

  /** A held entry hashed (indexed under its hash now), or refused (null: taken out). */
  hashed(r: ReadEntry, e: SignedEntry | null): void {
    const p = this.parked.get(r.wire);
    if (!p || !this.unhashed.has(r.wire)) return;
    if (!e) return this.remove(r.wire);
    this.unhashed.delete(r.wire);
    p.entry = e;
    this.heldByHash.add(e.hash, r.wire);
  }

  private put(p: Parked): void {
    const key = p.entry.wire;
    if (this.parked.has(key)) return;
    this.parked.set(key, p);
    this.chars += key.length;
    if (p.held) {
      const hash = hashOf(p.entry);
      if (hash) this.heldByHash.add(hash, key);
      else this.unhashed.add(key);
      this.heldByPrev.add(p.entry.prev, key);
    } else this.orphansByPrev.add(p.entry.prev, key);
    while (this.parked.size > MAX_PARKED || this.chars > MAX_PARKED_CHARS) this.evict(this.parked.keys().next().value!);
  }

  /** Whether orphans wait for `prev`. */
  hasChildren(prev: string): boolean {
    return this.orphansByPrev.has(prev) || this.evicted.has(prev);
  }

  /** Whether any orphan waits here (kept, or pushed out). */
  hasOrphans(): boolean {
    return this.orphansByPrev.size > 0 || this.evicted.size > 0;
  }

  /** Whether held entries name `prev` (kept here, or pushed out). */
  hasHeldAt(prev: string | null): boolean {
    return this.heldByPrev.has(prev) || this.evictedHeld.has(prev);
  }

  /** Fingerprints of entries pushed out while waiting for `key` (a prev, or a held entry's hash); forgets them. */
  takeEvicted(key: string): Set<string> | undefined {
    return this.evicted.take(key);
  }

  /** Fingerprints of held entries naming `prev` that were pushed out; forgets them. */
  takeEvictedHeld(prev: string | null): Set<string> | undefined {
    return this.evictedHeld.take(prev);
  }

  private evict(key: string): void {
    const p = this.parked.get(key)!;
    const print = fingerprint(key);
    if (p.held) {
      // unhashed, only the drip finds it again (where the table waits)
      const hash = hashOf(p.entry);
      if (hash) this.evicted.add(hash, print);
      this.evictedHeld.add(p.entry.prev, print);
    } else this.evicted.add(p.entry.prev, print);
    this.remove(key);
  }

  /** Takes out the orphans naming `prev`. */
  children(prev: string): Kept[] {
    return this.takeAll(this.orphansByPrev.get(prev), Infinity);
  }

  /** Takes out the held entries hashed so far with this hash. */
  held(hash: string): SignedEntry[] {
    return this.takeAll(this.heldByHash.get(hash), Infinity) as SignedEntry[];
  }

  /** Takes out the oldest `n` held entries naming `prev`. */
  heldAt(prev: string | null, n: number): Kept[] {
    return this.takeAll(this.heldByPrev.get(prev), n);
  }

  private takeAll(keys: Set<string> | undefined, n: number): Kept[] {
    if (!keys) return [];
    const taken: string[] = [];
    for (const k of keys) {
      if (taken.length >= n) break;
      taken.push(k);
    }
    const out = taken.map((k) => this.parked.get(k)!.entry);
    for (const k of taken) this.remove(k);
    return out;
  }

  private remove(key: string): void {
    const p = this.parked.get(key);
    if (!p) return;
    this.parked.delete(key);
    this.chars -= key.length;
    if (p.held) {
      const hash = hashOf(p.entry);
      if (hash) this.heldByHash.delete(hash, key);
      this.unhashed.delete(key);
      this.heldByPrev.delete(p.entry.prev, key);
    } else this.orphansByPrev.delete(p.entry.prev, key);
  }
}
