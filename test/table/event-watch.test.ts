/**
 * An event's page watches its tables (issue 25): two tables played on their meshes, mirrored to
 * one real Hocuspocus server in this process, and an event file listing both, a broken entry and
 * a table still seating. The event's summaries follow each table's players, scores, turn and
 * moves to the end, name the winners, and the broken entry stays a card with its reason.
 */
import { afterEach, describe, expect, test } from 'vitest';
import type { GameSession } from '../../src/sync/index.js';
import { watchLink } from '../../src/sync/watch-link.js';
import { parseEventFile } from '../../src/table/event-file.js';
import { EventWatch, type TableSummary } from '../../src/table/event-watch.js';
import { playWhile, Table } from '../sync/harness.js';
import { hocuspocusRelay, mirroredTable, socket, until } from '../sync/audience/relay-helpers.js';

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const fn of cleanup.reverse()) await fn();
  cleanup = [];
});

const PAGE = { search: '', origin: 'https://club.example', pathname: '/carc/' };

/** What the summary should say of a table, read from its host's own session. */
function expected(s: GameSession): Partial<TableSummary> {
  const g = s.game!;
  const finished = s.phase === 'finished';
  const best = Math.max(...g.scores);
  return {
    connection: 'connected',
    phase: finished ? 'finished' : 'playing',
    players: s.seats.map((seat) => ({ name: seat.name, color: seat.color, score: g.scores[seat.index] })),
    turn: finished ? null : g.current,
    winners: finished ? s.seats.flatMap((seat) => (g.scores[seat.index] === best ? [seat.index] : [])) : [],
    moves: g.turn,
  };
}

/** One move at the table (the seat whose turn it is), the mesh settled: playWhile, stopped after one. */
function move({ t, s }: { t: Table; s: GameSession[] }, seed: string): Promise<void> {
  let once = false;
  return playWhile(t, s, () => once || !(once = true), seed);
}

describe('watching an event', () => {
  test("two tables' players, scores and turns followed to the end; a broken entry stays broken", async () => {
    const hp = await hocuspocusRelay();
    cleanup.push(() => hp.close());
    const a = await mirroredTable(hp.relay, 2, 6);
    cleanup.push(() => a.t.close());
    const b = await mirroredTable(hp.relay, 3, 6);
    cleanup.push(() => b.t.close());
    // a third table still seating its players
    const seating = new Table();
    cleanup.push(() => seating.close());
    const lena = await seating.open(undefined, undefined, false, { audience: hp.relay, relaySocket: socket });
    await seating.sit(lena, { name: 'Lena', color: '#f2b705' });
    const linkA = watchLink(a.s[0].room, hp.relay, PAGE);
    const text = JSON.stringify({
      title: 'Club final',
      tables: [
        { name: 'Table A', watch: linkA.slice(PAGE.origin.length + PAGE.pathname.length) },
        { name: 'Table B', watch: watchLink(b.s[0].room, hp.relay, PAGE) },
        { name: 'Typo', watch: `${linkA}x` },
        { name: 'Seating', watch: watchLink(lena.room, hp.relay, PAGE) },
      ],
    });
    const read = parseEventFile(text, `${PAGE.origin}${PAGE.pathname}?event=final.json`);
    if (!read.ok) throw new Error(read.error.message);
    const watch = new EventWatch(read.event.tables, { session: { relaySocket: socket }, throttleMs: 20 });
    cleanup.push(() => watch.dispose());
    let changes = 0;
    watch.addEventListener('change', () => changes++);
    const shows = (i: number, s: GameSession) => () => {
      const want = expected(s);
      const got = watch.summaries[i];
      return Object.entries(want).every(([k, v]) => JSON.stringify(got[k as keyof TableSummary]) === JSON.stringify(v));
    };

    expect(watch.summaries[2]).toMatchObject({ name: 'Typo', connection: 'broken', watch: `${linkA}x`, problem: expect.stringContaining('cut short') });
    await until(shows(0, a.s[0]));
    await until(shows(1, b.s[0]));
    await until(() => watch.summaries[3].players.length === 1);
    expect(watch.summaries[3]).toMatchObject({ connection: 'connected', phase: 'lobby', players: [{ name: 'Lena', color: '#f2b705', score: 0 }], turn: null, moves: 0 });
    expect(watch.summaries.map((x) => x.players.map((p) => p.name))).toEqual([['P0', 'P1'], ['P0', 'P1', 'P2'], [], ['Lena']]);

    // both tables move in turns; the summaries follow each move, turn and score
    let n = 0;
    while (a.s[0].phase === 'playing' || b.s[0].phase === 'playing') {
      for (const [i, x] of [a, b].entries()) {
        if (x.s[0].phase !== 'playing') continue;
        await move(x, `event/${n++}`);
        await until(shows(i, x.s[0]));
      }
    }
    for (const [i, x] of [a, b].entries()) {
      const sum = watch.summaries[i];
      expect(sum.phase).toBe('finished');
      expect(sum.turn).toBeNull();
      expect(sum.winners.length).toBeGreaterThan(0);
      expect(sum.moves).toBe(x.s[0].game!.turn);
      // the relay counts this page among the watchers; its summary leaves it out
      expect(sum.watchers).toBe(0);
    }
    expect(changes).toBeGreaterThan(2);
  });
});
