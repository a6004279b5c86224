/**
 * Who may write where, decided from a parsed entry before its signature is checked and before
 * anything is stored or cloned: floods cost the griefer, not the table.
 *
 * - A chain entry may only be written by the keys table.ts allows after its `prev` (the host before
 *   the start, then the seats). They are a pure function of `prev` (the hashes fix the whole path
 *   before it), so they are recorded once, whenever an entry is applied anywhere (`applied`), and an
 *   entry from any other key is refused for good, with no signature check: spectators may write no
 *   chain entry at all.
 * - An entry whose `prev` has not been applied here yet cannot be judged: it is parked, unverified.
 * - At most MAX_PER_POSITION verified entries of one key name one `prev` and stand there: past
 *   that, a seat is flooding a position with legal rivals (honest play writes one there). The rest
 *   are held aside unverified, taken in if another entry builds on one of them, and a few at a time
 *   while the table waits on that position (held-drip.ts). An entry refused where it stands gives
 *   its place back, so a seat's own illegal moves are each checked (see `refusedInPlace`).
 * - Votes are the seats' only, after the start, MAX_VOTES_PER_KEY each; so are rematch proposals
 *   (rematch.ts), MAX_REMATCHES_PER_KEY each.
 * - Claims are only needed before the start (and a seated one after it, for a late joiner's lobby
 *   view); at most MAX_CLAIMANTS keys may ask, MAX_CLAIMS_PER_KEY claims each. Seating entries are
 *   the host's, before the start only.
 * - "Seated" means by any start this peer holds, not only its chain's: when the host signed two,
 *   peers on either keep the other's seats' claims and votes, so none deletes what another restores.
 */
import type { SignedEntry } from './entry.js';
import { MAX_REMATCHES_PER_KEY } from './rematch.js';
import { writers, type TableState } from './table.js';
import type { SyncError } from './types.js';

/** Verified chain entries kept per position (per `prev`). */
export const MAX_PER_POSITION = 8;
/** Votes kept per seat (a vote per stall; a long game has a few). */
export const MAX_VOTES_PER_KEY = 64;
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
  /**
   * refused; `junk` when that holds on every peer for ever, so it may be deleted from the log;
   * `byStart` when judged against the starts this peer holds, which another start may still change
   */
  | { do: 'refuse'; error: SyncError; junk: boolean; byStart?: boolean };

const VERIFY: Verdict = { do: 'verify' };
const refuse = (code: SyncError['code'], message: string, junk: boolean, byStart = false): Verdict => ({ do: 'refuse', error: { code, message }, junk, ...(byStart ? { byStart } : {}) });

export class Admission {
  /** the keys allowed to write after each applied entry (empty: nobody, the game is over); `null` → the host */
  private writersAfter = new Map<string | null, ReadonlySet<string>>();
  /** verified entries per position and author, `prev|author` */
  private perPosition = new Map<string, number>();
  private claimsOf = new Map<string, number>();
  private votesOf = new Map<string, number>();
  private rematchesOf = new Map<string, number>();
  /** entries applied since the last `takePositioned`: their parked children can now be judged */
  private positioned: string[] = [];
  /** the seats (keys, claim hashes) of every start stored: the host may have signed several */
  private starts = new Map<string, { keys: Set<string>; claims: Set<string> }>();
  /** bumped whenever a start is stored or forgotten: a refusal "not seated" is judged again then */
  startsSeen = 0;

  constructor(private readonly host: string) {
    this.writersAfter.set(null, new Set([host]));
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
    if (e.kind === 'vote') {
      if (!state.start || !this.seatedAnywhere(e.author)) return refuse('sync/not-seated', 'Only seated players vote, once the game has started.', true, true);
      return (this.votesOf.get(e.author) ?? 0) >= MAX_VOTES_PER_KEY ? refuse('sync/flood', `A seat may vote ${MAX_VOTES_PER_KEY} times at most.`, false) : VERIFY;
    }
    if (e.kind === 'rematch') {
      if (!state.start || !this.seatedAnywhere(e.author)) return refuse('sync/not-seated', 'Only seated players propose a rematch, once the game has started.', true, true);
      return (this.rematchesOf.get(e.author) ?? 0) >= MAX_REMATCHES_PER_KEY ? refuse('sync/flood', `A seat may propose a rematch ${MAX_REMATCHES_PER_KEY} times at most.`, false) : VERIFY;
    }
    if (e.kind === 'start' && e.prev !== null) return refuse('sync/bad-start', 'The start is the first entry of the chain.', true);
    const allowed = this.writersAfter.get(e.prev);
    if (!allowed) return { do: 'park' };
    if (allowed.size === 0) return refuse('move/game-over', 'The game is over; no more moves can be played.', true);
    if (!allowed.has(e.author)) {
      if (e.prev === null) return refuse('sync/not-seated', 'Only the host can start the game.', true);
      return refuse('sync/not-seated', 'Only seated players write to the game.', true);
    }
    if (!force && (this.perPosition.get(`${e.prev}|${e.author}`) ?? 0) >= MAX_PER_POSITION) return { do: 'hold' };
    return VERIFY;
  }

  private judgeClaim(e: Judged, state: TableState, hashOf: () => string | null): Verdict {
    if (state.start) {
      // a seated claim stays (late joiners see who asked); any other is of no use to anyone now
      const hash = this.seatedAnywhere(e.author) ? hashOf() : null;
      const seated = hash !== null && [...this.starts.values()].some((s) => s.claims.has(hash));
      return seated ? VERIFY : refuse('sync/wrong-phase', 'The game has started; seats are fixed.', true, true);
    }
    const had = this.claimsOf.get(e.author) ?? 0;
    if (had >= MAX_CLAIMS_PER_KEY) return refuse('sync/flood', `A player may ask for a seat ${MAX_CLAIMS_PER_KEY} times at most.`, false);
    if (had === 0 && e.author !== this.host && this.claimsOf.size >= MAX_CLAIMANTS) return refuse('sync/flood', `${MAX_CLAIMANTS} players already asked for a seat.`, false);
    return VERIFY;
  }

  private seatedAnywhere(key: string): boolean {
    for (const s of this.starts.values()) if (s.keys.has(key)) return true;
    return false;
  }

  /** A verified entry was stored (a start with its embedded claims verified: ChainEntry.claims). */
  stored(e: SignedEntry & { claims?: SignedEntry[] | null }): void {
    this.count(e);
    if (e.kind !== 'start' || !e.claims) return;
    this.starts.set(e.hash, { keys: new Set(e.claims.map((c) => c.author)), claims: new Set(e.claims.map((c) => c.hash)) });
    this.startsSeen++;
  }

  /**
   * A stored entry was refused where it stands (intake.ts `rejected`): it gives its place under the
   * cap back. Were it kept, a legal entry past the cap would wait aside on the peers that met the
   * junk first and be taken in on the others, and once the table moved on nothing would bring the
   * two views together (seen in the seeded schedules: a seat's key shared by a cheater).
   */
  refusedInPlace(e: SignedEntry): void {
    this.count(e, -1);
    if (this.starts.delete(e.hash)) this.startsSeen++;
  }

  private count(e: SignedEntry, by: 1 | -1 = 1): void {
    const byKey = { claim: this.claimsOf, vote: this.votesOf, rematch: this.rematchesOf } as Partial<Record<string, Map<string, number>>>;
    const [map, key] = byKey[e.kind] ? [byKey[e.kind]!, e.author] : [this.perPosition, `${e.prev}|${e.author}`];
    if (e.kind !== 'seats') map.set(key, (map.get(key) ?? 0) + by);
  }

  /** `e` was applied to `state` (anywhere: on the chain or a branch): who may write after it is now known. */
  applied(e: SignedEntry, state: TableState): void {
    if (this.writersAfter.has(e.hash)) return;
    this.writersAfter.set(e.hash, new Set(writers(state)));
    this.positioned.push(e.hash);
  }

  /** Entries applied since the last call. */
  takePositioned(): string[] {
    return this.positioned.splice(0);
  }
}
