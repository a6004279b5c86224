/**
 * The last move stays marked until the next one: quiet corner brackets round the tile placed last
 * and a halo under the follower put on it. Brackets read differently from the keyboard cursor (a
 * full frame), legal squares (dashed, filled) and the log's marked square (a dashed frame).
 */
import { svg, nothing } from 'lit';
import { key, type BoardData, type BoardTile, type Square } from './board-model.js';
import { followerPoint } from './board-position.js';

/**
 * The tile placed by the last move of a position: tiles are listed in placement order, and the
 * base game's first tile (the start tile) is no one's move; New World's board starts empty.
 */
export function lastPlaced(data: BoardData): BoardTile | null {
  const first = data.coast ? 0 : 1;
  return data.tiles.length > first ? data.tiles[data.tiles.length - 1] : null;
}

/** L-shaped corners of a square, `arm` board units long, `inset` inside its edge. */
function corners(at: Square, inset: number, arm: number): string {
  const [x0, y0] = [at[0] * 100 + inset, at[1] * 100 + inset];
  const [x1, y1] = [at[0] * 100 + 100 - inset, at[1] * 100 + 100 - inset];
  return [`M${x0} ${y0 + arm}V${y0}H${x0 + arm}`, `M${x1 - arm} ${y0}H${x1}V${y0 + arm}`, `M${x1} ${y1 - arm}V${y1}H${x1 - arm}`, `M${x0 + arm} ${y1}H${x0}V${y1 - arm}`].join('');
}

/**
 * The marker of the last move (drawn above the tiles, under the followers): nothing while its tile
 * is still sliding in (`away`), so it appears once the slide has landed.
 */
export function lastMoveLayer(data: BoardData, away: string | null) {
  const t = lastPlaced(data);
  if (!t || key(t.at) === away) return nothing;
  const halos = data.meeples.filter((m) => key(m.at) === key(t.at)).map((m) => followerPoint(t, m.spot));
  const d = corners(t.at, 4, 26);
  // a light band under a dark stroke: the brackets read on pale cities and dark fields alike
  return svg`<g class="last-move" data-at=${key(t.at)} aria-hidden="true">
    <path class="last-move-under" d=${d}/><path class="last-move-line" d=${d}/>
    ${halos.map(([x, y]) => svg`<circle class="last-move-halo" cx=${x} cy=${y + 1} r="17"/>`)}</g>`;
}
