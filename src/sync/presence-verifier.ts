/**
 * Checks the presence states other clients announce, within a budget, so presence spam (many
 * clients, fast updates, forged signatures) costs a page a bounded amount of work: at most one
 * verification per client every VERIFY_INTERVAL_MS, at most VERIFY_BUDGET a second in all (at a
 * steady pace, so a newcomer never waits long for the next turn), and
 * only the newest state of a client waits. Clients already proven to hold a seat's key go first,
 * then other proven clients, then newcomers claiming a seat's key, then the rest, and among equals
 * the peer served longest ago: a flood of forgeries delays newcomers a little, never the seats
 * already here. A state counts as its key only once
 * verified, while newer than the client's last one and first seen less than STALE_MS ago. The gate
 * (presence-gate.ts) hears of each outcome: it shares proven seats' states and drops the failed.
 */
import { MAX_SKEW_MS, openSeal, sameSeal, sealedParts, type SealedState } from './presence-seal.js';

export const VERIFY_INTERVAL_MS = 250;
/** Checks a second, as a steady pace: a burst of VERIFY_BURST, then one every 1000 / VERIFY_BUDGET ms. */
export const VERIFY_BUDGET = 50;
export const VERIFY_BURST = 10;
/** Honest clients sign anew every RENEW_MS (presence.ts); a state not renewed for this long is stale. */
export const STALE_MS = 45_000;
/** Clients waiting for a check, and clients remembered (their last state, against replays). */
export const MAX_PENDING = 256;
export const MAX_RECORDS = 1024;
/** A newcomer whose state failed waits this long before its next state is checked. */
export const FAILED_BACKOFF_MS = 10_000;

/** What the verifier tells the gate (presence-gate.ts) of each check. */
export interface VerifyOutcome {
  /** a state proven to be its key's, of a client still here, taken in at `clock` */
  verified(client: number, sealed: SealedState, clock: number): void;
  /** a state refused, of a client never proven */
  failed(client: number, clock: number): void;
}

interface Offer {
  sealed: SealedState;
  clock: number;
  /** the peer it came through: among equals, the peer served longest ago goes first */
  source: unknown;
}

export interface VerifiedPeer {
  clientId: number;
  key: string;
  hover: unknown;
  /** its id among the transport's peers, as it signed it */
  net?: string;
}

interface Seen {
  sealed: SealedState;
  t: number;
  hover: unknown;
  net?: string;
  /** when this state was first verified here (our clock) */
  seenAt: number;
  /** still in the awareness states */
  present: boolean;
}

export class PresenceVerifier {
  private records = new Map<number, Seen>();
  private pending = new Map<number, Offer>();
  /**
   * The unverified state each client left with: checked all the same (at no cost to the budget's
   * order), so that its replay after the client left counts as what it is, a state already seen.
   */
  private farewell = new Map<number, Offer>();
  /** how many times each client left: a check that was running meanwhile marks no one present */
  private leaves = new Map<number, number>();
  private lastCheck = new Map<number, number>();
  private served = new Map<unknown, number>();
  private backoff = new Map<number, number>();
  /** checks that may run now (a token bucket: a flood spends the burst, then waits its turn like anyone) */
  private tokens = VERIFY_BURST;
  private filled = Date.now();
  private running: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(
    private readonly room: string,
    /** the seats' and the host's keys: their clients are checked first */
    private readonly seatKeys: () => Set<string>,
    private readonly changed: () => void,
    private readonly outcome?: VerifyOutcome,
  ) {}

  /**
   * A client's state appeared or changed. Until a new state is verified the client's last verified
   * one stands (a forgery sent under its client id replaces nothing).
   */
  offer(client: number, state: unknown, clock = 0, source?: unknown): void {
    const sealed = sealedParts(state);
    if (!sealed) {
      this.pending.delete(client);
      if (!this.records.has(client)) this.outcome?.failed(client, clock);
      return;
    }
    const record = this.records.get(client);
    // the same state again (relayed, resent) changes nothing; after its client left, it is a replay
    if (record && sameSeal(record.sealed, sealed)) return;
    const last = this.farewell.get(client);
    if (last && sameSeal(last.sealed, sealed)) return;
    if (!this.pending.has(client) && this.pending.size >= MAX_PENDING && !this.evictFor(client, sealed)) return;
    this.pending.set(client, { sealed, clock, source });
    this.drain();
  }

  /**
   * A client left (or timed out); its last state is remembered so a replay of it is refused. One
   * it left with unchecked is checked later if it claims a seat's key (a replay could show the seat).
   */
  remove(client: number): void {
    const waiting = this.pending.get(client);
    this.pending.delete(client);
    this.leaves.set(client, (this.leaves.get(client) ?? 0) + 1);
    if (waiting && this.farewell.size < MAX_PENDING && this.seatKeys().has(waiting.sealed.key)) {
      this.farewell.set(client, waiting);
      this.drain();
    }
    this.absent(client);
  }

  /** A client dropped by the gate (presence-gate.ts): forgotten unchecked, and no longer shown. */
  evict(client: number): void {
    this.pending.delete(client);
    this.farewell.delete(client);
    this.leaves.set(client, (this.leaves.get(client) ?? 0) + 1);
    this.absent(client);
  }

  private absent(client: number): void {
    const record = this.records.get(client);
    if (record?.present) (record.present = false), this.changed();
  }

  /** Verified clients whose state is fresh at `now`. */
  fresh(now: number): VerifiedPeer[] {
    const out: VerifiedPeer[] = [];
    for (const [clientId, r] of this.records) {
      if (r.present && now - r.seenAt < STALE_MS && Math.abs(now - r.t) <= MAX_SKEW_MS) out.push({ clientId, key: r.sealed.key, hover: r.hover, ...(r.net ? { net: r.net } : {}) });
    }
    return out;
  }

  /** Resolves when no check that may run now is left (checks deferred by the budgets are not awaited). */
  whenIdle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.pending.clear();
    this.farewell.clear();
  }

  private drain(): void {
    if (this.running || this.closed) return;
    this.running = this.run().finally(() => (this.running = null));
  }

  private async run(): Promise<void> {
    while (!this.closed && (this.pending.size || this.farewell.size)) {
      const now = Date.now();
      const allowed = this.refill(now) >= 1;
      const next = allowed ? this.pick(now) : null;
      // a state a seat's key left with is checked as a newcomer claiming that key would be
      if (this.farewell.size && allowed && (!next || next[2] >= 2)) {
        await this.checkFarewell(now);
        continue;
      }
      if (!next) return this.wake(now);
      const [client, { sealed, clock, source }] = next;
      this.pending.delete(client);
      this.lastCheck.set(client, now);
      this.served.set(source, now);
      this.tokens--;
      const leaves = this.leaves.get(client);
      const payload = await openSeal(this.room, client, sealed, now);
      const record = this.records.get(client);
      if (!payload || (record && payload.t <= record.t)) {
        if (!record) this.backoff.set(client, now + FAILED_BACKOFF_MS);
        if (!record) this.outcome?.failed(client, clock);
        continue;
      }
      this.backoff.delete(client);
      // the client left while its state was checked: remembered, so a replay of it is refused, but not here
      const present = this.leaves.get(client) === leaves;
      this.remember(client, { sealed, t: payload.t, hover: payload.hover, net: payload.net, seenAt: Date.now(), present });
      if (present) this.outcome?.verified(client, sealed, clock);
      if (present) this.changed();
    }
  }

  /** Checks a state a client left with before anyone checked it, and remembers it as gone. */
  private async checkFarewell(now: number): Promise<void> {
    const [client, { sealed }] = this.farewell.entries().next().value!;
    this.tokens--;
    const payload = await openSeal(this.room, client, sealed, now);
    this.farewell.delete(client);
    const record = this.records.get(client);
    if (payload && (!record || payload.t > record.t)) this.remember(client, { sealed, t: payload.t, hover: payload.hover, seenAt: Date.now(), present: false });
  }

  /** The waiting client to check now, and its rank: by rank, then the longest unchecked, client and peer. */
  private pick(now: number): [number, Offer, number] | null {
    const seats = this.seatKeys();
    let best: [number, Offer, number] | null = null;
    let bestAt = Infinity;
    for (const [client, offer] of this.pending) {
      if (now < this.ready(client)) continue;
      const rank = this.rank(client, offer.sealed, seats);
      const at = Math.max(this.lastCheck.get(client) ?? 0, this.served.get(offer.source) ?? 0);
      if (!best || rank < best[2] || (rank === best[2] && at < bestAt)) [best, bestAt] = [[client, offer, rank], at];
    }
    return best;
  }

  /** 0: proven, a seat's key; 1: proven; 2: newcomer claiming a seat's key; 3: any other newcomer. */
  private rank(client: number, sealed: SealedState, seats: Set<string>): number {
    return (this.records.has(client) ? 0 : 2) + (seats.has(sealed.key) ? 0 : 1);
  }

  /** With the queue full, makes room for `client` by dropping the oldest waiting state of a rank no better. */
  private evictFor(client: number, sealed: SealedState): boolean {
    const seats = this.seatKeys();
    const mine = this.rank(client, sealed, seats);
    let worst: number | null = null;
    let worstRank = mine - 1;
    for (const [other, { sealed: s }] of this.pending) {
      const r = this.rank(other, s, seats);
      if (r > worstRank) [worst, worstRank] = [other, r];
    }
    if (worst === null) return false;
    this.pending.delete(worst);
    return true;
  }

  private ready(client: number): number {
    return Math.max((this.lastCheck.get(client) ?? -Infinity) + VERIFY_INTERVAL_MS, this.backoff.get(client) ?? -Infinity);
  }

  private refill(now: number): number {
    // a clock set back (a page's clock is anyone's to change) refills nothing, and takes nothing either
    this.tokens = Math.min(VERIFY_BURST, this.tokens + (Math.max(0, now - this.filled) * VERIFY_BUDGET) / 1000);
    this.filled = now;
    return this.tokens;
  }

  /** Runs again when the budget or the first waiting client allows. */
  private wake(now: number): void {
    if (this.timer) return;
    let at = this.tokens < 1 ? now + Math.ceil(((1 - this.tokens) * 1000) / VERIFY_BUDGET) : Infinity;
    if (at === Infinity) for (const client of this.pending.keys()) at = Math.min(at, this.ready(client));
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.drain();
      },
      Math.max(0, at - now),
    );
    // a pending check must not keep a Node process (CLI, tests) alive
    (this.timer as { unref?: () => void }).unref?.();
  }

  private remember(client: number, record: Seen): void {
    this.records.delete(client);
    this.records.set(client, record);
    // forget the clients gone longest (a map iterates in insertion order)
    for (const [old, r] of this.records) {
      if (this.records.size <= MAX_RECORDS) break;
      if (!r.present) this.records.delete(old);
    }
    for (const map of [this.lastCheck, this.backoff, this.leaves, this.served]) if (map.size > MAX_RECORDS * 2) map.clear();
  }
}
