/**
 * The SVG layers of `<carc-board>` that need no tile art (legal squares, highlights, the marked
 * square) and the shapes of its inputs: a board with nothing to draw yet paints with these alone.
 * Board units: 100 per square, square (x, y) at (100x, 100y).
 */
import { svg } from 'lit';
import { squareName, type Square } from './board-model.js';

export interface BoardPlacement {
  at: Square;
  rot: number;
}
export interface BoardPreview {
  tile: string;
  at: Square;
  rot: number;
}
export interface BoardSpot {
  spot: string;
  allowed: boolean;
}

/** The id of the element that stands for a square (its label is what the cursor announces). */
export const squareId = (at: readonly number[]) => `sq-${at[0]}_${at[1]}`;

export function candidatesLayer(squares: Square[]) {
  return svg`<g class="candidates">${squares.map(
    (s) => svg`<g id=${squareId(s)} role="img" aria-label=${`Legal square ${squareName(s)}`}>
    <rect class="cand" data-x=${s[0]} data-y=${s[1]} x=${s[0] * 100 + 5} y=${s[1] * 100 + 5} width="90" height="90" rx="10"/>
    <path class="cand-plus" d=${`M${s[0] * 100 + 40} ${s[1] * 100 + 50}h20M${s[0] * 100 + 50} ${s[1] * 100 + 40}v20`}/></g>`,
  )}</g>`;
}

export function highlightLayer(squares: Square[]) {
  return svg`<g class="highlights">${squares.map((s) => svg`<rect class="hl" x=${s[0] * 100 + 3.5} y=${s[1] * 100 + 3.5} width="93" height="93" rx="6"/>`)}</g>`;
}

/** The outline of one square: the tile of the move a log line shows. */
export function markLayer(at: Square) {
  return svg`<rect class="mark" x=${at[0] * 100 + 1.5} y=${at[1] * 100 + 1.5} width="97" height="97" rx="5"/>`;
}
