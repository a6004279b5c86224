import { LitElement, html, nothing } from 'lit';
import { FEATURE_LABELS, FEATURE_ORDER, type Breakdown } from '../shared/log-entries.js';
import { ICONS, meeple } from '../shared/icons.js';
import { fire } from '../shared/events.js';
import type { CarcEndActionDetail } from './carc-end-screen.events.js';
import type { TablePlayer } from '../../src/table/table.js';
import type { RematchOfferView } from '../../src/table/rematch.js';
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
 * Play again, as the end screen shows it: the rematches other seats proposed (each with a Join),
 * whether this device may propose one, and what it is doing now (a sentence, while it opens).
 */
export interface EndRematch {
  offers: RematchOfferView[];
  canPropose: boolean;
  /** e.g. "Opening the rematch…"; the buttons wait meanwhile */
  busy: string;
}

/**
 * The final scoring: the winner, and each player's points broken down by feature type, as a chart
 * (with the numbers in a table for screen readers and for people who like numbers).
 *
 * @fires {CustomEvent<CarcEndActionDetail>} carc-end-action - `{ action: 'review' | 'export' | 'new-game' | 'close' | 'rematch' }` from the buttons (close: the ✕ in the corner; rematch: Play again), `{ action: 'join-rematch', room }` from a proposal's Join
 * @csspart rematch - the rematch proposals and their state
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
    rematch: { attribute: false },
  };

  declare players: TablePlayer[];
  declare scores: number[];
  declare breakdown: Breakdown[];
  /** null: no rematch here (a review of a record) */
  declare rematch: EndRematch | null;

  constructor() {
    super();
    this.players = [];
    this.scores = [];
    this.breakdown = [];
    this.rematch = null;
  }

  private act(detail: CarcEndActionDetail) {
    fire(this, 'carc-end-action', detail);
  }

  /** Others' proposals, each with its Join; ours, to go back to; or Play again. */
  private renderRematch() {
    const r = this.rematch;
    if (!r) return nothing;
    const others = r.offers.filter((o) => !o.mine);
    const mine = r.offers.find((o) => o.mine);
    return html`<div part="rematch" class="rematch" role="status">
      ${others.map(
        (o) => html`<p class="offer">
          <span class="swatch" style="background:${o.color}"></span><span><b>${o.name}</b> proposes a rematch</span>
          <button class="primary" ?disabled=${!!r.busy} aria-label="Join ${o.name}’s rematch" @click=${() => this.act({ action: 'join-rematch', room: o.room })}>${ICONS.play} Join</button>
        </p>`,
      )}
      ${mine ? html`<p class="offer"><span>You proposed a rematch.</span><button ?disabled=${!!r.busy} @click=${() => this.act({ action: 'join-rematch', room: mine.room })}>Back to it</button></p>` : nothing}
      ${r.busy ? html`<p class="busy">${r.busy}</p>` : nothing}
    </div>`;
  }

  override render() {
    const best = Math.max(0, ...this.scores);
    const winners = this.players.filter((_, i) => this.scores[i] === best);
    const order = this.players.map((_, i) => i).sort((a, b) => this.scores[b] - this.scores[a]);
    // a game's rows hold its own columns; gardens only when someone scored one
    const features = FEATURE_ORDER.filter((f) => this.breakdown.some((b) => f in b) && (f !== 'garden' || this.breakdown.some((b) => (b[f] ?? 0) > 0)));
    const scale = Math.max(1, best);
    return html`<section aria-labelledby="title">
      <button part="close" class="quiet close" aria-label="Close: look at the board" title="Close (Esc)" @click=${() => this.act({ action: 'close' })}>${ICONS.none}</button>
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
      ${this.renderRematch()}
      <div part="actions" class="actions">
        ${this.rematch?.canPropose && !this.rematch.offers.length ? html`<button class="primary" ?disabled=${!!this.rematch.busy} @click=${() => this.act({ action: 'rematch' })}>${ICONS.play} Play again</button>` : nothing}
        <button @click=${() => this.act({ action: 'review' })}>${ICONS.play} Replay the game</button>
        <button @click=${() => this.act({ action: 'export' })}>${ICONS.download} Save record</button>
        <button @click=${() => this.act({ action: 'new-game' })}>New game</button>
      </div>
    </section>`;
  }
}
