/**
 * Test harness: sessions wired through an in-memory network with a seeded schedule.
 */
import * as Y from 'yjs';
import { openSession, createMemoryIdentity, MemoryNetwork, memoryTransport, type GameSession, type Identity } from '../../src/sync/index.js';
import { fromKeyPair } from '../../src/sync/identity.js';
import { toBase64Url } from '../../src/sync/bytes.js';
import type { Seat, StartOptions } from '../../src/sync/types.js';
import type { SessionOptions } from '../../src/sync/open-session.js';
import type { NetworkOptions } from '../../src/sync/transport/memory.js';
import { Awareness } from 'y-protocols/awareness';
import { LogBook } from '../../src/sync/log-book.js';
import type { EntryKind } from '../../src/sync/entry-payload.js';
import { signEntry } from '../../src/sync/entry.js';
import { buildChain } from '../../src/sync/chain.js';
import { applyEntry, cloneTable, emptyTable } from '../../src/sync/table.js';
import { canonicalJson } from '../../src/sync/bytes.js';
import { checkedRoom, hostOfRoom } from '../../src/sync/room.js';
import type { Clock } from '../../src/sync/restorer.js';
import { Game, Rng, randomMove, type Move } from '../../src/engine/index.js';

/** PKCS#8 wrapping of a raw 32-byte Ed25519 private key (RFC 8410). */
const ED25519_PKCS8_PREFIX = [0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20];

/** An identity whose key pair is derived from `seed`: a failing seeded schedule replays with the same keys, so the same hashes. */
export async function seededIdentity(seed: string): Promise<Identity> {
  const secret = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(seed)));
  const pkcs8 = new Uint8Array([...ED25519_PKCS8_PREFIX, ...secret]);
  const privateKey = await crypto.subtle.importKey('pkcs8', pkcs8, 'Ed25519', true, ['sign']);
  const { x } = await crypto.subtle.exportKey('jwk', privateKey);
  const publicKey = await crypto.subtle.importKey('jwk', { kty: 'OKP', crv: 'Ed25519', x }, 'Ed25519', true, ['verify']);
  return fromKeyPair({ privateKey, publicKey });
}

/** A random legal move of a base game (these tables play Carcassonne; a New World table would be a test bug). */
export function randomBaseMove(game: unknown, rng: Rng): Move | null {
  if (!(game instanceof Game)) throw new Error('randomBaseMove: not a base game');
  return randomMove(game, rng);
}

export const COLORS = ['#d62728', '#1f77b4', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b'];

/**
 * Virtual time for the sessions' timers (the restorer's turn in line): a timer fires only when
 * `settle` finds the network quiet, so schedules stay reproducible and never wait in real time.
 */
export class FakeClock implements Clock {
  now = 0;
  private timers = new Map<number, { at: number; fn: () => void }>();
  private nextId = 1;

  setTimeout(fn: () => void, ms: number): number {
    const id = this.nextId++;
    this.timers.set(id, { at: this.now + ms, fn });
    return id;
  }

  clearTimeout(id: unknown): void {
    this.timers.delete(id as number);
  }

  time(): number {
    return this.now;
  }

  /** Runs the earliest timer (ties: the first set); false when none is set. */
  fire(): boolean {
    let first: [number, { at: number; fn: () => void }] | null = null;
    for (const t of this.timers) if (!first || t[1].at < first[1].at) first = t;
    if (!first) return false;
    this.timers.delete(first[0]);
    this.now = Math.max(this.now, first[1].at);
    first[1].fn();
    return true;
  }
}

export class Table {
  readonly net: MemoryNetwork;
  readonly clock = new FakeClock();
  readonly sessions: GameSession[] = [];
  /** each session's presence as its transport shares it (what it forwards to others) */
  readonly shared = new Map<GameSession, Awareness>();
  room = '';
  /** each key's pin store (sync/persistence.ts), kept across its refreshes as a browser's localStorage is */
  private pins = new Map<string, { get(): string | null; set(hash: string): void }>();
  /** called with each session as it opens (the schedules put an online table on every one) */
  onOpen: ((s: GameSession) => void) | null = null;
  /** with `replayable`, where keys, room ids and Yjs client ids come from (else they are random) */
  private readonly ids: { seed: string; rng: Rng; n: number } | null;

  /** `replayable`: keys, the room id and Yjs client ids derive from `seed`, so a failing run replays alike. */
  constructor(options: NetworkOptions & { replayable?: boolean } = {}) {
    this.net = new MemoryNetwork(options);
    this.ids = options.replayable ? { seed: options.seed ?? 'net', rng: Rng.fromSeed(`${options.seed ?? 'net'}/ids`), n: 0 } : null;
  }

  /** A fresh identity (seeded on a replayable table). */
  identity(): Promise<Identity> {
    return this.ids ? seededIdentity(`${this.ids.seed}/key/${this.ids.n++}`) : createMemoryIdentity();
  }

  /** A fresh document (its client id seeded on a replayable table). */
  newDoc(): Y.Doc {
    const doc = new Y.Doc();
    if (this.ids) doc.clientID = 1 + this.ids.rng.int(0x7ffffffe);
    return doc;
  }

  /** Opens a session; the first one hosts the room. `lostStorage`: the key's browser kept nothing (no pin). */
  async open(identity?: Identity, doc?: Y.Doc, lostStorage = false, extra: Partial<SessionOptions> = {}): Promise<GameSession> {
    const id = identity ?? (await this.identity());
    let pinned: string | null = null;
    if (!this.pins.has(id.publicKey) || lostStorage) this.pins.set(id.publicKey, { get: () => pinned, set: (h) => void (pinned = h) });
    let shared: Awareness | null = null;
    const s = await openSession({
      // a replayable room is named as the app names one: its id ends in a check (links that know they are broken)
      room: this.room || (this.ids ? checkedRoom(toBase64Url(new Uint8Array(Array.from({ length: 9 }, () => this.ids!.rng.int(256)))), id.publicKey) : null),
      identity: id,
      pins: this.pins.get(id.publicKey),
      transport: (ctx) => ((shared = ctx.awareness), memoryTransport(this.net)(ctx)),
      persistence: false,
      doc: doc ?? this.newDoc(),
      clock: this.clock,
      ...extra,
    });
    if (!this.room) this.room = s.room;
    this.sessions.push(s);
    this.onOpen?.(s);
    if (shared) this.shared.set(s, shared);
    return s;
  }

  async idle(): Promise<void> {
    for (let round = 0; round < 3; round++) for (const s of this.sessions) await s.whenIdle();
  }

  /** Delivers every message (processing each before the next), then due timers, until nothing moves. */
  async settle(maxSteps = 100_000): Promise<void> {
    await this.idle();
    for (let steps = 0; steps < maxSteps; steps++) {
      if (!this.net.deliverNext()) {
        await this.idle();
        if (this.net.pending === 0 && !this.clock.fire()) return;
        await this.idle();
        continue;
      }
      await this.idle();
    }
    throw new Error('network did not settle');
  }

  /** A seat claim, with the network running until the host's answer is back. */
  async sit(s: GameSession, seat: { name: string; color: string }): Promise<Seat> {
    const asked = s.claimSeat(seat);
    asked.catch(() => {}); // the caller sees the refusal; the network runs first
    await this.settle();
    return asked;
  }

  async close(): Promise<void> {
    for (const s of this.sessions) await s.close();
  }
}

/** `n` sessions seated as P0, P1, … and the host's quick game of `tiles` tiles started. */
export async function seatedTable(n = 2, tiles = 8, start: StartOptions = {}, names?: string[]): Promise<{ t: Table; s: GameSession[] }> {
  const t = new Table();
  const s: GameSession[] = [];
  for (let i = 0; i < n; i++) s.push(await t.open());
  for (let i = 0; i < n; i++) await t.sit(s[i], { name: names?.[i] ?? `P${i}`, color: COLORS[i] });
  const started = s[0].start({ tiles, ...start });
  await t.settle();
  await started;
  return { t, s };
}

/** The seats still here play until `until` holds (or the game ends); a seat that is away never plays. */
export async function playWhile(t: Table, s: GameSession[], until: () => boolean = () => false, seed = 'on') {
  const rng = Rng.fromSeed(seed);
  while (s[0].phase === 'playing' && !until()) {
    const p = s.find((x) => x.mySeat === s[0].game!.current && t.sessions.includes(x));
    if (!p) throw new Error(`seat ${s[0].game!.current} is due but not here`);
    const done = p.play(randomBaseMove(p.game!, rng)!);
    await t.settle();
    await done;
  }
}

/** Every session's verified chain hashes, and its engine record and snapshot. */
export function views(sessions: GameSession[]) {
  return sessions.map((s) => ({
    chain: s.chain.map((e) => e.hash),
    record: JSON.stringify(s.record()),
    snapshot: JSON.stringify(s.game?.snapshot() ?? null),
    phase: s.phase,
  }));
}

/**
 * A hostile peer: a bare Y.Doc on the network with its own view of the log (a LogBook) and its own
 * key, writing whatever it likes straight into the shared array, without any session's checks.
 */
export class RawPeer {
  readonly doc: Y.Doc;
  readonly book: LogBook;
  readonly log: Y.Array<string>;
  private transport: { destroy(): void };

  constructor(
    table: Table,
    readonly identity: Identity,
  ) {
    this.doc = table.newDoc();
    this.book = new LogBook(table.room, hostOfRoom(table.room)!);
    this.log = this.doc.getArray<string>('log');
    this.transport = table.net.join({ room: table.room, doc: this.doc, awareness: new Awareness(this.doc) });
  }

  /** Brings its view of the chain up to date. */
  async look(): Promise<void> {
    await this.book.absorb(this.log.toArray(), () => {});
  }

  push(...wires: string[]): void {
    this.doc.transact(() => this.log.push(wires), 'raw');
  }

  async sign(kind: EntryKind, body: Record<string, unknown>, prev = this.book.head, as: Identity = this.identity) {
    return signEntry(as, { kind, room: this.book.room, prev, body });
  }

  destroy(): void {
    this.transport.destroy();
  }
}

/** An identity that says it is `victim` but signs with `signer`'s key. */
export function impersonate(victim: string, signer: Identity): Identity {
  return { publicKey: victim, sign: (d) => signer.sign(d) };
}

/**
 * A seat's bot move `real`, forged: the table as every peer had it just before it (read by `reader`),
 * and the same entry with another legal move in its place, signed by the seat that wrote it
 * (`writers`: the sessions that may have). Judge it with `applyEntry(cloneTable(before), forged)`.
 */
export async function forgeBotMove(t: Table, reader: RawPeer, real: { hash: string; prev: string | null; author: string; body: Record<string, unknown> }, writers: GameSession[]) {
  await t.settle();
  await reader.look();
  const upTo = reader.book.chain.slice(
    0,
    reader.book.chain.findIndex((e) => e.hash === real.hash),
  );
  const before = buildChain(upTo, emptyTable(t.room, reader.book.host), { apply: applyEntry, clone: cloneTable }).state;
  let other = randomBaseMove(before.game!.clone(), Rng.fromSeed('forge'))!;
  for (let i = 0; canonicalJson(other) === canonicalJson(real.body.move); i++) other = randomBaseMove(before.game!.clone(), Rng.fromSeed(`forge${i}`))!;
  const signer = writers.find((s) => s.identity === real.author)!.me;
  const sign = (move: unknown) => signEntry(signer, { kind: 'move', room: t.room, prev: real.prev, body: { ...real.body, move } });
  return { before, other, forged: await sign(other), sign };
}
