/**
 * Hot-seat games kept on this device, each in a slot of its own, so that opening or starting
 * another game never throws one away: a reload or a closed tab loses nothing. Finished games are
 * kept too (marked), for My games to open again; the 50 most recent slots are kept, and the
 * player can forget one. My games (my-games.ts) keeps each slot's summary.
 */
import type { AnyRecord as GameRecord } from './table.js';

export interface SavedGame {
  id: string;
  /** when it was last saved (ms since 1970) */
  savedAt: number;
  record: GameRecord;
  /** the game is over (kept to look at again, not to continue) */
  finished?: boolean;
}

/** the most slots kept: the oldest go first */
const MAX_SAVED = 50;

const KEY = 'carc-hotseat-games';
/** the single slot of earlier versions, moved into the list on first read */
const OLD_KEY = 'carc-hotseat-game';

// storage may be unavailable (private mode, an embedding iframe): saving is a convenience
function read(): SavedGame[] {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) ?? '[]') as SavedGame[];
    const old = localStorage.getItem(OLD_KEY);
    if (old) {
      list.push({ id: newSaveId(), savedAt: Date.now(), record: JSON.parse(old) as GameRecord });
      localStorage.setItem(KEY, JSON.stringify(list));
      localStorage.removeItem(OLD_KEY);
    }
    return Array.isArray(list) ? list.filter((g) => g && typeof g.id === 'string' && g.record && Array.isArray(g.record.moves)) : [];
  } catch {
    return [];
  }
}

function write(list: SavedGame[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify([...list].sort((a, b) => b.savedAt - a.savedAt).slice(0, MAX_SAVED)));
  } catch {
    // see read()
  }
}

export const newSaveId = () => `g${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** The unfinished saved games, the most recently played first. */
export function listSaved(): SavedGame[] {
  return read()
    .filter((g) => !g.finished)
    .sort((a, b) => b.savedAt - a.savedAt);
}

/** Every slot, finished or not. */
export function allSaved(): SavedGame[] {
  return read();
}

/** A slot's game, finished or not. */
export function savedGameById(id: string): SavedGame | null {
  return read().find((g) => g.id === id) ?? null;
}

/** Keeps a game in its slot (a new slot for a new id); a finished one is kept marked so. */
export function saveGame(id: string, record: GameRecord, finished = false): void {
  write([...read().filter((g) => g.id !== id), { id, savedAt: Date.now(), record, ...(finished ? { finished } : {}) }]);
}

export function forgetGame(id: string): void {
  const list = read();
  if (list.some((g) => g.id === id)) write(list.filter((g) => g.id !== id));
}

/** The slot already holding exactly this record, if any (opening the same file twice reuses it). */
export function slotOf(record: GameRecord): string | null {
  const text = JSON.stringify(record);
  return read().find((g) => JSON.stringify(g.record) === text)?.id ?? null;
}
