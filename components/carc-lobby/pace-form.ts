/**
 * The online table's pace, as the host chooses it in the lobby: played live with a patience in
 * seconds or minutes, or played over days (1, 3 or 7 days per move: the sync layer's `days`),
 * where nobody needs to be online together and the days are the patience.
 */
import { html, nothing } from 'lit';
import { dayCount, daysPerMoveText } from '../shared/pace-words.js';

/** How long a seat may keep a live table waiting before the others may vote (seconds; the sync layer takes 15–3600). */
const PATIENCE: { label: string; seconds: number }[] = [
  { label: '30 seconds', seconds: 30 },
  { label: '90 seconds', seconds: 90 },
  { label: '3 minutes', seconds: 180 },
  { label: '10 minutes', seconds: 600 },
];

export type DaysPerMove = 1 | 3 | 7;

/** Off (a live table), or the days each player has per move. */
const DAYS: { label: string; days: DaysPerMove | null }[] = [
  { label: 'Off: play live, together', days: null },
  { label: '1 day per move', days: 1 },
  { label: '3 days per move', days: 3 },
  { label: '7 days per move', days: 7 },
];

/** The pace the lobby holds, and how it changes it. */
export interface PaceChoice {
  patience: number;
  days: DaysPerMove | null;
  set(change: { patience?: number; days?: DaysPerMove | null }): void;
}

/** What a guest reads of the host's pace: a table played over days says so, and what it means. */
export function renderTablePace(days: number | null) {
  return days ? html`<p class="hint"><b>Played over days: ${daysPerMoveText(days)}.</b> Nobody needs to be online together: each player opens the link, moves, and closes it.</p>` : nothing;
}

/** "Play over days", then (at a live table) the patience; over days the days are the patience. */
export function renderPace(p: PaceChoice) {
  const over = p.days !== null;
  return html`<div class="rule">
      <label for="days"><b>Play over days</b></label>
      <select id="days" aria-describedby="days-doc" @change=${(e: Event) => p.set({ days: DAYS[Number((e.target as HTMLSelectElement).value)].days })}>
        ${DAYS.map((d, i) => html`<option value=${i} ?selected=${d.days === p.days}>${d.label}</option>`)}
      </select>
      <small id="days-doc">${
        over
          ? `Nobody needs to be online together: each player opens the link, moves, and closes it. Each player has ${dayCount(p.days!)} to move before the others may vote to skip their turns.`
          : 'With days per move, the game goes at each player’s pace. Nobody needs to be online together: each player opens the link, moves, and closes it.'
      }</small>
    </div>
    ${
      over
        ? nothing
        : html`<div class="rule">
      <label for="patience"><b>Patience</b></label>
      <select id="patience" aria-describedby="patience-doc" @change=${(e: Event) => p.set({ patience: PATIENCE[Number((e.target as HTMLSelectElement).value)].seconds })}>
        ${PATIENCE.map((c, i) => html`<option value=${i} ?selected=${c.seconds === p.patience}>${c.label}</option>`)}
      </select>
      <small id="patience-doc">How long a player may keep the table waiting (offline, or slow to play) before the others may vote to skip their turns.</small>
    </div>`
    }`;
}
