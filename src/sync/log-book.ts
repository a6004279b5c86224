/**
 * One peer's verified view of the shared log: every entry it ever saw (even ones later deleted
 * from the Y.Array), the chain rebuilt from them, and what changed since the last rebuild. No Yjs
 * here: the session feeds wire strings in and turns the outcome into events.
 *
 * Every wire is bounded and parsed cheaply first, then judged (admission.ts: may its author write
 * there?) before its signature is checked or anything is stored; the chain entries of a batch go
 * first, so a late joiner knows the seats before it meets the claims and junk around them. Long
 * batches run in slices that give the page back (slices.ts).
 */
import { ChainPool, type Rejections } from './chain-pool.js';
import { OFF_CHAIN_KINDS, verifyEntry, type SignedEntry } from './entry.js';
import { Intake, type Pending, type Refusal } from './intake.js';
import { DEFAULT_SEATING, checkSeatingBody, latestSeating, lobbyOf, type Lobby, type SeatingBody } from './lobby.js';
import { checkClaimBody, latestClaims } from './seats.js';
import { pause } from './slices.js';
import { applyEntry, type ChainEntry, type TableState } from './table.js';
import { checkVoteBody } from './votes.js';
import { checkRematchBody } from './rematch.js';
import type { PinStore } from './chain-pool.js';
import type { SyncError } from './types.js';

export type { Refusal };

export interface Loss {
  entry: ChainEntry;
  /** the chain entry that took its place */
  winner: ChainEntry | undefined;
}

export interface RebuildOutcome {
  /** entries that joined the chain, in chain order */
  added: ChainEntry[];
  /** entries that left the chain (only after an equivocation); they are also in `lost` */
  dropped: ChainEntry[];
  /** newly refused entries (reported once each) */
  refused: Refusal[];
  /** newly beaten entries: valid where they stood, but another entry took the position */
  lost: Loss[];
  /** keys newly caught signing two different entries on the same position (equivocation) */
  equivocated: string[];
}

export class LogBook {
  /** seat requests, in the order they arrived here (for the host, the order it let people in) */
  readonly claims = new Map<string, SignedEntry>();
  /** the host's seating in force (lobby.ts): only the latest counts, so only it is kept */
  readonly seatings = new Map<string, SignedEntry>();
  /** votes about stalled seats (votes.ts), by hash */
  readonly votes = new Map<string, SignedEntry>();
  /** rematch proposals (rematch.ts), by hash */
  readonly rematches = new Map<string, SignedEntry>();
  /** wire string → hash, for every wire that verified */
  readonly hashOfWire = new Map<string, string>();
  /** the gate every wire passes first (intake.ts) */
  readonly intake: Intake;
  private chains: ChainPool;
  private reported = new Set<string>();
  /** keys caught signing two different entries on the same position: told to everyone, for good */
  readonly equivocators = new Set<string>();
  private lobbyMemo: Lobby | null = null;

  constructor(
    readonly room: string,
    readonly host: string,
    pins: PinStore | null = null,
    me: string | null = null,
  ) {
    const chains = (this.chains = new ChainPool(room, host, (t, e) => this.apply(t, e), pins, me));
    this.intake = new Intake(host, {
      room,
      hashOfWire: this.hashOfWire,
      get state() {
        return chains.state;
      },
      pool: chains.entries,
      replayAll: () => chains.replayAll(),
      store: (e, refused) => this.store(e, refused),
    });
  }

  /** The verified chain entries held (chain-pool.ts). */
  get pool(): ReadonlyMap<string, ChainEntry> {
    return this.chains.entries;
  }

  /** The start this peer saw built on by another seat (chain.ts), or null. */
  get pinnedStart(): string | null {
    return this.chains.pinnedStart;
  }

  /** The verified chain entries naming `prev` (rivals of a chain entry, and the entry itself). */
  siblings(prev: string | null): readonly ChainEntry[] {
    return this.chains.siblings(prev);
  }

  /** The verified chain, oldest first. */
  get chain(): ChainEntry[] {
    return this.chains.chain;
  }

  /** The state the chain describes. */
  get state(): TableState {
    return this.chains.state;
  }

  /** How many entries wait aside unverified (parking.ts: bounded). */
  get parked(): number {
    return this.intake.parked;
  }

  /** Whether entries held past their position's cap wait where the table waits (session.ts tries them a few at a time). */
  get heldAtHead(): boolean {
    return this.intake.heldAt(this.head);
  }

  get head(): string | null {
    return this.chain.length ? this.chain[this.chain.length - 1].hash : null;
  }

  /**
   * Takes in wire strings: parses and judges each, verifies what may stand, and rebuilds the chain
   * (calling `onRebuild` with each outcome) until no parked entry can be judged any more. Returns
   * whether anything new was accepted and what was refused before reaching the chain.
   */
  async absorb(wires: readonly unknown[], onRebuild: (outcome: RebuildOutcome) => void, held = 0): Promise<{ changed: boolean; refused: Refusal[] }> {
    const refused: Refusal[] = [];
    const chainKinds: Pending[] = [];
    const lobbyKinds: Pending[] = [];
    for (const wire of wires) {
      await pause();
      const e = this.intake.parse(wire, refused);
      if (e) (OFF_CHAIN_KINDS.has(e.kind) ? lobbyKinds : chainKinds).push(e);
    }
    let changed = false;
    const before = this.chain;
    const rejected: Rejections = new Map();
    try {
      changed = await this.rounds(chainKinds, refused, rejected);
      for (let more = await this.intake.heldAwaited(refused); more.length; more = await this.intake.heldAwaited(refused)) {
        if (await this.rounds(more, refused, rejected)) changed = true;
      }
      // entries held past the cap where the table waits (intake.ts `drip`): one at a time, until one moves it on
      for (const head = this.head; held > 0 && this.head === head; held--) {
        const one = await this.intake.drip(head, 1);
        if (!one.length) break;
        if (await this.rounds(one, refused, rejected)) changed = true;
      }
      this.chains.pinStart();
      if (changed) onRebuild(this.outcome(before, rejected));
    } finally {
      await this.intake.parkWaiting();
    }
    if (await this.intake.admit(lobbyKinds, refused)) {
      changed = true;
      onRebuild(this.rebuild());
    }
    return { changed, refused };
  }

  /** Takes `batch` in, then what it released, round after round; whether anything was stored. */
  private async rounds(batch: Pending[], refused: Refusal[], rejected: Rejections): Promise<boolean> {
    let changed = false;
    // a late joiner's whole game goes round here, one position at a time: the outcome is told once
    for (; batch.length; batch = await this.intake.released()) {
      if (!(await this.intake.admit(batch, refused))) continue;
      changed = true;
      for (const [hash, r] of this.grow()) rejected.set(hash, r);
    }
    return changed;
  }

  /** Stores a verified entry; false when it changes nothing (a copy, a seating already beaten). */
  private async store(e: ChainEntry, refused: Refusal[]): Promise<boolean> {
    if (this.pool.has(e.hash) || this.claims.has(e.hash) || this.seatings.has(e.hash) || this.votes.has(e.hash) || this.rematches.has(e.hash)) return false;
    if (e.kind === 'vote' || e.kind === 'rematch') {
      const bad = e.kind === 'vote' ? checkVoteBody(e.body) : checkRematchBody(e.body, this.room);
      if (bad) {
        this.hashOfWire.delete(e.wire);
        this.intake.refuse(e, bad, true, refused);
        return false;
      }
      (e.kind === 'vote' ? this.votes : this.rematches).set(e.hash, e);
    } else if (e.kind === 'claim' || e.kind === 'seats') {
      const bad = e.kind === 'claim' ? checkClaimBody(e.body) : checkSeatingBody(e.body);
      if (bad) {
        this.hashOfWire.delete(e.wire);
        // names are judged with the browser's Unicode tables (names.ts): a refused claim is not junk everywhere
        this.intake.refuse(e, bad, e.kind === 'seats', refused);
        return false;
      }
      if (e.kind === 'seats') {
        if (latestSeating([...this.seatings.values(), e]) !== e) return false;
        this.seatings.clear();
      }
      (e.kind === 'claim' ? this.claims : this.seatings).set(e.hash, e);
      this.lobbyMemo = null;
    } else {
      if (e.kind === 'start') e.claims = await this.verifyEmbedded(e.body.seats, 'claim');
      if (e.kind === 'away') e.votes = await this.verifyEmbedded(e.body.votes, 'vote');
      this.chains.add(e);
    }
    this.intake.admission.stored(e);
    return true;
  }

  private async verifyEmbedded(wires: unknown, kind: 'claim' | 'vote'): Promise<SignedEntry[] | null> {
    if (!Array.isArray(wires) || wires.length > 6) return null;
    const out: SignedEntry[] = [];
    for (const w of wires) {
      const r = await verifyEntry(w, this.room);
      if (!r.ok || r.entry.kind !== kind) return null;
      out.push(r.entry);
    }
    return out;
  }

  /** Grows the chain (chain-pool.ts); what it refused is junk (intake.ts `rejected`). */
  private grow(): Rejections {
    const rejected = this.chains.grow((hash) => this.intake.awaited(hash));
    for (const { entry } of rejected.values()) this.intake.rejected(entry);
    return rejected;
  }

  /** applyEntry, noting who may write after each entry it accepts (admission.ts). */
  private apply(t: TableState, e: ChainEntry): SyncError | null {
    const error = applyEntry(t, e);
    if (!error) this.intake.admission.applied(e, t);
    return error;
  }

  /** Grows the chain with what was stored and tells what changed. */
  rebuild(): RebuildOutcome {
    const before = this.chain;
    const rejected = this.grow();
    this.chains.pinStart();
    return this.outcome(before, rejected);
  }

  /** What changed from the chain `old` to the chain now, given the entries refused on the way. */
  private outcome(old: ChainEntry[], rejected: Rejections): RebuildOutcome {
    const res = { chain: this.chain };
    let k = 0;
    while (k < old.length && k < res.chain.length && old[k].hash === res.chain[k].hash) k++;
    const position = new Map<string | null, number>([[null, 0]]);
    res.chain.forEach((e, i) => position.set(e.hash, i + 1));
    const outcome: RebuildOutcome = { added: res.chain.slice(k), dropped: old.slice(k), refused: [], lost: [], equivocated: [] };
    for (const [hash, { error, entry }] of rejected) {
      if (!position.has(entry.prev)) continue;
      // a seat's junk at its own position is flagged once; a start is the host's, and its promise waits on it
      if (entry.kind !== 'start') this.intake.flag(outcome.refused, entry, error);
      else if (!this.reported.has(hash)) {
        this.reported.add(hash);
        outcome.refused.push({ hash, author: entry.author, kind: entry.kind, error });
      }
    }
    const onChain = new Set(res.chain.map((e) => e.hash));
    old.slice(k).forEach((e, i) => {
      if (onChain.has(e.hash) || this.reported.has(e.hash)) return;
      this.reported.add(e.hash);
      outcome.lost.push({ entry: e, winner: res.chain[k + i] });
    });
    for (const e of this.pool.values()) {
      const at = position.get(e.prev);
      if (at === undefined || onChain.has(e.hash) || this.reported.has(e.hash)) continue;
      if (at >= res.chain.length) continue; // its parent is the head yet it was not applied: cannot happen
      this.reported.add(e.hash);
      outcome.lost.push({ entry: e, winner: res.chain[at] });
    }
    for (const { entry } of outcome.lost) {
      if (this.equivocators.has(entry.author) || !this.siblings(entry.prev).some((k) => k !== entry && k.author === entry.author)) continue;
      this.equivocators.add(entry.author);
      outcome.equivocated.push(entry.author);
    }
    if (!this.state.start) {
      // told once each: a seat that clashes, a name that looks like a seated one, a removed player
      const lobby = this.lobby();
      const told = [
        ...lobby.refused,
        ...[...lobby.requests, ...lobby.removed]
          .filter((r) => r.error?.code === 'sync/seat-taken' || r.error?.code === 'sync/removed')
          .map((r) => ({ claim: this.claims.get(r.claim)!, error: r.error! })),
      ];
      for (const { claim, error } of told) {
        if (this.reported.has(claim.hash)) continue;
        this.reported.add(claim.hash);
        outcome.refused.push({ hash: claim.hash, author: claim.author, kind: 'claim', error });
      }
    }
    return outcome;
  }

  /** The host's seating in force (before the host wrote one: the default). */
  seating(): SeatingBody {
    return (latestSeating(this.seatings.values())?.body as SeatingBody | undefined) ?? DEFAULT_SEATING;
  }

  /** The lobby from the claims and the host's seating seen so far (kept until one arrives: the UI asks often). */
  lobby(): Lobby {
    return (this.lobbyMemo ??= lobbyOf(this.claims, this.seating(), this.host));
  }

  /**
   * Wires this peer restores when they vanish from the shared array: the chain, and before the
   * start the host's seating and every key's latest claim (a request deleted before the host saw
   * it would otherwise wait for ever).
   */
  keepWires(): string[] {
    if (this.state.start) {
      const seats = new Set(this.state.start.seats.map((s) => s.claim));
      // the rematch proposals too: the old link leads a late arrival on to the new table
      return [...[...this.claims.values()].filter((c) => seats.has(c.hash)), ...this.chain, ...this.rematches.values()].map((e) => e.wire);
    }
    const seating = latestSeating(this.seatings.values());
    const keep = new Set([...latestClaims(this.claims.values()).values(), ...this.lobby().seats.map((s) => this.claims.get(s.claim)!)]);
    return [...(seating ? [seating] : []), ...keep, ...this.chain].map((e) => e.wire);
  }
}
