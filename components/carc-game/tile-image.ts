/**
 * A tile as the panels draw it: the turn panel's hand, a bot's tile while it thinks, the tiles
 * left. Below both turn-panel.ts and bot-seats.ts, which each draw one.
 */
import { html } from 'lit';
import { tileSvg } from '../shared/tile-art.js';

/** A tile drawn in the panel; `data-rot` says how it is turned (a move sliding onto the board starts so). */
export function tileImage(id: string, rot: number, label: string, cls = '') {
  return html`<span class="tile-img ${cls}" role="img" aria-label=${label} data-rot=${rot}>${tileSvg(id, rot, { label: '' })}</span>`;
}
