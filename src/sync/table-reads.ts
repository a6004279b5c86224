/**
 * What a session's verified chain says about its table, read only: the phase, whom it waits for,
 * who equivocated, the start's options, the game and the chain itself. GameSession (session.ts)
 * extends it with what writes, syncs and watches the room.
 */
import { BOT_MOVES_VERSION } from './bot-moves-version.js';
import type { LogBook } from './log-book.js';
import type { TableGame } from './table-start.js';
import { phaseOf, type ChainEntry } from './table.js';
import { nameOfKey, waitingFor } from './table-view.js';
import type { Phase } from './types.js';

export abstract class TableReads extends EventTarget {
  /** the verified log this peer holds */
  abstract readonly book: LogBook;

  /** Where the table stands: the lobby, the start's secrets, play, or the end. */
  get phase(): Phase {
    return phaseOf(this.book.state);
  }

  /** The first seat the table waits for (to commit, reveal its draw link, or move); null when nobody is awaited. */
  get waitingFor(): { seat: number; key: string; name: string; what: 'commit' | 'link' | 'move' } | null {
    return waitingFor(this.book.state);
  }

  /** Seats caught signing two different entries for one position (equivocation): their names, for everyone to see. */
  get equivocators(): { key: string; name: string }[] {
    return [...this.book.equivocators].map((key) => ({ key, name: nameOfKey(this.book.state, key) }));
  }

  /** Whether the host allowed hints at this table (a start option; null before the start). */
  get hints(): boolean | null {
    return this.book.state.start?.hints ?? null;
  }

  /**
   * Whether this page checks the bot seats' moves by making them again: false at a table begun by
   * bots of another version (bot-moves-version.ts), whose bot moves it takes as legal moves only;
   * null before the start.
   */
  get checksBots(): boolean | null {
    const start = this.book.state.start;
    return start ? start.botMoves === BOT_MOVES_VERSION : null;
  }

  /** The table's patience, in seconds (a start option). */
  get patience(): number | null {
    return this.book.state.start?.patience ?? null;
  }

  /** Days per move at a table played over days (1, 3 or 7; its patience is that many days): the start's, or before it the host's seating's; null for a live table. */
  get days(): number | null {
    const start = this.book.state.start;
    return start ? start.days : (this.book.lobby().seating.days ?? null);
  }

  /** The engine game replayed from the verified chain (null before every secret is revealed). */
  get game(): TableGame | null {
    return this.book.state.game;
  }

  /** The verified chain, oldest first. */
  get chain(): readonly ChainEntry[] {
    return this.book.chain;
  }
}
