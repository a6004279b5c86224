import { LitElement, html, nothing } from 'lit';
import '../carc-qr/carc-qr.js';
import { ICONS } from '../shared/icons.js';
import { fire } from '../shared/events.js';
import { styles } from './carc-share.styles.js';

/**
 * The game's link during play, one tap away (an installed app has no address bar to copy it from):
 * a button opening a small panel with the link, Copy, the platform's share sheet where there is
 * one, and a QR code to scan from another device. It says what the link gives: the seats were
 * taken at the start, so whoever opens it watches; a player's seat is kept by their browser, not
 * by the link. At a table shown on an audience relay, the panel also gives the watch link
 * ("Link to watch (can't sit)"), which follows the table through the relay and never sits; a
 * watcher's page gives only that one.
 *
 * @fires {CustomEvent<CarcShareDetail>} carc-share-copied - `{ link }` the link was copied to the clipboard
 * @fires {CustomEvent<CarcShareDetail>} carc-share-shared - `{ link }` the link went to the platform's share sheet
 * @csspart toggle - the button that opens the panel
 * @csspart panel - the panel
 * @cssproperty --carc-control-bg - the button's background over the board
 */
export class CarcShare extends LitElement {
  static override styles = styles;
  static override properties = {
    link: {},
    seated: { type: Boolean },
    watchLink: { attribute: 'watch-link' },
    watching: { type: Boolean },
    open: { type: Boolean, reflect: true },
    said: { state: true },
    which: { state: true },
  };

  /** the game link to give */
  declare link: string;
  /** whether this browser holds a seat (otherwise it watches) */
  declare seated: boolean;
  /** the table's watch link, when it is shown on an audience relay ('' for none) */
  declare watchLink: string;
  /** this page watches through a watch link: `link` is that watch link */
  declare watching: boolean;
  /** which link the panel gives */
  declare which: 'game' | 'watch';
  declare open: boolean;
  /** what the last action did, for the panel and screen readers */
  declare said: string;

  constructor() {
    super();
    this.link = '';
    this.seated = true;
    this.watchLink = '';
    this.watching = false;
    this.which = 'game';
    this.open = false;
    this.said = '';
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('pointerdown', this.onOutside, true);
  }

  /** Opens or closes the panel (a script may call it too). */
  toggle(open = !this.open): void {
    this.open = open;
    this.said = '';
    if (open) {
      document.addEventListener('pointerdown', this.onOutside, true);
      void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLButtonElement>('.copy')?.focus());
    } else {
      document.removeEventListener('pointerdown', this.onOutside, true);
    }
  }

  private onOutside = (e: Event): void => {
    if (!e.composedPath().includes(this)) this.toggle(false);
  };

  private onKey(e: KeyboardEvent): void {
    if (e.key !== 'Escape' || !this.open) return;
    e.stopPropagation();
    this.toggle(false);
    this.renderRoot.querySelector<HTMLButtonElement>('.toggle')?.focus();
  }

  /** The link the panel gives now. */
  get shown(): string {
    return this.which === 'watch' && this.watchLink ? this.watchLink : this.link;
  }

  /** Copies the link; where the clipboard is refused, selects it so the player can copy it by hand. */
  async copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(this.shown);
      this.said = 'Link copied.';
      this.emit('carc-share-copied');
    } catch {
      this.renderRoot.querySelector<HTMLInputElement>('input')?.select();
      this.said = 'This browser would not copy it: the link is selected, copy it from there.';
    }
  }

  /** The platform's share sheet; where it fails (not closed by the player), the link is copied instead. */
  async share(): Promise<void> {
    try {
      await navigator.share({ title: 'Carcassonne', text: this.shown === this.link && !this.watching ? 'Our Carcassonne game' : 'Watch our Carcassonne game', url: this.shown });
      this.emit('carc-share-shared');
    } catch (e) {
      if ((e as Error)?.name !== 'AbortError') await this.copy();
    }
  }

  private emit(type: 'carc-share-copied' | 'carc-share-shared'): void {
    fire(this, type, { link: this.shown });
  }

  override render() {
    if (!this.link) return nothing;
    const canShare = typeof navigator.share === 'function';
    const watch = this.watching || (this.which === 'watch' && !!this.watchLink);
    const about = watch
      ? 'Whoever opens this link watches the game through its audience relay: the board, every move and the log. It never gives a seat.'
      : this.seated
        ? 'Anyone who opens this link watches the game: the seats were taken at the start. Your seat is kept by this browser, not by the link: open the link here, or My games, to come back to it.'
        : 'Anyone who opens this link watches the game, as you do: the seats were taken at the start.';
    const choose = (which: 'game' | 'watch') => () => ((this.which = which), (this.said = ''));
    const choice =
      this.watchLink && !this.watching
        ? html`<div class="which" role="radiogroup" aria-label="Which link">
          <button role="radio" aria-checked=${this.which === 'game' ? 'true' : 'false'} @click=${choose('game')}>Game link</button>
          <button role="radio" aria-checked=${this.which === 'watch' ? 'true' : 'false'} @click=${choose('watch')}>Link to watch (can’t sit)</button>
        </div>`
        : nothing;
    const name = watch ? 'Watch link' : 'Game link';
    return html`<button part="toggle" class="toggle" aria-expanded=${this.open ? 'true' : 'false'} aria-controls="panel" @click=${() => this.toggle()}>${ICONS.link} ${this.watching ? 'Watch link' : 'Game link'}</button>
      ${
        this.open
          ? html`<div part="panel" id="panel" class="panel" role="dialog" aria-labelledby="share-title" @keydown=${this.onKey}>
            <div class="head">
              <h2 id="share-title">${watch ? 'Link to watch this game' : 'This game’s link'}</h2>
              <button class="quiet close" aria-label="Close" @click=${() => this.toggle(false)}>${ICONS.none}</button>
            </div>
            ${choice}
            <p class="about">${about}</p>
            <label for="share-link" class="visually-hidden">${name}</label>
            <input id="share-link" readonly .value=${this.shown} @focus=${(e: Event) => (e.target as HTMLInputElement).select()} />
            <div class="actions">
              <button class="copy ${canShare ? '' : 'primary'}" @click=${() => this.copy()}>${ICONS.copy} Copy link</button>
              ${canShare ? html`<button class="primary share" @click=${() => this.share()}>${ICONS.share} Share…</button>` : nothing}
            </div>
            <p class="said" role="status">${this.said}</p>
            <carc-qr .value=${this.shown} label=${`QR code of this game's ${watch ? 'watch link' : 'link'}`}></carc-qr>
          </div>`
          : nothing
      }`;
  }
}
