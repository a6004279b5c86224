/**
 * Putting back what a vandal deleted from the shared array, by one peer at a time. If every peer
 * restored at once, each wipe (a few bytes from the vandal) would cost every peer's copy of the
 * whole log in traffic and leave as many copies in the document. So peers stand in line: the host,
 * then the seats in order, then everyone else by key, counting only those online (presence, a
 * hint: a vandal claiming to be online only delays the next in line). The first online restores at
 * once; the k-th checks again after k steps plus jitter and restores only what is still missing.
 * Only what this peer verified and keeps (log-book.ts `keepWires`) is restored, never junk.
 */
import type * as Y from 'yjs';
import { isVerified, lengthsOf } from './intake.js';
import type { LogBook } from './log-book.js';

/** Origin of restoring writes. */
export const ORIGIN_RESTORE = 'carc-restore';
/** How long the next in line waits for the one before it, and the jitter on top. */
export const RESTORE_STEP_MS = 1500;
export const RESTORE_JITTER_MS = 1000;

/** Timers, replaceable: the in-memory tests run them on a clock of their own. */
export interface Clock {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** milliseconds, for the stall countdown (stall-watch.ts) */
  time(): number;
}

export const realClock: Clock = {
  setTimeout(fn, ms) {
    const t = setTimeout(fn, ms);
    // a pending check must not keep a Node process (CLI, tests) alive
    (t as { unref?: () => void }).unref?.();
    return t;
  },
  clearTimeout: (t) => clearTimeout(t as ReturnType<typeof setTimeout>),
  time: () => Date.now(),
};

export interface RestorerContext {
  doc: Y.Doc;
  log: Y.Array<string>;
  book: LogBook;
  me: string;
  /** keys online now (presence) */
  online(): Set<string>;
  clock: Clock;
  /** runs `fn` after the batches already queued */
  enqueue(fn: () => void): void;
}

export class Restorer {
  private timer: unknown = null;
  private closed = false;

  constructor(private readonly c: RestorerContext) {}

  /** Entries were deleted from the shared array. */
  deleted(): void {
    if (this.closed) return;
    const rank = this.rank();
    if (rank === 0) return this.restore();
    if (this.timer !== null) return;
    const wait = rank * RESTORE_STEP_MS + Math.random() * RESTORE_JITTER_MS;
    this.timer = this.c.clock.setTimeout(() => {
      this.timer = null;
      this.c.enqueue(() => this.restore());
    }, wait);
  }

  /** This peer's place in line among those online (0: it restores at once). */
  rank(): number {
    const { book, me } = this.c;
    const seats = (book.state.start?.seats ?? book.lobby().seats).map((s) => s.key);
    const online = this.c.online();
    online.add(me);
    const line = [book.host, ...seats];
    const rest = [...online].filter((k) => !line.includes(k)).sort();
    return [...new Set([...line, ...rest])].filter((k) => online.has(k)).indexOf(me);
  }

  /** Pushes back every kept wire missing from the array. */
  restore(): void {
    if (this.closed) return;
    const { book, log, doc } = this.c;
    const present = new Set<string>();
    const lengths = lengthsOf(book.hashOfWire.keys());
    for (const w of log.toArray()) {
      const h = isVerified(w, lengths, book.hashOfWire) ? book.hashOfWire.get(w) : undefined;
      if (h) present.add(h);
    }
    const missing = book.keepWires().filter((w) => !present.has(book.hashOfWire.get(w)!));
    if (missing.length) doc.transact(() => log.push(missing), ORIGIN_RESTORE);
  }

  close(): void {
    this.closed = true;
    if (this.timer !== null) this.c.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}
