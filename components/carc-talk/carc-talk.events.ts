/** The details of `<carc-talk>`'s events, and their entries in the DOM's event map. */

/** `carc-talk-toggle`: the conversation was opened or closed. */
export interface CarcTalkToggleDetail {
  open: boolean;
}

declare global {
  interface HTMLElementEventMap {
    'carc-talk-toggle': CustomEvent<CarcTalkToggleDetail>;
  }
}
