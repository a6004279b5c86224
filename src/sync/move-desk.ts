/**
 * This seat's moves between `play` and the 'move' event: signed on the head with the seat's draw
 * link, told once their draw round closes (the engine applies a move only then), played again on
 * the new head if another seat's entry took their place while the turn is still ours, and told as
 * superseded once they lost for good (the entry that won is built on by another key).
 *
 * The desk also tells every turn the engine plays from the chain ('move', with the engine's events:
 * the chain's state keeps them, table.ts `played`), and when a rebuilt chain dropped turns it had
 * told ('rewound').
 */

import type { Autopilot } from './autopilot.js';
import type { ChainEntry } from './chain-entry.js';
import { signEntry } from './entry.js';
import type { Identity } from './identity.js';
import type { LogBook } from './log-book.js';
import { reportLoss, type Reporter } from './session-reports.js';
import type { PlayedTurn } from './table.js';
import { syncError, type MoveDetail, type RewoundDetail, type SyncError, type TableMove } from './types.js';

export type PendingMove = { resolve: (v: MoveDetail) => void; reject: (e: SyncError) => void; move: TableMove; entry?: ChainEntry };

export interface DeskSession {
  readonly book: LogBook;
  readonly me: Identity;
  readonly room: string;
  readonly pilot: Autopilot;
  readonly mySeat: number | null;
  push(entry: ChainEntry): void;
  emit(type: string, detail: unknown): void;
  track<T>(p: Promise<T>): Promise<T>;
  reporter(): Reporter;
}

export class MoveDesk {
  readonly pending = new Map<string, PendingMove>();
  /** the turns told with the 'move' event: the chain state's `played` when last told */
  private told: readonly PlayedTurn[] = [];
  /** the deal of the game told (table.ts `dealt`) */
  private dealt: string | null = null;

  constructor(private readonly s: DeskSession) {}

  /** Checks the move here, then signs and sends it; the promise is the move's, told when its draw round closes. */
  async play(move: TableMove): Promise<MoveDetail> {
    const st = this.s.book.state;
    const game = st.game;
    if (!game || game.finished) throw syncError('sync/wrong-phase', 'The game is not being played.');
    const seat = this.s.mySeat;
    if (seat === null) throw syncError('sync/not-seated', 'Spectators cannot play.');
    if (st.pending) throw syncError('sync/wrong-phase', 'The tile after the last move is still being drawn.');
    if (game.current !== seat) throw syncError('sync/not-your-turn', `It is ${game.players[game.current]}'s turn.`);
    const trial = game.clone().play(move, 'legality');
    if (!trial.ok) throw trial.error;
    let pending!: PendingMove;
    const done = new Promise<MoveDetail>((resolve, reject) => (pending = { resolve, reject, move }));
    await this.s.track(this.send(pending));
    return done;
  }

  /** Signs a move on the head with this seat's link for the round it opens. */
  private async send(pending: PendingMove): Promise<void> {
    const { links } = await this.s.pilot.links(this.s.book.state.start!.hash);
    // over days: the links sealed ahead for the rounds this move opens the way to
    const before = this.s.book.state;
    const seals = await this.s.pilot.seals.sealsFor(before, this.s.mySeat ?? -1);
    // the chain may have moved while the links were derived
    const st = this.s.book.state;
    const head = this.s.book.head;
    if (!st.game || st.pending || st.round !== before.round || !this.s.pilot.claim(head))
      return pending.reject(syncError('sync/wrong-phase', 'The game moved on while your move was being signed; try again.'));
    const body = { turn: st.game.turn + 1, move: pending.move, link: links[st.round], ...seals };
    const entry = await signEntry(this.s.me, { kind: 'move', room: this.s.room, prev: head, body });
    pending.entry = entry;
    this.pending.set(entry.hash, pending);
    this.s.push(entry);
  }

  /**
   * Tells each turn the engine played that was not told yet (a move once its draw round closed, a
   * pass), oldest first, however many a batch brought; first, if the chain was rebuilt without
   * turns already told (or with another deal), how far the game went back. A turn is the same when
   * its move entry and its randomness are (the entry names the whole history before it): a round
   * closed again by another link, the links being the same, is not told twice.
   */
  announce(): void {
    const { played, dealt } = this.s.book.state;
    const told = this.told;
    if (played === told && dealt === this.dealt) return;
    let kept = 0;
    for (const n = dealt === this.dealt ? Math.min(told.length, played.length) : 0; kept < n; kept++) {
      const [a, b] = [told[kept], played[kept]];
      if (a !== b && (a.hash !== b.hash || a.seed !== b.seed || a.seat !== b.seat)) break;
    }
    const rewound = kept < told.length || (this.dealt !== null && dealt !== this.dealt);
    [this.told, this.dealt] = [played, dealt];
    if (rewound) this.s.emit('rewound', { turn: kept } satisfies RewoundDetail);
    for (const p of played.slice(kept)) {
      const detail: MoveDetail = { turn: p.turn, seat: p.seat, move: p.move, hash: p.hash, events: p.events };
      this.s.emit('move', detail);
      const pending = p.hash === null ? undefined : this.pending.get(p.hash);
      if (pending) {
        pending.resolve(detail);
        this.drop(pending);
      }
    }
  }

  /**
   * Moves whose entry is not on the chain. While the turn is still ours on the new head (another
   * seat's entry took the place: a vote, a seat coming back), the move is signed again there; the
   * promise stays with every entry of it, and the first one told resolves it. Once the place is
   * lost for good (the entry that won is built on by another key, or the move's parent left the
   * chain) and the turn is not ours, the move is told as superseded.
   */
  settle(): void {
    if (!this.pending.size) return;
    const chain = this.s.book.chain;
    const index = new Map<string | null, number>([[null, -1]]);
    chain.forEach((e, i) => index.set(e.hash, i));
    const st = this.s.book.state;
    const head = this.s.book.head;
    for (const [hash, pending] of [...this.pending]) {
      // only a move's latest entry is judged
      if (pending.entry?.hash !== hash || index.has(hash)) continue;
      const at = index.get(pending.entry.prev);
      const winner = at === undefined ? undefined : chain[at + 1];
      const ours = st.game && !st.pending && st.game.current === this.s.mySeat && winner?.author !== this.s.me.publicKey;
      if (ours && pending.entry.prev !== head && st.game!.clone().play(pending.move, 'legality').ok) {
        void this.s.track(this.send(pending));
        continue;
      }
      // a loss nobody else has built on may still turn around
      if (at !== undefined && (!winner || !chain.slice(at + 1).some((e) => e.author !== winner.author))) continue;
      reportLoss(this.s.reporter(), pending.entry, winner);
      this.drop(pending);
    }
  }

  /** Forgets every entry of a move. */
  private drop(pending: PendingMove): void {
    for (const [h, p] of [...this.pending]) if (p === pending) this.pending.delete(h);
  }

  close(): void {
    for (const p of this.pending.values()) p.reject(syncError('sync/closed', 'The session was closed.'));
    this.pending.clear();
  }
}
