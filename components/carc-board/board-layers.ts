/**
 * The SVG layers of `<carc-board>`, bottom to top: one `<symbol>` per tile and rotation, tiles as
 * `<use>`s, followers, legal squares, highlights, the preview with its follower spots. Board units:
 * 100 per square, square (x, y) at (100x, 100y).
 */
import { svg, nothing } from 'lit';
import { followerArt, type FollowerKind } from '../shared/meeple-art.js';
import { followerWord, spotWhere } from '../shared/spot-names.js';
import { tileArt, tileLabel } from '../shared/tile-art.js';
import type { Pt } from '../shared/tile-geometry.js';
import { followerPoint, key, squareName, tileSquareLabel, type BoardFollower, type BoardTile, type Square } from './board-model.js';
import type { SpotTarget } from './spot-targets.js';

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

export const symbolId = (id: string, rot: number) => `t-${id.replace(/[^\w-]/g, '_')}-${rot}`;
/** The id of the element that stands for a square (its label is what the cursor announces). */
export const squareId = (at: readonly number[]) => `sq-${at[0]}_${at[1]}`;

/** Each tile drawing once, however many copies lie on the board. */
export function symbolsLayer(list: { id: string; rot: number }[]) {
  const symbols = new Map(list.map((t) => [symbolId(t.id, t.rot), t]));
  return svg`<defs>${[...symbols].map(([id, t]) => svg`<symbol id=${id} viewBox="0 0 100 100">${tileArt(t.id, t.rot)}</symbol>`)}</defs>`;
}

/** Tiles with their labels; the square `last` (a key) is the last move's, and says so. */
export function tilesLayer(tiles: BoardTile[], meeples: BoardFollower[], colors: readonly string[], last: string | null = null) {
  const followersAt = new Map<string, BoardFollower[]>();
  for (const m of meeples) followersAt.set(key(m.at), [...(followersAt.get(key(m.at)) ?? []), m]);
  // one path of offset squares: tiles lie on the table like cardboard, at the cost of one element
  const shadow = tiles.map((t) => `M${t.at[0] * 100 + 2} ${t.at[1] * 100 + 3}h100v100h-100z`).join('');
  return svg`<path class="tile-shadow" d=${shadow}/><g class="tiles">${tiles.map(
    (
      t,
    ) => svg`<g id=${squareId(t.at)} role="img" aria-label=${`${tileSquareLabel(t, followersAt.get(key(t.at)) ?? [], colors)}${key(t.at) === last ? ' (the last move)' : ''}`} data-tile=${t.id} data-rot=${t.rot}>
    <use href=${`#${symbolId(t.id, t.rot)}`} x=${t.at[0] * 100} y=${t.at[1] * 100} width="100" height="100"/></g>`,
  )}</g>`;
}

/** Followers in player colours; those on the square `fresh` (a tile that just landed) pop up. */
export function followersLayer(meeples: BoardFollower[], tileAt: Map<string, BoardTile>, colors: readonly string[], fresh: string | null = null) {
  return svg`<g class="followers">${meeples.map((m) => {
    const tile = tileAt.get(key(m.at));
    const at: Pt = tile ? followerPoint(tile, m.spot) : [m.at[0] * 100 + 50, m.at[1] * 100 + 50];
    const art = followerArt(m.kind as FollowerKind, colors[m.player] ?? '#888', at);
    return key(m.at) === fresh ? svg`<g class="arrived">${art}</g>` : art;
  })}</g>`;
}

/** The tile of someone else's move while it slides onto its square, above everything else (move-slide.ts moves it). */
export function arrivalLayer(a: { tile: string; at: Square; rot: number }) {
  const [x, y] = [a.at[0] * 100, a.at[1] * 100];
  return svg`<g class="arrival" aria-hidden="true"><rect class="arrival-shadow" x=${x + 2} y=${y + 3} width="100" height="100"/>
    <use href=${`#${symbolId(a.tile, a.rot)}`} x=${x} y=${y} width="100" height="100"/></g>`;
}

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

/** The ghost tile being placed: a tap on it turns it (the board reports it as an activation). */
export function previewLayer(pv: BoardPreview, choosing: boolean) {
  const [x, y] = [pv.at[0] * 100, pv.at[1] * 100];
  const what = choosing ? 'Choose a follower spot on it.' : 'Activate again to turn it.';
  return svg`<g class="preview" id=${squareId(pv.at)} role="img" aria-label=${`Preview at ${squareName(pv.at)}: ${tileLabel(pv.tile, pv.rot)}, turned ${pv.rot}°. ${what}`}>
      <use class="ghost" href=${`#${symbolId(pv.tile, pv.rot)}`} x=${x} y=${y} width="100" height="100"/>
      <rect class="preview-frame" x=${x + 2} y=${y + 2} width="96" height="96" rx="4"/></g>`;
}

/**
 * Follower targets on the preview: rings of `radius` board units (a constant size on screen),
 * each a button named by what the player sees. With `onTile` false the spots are too close to
 * tap at this zoom: only the chosen follower is drawn, and the list beside the board is the way.
 */
export function spotsLayer(pv: BoardPreview, targets: SpotTarget[], selected: string | null, color: string, radius: number, onTile: boolean) {
  const [x, y] = [pv.at[0] * 100, pv.at[1] * 100];
  const chosen = targets.find((t) => t.spot === selected);
  if (!onTile) return chosen ? svg`<g class="chosen">${followerArt(followerKind(chosen.spot), color, [x + chosen.at[0], y + chosen.at[1]])}</g>` : nothing;
  return svg`<g class="spots" style=${`--_ring-w:${(radius / 11).toFixed(3)}px`}>${targets.map((t) => {
    const on = t.spot === selected;
    const label = `${followerWord(t.spot)} on the ${spotWhere(pv.tile, pv.rot, t.spot)}`;
    return svg`<g class="spot ${on ? 'selected' : ''}" data-spot=${t.spot} role="button" tabindex="0" aria-pressed=${on ? 'true' : 'false'}
        aria-label=${label} transform="translate(${x + t.at[0]} ${y + t.at[1]})">
      <circle r=${radius}/>${followerArt(followerKind(t.spot), color, [0, 0], { scale: radius * (on ? 0.075 : 0.062), ghost: !on })}</g>`;
  })}</g>`;
}

const followerKind = (spot: string): FollowerKind => (spot.startsWith('field') || spot.startsWith('plains') ? 'farmer' : 'road');

/** The outline of one square: the tile of the move a log line shows. */
export function markLayer(at: Square) {
  return svg`<rect class="mark" x=${at[0] * 100 + 1.5} y=${at[1] * 100 + 1.5} width="97" height="97" rx="5"/>`;
}
