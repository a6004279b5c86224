/**
 * The position `<carc-board>` shows, worked out from its inputs without the DOM (from a snapshot,
 * or by replaying a record), where followers stand and labels for people. It needs the tiles'
 * geometry, so it comes with the board's art (board-art.ts), loaded with the first thing to draw.
 */
import type { GameSnapshot } from '../../src/engine/index.js';
import type { NewWorldSnapshot } from '../../src/engine/new-world/types.js';
import { colorName } from '../shared/colors.js';
import { followerName, spotWhere } from '../shared/spot-names.js';
import { tileLabel } from '../shared/tile-art.js';
import { spotPoint, type Pt } from '../shared/tile-geometry.js';
import { boardTileId } from '../../src/table/tile-lookup.js';
import { EMPTY, squareName, type BoardData, type BoardError, type BoardFollower, type BoardTile } from './board-model.js';

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
