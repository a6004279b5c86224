/**
 * The host controls the seats. Each attack is written as an attacker would: signed entries pushed
 * straight into the shared Yjs array by a raw peer, next to honest sessions on the in-memory
 * network; each test ends with every honest peer holding the same lobby (and, once started, the
 * same chain), and the attack refused or contained.
 */
import { describe, expect, test } from 'vitest';
import { createMemoryIdentity, type GameSession, type Identity } from '../../src/sync/index.js';
import { COLORS, RawPeer, Table, impersonate, views } from './harness.js';

function events(s: GameSession, type: string) {
  const out: any[] = [];
  s.addEventListener(type, (e) => out.push((e as CustomEvent).detail));
  return out;
}

/** What every honest peer must agree on: the seats (names and keys), the host's switches, the chain. */
const lobbyViews = (sessions: GameSession[]) => sessions.map((s) => ({ seats: s.seats.map((x) => `${x.name}/${x.key}`), control: s.seating.control, ...views([s])[0] }));

function expectAgreement(sessions: GameSession[]) {
  const v = lobbyViews(sessions);
  for (const x of v) expect(x).toEqual(v[0]);
}

/** The host (first) starts a short game; then every honest peer holds the same seats and chain. */
async function startAndAgree(t: Table, sessions: GameSession[]) {
  const started = sessions[0].start({ tiles: 3 });
  await t.settle();
  await started;
  expect(sessions.every((s) => s.phase === 'playing')).toBe(true);
  expectAgreement(sessions);
}

async function claimAs(raw: RawPeer, who: Identity, body: Record<string, unknown>): Promise<string> {
  const e = await raw.sign('claim', { n: 0, ...body }, null, who);
  raw.push(e.wire);
  return e.hash;
}

/** A room with its host seated as Ann, and a session per guest: seated under the name given (colour i + 1), or not (null). */
async function room(...guests: (string | null)[]) {
  const t = new Table();
  const host = await t.open();
  await t.sit(host, { name: 'Ann', color: COLORS[0] });
  const others: GameSession[] = [];
  for (let i = 0; i < guests.length; i++) others.push(await t.open());
  await t.settle();
  for (const [i, name] of guests.entries()) if (name) await t.sit(others[i], { name, color: COLORS[i + 1] });
  return { t, host, others };
}

describe('lobby takeover', () => {
  test('a stranger with the link fills every seat: the host removes them, switches "let everyone in" off, and lets the friend in', async () => {
    const { t, host, others } = await room(null);
    const [bob] = others;
    const mallory = new RawPeer(t, await createMemoryIdentity());
    const sybils = await Promise.all([0, 1, 2, 3, 4].map(() => createMemoryIdentity()));
    for (const [i, id] of sybils.entries()) await claimAs(mallory, id, { name: `Bot${i}`, color: COLORS[i + 1] });
    await t.settle();
    // "let everyone in" is on by default: the host's browser seated them, so the table is full
    expect(host.seats.map((s) => s.name)).toEqual(['Ann', 'Bot0', 'Bot1', 'Bot2', 'Bot3', 'Bot4']);
    await expect(bob.claimSeat({ name: 'Bob', color: '#000001' })).rejects.toMatchObject({ code: 'sync/table-full' });
    // the host takes the table back: nobody walks in by themselves any more, every stranger is out
    await host.seating.setAdmitAll(false);
    for (const id of sybils) await host.seating.remove(id.publicKey);
    await t.settle();
    expect(bob.seats.map((s) => s.name)).toEqual(['Ann']);
    const bobSat = bob.claimSeat({ name: 'Bob', color: COLORS[1] });
    await t.settle();
    expect(bob.seating.mine).toEqual({ state: 'waiting' });
    expect(host.seating.requests.map((r) => r.name)).toEqual(['Bob']);
    // the strangers come back with the same keys and with fresh ones: refused, or left asking
    for (const [i, id] of sybils.entries()) await claimAs(mallory, id, { name: `Bot${i}`, color: COLORS[i + 1], n: 1 });
    const fresh = await createMemoryIdentity();
    await claimAs(mallory, fresh, { name: 'Bot9', color: '#123456' });
    await t.settle();
    expect(host.seating.requests.map((r) => r.name)).toEqual(['Bob', 'Bot9']);
    expect(host.seating.removed.map((r) => r.name)).toEqual(['Bot0', 'Bot1', 'Bot2', 'Bot3', 'Bot4']);
    await host.seating.admit(bob.identity);
    await t.settle();
    await expect(bobSat).resolves.toMatchObject({ index: 1, name: 'Bob' });
    await host.seating.setLocked(true);
    await t.settle();
    expect(host.seating.requests.find((r) => r.name === 'Bot9')?.error?.code).toBe('sync/table-locked');
    await startAndAgree(t, [host, bob]);
    expect(bob.seats.map((s) => s.name)).toEqual(['Ann', 'Bob']);
    mallory.destroy();
    await t.close();
  });

  test('seating entries not signed by the host are refused by every peer, and change nothing', async () => {
    const { t, host, others } = await room(null);
    const [bob] = others;
    const mallory = new RawPeer(t, await createMemoryIdentity());
    const mine = await claimAs(mallory, mallory.identity, { name: 'Mal', color: COLORS[2] });
    await host.seating.setAdmitAll(false);
    await t.settle();
    const refusedByBob = events(bob, 'rejected');
    const seating = { n: 99, seats: [mine], removed: [host.identity], locked: true, admitAll: false };
    mallory.push((await mallory.sign('seats', seating, null)).wire);
    mallory.push((await mallory.sign('seats', seating, null, impersonate(host.identity, mallory.identity))).wire);
    await t.settle();
    expect(refusedByBob.map((r) => `${r.kind} ${r.error.code}`).sort()).toEqual(['seats sync/bad-signature', 'seats sync/not-host']);
    expect(bob.seats.map((s) => s.name)).toEqual(['Ann']);
    expect(bob.seating.control).toEqual({ locked: false, admitAll: false });
    expect(host.seating.requests.map((r) => r.name)).toEqual(['Mal']);
    expectAgreement([host, bob]);
    mallory.destroy();
    await t.close();
  });
});

describe('the back-dated claim', () => {
  test('a claim stamped at: 0 with a seated friend’s name does not displace her: order is what the host saw', async () => {
    const { t, host, others } = await room('Alice', null);
    const [alice, carol] = others;
    const refused = events(carol, 'rejected');
    const mallory = new RawPeer(t, await createMemoryIdentity());
    const forged = await claimAs(mallory, mallory.identity, { name: 'Alice', color: COLORS[2], at: 0 });
    await t.settle();
    await claimAs(mallory, mallory.identity, { name: 'alice', color: COLORS[3], at: -1e15, n: 1 });
    await t.settle();
    expect(refused.map((r) => r.error.code)).toEqual(['sync/seat-taken', 'sync/seat-taken']);
    expect(refused[0]).toMatchObject({ hash: forged, kind: 'claim' });
    for (const s of [host, alice, carol]) expect(s.seats.map((x) => `${x.name}/${x.key}`)).toEqual([`Ann/${host.identity}`, `Alice/${alice.identity}`]);
    await t.sit(carol, { name: 'Carol', color: COLORS[4] });
    await startAndAgree(t, [host, alice, carol]);
    expect(alice.mySeat).toBe(1);
    mallory.destroy();
    await t.close();
  });

  test('a seated player cannot rename onto a later seat’s name either; a fair rename keeps its place', async () => {
    const { t, host, others } = await room('Bob', 'Carol');
    const [bob, carol] = others;
    await expect(t.sit(bob, { name: 'Cаrol', color: COLORS[1] })).rejects.toMatchObject({ code: 'sync/seat-taken' });
    // the same, signed and pushed by hand past Bob's own session's check
    const raw = new RawPeer(t, bob.me);
    await claimAs(raw, bob.me, { name: 'Carol', color: COLORS[3], n: 5 });
    await t.settle();
    expect(host.seats.map((s) => s.name)).toEqual(['Ann', 'Bob', 'Carol']);
    await expect(t.sit(bob, { name: 'Bobby', color: COLORS[3] })).resolves.toMatchObject({ index: 1, name: 'Bobby' });
    expect(carol.seats.map((s) => `${s.name} ${s.color}`)).toEqual([`Ann ${COLORS[0]}`, `Bobby ${COLORS[3]}`, `Carol ${COLORS[2]}`]);
    expectAgreement([host, bob, carol]);
    raw.destroy();
    await t.close();
  });
});

describe('look-alike names', () => {
  test('Cyrillic, digit and invisible look-alikes of a seated name get no seat, and are told whom they look like', async () => {
    const { t, host, others } = await room('Alice', null);
    const [alice, eve] = others;
    const refused = events(host, 'rejected');
    const mallory = new RawPeer(t, await createMemoryIdentity());
    const names = ['Аlice', 'A1ice', 'ALICE', 'Ａlice', 'Ali\u200bce', 'Alice\u202e', 'Al\u0131ce'];
    const nameOf = new Map<string, string>();
    for (const [i, name] of names.entries()) nameOf.set(await claimAs(mallory, await createMemoryIdentity(), { name, color: `#00000${i}` }), name);
    await t.settle();
    const byName = Object.fromEntries(refused.map((r) => [nameOf.get(r.hash), r.error]));
    expect(refused).toHaveLength(names.length);
    expect(byName.ALICE).toMatchObject({ code: 'sync/seat-taken', message: 'Alice is already at the table.' });
    for (const n of ['Аlice', 'A1ice', 'Al\u0131ce'])
      expect(byName[n]).toMatchObject({ code: 'sync/seat-taken', message: expect.stringContaining('looks too much like Alice, who is already at the table') });
    // not NFKC (fullwidth), or hiding characters: malformed before any comparison
    for (const n of ['Ａlice', 'Ali\u200bce', 'Alice\u202e']) expect(byName[n]).toMatchObject({ code: 'sync/bad-entry' });
    expect(host.seats.map((s) => s.name)).toEqual(['Ann', 'Alice']);
    // an honest session is refused before anything is signed; what it signs is the normalised name
    const before = eve.doc.getArray('log').length;
    await expect(eve.claimSeat({ name: 'Аlice', color: COLORS[2] })).rejects.toMatchObject({ code: 'sync/seat-taken', message: expect.stringContaining('Alice') });
    await expect(eve.claimSeat({ name: 'Ali\u200bce', color: COLORS[2] })).rejects.toMatchObject({ code: 'sync/seat-taken' });
    await expect(eve.claimSeat({ name: '\u200b\u3164', color: COLORS[2] })).rejects.toMatchObject({ code: 'sync/bad-entry' });
    expect(eve.doc.getArray('log').length).toBe(before);
    await expect(t.sit(eve, { name: ' Ｅve\u200d ', color: COLORS[2] })).resolves.toMatchObject({ name: 'Eve' });
    await startAndAgree(t, [host, alice, eve]);
    expect(host.seats.map((s) => s.name)).toEqual(['Ann', 'Alice', 'Eve']);
    mallory.destroy();
    await t.close();
  });
});

describe('the host removes a seat and locks the table', () => {
  test('a removed player loses the seat everywhere, cannot sit again, even by hand, until the host lets them back in', async () => {
    const { t, host, others } = await room('Bob', 'Carol');
    const [bob, carol] = others;
    const told = events(bob, 'rejected');
    await host.seating.remove(bob.identity);
    await t.settle();
    for (const s of [host, bob, carol]) expect(s.seats.map((x) => x.name)).toEqual(['Ann', 'Carol']);
    expect(told.map((r) => [r.mine, r.error.code])).toEqual([[true, 'sync/removed']]);
    expect(bob.seating.mine).toMatchObject({ state: 'refused', error: { code: 'sync/removed' } });
    await expect(bob.claimSeat({ name: 'Bob', color: COLORS[1] })).rejects.toMatchObject({ code: 'sync/removed' });
    const raw = new RawPeer(t, bob.me);
    await claimAs(raw, bob.me, { name: 'Robert', color: COLORS[3], n: 7 });
    await t.settle();
    expect(host.seats.map((x) => x.name)).toEqual(['Ann', 'Carol']);
    expect(host.seating.requests).toEqual([]);
    expect(host.seating.removed.map((r) => r.name)).toEqual(['Robert']);
    // the host changes their mind: back in, at the end of the table
    await host.seating.admit(bob.identity);
    await t.settle();
    expect(carol.seats.map((x) => x.name)).toEqual(['Ann', 'Carol', 'Robert']);
    await startAndAgree(t, [host, bob, carol]);
    expect(bob.mySeat).toBe(2);
    raw.destroy();
    await t.close();
  });

  test('a locked table lets nobody new in (by the session or by hand) until it is unlocked; a guest cannot lock it', async () => {
    const { t, host, others } = await room('Bob', null);
    const [bob, dan] = others;
    await expect(bob.seating.setLocked(true)).rejects.toMatchObject({ code: 'sync/not-host' });
    await host.seating.setLocked(true);
    await t.settle();
    expect(dan.seating.control).toEqual({ locked: true, admitAll: true });
    await expect(dan.claimSeat({ name: 'Dan', color: COLORS[3] })).rejects.toMatchObject({ code: 'sync/table-locked' });
    const mallory = new RawPeer(t, await createMemoryIdentity());
    await claimAs(mallory, mallory.identity, { name: 'Mal', color: COLORS[4] });
    await t.settle();
    expect(host.seats.map((x) => x.name)).toEqual(['Ann', 'Bob']);
    expect(host.seating.requests.map((r) => [r.name, r.error?.code])).toEqual([['Mal', 'sync/table-locked']]);
    await expect(host.seating.admit(mallory.identity.publicKey)).rejects.toMatchObject({ code: 'sync/table-locked' });
    // a seated player may still change name or colour
    await expect(t.sit(bob, { name: 'Bo', color: COLORS[1] })).resolves.toMatchObject({ name: 'Bo' });
    await host.seating.remove(mallory.identity.publicKey);
    await host.seating.setLocked(false);
    await t.settle();
    await expect(t.sit(dan, { name: 'Dan', color: COLORS[3] })).resolves.toMatchObject({ index: 2 });
    await startAndAgree(t, [host, bob, dan]);
    expect(dan.seats.map((x) => x.name)).toEqual(['Ann', 'Bo', 'Dan']);
    mallory.destroy();
    await t.close();
  });

  test('a vandal deleting the log loses no seating: the host’s entry and the requests come back, and a late joiner sees them', async () => {
    const { t, host, others } = await room('Bob', null);
    const [, cleo] = others;
    await host.seating.setAdmitAll(false);
    const asked = cleo.claimSeat({ name: 'Cleo', color: COLORS[2] });
    asked.catch(() => {});
    await t.settle();
    const vandal = new RawPeer(t, await createMemoryIdentity());
    await t.settle();
    vandal.doc.transact(() => vandal.log.delete(0, vandal.log.length), 'raw');
    await t.settle();
    const late = await t.open();
    await t.settle();
    expect(late.seats.map((x) => x.name)).toEqual(['Ann', 'Bob']);
    expect(late.seating.control).toEqual({ locked: false, admitAll: false });
    expect(host.seating.requests.map((r) => r.name)).toEqual(['Cleo']);
    await host.seating.admit(cleo.identity);
    await t.settle();
    await expect(asked).resolves.toMatchObject({ index: 2 });
    await startAndAgree(t, [host, ...others, late]);
    vandal.destroy();
    await t.close();
  });

  test('a guest asked before the start and never let in is told the game started without them', async () => {
    const { t, host, others } = await room(null, null);
    const [bob, late] = others;
    await host.seating.setAdmitAll(false);
    await t.settle();
    const bobSat = bob.claimSeat({ name: 'Bob', color: COLORS[1] });
    const lateSat = late.claimSeat({ name: 'Lee', color: COLORS[2] }).then(
      () => null,
      (e) => e,
    );
    await t.settle();
    expect(host.seating.requests.map((r) => r.name).sort()).toEqual(['Bob', 'Lee']);
    await host.seating.admit(bob.identity);
    await startAndAgree(t, [host, bob, late]);
    await expect(bobSat).resolves.toMatchObject({ index: 1 });
    expect(await lateSat).toMatchObject({ code: 'sync/not-seated', message: 'The game started before the host let you in.' });
    expect(late.mySeat).toBeNull();
    await t.close();
  });
});
