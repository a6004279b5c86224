/**
 * A table played over days (issue 24): the start's `days` (1, 3 or 7 days per move) is the table's
 * patience, so a seat that closes its tab keeps its turn for days; the same votes to wait, skip or
 * hand it to a bot follow, each "wait" adding one more period of days. Time is the harness's fake
 * clock, so days pass at once.
 */
import { describe, expect, test } from 'vitest';
import { EarlyAways } from '../../src/sync/early-aways.js';
import type { ChainEntry } from '../../src/sync/chain-entry.js';
import { firstSeen } from '../../src/sync/first-seen.js';
import { StallWatch } from '../../src/sync/stall-watch.js';
import { readStart } from '../../src/sync/table-start.js';
import { rematchOf } from '../../src/table/rematch.js';
import type { Table as PageTable } from '../../src/table/table.js';
import type { GameSession } from '../../src/sync/index.js';
import { checkSeatingBody } from '../../src/sync/lobby.js';
import { COLORS, FakeClock, Table as NetTable, playWhile, seatedTable, type Table } from './harness.js';

const DAY = 86_400_000;

async function leave(t: Table, s: GameSession) {
  await s.close();
  t.sessions.splice(t.sessions.indexOf(s), 1);
}

describe('a table played over days', () => {
  test('the start carries 1, 3 or 7 days per move and nothing else; a live table reads as before', async () => {
    const { t, s } = await seatedTable(2, 6, { days: 3 });
    const [p0, p1] = s;
    expect([p0.days, p1.days]).toEqual([3, 3]);
    expect(p1.patience).toBe(3 * 86_400);
    expect(p1.book.state.start).toMatchObject({ days: 3, patience: 259_200 });
    const entry = p0.chain[0];
    const host = p0.identity;
    const read = (body: Record<string, unknown>) => readStart({ ...entry, body }, host);
    const { days: _, ...live } = entry.body;
    expect(read({ ...live, days: 1 })).toMatchObject({ days: 1, patience: 86_400 });
    expect(read({ ...live, days: 7 })).toMatchObject({ days: 7, patience: 604_800 });
    // the start a table wrote before this option: the default patience, no days
    expect(read(live)).toMatchObject({ days: null, patience: 90 });
    expect(read({ ...live, patience: 30 })).toMatchObject({ days: null, patience: 30 });
    for (const days of [2, 0, '3', -1, 3.5, null]) {
      expect(read({ ...live, days }), `days: ${JSON.stringify(days)}`).toMatchObject({ code: 'sync/bad-start', message: expect.stringContaining('1, 3 or 7') });
    }
    expect(read({ ...live, days: 3, patience: 90 })).toMatchObject({ code: 'sync/bad-start', message: expect.stringContaining('not both') });
    // a rematch of the finished table keeps the days, and no patience beside them
    const finished = { mode: 'online', game: { finished: true, first: 0 }, session: p0 } as unknown as PageTable;
    expect(rematchOf(finished)?.options).toMatchObject({ days: 3, patience: null });
    await t.close();
  });

  test('a seat that closes its tab keeps its turn for the days per move; a "wait" vote adds as many days again', async () => {
    const { t, s } = await seatedTable(2, 6, { days: 1 });
    const [p0, p1] = s;
    await playWhile(t, s, () => p0.game!.current === 1);
    await leave(t, p1);
    // settling ran the clock to the deadline, a day after P0 saw P1's turn open, and not sooner
    await t.settle();
    const first = p0.stall!;
    expect(first).toMatchObject({ seat: 1, what: 'move', overdue: true });
    expect(first.deadline - first.since).toBe(DAY);
    expect(t.clock.now).toBe(first.since + DAY);
    await p0.requests.vote('wait');
    await t.idle();
    expect(p0.stall).toMatchObject({ overdue: false, deadline: first.since + 2 * DAY, votes: [{ seat: 0, choice: 'wait' }] });
    await expect(p0.requests.vote('skip')).rejects.toMatchObject({ code: 'sync/wrong-phase' });
    await t.settle();
    expect(t.clock.now).toBe(first.since + 2 * DAY);
    expect(p0.stall!.overdue).toBe(true);
    // then the table votes the seat away as at a live table
    await p0.requests.vote('skip');
    await t.settle();
    expect(p0.seats[1].away).toBe(true);
    await t.close();
  });

  test('a removal is not flagged as early: a browser sees a position when its player next opens the link, not when it opened', () => {
    const clock = new FakeClock();
    const early = new EarlyAways(clock);
    early.saw('h1');
    clock.now += 5_000;
    const away = { kind: 'away', prev: 'h1', body: { seat: 1, votes: ['v'] } } as unknown as ChainEntry;
    expect(early.judge([away], 90)).toHaveLength(1);
    expect(early.judge([away], 86_400)).toEqual([]);
  });

  test('a page opened again counts the wait from when this browser first saw the position, not from the reload', async () => {
    const { t, s } = await seatedTable(2, 6, { days: 1 });
    const [p0] = s;
    await playWhile(t, s, () => p0.game!.current === 1);
    const { state, head } = p0.book;
    // localStorage, as two page loads of one browser share it
    const saved = new Map<string, string>();
    const storage = { getItem: (k: string) => saved.get(k) ?? null, setItem: (k: string, v: string) => void saved.set(k, v) };
    const clock = new FakeClock();
    clock.now = 1_000;
    const before = new StallWatch(
      clock,
      () => {},
      firstSeen(() => storage),
    );
    expect(before.read(state, head, [], p0.identity)).toMatchObject({ seat: 1, since: 1_000, deadline: 1_000 + DAY, overdue: false });
    before.close();
    // P0 closes the tab and opens the link 30 hours later: Bob's day has run out
    clock.now = 1_000 + 30 * 3_600_000;
    const after = new StallWatch(
      clock,
      () => {},
      firstSeen(() => storage),
    );
    expect(after.read(state, head, [], p0.identity)).toMatchObject({ since: 1_000, overdue: true });
    after.close();
    // a browser that never saw it counts from now, as at a live table
    expect(
      new StallWatch(
        clock,
        () => {},
        firstSeen(() => undefined),
      ).read(state, head, [], p0.identity),
    ).toMatchObject({ since: clock.now, overdue: false });
    await t.close();
  });

  test("the host says 'over days' in the lobby: every guest's browser knows before the start, which takes those days", async () => {
    const t = new NetTable();
    const host = await t.open();
    await t.sit(host, { name: 'Ann', color: COLORS[0] });
    await host.seating.setDays(3);
    const guest = await t.open();
    await t.settle();
    // a guest that has not even asked to sit yet knows: its browser keeps its claim on the relays
    expect([host.days, guest.days]).toEqual([3, 3]);
    await t.sit(guest, { name: 'Bob', color: COLORS[1] });
    const started = host.start({ tiles: 6 });
    await t.settle();
    await started;
    expect(guest.book.state.start).toMatchObject({ days: 3, patience: 3 * 86_400 });
    // changing one's mind before the start; a seating with another count is refused
    const seating = { n: 1, seats: [], removed: [], locked: false, admitAll: true };
    expect(checkSeatingBody({ ...seating, days: 7 })).toBeNull();
    for (const days of [2, '3', 0]) expect(checkSeatingBody({ ...seating, days })).toMatchObject({ code: 'sync/bad-entry' });
    await t.close();
  });

  test('a host who asks for a live patience at the start plays live, whatever the lobby said', async () => {
    const t = new NetTable();
    const host = await t.open();
    await t.sit(host, { name: 'Ann', color: COLORS[0] });
    await host.seating.setDays(1);
    await host.seating.setDays(null);
    const guest = await t.open();
    await t.sit(guest, { name: 'Bob', color: COLORS[1] });
    expect(guest.days).toBeNull();
    await host.seating.setDays(7);
    const started = host.start({ tiles: 6, patience: 60 });
    await t.settle();
    await started;
    expect(guest.book.state.start).toMatchObject({ days: null, patience: 60 });
    await t.close();
  });
});
