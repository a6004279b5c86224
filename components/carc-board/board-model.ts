/**
 * The shapes of what `<carc-board>` shows and square arithmetic, without the DOM and without the
 * tiles: the position itself is worked out in board-position.ts, drawn with the tiles' art.
 */

export type Square = [number, number];
export interface BoardTile {
  id: string;
  at: Square;
  rot: number;
}
export interface BoardFollower {
  player: number;
  at: Square;
  spot: string;
  kind: string;
}
export interface BoardError {
  code: string;
  message: string;
}
/** New World's table: the starting spaces of the coast and the surveyors' columns. */
export interface BoardCoast {
  startingSpaces: Square[];
  surveyors: [number, number];
}
export interface BoardData {
  tiles: BoardTile[];
  meeples: BoardFollower[];
  error: BoardError | null;
  /** New World: the coast (tile ids are then component ids, `nw:A`…); null for the base game */
  coast: BoardCoast | null;
}

export const EMPTY: BoardData = { tiles: [], meeples: [], error: null, coast: null };
export const key = (at: readonly number[]) => `${at[0]},${at[1]}`;

const n = (v: number) => (v < 0 ? `−${-v}` : String(v));
export const squareName = (at: Square) => `${n(at[0])}, ${n(at[1])}`;

/** The nearest square of `set` from `from` in a direction (0 N, 1 E, 2 S, 3 W), or null. */
export function squareTowards(from: Square, dir: number, set: readonly Square[]): Square | null {
  const [dx, dy] = [
    [0, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
  ][dir];
  let best: Square | null = null;
  let bestScore = Infinity;
  for (const sq of set) {
    const ax = sq[0] - from[0],
      ay = sq[1] - from[1];
    const along = ax * dx + ay * dy;
    if (along <= 0) continue;
    const across = Math.abs(ax * dy - ay * dx);
    const score = along + across * 2.5;
    if (score < bestScore) {
      bestScore = score;
      best = sq;
    }
  }
  return best;
}

/** The bounding box of some squares, in squares: [minX, minY, maxX, maxY]. */
export function squareBounds(squares: Iterable<readonly number[]>): [number, number, number, number] | null {
  let b: [number, number, number, number] | null = null;
  for (const [x, y] of squares) {
    if (!b) b = [x, y, x, y];
    else b = [Math.min(b[0], x), Math.min(b[1], y), Math.max(b[2], x), Math.max(b[3], y)];
  }
  return b;
}
