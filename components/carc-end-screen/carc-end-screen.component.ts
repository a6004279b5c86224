import { LitElement, html } from 'lit';
import { FEATURE_LABELS, FEATURE_ORDER, type Breakdown } from '../shared/log-entries.js';
import { ICONS, meeple } from '../shared/icons.js';
import type { TablePlayer } from '../../src/table/table.js';
import { styles } from './carc-end-screen.styles.js';

/** Feature colours of the chart, readable on light and dark surfaces. */
export const FEATURE_COLORS: Record<string, string> = {
  city: '#c0643b',
  road: '#8d8a83',
  monastery: '#8e5bb5',
  garden: '#4c9a5a',
  field: '#9bbf3d',
  town: '#c0643b',
  trail: '#8d8a83',
  farm: '#d9a521',
  plains: '#6f9a3a',
  surveyor: '#3b7fb8',
};

/**
 * The final scoring: the winner, and each player's points broken down by feature type, as a chart
 * (with the numbers in a table for screen readers and for people who like numbers).
 *
 * @fires carc-end-action - `{ action: 'review' | 'export' | 'new-game' | 'close' }` from the buttons (close: the ✕ in the corner)
 * @csspart close - the close button in the corner
 * @csspart chart - the bar chart
 * @csspart actions - the button row
 */
export class CarcEndScreen extends LitElement {
  static override styles = styles;
  static override properties = {
    players: { attribute: false },
    scores: { attribute: false },
    breakdown: { attribute: false },
  };

  players: TablePlayer[] = [];
  scores: number[] = [];
  breakdown: Breakdown[] = [];

  private act(action: string) {
    this.dispatchEvent(new CustomEvent('carc-end-action', { detail: { action }, bubbles: true, composed: true }));
  }

  override render() {
    const best = Math.max(0, ...this.scores);
    const winners = this.players.filter((_, i) => this.scores[i] === best);
    const order = this.players.map((_, i) => i).sort((a, b) => this.scores[b] - this.scores[a]);
    // a game's rows hold its own columns; gardens only when someone scored one
    const features = FEATURE_ORDER.filter((f) => this.breakdown.some((b) => f in b) && (f !== 'garden' || this.breakdown.some((b) => (b[f] ?? 0) > 0)));
    const scale = Math.max(1, best);
    return html`<section aria-labelledby="title">
      <button part="close" class="quiet close" aria-label="Close: look at the board" title="Close (Esc)" @click=${() => this.act('close')}>${ICONS.none}</button>
      <div class="crown" aria-hidden="true">${winners.map((w) => html`<span style="color:${w.color}">${meeple(w.color)}</span>`)}</div>
      <h2 id="title">${winners.length > 1 ? `${winners.map((w) => w.name).join(' & ')} share the win` : `${winners[0]?.name ?? 'Nobody'} wins`}</h2>
      <p class="sub">with ${best} points</p>
      <div part="chart" class="chart" aria-hidden="true">
        ${order.map((i) => {
          const row = this.breakdown[i];
          return html`<div class="row">
            <span class="who"><span class="swatch" style="background:${this.players[i].color}"></span>${this.players[i].name}</span>
            <span class="bar">
              ${features.map((f) => {
                const v = row?.[f] ?? 0;
                return v ? html`<span class="seg" style="width:${(v / scale) * 100}%;background:${FEATURE_COLORS[f]}" title="${FEATURE_LABELS[f]}: ${v}">${v / scale > 0.08 ? v : ''}</span>` : '';
              })}
            </span>
            <span class="total">${this.scores[i]}</span>
          </div>`;
        })}
        <div class="legend">${features.map((f) => html`<span><i style="background:${FEATURE_COLORS[f]}"></i>${FEATURE_LABELS[f]}</span>`)}</div>
      </div>
      <table class="visually-hidden">
        <caption>Final scores by feature</caption>
        <tr><th scope="col">Player</th>${features.map((f) => html`<th scope="col">${FEATURE_LABELS[f]}</th>`)}<th scope="col">Total</th></tr>
        ${order.map((i) => html`<tr><th scope="row">${this.players[i].name}</th>${features.map((f) => html`<td>${this.breakdown[i]?.[f] ?? 0}</td>`)}<td>${this.scores[i]}</td></tr>`)}
      </table>
      <div part="actions" class="actions">
        <button class="primary" @click=${() => this.act('review')}>${ICONS.play} Replay the game</button>
        <button @click=${() => this.act('export')}>${ICONS.download} Save record</button>
        <button @click=${() => this.act('new-game')}>New game</button>
      </div>
    </section>`;
  }
}
