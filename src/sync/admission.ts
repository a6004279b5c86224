/**
 * Who may write where, decided from a parsed entry before its signature is checked and before
 * anything is stored or cloned: floods cost the griefer, not the table.
 *
 * - A chain entry may only be written by the one key table.ts allows after its `prev`. That key is
 *   a pure function of `prev` (the hashes fix the whole path before it), so it is recorded once,
 *   whenever an entry is applied anywhere (`applied`), and an entry from any other key is refused
 *   for good, with no signature check: spectators may write no chain entry at all.
 * - An entry whose `prev` has not been applied here yet cannot be judged: it is parked, unverified.
 * - At most MAX_PER_POSITION verified entries name one `prev`: past that, its rightful writer is
 *   flooding its own position (honest play writes one, two tabs of one seat two). The rest are held
 *   aside unverified, and taken in only if another entry builds on one of them.
 * - Claims are only needed before the start (and a seated one after it, for a late joiner's lobby
 *   view); at most MAX_CLAIMANTS keys may ask, MAX_CLAIMS_PER_KEY claims each. Seating entries are
 *   the host's, before the start only.
 */
import type { SignedEntry } from './entry.js';
import { nextAuthor, type TableState } from './table.js';
import type { SyncError } from './types.js';

/** Verified chain entries kept per position (per `prev`). */
export const MAX_PER_POSITION = 8;
/** Keys whose claims are kept before the start (the host's always are). */
export const MAX_CLAIMANTS = 64;
/** Claims kept per key (each rename is a claim). */
export const MAX_CLAIMS_PER_KEY = 16;

/** What judging needs of an entry. */
type Judged = Pick<SignedEntry, 'kind' | 'author' | 'prev'>;

export type Verdict =
  /** it may be written here: check the signature, then store it */
  | { do: 'verify' }
  /** its position is not known yet: keep it aside, unverified, until its `prev` is applied */
  | { do: 'park' }
  /** its position is full: keep it aside, unverified, unless an entry builds on it */
  | { do: 'hold' }
  /** refused; `junk` when that holds on every peer for ever, so it may be deleted from the log */
  | { do: 'refuse'; error: SyncError; junk: boolean };

const VERIFY: Verdict = { do: 'verify' };
const refuse = (code: SyncError['code'], message: string, junk: boolean): Verdict => ({ do: 'refuse', error: { code, message }, junk });

export class Admission {
  /** the key allowed to write after each applied entry (null: nobody, the game is over); `null` → the host */
  private writerAfter = new Map<string | null, string | null>();
  /** every key seated by a start applied here: only to word refusals */
  private seatKeys = new Set<string>();
  private perPosition = new Map<string | null, number>();
  private claimsOf = new Map<string, number>();
  /** entries applied since the last `takePositioned`: their parked children can now be judged */
  private positioned: string[] = [];

  constructor(private readonly host: string) {
    this.writerAfter.set(null, host);
  }

  /**
   * `e` is read, not yet hashed: `hashOf` hashes it when a verdict needs the hash (null: it cannot
   * be hashed, which the caller refuses anyway).
   */
  judge(e: Judged, state: TableState, force: boolean, hashOf: () => string | null): Verdict {
    if (e.kind === 'claim') return this.judgeClaim(e, state, hashOf);
    if (e.kind === 'seats') {
      if (e.author !== this.host) return refuse('sync/not-host', 'Only the host decides who sits.', true);
      return state.start ? refuse('sync/wrong-phase', 'The seats are fixed once the game has started.', true) : VERIFY;
    }
    if (e.kind === 'start' && e.prev !== null) return refuse('sync/bad-start', 'The start is the first entry of the chain.', true);
    if (!this.writerAfter.has(e.prev)) return { do: 'park' };
    const writer = this.writerAfter.get(e.prev)!;
    if (writer === null) return refuse('move/game-over', 'The game is over; no more moves can be played.', true);
    if (e.author !== writer) {
      if (e.prev === null) return refuse('sync/not-seated', 'Only the host can start the game.', true);
      return this.seatKeys.has(e.author) ? refuse('sync/not-your-turn', 'It is another seat’s turn.', true) : refuse('sync/not-seated', 'Only seated players write to the game.', true);
    }
    if (!force && (this.perPosition.get(e.prev) ?? 0) >= MAX_PER_POSITION) return { do: 'hold' };
    return VERIFY;
  }

  private judgeClaim(e: Judged, state: TableState, hashOf: () => string | null): Verdict {
    if (state.start) {
      // a seated claim stays (late joiners see who asked); any other is of no use to anyone now
      const seated = state.start.seats.some((s) => s.key === e.author) && state.start.seats.some((s) => s.claim === hashOf());
      return seated ? VERIFY : refuse('sync/wrong-phase', 'The game has started; seats are fixed.', true);
    }
    const had = this.claimsOf.get(e.author) ?? 0;
    if (had >= MAX_CLAIMS_PER_KEY) return refuse('sync/flood', `A player may ask for a seat ${MAX_CLAIMS_PER_KEY} times at most.`, false);
    if (had === 0 && e.author !== this.host && this.claimsOf.size >= MAX_CLAIMANTS) return refuse('sync/flood', `${MAX_CLAIMANTS} players already asked for a seat.`, false);
    return VERIFY;
  }

  /** A verified entry was stored. */
  stored(e: SignedEntry): void {
    if (e.kind === 'claim') this.claimsOf.set(e.author, (this.claimsOf.get(e.author) ?? 0) + 1);
    else if (e.kind !== 'seats') this.perPosition.set(e.prev, (this.perPosition.get(e.prev) ?? 0) + 1);
  }

  /** A stored entry was forgotten (log-book.ts evict): it no longer takes a place. */
  unstored(e: SignedEntry): void {
    if (e.kind === 'claim') this.claimsOf.set(e.author, (this.claimsOf.get(e.author) ?? 1) - 1);
    else if (e.kind !== 'seats') this.perPosition.set(e.prev, (this.perPosition.get(e.prev) ?? 1) - 1);
  }

  /** `e` was applied to `state` (anywhere: on the chain or a branch): who may write after it is now known. */
  applied(e: SignedEntry, state: TableState): void {
    if (this.writerAfter.has(e.hash)) return;
    this.writerAfter.set(e.hash, nextAuthor(state)?.key ?? null);
    if (e.kind === 'start') for (const s of state.start!.seats) this.seatKeys.add(s.key);
    this.positioned.push(e.hash);
  }

  /** Entries applied since the last call. */
  takePositioned(): string[] {
    return this.positioned.splice(0);
  }
}
