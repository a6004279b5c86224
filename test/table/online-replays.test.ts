/**
 * How often the online table replays the whole game (issue 21, "zig-zags a move takes"): the
 * engine's events of each move come with the session's 'move' event, so the table replays the
 * record once when it first sees the game, and once more only when the chain is rebuilt without
 * turns it had played (a fork resolved the other way). Counted by wrapping the engine's replay.
 */
import { describe, expect, test, vi } from 'vitest';
import { Rng } from '../../src/engine/index.js';
import { deriveLinks } from '../../src/sync/draw-links.js';
import type { MoveDetail } from '../../src/sync/index.js';
import { OnlineTable } from '../../src/table/online-table.js';
import type { TableMoveDetail } from '../../src/table/table.js';
import { RawPeer, playWhile, randomBaseMove, seatedTable } from '../sync/harness.js';

const counter = vi.hoisted(() => ({ replays: 0 }));
vi.mock('../../src/engine/index.js', async (importOriginal) => {
  const engine = await importOriginal<typeof import('../../src/engine/index.js')>();
  return { ...engine, replayAnyRecord: (r: Parameters<typeof engine.replayAnyRecord>[0]) => (counter.replays++, engine.replayAnyRecord(r)) };
});
// imported after the mock is declared (vi.mock is hoisted anyway): the uncounted replay the checks compare with
const { replayAnyRecord } = await vi.importActual<typeof import('../../src/engine/index.js')>('../../src/engine/index.js');

function collect<T>(target: EventTarget, type: string): T[] {
  const out: T[] = [];
  target.addEventListener(type, (e) => out.push((e as CustomEvent<T>).detail));
  return out;
}

/** The table's events are the engine's, as a replay of the record gives them. */
function expectEventsOfRecord(table: OnlineTable) {
  expect(table.events).toEqual(replayAnyRecord(table.session.record()).events);
}

describe('the online table replays the game once, not once per turn', () => {
  test('a whole game with a seat voted away: one replay per table (at load); every turn told once, in order, with its engine events, passes included', async () => {
    const { t, s } = await seatedTable(3, 14, { patience: 30 });
    const [p0, p1, p2] = s;
    counter.replays = 0;
    const tables = s.map((x) => new OnlineTable(x));
    const told = tables.map((x) => collect<TableMoveDetail>(x, 'move'));
    const moves = s.map((x) => collect<MoveDetail>(x, 'move'));
    await playWhile(t, s, () => p0.game!.turn >= 3 && p0.game!.current === 2);
    // P2 closes its tab on its turn; the two others vote it away: its turns pass
    await p2.close();
    t.sessions.splice(t.sessions.indexOf(p2), 1);
    await t.settle();
    await p0.requests.vote('skip');
    await p1.requests.vote('skip');
    await t.settle();
    await playWhile(t, [p0, p1]);
    expect(p0.phase).toBe('finished');
    const turns = p0.game!.turn;
    const passes = p0.record()!.moves.flatMap((m, i) => ('pass' in m ? [i + 1] : []));
    expect(passes.length).toBeGreaterThan(0);
    console.log(`full replays by 3 tables over a game of ${turns} turns (${passes.length} passed): ${counter.replays}`);
    expect(counter.replays).toBe(3);
    for (const i of [0, 1]) {
      // the session tells each turn once, in order, passes too (the seat that passed is the player)
      expect(moves[i].map((m) => m.turn)).toEqual(Array.from({ length: turns }, (_, k) => k + 1));
      expect(moves[i].filter((m) => 'pass' in m.move).map((m) => [m.turn, m.seat])).toEqual(passes.map((turn) => [turn, 2]));
      expect(told[i].map((m) => m.turn)).toEqual(moves[i].map((m) => m.turn));
      expect(told[i].map((m) => m.player)).toEqual(moves[i].map((m) => m.seat));
      expectEventsOfRecord(tables[i]);
      // the events told move by move are the record's, after the deal's
      const dealt = replayAnyRecord({ ...p0.record()!, moves: [] }).events.length;
      expect(told[i].flatMap((m) => m.events)).toEqual(tables[i].events.slice(dealt));
    }
    // the absent player comes back to the finished game: its table replays once, at the game its
    // browser kept; the turns it missed arrive after that, and are told one by one
    const back = await t.open(p2.me, p2.doc);
    const table = new OnlineTable(back);
    const late = collect<TableMoveDetail>(table, 'move');
    await t.settle();
    expect(back.phase).toBe('finished');
    expect(counter.replays).toBe(4);
    expect(late.length).toBeGreaterThan(0);
    expect(late.map((m) => m.turn)).toEqual(Array.from({ length: late.length }, (_, k) => turns - late.length + 1 + k));
    expectEventsOfRecord(table);
    await t.close();
  });

  test('a spectator who joins late gets the whole game in one batch: the session tells every move in order, the table replays once and tells none', async () => {
    const { t, s } = await seatedTable(2, 10);
    await playWhile(t, s, () => s[0].game!.turn >= 6);
    const late = await t.open();
    const moves = collect<MoveDetail>(late, 'move');
    counter.replays = 0;
    const table = new OnlineTable(late);
    const told = collect<TableMoveDetail>(table, 'move');
    await t.settle();
    expect(late.game!.turn).toBe(6);
    expect(moves.map((m) => m.turn)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(counter.replays).toBe(1);
    expect(told).toEqual([]);
    // from then on, each move is told
    await playWhile(t, s);
    expect(told.map((m) => m.turn)).toEqual(Array.from({ length: late.game!.turn - 6 }, (_, k) => k + 7));
    expect(counter.replays).toBe(1);
    expectEventsOfRecord(table);
    await t.close();
  });

  test('a fork resolved the other way drops a played turn: the session says so once, the table replays once and follows the winning moves', async () => {
    const { t, s } = await seatedTable(3, 14);
    const [p0, p1] = s;
    const spectator = await t.open();
    await t.settle();
    counter.replays = 0;
    const table = new OnlineTable(spectator);
    expect(counter.replays).toBe(1);
    const told = collect<TableMoveDetail>(table, 'move');
    const rewound = collect<{ turn: number }>(spectator, 'rewound');
    await playWhile(t, s, () => p0.game!.turn >= 2 && p0.game!.current === 1);
    const at = p0.game!.turn;
    // the spectator is cut off with a peer that holds every seat's key: there, P1 plays move A and every seat reveals its link
    const raw = new RawPeer(t, p1.me);
    await t.settle();
    await raw.look();
    t.net.partition([[spectator.doc, raw.doc]]);
    const st = raw.book.state;
    const links = await Promise.all(s.map((x) => deriveLinks(x.me, t.room, st.start!.hash)));
    const g = st.game!;
    const rng = Rng.fromSeed('fork');
    const moveA = randomBaseMove(g.clone(), rng)!;
    const a = await raw.sign('move', { turn: g.turn + 1, move: moveA, link: links[1].links[st.round] });
    const l0 = await raw.sign('link', { round: st.round, link: links[0].links[st.round] }, a.hash, p0.me);
    const l2 = await raw.sign('link', { round: st.round, link: links[2].links[st.round] }, l0.hash, s[2].me);
    raw.push(a.wire, l0.wire, l2.wire);
    await t.settle();
    expect(spectator.game!.turn).toBe(at + 1);
    expect(told.map((m) => m.turn)).toEqual([...Array.from({ length: at }, (_, k) => k + 1), at + 1]);
    // meanwhile the seats play another move B for P1, and two turns more: the longer branch
    let moveB = randomBaseMove(p1.game!.clone(), rng)!;
    while (JSON.stringify(moveB) === JSON.stringify(moveA)) moveB = randomBaseMove(p1.game!.clone(), rng)!;
    const played = p1.play(moveB);
    await t.settle();
    await played;
    await playWhile(t, s, () => p0.game!.turn >= at + 3);
    expect(counter.replays).toBe(1);
    t.net.heal();
    await t.settle();
    expect(spectator.chain.map((e) => e.hash)).toEqual(p0.chain.map((e) => e.hash));
    expect(rewound).toEqual([{ turn: at }]);
    expect(counter.replays).toBe(2);
    expect(told.map((m) => m.turn)).toEqual([...Array.from({ length: at + 1 }, (_, k) => k + 1), at + 1, at + 2, at + 3]);
    expect(told[at + 1].move).toEqual(moveB);
    expectEventsOfRecord(table);
    // then the game goes on move by move
    await playWhile(t, s);
    expect(counter.replays).toBe(2);
    expectEventsOfRecord(table);
    raw.destroy();
    await t.close();
  });
});
