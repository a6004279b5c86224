import { LitElement, html, nothing, svg } from 'lit';
import { meeple } from '../shared/icons.js';
import { botLevelName } from '../shared/bot-words.js';
import { ABBOT_BODY } from '../shared/meeple-art.js';
import { tileLabel, tileSvg } from '../shared/tile-art.js';
import type { TablePlayer } from '../../src/table/table.js';
import { PATH_WORDS } from '../shared/connection-text.js';
import { styles } from './carc-scoreboard.styles.js';

/**
 * The players around the table: colour, name, score, followers (and the abbot) left, presence,
 * whose turn it is, and who plays each seat: its person, nobody (away), or which bot.
 *
 * @csspart player - one player's row (also `current` on the player whose turn it is)
 * @csspart score - a player's score
 * @csspart away - the badge of a seat the table voted away (online): "away", or the bot that plays it meanwhile ("Medium bot")
 * @csspart bot - the badge of a seat a bot plays from the start
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
    abbots: { attribute: false },
    followerWord: { attribute: false },
  };

  declare players: TablePlayer[];
  declare scores: number[];
  declare followers: number[];
  /** index of the player whose turn it is, -1 when nobody's */
  declare current: number;
  /** one line per player, for a phone's top bar */
  declare compact: boolean;
  /** show presence dots (online games) */
  declare online: boolean;
  /** players whose score just changed (animated) */
  declare bump: number[];
  /** tiles each player holds, visible to all (hands or next-tile preview), or null */
  declare hands: string[][] | null;
  /** abbots each player holds, when the rules have The Abbot; null otherwise */
  declare abbots: number[] | null;
  /** what a follower is called: 'settler' in New World */
  declare followerWord: string;

  constructor() {
    super();
    this.players = [];
    this.scores = [];
    this.followers = [];
    this.current = -1;
    this.compact = false;
    this.online = false;
    this.bump = [];
    this.hands = null;
    this.abbots = null;
    this.followerWord = 'follower';
  }

  override render() {
    return html`<ol role="list" aria-label="Players">
      ${this.players.map((p, i) => {
        const isCurrent = i === this.current;
        const path = this.online && p.online && p.path ? PATH_WORDS[p.path] : null;
        const presence = this.online ? (p.online ? `, online${path ? `, ${path.label.toLowerCase()}` : ''}` : ', offline') : '';
        const left = this.followers[i] ?? 0;
        const abbot = this.abbots ? `, abbot ${this.abbots[i] ? 'in hand' : 'on the board'}` : '';
        const label = `${p.name}${p.local && this.online ? ' (you)' : ''}: ${this.scores[i] ?? 0} points, ${left} ${this.followerWord}${left === 1 ? '' : 's'} left${abbot}${isCurrent ? ', playing now' : ''}${presence}${seatText(p)}`;
        return html`<li part="player${isCurrent ? ' current' : ''}" class="${isCurrent ? 'current' : ''} ${path ? 'has-path' : ''}" style="--_c:${p.color}" aria-label=${label} aria-current=${isCurrent ? 'step' : nothing}>
          <span class="chip" aria-hidden="true">${meeple(p.color)}</span>
          <span class="name" aria-hidden="true">
            <span class="pname">${p.name}</span>${p.local && this.online ? html`<small class="you">(you)</small>` : nothing}
            ${this.online ? html`<span class="dot ${p.online ? 'on' : ''}" title=${p.online ? `online${path ? ` · ${path.title}` : ''}` : 'offline'}></span>` : nothing}
            ${seatBadge(p)}
          </span>
          ${this.hands?.[i]?.length ? html`<span class="held" title="Tiles held">${this.hands[i].map((id) => tileSvg(id, 0, { label: `holds ${tileLabel(id)}` }))}</span>` : nothing}
          ${path ? html`<small part="path" class="path ${p.path}" aria-hidden="true" title=${path.title}>${path.label}</small>` : nothing}
          <span class="followers" aria-hidden="true" title="${this.followerWord}s left${this.abbots ? ', and the abbot' : ''}">${meeple('currentColor')}${left}${this.abbots ? html`<span class="abbot ${this.abbots[i] ? '' : 'out'}">${abbotIcon}${this.abbots[i] ?? 0}</span>` : nothing}</span>
          <span part="score" class="score ${this.bump.includes(i) ? 'bump' : ''}" aria-hidden="true">${this.scores[i] ?? 0}</span>
        </li>`;
      })}
    </ol>`;
  }
}

/** The abbot as the board draws it, in the text's colour. */
const abbotIcon = svg`<svg class="abbot-icon" viewBox="-10 -13 20 24" width="1em" height="1em" aria-hidden="true"><path d=${ABBOT_BODY} fill="currentColor"/></svg>`;

/** Who plays a seat other than its person, for the row's accessible name. */
function seatText(p: TablePlayer): string {
  if (p.away && p.bot) return `, away: the ${botLevelName(p.bot)} bot plays their turns until they come back`;
  if (p.away) return ', away: their turns pass';
  return p.bot ? `, a ${botLevelName(p.bot)} bot` : '';
}

/** The badge beside a name: "away", the bot playing an away seat, or "bot" on a bot's own seat. */
function seatBadge(p: TablePlayer) {
  if (p.away && p.bot)
    return html`<span part="away" class="away by-bot" title="${p.name} is away: the ${botLevelName(p.bot)} bot plays their turns until they come back">${botLevelName(p.bot)} bot</span>`;
  if (p.away) return html`<span part="away" class="away" title="The table voted to skip this player's turns until they come back">away</span>`;
  if (p.bot) return html`<span part="bot" class="away bot" title="Bot · ${botLevelName(p.bot)}">bot</span>`;
  return nothing;
}
