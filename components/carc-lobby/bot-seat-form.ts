/**
 * The lobby's "Seat a bot" with its level (not "Add…", the add-a-player button's word that the UI
 * tests find it by): at a hot-seat table, or the host's at an online one. The game names the seat
 * ("Hard bot") and gives it a free colour; the bot plays its turns by itself once the game starts
 * (online, written by whichever seat is here, and checked by every peer).
 */
import { html } from 'lit';
import { botLevelHint, botLevelName, botLevelOptions } from '../shared/bot-words.js';
import { fire } from '../shared/events.js';
import type { BotLevel } from '../../src/bots/levels.js';

/** "Bot · Hard" for a seat's tag in the list of players (its name may be anything). */
export function botLabel(level: string): string {
  return `Bot · ${botLevelName(level)}`;
}

/** The level chosen last, kept on the element between renders. */
const chosen = new WeakMap<HTMLElement, BotLevel>();

/**
 * `online`: the table plays online, where expert searches a tenth as long at three or more players;
 * `seated`: how many seats there are before this bot (with it, three is already that many).
 */
export function renderAddBot(el: HTMLElement, online: boolean, seated: number) {
  const level = chosen.get(el) ?? 'medium';
  const hint = botLevelHint(level, !online ? 'full' : seated + 1 > 2 ? 'light' : 'unknown');
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
      ${botLevelOptions(level)}
    </select>
    <small id="bot-level-doc">${hint}</small>
    <button type="submit">Seat a bot</button>
  </form>`;
}
