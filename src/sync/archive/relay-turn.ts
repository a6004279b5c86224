/**
 * Whose turn the relays say it is at a table played over days (issue 24, "come back to it"): the
 * wires the relays keep are verified as a session would verify them (a LogBook of the room, with no
 * session, no Yjs, no network but the fetch), and the table they describe tells the phase, the
 * seats the table waits for (owed(): the mover, or the opener of sealed links) and the turn.
 *
 * Bounded by the archive (frame size, events per fetch, the fetch's timeout); a relay that withholds
 * gives an older answer, a forged or foreign event is dropped by the archive or refused by the book,
 * and every failure is a stable `{ code, message }`: the page and the service worker never see a throw.
 */
import { LogBook } from '../log-book.js';
import { hostOfRoom } from '../room.js';
import { owed, phaseOf } from '../table.js';
import type { Phase } from '../types.js';
import type { FetchReport } from './relay-archive.js';

export type RelayTurnCode = 'relay-turn/bad-room' | 'relay-turn/no-relay' | 'relay-turn/not-started' | 'relay-turn/failed';

export interface RelayTurn {
  ok: true;
  phase: Phase;
  /** the seats the table waits for, lowest first (a mover, seats owing links or commits) */
  waitingFor: number[];
  /** whose turn it is as a player sees it, -1 when nobody's (before the deal, finished): the mover, or
   * while a move's draw round is open the seat it waits for (the next mover opens sealed links); `me` first */
  current: number;
  /** moves played */
  turn: number;
  /** whether the table waits for `me` (false without `me`, or when `me` is not seated) */
  mine: boolean;
  /** `me`'s seat, or null */
  mySeat: number | null;
  /** the seat names, in seat order */
  players: string[];
  /** once finished, the names with the best score */
  winners: string[];
  /** how many wires the relays gave, and how many relays answered in full */
  wires: number;
  complete: number;
}

export type RelayTurnResult = RelayTurn | { ok: false; error: { code: RelayTurnCode; message: string } };

/** What this needs of a RelayArchive (tests pass a fake). */
export interface ArchiveFetch {
  fetch(): Promise<FetchReport>;
}

const fail = (code: RelayTurnCode, message: string): RelayTurnResult => ({ ok: false, error: { code, message } });

/** What the relays say of `room`'s table, for the player whose public key is `me`. */
export async function turnOnRelays(room: string, archive: ArchiveFetch, me?: string): Promise<RelayTurnResult> {
  const host = hostOfRoom(room);
  if (!host) return fail('relay-turn/bad-room', 'The link names no host: it is not a table’s link.');
  try {
    const report = await archive.fetch();
    const answered = report.relays.filter((r) => r.status !== 'failed');
    if (!answered.length) return fail('relay-turn/no-relay', 'No relay answered.');
    const book = new LogBook(room, host);
    await book.absorb(report.wires, () => {});
    const t = book.state;
    if (!t.start) return fail('relay-turn/not-started', 'The relays hold no started game of this table.');
    const phase = phaseOf(t);
    const waitingFor = [...new Set(owed(t).map((o) => o.seat))];
    const scores = phase === 'finished' ? t.game!.snapshot().scores : [];
    const best = Math.max(...scores);
    const seat = me ? t.seats.findIndex((s) => s.key === me) : -1;
    return {
      ok: true,
      phase,
      waitingFor,
      current: phase !== 'playing' || !t.game ? -1 : seat >= 0 && waitingFor.includes(seat) ? seat : (waitingFor[0] ?? t.game.current),
      turn: t.game?.turn ?? 0,
      mine: seat >= 0 && waitingFor.includes(seat),
      mySeat: seat >= 0 ? seat : null,
      players: t.seats.map((s) => s.name),
      winners: t.seats.filter((_, i) => scores[i] === best).map((s) => s.name),
      wires: report.wires.length,
      complete: report.relays.filter((r) => r.status === 'complete').length,
    };
  } catch (e) {
    return fail('relay-turn/failed', `The relays could not be read: ${e instanceof Error ? e.message : String(e)}`);
  }
}
