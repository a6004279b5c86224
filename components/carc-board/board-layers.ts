/**
 * The SVG layers of `<carc-board>` that draw tiles and followers: one `<symbol>` per tile and
 * rotation, tiles as `<use>`s, followers, the preview with its follower spots (legal squares,
 * highlights and marks: board-marks.ts). Board units: 100 per square, square (x, y) at (100x, 100y).
 */
import { svg, nothing } from 'lit';
import { followerArt, type FollowerKind } from '../shared/meeple-art.js';
import { followerWord, spotWhere } from '../shared/spot-names.js';
import { tileArt, tileLabel } from '../shared/tile-art.js';
import type { Pt } from '../shared/tile-geometry.js';
import { key, squareName, type BoardFollower, type BoardTile, type Square } from './board-model.js';
import { squareId, type BoardPreview } from './board-marks.js';
import { followerPoint, tileSquareLabel } from './board-position.js';
import type { SpotTarget } from './spot-targets.js';

export const symbolId = (id: string, rot: number) => `t-${id.replace(/[^\w-]/g, '_')}-${rot}`;
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
