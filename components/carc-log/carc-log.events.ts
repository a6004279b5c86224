/** The details of `<carc-log>`'s events, and their entries in the DOM's event map. */
import type { LogEntry } from '../shared/log-entries.js';

export type { LogEntry };

/** `carc-log-hover`: an entry was hovered or focused (its squares to highlight), or left (both null). */
export interface CarcLogHoverDetail {
  tiles: [number, number][] | null;
  entry: LogEntry | null;
}

/** `carc-log-select`: an entry was opened, or closed (null). */
export interface CarcLogSelectDetail {
  entry: LogEntry | null;
}

declare global {
  interface HTMLElementEventMap {
    'carc-log-hover': CustomEvent<CarcLogHoverDetail>;
    'carc-log-select': CustomEvent<CarcLogSelectDetail>;
  }
}
