/**
 * No table stays stuck (issue 9, attack 2): a seat away on its turn, or owing a commitment or a
 * draw link, past the table's patience. The other seats vote (signed, outside the chain; an `away`
 * entry embeds the votes), the absent seat's turns pass with its followers still scoring, and it
 * takes its seat back by coming back. Time is the harness's fake clock: `settle` fires due timers,
 * so a wait is overdue once the network is quiet; `flush` delivers messages without firing them.
 */
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/engine/index.js';
import { createMemoryIdentity, type GameSession } from '../../src/sync/index.js';
import { COLORS, RawPeer, Table, views, randomBaseMove, seatedTable, playWhile, forgeBotMove } from './harness.js';
import { applyEntry, cloneTable } from '../../src/sync/table.js';

/** `n` seats at a quick game of `tiles` tiles, with the table's patience in seconds. */
const seated = (n: number, tiles = 8, patience?: number) => seatedTable(n, tiles, patience ? { patience } : {});

/** Delivers every message, without firing any timer (no wait becomes overdue). */
async function flush(t: Table) {
  await t.idle();
  while (t.net.deliverNext()) await t.idle();
  await t.idle();
}

/** Closes a seat's tab. */
async function leave(t: Table, s: GameSession) {
  await s.close();
  t.sessions.splice(t.sessions.indexOf(s), 1);
}

describe('stalls', () => {
  test('a seat that closes its tab on its turn: the countdown, a vote refused before it ends, then skipped; the game finishes and the absent player finds it finished', async () => {
    const { t, s } = await seated(2, 10, 30);
    const [p0, p1] = s;
    await playWhile(t, s, () => p0.game!.current === 0 && p0.game!.turn >= 2);
    // P0 moves; P1 reveals its link at once, and is due to move next
    const moved = p0.play(randomBaseMove(p0.game!, Rng.fromSeed('p0'))!);
    await flush(t);
    await moved;
    expect(p0.game!.current).toBe(1);
    // then P1 closes its tab: P0 sees the wait, with 30 s of patience
    await leave(t, p1);
    await flush(t);
    const stall = p0.stall!;
    expect(stall).toMatchObject({ seat: 1, name: 'P1', what: 'move', overdue: false });
    expect(stall.deadline - stall.since).toBe(30_000);
    await expect(p0.requests.vote('skip')).rejects.toMatchObject({ code: 'sync/wrong-phase' });
    await t.settle(); // the clock runs to the deadline
    expect(p0.stall).toMatchObject({ seat: 1, overdue: true });
    const meeplesOfP1 = p0.game!.snapshot().meeples.filter((m) => m.player === 1).length;
    await p0.requests.vote('skip');
    await t.settle();
    expect(p0.seats[1].away).toBe(true);
    expect(p0.chain.some((e) => e.kind === 'away' && e.body.seat === 1)).toBe(true);
    // P1's turns pass: P0 plays every turn to the end, and P1's followers stayed on the board until scored
    const passesBefore = p0.record()!.moves.filter((m) => 'pass' in m).length;
    expect(passesBefore).toBeGreaterThan(0);
    expect(p0.game!.snapshot().meeples.filter((m) => m.player === 1).length).toBeLessThanOrEqual(meeplesOfP1);
    await playWhile(t, [p0], () => false);
    expect(p0.phase).toBe('finished');
    // the absent player comes back to a finished table and sees it
    const back = await t.open(p1.me, p1.doc);
    await t.settle();
    expect(back.phase).toBe('finished');
    expect(back.mySeat).toBe(1);
    expect(views([back])[0]).toEqual(views([p0])[0]);
    await t.close();
  });

  test('a seat owing its draw link is voted away by every online seat; it comes back and plays its next turn itself', async () => {
    const { t, s } = await seated(3, 16);
    const [p0, p1, p2] = s;
    await playWhile(t, s, () => p0.game!.current === 0);
    await leave(t, p2);
    const moved = p0.play(randomBaseMove(p0.game!, Rng.fromSeed('a'))!);
    await t.settle();
    // P1 revealed its link; the round waits for P2's
    expect(p0.stall).toMatchObject({ seat: 2, what: 'link', overdue: true });
    expect(p0.book.state.pending).not.toBeNull();
    await p0.requests.vote('skip');
    await flush(t);
    // one vote of two is not a majority: P1 has not voted (its browser would join one period later)
    expect(p0.seats[2].away).toBe(false);
    expect(p1.stall!.votes).toEqual([{ seat: 0, choice: 'skip' }]);
    await p1.requests.vote('skip');
    await t.settle();
    await moved;
    expect(p1.seats[2].away).toBe(true);
    const away = p0.chain.find((e) => e.kind === 'away')!;
    expect((away.body.votes as string[]).length).toBe(2);
    // P2's turn passes while it is away
    await playWhile(t, [p0, p1], () => p0.record()!.moves.some((m) => 'pass' in m));
    // P2 comes back: its browser writes `back` in the next round, and its next turn is its own
    const back = await t.open(p2.me, p2.doc);
    const all = [p0, p1, back];
    await playWhile(t, all, () => p0.chain.some((e) => e.kind === 'back'));
    await t.settle();
    expect(p0.seats[2].away).toBe(false);
    const backAt = p0.chain.findIndex((e) => e.kind === 'back');
    await playWhile(t, all, () => p0.chain.slice(backAt).some((e) => e.kind === 'move' && e.author === back.identity));
    expect(p0.chain.slice(backAt).some((e) => e.kind === 'move' && e.author === back.identity)).toBe(true);
    expect(
      p0
        .record()!
        .moves.slice(-3)
        .some((m) => 'pass' in m),
    ).toBe(false);
    await playWhile(t, all, () => false);
    for (const v of views(all)) expect(v).toEqual(views([p0])[0]);
    await t.close();
  });

  test('at a table of two, a seat voted away takes its seat back at its next turn', async () => {
    const { t, s } = await seated(2, 12, 20);
    const [p0, p1] = s;
    await playWhile(t, s, () => p0.game!.current === 1);
    await leave(t, p1);
    await t.settle();
    await p0.requests.vote('skip');
    await t.settle();
    expect(p0.seats[1].away).toBe(true);
    // P1's turns pass while P0 plays twice
    const turn = p0.game!.turn;
    await playWhile(t, [p0], () => p0.game!.turn >= turn + 3);
    expect(
      p0
        .record()!
        .moves.slice(turn)
        .filter((m) => 'pass' in m).length,
    ).toBeGreaterThan(0);
    // P1 reopens the game: back at once, its next turn is its own
    const back = await t.open(p1.me, p1.doc);
    await t.settle();
    expect(p0.seats[1].away).toBe(false);
    const backAt = p0.chain.findIndex((e) => e.kind === 'back');
    await playWhile(t, [p0, back], () => p0.chain.slice(backAt).some((e) => e.kind === 'move' && e.author === back.identity));
    expect(p0.chain.slice(backAt).some((e) => e.kind === 'move' && e.author === back.identity)).toBe(true);
    await playWhile(t, [p0, back], () => false);
    expect(views([back])[0]).toEqual(views([p0])[0]);
    await t.close();
  });

  test('the table hands an absent seat to a bot: it plays on from there, every peer checks its moves, and the player takes the seat back', async () => {
    const { t, s } = await seated(3, 14);
    const [p0, p1, p2] = s;
    await playWhile(t, s, () => p0.game!.current === 2);
    const scoreBefore = p0.game!.scores[2];
    await leave(t, p2);
    await t.settle();
    expect(p0.stall).toMatchObject({ seat: 2, what: 'move', overdue: true });
    await expect(p0.requests.vote('bot', 'grand-master' as never)).rejects.toMatchObject({ code: 'sync/bad-entry' });
    await p0.requests.vote('bot', 'medium');
    await p1.requests.vote('skip');
    await flush(t);
    // the votes differ: nothing happens until they agree
    expect(p0.seats[2].away).toBe(false);
    await p1.requests.vote('bot', 'medium');
    await t.settle();
    expect(p1.seats[2].away).toBe(true);
    expect(p0.book.state.bots[2]).toBe('medium');
    // the bot played P2's turn (no pass), written by a seat still here and checked by everyone
    const botMoves = () => p0.chain.filter((e) => e.kind === 'move' && e.body.bot === 2);
    expect(botMoves().length).toBe(1);
    expect(p0.record()!.moves.some((m) => 'pass' in m)).toBe(false);
    // a seat writing another move for the bot is refused: judged on the state before the bot's move
    const real = botMoves()[0];
    const forger = new RawPeer(t, p0.me);
    const { before, forged } = await forgeBotMove(t, forger, real, [p0, p1]);
    expect(applyEntry(cloneTable(before), { ...forged })).toMatchObject({
      code: 'sync/bad-entry',
      message: "That is not the move P2's bot makes: the browser that wrote it has another version of the game, or made the move up (if the game was updated, reload this page).",
    });
    expect(applyEntry(cloneTable(before), real)).toBeNull();
    // the absent player comes back: the seat is its own again, and the game finishes the same everywhere
    const bots = botMoves().length;
    const back = await t.open(p2.me, p2.doc);
    await t.settle();
    expect(back.seats[2]).toMatchObject({ away: false });
    expect(back.seats[2].bot).toBeUndefined();
    await playWhile(t, [p0, p1, back], () => false);
    expect(p0.phase).toBe('finished');
    expect(botMoves().length).toBe(bots);
    expect(p0.chain.some((e) => e.kind === 'move' && e.author === p2.identity && e.body.bot === undefined)).toBe(true);
    expect(p0.game!.scores[2]).toBeGreaterThanOrEqual(scoreBefore);
    for (const v of views([p0, p1, back])) expect(v).toEqual(views([p0])[0]);
    forger.destroy();
    await t.close();
  });

  test('"wait" gives the absent seat another period of patience on every peer', async () => {
    const { t, s } = await seated(2, 6, 20);
    const [p0, p1] = s;
    await playWhile(t, s, () => p0.game!.current === 1);
    await leave(t, p1);
    await t.settle();
    const first = p0.stall!;
    expect(first.overdue).toBe(true);
    await p0.requests.vote('wait');
    await flush(t);
    expect(p0.stall).toMatchObject({ overdue: false, deadline: first.since + 40_000, votes: [{ seat: 0, choice: 'wait' }] });
    await t.settle();
    expect(p0.stall!.overdue).toBe(true);
    expect(p0.seats[1].away).toBe(false);
    await t.close();
  });

  test('the host restarts the seeding without a seat that never committed', async () => {
    const t = new Table();
    const s = [await t.open(), await t.open()];
    await t.sit(s[0], { name: 'Ann', color: COLORS[0] });
    await t.sit(s[1], { name: 'Bea', color: COLORS[1] });
    const sloth = new RawPeer(t, await createMemoryIdentity());
    sloth.push((await sloth.sign('claim', { name: 'Sloth', color: COLORS[2], n: 0 }, null)).wire);
    await t.settle();
    const started = s[0].start({ tiles: 4 });
    await t.settle();
    expect(s[0].phase).toBe('committing');
    expect(s[0].stall).toMatchObject({ seat: 2, what: 'commit', overdue: true });
    await expect(s[1].requests.dropSeat(2)).rejects.toMatchObject({ code: 'sync/not-host' });
    await expect(s[0].requests.vote('skip')).rejects.toMatchObject({ code: 'sync/wrong-phase' });
    await s[0].requests.dropSeat(2);
    await t.settle();
    await started;
    expect(s[1].seats.map((x) => x.name)).toEqual(['Ann', 'Bea']);
    await playWhile(t, s, () => false);
    expect(s.every((x) => x.phase === 'finished')).toBe(true);
    expect(views(s)[1]).toEqual(views(s)[0]);
    sloth.destroy();
    await t.close();
  });

  test('votes and away entries nobody may write are refused everywhere', async () => {
    const { t, s } = await seated(3, 6);
    const [p0, p1, p2] = s;
    await playWhile(t, s, () => p0.game!.current === 2);
    const refused: string[] = [];
    p1.addEventListener('rejected', (e) => refused.push((e as CustomEvent).detail.error.code));
    const spectator = new RawPeer(t, await createMemoryIdentity());
    const asP0 = new RawPeer(t, p0.me);
    await t.settle();
    await asP0.look();
    const head = asP0.book.head;
    // a spectator's vote; P0 voting P2 away with a vote cast at another position; P0 voting itself away
    spectator.push((await spectator.sign('vote', { at: head, seat: 2, choice: 'skip' }, null)).wire);
    const stale = await asP0.sign('vote', { at: asP0.book.chain[3].hash, seat: 2, choice: 'skip' }, null);
    asP0.push((await asP0.sign('away', { seat: 2, votes: [stale.wire] })).wire);
    const self = await asP0.sign('vote', { at: head, seat: 0, choice: 'skip' }, null);
    asP0.push((await asP0.sign('away', { seat: 0, votes: [self.wire] })).wire);
    // and P0 voting P1 away, who keeps nobody waiting
    const idle = await asP0.sign('vote', { at: head, seat: 1, choice: 'skip' }, null);
    asP0.push((await asP0.sign('away', { seat: 1, votes: [idle.wire] })).wire);
    await t.settle();
    expect(refused.sort()).toEqual(['sync/bad-entry', 'sync/not-seated', 'sync/wrong-phase']);
    expect(p1.seats.map((x) => x.away)).toEqual([false, false, false]);
    await playWhile(t, s, () => false);
    expect(views(s)[2]).toEqual(views(s)[0]);
    expect(p2.phase).toBe('finished');
    spectator.destroy();
    asP0.destroy();
    await t.close();
  });
});
