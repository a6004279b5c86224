/**
 * This peer's own entries on their way into the log: signed, pushed once, and remembered, so that
 * a loss is reported to the peer that wrote it. Signing is tracked because `whenIdle` must wait
 * for an entry still being signed.
 */
import type * as Y from 'yjs';
import type { PilotKind } from './autopilot.js';
import { toHex } from './bytes.js';
import { entryDigest, signEntry } from './entry.js';
import type { Identity } from './identity.js';

/** Origin of this session's own writes to the log. */
export const ORIGIN_LOCAL = 'carc-local';

export type OwnKind = 'claim' | 'seats' | 'start' | 'drop' | 'vote' | 'rematch' | PilotKind;

export interface OutboxOptions {
  me: Identity;
  room: string;
  doc: Y.Doc;
  log: Y.Array<string>;
  /** true once the session is closed: nothing more is pushed */
  closed: () => boolean;
  /** called before each entry is pushed (the connections count it while no peer is there) */
  pushing: () => void;
  /** a watcher's page: it writes nothing, every write is refused with `sync/watching` */
  readOnly?: boolean;
}

/** Why a watcher's page cannot write: said before any other reason (session.ts) and by every write. */
export const WATCHING = { code: 'sync/watching' as const, message: 'This page only watches the game: it cannot sit, vote or play.' };

export class Outbox {
  private signing = new Set<Promise<unknown>>();
  /** hashes of the entries this session wrote */
  private written = new Set<string>();

  constructor(private readonly o: OutboxOptions) {}

  /** Signs an entry of ours and pushes it; resolves to its hash. */
  async write(kind: OwnKind, body: Record<string, unknown>, prev: string | null): Promise<string> {
    if (this.o.readOnly) throw { ...WATCHING };
    const digested = entryDigest(this.o.me.publicKey, { kind, room: this.o.room, prev, body });
    const hash = toHex(digested.digest);
    // the same entry again (a vote repeated while the wait lasts): `push` would drop it, so it is not signed twice
    if (this.written.has(hash)) return hash;
    const entry = await this.track(signEntry(this.o.me, digested.full, digested));
    this.push(entry);
    return entry.hash;
  }

  push(entry: { wire: string; hash: string }): void {
    // signing is deterministic: an entry of ours already written is the restorer's business
    if (this.o.closed() || this.o.readOnly || this.written.has(entry.hash)) return;
    this.o.pushing();
    this.written.add(entry.hash);
    this.o.doc.transact(() => this.o.log.push([entry.wire]), ORIGIN_LOCAL);
  }

  /** Whether this session wrote the entry with this hash. */
  wrote(hash: string): boolean {
    return this.written.has(hash);
  }

  /** Keeps `signed` waiting while this entry is being signed. */
  track<T>(p: Promise<T>): Promise<T> {
    this.signing.add(p);
    const done = () => this.signing.delete(p);
    p.then(done, done);
    return p;
  }

  /** Resolves once the entries being signed now are signed; null when none is. */
  signed(): Promise<unknown> | null {
    return this.signing.size ? Promise.all(this.signing) : null;
  }
}
