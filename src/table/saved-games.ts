/**
 * Unfinished hot-seat games kept on this device, each in a slot of its own, so that opening or
 * starting another game never throws one away: a reload or a closed tab loses nothing, and the
 * welcome screen lists them all. A finished game leaves the list; the player can forget one.
 */
import type { AnyRecord as GameRecord } from './table.js';

export interface SavedGame {
  id: string;
  /** when it was last saved (ms since 1970) */
  savedAt: number;
  record: GameRecord;
}

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
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // see read()
  }
}

export const newSaveId = () => `g${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** The saved games, the most recently played first. */
export function listSaved(): SavedGame[] {
  return read().sort((a, b) => b.savedAt - a.savedAt);
}

/** Keeps a game in its slot (a new slot for a new id). */
export function saveGame(id: string, record: GameRecord): void {
  write([...read().filter((g) => g.id !== id), { id, savedAt: Date.now(), record }]);
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

/** "Ann, Bob · move 12 · 14 May, 15:02" for the welcome screen ("New World, move 12" for New World). */
export function savedLabel(g: SavedGame): { players: string; move: string; date: string } {
  const rec = g.record;
  const players = (rec.players ?? []).map((p) => (typeof p === 'string' ? p : p.name)).join(', ');
  const date = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(g.savedAt));
  const move = `move ${rec.moves.length + 1}`;
  return { players, move: rec.game === 'new-world' ? `New World, ${move}` : move, date };
}
