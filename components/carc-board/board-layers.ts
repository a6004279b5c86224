/**
 * The SVG layers of `<carc-board>`, bottom to top: one `<symbol>` per tile and rotation, tiles as
 * `<use>`s, followers, legal squares, highlights, the preview with its follower spots. Board units:
 * 100 per square, square (x, y) at (100x, 100y).
 */
import { svg, nothing } from 'lit';
import { CATALOGUE } from '../../src/engine/catalogue.js';
import { segmentAtSpot } from '../../src/engine/spots.js';
import { followerArt, type FollowerKind } from '../shared/meeple-art.js';
import { tileArt, tileLabel } from '../shared/tile-art.js';
import { rotatePoint, tileGeometry, type Pt } from '../shared/tile-geometry.js';
import { followerPoint, key, spotLabel, squareName, tileSquareLabel, type BoardFollower, type BoardTile, type Square } from './board-model.js';

export interface BoardPlacement { at: Square; rot: number }
export interface BoardPreview { tile: string; at: Square; rot: number }
export interface BoardSpot { spot: string; allowed: boolean }

export const symbolId = (id: string, rot: number) => `t-${id.replace(/[^\w-]/g, '_')}-${rot}`;
/** The id of the element that stands for a square (its label is what the cursor announces). */
export const squareId = (at: readonly number[]) => `sq-${at[0]}_${at[1]}`;

/** Each tile drawing once, however many copies lie on the board. */
export function symbolsLayer(list: { id: string; rot: number }[]) {
  const symbols = new Map(list.map((t) => [symbolId(t.id, t.rot), t]));
  return svg`<defs>${[...symbols].map(([id, t]) => svg`<symbol id=${id} viewBox="0 0 100 100">${tileArt(t.id, t.rot)}</symbol>`)}</defs>`;
}

export function tilesLayer(tiles: BoardTile[], meeples: BoardFollower[], colors: readonly string[]) {
  const followersAt = new Map<string, BoardFollower[]>();
  for (const m of meeples) followersAt.set(key(m.at), [...(followersAt.get(key(m.at)) ?? []), m]);
  // one path of offset squares: tiles lie on the table like cardboard, at the cost of one element
  const shadow = tiles.map((t) => `M${t.at[0] * 100 + 2} ${t.at[1] * 100 + 3}h100v100h-100z`).join('');
  return svg`<path class="tile-shadow" d=${shadow}/><g class="tiles">${tiles.map((t) => svg`<g id=${squareId(t.at)} role="img" aria-label=${tileSquareLabel(t, followersAt.get(key(t.at)) ?? [], colors)} data-tile=${t.id} data-rot=${t.rot}>
    <use href=${`#${symbolId(t.id, t.rot)}`} x=${t.at[0] * 100} y=${t.at[1] * 100} width="100" height="100"/></g>`)}</g>`;
}

export function followersLayer(meeples: BoardFollower[], tileAt: Map<string, BoardTile>, colors: readonly string[]) {
  return svg`<g class="followers">${meeples.map((m) => {
    const tile = tileAt.get(key(m.at));
    const at: Pt = tile ? followerPoint(tile, m.spot) : [m.at[0] * 100 + 50, m.at[1] * 100 + 50];
    return followerArt(m.kind as FollowerKind, colors[m.player] ?? '#888', at);
  })}</g>`;
}

export function candidatesLayer(squares: Square[]) {
  return svg`<g class="candidates">${squares.map((s) => svg`<g id=${squareId(s)} role="img" aria-label=${`Legal square ${squareName(s)}`}>
    <rect class="cand" data-x=${s[0]} data-y=${s[1]} x=${s[0] * 100 + 5} y=${s[1] * 100 + 5} width="90" height="90" rx="10"/>
    <path class="cand-plus" d=${`M${s[0] * 100 + 40} ${s[1] * 100 + 50}h20M${s[0] * 100 + 50} ${s[1] * 100 + 40}v20`}/></g>`)}</g>`;
}

export function highlightLayer(squares: Square[]) {
  return svg`<g class="highlights">${squares.map((s) => svg`<rect class="hl" x=${s[0] * 100 + 3.5} y=${s[1] * 100 + 3.5} width="93" height="93" rx="6"/>`)}</g>`;
}

/** The ghost tile and its follower spots (buttons: allowed ones focusable, the others greyed). */
export function previewLayer(pv: BoardPreview, spots: BoardSpot[], selectedSpot: string | null, color: string) {
  const [x, y] = [pv.at[0] * 100, pv.at[1] * 100];
  const tile = CATALOGUE.byId.get(pv.tile)!;
  const steps = ((pv.rot / 90) | 0) & 3;
  return svg`<g class="preview" id=${squareId(pv.at)} role="img" aria-label=${`Preview at ${squareName(pv.at)}: ${tileLabel(pv.tile, pv.rot)}, turned ${pv.rot}°. Activate again to rotate.`}>
      <use class="ghost" href=${`#${symbolId(pv.tile, pv.rot)}`} x=${x} y=${y} width="100" height="100"/>
      <rect class="preview-frame" x=${x + 2} y=${y + 2} width="96" height="96" rx="4"/></g>
    <g class="spots">${spots.map((s) => {
      const seg = segmentAtSpot(tile, steps, s.spot);
      if (seg < 0) return nothing;
      const p = rotatePoint(tileGeometry(tile).points[seg], steps);
      const selected = s.spot === selectedSpot;
      return svg`<g class="spot ${selected ? 'selected' : ''}" data-spot=${s.spot} role="button" tabindex=${s.allowed ? 0 : -1}
          aria-disabled=${s.allowed ? 'false' : 'true'} aria-pressed=${selected ? 'true' : 'false'}
          aria-label=${`Follower on ${spotLabel(s.spot)}${s.allowed ? '' : ' (not allowed)'}`} transform="translate(${x + p[0]} ${y + p[1]})">
        <circle r="14"/>${followerArt(s.spot.startsWith('field') ? 'farmer' : 'road', s.allowed ? color : '#9a9a9a', [0, 0], { scale: 0.72, ghost: !s.allowed })}</g>`;
    })}</g>`;
}
