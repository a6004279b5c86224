import { LitElement, css, html } from 'lit';
import { fire } from '../shared/events.js';

export interface OrderItem {
  /** the name a move's `order` uses: `town:N`, `trail:E`, `farm`, `farm:NW` */
  name: string;
  /** what the player sees: "north town", "farm to the south-west" */
  label: string;
}

/**
 * New World: when one tile completes two or more features with settlers, the player to move picks
 * the order they are scored in (a surveyor moves after each, and may send settlers of a later one
 * home first). The features are listed in the order they will score; "Earlier" moves one up.
 * Pointing at one highlights it on the board (the element fires the hover; the game shows it).
 *
 * @fires {CustomEvent<CarcOrderEarlierDetail>} carc-order-earlier - `{ name }` score this feature one place earlier
 * @fires {CustomEvent<CarcOrderHoverDetail>} carc-order-hover - `{ name }` the feature pointed at or focused, `{ name: null }` when left
 */
export class CarcOrderPicker extends LitElement {
  static override properties = { items: { attribute: false } };
  static override styles = css`
    :host { display: block; }
    p { margin: 0.4rem 0 0.2rem; font-size: 0.9em; }
    ol { margin: 0; padding: 0; list-style: none; display: grid; gap: 0.25rem; }
    li { display: flex; align-items: center; justify-content: space-between; gap: 0.5rem; }
    button { font: inherit; padding: 0.15rem 0.6rem; border-radius: var(--carc-radius, 6px); border: 1px solid currentColor; background: transparent; color: inherit; cursor: pointer; }
    button[disabled] { opacity: 0.4; cursor: default; }
  `;

  /** the completed features, in the order they will be scored */
  declare items: OrderItem[];

  constructor() {
    super();
    this.items = [];
  }

  override render() {
    return html`<p id="order-title"><b>Scoring order</b>: this tile completes ${this.items.length} features. A surveyor moves after each.</p>
      <ol aria-labelledby="order-title" @mouseleave=${() => fire(this, 'carc-order-hover', { name: null })}>
        ${this.items.map(
          (it, i) => html`<li @mouseenter=${() => fire(this, 'carc-order-hover', { name: it.name })}>
            <span>${i + 1}. ${it.label}</span>
            <button aria-label="Score the ${it.label} earlier" ?disabled=${i === 0} @focus=${() => fire(this, 'carc-order-hover', { name: it.name })} @click=${() => fire(this, 'carc-order-earlier', { name: it.name })}>Earlier</button>
          </li>`,
        )}
      </ol>`;
  }
}

if (!customElements.get('carc-order-picker')) customElements.define('carc-order-picker', CarcOrderPicker);

declare global {
  interface HTMLElementTagNameMap {
    'carc-order-picker': CarcOrderPicker;
  }
}

const AROUND_WORDS: Record<string, string> = { NW: 'north-west', N: 'north', NE: 'north-east', W: 'west', E: 'east', SW: 'south-west', S: 'south', SE: 'south-east' };

/** "farm to the north-west" for a neighbouring farm; others through `where` (the tile's spot words). */
export function orderLabel(name: string, where: (spot: string) => string): string {
  if (name === 'farm') return 'farm on this tile';
  if (name.startsWith('farm:')) return `farm to the ${AROUND_WORDS[name.slice(5)] ?? name.slice(5)}`;
  return where(name);
}
