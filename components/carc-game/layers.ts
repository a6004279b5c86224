/**
 * The end-of-game dialog and the phone's bottom sheet as layers over the board. Each one closes by
 * its visible button, a tap outside it, Esc, and the browser's Back (an open layer holds one history
 * entry, as a phone player expects); focus moves into a dialog when it opens and back to where it
 * was when it closes.
 */
import type { ReactiveController } from 'lit';
import type { GameHost, HostLayers, LayerName } from './game-host.js';

/** The phone layout, where the panel is a bottom sheet (see carc-game.phone.styles.ts). */
const phoneLayout = () => typeof matchMedia === 'function' && matchMedia('(max-width: 760px)').matches;

/** The element that has focus, looking into shadow roots. */
function deepActive(): HTMLElement | null {
  let a = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a instanceof HTMLElement ? a : null;
}

let tokens = 0;

export class Layers implements HostLayers, ReactiveController {
  /** open layers, each with the token of its history entry (unique: an entry left by a closed page must not count) */
  private open: { name: LayerName; back: HTMLElement | null; token: string | null }[] = [];
  /** popstate events caused by our own history.back(), to let pass */
  private ownBacks = 0;

  constructor(private el: GameHost) {
    el.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('popstate', this.onPop);
  }

  hostDisconnected(): void {
    window.removeEventListener('popstate', this.onPop);
  }

  /** Which layers show now. */
  private showing(): LayerName[] {
    const el = this.el;
    const g = el.table?.game;
    const out: LayerName[] = [];
    if (g?.finished && el.endOpen && el.replayAt === null && el.renderRoot.querySelector('carc-end-screen')) out.push('end');
    if (g && el.sheetOpen && phoneLayout()) out.push('sheet');
    return out;
  }

  close(name: LayerName): void {
    if (name === 'end') this.el.endOpen = false;
    else this.el.sheetOpen = false;
  }

  /** After each render: layers that appeared get a history entry and focus, those that went give them back. */
  hostUpdated(): void {
    this.sync();
  }

  private sync(): void {
    const now = this.showing();
    for (const layer of [...this.open]) {
      if (now.includes(layer.name)) continue;
      this.open = this.open.filter((l) => l !== layer);
      if (layer.token && history.state?.carcLayer === layer.token) {
        this.ownBacks++;
        history.back();
      }
      if (layer.name === 'end') this.restoreFocus(layer.back);
    }
    for (const name of now) {
      if (this.open.some((l) => l.name === name)) continue;
      this.open.push({ name, back: deepActive(), token: null });
      if (name === 'end') this.focusDialog();
    }
    // history.back() lands later: a new entry pushed before it would be the one it takes away
    if (this.ownBacks > 0) return;
    for (const layer of this.open) {
      if (layer.token) continue;
      layer.token = `${layer.name}-${Date.now().toString(36)}-${++tokens}`;
      history.pushState({ ...(history.state ?? {}), carcLayer: layer.token }, '');
    }
  }

  private onPop = (): void => {
    if (this.ownBacks > 0) {
      if (--this.ownBacks === 0) this.sync();
      return;
    }
    const top = this.open.at(-1);
    if (!top || history.state?.carcLayer === top.token) return;
    // Back closes the top layer; its entry is already gone from the history
    this.open.pop();
    this.close(top.name);
    if (top.name === 'end') void this.el.updateComplete.then(() => this.restoreFocus(top.back));
  };

  private focusDialog(): void {
    const end = this.el.renderRoot.querySelector('carc-end-screen') as (HTMLElement & { updateComplete: Promise<unknown> }) | null;
    void end?.updateComplete.then(() => (end.shadowRoot?.querySelector('.actions button') as HTMLElement | null)?.focus());
  }

  /** Back to where focus was, or to the button that opens the final scores again. */
  private restoreFocus(back: HTMLElement | null): void {
    void this.el.updateComplete.then(() => {
      if (back?.isConnected && back !== document.body) return back.focus();
      const again = [...this.el.renderRoot.querySelectorAll<HTMLButtonElement>('.turn button')].find((b) => b.textContent?.includes('Final scores'));
      again?.focus();
    });
  }
}
