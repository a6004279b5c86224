/** The details of `<carc-event>`'s events, and their entries in the DOM's event map. */
import type { CarcNoDetail } from '../shared/events.js';

/** `carc-event-retry`: the event file could not be read, and the organiser or a guest asked to read it again. */
export type CarcEventRetryDetail = CarcNoDetail;

declare global {
  interface HTMLElementEventMap {
    'carc-event-retry': CustomEvent<CarcEventRetryDetail>;
  }
}
