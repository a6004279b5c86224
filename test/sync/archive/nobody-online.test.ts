/**
 * Play over days with nobody else online (issue 24): two players' sessions tie their logs to two
 * local relays and play a few turns; every tab closes. A player opens the link again in a fresh
 * browser (a fresh document, no peer on the network): the relays give it the game, its session
 * verifies every wire as any other gossip, and it sees the table as it stands.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { attachArchive } from '../../../src/sync/archive/archive-link.js';
import type { GameSession } from '../../../src/sync/index.js';
import { createMemoryIdentity } from '../../../src/sync/identity.js';
import { COLORS, Table, playWhile } from '../harness.js';
import { archiveOf, startRelay } from './archive-setup.js';

const opened: { close(): unknown }[] = [];
const track = <T extends { close(): unknown }>(x: T): T => (opened.push(x), x);
afterEach(async () => {
  for (const x of opened.splice(0).reverse()) await x.close();
});

const logOf = (s: GameSession) => s.doc.getArray<string>('log');

describe('nobody else online', () => {
  test('a player opening the link in a fresh browser gets the table as it stands from the relays', async () => {
    const relays = [track(await startRelay()), track(await startRelay())];
    const t = new Table();
    const [ann, bob] = [await createMemoryIdentity(), await createMemoryIdentity()];
    const s = [await t.open(ann), await t.open(bob)];
    // each page tied to the relays from the start: its own writes go out as it makes them
    const archives = s.map((p) => track(archiveOf(p.room, relays)));
    for (const [i, p] of s.entries()) await attachArchive({ doc: p.doc, log: logOf(p), archive: archives[i] }).ready;
    await t.sit(s[0], { name: 'Ann', color: COLORS[0] });
    await t.sit(s[1], { name: 'Bob', color: COLORS[1] });
    const started = s[0].start({ tiles: 8, days: 1 });
    await t.settle();
    await started;
    await playWhile(t, s, () => s[0].game!.turn >= 4);
    await Promise.all(archives.map((a) => a.idle()));
    const turn = s[0].game!.turn;
    const current = s[0].game!.current;
    const record = JSON.stringify(s[0].game!.snapshot());
    const room = s[0].room;
    await t.close();

    // a day later, Bob alone, in a fresh browser
    const later = new Table();
    later.room = room;
    const again = await later.open(bob);
    const archive = track(archiveOf(room, relays));
    const report = await attachArchive({ doc: again.doc, log: logOf(again), archive }).ready;
    // each relay has the whole game: either alone would have done
    expect(report.relays.map((r) => [r.status, r.wires.size])).toEqual([
      ['complete', report.wires.length],
      ['complete', report.wires.length],
    ]);
    await later.settle();
    expect(again.phase).toBe('playing');
    expect(again.mySeat).toBe(1);
    expect(again.game!.turn).toBe(turn);
    expect(again.game!.current).toBe(current);
    expect(JSON.stringify(again.game!.snapshot())).toBe(record);
    await later.close();
  });
});
