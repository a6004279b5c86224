/**
 * One peer's verified view of the shared log: every entry it ever saw (even ones later deleted
 * from the Y.Array), the chain rebuilt from them, and what changed since the last rebuild. No Yjs
 * here: the session feeds wire strings in and turns the outcome into events.
 */
import { buildChain } from './chain.js';
import { verifyEntry, type SignedEntry } from './entry.js';
import { DEFAULT_SEATING, checkSeatingBody, latestSeating, lobbyOf, type Lobby, type SeatingBody } from './lobby.js';
import { checkClaimBody, latestClaims } from './seats.js';
import { applyEntry, cloneTable, emptyTable, type ChainEntry, type TableState } from './table.js';
import type { SyncError } from './types.js';

export interface Refusal {
  hash: string;
  author: string;
  kind: string;
  error: SyncError;
}

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
}

const notHost: SyncError = { code: 'sync/not-host', message: 'Only the host decides who sits.' };

export class LogBook {
  readonly pool = new Map<string, ChainEntry>();
  /** seat requests, in the order they arrived here (for the host, the order it let people in) */
  readonly claims = new Map<string, SignedEntry>();
  /** the host's seating entries (lobby.ts) */
  readonly seatings = new Map<string, SignedEntry>();
  /** wire string → hash, for every wire that verified */
  readonly hashOfWire = new Map<string, string>();
  chain: ChainEntry[] = [];
  state: TableState;
  private seenWires = new Set<string>();
  /** chain-kind entries ingested since the last rebuild, and how many entries name each prev */
  private fresh: ChainEntry[] = [];
  private children = new Map<string | null, number>();
  private firstChild = new Map<string | null, ChainEntry>();
  private reported = new Set<string>();
  private lobbyMemo: Lobby | null = null;

  constructor(
    readonly room: string,
    readonly host: string,
  ) {
    this.state = emptyTable(room, host);
  }

  get head(): string | null {
    return this.chain.length ? this.chain[this.chain.length - 1].hash : null;
  }

  /** Verifies new wire strings; returns whether anything new was accepted and what failed verification. */
  async ingest(wires: readonly unknown[]): Promise<{ changed: boolean; refused: Refusal[] }> {
    let changed = false;
    const refused: Refusal[] = [];
    for (const wire of wires) {
      if (typeof wire !== 'string' || this.seenWires.has(wire)) continue;
      this.seenWires.add(wire);
      const r = await verifyEntry(wire, this.room);
      if (!r.ok) {
        const id = r.hash ?? `wire:${wire.slice(0, 64)}`;
        if (!this.reported.has(id)) {
          this.reported.add(id);
          refused.push({ hash: r.hash ?? '', author: r.author ?? '', kind: r.kind ?? '', error: r.error });
        }
        continue;
      }
      const e: ChainEntry = r.entry;
      this.hashOfWire.set(wire, e.hash);
      if (this.pool.has(e.hash) || this.claims.has(e.hash) || this.seatings.has(e.hash)) continue;
      if (e.kind === 'claim' || e.kind === 'seats') {
        const bad = e.kind === 'claim' ? checkClaimBody(e.body) : e.author !== this.host ? notHost : checkSeatingBody(e.body);
        if (bad) {
          this.reported.add(e.hash);
          refused.push({ hash: e.hash, author: e.author, kind: e.kind, error: bad });
          continue;
        }
        (e.kind === 'claim' ? this.claims : this.seatings).set(e.hash, e);
        this.lobbyMemo = null;
      } else {
        if (e.kind === 'start') e.claims = await this.verifyEmbedded(e.body.seats);
        this.pool.set(e.hash, e);
        this.fresh.push(e);
        this.children.set(e.prev, (this.children.get(e.prev) ?? 0) + 1);
        if (!this.firstChild.has(e.prev)) this.firstChild.set(e.prev, e);
      }
      changed = true;
    }
    return { changed, refused };
  }

  private async verifyEmbedded(seats: unknown): Promise<SignedEntry[] | null> {
    if (!Array.isArray(seats) || seats.length > 6) return null;
    const out: SignedEntry[] = [];
    for (const w of seats) {
      const r = await verifyEntry(w, this.room);
      if (!r.ok || r.entry.kind !== 'claim') return null;
      out.push(r.entry);
    }
    return out;
  }

  /**
   * The common case without a full replay: the head has exactly one child, which has exactly one
   * child, and so on, each accepted, and every new entry is on that run. Nothing competes there, so
   * this is what buildChain would return; otherwise the whole chain is rebuilt. (applyEntry is atomic, and a
   * full rebuild starts from an empty table, so mutating the state here is safe either way.)
   */
  private extendHead(): { chain: ChainEntry[]; state: TableState; rejected: Map<string, { error: SyncError; entry: ChainEntry }> } | null {
    const fresh = new Set(this.fresh);
    this.fresh = [];
    const chain = [...this.chain];
    for (;;) {
      const head = chain.length ? chain[chain.length - 1].hash : null;
      const n = this.children.get(head) ?? 0;
      if (n === 0) break;
      // a fork, or an entry refused here: let the full rebuild decide and report
      if (n > 1) return null;
      const next = this.firstChild.get(head)!;
      if (applyEntry(this.state, next)) return null;
      chain.push(next);
      fresh.delete(next);
    }
    return fresh.size ? null : { chain, state: this.state, rejected: new Map() };
  }

  rebuild(): RebuildOutcome {
    const res = this.extendHead() ?? buildChain(this.pool.values(), emptyTable(this.room, this.host), { apply: applyEntry, clone: cloneTable });
    const old = this.chain;
    let k = 0;
    while (k < old.length && k < res.chain.length && old[k].hash === res.chain[k].hash) k++;
    this.chain = res.chain;
    this.state = res.state;
    const position = new Map<string | null, number>([[null, 0]]);
    res.chain.forEach((e, i) => position.set(e.hash, i + 1));
    const outcome: RebuildOutcome = { added: res.chain.slice(k), dropped: old.slice(k), refused: [], lost: [] };
    for (const [hash, { error, entry }] of res.rejected) {
      if (!position.has(entry.prev) || this.reported.has(hash)) continue;
      this.reported.add(hash);
      outcome.refused.push({ hash, author: entry.author, kind: entry.kind, error });
    }
    const onChain = new Set(res.chain.map((e) => e.hash));
    old.slice(k).forEach((e, i) => {
      if (onChain.has(e.hash) || this.reported.has(e.hash)) return;
      this.reported.add(e.hash);
      outcome.lost.push({ entry: e, winner: res.chain[k + i] });
    });
    for (const e of this.pool.values()) {
      const at = position.get(e.prev);
      if (at === undefined || onChain.has(e.hash) || res.rejected.has(e.hash) || this.reported.has(e.hash)) continue;
      if (at >= res.chain.length) continue; // its parent is the head yet it was not applied: cannot happen
      this.reported.add(e.hash);
      outcome.lost.push({ entry: e, winner: res.chain[at] });
    }
    if (!this.state.start) {
      // told once each: a seat that clashes, a name that looks like a seated one, a removed player
      const lobby = this.lobby();
      const told = [...lobby.refused, ...[...lobby.requests, ...lobby.removed].filter((r) => r.error?.code === 'sync/seat-taken' || r.error?.code === 'sync/removed').map((r) => ({ claim: this.claims.get(r.claim)!, error: r.error! }))];
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
      return [...[...this.claims.values()].filter((c) => seats.has(c.hash)), ...this.chain].map((e) => e.wire);
    }
    const seating = latestSeating(this.seatings.values());
    const keep = new Set([...latestClaims(this.claims.values()).values(), ...this.lobby().seats.map((s) => this.claims.get(s.claim)!)]);
    return [...(seating ? [seating] : []), ...keep, ...this.chain].map((e) => e.wire);
  }
}
