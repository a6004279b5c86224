/**
 * Entries kept aside unverified (admission.ts): orphans, whose `prev` has not been applied here
 * yet (it may still arrive: the network reorders), and entries held past their position's cap.
 * Nothing here is trusted or costs a signature check; it is bounded, oldest out first, so a flood
 * of orphans pointing nowhere costs memory once and never grows. An entry pushed out is not lost:
 * a short fingerprint is kept under what it waits for, and when that comes the book looks for it
 * in the shared array again (log-book.ts `lookAgain`).
 */
import type { SignedEntry } from './entry.js';
import { fingerprint } from './seen-wires.js';

export const MAX_PARKED = 4096;
export const MAX_PARKED_CHARS = 4 * 1024 * 1024;
/** Fingerprints of entries pushed out, kept (oldest forgotten first). */
export const MAX_EVICTED = 100_000;

interface Parked {
  entry: SignedEntry;
  held: boolean;
}

/** Forged copies share a hash with the genuine entry, so entries are told apart by hash and signature. */
const keyOf = (e: SignedEntry) => `${e.hash}.${e.sig}`;

export class Parking {
  private parked = new Map<string, Parked>();
  private byPrev = new Map<string | null, Set<string>>();
  private heldByHash = new Map<string, Set<string>>();
  private chars = 0;
  /** what an entry pushed out waited for (its prev, or its own hash if held) → its fingerprints */
  private evicted = new Map<string | null, Set<string>>();
  private evictedCount = 0;

  get size(): number {
    return this.parked.size;
  }

  has(e: SignedEntry): boolean {
    return this.parked.has(keyOf(e));
  }

  /** Keeps `e` aside: as an orphan under its `prev`, or `held` under its own hash. */
  park(e: SignedEntry, held: boolean): void {
    const key = keyOf(e);
    if (this.parked.has(key)) return;
    this.parked.set(key, { entry: e, held });
    this.chars += e.wire.length;
    const index = held ? this.heldByHash : this.byPrev;
    const at = held ? e.hash : e.prev;
    const set = index.get(at as string) ?? new Set<string>();
    set.add(key);
    index.set(at as string, set);
    while (this.parked.size > MAX_PARKED || this.chars > MAX_PARKED_CHARS) this.evict(this.parked.keys().next().value!);
  }

  /** Whether orphans wait for `prev`. */
  hasChildren(prev: string): boolean {
    return this.byPrev.has(prev) || this.evicted.has(prev);
  }

  /** Fingerprints of entries pushed out while waiting for `key` (a prev, or a held entry's hash); forgets them. */
  takeEvicted(key: string): Set<string> | undefined {
    const prints = this.evicted.get(key);
    if (!prints) return undefined;
    this.evicted.delete(key);
    this.evictedCount -= prints.size;
    return prints;
  }

  private evict(key: string): void {
    const p = this.parked.get(key)!;
    const at = p.held ? p.entry.hash : p.entry.prev;
    const prints = this.evicted.get(at) ?? new Set<string>();
    prints.add(fingerprint(p.entry.wire));
    this.evicted.set(at, prints);
    this.evictedCount++;
    this.remove(key);
    while (this.evictedCount > MAX_EVICTED) this.takeEvicted(this.evicted.keys().next().value as string);
  }

  /** Takes out the orphans naming `prev`. */
  children(prev: string): SignedEntry[] {
    return this.takeAll(this.byPrev.get(prev));
  }

  /** Takes out the held entries with this hash. */
  held(hash: string): SignedEntry[] {
    return this.takeAll(this.heldByHash.get(hash));
  }

  private takeAll(keys: Set<string> | undefined): SignedEntry[] {
    if (!keys) return [];
    const out = [...keys].map((k) => this.parked.get(k)!.entry);
    for (const k of [...keys]) this.remove(k);
    return out;
  }

  private remove(key: string): void {
    const p = this.parked.get(key);
    if (!p) return;
    this.parked.delete(key);
    this.chars -= p.entry.wire.length;
    const index = p.held ? this.heldByHash : this.byPrev;
    const at = (p.held ? p.entry.hash : p.entry.prev) as string;
    const set = index.get(at);
    set?.delete(key);
    if (set && !set.size) index.delete(at);
  }
}
