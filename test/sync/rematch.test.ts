/**
 * Play again (issue 22): a seat's signed rematch proposal names the new room; forged ones (raw Yjs
 * writes by a spectator, a look-alike of a seat, a body naming this room) are dropped on every peer;
 * the rematch keeps the seats' names, colours and order and the rules, and the next seat starts.
 */
import { describe, expect, test } from 'vitest';
import { createMemoryIdentity, type GameSession } from '../../src/sync/index.js';
import { newHostedRoom } from '../../src/sync/room.js';
import { orderSeats, rematchPlan } from '../../src/sync/rematch.js';
import { COLORS, RawPeer, Table, impersonate, playWhile, seatedTable } from './harness.js';

/** The rejections a session reports, by kind and code. */
function rejections(s: GameSession): string[] {
  const out: string[] = [];
  s.addEventListener('rejected', (e) => {
    const d = (e as CustomEvent<{ kind: string; error: { code: string } }>).detail;
    out.push(`${d.kind} ${d.error.code}`);
  });
  return out;
}

describe('rematch proposals', () => {
  test('a seat proposes once the game is over; every peer shows it; forged proposals are dropped everywhere', async () => {
    const { t, s } = await seatedTable(3, 4, { rules: { startPlayer: 'first' } }, ['Ana', 'Bob', 'Cem']);
    const [ana, bob, cem] = s;
    const next = newHostedRoom((await createMemoryIdentity()).publicKey);
    await expect(bob.requests.proposeRematch(next)).rejects.toMatchObject({ code: 'sync/wrong-phase' });
    await playWhile(t, s);
    expect(ana.phase).toBe('finished');

    const told = rejections(cem);
    const outsider = new RawPeer(t, await createMemoryIdentity());
    await outsider.look();
    const elsewhere = newHostedRoom((await createMemoryIdentity()).publicKey);
    // a spectator's proposal, one signed by another key in Ana's name, and Cem's key naming this very room
    const spectator = await outsider.sign('rematch', { room: elsewhere }, null);
    const lookAlike = await outsider.sign('rematch', { room: elsewhere }, null, impersonate(ana.identity, outsider.identity));
    const sameRoom = await outsider.sign('rematch', { room: t.room }, null, cem.me);
    const extra = await outsider.sign('rematch', { room: elsewhere, seats: ['Eve'] }, null, cem.me);
    outsider.push(spectator.wire, lookAlike.wire, sameRoom.wire, extra.wire);
    await t.settle();
    for (const p of s) expect(p.requests.rematches).toEqual([]);
    // told once per author and reason: the forged signature, the spectator, Cem's malformed bodies
    expect(new Set(told)).toEqual(new Set(['rematch sync/bad-signature', 'rematch sync/not-seated', 'rematch sync/bad-entry']));

    await bob.requests.proposeRematch(next);
    await t.settle();
    for (const p of s) expect(p.requests.rematches.map(({ seat, name, color, room }) => ({ seat, name, color, room }))).toEqual([{ seat: 1, name: 'Bob', color: COLORS[1], room: next }]);
    // a seat's flood of proposals: 4 kept at most; a vandal's deletion of the proposal is undone
    const more = await Promise.all([1, 2, 3, 4, 5].map(async () => (await outsider.sign('rematch', { room: newHostedRoom((await createMemoryIdentity()).publicKey) }, null, cem.me)).wire));
    outsider.push(...more);
    await t.settle();
    expect(told).toContain('rematch sync/flood');
    expect(cem.book.rematches.size).toBe(1 + 4);
    const at = outsider.log.toArray().findIndex((w) => bob.book.hashOfWire.get(w) === bob.requests.rematches[0].hash);
    outsider.doc.transact(() => outsider.log.delete(at, 1), 'raw');
    await t.settle();
    expect(outsider.log.toArray().some((w) => bob.book.hashOfWire.get(w) === bob.requests.rematches[0].hash)).toBe(true);
    // a late arrival on the old link meets the proposal too
    const late = await t.open();
    await t.settle();
    expect(late.requests.rematches.map((r) => r.name)).toEqual(['Bob', 'Cem']);
    expect(late.requests.rematches[0].room).toBe(next);
    await expect(late.requests.proposeRematch(elsewhere)).rejects.toMatchObject({ code: 'sync/not-seated' });
    outsider.destroy();
    await t.close();
  });

  test('the rematch keeps names, colours, order and rules; the next seat starts; its record replays with that start player', async () => {
    const { t, s } = await seatedTable(3, 3, { rules: { startPlayer: 'first' }, patience: 30 }, ['Ana', 'Bob', 'Cem']);
    await playWhile(t, s);
    const old = s[0];
    const plan = rematchPlan(old.seats, old.game!.first);
    expect(plan.first).toBe(1);
    // Bob proposes and hosts; Cem and Ana follow, in that order, with the names and colours they had
    const bobKey = await createMemoryIdentity();
    const t2 = new Table();
    t2.room = newHostedRoom(bobKey.publicKey);
    const bob = await t2.open(bobKey);
    const cem = await t2.open();
    const ana = await t2.open();
    for (const [p, i] of [
      [bob, 1],
      [cem, 2],
      [ana, 0],
    ] as const)
      await t2.sit(p, { name: plan.seats[i].name, color: plan.seats[i].color });
    const started = bob.start({ rules: old.book.state.start!.rules, tiles: 3, patience: 30, order: plan.seats.map((x) => x.name), first: plan.seats[plan.first].name });
    await t2.settle();
    await started;
    for (const p of [bob, cem, ana]) {
      expect(p.seats.map((x) => [x.name, x.color])).toEqual(old.seats.map((x) => [x.name, x.color]));
      expect(p.game!.current).toBe(1);
      expect(p.book.state.start!.rules).toEqual({ startPlayer: 'first' });
    }
    await playWhile(t2, [bob, cem, ana]);
    expect(ana.record()!.first).toBe(1);
    expect(ana.record()!.moves.length).toBeGreaterThan(0);
    await t.close();
    await t2.close();
  });

  test('a rematch with a bot: the new host seats it again, same name, colour and level, and it may be the one to start', async () => {
    const old = [
      { name: 'Ana', color: COLORS[0] },
      { name: 'Bob', color: COLORS[1] },
      { name: 'Medium bot', color: COLORS[2], bot: 'medium' as const },
    ];
    const plan = rematchPlan(old, 1);
    const t = new Table();
    const bobKey = await createMemoryIdentity();
    t.room = newHostedRoom(bobKey.publicKey);
    const bob = await t.open(bobKey);
    const ana = await t.open();
    await t.sit(bob, old[1]);
    await bob.seating.addBot({ name: old[2].name, color: old[2].color, level: 'medium' });
    await t.sit(ana, old[0]);
    const started = bob.start({ tiles: 2, order: plan.seats.map((x) => x.name), first: plan.seats[plan.first].name });
    await t.settle();
    await started;
    for (const p of [bob, ana]) {
      expect(p.seats.map((x) => ({ name: x.name, color: x.color, ...(x.bot ? { bot: x.bot } : {}) }))).toEqual(old);
      expect(p.book.state.start!.first).toBe(2);
    }
    await t.close();
  });

  test('bots keep their seats after the players; a player who did not come is passed over for the start', () => {
    const old = [
      { name: 'Ana', color: '#d62728' },
      { name: 'Bob', color: '#1f77b4' },
      { name: 'Medium bot', color: '#2ca02c', bot: 'medium' as const },
    ];
    const plan = rematchPlan(old, 2);
    expect(plan).toEqual({ seats: old, first: 0 });
    expect(rematchPlan(old, null).first).toBe(1);
    // the new lobby: the host (Bob) first, the bot, then Ana
    const lobby = [old[1], old[2], old[0]];
    const names = old.map((x) => x.name);
    expect(orderSeats(lobby, names, 'Bob')).toEqual({ seats: old, first: 1 });
    expect(orderSeats(lobby, names, 'Medium bot')).toEqual({ seats: old, first: 2 });
    // Bob should start, but only Ana and the bot came back
    expect(orderSeats([old[2], old[0]], names, 'Bob')).toEqual({ seats: [old[0], old[2]], first: 1 });
  });
});
