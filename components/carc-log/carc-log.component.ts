import { LitElement, html, nothing, type PropertyValues } from 'lit';
import type { LogEntry } from '../shared/log-entries.js';
import { fire } from '../shared/events.js';
import { styles } from './carc-log.styles.js';

/**
 * The moves and scorings of the game, newest last. Every score says its cause. Hovering or
 * focusing an entry asks the board to highlight its squares; tapping it (or Enter) opens it: its
 * explanation shows under it and the page shows that move on the board. Tapping it again closes it.
 *
 * @fires {CustomEvent<CarcLogHoverDetail>} carc-log-hover - `{ tiles: [x, y][] | null, entry: LogEntry | null }` when an entry is hovered or focused, null when left
 * @fires {CustomEvent<CarcLogSelectDetail>} carc-log-select - `{ entry: LogEntry | null }` an entry was opened (null: closed)
 * @csspart entry - one entry (also `score` on scorings, `open` on the opened one)
 * @csspart detail - the opened entry's explanation
 * @cssproperty --carc-muted - turn numbers
 */
export class CarcLog extends LitElement {
  static override styles = styles;
  static override properties = {
    entries: { attribute: false },
    colors: { attribute: false },
    selected: { type: Number },
  };

  declare entries: LogEntry[];
  declare colors: string[];
  /** the id of the opened entry, or null */
  declare selected: number | null;

  constructor() {
    super();
    this.entries = [];
    this.colors = [];
    this.selected = null;
  }

  protected override updated(changed: PropertyValues): void {
    const list = this.renderRoot.querySelector('.scroller');
    if (!list) return;
    const open = this.renderRoot.querySelector<HTMLElement>('li.open');
    if (changed.has('selected') && open) open.scrollIntoView({ block: 'nearest' });
    else if (changed.has('entries') && changed.get('entries')?.length !== this.entries.length) list.scrollTop = list.scrollHeight;
  }

  private hover(entry: LogEntry | null) {
    fire(this, 'carc-log-hover', { tiles: entry && entry.tiles.length ? entry.tiles : null, entry });
  }

  private select(entry: LogEntry) {
    this.selected = this.selected === entry.id ? null : entry.id;
    fire(this, 'carc-log-select', { entry: this.selected === null ? null : entry });
  }

  private key(e: KeyboardEvent, entry: LogEntry) {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    e.stopPropagation();
    this.select(entry);
  }

  override render() {
    if (!this.entries.length) return html`<p class="empty">No moves yet.</p>`;
    return html`<div role="log" aria-label="Moves and scorings" class="scroller"><ol @mouseleave=${() => this.hover(null)}>
      ${this.entries.map((e) => {
        const open = e.id === this.selected;
        return html`<li part="entry ${e.kind}${open ? ' open' : ''}" class="${e.kind}${open ? ' open' : ''}">
          <div
            class="row"
            tabindex="0"
            role="button"
            aria-expanded=${e.detail ? (open ? 'true' : 'false') : nothing}
            @mouseenter=${() => this.hover(e)}
            @focus=${() => this.hover(e)}
            @blur=${() => this.hover(null)}
            @click=${() => this.select(e)}
            @keydown=${(ev: KeyboardEvent) => this.key(ev, e)}
          >
            <span class="turn">${e.turn ?? (e.kind === 'score' ? 'end' : '')}</span>
            <span class="chips" aria-hidden="true">${e.players.map((p) => html`<span class="swatch" style="background:${this.colors[p]}"></span>`)}</span>
            <span class="text">${e.text}</span>
            ${e.points ? html`<span class="pts" aria-hidden="true">+${e.points}</span>` : ''}
          </div>
          ${open && e.detail ? html`<p part="detail" class="detail">${e.detail}</p>` : nothing}
        </li>`;
      })}
    </ol></div>`;
  }
}
