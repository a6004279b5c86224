/**
 * "My games": every game this browser hosted, joined or watched, online and hot-seat, in progress
 * and finished, as the welcome screen lists them. Each is a short summary (players, whose turn,
 * the phase, the winner, when it last changed), kept in localStorage and updated as the game goes.
 * Online, the summary holds the game link, which this browser already had: never an invite code,
 * never a key (a seat is this browser's key pair, kept by src/sync/room-keys.ts, not the link).
 * Hot-seat records stay in saved-games.ts; a summary names its slot.
 */
import { allSaved, forgetGame, type SavedGame } from './saved-games.js';
import { gameKind, type GameKind, type Table, type TablePhase } from './table.js';

export interface MyGame {
  /** online: the room (`<id>.<host key>`); hot-seat: the saved game's slot */
  id: string;
  kind: 'online' | 'hotseat';
  /** online: the game link (no invite code); '' in hot-seat */
  link: string;
  game: GameKind;
  /** whether this browser hosted the room (online) */
  host: boolean;
  players: { name: string; color: string }[];
  /** this browser's seat online (null: watching or not seated); null in hot-seat */
  mySeat: number | null;
  phase: TablePhase;
  /** the seat to move, -1 when nobody is (lobby, finished) */
  current: number;
  /** moves played */
  turn: number;
  /** the names with the best score once finished */
  winners: string[];
  /** when this browser last saw the game change (ms since 1970) */
  updatedAt: number;
  /** online: days per move at a table played over days (absent at a live table) */
  days?: number;
}

export type GameSummary = Omit<MyGame, 'updatedAt'>;

const KEY = 'carc-my-games';
/** the most games kept: the oldest go first */
export const MAX_GAMES = 50;
const PHASES: TablePhase[] = ['lobby', 'starting', 'playing', 'finished'];

const isText = (v: unknown, max = 2000): v is string => typeof v === 'string' && v.length <= max;
const isInt = (v: unknown): v is number => Number.isInteger(v);

/** Whether a stored value is a whole, sound entry: anything else (edited by hand, an older shape) is skipped. */
function isMyGame(v: unknown): v is MyGame {
  const g = v as Partial<MyGame> | null;
  if (!g || typeof g !== 'object') return false;
  const players = g.players;
  return (
    isText(g.id, 200) &&
    !!g.id &&
    (g.kind === 'online' || g.kind === 'hotseat') &&
    isText(g.link) &&
    (g.game === 'carcassonne' || g.game === 'new-world') &&
    typeof g.host === 'boolean' &&
    Array.isArray(players) &&
    players.length <= 8 &&
    players.every((p) => p && isText(p.name, 200) && isText(p.color, 50)) &&
    (g.mySeat === null || (isInt(g.mySeat) && g.mySeat >= 0 && g.mySeat < players.length)) &&
    PHASES.includes(g.phase as TablePhase) &&
    isInt(g.current) &&
    g.current >= -1 &&
    g.current < players.length &&
    isInt(g.turn) &&
    g.turn >= 0 &&
    Array.isArray(g.winners) &&
    g.winners.every((w) => isText(w, 200)) &&
    typeof g.updatedAt === 'number' &&
    Number.isFinite(g.updatedAt) &&
    (g.days === undefined || g.days === 1 || g.days === 3 || g.days === 7)
  );
}

/** The list in a storage (localStorage by default; tests give their own). */
export class MyGamesStore {
  /** the summary last noted for each game, so that a table's many changes (presence, hovers) cost no storage reads */
  private noted = new Map<string, string>();

  constructor(private storage: () => Pick<Storage, 'getItem' | 'setItem'> | undefined = () => globalThis.localStorage) {}

  // storage may be unavailable (private mode, an embedding iframe) or hold anything: the list is a convenience
  private read(): MyGame[] {
    try {
      const list = JSON.parse(this.storage()?.getItem(KEY) ?? '[]') as unknown;
      return Array.isArray(list) ? list.filter(isMyGame) : [];
    } catch {
      return [];
    }
  }

  private write(list: MyGame[]): void {
    try {
      const kept = [...list].sort((a, b) => b.updatedAt - a.updatedAt).slice(0, MAX_GAMES);
      this.storage()?.setItem(KEY, JSON.stringify(kept));
    } catch {
      // see read()
    }
  }

  /** Every game, the most recently active first. */
  list(): MyGame[] {
    return this.read().sort((a, b) => b.updatedAt - a.updatedAt);
  }

  get(id: string): MyGame | null {
    return this.read().find((g) => g.id === id) ?? null;
  }

  /**
   * Notes a game as it is now. Its time moves on only when something in it changed (a move, a
   * seat, the end), so opening a game to look at it is no activity. An online table that has not
   * caught up yet (no seats seen) leaves an earlier summary alone.
   */
  note(summary: GameSummary, now = Date.now()): void {
    const text = JSON.stringify(summary);
    if (this.noted.get(summary.id) === text) return;
    this.noted.set(summary.id, text);
    const list = this.read();
    const old = list.find((g) => g.id === summary.id);
    if (old && summary.kind === 'online' && summary.phase === 'lobby' && !summary.players.length) return;
    if (old && sameSummary(old, summary)) return;
    this.write([...list.filter((g) => g.id !== summary.id), { ...summary, updatedAt: now }]);
  }

  /** Takes a game off the list (its saved record, if any, is saved-games.ts's). */
  forget(id: string): void {
    this.noted.delete(id);
    const list = this.read();
    if (list.some((g) => g.id === id)) this.write(list.filter((g) => g.id !== id));
  }
}

function sameSummary(a: MyGame, b: GameSummary): boolean {
  const { updatedAt: _, ...rest } = a;
  return JSON.stringify(rest) === JSON.stringify(b);
}

/** The store the app uses. */
export const myGames = new MyGamesStore();

/** The room a game link names (its fragment, without an invite code). */
export function roomOfLink(link: string): string {
  const hash = link.indexOf('#');
  return (hash >= 0 ? link.slice(hash + 1) : link).split('~')[0];
}

/**
 * What a table shows now, as My games keeps it; null for a table with no game to list (a hot-seat
 * table before its start). `slot` is the hot-seat game's save slot.
 */
export function summarizeTable(t: Table, slot: string | null): GameSummary | null {
  const g = t.game;
  if (t.mode === 'hotseat' && (!g || !slot)) return null;
  // a watcher's page keeps nothing of the table (a watch link opens it again)
  if (t.watching) return null;
  const online = t.mode === 'online';
  const link = online ? t.link.split('~')[0] : '';
  const finished = !!g?.finished;
  const scores = finished ? g!.snapshot().scores : [];
  const best = Math.max(...scores);
  const players = t.players.map((p) => ({ name: p.name, color: p.color }));
  return {
    id: online ? roomOfLink(link) : slot!,
    kind: t.mode,
    link,
    game: gameKind(g),
    host: online && !!(t as Table & { isHost?: boolean }).isHost,
    players,
    mySeat: online && t.mySeat !== null && t.mySeat < players.length ? t.mySeat : null,
    phase: finished ? 'finished' : t.phase,
    current: g && !finished && g.current < players.length ? g.current : -1,
    turn: g?.turn ?? 0,
    winners: finished ? players.filter((_, i) => scores[i] === best).map((p) => p.name) : [],
    ...(online && t.days ? { days: t.days } : {}),
  };
}

/** Notes the table in My games (called on each of its changes; writes only when something changed). */
export function noteTable(t: Table, slot: string | null, store = myGames, now = Date.now()): void {
  const summary = summarizeTable(t, slot);
  if (summary?.id) store.note(summary, now);
}

/** A hot-seat slot saved before My games kept summaries: what its record tells (not whose turn). */
function slotSummary(s: SavedGame): MyGame {
  const players = (s.record.players ?? []).map((p) => (typeof p === 'string' ? { name: p, color: '' } : { name: String(p?.name ?? ''), color: typeof p?.color === 'string' ? p.color : '' }));
  const phase = s.finished ? 'finished' : 'playing';
  return {
    id: s.id,
    kind: 'hotseat',
    link: '',
    game: s.record.game ?? 'carcassonne',
    host: false,
    players,
    mySeat: null,
    phase,
    current: -1,
    turn: s.record.moves.length,
    winners: [],
    updatedAt: s.savedAt,
  };
}

/**
 * The list the welcome screen shows: every online game noted, and every hot-seat game whose
 * record is still saved (with its summary, or what its record tells), the most recent first.
 */
export function listMyGames(store = myGames): MyGame[] {
  const slots = new Map(allSaved().map((s) => [s.id, s]));
  const noted = store.list().filter((g) => g.kind === 'online' || slots.has(g.id));
  const known = new Set(noted.map((g) => g.id));
  const older = [...slots.values()].filter((s) => !known.has(s.id)).map(slotSummary);
  return [...noted, ...older].sort((a, b) => b.updatedAt - a.updatedAt).slice(0, MAX_GAMES);
}

/** Forgets a game: its summary, and on this device its saved record. */
export function forgetMyGame(id: string, store = myGames): void {
  store.forget(id);
  forgetGame(id);
}
