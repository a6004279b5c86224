/**
 * The event's page (`?event=<file>`, issue 25): the organiser's file read from beside the page
 * (src/table/event-file.ts), each table watched through its audience relay (event-watch.ts), and
 * `<carc-event>` showing them. main.ts loads this module only for such a link, so a game's page
 * never downloads it.
 */
import '../../components/carc-event/carc-event.js';
import type { CarcEvent } from '../../components/carc-event/carc-event.js';
import { loadEventFile } from '../table/event-file.js';
import { EventWatch } from '../table/event-watch.js';

/** Reads `file` (relative to this page) into `page` (a `<carc-event>`), and keeps its tables current until the page goes. */
export async function showEvent(page: HTMLElement, file: string): Promise<void> {
  const el = page as CarcEvent;
  let watch: EventWatch | null = null;
  const read = async () => {
    void watch?.dispose();
    watch = null;
    el.problem = null;
    el.loading = true;
    const got = await loadEventFile(file, location.href);
    el.loading = false;
    if (!got.ok) {
      el.problem = got.error;
      return;
    }
    const { title, note, tables } = got.event;
    document.title = `${title} · Carcassonne`;
    el.heading = title;
    el.note = note;
    const w = new EventWatch(tables);
    watch = w;
    el.tables = [...w.summaries];
    w.addEventListener('change', () => (el.tables = [...w.summaries]));
  };
  el.addEventListener('carc-event-retry', () => void read());
  // the sockets close with the page; a page kept in the back/forward cache reopens them when shown
  addEventListener('pagehide', () => void watch?.dispose());
  addEventListener('pageshow', (e) => e.persisted && void read());
  await read();
}
