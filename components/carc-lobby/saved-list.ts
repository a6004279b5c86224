/**
 * The welcome screen's list of unfinished games saved on this device: players, move and date, with
 * Continue and a way to forget one (after asking).
 */
import { html, nothing } from 'lit';
import { ICONS } from '../shared/icons.js';

export interface SavedSummary {
  id: string;
  players: string;
  move: string;
  date: string;
}

const emit = (el: HTMLElement, type: string, detail: unknown) => el.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));

export function renderSavedList(el: HTMLElement, saved: SavedSummary[]) {
  if (!saved.length) return nothing;
  const forget = (g: SavedSummary) => confirm(`Forget the game of ${g.players} (${g.move})? It cannot be continued afterwards.`) && emit(el, 'carc-lobby-forget', { id: g.id });
  return html`<section class="saved" aria-labelledby="saved-title">
    <h2 id="saved-title">${saved.length === 1 ? 'Continue your game' : 'Continue a game'}</h2>
    <ul>
      ${saved.map(
        (g, i) => html`<li>
          <button part="card" class=${i === 0 ? 'primary resume' : 'resume'} @click=${() => emit(el, 'carc-lobby-resume', { id: g.id })}>
            ${ICONS.play}<span class="who">${g.players}</span><span class="when">${g.move} · ${g.date}</span>
          </button>
          <button class="quiet forget" aria-label="Forget the game of ${g.players}, ${g.move}" title="Forget this game" @click=${() => forget(g)}>${ICONS.none}</button>
        </li>`,
      )}
    </ul>
  </section>`;
}
