/**
 * Seats coming back at an online table (issue 22, point 3), in the panel under the turn: the
 * returning player's notice of the turns that passed without them ("2 of your turns passed while
 * you were away: …", until they close it), and the host's control handing an away seat back to
 * its player; a player's own choice to let a bot play for them, and taking the seat back. Watchers
 * (no seat) are told they are watching.
 */
import { html, nothing } from 'lit';
import type { GameHost } from './game-host.js';
import type { OnlineTable } from '../../src/table/online-table.js';
import type { MissedTurn } from '../../src/table/seat-return.js';
import type { Table } from '../../src/table/table.js';
import { botLevelHint, botLevelName, botLevelOptions, type PlayerBotLevel } from '../shared/bot-words.js';

/** Notices a player closed, per table: the last missed turn they were told about. */
const closed = new WeakMap<Table, number>();

export function renderSeatReturn(el: GameHost, t: Table) {
  if (t.mode !== 'online' || !t.game) return nothing;
  const online = t as OnlineTable;
  const g = t.game;
  if (t.mySeat === null) return html`<p class="seat-note watching" role="status">You are watching: the seats were taken when the game started.</p>`;
  const mine = t.players[t.mySeat];
  if (online.choseBot && mine?.bot) {
    return html`<div class="seat-note own-bot" role="status">
      <p>The ${botLevelName(mine.bot)} bot plays for you. Take your seat back when you are ready: you play your next turn yourself.</p>
      <button @click=${() => void el.guard(online.takeSeatBack()).catch(() => {})}>Take my seat back</button>
    </div>`;
  }
  const missed = online.missed;
  const last = missed.at(-1)?.turn ?? 0;
  const notice =
    missed.length && closed.get(t) !== last
      ? html`<div class="seat-note returned" role="status">
        <p>${missedText(missed, t.players[t.mySeat]?.away ?? false)}</p>
        <button class="quiet" @click=${() => (closed.set(t, last), el.requestUpdate())}>Got it</button>
      </div>`
      : nothing;
  const handBack =
    online.isHost && !g.finished
      ? t.players.flatMap((p, i) =>
          p.away && i !== t.mySeat
            ? [
                html`<div class="seat-note hand-back">
                  <p>${p.bot ? `The ${botLevelName(p.bot)} bot plays ${p.name}’s turns.` : `${p.name}’s turns pass.`} You can give ${p.name} the seat back: they play their next turn themselves, and the table waits for them again.</p>
                  <button @click=${() => void el.guard(online.handBack(i)).catch(() => {})}>Give ${p.name} the seat back</button>
                </div>`,
              ]
            : [],
        )
      : [];
  return html`${notice}${handBack}`;
}

/** At a table begun by bots of another version of the game, while a bot plays a seat: why its moves are not checked as usual. */
export function renderBotsUnchecked(t: Table) {
  if (t.mode !== 'online' || !t.game || t.game.finished || !(t as OnlineTable).botsUnchecked) return nothing;
  return html`<p class="seat-note bots-unchecked" role="note">This game began with another version of the bots, so this browser cannot make their moves again to check them: it checks that each is a legal move.</p>`;
}

/** The level a player last picked for the bot to play for them, per element. */
const letBotLevels = new WeakMap<GameHost, PlayerBotLevel>();

/** The seated player's choice, in the side panel during the game: a bot of the level they pick plays for them until they take the seat back. */
export function renderLetBot(el: GameHost, t: Table) {
  if (t.mode !== 'online' || !t.game || t.game.finished || t.mySeat === null || t.players[t.mySeat]?.away) return nothing;
  const online = t as OnlineTable;
  const level = letBotLevels.get(el) ?? 'medium';
  const pick = (e: Event) => {
    letBotLevels.set(el, (e.target as HTMLSelectElement).value as PlayerBotLevel);
    el.requestUpdate();
  };
  return html`<div class="let-bot">
    <span class="controls">
      <select aria-label="Bot to play for me" aria-describedby="let-bot-doc" @change=${pick}>${botLevelOptions(level)}</select>
      <button @click=${() => void el.guard(online.letBotPlay(level)).catch(() => {})}>Let a bot play for me</button>
    </span>
    <span class="hint" id="let-bot-doc">The ${botLevelName(level)} bot plays your turns until you take your seat back. ${botLevelHint(level, t.players.length > 2 ? 'light' : 'full')}</span>
  </div>`;
}

/** "2 of your turns passed while you were away: turn 7 was skipped; the medium bot played turn 10." */
export function missedText(missed: readonly MissedTurn[], stillAway: boolean): string {
  const n = missed.length;
  const skipped = missed.filter((m) => !m.bot).map((m) => m.turn);
  const byBot = missed.filter((m) => m.bot);
  const parts = [];
  if (skipped.length) parts.push(`${turnsText(skipped)} ${skipped.length === 1 ? 'was' : 'were'} skipped`);
  if (byBot.length) parts.push(`the ${botLevelName(byBot[0].bot!)} bot played ${turnsText(byBot.map((m) => m.turn))}`);
  const head = `${n === 1 ? 'One of your turns' : `${n} of your turns`} passed while you were away: ${parts.join('; ')}.`;
  return stillAway ? `${head} Your browser is taking your seat back: you play your next turn yourself.` : `${head} You play your next turn yourself.`;
}

/** "turn 7", "turns 7 and 10", "turns 7, 10 and 13". */
function turnsText(turns: number[]): string {
  if (turns.length === 1) return `turn ${turns[0]}`;
  return `turns ${turns.slice(0, -1).join(', ')} and ${turns.at(-1)}`;
}
