/**
 * What a seat asks of the table once it is set: votes about a seat that keeps it waiting, the
 * host's say over seats that are gone (drop one while seeds are committed, hand an away seat back),
 * a player letting a bot play for them and taking the seat back, and rematches once the game is
 * over. Each is one signed entry; who may write it, and when, is checked here first for a clear
 * error, and again by every peer that reads it (table-view.ts, votes.ts, rematch.ts).
 */
import type { BotLevel } from '../bots/index.js';
import type { LogBook } from './log-book.js';
import { WATCHING, type Outbox } from './outbox.js';
import { checkRematchBody, rematchOffers, type RematchOffer } from './rematch.js';
import type { Stall } from './stall-watch.js';
import { dropBody, handBackBody, voteBody } from './table-view.js';
import { syncError, type Phase } from './types.js';
import type { VoteChoice } from './votes.js';

/** What the requests need from their session. */
export interface RequestsSession {
  readonly book: LogBook;
  readonly room: string;
  /** a watcher's page writes nothing */
  readonly watching: boolean;
  readonly isHost: boolean;
  readonly phase: Phase;
  readonly mySeat: number | null;
  readonly stall: Stall | null;
  /** resolves once what was received and written so far is verified and applied */
  whenIdle(): Promise<void>;
}

/** Signs and writes one entry of ours, on `prev` (null: outside the chain). */
export type WriteEntry = Outbox['write'];

export class TableRequests {
  constructor(
    private readonly s: RequestsSession,
    private readonly write: WriteEntry,
  ) {}

  /**
   * Votes about the seat that keeps the table waiting (the session's `stall`): "wait" gives it
   * another period, "skip" votes it away once more than half of the other seats agree (its turns
   * then pass), "bot" with a level hands the seat to a bot (Carcassonne tables); either way the
   * player takes the seat back by coming back. Only seats vote, and only once the wait is overdue;
   * a seat that stays silent a period longer joins the removal the others asked for.
   */
  async vote(choice: VoteChoice, level?: BotLevel): Promise<void> {
    if (this.s.watching) throw { ...WATCHING };
    await this.write('vote', voteBody(this.s.stall, this.s.book.head, this.s.mySeat, choice, level), null);
  }

  /** Host only, while seeds are committed: restarts the seeding without a seat that never committed. */
  async dropSeat(seat: number): Promise<void> {
    await this.write('drop', dropBody(this.s.book.state, this.s.isHost, seat), this.s.book.head);
  }

  /** Host only, during the game: hands a seat that is away (skipped or played by a bot) back to its player, who then plays its turns again. */
  async handBack(seat: number): Promise<void> {
    await this.write('back', handBackBody(this.s.book.state, this.s.isHost, seat), this.s.book.head);
    await this.s.whenIdle();
  }

  /** A seated player, during the game: lets a bot of `level` play their turns until they take the seat back (`takeSeatBack`). */
  async letBotPlay(level: BotLevel): Promise<void> {
    if (this.s.mySeat === null || this.s.phase !== 'playing') throw syncError('sync/wrong-phase', 'A seated player lets a bot play for them during the game.');
    await this.write('away', { seat: this.s.mySeat, bot: level }, this.s.book.head);
    await this.s.whenIdle();
  }

  /** A seated player whose seat a bot plays: takes it back, and plays their next turn themselves. */
  async takeSeatBack(): Promise<void> {
    await this.write('back', { round: this.s.book.state.round }, this.s.book.head);
    await this.s.whenIdle();
  }

  /** Rematches seats proposed once the game is over (rematch.ts), in seat order. */
  get rematches(): RematchOffer[] {
    return rematchOffers(this.s.book.rematches.values(), this.s.book.state.start?.seats ?? [], this.s.phase === 'finished');
  }

  /** A seat, once the game is over: proposes a rematch in `room` (a new room this browser hosts); nobody follows but by their own choice. */
  async proposeRematch(room: string): Promise<void> {
    if (this.s.mySeat === null) throw syncError('sync/not-seated', 'Only seated players propose a rematch.');
    if (this.s.phase !== 'finished') throw syncError('sync/wrong-phase', 'A rematch is proposed once the game is over.');
    const bad = checkRematchBody({ room }, this.s.room);
    if (bad) throw bad;
    await this.write('rematch', { room }, null);
    await this.s.whenIdle();
  }
}
