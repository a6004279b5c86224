/**
 * A session's side of the lobby (lobby.ts): asking for a seat and waiting to be let in, and for
 * the host, letting people in, removing them, locking the table and the "let everyone in" switch,
 * whose admissions the host's browser writes by itself as requests arrive.
 */
import type { LogBook } from './log-book.js';
import { DEFAULT_SEATING, MAX_REMOVED, autoSeating, latestSeating, lobbyOf, type Lobby, type SeatRequest, type SeatingBody } from './lobby.js';
import { normalizeName } from './names.js';
import { type AudienceRelay, parseAudienceRelay, relayText } from './transport/audience-wire.js';
import { MAX_SEATS, botSeatIndex, checkBotSeats, checkClaimBody, seatConflict, type BotSeatBody } from './seats.js';
import { syncError, type Phase, type Seat, type SyncError } from './types.js';

/** What a Seating needs of its session. */
export interface SeatingSession extends EventTarget {
  readonly book: LogBook;
  readonly me: { publicKey: string };
  readonly host: string;
  readonly phase: Phase;
  readonly seats: Seat[];
  /** the relay the table is mirrored to; before the first seating, the host page's `?relay=` */
  readonly audienceRelay: AudienceRelay | null;
  whenIdle(): Promise<void>;
}

/** Where this player stands in the lobby. */
export type Standing = { state: 'none' | 'seated' | 'waiting' } | { state: 'refused'; error: SyncError };

const REMOVED = syncError('sync/removed', 'The host removed you from this table. Ask them to let you back in.');
const LOCKED = syncError('sync/table-locked', 'The host has locked the table: nobody else can sit.');

export class Seating {
  /** host operations, one after the other, so quick clicks build on each other */
  private ops: Promise<unknown> = Promise.resolve();
  /** the seating this browser signed last: the next one builds on it even before the log has it */
  private signed: { hash: string; body: Record<string, unknown> } | null = null;
  private waiters = new Set<{ check: () => void; fail: (e: SyncError) => void }>();

  constructor(
    private readonly s: SeatingSession,
    private readonly write: (kind: 'claim' | 'seats', body: Record<string, unknown>) => Promise<string>,
  ) {
    s.addEventListener('change', () => this.waiters.forEach((w) => w.check()));
  }

  private get lobby(): Lobby {
    return this.s.book.lobby();
  }

  /** Players asking to sit, in the order their first request arrived here, with why they cannot sit now. */
  get requests(): SeatRequest[] {
    return this.s.phase === 'lobby' ? this.lobby.requests : [];
  }

  /** Players the host removed (who had asked). */
  get removed(): SeatRequest[] {
    return this.s.phase === 'lobby' ? this.lobby.removed : [];
  }

  /** The host's switches. */
  get control(): { locked: boolean; admitAll: boolean } {
    const { locked, admitAll } = this.lobby.seating;
    return { locked, admitAll };
  }

  /** This player's standing: seated, waiting for the host, refused (and why), or not asking. */
  get mine(): Standing {
    const me = this.s.me.publicKey;
    if (this.s.seats.some((x) => x.key === me)) return { state: 'seated' };
    if (this.s.phase !== 'lobby') return { state: 'none' };
    const lobby = this.lobby;
    const asked = [...lobby.requests, ...lobby.removed].find((r) => r.key === me);
    if (!asked) return { state: 'none' };
    if (!asked.error) return { state: 'waiting' };
    return { state: 'refused', error: asked.error.code === 'sync/removed' ? REMOVED : asked.error };
  }

  /**
   * Asks for a seat, or changes name or colour. Resolves with the seat once the host has let this
   * claim in (the host's own at once); rejects if it is refused: a look-alike name, a full or
   * locked table, a removed player.
   */
  async claim({ name, color }: { name: string; color: string }): Promise<Seat> {
    const s = this.s;
    const me = s.me.publicKey;
    if (s.phase !== 'lobby') throw syncError('sync/wrong-phase', 'The game has started; seats are fixed.');
    const body = { name: normalizeName(name), color: color.toLowerCase() };
    const bad = checkClaimBody({ ...body, n: 0 });
    if (bad) throw bad;
    const lobby = this.lobby;
    const seated = lobby.seats.some((x) => x.key === me);
    if (lobby.seating.removed.includes(me)) throw REMOVED;
    if (lobby.seating.locked && !seated && me !== s.host) throw LOCKED;
    const clash = seatConflict(
      lobby.seats.filter((x) => x.key !== me),
      { key: me, ...body },
    );
    if (clash) throw clash;
    const mine = [...s.book.claims.values()].filter((c) => c.author === me);
    const n = Math.max(-1, ...mine.map((c) => c.body.n as number)) + 1;
    await this.write('claim', { ...body, n });
    await s.whenIdle();
    return this.seatedWith(n);
  }

  /** Resolves once this player sits with a claim of revision `n` or later; rejects when refused. */
  private seatedWith(n: number): Promise<Seat> {
    const me = this.s.me.publicKey;
    return new Promise<Seat>((resolve, reject) => {
      const w = {
        check: () => {
          const seat = this.s.seats.find((x) => x.key === me);
          const info = this.s.phase === 'lobby' ? this.lobby.seats.find((x) => x.key === me) : null;
          const claimN = info ? (this.s.book.claims.get(info.claim)?.body.n as number) : -1;
          const standing = this.mine;
          let error: SyncError | null = standing.state === 'refused' ? standing.error : null;
          if (this.s.phase !== 'lobby' && !seat) error = syncError('sync/not-seated', 'The game started before the host let you in.');
          if (!error && seat && this.s.phase === 'lobby' && claimN < n) error = this.revisionClash();
          if (!error && !(seat && (this.s.phase !== 'lobby' || claimN >= n))) return;
          this.waiters.delete(w);
          if (error) reject(error);
          else resolve(seat!);
        },
        fail: (e: SyncError) => {
          this.waiters.delete(w);
          reject(e);
        },
      };
      this.waiters.add(w);
      w.check();
    });
  }

  /** Why the host will not take this seated player's latest claim (a new name that clashes), or null. */
  private revisionClash(): SyncError | null {
    const me = this.s.me.publicKey;
    const latest = [...this.s.book.claims.values()].filter((c) => c.author === me).sort((a, b) => (b.body.n as number) - (a.body.n as number))[0];
    if (!latest) return null;
    const others = this.lobby.seats.filter((x) => x.key !== me);
    return seatConflict(others, { key: me, name: latest.body.name as string, color: latest.body.color as string });
  }

  /** Host: lets this player in (also one removed before). */
  admit(key: string): Promise<void> {
    return this.applied((now, lobby) => {
      if (now.locked) throw syncError('sync/table-locked', 'Unlock the table to let someone in.');
      const asked = [...lobby.requests, ...lobby.removed].find((r) => r.key === key);
      if (!asked) throw syncError('sync/not-seated', 'This player has not asked for a seat.');
      const clash = seatConflict(lobby.seats, asked);
      if (clash) throw clash;
      const seats = now.seats.filter((h) => this.s.book.claims.get(h)?.author !== key);
      if (seats.length + (now.bots?.length ?? 0) >= MAX_SEATS - 1) throw syncError('sync/table-full', `The table already has ${MAX_SEATS} players.`);
      return { ...now, seats: [...seats, asked.claim], removed: now.removed.filter((k) => k !== key) };
    });
  }

  /**
   * Host: takes this player's seat away, or refuses their request; they stay out until let in
   * again. Past MAX_REMOVED the oldest removal is forgotten, and "let everyone in" is switched off
   * so that the forgotten one cannot walk back in by itself: so many removals are an attack.
   */
  remove(key: string): Promise<void> {
    if (key === this.s.host) return Promise.reject(syncError('sync/not-host', 'The host’s own seat cannot be removed.'));
    const bot = botSeatIndex(key);
    if (bot !== null) return this.applied((now) => (now.bots?.[bot] ? { ...now, bots: now.bots.filter((_, i) => i !== bot) } : null));
    return this.applied((now) => {
      const removed = [...now.removed.filter((k) => k !== key), key];
      const seats = now.seats.filter((h) => this.s.book.claims.get(h)?.author !== key);
      return { ...now, seats, removed: removed.slice(-MAX_REMOVED), admitAll: removed.length > MAX_REMOVED ? false : now.admitAll };
    });
  }

  /**
   * Host: seats a bot of this level after the players. Any seat at the table writes its moves once
   * the game is on, and every peer checks them (bot-seats.ts), so it plays on while anyone is here.
   */
  addBot(bot: BotSeatBody): Promise<void> {
    return this.applied((now, lobby) => {
      const body = { name: normalizeName(bot.name), color: bot.color.toLowerCase(), level: bot.level };
      const bad = checkBotSeats([body], 1);
      if (bad) throw bad;
      const clash = seatConflict(lobby.seats, { key: '', ...body });
      if (clash) throw clash;
      return { ...now, bots: [...(now.bots ?? []), body] };
    });
  }

  /** Host: locks or unlocks the table (locked: nobody new is let in, requests wait). */
  setLocked(locked: boolean): Promise<void> {
    return this.applied((now) => (now.locked === locked ? null : { ...now, locked }));
  }

  /** Host: the table will be played over days (1, 3 or 7 days per move), or live (null). */
  setDays(days: 1 | 3 | 7 | null): Promise<void> {
    return this.applied((now) => ((now.days ?? null) === days ? null : { ...now, days: days ?? undefined }));
  }

  /** Host: the audience relay the table is mirrored to for its watchers (`relayText`), or none (null). */
  setRelay(relay: string | null): Promise<void> {
    if (relay !== null) {
      const read = parseAudienceRelay(relay);
      if (!read.ok) return Promise.reject(read.error);
      relay = relayText(read.relay);
    }
    // before the first seating the page's relay is in force: switching it off is a seating of its own
    return this.applied((now) => ((now.relay ?? null) === relay && now.n >= 0 ? null : { ...now, relay: relay ?? undefined }), relay === null);
  }

  /** Host: switches "let everyone in" on or off. */
  setAdmitAll(admitAll: boolean): Promise<void> {
    return this.applied((now) => (now.admitAll === admitAll ? null : { ...now, admitAll }));
  }

  /** Host: what the host's browser writes by itself (lobby.ts autoSeating); the session runs it after each batch. */
  autopilot(): Promise<void> {
    if (this.s.me.publicKey !== this.s.host || this.s.phase !== 'lobby') return Promise.resolve();
    return this.change((_, lobby) => autoSeating(this.s.book.claims, lobby)).catch(() => {});
  }

  close(): void {
    this.waiters.forEach((w) => w.fail(syncError('sync/closed', 'The session was closed.')));
  }

  /** A host's decision: resolves once this session's own view shows it (a start right after sees it). */
  private async applied(plan: Parameters<Seating['change']>[0], noRelay = false): Promise<void> {
    await this.change(plan, noRelay);
    await this.s.whenIdle();
  }

  /** Signs the seating `plan` makes of the one in force, if any; one operation at a time. */
  private change(plan: (now: SeatingBody, lobby: Lobby) => Omit<SeatingBody, 'n'> | null, noRelay = false): Promise<void> {
    const run = this.ops.then(async () => {
      if (this.s.me.publicKey !== this.s.host) throw syncError('sync/not-host', 'Only the host decides who sits.');
      if (this.s.phase !== 'lobby') throw syncError('sync/wrong-phase', 'The game has started; seats are fixed.');
      const now = (latestSeating([...this.s.book.seatings.values(), ...(this.signed ? [this.signed] : [])])?.body as SeatingBody | undefined) ?? DEFAULT_SEATING;
      const next = plan(now, lobbyOf(this.s.book.claims, now, this.s.host));
      if (!next) return;
      // the host's first seating carries the relay its page was opened with (`?relay=`), unless switched off
      const pageRelay = now.n < 0 && !noRelay && !next.relay && this.s.audienceRelay ? relayText(this.s.audienceRelay) : undefined;
      const body = {
        n: now.n + 1,
        seats: next.seats,
        removed: next.removed,
        locked: next.locked,
        admitAll: next.admitAll,
        ...(next.bots?.length ? { bots: next.bots } : {}),
        ...(next.days ? { days: next.days } : {}),
        ...((next.relay ?? pageRelay) ? { relay: next.relay ?? pageRelay } : {}),
      };
      this.signed = { hash: await this.write('seats', body), body };
    });
    this.ops = run.catch(() => {});
    return run;
  }
}
