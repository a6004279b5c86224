/**
 * Where keyboard focus goes when the screen changes under it (entering a lobby, starting a game,
 * leaving one): the button that was pressed is gone, and focus must not fall to the page body,
 * where a keyboard or screen-reader user would have to find their way back from the top.
 */
import type { ReactiveController } from 'lit';
import type { GameHost } from './game-host.js';

type Focusable = HTMLElement & { updateComplete?: Promise<unknown> };

/** Whether nothing in particular has focus (the page body, or an element that is gone). */
function focusLost(): boolean {
  let a: Element | null = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return !a || a === document.body || !a.isConnected;
}

export class ScreenFocus implements ReactiveController {
  private screen = '';

  constructor(private el: GameHost) {
    el.addController(this);
  }

  /** After each render: on a new screen whose change took focus away, focus its heading. */
  hostUpdated(): void {
    const t = this.el.table;
    const now = t?.game ? 'game' : t || this.el.lobbyView === 'broken-link' ? `lobby:${this.el.lobbyView}` : 'welcome';
    const before = this.screen;
    this.screen = now;
    if (!before || before === now) return;
    // the lobby renders after us: whether the pressed button is gone is known once it has
    void this.target(now).then((h) => focusLost() && h?.focus({ preventScroll: true }));
  }

  private async target(screen: string): Promise<Focusable | null> {
    if (screen === 'game') return this.el.renderRoot.querySelector<Focusable>('.turn-title');
    const lobby = this.el.renderRoot.querySelector('carc-lobby') as Focusable | null;
    await lobby?.updateComplete;
    return lobby?.shadowRoot?.querySelector<Focusable>('h1') ?? null;
  }
}
