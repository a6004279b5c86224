/**
 * Junk leaves the shared log: every honest peer deletes from the Y.Array what no peer will ever
 * take in (log-book.ts `isJunk`: unparseable, out of bounds, forged, from a key that may not write
 * there) and copies of a wire past the second (replays). Each peer does this on its own: Yjs merges
 * identical deletions, and a deleted item keeps only a tombstone of a few bytes, so junk costs the
 * table nothing lasting, whatever its size.
 *
 * Why two copies are kept: a peer that missed a deletion still sees the old copy, while the
 * restorer (restorer.ts), which saw it, puts a new one back. Deleting that second copy would start a
 * restore-and-delete loop for as long as the two views differ (until the peers resync); keeping it
 * costs one copy. The first copies of a wire in array order always survive: every peer sees them
 * first (Yjs orders items the same everywhere), so none deletes them.
 */
import type * as Y from 'yjs';
import { pause } from './slices.js';

/** Origin of pruning deletions: the session does not read back what it deleted itself. */
export const ORIGIN_PRUNE = 'carc-prune';

/** Copies of one wire kept in the log. */
export const MAX_COPIES = 2;

/**
 * Deletes junk and copies past MAX_COPIES from `log` in one transaction; returns how many. What is
 * junk is judged first, in slices (bounds over strings of up to 8 KiB each, 10,000 of them in a
 * flood), so the page is never held for the judging; if the array changed meanwhile it is judged
 * again, and after a few tries at once. Nothing here hashes a junk string (a Set of them would).
 */
export async function pruneLog<T>(doc: Y.Doc, log: Y.Array<T>, isJunk: (wire: unknown) => boolean): Promise<number> {
  let wires = log.toArray();
  let junk: boolean[] = [];
  for (let tries = 0; ; tries++) {
    junk = [];
    for (const w of wires) {
      if (tries < JUDGE_TRIES) await pause();
      junk.push(isJunk(w));
    }
    const now = log.toArray();
    if (now.length === wires.length && now.every((w, i) => w === wires[i])) break;
    wires = now;
  }
  const copies = new Map<unknown, number>();
  const doomed: number[] = [];
  wires.forEach((w, i) => {
    if (junk[i]) return void doomed.push(i);
    const n = (copies.get(w) ?? 0) + 1;
    copies.set(w, n);
    if (n > MAX_COPIES) doomed.push(i);
  });
  if (!doomed.length) return 0;
  doc.transact(() => {
    // from the end, one run of neighbours at a time, so earlier indices stay valid
    for (let k = doomed.length - 1; k >= 0; ) {
      let j = k;
      while (j > 0 && doomed[j - 1] === doomed[j] - 1) j--;
      log.delete(doomed[j], doomed[k] - doomed[j] + 1);
      k = j - 1;
    }
  }, ORIGIN_PRUNE);
  return doomed.length;
}

/** Passes judged in slices before one is judged at once (the array kept changing under them). */
const JUDGE_TRIES = 3;

/**
 * Prunes once the batches already queued are done: a flood arrives as many small batches, and one
 * pass after them costs what one pass after each would cost many times over.
 */
export class Pruner<T> {
  private pending = false;

  /** `junkTest()` gives the test for the pass about to run (log-book.ts `takeJunk`), or null to skip it. */
  constructor(
    private readonly doc: Y.Doc,
    private readonly log: Y.Array<T>,
    private readonly junkTest: () => ((wire: unknown) => boolean) | null,
    private readonly enqueue: (fn: () => Promise<void>) => void,
  ) {}

  request(): void {
    if (this.pending) return;
    this.pending = true;
    this.enqueue(async () => {
      this.pending = false;
      const isJunk = this.junkTest();
      if (isJunk) await pruneLog(this.doc, this.log, isJunk);
    });
  }
}
