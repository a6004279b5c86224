/**
 * Floods (issue 9, attack 6): junk pushed into the shared log must cost the griefer, not the table.
 * Each attack is written as an attacker would: raw Yjs pushes of signed and unsigned entries, next
 * to honest sessions on the in-memory network. Each test ends with every honest peer on the same
 * chain and engine state, the game going on, and the attack refused, flagged or contained. What
 * these floods cost in time is measured by `npm run bench` (bench/flood-bench.ts), never here.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import * as Y from 'yjs';
import { Rng } from '../../src/engine/index.js';
import { MAX_CLAIMANTS, MAX_CLAIMS_PER_KEY, MAX_PER_POSITION } from '../../src/sync/admission.js';
import { canonicalJson } from '../../src/sync/bytes.js';
import { forgetVerifications } from '../../src/sync/entry.js';
import { encodeWire } from '../../src/sync/entry-wire.js';
import { createMemoryIdentity, openSession, type GameSession } from '../../src/sync/index.js';
import { MAX_PARKED } from '../../src/sync/parking.js';
import { ORIGIN_RESTORE } from '../../src/sync/restorer.js';
import { deriveLinks } from '../../src/sync/draw-links.js';
import { COLORS, RawPeer, Table, impersonate, seatedTable, views, randomBaseMove } from './harness.js';

afterEach(() => vi.restoreAllMocks());

function events(s: GameSession, type: string) {
  const out: any[] = [];
  s.addEventListener(type, (e) => out.push((e as CustomEvent).detail));
  return out;
}

/** `n` seats, the game started and `moves` moves played. */
async function game(n = 2, moves = 2, tiles = 12) {
  const { t, s } = await seatedTable(n, tiles);
  await playOn(t, s, moves, 'setup');
  return { t, s };
}

/** The seats play on, every honest peer (`also`: those without a seat) agrees, and the attackers leave. */
async function goesOn(t: Table, s: GameSession[], attackers: RawPeer[], also: GameSession[] = []) {
  await playOn(t, s, 2);
  expectAgreement([...s, ...also]);
  for (const a of attackers) a.destroy();
  await t.close();
}

/** Plays `moves` more moves (the seat whose turn it is, from its own session). */
async function playOn(t: Table, s: GameSession[], moves: number, seed = 'on') {
  const rng = Rng.fromSeed(seed);
  for (let i = 0; i < moves && s[0].phase === 'playing'; i++) {
    const p = s.find((x) => x.mySeat === s[0].game!.current)!;
    const done = p.play(randomBaseMove(p.game!, rng)!);
    await t.settle();
    await done;
  }
}

function expectAgreement(sessions: GameSession[]) {
  const v = views(sessions);
  for (const x of v) expect(x).toEqual(v[0]);
}

const logOf = (s: GameSession | RawPeer) => s.doc.getArray<unknown>('log').toArray();
const holdsAny = (s: GameSession | RawPeer, wires: unknown[]) => {
  const set = new Set(wires);
  return logOf(s).some((w) => set.has(w));
};

/** Counts Ed25519 signature checks from now on (presence may add a few of its own). */
function signatureChecks(): () => number {
  const spy = vi.spyOn(crypto.subtle, 'verify');
  return () => spy.mock.calls.length;
}

/** A wire nested `depth` levels deep, under 8 KiB: canonical JSON used to recurse into a stack overflow. */
const deepWire = (room: string, i: number, depth = 3900) => {
  const nest = `${'['.repeat(depth)}${']'.repeat(depth)}`;
  // as written now, and as saved games hold entries
  return i % 2 ? `["move","x",null,${nest},"${i}"]` : `{"author":"x","body":${nest},"kind":"move","prev":null,"room":"${room}","sig":"${i}"}`;
};

/** An orphan move (its prev unknown) in `author`'s name with a copied signature, in either wire form: it waits unverified. */
function orphanMove(room: string, author: string, i: number, sig: string): string {
  const payload = { kind: 'move' as const, room, author, prev: i.toString(16).padStart(64, '0'), body: { turn: i } };
  return i % 2 ? encodeWire(payload, sig) : canonicalJson({ ...payload, sig });
}

/** A game of three, and a raw peer holding the key of the seat due (the game as it was before it writes). */
async function moverCheats() {
  const { t, s } = await game(3);
  const g = s[0].game!;
  const mover = s.find((x) => x.mySeat === g.current)!;
  const cheater = new RawPeer(t, mover.me);
  await t.settle();
  await cheater.look();
  return { t, s, g, mover, cheater };
}

/** `n` moves the cheater signs at its turn, each placing the drawn tile where none fits. */
async function illegalMoves(cheater: RawPeer, g: { turn: number; currentTile: { id: string } | null }, n: number): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push((await cheater.sign('move', { turn: g.turn + 1, move: { tile: g.currentTile!.id, at: [60 + i, 60], rot: 0 } })).wire);
  return out;
}

describe('floods', () => {
  test('one push of 1,000 entries nested ~3,900 deep (and of 800-key ones) is refused unparsed, deleted from every log, and flagged once', async () => {
    const { t, s } = await game();
    const mallory = new RawPeer(t, await createMemoryIdentity());
    await t.settle();
    const refused = events(s[1], 'rejected');
    const deep = Array.from({ length: 1000 }, (_, i) => deepWire(t.room, i));
    const wide = Array.from({ length: 100 }, (_, i) =>
      JSON.stringify({ author: 'x', body: Object.fromEntries(Array.from({ length: 800 }, (_, k) => [k, 0])), kind: 'move', prev: null, room: t.room, sig: `${i}` }),
    );
    expect(Math.max(...[...deep, ...wide].map((w) => w.length))).toBeLessThan(8192);
    mallory.push(...deep, ...wide);
    await t.settle();
    for (const x of [...s, mallory]) expect(holdsAny(x, [...deep, ...wide])).toBe(false);
    expect(refused.map((r) => [r.error.code, r.error.message])).toEqual([['sync/bad-entry', 'An entry nests deeper than 6 levels.']]);
    await goesOn(t, s, [mallory]);
  });

  test('1,000 moves a spectator signs for the head, one push each, are refused without a signature check, never stored, and deleted', async () => {
    const { t, s } = await game();
    const spectator = new RawPeer(t, await createMemoryIdentity());
    await t.settle();
    await spectator.look();
    const g = s[0].game!;
    const junk: string[] = [];
    for (let i = 0; i < 1000; i++) junk.push((await spectator.sign('move', { turn: g.turn + 1, move: { tile: g.currentTile!.id, at: [i, 1], rot: 0 } })).wire);
    const pool = s.map((x) => x.book.pool.size);
    const refused = events(s[0], 'rejected');
    const checks = signatureChecks();
    for (const w of junk) spectator.push(w);
    await t.settle();
    // none of the 1,000 reached a signature check (the few left are presence)
    expect(checks()).toBeLessThan(50);
    expect(s.map((x) => x.book.pool.size)).toEqual(pool);
    expect(refused.map((r) => r.error.code)).toEqual(['sync/not-seated']);
    for (const x of [...s, spectator]) expect(holdsAny(x, junk)).toBe(false);
    await goesOn(t, s, [spectator]);
  });

  test('moves forged in the name of the seat due cost one signature check each, are never kept nor restored, and that seat still plays', async () => {
    const { t, s } = await game();
    const mallory = new RawPeer(t, await createMemoryIdentity());
    await t.settle();
    await mallory.look();
    const g = s[0].game!;
    const due = impersonate(s[0].seats[g.current].key, mallory.identity);
    const forged: string[] = [];
    for (let i = 0; i < 200; i++) forged.push((await mallory.sign('move', { turn: g.turn + 1, move: { tile: g.currentTile!.id, at: [i, 2], rot: 0 } }, mallory.book.head, due)).wire);
    const pool = s[0].book.pool.size;
    const refused = events(s[1], 'rejected');
    for (const w of forged) mallory.push(w);
    await t.settle();
    expect(refused.map((r) => r.error.code)).toEqual(['sync/bad-signature']);
    expect(s[0].book.pool.size).toBe(pool);
    // a vandal's wipe brings back only what was verified
    mallory.doc.transact(() => mallory.log.delete(0, mallory.log.length));
    await t.settle();
    for (const x of [...s, mallory]) expect(holdsAny(x, forged)).toBe(false);
    await goesOn(t, s, [mallory]);
    expect(s[0].game!.turn).toBe(g.turn + 2);
  });

  test('orphans naming unknown entries wait aside unchecked and bounded; a real one pushed out by the flood is found again when its parent comes', async () => {
    const { t, s } = await game(3);
    const g = s[0].game!;
    const mover = s.find((x) => x.mySeat === g.current)!;
    const acker = s.find((x) => x.mySeat === (g.current + 1) % 3)!;
    const [mallory, asMover, asAcker] = [new RawPeer(t, await createMemoryIdentity()), new RawPeer(t, mover.me), new RawPeer(t, acker.me)];
    await t.settle();
    await asMover.look();
    // the seat due moves and the next seat reveals its draw link on top, but the link reaches everyone first
    const round = asMover.book.state.round;
    const start = asMover.book.state.start!.hash;
    const link = async (who: GameSession) => (await deriveLinks(who.me, t.room, start)).links[round];
    const move = await asMover.sign('move', { turn: g.turn + 1, move: randomBaseMove(g.clone(), Rng.fromSeed('o'))!, link: await link(mover) });
    const ack = await asAcker.sign('link', { round, link: await link(acker) }, move.hash);
    // the acknowledging seat's own browser is away (it would write the same acknowledgement again)
    t.net.partition([[acker.doc]]);
    asAcker.push(ack.wire);
    await t.settle();
    const others = s.filter((x) => x !== acker);
    for (const x of others) expect([x.book.head, x.book.parked]).toEqual([asMover.book.head, 1]);
    // then more orphans than the parking holds, in the name of a seat, with a copied signature
    const seat = s[1].seats[1].key;
    const sig = s[0].chain[0].sig;
    const orphans = Array.from({ length: MAX_PARKED + 500 }, (_, i) => orphanMove(t.room, seat, i, sig));
    const checks = signatureChecks();
    mallory.push(...orphans);
    await t.settle();
    expect(checks()).toBeLessThan(50);
    for (const x of others) expect(x.book.parked).toBe(MAX_PARKED);
    asMover.push(move.wire);
    await t.settle();
    for (const x of others)
      expect(
        x.chain
          .map((e) => e.hash)
          .slice(-3)
          .join(),
      ).toContain(`${move.hash},${ack.hash}`);
    t.net.heal();
    await t.settle();
    await goesOn(t, s, [mallory, asMover, asAcker]);
  });

  test('a seat flooding its own position: its illegal entries are refused and deleted, past 8 legal rivals the rest wait aside, and the table agrees', async () => {
    const { t, s, g, mover, cheater } = await moverCheats();
    const pool = s.map((x) => x.book.pool.size);
    const illegal = await illegalMoves(cheater, g, 300);
    for (const w of illegal) cheater.push(w);
    await t.settle();
    expect(s.map((x) => x.book.pool.size)).toEqual(pool);
    for (const x of [...s, cheater]) expect(holdsAny(x, illegal)).toBe(false);
    const rng = Rng.fromSeed('rivals');
    const rivals = new Set<string>();
    const { links } = await deriveLinks(mover.me, t.room, s[0].book.state.start!.hash);
    const link = links[s[0].book.state.round];
    for (let i = 0; i < 100 && rivals.size < 3 * MAX_PER_POSITION; i++) rivals.add((await cheater.sign('move', { turn: g.turn + 1, move: randomBaseMove(g.clone(), rng)!, link })).wire);
    for (const w of rivals) cheater.push(w);
    await t.settle();
    // at most 8 rivals kept, and the two other seats' draw links on the one that won
    for (const x of s) expect(x.book.pool.size - pool[0]).toBeLessThanOrEqual(MAX_PER_POSITION + 2);
    expect(s[0].game!.turn).toBe(g.turn + 1);
    await goesOn(t, s, [cheater]);
  });

  test("a rival held past its position's cap, which a seat built on before it arrived here, is taken in when it comes: the table agrees", async () => {
    const { t, s } = await game(2);
    const watcher = await t.open();
    await t.settle();
    const g = s[0].game!;
    const mover = s.find((x) => x.mySeat === g.current)!;
    const other = s.find((x) => x !== mover)!;
    const cheater = new RawPeer(t, mover.me);
    const relay = new RawPeer(t, await createMemoryIdentity());
    await t.settle();
    await cheater.look();
    const { links } = await deriveLinks(mover.me, t.room, s[0].book.state.start!.hash);
    const link = links[s[0].book.state.round];
    const rng = Rng.fromSeed('held');
    const rivals = new Map<string, string>();
    for (let i = 0; i < 100 && rivals.size <= MAX_PER_POSITION; i++) {
      const e = await cheater.sign('move', { turn: g.turn + 1, move: randomBaseMove(g.clone(), rng)!, link });
      rivals.set(e.hash, e.wire);
    }
    const [last, ...firsts] = [...rivals.entries()].reverse();
    // the seats see one rival only, and the other seat builds on it (its draw link)
    t.net.partition([
      [cheater.doc, mover.doc, other.doc],
      [watcher.doc, relay.doc],
    ]);
    cheater.push(last[1]);
    await t.settle();
    const after = other.chain.slice(other.chain.findIndex((e) => e.hash === last[0]));
    expect(after[0]?.hash).toBe(last[0]);
    after.shift();
    const built = after.find((e) => e.author === other.me.publicKey)!;
    expect(built).toBeDefined();
    // the watcher meets the other rivals first, then what was built on the last, then the last
    relay.push(...firsts.map(([, w]) => w));
    await t.settle();
    relay.push(...after.map((e) => e.wire));
    await t.settle();
    relay.push(last[1]);
    await t.settle();
    t.net.heal();
    await t.settle();
    expect(watcher.chain.map((e) => e.hash)).toContain(built.hash);
    await goesOn(t, s, [cheater, relay], [watcher]);
  });

  test('claims: before the start 64 keys may ask, 16 times each; after it any claim is refused, deleted and never restored', async () => {
    const t = new Table();
    const host = await t.open();
    const guest = await t.open();
    await t.sit(host, { name: 'Ann', color: COLORS[0] });
    await t.sit(guest, { name: 'Bo', color: COLORS[1] });
    const mallory = new RawPeer(t, await createMemoryIdentity());
    await host.seating.setLocked(true);
    await t.settle();
    const sybils = await Promise.all(Array.from({ length: MAX_CLAIMANTS + 20 }, () => createMemoryIdentity()));
    for (const [i, id] of sybils.entries()) mallory.push((await mallory.sign('claim', { name: `Bot${i}`, color: '#000000', n: 0 }, null, id)).wire);
    for (let n = 0; n < MAX_CLAIMS_PER_KEY + 10; n++) mallory.push((await mallory.sign('claim', { name: `Mallory${n}`, color: '#000000', n }, null)).wire);
    await t.settle();
    for (const x of [host, guest]) {
      const byKey = new Map<string, number>();
      for (const c of x.book.claims.values()) byKey.set(c.author, (byKey.get(c.author) ?? 0) + 1);
      expect(byKey.size).toBe(MAX_CLAIMANTS);
      expect(byKey.get(mallory.identity.publicKey) ?? MAX_CLAIMS_PER_KEY).toBeLessThanOrEqual(MAX_CLAIMS_PER_KEY);
      expect(x.seats.map((seat) => seat.name)).toEqual(['Ann', 'Bo']);
    }
    const started = host.start({ tiles: 4 });
    await t.settle();
    await started;
    const refused = events(guest, 'rejected');
    const late: string[] = [];
    for (let n = 0; n < 300; n++) late.push((await mallory.sign('claim', { name: `Late${n}`, color: '#000001', n }, null)).wire);
    mallory.push(...late);
    await t.settle();
    mallory.doc.transact(() => mallory.log.delete(0, mallory.log.length));
    await t.settle();
    expect(refused.map((r) => r.error.code)).toEqual(['sync/wrong-phase']);
    for (const x of [host, guest, mallory]) expect(holdsAny(x, late)).toBe(false);
    await goesOn(t, [host, guest], [mallory]);
  });

  test('100 wipes of the whole log: one peer restores each time, junk never comes back, the document stays under 1.5x; with the host away the next seat restores after its turn', async () => {
    const { t, s } = await game(3);
    const vandal = new RawPeer(t, await createMemoryIdentity());
    await t.settle();
    await vandal.look();
    const junk = ['x'.repeat(9000), (await vandal.sign('move', { turn: 99 })).wire];
    vandal.push(...junk);
    await t.settle();
    const restores = s.map(() => 0);
    s.forEach((x, i) => x.doc.on('afterTransaction', (tr: Y.Transaction) => void (tr.local && tr.origin === ORIGIN_RESTORE && restores[i]++)));
    const before = Y.encodeStateAsUpdate(s[0].doc).length;
    for (let i = 0; i < 100; i++) {
      vandal.doc.transact(() => vandal.log.delete(0, vandal.log.length));
      await t.settle();
    }
    expect(restores).toEqual([100, 0, 0]);
    expect(Y.encodeStateAsUpdate(s[0].doc).length).toBeLessThan(1.5 * before);
    const late = await t.open();
    await t.settle();
    expectAgreement([...s, late]);
    for (const x of [...s, late, vandal]) expect(holdsAny(x, junk)).toBe(false);
    // the host's browser is cut off (it still looks online): seat 1 waits its turn, then restores; seat 2 finds nothing missing
    t.net.partition([[s[0].doc]]);
    vandal.doc.transact(() => vandal.log.delete(0, vandal.log.length));
    await t.settle();
    expect(restores).toEqual([100, 1, 0]);
    expect(t.clock.now).toBeGreaterThan(0);
    t.net.heal();
    await t.settle();
    await goesOn(t, s, [vandal], [late]);
  });

  test('junk strings of 1 MiB are deleted by every peer: no document keeps them, a late joiner never receives them', async () => {
    const { t, s } = await game();
    const vandal = new RawPeer(t, await createMemoryIdentity());
    await t.settle();
    const before = Y.encodeStateAsUpdate(s[0].doc).length;
    const big = ['x'.repeat(1 << 20), `{"kind":"move","room":"${t.room}","body":"${'y'.repeat(1 << 20)}"}`];
    for (const w of big) vandal.push(w);
    await t.settle();
    for (const x of [...s, vandal]) expect(holdsAny(x, big)).toBe(false);
    // a deleted item keeps a tombstone of a few bytes, not its content
    for (const x of [...s, vandal]) expect(Y.encodeStateAsUpdate(x.doc).length).toBeLessThan(before + 1024);
    const late = await t.open();
    await t.settle();
    expect(Y.encodeStateAsUpdate(late.doc).length).toBeLessThan(before + 1024);
    await goesOn(t, s, [vandal], [late]);
  });

  test('a late joiner opening a game plus junk of every kind gets the same chain, checking only signatures that can matter', async () => {
    const { t, s } = await game(2, 6);
    const spectator = await createMemoryIdentity();
    const mallory = new RawPeer(t, spectator);
    await t.settle();
    await mallory.look();
    const head = s[0].book.head!;
    const due = s[0].waitingFor!.key;
    const junk: unknown[] = [];
    for (let i = 0; i < 300; i++) {
      junk.push(deepWire(t.room, i), 'x'.repeat(9000), i, `{"kind":${i}`);
      junk.push((await mallory.sign('move', { turn: i, move: { tile: 'A', at: [i, 0], rot: 0 } }, head)).wire);
      junk.push(orphanMove(t.room, due, i, s[0].chain[0].sig));
      junk.push((await mallory.sign('claim', { name: `M${i}`, color: '#000000', n: i }, null)).wire);
    }
    mallory.destroy();
    // the junk lands in a copy of the document nobody honest is online to clean
    const doc = new Y.Doc();
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(s[0].doc));
    doc.transact(() => doc.getArray('log').push(junk as string[]));
    forgetVerifications();
    const checks = signatureChecks();
    const late = await openSession({ room: t.room, identity: await createMemoryIdentity(), transport: false, persistence: false, doc });
    expect(late.chain.map((e) => e.hash)).toEqual(s[0].chain.map((e) => e.hash));
    expect(views([late])[0]).toEqual(views([s[0]])[0]);
    // the chain's entries and the claims the start embeds: none of the 2,100 junk entries
    expect(checks()).toBeLessThanOrEqual(s[0].chain.length + 2);
    // and it cleans the log for those who come after
    expect(
      holdsAny(
        late,
        junk.filter((w, i) => i % 7 !== 5),
      ),
    ).toBe(false);
    await late.close();
    await t.close();
  });
});
