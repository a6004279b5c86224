/**
 * The welcome screen's "My games": every game this browser hosted, joined or watched, online and
 * on this device, in progress and finished, the most recent first. Each row says who plays, where
 * the game stands for this browser and when it last changed; one tap opens it again (online: its
 * link, in this browser's seat), and the cross forgets it after asking.
 */
import { html, nothing } from 'lit';
import type { MyGame } from '../../src/table/my-games.js';
import { ICONS } from '../shared/icons.js';
import { fire } from '../shared/events.js';
import { dateWords, gameStanding, timeAgo } from './my-games-words.js';

/** What forgetting a game does, said before the player agrees. */
function forgetQuestion(g: MyGame, players: string): string {
  if (g.kind === 'online') return `Forget the online game of ${players}? It leaves this list only: its link still opens it, in your seat in this browser.`;
  if (g.phase === 'finished') return `Forget the finished game of ${players}? It cannot be looked at again afterwards.`;
  return `Forget the game of ${players} (move ${g.turn + 1})? It cannot be continued afterwards.`;
}

/** The last time the relays were asked whose turn it is in the games played over days (my-games-check.ts). */
export interface GamesCheck {
  at: number;
  /** whether no relay answered for any game */
  failed: boolean;
}

/** "Whose turn, from the relays: just now", or that they had no answer. */
function checkedLine(check: GamesCheck | null, now: number) {
  if (!check) return nothing;
  const when = html`<time title=${dateWords(check.at)}>${timeAgo(check.at, now)}</time>`;
  return check.failed
    ? html`<p class="checked">The relays had no answer (${when}): whose turn is as this browser last saw it.</p>`
    : html`<p class="checked">Whose turn, asked of the relays ${when}.</p>`;
}

export function renderSavedList(el: HTMLElement, games: MyGame[], now = Date.now(), check: GamesCheck | null = null) {
  if (!games.length) return nothing;
  return html`<section class="saved" aria-labelledby="saved-title">
    <h2 id="saved-title">My games</h2>
    ${checkedLine(check, now)}
    <ul>
      ${games.map((g) => {
        const players = g.players.map((p) => p.name).join(', ');
        const standing = gameStanding(g);
        const where = g.kind === 'online' ? 'online' : 'this device';
        const move = g.phase === 'lobby' || g.phase === 'starting' ? '' : g.phase === 'finished' ? `${g.turn} moves` : `move ${g.turn + 1}`;
        const game = g.game === 'new-world' ? 'New World, ' : '';
        return html`<li>
          <button part="card" class="resume ${standing.tone}" @click=${() => fire(el, 'carc-lobby-resume', { id: g.id })}>
            <span class="who">${g.players.filter((p) => p.color).map((p) => html`<span class="dot" style="--_c:${p.color}" aria-hidden="true"></span>`)}${players}</span>
            <span class="line"
              ><span class="game-state">${standing.text}</span>
              <span class="when">${game}${move ? `${move} · ` : ''}${where} · <time title=${dateWords(g.updatedAt)}>${timeAgo(g.updatedAt, now)}</time></span></span
            >
          </button>
          <button class="quiet forget" aria-label="Forget the game of ${players}" title="Forget this game" @click=${() => confirm(forgetQuestion(g, players)) && fire(el, 'carc-lobby-forget', { id: g.id })}>${ICONS.none}</button>
        </li>`;
      })}
    </ul>
  </section>`;
}
