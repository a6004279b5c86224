/**
 * The host hands a seat back to its player (issue 22, point 3): a seat the table handed to a bot (or
 * skipped) is its player's again by the host's signed `back` entry with the seat in it. Only the host
 * may write one: a seat's forged hand-back, written raw into the shared log, is refused by every peer.
 */
import { describe, expect, test } from 'vitest';
import type { GameSession } from '../../src/sync/index.js';
import { RawPeer, seatedTable, playWhile, views, type Table } from './harness.js';

/** Three seats; P2 closes its tab on its turn and the others hand its seat to the medium bot. */
async function botTookP2() {
  const { t, s } = await seatedTable(3, 14);
  const [p0, p1, p2] = s;
  await playWhile(t, s, () => p0.game!.current === 2);
  await leave(t, p2);
  await t.settle();
  await p0.requests.vote('bot', 'medium');
  await p1.requests.vote('bot', 'medium');
  await t.settle();
  return { t, p0, p1, p2 };
}

async function leave(t: Table, s: GameSession) {
  await s.close();
  t.sessions.splice(t.sessions.indexOf(s), 1);
}

describe('the host hands a seat back', () => {
  test('a seat’s own hand-back is refused, written through the session or raw into the log; the host’s is taken by every peer, and the player plays on', async () => {
    const { t, p0, p1, p2 } = await botTookP2();
    expect(p1.seats[2]).toMatchObject({ away: true, bot: 'medium' });
    const refused: string[] = [];
    p0.addEventListener('rejected', (e) => refused.push((e as CustomEvent).detail.error.code));
    // P1 is not the host: the session says so, and a hand-back it signs and writes raw is dropped everywhere
    await expect(p1.requests.handBack(2)).rejects.toMatchObject({ code: 'sync/not-host' });
    const forger = new RawPeer(t, p1.me);
    await t.settle();
    await forger.look();
    forger.push((await forger.sign('back', { round: forger.book.state.round, seat: 2 })).wire);
    await t.settle();
    expect(refused).toEqual(['sync/not-host']);
    expect(p0.seats[2]).toMatchObject({ away: true, bot: 'medium' });
    // nor may the host hand back a seat that is not away
    await expect(p0.requests.handBack(1)).rejects.toMatchObject({ code: 'sync/wrong-phase' });
    // the host hands it back: P2's seat is its player's on every peer, no bot plays it any more
    await p0.requests.handBack(2);
    await t.settle();
    for (const s of [p0, p1]) {
      expect(s.seats[2].away).toBe(false);
      expect(s.seats[2].bot).toBeUndefined();
    }
    expect(p0.chain.some((e) => e.kind === 'back' && e.author === p0.identity && e.body.seat === 2)).toBe(true);
    // P2 opens the game again and plays its own turns to the end, the same game everywhere
    const back = await t.open(p2.me, p2.doc);
    const flagged: unknown[] = [];
    back.addEventListener('early-away', (e) => flagged.push((e as CustomEvent).detail));
    await t.settle();
    // the removal came after the whole patience: the returning browser, which met the old head only in its own copy just now, does not call it early
    expect(flagged).toEqual([]);
    const botMoves = p0.chain.filter((e) => e.kind === 'move' && e.body.bot === 2).length;
    await playWhile(t, [p0, p1, back], () => false);
    expect(p0.phase).toBe('finished');
    expect(p0.chain.filter((e) => e.kind === 'move' && e.body.bot === 2).length).toBe(botMoves);
    expect(p0.chain.some((e) => e.kind === 'move' && e.author === p2.identity)).toBe(true);
    for (const v of views([p0, p1, back])) expect(v).toEqual(views([p0])[0]);
    forger.destroy();
    await t.close();
  });

  test('a player lets a bot play for them: their browser leaves it so, nobody else can, and they take the seat back', async () => {
    const { t, s } = await seatedTable(3, 14);
    const [p0, p1, p2] = s;
    await playWhile(t, s, () => p0.game!.current === 0 && p0.game!.turn >= 1);
    const flagged: unknown[] = [];
    p0.addEventListener('early-away', (e) => flagged.push(e));
    const refused: string[] = [];
    p2.addEventListener('rejected', (e) => refused.push((e as CustomEvent).detail.error.code));
    // P0 cannot hand P1's seat to a bot without the table's votes
    const forger = new RawPeer(t, p0.me);
    await t.settle();
    await forger.look();
    forger.push((await forger.sign('away', { seat: 1, bot: 'medium' })).wire);
    await t.settle();
    expect(refused).toEqual(['sync/bad-entry']);
    expect(p2.seats[1].away).toBe(false);
    // P1 chooses it: the medium bot plays P1's turns, and P1's browser, still here, does not take the seat back by itself
    await p1.requests.letBotPlay('medium');
    await t.settle();
    for (const x of s) expect(x.seats[1]).toMatchObject({ away: true, bot: 'medium' });
    await playWhile(t, [p0, p2], () => p0.chain.filter((e) => e.kind === 'move' && e.body.bot === 1).length >= 2);
    expect(p1.seats[1].away).toBe(true);
    expect(flagged).toEqual([]);
    await p1.requests.takeSeatBack();
    await t.settle();
    for (const x of s) expect(x.seats[1].away).toBe(false);
    await playWhile(t, s, () => false);
    expect(p0.phase).toBe('finished');
    for (const v of views(s)) expect(v).toEqual(views([p0])[0]);
    forger.destroy();
    await t.close();
  });
});
