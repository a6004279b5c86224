/** The details of `<carc-share>`'s events, and their entries in the DOM's event map. */

/** `carc-share-copied` and `carc-share-shared`: the link went to the clipboard, or to the platform's share sheet. */
export interface CarcShareDetail {
  link: string;
}

declare global {
  interface HTMLElementEventMap {
    'carc-share-copied': CustomEvent<CarcShareDetail>;
    'carc-share-shared': CustomEvent<CarcShareDetail>;
  }
}
