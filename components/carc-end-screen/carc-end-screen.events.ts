/** The details of `<carc-end-screen>`'s events, and their entries in the DOM's event map. */

/**
 * `carc-end-action`: a button of the final scores. `close` is the ✕ in the corner, `rematch` Play
 * again; `join-rematch` is a proposal's Join (or Back to it), with the rematch's room.
 */
export type CarcEndActionDetail = { action: 'review' | 'export' | 'new-game' | 'close' | 'rematch' } | { action: 'join-rematch'; room: string };

declare global {
  interface HTMLElementEventMap {
    'carc-end-action': CustomEvent<CarcEndActionDetail>;
  }
}
