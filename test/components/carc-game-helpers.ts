/** Helpers for `<carc-game>` tests: a hot-seat table on a known deck, and reaching into shadow roots. */
import { fixture, html } from '@open-wc/testing';
import '../../components/carc-game/carc-game.js';
import type { CarcGame } from '../../components/carc-game/carc-game.js';
import { OnlineTable } from '../../src/table/online-table.js';
import type { GameSession } from '../../src/sync/index.js';
import { SHORT_DECK, type FakeSession } from './fake-session.js';

export { SHORT_DECK } from './fake-session.js';

export async function hotseatGame(deck = SHORT_DECK): Promise<CarcGame> {
  const el = await fixture<CarcGame>(html`<carc-game style="height:700px;width:1100px;display:block"></carc-game>`);
  await el.host({ hotseat: true, deck });
  await el.sit({ name: 'Ann' });
  await el.sit({ name: 'Bob' });
  await el.start();
  await el.updateComplete;
  return el;
}

export const $ = <T extends Element = HTMLElement>(root: Element, sel: string) => root.shadowRoot!.querySelector(sel) as T | null;
export const $$ = <T extends Element = HTMLElement>(root: Element, sel: string) => [...root.shadowRoot!.querySelectorAll(sel)] as T[];

export function board(el: CarcGame): HTMLElement & Record<string, unknown> {
  return $(el, 'carc-board') as HTMLElement & Record<string, unknown>;
}

/** Sends the board's activation event, as a click or Enter on a square does. */
export async function activate(el: CarcGame, at: [number, number]): Promise<void> {
  board(el).dispatchEvent(new CustomEvent('carc-square-activate', { detail: { at }, bubbles: true, composed: true }));
  await el.updateComplete;
}

export function buttonByText(el: Element, text: string | RegExp): HTMLButtonElement {
  const found = $$<HTMLButtonElement>(el, 'button').find((b) => (typeof text === 'string' ? b.textContent!.includes(text) : text.test(b.textContent!)));
  if (!found) throw new Error(`no button ${text}`);
  return found;
}

export async function key(el: CarcGame, k: string, opts: KeyboardEventInit = {}): Promise<void> {
  el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true, ...opts }));
  await el.updateComplete;
}

/** `<carc-game>` online on a stand-in session (fake-session.ts). */
export async function onlineGame(session: FakeSession): Promise<CarcGame> {
  const el = await fixture<CarcGame>(html`<carc-game style="height:700px;width:1100px;display:block"></carc-game>`);
  el.attach(new OnlineTable(session as unknown as GameSession));
  el.lobbyView = 'online';
  await el.updateComplete;
  return el;
}

/**
 * How long a test waits for something that only takes time (a bot thinking, a worker starting): a
 * guard against a hang, not a speed check, so a busy machine is slow rather than failing.
 */
export const PATIENCE = { timeout: 180_000 };

/**
 * Waits until the animations of `el`'s shadow tree have run (a dialog rising and fading in): axe
 * reads colours mid-fade, and on a busy machine 50 ms is not past the fade.
 */
export async function animationsDone(el: Element): Promise<void> {
  await Promise.all(el.shadowRoot!.getAnimations().map((a) => a.finished.catch(() => undefined)));
}
