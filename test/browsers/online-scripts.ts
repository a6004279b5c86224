/**
 * What the online games across browsers run inside the app's pages (issue 27). As in
 * page-scripts.ts, each function is sent as source and uses nothing outside itself: `<carc-game>`
 * is driven through its script API, and where a person would use the UI (the invite by code),
 * through its controls, found in the shadow roots.
 */

interface OnlineApi {
  host(o?: object): Promise<string>;
  sit(p: { name: string }): Promise<void>;
  start(o: { tiles: number }): Promise<void>;
  legalMoves(): unknown[];
  play(m: unknown): Promise<void>;
  record(): unknown;
  state: SeenState;
  table: { status: { kind: string; peers: number; via?: { webrtc: number; broadcast: number; relay?: number }; relayOnly?: true } } | null;
}

/** What the test reads of a page's table between moves. */
export interface SeenState {
  phase: string;
  turn: number;
  current: number;
  mySeat: number | null;
  finished: boolean;
  scores: number[];
  players: { name: string }[];
}

/** The app's element is defined: its script API can be called (a game link's page joins by itself). */
export const appReady = () => !!customElements.get('carc-game');

/** Opens an online room on this page and takes a seat in it as `name`; returns the game link. */
export async function hostAndSit(name: string): Promise<string> {
  const el = document.querySelector('carc-game') as unknown as OnlineApi;
  const link = await el.host();
  await el.sit({ name });
  return link;
}

/** Takes a seat as `name` at the table this page has joined. */
export async function sitAs(name: string): Promise<void> {
  await (document.querySelector('carc-game') as unknown as OnlineApi).sit({ name });
}

/** Whether this page sees exactly these players at its table, in this order (for waitFor). */
export function seesPlayers(names: string[]): boolean {
  const { players } = (document.querySelector('carc-game') as unknown as OnlineApi).state;
  return players.map((p) => p.name).join('|') === names.join('|');
}

/** The host starts a quick game of `tiles` tiles without waiting for it here; a refusal is kept with the page's errors. */
export function startQuickGame(tiles: number): void {
  const el = document.querySelector('carc-game') as unknown as OnlineApi;
  el.start({ tiles }).catch((e: Error) => (window as unknown as { carcErrors: string[] }).carcErrors.push(`start: ${e.message}`));
}

/** Whether this page's game is being played (for waitFor). */
export const playing = () => (document.querySelector('carc-game') as unknown as OnlineApi).state.phase === 'playing';

export const seenState = (): SeenState => (document.querySelector('carc-game') as unknown as OnlineApi).state;

/** Plays the middle one of this seat's legal moves; false when it has none right now. Resolves once the next tile is drawn. */
export async function playMiddleMove(): Promise<boolean> {
  const el = document.querySelector('carc-game') as unknown as OnlineApi;
  const moves = el.legalMoves();
  if (!moves.length) return false;
  await el.play(moves[Math.floor(moves.length / 2)]);
  return true;
}

/** The record as the page's own JSON text (a driver's transport may reorder an object's keys). */
export const recordText = () => JSON.stringify((document.querySelector('carc-game') as unknown as OnlineApi).record());

/** How this page reaches its peers: direct channels, tabs of this browser, the relays; and whether it can only use the relays. */
export function peerPaths(): { webrtc: number; broadcast: number; relay: number; relayOnly: boolean } {
  const status = (document.querySelector('carc-game') as unknown as OnlineApi).table?.status;
  return { webrtc: status?.via?.webrtc ?? 0, broadcast: status?.via?.broadcast ?? 0, relay: status?.via?.relay ?? 0, relayOnly: !!status?.relayOnly };
}

/** Whether a peer is reached by `path` (a direct channel, or the relays), for waitFor. */
export function reachedBy(path: 'webrtc' | 'relay'): boolean {
  const via = (document.querySelector('carc-game') as unknown as OnlineApi).table?.status.via;
  return (via?.[path] ?? 0) > 0;
}

/** One step a person takes in the UI: an element matching `selector` (and holding `text`, if given), in any shadow root. */
export interface UiStep {
  selector: string;
  text?: string;
  /** 'click' it, 'fill' it with `value` (as typing would: an input event), or only read it */
  act?: 'click' | 'fill';
  value?: string;
}

/**
 * Finds the element of `step` through every shadow root and acts on it. Returns its value (a form
 * field) or its text, or null when no such element is shown: synchronous, so waitFor can poll it.
 */
export function uiStep({ selector, text, act, value }: UiStep): string | null {
  const within = (root: ParentNode): Element[] => [...root.querySelectorAll('*')].flatMap((el) => [el, ...(el.shadowRoot ? within(el.shadowRoot) : [])]);
  const found = within(document).find((el) => el.matches(selector) && (!text || (el.textContent ?? '').includes(text))) as (HTMLElement & { value?: string }) | undefined;
  if (!found) return null;
  if (act === 'click') found.click();
  if (act === 'fill') {
    found.value = value ?? '';
    found.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  }
  return found.tagName === 'INPUT' ? (found.value ?? '') : (found.textContent ?? '');
}
