import { LitElement, html, nothing } from 'lit';
import { styles } from './carc-stall-banner.styles.js';
import type { StallView } from '../../src/table/view-types.js';
import type { BotLevel } from '../../src/bots/levels.js';
import { fire } from '../shared/events.js';
import { botLevelOptions } from '../shared/bot-words.js';
import { equivocationText, headline, overdueHint, reasonText, toldText, votesText, waitLabel, worthShowing } from './stall-words.js';

export type { StallView } from '../../src/table/view-types.js';

/**
 * What keeps an online table from going on as it should: a seat that keeps it waiting (a countdown
 * to the table's patience, then the vote to wait longer or skip its turns, or for the host the
 * start without a seat that never joined the shuffle), and seats caught signing two versions of
 * the game (a warning that stays). It ticks by itself, once a second, while there is a wait; a
 * wait shows once the seat is offline, overdue, or two thirds into the patience (a minute at most).
 *
 * @fires {CustomEvent<CarcStallVoteDetail>} carc-stall-vote - `{ choice: 'wait' | 'skip' | 'bot', level? }` this player votes about the overdue seat (a bot of `level`: easy, medium, hard or expert)
 * @fires {CustomEvent<CarcStallDropDetail>} carc-stall-drop - `{ seat }` the host starts without a seat that never joined the shuffle
 * @csspart banner - the wait: countdown, reason, votes and actions
 * @csspart action - each button
 * @csspart bot-level - the bot level picker next to the bot button
 * @csspart warning - the equivocation warning
 * @cssproperty --carc-warning - the banner's mark and the warning's colour
 */
export class CarcStallBanner extends LitElement {
  static override styles = styles;
  static override properties = {
    stall: { attribute: false },
    equivocators: { attribute: false },
  };

  declare stall: StallView | null;
  /** the level a bot vote asks for */
  private botLevel: BotLevel = 'medium';
  /** names of the seats caught equivocating */
  declare equivocators: string[];
  /** the clock the countdown reads (tests give their own) */
  clock: () => number = () => Date.now();
  private ticker: ReturnType<typeof setInterval> | null = null;

  constructor() {
    super();
    this.stall = null;
    this.equivocators = [];
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.tick(false);
  }

  protected override updated(): void {
    this.tick(this.stall !== null);
  }

  /** Re-renders once a second while a wait is shown, and not otherwise. */
  private tick(on: boolean): void {
    if (on && !this.ticker) this.ticker = setInterval(() => this.requestUpdate(), 1000);
    if (!on && this.ticker) {
      clearInterval(this.ticker);
      this.ticker = null;
    }
  }

  override render() {
    const warning = equivocationText(this.equivocators);
    return html`${warning ? html`<p part="warning" class="warning" role="alert"><span class="mark" aria-hidden="true">!</span><span>${warning}</span></p>` : nothing}${this.renderStall()}`;
  }

  private renderStall() {
    const s = this.stall;
    const now = this.clock();
    if (!s || !worthShowing(s, now)) return nothing;
    const told = toldText(s);
    const mine = s.votes.find((v) => v.mine)?.choice ?? null;
    const votes = votesText(s);
    return html`<section part="banner" class="banner ${s.overdue ? 'overdue' : ''}" aria-label="Waiting for ${s.name}">
      <p class="headline" role="timer" aria-label=${told}>${headline(s, now)}</p>
      <p class="reason">${s.overdue ? overdueHint(s) : reasonText(s)}</p>
      ${votes ? html`<p class="votes">${votes}</p>` : nothing}
      ${
        s.overdue && s.what !== 'commit' && s.canVote
          ? html`<div class="actions" role="group" aria-label="Your vote">
            <button part="action" aria-pressed=${mine === 'wait' ? 'true' : 'false'} @click=${() => fire(this, 'carc-stall-vote', { choice: 'wait' })}>${waitLabel(s)}</button>
            <button part="action" class="primary" aria-pressed=${mine === 'skip' ? 'true' : 'false'} @click=${() => fire(this, 'carc-stall-vote', { choice: 'skip' })}>Skip ${s.name}’s turns</button>
            ${
              s.canBot
                ? html`<span class="bot">
                  <select part="bot-level" aria-label="Bot level" @change=${(e: Event) => (this.botLevel = (e.target as HTMLSelectElement).value as BotLevel)}>
                    ${botLevelOptions(this.botLevel)}
                  </select>
                  <button part="action" aria-pressed=${mine === 'bot' ? 'true' : 'false'} @click=${() => fire(this, 'carc-stall-vote', { choice: 'bot', level: this.botLevel })}>Let a bot play for ${s.name}</button>
                </span>`
                : nothing
            }
          </div>`
          : nothing
      }
      ${
        s.overdue && s.what === 'commit' && s.canDrop
          ? html`<div class="actions"><button part="action" class="primary" @click=${() => fire(this, 'carc-stall-drop', { seat: s.seat })}>Start without ${s.name}</button></div>`
          : nothing
      }
      <span class="visually-hidden" role="status">${told}</span>
    </section>`;
  }
}
