/**
 * Votes no minority can bend (issue 20, attacks 1 and 2), tried as an attacker would: a raw peer
 * holding one seat's key signs votes and `away` entries at once, with no patience, next to honest
 * sessions; time is the harness's fake clock. A removal takes the signed votes of more than half of
 * the other seats (votes.ts); a player always takes the seat back (from a skip or from a bot); a
 * seat that never votes delays an away by one period; what a clock alone decides is flagged.
 */
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/engine/index.js';
import type { GameSession } from '../../src/sync/index.js';
import { RawPeer, type Table, views, randomBaseMove, seatedTable } from './harness.js';

/** Delivers every message, without firing any timer (no wait becomes overdue). */
async function flush(t: Table) {
  await t.idle();
  while (t.net.deliverNext()) await t.idle();
  await t.idle();
}

/** The liar's lone vote and away about `seat`, signed at once on the head it sees (a bot's level, or a skip). */
async function loneAway(liar: RawPeer, seat: number, level?: string): Promise<string[]> {
  await liar.look();
  const at = liar.book.head;
  const vote = await liar.sign('vote', { at, seat, choice: level ? 'bot' : 'skip', ...(level ? { level } : {}) }, null);
  const away = await liar.sign('away', { seat, votes: [vote.wire], ...(level ? { bot: level } : {}) }, at);
  return [vote.wire, away.wire];
}

/** Collects a session's events of one type. */
function events<T>(s: GameSession, type: string): T[] {
  const out: T[] = [];
  s.addEventListener(type, (e) => out.push((e as CustomEvent<T>).detail));
  return out;
}

describe('votes no minority can bend (issue 20)', () => {
  test('attack 1: one seat that calls a present player offline removes it at none of its turns, by skip or by bot; the player plays every turn', async () => {
    const { t, s } = await seatedTable(3, 12, { patience: 20 });
    const [p0, p1, p2] = s;
    const liar = new RawPeer(t, p0.me);
    const refused = events<{ kind: string; error: { code: string } }>(p2, 'rejected');
    const rng = Rng.fromSeed('lone');
    let tries = 0;
    while (p2.phase === 'playing') {
      await t.settle();
      if (p2.phase !== 'playing') break;
      if (p2.game!.current === 2 && !p2.book.state.pending) {
        // at once, no patience, alone: every other time to a bot
        liar.push(...(await loneAway(liar, 2, tries++ % 2 ? 'random' : undefined)));
        await flush(t);
      }
      const p = s.find((x) => x.mySeat === p0.game!.current)!;
      const done = p.play(randomBaseMove(p.game!, rng)!);
      await t.settle();
      await done;
    }
    expect(tries).toBeGreaterThanOrEqual(3);
    // every lone away was refused everywhere; the victim's page said why (once per author and reason: a flood of them is one line)
    expect(refused.filter((r) => r.kind === 'away').map((r) => r.error.code)).toEqual(['sync/no-majority']);
    expect(p1.chain.some((e) => e.kind === 'away')).toBe(false);
    const moves = p0.record()!.moves;
    expect(moves.filter((m) => 'pass' in m)).toEqual([]);
    expect(p0.chain.filter((e) => e.kind === 'move' && e.author === p2.identity).length).toBe(moves.filter((_, i) => i % 3 === 2).length);
    for (const v of views(s)) expect(v).toEqual(views(s)[0]);
    liar.destroy();
    await t.close();
  });

  test('attack 1, at a table of two: the other player alone is the majority; its early removals are flagged on both pages, and the player is back at once, also from a bot, losing at most that turn', async () => {
    const { t, s } = await seatedTable(2, 10, { patience: 30 });
    const [p0, p1] = s;
    const liar = new RawPeer(t, p0.me);
    const flagged = events<{ mine: boolean; voters: string[]; message: string }>(p1, 'early-away');
    const seenBy0 = events<{ mine: boolean }>(p0, 'early-away');
    const rng = Rng.fromSeed('two');
    let tries = 0;
    // no timer fires here (flush): every away comes within the first second of the wait
    while (p1.phase === 'playing' && tries < 4) {
      await flush(t);
      if (p1.game!.current === 1 && !p1.book.state.pending) {
        liar.push(...(await loneAway(liar, 1, tries++ % 2 ? 'easy' : undefined)));
        await flush(t);
        // the player's browser took the seat back at once: a bot never plays for it
        expect(p1.seats[1]).toMatchObject({ away: false });
        expect(p1.seats[1].bot).toBeUndefined();
        continue;
      }
      const done = p0.play(randomBaseMove(p0.game!, rng)!);
      await flush(t);
      await done;
    }
    expect(tries).toBe(4);
    const aways = p1.chain.filter((e) => e.kind === 'away').length;
    expect(aways).toBe(4);
    expect(flagged.length).toBe(aways);
    expect(flagged.every((f) => f.mine && f.voters[0] === 'P0')).toBe(true);
    expect(flagged[0].message).toMatch(/^P0 voted you away 0 s into the wait, though the table's patience is 30 s \(as this browser counted\): be wary of this player\.$/);
    expect(seenBy0.length).toBe(aways);
    // each removal cost the player at most that turn: a bot's move for it (when the bot was quicker than its back), never more
    expect(p0.chain.filter((e) => e.kind === 'move' && e.body.bot !== undefined).length).toBeLessThanOrEqual(2);
    expect(views(s)[1]).toEqual(views(s)[0]);
    liar.destroy();
    await t.close();
  });

  test('attack 2: an online seat that never votes delays an away by one period at most, and an honest removal is not flagged', async () => {
    const { t, s } = await seatedTable(3, 6, { patience: 20 });
    const [p0, p1, p2] = s;
    const flags = events(p1, 'early-away');
    const rng = Rng.fromSeed('silent');
    while (p0.game!.current !== 2) {
      const p = s.find((x) => x.mySeat === p0.game!.current)!;
      const done = p.play(randomBaseMove(p.game!, rng)!);
      await t.settle();
      await done;
    }
    await p2.close();
    t.sessions.splice(t.sessions.indexOf(p2), 1);
    await t.settle();
    const { since, deadline } = p0.stall!;
    expect(p0.stall).toMatchObject({ seat: 2, what: 'move', overdue: true });
    // P0 votes; P1 stays online and its player never votes
    let awayAt = -1;
    p1.addEventListener('change', () => void (awayAt < 0 && p1.seats[2].away && (awayAt = t.clock.now)));
    await p0.requests.vote('skip');
    await flush(t);
    expect(p1.seats[2].away).toBe(false);
    expect(p1.stall).toMatchObject({ silent: false, votes: [{ seat: 0, choice: 'skip' }] });
    await t.settle();
    expect(p1.seats[2].away).toBe(true);
    expect(awayAt).toBe(deadline + 20_000);
    expect(awayAt - since).toBe(40_000);
    const away = p0.chain.find((e) => e.kind === 'away')!;
    expect(away.votes!.map((v) => v.author).sort()).toEqual([p0.identity, p1.identity].sort());
    expect(flags).toEqual([]);
    while (p0.phase === 'playing') {
      const p = [p0, p1].find((x) => x.mySeat === p0.game!.current)!;
      const done = p.play(randomBaseMove(p.game!, rng)!);
      await t.settle();
      await done;
    }
    expect(views([p0, p1])[1]).toEqual(views([p0, p1])[0]);
    await t.close();
  });
});
