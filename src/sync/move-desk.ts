/**
 * This seat's moves between `play` and the 'move' event: signed on the head with the seat's draw
 * link, told once their draw round closes (the engine applies a move only then), played again on
 * the new head if another seat's entry took their place while the turn is still ours, and told as
 * superseded once they lost for good (the entry that won is built on by another key).
 */

import type { Autopilot } from './autopilot.js';
import type { ChainEntry } from './chain-entry.js';
import { signEntry } from './entry.js';
import type { Identity } from './identity.js';
import type { LogBook } from './log-book.js';
import { reportLoss, type Reporter } from './session-reports.js';
import type { MoveDetail, SyncError, TableMove } from './types.js';

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

const fail = (code: SyncError['code'], message: string): SyncError => ({ code, message });

export class MoveDesk {
  readonly pending = new Map<string, PendingMove>();
  /** moves told with the 'move' event */
  private announced = new Set<string>();

  constructor(private readonly s: DeskSession) {}

  /** Checks the move here, then signs and sends it; the promise is the move's, told when its draw round closes. */
  async play(move: TableMove): Promise<MoveDetail> {
    const st = this.s.book.state;
    const game = st.game;
    if (!game || game.finished) throw fail('sync/wrong-phase', 'The game is not being played.');
    const seat = this.s.mySeat;
    if (seat === null) throw fail('sync/not-seated', 'Spectators cannot play.');
    if (st.pending) throw fail('sync/wrong-phase', 'The tile after the last move is still being drawn.');
    if (game.current !== seat) throw fail('sync/not-your-turn', `It is ${game.players[game.current]}'s turn.`);
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
    // the chain may have moved while the links were derived
    const st = this.s.book.state;
    const head = this.s.book.head;
    if (!st.game || st.pending || !this.s.pilot.claim(head)) return pending.reject(fail('sync/wrong-phase', 'The game moved on while your move was being signed; try again.'));
    const body = { turn: st.game.turn + 1, move: pending.move, link: links[st.round] };
    const entry = await signEntry(this.s.me, { kind: 'move', room: this.s.room, prev: head, body });
    pending.entry = entry;
    this.pending.set(entry.hash, pending);
    this.s.push(entry);
  }

  /** Tells each move once the engine has applied it (when its draw round closed), oldest first. */
  announce(): void {
    const chain = this.s.book.chain;
    const played = this.s.book.state.game?.turn ?? 0;
    const fresh: ChainEntry[] = [];
    for (let i = chain.length - 1; i >= 0; i--) {
      const e = chain[i];
      if (e.kind !== 'move') continue;
      if (this.announced.has(e.hash)) break;
      if ((e.body.turn as number) <= played) fresh.push(e);
    }
    for (const e of fresh.reverse()) {
      this.announced.add(e.hash);
      const seat = typeof e.body.bot === 'number' ? e.body.bot : this.s.book.state.seats.findIndex((x) => x.key === e.author);
      const detail: MoveDetail = { turn: e.body.turn as number, seat, move: e.body.move as TableMove, hash: e.hash };
      this.s.emit('move', detail);
      const pending = this.pending.get(e.hash);
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
    for (const p of this.pending.values()) p.reject(fail('sync/closed', 'The session was closed.'));
    this.pending.clear();
  }
}
