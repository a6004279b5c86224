/**
 * The verified chain entries this peer holds, and the chain grown from them (chain.ts): in the
 * common cases by extending the head (extendChain), else by a full rebuild (buildChain). Entries
 * refused where they stand are forgotten here and handed back, so that a flood of them neither
 * piles up nor triggers one full replay each.
 */
import { buildChain, extendChain, type ChainOps } from './chain.js';
import { cloneTable, emptyTable, type ChainEntry, type TableState } from './table.js';

/** Where a peer keeps the start it saw built on (session.ts: per room, across refreshes). */
export interface PinStore {
  get(): string | null;
  set(hash: string): void;
}
import type { SyncError } from './types.js';

/** States kept for rebuilds (`stateAfter`): each holds an engine game. */
const STATES_KEPT = 128;

export type Rejections = Map<string, { error: SyncError; entry: ChainEntry }>;

export class ChainPool {
  readonly entries = new Map<string, ChainEntry>();
  chain: ChainEntry[] = [];
  state: TableState;
  /** entries naming each prev */
  private kids = new Map<string | null, ChainEntry[]>();
  /** entries added since the last `grow` */
  private fresh: ChainEntry[] = [];
  /** the state before the chain's last entry, when known */
  private beforeHead: TableState | null = null;
  private needFull = false;
  /**
   * States after entries the chain once ended on (never changed once made: extendChain clones
   * before it applies), so that a full rebuild replays only from the deepest one on its path.
   * Bounded: when full, every other one is forgotten, so older positions are kept ever more sparsely.
   */
  private stateAfter = new Map<string, TableState>();
  private readonly ops: ChainOps<ChainEntry, TableState>;

  constructor(
    private readonly room: string,
    private readonly host: string,
    apply: (t: TableState, e: ChainEntry) => SyncError | null,
    private readonly pins: PinStore | null = null,
    /** this peer's key: a start that seats it is favoured at the root */
    private readonly mine: string | null = null,
  ) {
    this.state = emptyTable(room, host);
    this.pinned = pins?.get() ?? null;
    this.ops = {
      apply,
      clone: cloneTable,
      rootFavour: (e, branches) => this.favour(e, branches),
      known: (hash) => this.stateAfter.get(hash),
    };
  }

  private pinned: string | null;

  /**
   * At a fork at the root (the host signed two starts): the start this peer pinned wins, unless a
   * seat of it also built on a rival (the host restarted and its friends followed: then no pin may
   * split the table, and the usual order decides); else a start that seats this peer.
   */
  private favour(start: ChainEntry, branches: readonly (readonly ChainEntry[])[]): number {
    if (start.hash === this.pinned) {
      const seats = new Set((start.claims ?? []).map((c) => c.author).filter((k) => k !== this.host));
      if (!branches.some((b) => b[0] !== start && b.some((e) => seats.has(e.author)))) return 2;
    }
    return this.mine && start.claims?.some((c) => c.author === this.mine) ? 1 : 0;
  }

  /** The start this peer saw built on by another seat: a second start signed by the host never replaces it (chain.ts). */
  get pinnedStart(): string | null {
    return this.pinned;
  }

  /**
   * Pins the chain's start once a key other than the host has built on it: for a seat of it, any
   * entry (its own commitment is one); for anyone else, a move, so that a spectator who meets the
   * host's two starts at once is not pinned by whichever came first, but one who watched the game
   * played keeps it. Called once a batch is absorbed (log-book.ts), never between its rounds: a
   * late joiner's batch grows both games one position at a time, and pinning there would take
   * whichever reached a move first, not the longer.
   */
  pinStart(): void {
    const start = this.chain[0];
    if (this.pinned || start?.kind !== 'start') return;
    const seated = this.mine !== null && (start.claims ?? []).some((c) => c.author === this.mine);
    if (!this.chain.some((e) => e.author !== this.host && (seated || e.kind === 'move'))) return;
    this.pinned = this.chain[0].hash;
    this.pins?.set(this.pinned);
  }

  add(e: ChainEntry): void {
    this.entries.set(e.hash, e);
    this.fresh.push(e);
    const siblings = this.kids.get(e.prev);
    if (siblings) siblings.push(e);
    else this.kids.set(e.prev, [e]);
  }

  /** The next `grow` replays everything (an entry that was never applied turns out to be needed). */
  replayAll(): void {
    this.needFull = true;
  }

  /**
   * Grows the chain with the entries added since the last call. `awaited(hash)`: whether entries
   * wait for that one to be applied, which only a full rebuild does for a rival off the chain.
   * Returns the entries refused where they stand, already forgotten.
   */
  grow(awaited: (hash: string) => boolean): Rejections {
    const fresh = this.fresh.splice(0);
    let grown = this.needFull ? null : extendChain(this.chain, this.state, this.beforeHead, (prev) => this.kids.get(prev) ?? [], fresh, this.ops);
    if (grown) {
      // a rival left unapplied whose continuation waits for it: only a full rebuild applies it
      const placed = new Set(grown.chain.map((e) => e.hash));
      const g = grown;
      if (fresh.some((e) => !placed.has(e.hash) && !g.rejected.has(e.hash) && awaited(e.hash))) grown = null;
    }
    const res = grown ?? buildChain(this.entries.values(), emptyTable(this.room, this.host), this.ops);
    this.beforeHead = grown?.before ?? null;
    this.needFull = false;
    this.chain = res.chain;
    this.state = res.state;
    this.remember();
    for (const { entry } of res.rejected.values()) this.remove(entry);
    return res.rejected;
  }

  /** Keeps the state after the head, and before it when known (see `stateAfter`). */
  private remember(): void {
    const n = this.chain.length;
    if (n > 1 && this.beforeHead) this.stateAfter.set(this.chain[n - 2].hash, this.beforeHead);
    if (n > 0) this.stateAfter.set(this.chain[n - 1].hash, this.state);
    if (this.stateAfter.size <= STATES_KEPT) return;
    const hashes = [...this.stateAfter.keys()];
    for (let i = 0; i < hashes.length - 2; i += 2) this.stateAfter.delete(hashes[i]);
  }

  /** The verified entries naming `prev`. */
  siblings(prev: string | null): readonly ChainEntry[] {
    return this.kids.get(prev) ?? [];
  }

  private remove(e: ChainEntry): void {
    if (this.entries.get(e.hash) !== e) return;
    this.entries.delete(e.hash);
    const left = (this.kids.get(e.prev) ?? []).filter((k) => k !== e);
    if (left.length) this.kids.set(e.prev, left);
    else this.kids.delete(e.prev);
  }
}
