/**
 * `<carc-event src>`: the element reads an organiser's event file itself (src/table/event-file.ts,
 * relative to the page) and watches each table through its audience relay (event-watch.ts), so a
 * site shows an event with one tag. While the element is out of the document nothing is watched;
 * a new `src`, `reload()` or the element's Try again reads the file again.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { loadEventFile } from '../../src/table/event-file.js';
import { EventWatch, type TableSummary } from '../../src/table/event-watch.js';

/** What the reader needs of its element: where the file is, and the fields it fills. */
export interface EventFileHost extends ReactiveControllerHost, HTMLElement {
  src: string;
  heading: string;
  note: string | null;
  tables: readonly TableSummary[];
  problem: { code: string; message: string } | null;
  loading: boolean;
}

export class EventFileReader implements ReactiveController {
  private watch: EventWatch | null = null;
  private read: string | null = null;
  /** bumped on each read: a slow fetch answering after a newer read is dropped */
  private generation = 0;

  constructor(private readonly host: EventFileHost) {
    host.addController(this);
  }

  hostConnected(): void {
    this.read = null;
  }

  // before the render, so that what the read sets at once (loading) shows in this same update
  hostUpdate(): void {
    if (this.host.isConnected && this.host.src && this.host.src !== this.read) void this.reload();
  }

  hostDisconnected(): void {
    this.stop();
    this.read = null;
  }

  /** Reads the file again and watches its tables afresh. */
  async reload(): Promise<void> {
    const h = this.host;
    this.stop();
    this.read = h.src;
    if (!h.src) return;
    const generation = ++this.generation;
    h.problem = null;
    h.loading = true;
    const got = await loadEventFile(h.src, location.href);
    if (generation !== this.generation) return;
    h.loading = false;
    if (!got.ok) {
      h.problem = got.error;
      return;
    }
    const { title, note, tables } = got.event;
    h.heading = title;
    h.note = note;
    const watch = new EventWatch(tables);
    this.watch = watch;
    h.tables = [...watch.summaries];
    watch.addEventListener('change', () => (h.tables = [...watch.summaries]));
  }

  private stop(): void {
    this.generation++;
    void this.watch?.dispose();
    this.watch = null;
  }
}
