/**
 * The event's page (`?event=<file>`, issue 25): `<carc-event>` reads the organiser's file from
 * beside the page and watches each table through its audience relay (its `src`). main.ts loads this
 * module only for such a link, so a game's page never downloads it.
 */
import '../../components/carc-event/carc-event.js';
import type { CarcEvent } from '../../components/carc-event/carc-event.js';

/** Shows the event of `file` (relative to this page) in `page` (a `<carc-event>`), the tab titled after it. */
export function showEvent(page: HTMLElement, file: string): void {
  const el = page as CarcEvent;
  el.src = file;
  // the tab says which event once the file is read
  const title = () => el.heading && (document.title = `${el.heading} · Carcassonne`);
  new MutationObserver(title).observe(el, { attributes: true });
  el.addEventListener('carc-event-retry', title);
  void el.updateComplete.then(title);
  // the sockets close with the page; a page kept in the back/forward cache reads the file again when shown
  addEventListener('pageshow', (e) => e.persisted && void el.reload());
}
