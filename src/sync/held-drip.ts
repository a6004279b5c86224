/**
 * Entries held past their position's cap (admission.ts) where the table waits are tried a few at
 * a time, on a timer: a seat that floods its own position with junk may have signed its legal
 * entry among it, and a peer that holds that entry must not wait on the seat for ever while the
 * peers that met it first have applied it. The flood costs the table DRIP_ENTRIES signature
 * checks every DRIP_MS (a few per cent of one core) while it waits on that seat, never more.
 */
import type { LogBook } from './log-book.js';
import type { Clock } from './restorer.js';

export const DRIP_MS = 100;
export const DRIP_ENTRIES = 16;

export class HeldDrip {
  private timer: unknown = null;
  private closed = false;

  /** `run(n)` absorbs `n` held entries at the head after the batches already queued (session.ts). */
  constructor(
    private readonly clock: Clock,
    private readonly book: LogBook,
    private readonly run: (n: number) => void,
  ) {}

  /** After a batch: tries the next few later if entries are held where the table waits. */
  arm(): void {
    if (this.timer !== null || this.closed || !this.book.heldAtHead) return;
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      if (!this.closed) this.run(DRIP_ENTRIES);
    }, DRIP_MS);
  }

  close(): void {
    this.closed = true;
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}
