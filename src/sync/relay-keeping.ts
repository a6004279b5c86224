/**
 * A session's table kept on the relays (archive/), for tables played over days. Every page that
 * opens a room online first asks the relays what they keep of it (one request per relay), so that a
 * guest's first visit, or a player's next one, finds the table with nobody else online; the wires
 * go into the log, where the session verifies them as any other gossip. Then:
 * - a live table (neither the start nor the host's seating says "over days") leaves the relays
 *   alone: the connection closes, and opens again only if the host chooses to play over days;
 * - at a table played over days, the page stays subscribed while open, and a seat (or a player who
 *   asked to sit) publishes every verified wire worth keeping that the relays lack (the chain, the
 *   claims and seating it stands on, the votes), its own as it writes them; a spectator only
 *   reads. Junk someone pushed into the document is never published.
 */
import type * as Y from 'yjs';
import { attachArchive, type ArchiveLink } from './archive/archive-link.js';
import type { FetchReport, RelayArchive } from './archive/relay-archive.js';
import type { LogBook } from './log-book.js';
import type { Phase } from './types.js';

/** What the keeping needs of its session (GameSession has it all; it fires 'closed' as it closes). */
export interface KeptSession extends EventTarget {
  readonly doc: Y.Doc;
  readonly book: LogBook;
  /** this page's public key */
  readonly identity: string;
  readonly isHost: boolean;
  readonly mySeat: number | null;
  readonly days: number | null;
  readonly phase: Phase;
  whenIdle(): Promise<void>;
}

/** The verified wires worth keeping on the relays (log-book.ts keepWires), and the votes: a vote cast today joins one cast tomorrow. */
export function wiresToKeep(book: LogBook): string[] {
  return [...book.keepWires(), ...[...book.votes.values()].map((v) => v.wire)];
}

export class RelayKeeping {
  private archive: RelayArchive | null = null;
  private link: ArchiveLink | null = null;
  /** wires some relay had when fetched, or this page sent: never sent again */
  private readonly kept = new Set<string>();
  private fetching: Promise<FetchReport | null> = Promise.resolve(null);
  /** whether the latest fetch is in: before it, this page cannot tell what the relays lack */
  private fetched = false;
  private closed = false;
  private readonly onChange = () => this.changed();

  constructor(
    private readonly s: KeptSession,
    private readonly makeArchive: () => RelayArchive,
  ) {
    s.addEventListener('change', this.onChange);
    s.addEventListener('closed', () => this.close(), { once: true });
    this.attach();
  }

  /** Resolves once the latest fetch's wires are in the log (null if none was made). */
  get ready(): Promise<FetchReport | null> {
    return this.fetching;
  }

  /** Whether this page keeps a connection to the relays now. */
  get connected(): boolean {
    return this.archive !== null;
  }

  /** Resolves once the latest fetch is in and everything sent so far was answered by every relay. */
  async idle(): Promise<void> {
    await this.fetching;
    await this.archive?.idle();
  }

  close(): void {
    this.closed = true;
    this.s.removeEventListener('change', this.onChange);
    this.detach();
  }

  /** Whether what this page holds belongs on the relays: over days, from a seat, or before the start the host or a player who asked to sit. */
  private publishes(): boolean {
    if (this.s.days === null) return false;
    if (this.s.book.state.start) return this.s.mySeat !== null;
    return this.s.isHost || [...this.s.book.claims.values()].some((c) => c.author === this.s.identity);
  }

  private attach(): void {
    this.fetched = false;
    const archive = (this.archive = this.makeArchive());
    const link = (this.link = attachArchive({
      doc: this.s.doc,
      log: this.log,
      archive,
      // publishing is this keeping's own business (changed()), so that it also covers what was written before the table was said to be over days
      shouldPublish: () => false,
      renew: () => this.s.phase !== 'finished',
    }));
    this.fetching = link.ready.then(
      async (report) => {
        for (const r of report.relays) for (const w of r.wires.keys()) this.kept.add(w);
        // the session takes the fetched wires in before it can tell what the table is
        await this.s.whenIdle();
        if (this.link !== link) return report;
        this.fetched = true;
        if (this.s.days === null) this.detach();
        else {
          if (this.publishes()) archive.heal(report, { renew: this.s.phase !== 'finished' }).catch(() => {});
          this.changed();
        }
        return report;
      },
      () => null,
    );
  }

  private detach(): void {
    this.link?.detach();
    this.archive?.close();
    [this.link, this.archive] = [null, null];
  }

  private get log(): Y.Array<string> {
    return this.s.doc.getArray<string>('log');
  }

  private changed(): void {
    if (this.closed || this.s.days === null) return;
    // the host chose to play over days while this page was open: back to the relays
    if (!this.archive) return this.attach();
    if (!this.fetched || !this.publishes()) return;
    const fresh = wiresToKeep(this.s.book).filter((w) => !this.kept.has(w));
    for (const w of fresh) this.kept.add(w);
    if (fresh.length) this.archive.publish(fresh).catch(() => {});
  }
}
