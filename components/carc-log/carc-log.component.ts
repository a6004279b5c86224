import { LitElement, html, type PropertyValues } from 'lit';
import type { LogEntry } from '../carc-game/log-entries.js';
import { styles } from './carc-log.styles.js';

/**
 * The moves and scorings of the game, newest last. Hovering or focusing an entry asks the board to
 * highlight its squares.
 *
 * @fires carc-log-hover - `{ tiles: [x, y][] | null, entry: LogEntry | null }` when an entry is hovered or focused, null when left
 * @csspart entry - one entry (also `score` on scorings)
 * @cssproperty --carc-muted - turn numbers
 */
export class CarcLog extends LitElement {
  static override styles = styles;
  static override properties = {
    entries: { attribute: false },
    colors: { attribute: false },
  };

  entries: LogEntry[] = [];
  colors: string[] = [];

  protected override updated(changed: PropertyValues): void {
    if (changed.has('entries')) {
      const list = this.renderRoot.querySelector('.scroller');
      if (list) list.scrollTop = list.scrollHeight;
    }
  }

  private hover(entry: LogEntry | null) {
    this.dispatchEvent(new CustomEvent('carc-log-hover', { detail: { tiles: entry && entry.tiles.length ? entry.tiles : null, entry }, bubbles: true, composed: true }));
  }

  override render() {
    if (!this.entries.length) return html`<p class="empty">No moves yet.</p>`;
    return html`<div role="log" aria-label="Moves and scorings" class="scroller"><ol @mouseleave=${() => this.hover(null)}>
      ${this.entries.map(
        (e) => html`<li
          part="entry ${e.kind}"
          class=${e.kind}
          tabindex="0"
          @mouseenter=${() => this.hover(e)}
          @focus=${() => this.hover(e)}
          @blur=${() => this.hover(null)}
        >
          <span class="turn">${e.turn ?? (e.kind === 'score' ? 'end' : '')}</span>
          <span class="chips" aria-hidden="true">${e.players.map((p) => html`<span class="swatch" style="background:${this.colors[p]}"></span>`)}</span>
          <span class="text">${e.text}</span>
          ${e.points ? html`<span class="pts" aria-hidden="true">+${e.points}</span>` : ''}
        </li>`,
      )}
    </ol></div>`;
  }
}
