/**
 * The typed side of our `carc-*` events. Every component's events are entries of the DOM's
 * `HTMLElementEventMap` (declared next to each component, in `<name>.events.ts`, which its front
 * file re-exports), so a host's `el.addEventListener('carc-move', (e) => e.detail.move)` is typed.
 * This module holds the details more than one component fires, and `fire`, which dispatches an
 * event the way all of ours go and checks its detail against that map.
 */

/** `carc-error`: something failed; `code` is stable (`record/not-json`, `move/…`, `sync/…`), `message` a sentence. */
export interface CarcErrorDetail {
  code: string;
  message: string;
}

/** `carc-turn`: the player gave their own TURN server (`''`: stop using one). */
export interface CarcTurnDetail {
  turn: string;
}

/** `carc-lobby-copied`: a code of an invite panel went to the clipboard (`what`: the id of its field). */
export interface CarcCopiedDetail {
  what: string;
}

/** `carc-lobby-answer-code`: the host pasted a friend's answer code. */
export interface CarcAnswerCodeDetail {
  code: string;
}

/** The detail of an event that carries none (an empty object). */
export type CarcNoDetail = Record<string, never>;

/** The names of our events. */
export type CarcEventName = Extract<keyof HTMLElementEventMap, `carc-${string}`>;

/** The detail an event of ours carries. */
export type CarcEventDetail<K extends CarcEventName> = HTMLElementEventMap[K] extends CustomEvent<infer D> ? D : never;

/** Dispatches one of our events from `from`: bubbling and composed, so it leaves shadow roots. */
export function fire<K extends CarcEventName>(from: EventTarget, type: K, detail: CarcEventDetail<K>): boolean {
  return from.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

declare global {
  interface HTMLElementEventMap {
    /** `<carc-board>` could not show its record, or `<carc-game>` refused an action or lost a server. */
    'carc-error': CustomEvent<CarcErrorDetail>;
    /** from the connection settings of `<carc-lobby>` and `<carc-game>` */
    'carc-turn': CustomEvent<CarcTurnDetail>;
    /** the invite panels, in `<carc-lobby>` and `<carc-game>` alike */
    'carc-lobby-copied': CustomEvent<CarcCopiedDetail>;
    'carc-lobby-invite-code': CustomEvent<CarcNoDetail>;
    'carc-lobby-answer-code': CustomEvent<CarcAnswerCodeDetail>;
    'carc-lobby-back': CustomEvent<CarcNoDetail>;
  }
}
