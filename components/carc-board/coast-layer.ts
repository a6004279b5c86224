/**
 * New World's table on the board: the sea east of the coast (tiles lie at x ≤ 0), the coast's
 * board with its starting spaces, and the two surveyors, each marking its column with a light band
 * and standing above it. Board units: 100 per square, square (x, y) at (100x, 100y).
 */
import { svg } from 'lit';
import type { BoardPreview } from './board-marks.js';
import type { BoardCoast, Square } from './board-model.js';
import { boardTileId, isNewWorldTile, tileById } from '../../src/table/tile-lookup.js';
import { spotPoint } from '../shared/tile-geometry.js';

/** The coast's squares a fit keeps in view: the board's column beside the starting spaces, and a row above the tiles for the surveyors. */
export function coastSquares(coast: BoardCoast | null, squares: readonly Square[]): Square[] {
  if (!coast) return [];
  const top = Math.min(...squares.map((s) => s[1]), ...coast.startingSpaces.map((s) => s[1]));
  return [...coast.startingSpaces.map(([, y]) => [1, y] as Square), ...coast.surveyors.map((x) => [x, top - 1] as Square)];
}

/** The preview with its tile named as the board names it (New World's `nw:` ids), or null when the tile is unknown. */
export function boardPreview(pv: BoardPreview | null, coast: BoardCoast | null): BoardPreview | null {
  if (!pv) return null;
  const id = coast && !isNewWorldTile(pv.tile) ? boardTileId('new-world', pv.tile) : pv.tile;
  return tileById(id) ? { ...pv, tile: id } : null;
}

const WAVES = (x0: number, x1: number, y0: number, y1: number) => {
  let d = '';
  for (let y = Math.ceil(y0 / 40) * 40; y < y1; y += 40) for (let x = x0 + 20 + ((y / 40) & 1) * 30; x < x1 - 20; x += 60) d += `M${x} ${y}q7-6 14 0t14 0`;
  return d;
};

/** Sea and coast under the tiles; `box` is the world's box [x0, y0, x1, y1]. */
export function coastLayer(coast: BoardCoast, box: readonly number[]) {
  const [, y0, x1, y1] = box;
  const rows = coast.startingSpaces.map(([, y]) => y);
  const top = Math.min(...rows) * 100;
  const bottom = (Math.max(...rows) + 1) * 100;
  return svg`<g class="coast" aria-hidden="true">
    <rect class="sea" x="100" y=${y0} width=${Math.max(0, x1 - 100)} height=${y1 - y0} fill="#3d7fb8"/>
    <path d=${WAVES(100, x1, y0, y1)} fill="none" stroke="#a9d3f0" stroke-width="2.2" stroke-linecap="round" opacity=".7"/>
    <rect class="coast-board" x="100" y=${top - 8} width="46" height=${bottom - top + 16} rx="6" fill="#e9d9b0" stroke="#8a6b3e" stroke-width="2"/>
    ${rows.map((y) => svg`<rect class="starting-space" x="104" y=${y * 100 + 8} width="38" height="84" rx="4" fill="#f6ecd0" stroke="#8a6b3e" stroke-width="1.6" stroke-dasharray="6 4"/>`)}
  </g>`;
}

/** The surveyors' columns and the surveyors above them (over the tiles, under the followers' targets). */
export function surveyorsLayer(coast: BoardCoast, box: readonly number[], topRow: number) {
  const [a, b] = coast.surveyors;
  const columns = a === b ? [a] : [a, b];
  const above = topRow * 100 - 60;
  const figure = (x: number, i: number) => svg`<g class="surveyor" transform="translate(${x} ${above})">
    <path d="M0-2-9 26M0-2 9 26M0-2V26" stroke="#4a3520" stroke-width="2.4" stroke-linecap="round"/>
    <rect x="-9" y="-12" width="18" height="10" rx="2" fill="#d9a441" stroke="#4a3520" stroke-width="1.6"/>
    <circle cx="0" cy="-7" r="2.6" fill="#2b4c6f"/>
    <text y="42" text-anchor="middle" font-size="14" fill="currentColor" opacity=".8">${i + 1}</text></g>`;
  return svg`<g class="surveyors" role="img" aria-label=${a === b ? `Both surveyors in column ${a}` : `Surveyors in columns ${a} and ${b}`}>
    ${columns.map((c) => svg`<rect class="surveyor-column" x=${c * 100} y=${box[1]} width="100" height=${box[3] - box[1]} fill="#fff3c4" opacity=".16"/>`)}
    ${a === b ? [figure(a * 100 + 32, 0), figure(a * 100 + 68, 1)] : [figure(a * 100 + 50, 0), figure(b * 100 + 50, 1)]}</g>`;
}

const AROUND: Record<string, readonly [number, number]> = { NW: [-1, -1], N: [0, -1], NE: [1, -1], W: [-1, 0], E: [1, 0], SW: [-1, 1], S: [0, 1], SE: [1, 1] };

/**
 * New World's scoring order on the board: a numbered badge on each feature the placed tile
 * completes (beside its settler spot, or on the neighbouring farm), in the order they will score.
 * Tapping one scores it a place earlier (`data-order`).
 */
export function orderLayer(pv: BoardPreview, order: readonly string[], radius: number) {
  return svg`<g class="order">${order.map((name, i) => {
    const d = name.startsWith('farm:') ? AROUND[name.slice(5)] : null;
    const p = d ? [50 + d[0] * 100, 50 + d[1] * 100] : spotPoint(pv.tile, pv.rot, name);
    if (!p) return null;
    // beside the follower ring (north-east of it), so both stay visible and tappable
    const [x, y] = [pv.at[0] * 100 + p[0] + radius, pv.at[1] * 100 + p[1] - radius];
    return svg`<g class="order-badge" data-order=${name} role="button" tabindex="0" aria-label=${`Scored ${i + 1}${i ? ': score it earlier' : ''}`} transform="translate(${x} ${y})">
      <circle r=${radius * 0.8}/><text dy=".35em" font-size=${radius}>${i + 1}</text></g>`;
  })}</g>`;
}
