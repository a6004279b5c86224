/**
 * What `<carc-board>` shows, worked out from its inputs without the DOM: the position (from a
 * snapshot or by replaying a record), where followers stand, labels for people, and which square
 * the keyboard cursor moves to.
 */
import type { GameSnapshot } from '../../src/engine/index.js';
import { CATALOGUE } from '../../src/engine/catalogue.js';
import { segmentAtSpot } from '../../src/engine/spots.js';
import { colorName } from '../shared/colors.js';
import { followerName, spotWhere } from '../shared/spot-names.js';
import { tileLabel } from '../shared/tile-art.js';
import { rotatePoint, tileGeometry, type Pt } from '../shared/tile-geometry.js';

export type Square = [number, number];
export interface BoardTile { id: string; at: Square; rot: number }
export interface BoardFollower { player: number; at: Square; spot: string; kind: string }
export interface BoardError { code: string; message: string }
export interface BoardData {
  tiles: BoardTile[];
  meeples: BoardFollower[];
  error: BoardError | null;
}

export const EMPTY: BoardData = { tiles: [], meeples: [], error: null };
export const key = (at: readonly number[]) => `${at[0]},${at[1]}`;

function snapshotData(s: Pick<GameSnapshot, 'tiles' | 'meeples'>, error: BoardError | null = null): BoardData {
  return { tiles: s.tiles, meeples: s.meeples, error };
}

/** A snapshot as board data (tolerating a partial one from a peer). */
export function fromSnapshot(s: GameSnapshot | null | undefined): BoardData {
  if (!s) return EMPTY;
  return snapshotData({ tiles: Array.isArray(s.tiles) ? s.tiles : [], meeples: Array.isArray(s.meeples) ? s.meeples : [] });
}

type RecordModule = typeof import('../../src/engine/record.js');
let recordModule: RecordModule | null = null;

/**
 * The replaying part of the engine, loaded on first use: a board that is only given snapshots
 * (the game's own board) never downloads the rules.
 */
export async function loadReplay(): Promise<void> {
  recordModule ??= await import('../../src/engine/record.js');
}

/**
 * Replays a record (object or JSON text) up to `upto` moves; an invalid record gives its error and
 * the last good position. Null until `loadReplay()` has finished.
 */
export function fromRecord(record: unknown, upto: number | null): BoardData | null {
  if (!recordModule) return null;
  const { parseRecord, replayRecord } = recordModule;
  const parsed = parseRecord(record);
  if (!parsed.ok) return { ...EMPTY, error: parsed.error };
  const rec = parsed.record;
  const limit = upto === null || upto === undefined || !Number.isFinite(upto) ? rec.moves.length : Math.max(0, Math.floor(upto));
  const result = replayRecord(limit >= rec.moves.length ? rec : { ...rec, moves: rec.moves.slice(0, limit) });
  if (result.ok) return snapshotData(result.game.snapshot());
  return result.game ? snapshotData(result.game.snapshot(), result.error) : { ...EMPTY, error: result.error };
}

/** Where a follower stands on a square, in board units (100 per square). */
export function followerPoint(tile: BoardTile, spot: string): Pt {
  const t = CATALOGUE.byId.get(tile.id);
  const steps = ((tile.rot / 90) | 0) & 3;
  if (!t) return [tile.at[0] * 100 + 50, tile.at[1] * 100 + 50];
  const seg = segmentAtSpot(t, steps, spot);
  const p = seg < 0 ? ([50, 50] as Pt) : rotatePoint(tileGeometry(t).points[seg], steps);
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
  const [, rest] = /^Tile \S+, (.*)$/.exec(tileLabel(tile.id, tile.rot)) ?? [, tileLabel(tile.id, tile.rot)];
  const who = followers.map((f) => followerLabel(f, tile, colors));
  return `Tile ${tile.id} at ${squareName(tile.at)}, ${rest}${who.length ? `; ${who.join('; ')}` : ''}`;
}

/** The nearest square of `set` from `from` in a direction (0 N, 1 E, 2 S, 3 W), or null. */
export function squareTowards(from: Square, dir: number, set: readonly Square[]): Square | null {
  const [dx, dy] = [[0, -1], [1, 0], [0, 1], [-1, 0]][dir];
  let best: Square | null = null;
  let bestScore = Infinity;
  for (const sq of set) {
    const ax = sq[0] - from[0], ay = sq[1] - from[1];
    const along = ax * dx + ay * dy;
    if (along <= 0) continue;
    const across = Math.abs(ax * dy - ay * dx);
    const score = along + across * 2.5;
    if (score < bestScore) { bestScore = score; best = sq; }
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
