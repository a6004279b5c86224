/**
 * An event's tables, watched at once: one watcher session per table (open-session.ts `watch`: a
 * WebSocket to the table's audience relay, nothing written), and a summary of each for the event's
 * page: who plays, their scores, whose turn or who won, how many moves, how many watch. Sessions
 * open a few at a time (OPEN_AT_ONCE: each generates a key and verifies a whole chain as it comes),
 * and the page hears of changes at most every `throttleMs`, however many tables move at once.
 */
import type { GameSession, SessionOptions } from '../sync/index.js';
import { openSession } from '../sync/index.js';
import type { EventTable } from './event-file.js';

/** How many tables' sessions are being opened at the same time. */
export const OPEN_AT_ONCE = 4;

/** A player at a table, as its summary shows them. */
export interface EventPlayer {
  name: string;
  /** `#rrggbb`: a seat's colour, as the sync layer checked it (seats.ts) */
  color: string;
  score: number;
}

/** Where a table stands, for its card on the event's page. */
export interface TableSummary {
  name: string;
  /** the table's watch link (absolute), or null when its entry had none worth linking */
  watch: string | null;
  /** broken: the event file's entry is wrong (see `problem`); else the relay's socket */
  connection: 'broken' | 'connecting' | 'connected' | 'unreachable';
  /** the table's phase once anything of it is read (null: nothing yet) */
  phase: 'lobby' | 'starting' | 'playing' | 'finished' | null;
  /** in seat order */
  players: EventPlayer[];
  /** whose turn it is while playing (seat index into `players`) */
  turn: number | null;
  /** the seats with the best score once finished (several on a tie) */
  winners: number[];
  /** moves played (a passed turn counts) */
  moves: number;
  /** the other watchers, as the relay counts them (this page left out) */
  watchers: number;
  /** why the table cannot be shown (a broken entry, a session that would not open) */
  problem: string | null;
}

export interface EventWatchOptions {
  /** options for each watcher session (tests: `relaySocket` from the `ws` package) */
  session?: Partial<SessionOptions>;
  /** the least time between two 'change' events, in ms (default 500) */
  throttleMs?: number;
}

/** The summary of a table read from its watcher session. */
export function summarize(table: EventTable, session: GameSession): TableSummary {
  const audience = session.status.audience;
  const game = session.game;
  const phase = session.phase;
  const players = [...session.seats].sort((a, b) => a.index - b.index).map((s) => ({ name: s.name, color: s.color, score: game?.scores[s.index] ?? 0 }));
  const best = Math.max(...players.map((p) => p.score));
  return {
    ...blank(table),
    connection: audience?.relay ?? 'connecting',
    phase: phaseOf(session, audience?.relay === 'connected'),
    players,
    turn: phase === 'playing' && game && !game.finished ? game.current : null,
    winners: phase === 'finished' ? players.flatMap((p, i) => (p.score === best ? [i] : [])) : [],
    moves: game?.turn ?? 0,
    watchers: Math.max(0, (audience?.watchers ?? 0) - 1),
  };
}

/** The table's phase for its card: null while nothing is read (a lobby then is only this page's empty document). */
function phaseOf(session: GameSession, connected: boolean): TableSummary['phase'] {
  const phase = session.phase;
  if (phase === 'committing' || phase === 'revealing') return 'starting';
  if (phase !== 'lobby') return phase;
  return connected || session.seats.length ? 'lobby' : null;
}

/** A table's summary before its session has read anything (or when it never will). */
function blank(table: EventTable): TableSummary {
  const problem = table.ok ? null : table.error.message;
  return { name: table.name, watch: table.watch, connection: table.ok ? 'connecting' : 'broken', phase: null, players: [], turn: null, winners: [], moves: 0, watchers: 0, problem };
}

/**
 * Watches every table of an event. `summaries` is always current; 'change' is dispatched
 * (throttled) when any of them changed. `dispose()` closes every session.
 */
export class EventWatch extends EventTarget {
  private readonly sums: TableSummary[];
  private readonly sessions: (GameSession | null)[];
  private readonly throttleMs: number;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private last = 0;
  private disposed = false;
  private next = 0;

  constructor(
    private readonly tables: readonly EventTable[],
    private readonly options: EventWatchOptions = {},
  ) {
    super();
    this.sums = tables.map(blank);
    this.sessions = tables.map(() => null);
    this.throttleMs = options.throttleMs ?? 500;
    for (let i = 0; i < OPEN_AT_ONCE; i++) void this.openNext();
  }

  get summaries(): readonly TableSummary[] {
    return this.sums;
  }

  /** Opens the tables' sessions one after the other (OPEN_AT_ONCE of these run side by side). */
  private async openNext(): Promise<void> {
    while (!this.disposed && this.next < this.tables.length) {
      const i = this.next++;
      const table = this.tables[i];
      if (!table.ok) continue;
      try {
        const session = await openSession({ ...this.options.session, watch: true, room: table.room, audience: table.relay });
        if (this.disposed) {
          void session.close();
          return;
        }
        this.sessions[i] = session;
        const update = () => this.set(i, summarize(table, session));
        session.addEventListener('change', update);
        update();
      } catch (e) {
        const message = (e as { message?: unknown })?.message;
        this.set(i, { ...blank(table), connection: 'broken', problem: typeof message === 'string' ? message : 'This table could not be opened.' });
      }
    }
  }

  private set(i: number, summary: TableSummary): void {
    if (this.disposed || JSON.stringify(summary) === JSON.stringify(this.sums[i])) return;
    this.sums[i] = summary;
    this.schedule();
  }

  /** One 'change' now, or one when the throttle allows: every change meanwhile is in it. */
  private schedule(): void {
    if (this.timer) return;
    const wait = Math.max(0, this.last + this.throttleMs - Date.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      this.last = Date.now();
      if (!this.disposed) this.dispatchEvent(new Event('change'));
    }, wait);
  }

  /** Closes every table's session; no 'change' follows. */
  async dispose(): Promise<void> {
    this.disposed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await Promise.all(this.sessions.map((s) => s?.close()));
  }
}
