/**
 * The tiles' art, geometry and catalogue (board-art.ts), loaded with the first thing to draw: an
 * embedding page gets a working bare board from the smaller module, and the art once it is needed.
 */
import type { GameRecord, GameSnapshot } from '../../src/engine/index.js';
import type { NewWorldSnapshot } from '../../src/engine/new-world/types.js';
import { EMPTY, type BoardData } from './board-model.js';

export type BoardArt = typeof import('./board-art.js');

let art: BoardArt | null = null;
let loading: Promise<unknown> | null = null;

/** The art once it has loaded, else null. */
export const boardArt = (): BoardArt | null => art;

/** Loads the art once for the page; a failed download is tried again at the next call. */
export const loadArt = () =>
  (loading ??= import('./board-art.js').then(
    (m) => (art = m),
    () => (loading = null),
  ));

interface BoardInputs {
  snapshot: GameSnapshot | NewWorldSnapshot | null;
  record: GameRecord | string | null;
  upto: number | null;
  preview: unknown;
  arrival: unknown;
}

const hasRecord = (r: BoardInputs['record']) => r !== null && r !== undefined && r !== '';

/** Whether a board with these inputs has something to draw that needs the art. */
export const needsArt = (b: BoardInputs) => !!(b.snapshot || hasRecord(b.record) || b.preview || b.arrival);

/**
 * The position to show: the snapshot's, else the record's after `upto` moves; EMPTY without the art
 * (nothing to draw, or its download failed); null while a record waits for the replayer (`loadReplay`).
 */
export function positionOf(b: BoardInputs): BoardData | null {
  if (!art) return EMPTY;
  if (b.snapshot) return art.fromSnapshot(b.snapshot);
  return hasRecord(b.record) ? art.fromRecord(b.record, b.upto) : EMPTY;
}
