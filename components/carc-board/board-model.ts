/**
 * What `<carc-board>` shows, worked out from its inputs without the DOM: the position (from a
 * snapshot or by replaying a record), where followers stand, labels for people, and which square
 * the keyboard cursor moves to.
 */
import type { GameSnapshot } from '../../src/engine/index.js';
import type { NewWorldSnapshot } from '../../src/engine/new-world/types.js';
import { colorName } from '../shared/colors.js';
import { followerName, spotWhere } from '../shared/spot-names.js';
import { tileLabel } from '../shared/tile-art.js';
import { spotPoint, type Pt } from '../shared/tile-geometry.js';
import { boardTileId } from '../../src/table/tile-lookup.js';

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

type AnySnapshot = GameSnapshot | NewWorldSnapshot;
// New World's trappers lie down like farmers; its other settlers stand
const NEW_WORLD_FIGURE: Record<string, string> = { plains: 'field', farm: 'monastery', town: 'city', trail: 'road' };

function snapshotData(s: Partial<AnySnapshot>, error: BoardError | null = null): BoardData {
  const tiles = Array.isArray(s.tiles) ? s.tiles : [];
  const meeples: BoardFollower[] = Array.isArray(s.meeples) ? s.meeples : [];
  if ((s as { game?: string }).game !== 'new-world') return { tiles, meeples, error, coast: null };
  const nw = s as NewWorldSnapshot;
  return {
    tiles: tiles.map((t) => ({ ...t, id: boardTileId('new-world', t.id) })),
    meeples: meeples.map((m) => ({ ...m, kind: NEW_WORLD_FIGURE[m.kind] ?? m.kind })),
    error,
    coast: { startingSpaces: nw.coast?.startingSpaces ?? [], surveyors: nw.surveyors ?? [1, 1] },
  };
}

/** A snapshot of either game as board data (tolerating a partial one from a peer). */
export function fromSnapshot(s: AnySnapshot | null | undefined): BoardData {
  return s ? snapshotData(s) : EMPTY;
}

type RecordModule = typeof import('../../src/engine/games.js');
let recordModule: RecordModule | null = null;

/**
 * The replaying part of the engine, loaded on first use: a board that is only given snapshots
 * (the game's own board) never downloads the rules.
 */
export async function loadReplay(): Promise<void> {
  recordModule ??= await import('../../src/engine/games.js');
}

/**
 * Replays a record (object or JSON text) up to `upto` moves; an invalid record gives its error and
 * the last good position. Null until `loadReplay()` has finished.
 */
export function fromRecord(record: unknown, upto: number | null): BoardData | null {
  if (!recordModule) return null;
  let rec = record;
  if (typeof record === 'string') {
    try {
      rec = JSON.parse(record);
    } catch {
      // replayAnyRecord says why
    }
  }
  const moves = (rec as { moves?: unknown })?.moves;
  if (Array.isArray(moves) && upto !== null && upto !== undefined && Number.isFinite(upto) && upto < moves.length) {
    rec = { ...(rec as object), moves: moves.slice(0, Math.max(0, Math.floor(upto))) };
  }
  const result = recordModule.replayAnyRecord(rec);
  if (result.ok) return snapshotData(result.game.snapshot());
  return result.game ? snapshotData(result.game.snapshot(), result.error) : { ...EMPTY, error: result.error };
}

/** Where a follower stands on a square, in board units (100 per square). */
export function followerPoint(tile: BoardTile, spot: string): Pt {
  const p = spotPoint(tile.id, tile.rot, spot) ?? [50, 50];
  return [tile.at[0] * 100 + p[0], tile.at[1] * 100 + p[1]];
}

const n = (v: number) => (v < 0 ? `−${-v}` : String(v));
export const squareName = (at: Square) => `${n(at[0])}, ${n(at[1])}`;

/** "red farmer on the south field" (the spot named by what the player sees on that tile). */
export function followerLabel(f: BoardFollower, tile: BoardTile, colors: readonly string[]): string {
  const who = f.kind === 'farmer' ? 'farmer' : f.kind === 'abbot' ? 'abbot' : followerName(f.spot);
  return `${colorName(colors[f.player] ?? '')} ${who} on the ${spotWhere(tile.id, tile.rot, f.spot)}`;
}

/** "Tile D at 2, −1, city north, road west–east; red knight on the city". */
export function tileSquareLabel(tile: BoardTile, followers: BoardFollower[], colors: readonly string[]): string {
  const label = tileLabel(tile.id, tile.rot);
  const rest = /^Tile \S+, (.*)$/.exec(label)?.[1] ?? label;
  const who = followers.map((f) => followerLabel(f, tile, colors));
  return `Tile ${tile.id} at ${squareName(tile.at)}, ${rest}${who.length ? `; ${who.join('; ')}` : ''}`;
}

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
