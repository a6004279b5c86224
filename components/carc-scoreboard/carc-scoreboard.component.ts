import { LitElement, html, nothing } from 'lit';
import { meeple } from '../shared/icons.js';
import { tileLabel, tileSvg } from '../shared/tile-art.js';
import type { TablePlayer } from '../../src/table/table.js';
import { PATH_WORDS } from '../shared/connection-text.js';
import { styles } from './carc-scoreboard.styles.js';

/**
 * The players around the table: colour, name, score, followers left, presence and whose turn it is.
 *
 * @csspart player - one player's row (also `current` on the player whose turn it is)
 * @csspart score - a player's score
 * @csspart away - the badge of a seat the table voted away (online)
 * @csspart path - under another online player's name: how this browser reaches theirs ("Direct", "Through relays (slower)", "This browser"; not in the compact bar, where the row's accessible name still says it)
 * @cssproperty --carc-accent - marks whose turn it is
 * @cssproperty --carc-muted - the path under a player's name
 */
export class CarcScoreboard extends LitElement {
  static override styles = styles;
  static override properties = {
    players: { attribute: false },
    scores: { attribute: false },
    followers: { attribute: false },
    current: { type: Number },
    compact: { type: Boolean, reflect: true },
    online: { type: Boolean },
    bump: { attribute: false },
    hands: { attribute: false },
  };

  players: TablePlayer[] = [];
  scores: number[] = [];
  followers: number[] = [];
  /** index of the player whose turn it is, -1 when nobody's */
  current = -1;
  /** one line per player, for a phone's top bar */
  compact = false;
  /** show presence dots (online games) */
  online = false;
  /** players whose score just changed (animated) */
  bump: number[] = [];
  /** tiles each player holds, visible to all (hands or next-tile preview), or null */
  hands: string[][] | null = null;

  override render() {
    return html`<ol role="list" aria-label="Players">
      ${this.players.map((p, i) => {
        const isCurrent = i === this.current;
        const path = this.online && p.online && p.path ? PATH_WORDS[p.path] : null;
        const presence = this.online ? (p.online ? `, online${path ? `, ${path.label.toLowerCase()}` : ''}` : ', offline') : '';
        const label = `${p.name}${p.local && this.online ? ' (you)' : ''}: ${this.scores[i] ?? 0} points, ${this.followers[i] ?? 0} followers left${isCurrent ? ', playing now' : ''}${presence}${p.away ? ', away: their turns pass' : ''}`;
        return html`<li part="player${isCurrent ? ' current' : ''}" class="${isCurrent ? 'current' : ''} ${path ? 'has-path' : ''}" style="--_c:${p.color}" aria-label=${label} aria-current=${isCurrent ? 'step' : nothing}>
          <span class="chip" aria-hidden="true">${meeple(p.color)}</span>
          <span class="name" aria-hidden="true">
            <span class="pname">${p.name}</span>${p.local && this.online ? html`<small class="you">(you)</small>` : nothing}
            ${this.online ? html`<span class="dot ${p.online ? 'on' : ''}" title=${p.online ? `online${path ? ` · ${path.title}` : ''}` : 'offline'}></span>` : nothing}
            ${p.away ? html`<span part="away" class="away" title="The table voted to skip this player's turns until they come back">away</span>` : nothing}
          </span>
          ${this.hands?.[i]?.length ? html`<span class="held" title="Tiles held">${this.hands[i].map((id) => tileSvg(id, 0, { label: `holds ${tileLabel(id)}` }))}</span>` : nothing}
          ${path ? html`<small part="path" class="path ${p.path}" aria-hidden="true" title=${path.title}>${path.label}</small>` : nothing}
          <span class="followers" aria-hidden="true" title="followers left">${meeple('currentColor')}${this.followers[i] ?? 0}</span>
          <span part="score" class="score ${this.bump.includes(i) ? 'bump' : ''}" aria-hidden="true">${this.scores[i] ?? 0}</span>
        </li>`;
      })}
    </ol>`;
  }
}
