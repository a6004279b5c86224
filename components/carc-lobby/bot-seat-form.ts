/**
 * The lobby's "Seat a bot" with its level (not "Add…", the add-a-player button's word that the UI
 * tests find it by): at a hot-seat table, or the host's at an online one. The game names the seat
 * ("Hard bot") and gives it a free colour; the bot plays its turns by itself once the game starts
 * (online, written by whichever seat is here, and checked by every peer).
 */
import { html } from 'lit';
import { BOT_LEVEL_NAMES, botLevelName } from '../shared/bot-words.js';
import { fire } from '../shared/events.js';
import type { BotLevel } from '../../src/bots/levels.js';

/** the levels a player picks from (random, greedy and expert-1ply are yardsticks for tests and benches) */
export const LOBBY_BOT_LEVELS = (['easy', 'medium', 'hard', 'expert'] as const).map((level) => ({ level, label: BOT_LEVEL_NAMES[level] }));

/** What playing against each level is like, said under the choice (docs/bots.md has the numbers). */
const LEVEL_HINTS: Readonly<Record<(typeof LOBBY_BOT_LEVELS)[number]['level'], string>> = {
  easy: 'Makes a casual player’s mistakes.',
  medium: 'Takes the best move for this turn.',
  hard: 'Looks at the next player’s answers too.',
  expert: 'Weighs every tile that may come next; thinks about a second a move.',
};

/** "Bot · Hard" for a seat's tag in the list of players (its name may be anything). */
export function botLabel(level: string): string {
  return `Bot · ${botLevelName(level)}`;
}

/** The level chosen last, kept on the element between renders. */
const chosen = new WeakMap<HTMLElement, BotLevel>();

export function renderAddBot(el: HTMLElement) {
  const level = chosen.get(el) ?? 'medium';
  const hint = LEVEL_HINTS[level as keyof typeof LEVEL_HINTS];
  const add = (e: Event) => {
    e.preventDefault();
    fire(el, 'carc-lobby-add-bot', { level: chosen.get(el) ?? 'medium' });
  };
  return html`<form class="sit add-bot" @submit=${add}>
    <label for="bot-level">Bot level</label>
    <select
      id="bot-level"
      aria-describedby="bot-level-doc"
      @change=${(e: Event) => {
        chosen.set(el, (e.target as HTMLSelectElement).value as BotLevel);
        (el as HTMLElement & { requestUpdate(): void }).requestUpdate();
      }}
    >
      ${LOBBY_BOT_LEVELS.map((l) => html`<option value=${l.level} ?selected=${l.level === level}>${l.label}</option>`)}
    </select>
    <small id="bot-level-doc">${hint}</small>
    <button type="submit">Seat a bot</button>
  </form>`;
}
