/**
 * Issue 25: at 100 spectators on one y-websocket server in one process, a seat's move was
 * rejected `sync/superseded`. Measured again (20, 50 and 100 spectators, presence carried or not,
 * joining before, during and after the moves): no superseded move, only a process so busy that one
 * move took up to a minute to be told. A move is superseded only when another entry took its
 * position (move-desk.ts `settle`); at a table of two the other seat owes nothing there, and what
 * spectators write (repairs) are copies of wires already verified, never an entry of their own. The
 * one rival a seat's move can have is a move of the same key from a second session: "you played
 * another one first (another tab?)". These tests pin that, on the in-memory network.
 */
import { describe, expect, test } from 'vitest';
import { Rng } from '../../../src/engine/index.js';
import type { GameSession } from '../../../src/sync/index.js';
import { ORIGIN_LOCAL, ORIGIN_RESTORE } from '../../../src/sync/session.js';
import { ORIGIN_PRUNE } from '../../../src/sync/pruning.js';
import { randomBaseMove, seatedTable, views, type Table } from '../harness.js';

const CROWD = 6;

/** Every 'superseded' and 'rejected' a session tells, and every write its own document makes. */
function watchAll(sessions: GameSession[]) {
  const told: string[] = [];
  const writes = new Map<GameSession, string[]>();
  for (const s of sessions) {
    for (const type of ['superseded', 'rejected']) s.addEventListener(type, (e) => told.push(`${type} ${JSON.stringify((e as CustomEvent).detail)}`));
    const mine: string[] = [];
    writes.set(s, mine);
    s.doc.on('update', (_u: Uint8Array, origin: unknown) => {
      if (origin === ORIGIN_LOCAL || origin === ORIGIN_RESTORE || origin === ORIGIN_PRUNE) mine.push(origin as string);
    });
  }
  return { told, writes };
}

/** A vandal's wipe of the whole shared log, as a spectator's document sees it. */
function wipe(s: GameSession): void {
  const log = s.doc.getArray<string>('log');
  s.doc.transact(() => log.delete(0, log.length), 'vandal');
}

async function crowd(t: Table, watch: boolean): Promise<GameSession[]> {
  const out: GameSession[] = [];
  for (let i = 0; i < CROWD; i++) out.push(await t.open(undefined, undefined, false, watch ? { watch: true } : {}));
  await t.settle();
  return out;
}

describe('a crowd of spectators and a seat’s move (issue 25)', () => {
  test('spectators repairing a wiped log while a move is on its way: the move is told, nothing is superseded, and no spectator entry is on the chain', async () => {
    const { t, s } = await seatedTable(2);
    const specs = await crowd(t, false);
    const { told } = watchAll([...s, ...specs]);
    const rng = Rng.fromSeed('crowd');
    for (let turn = 0; turn < 4; turn++) {
      const mover = s.find((x) => x.mySeat === s[0].game!.current)!;
      const done = mover.play(randomBaseMove(mover.game!, rng)!);
      // the move is in the mover's document only; a spectator's view is wiped before it arrives
      wipe(specs[turn % CROWD]);
      await t.settle();
      await expect(done).resolves.toMatchObject({ seat: mover.mySeat });
    }
    expect(told).toEqual([]);
    // whoever repaired the wipes (the host first in line), only the host and the seats signed chain entries
    const seatKeys = new Set(s.map((x) => x.identity));
    for (const x of specs) expect(x.chain.every((e) => e.author === t.sessions[0].host || seatKeys.has(e.author))).toBe(true);
    const v = views([...s, ...specs]);
    for (const w of v) expect(w).toEqual(v[0]);
    await t.close();
  });

  test('the rival that supersedes a seat’s move is a move by the same key from a second session: "another tab"', async () => {
    const { t, s } = await seatedTable(2);
    const specs = await crowd(t, false);
    const twin = await t.open(s[0].me);
    await t.settle();
    const { told } = watchAll([...s, twin, ...specs]);
    const rng = Rng.fromSeed('twin');
    const a = randomBaseMove(s[0].game!.clone(), rng)!;
    let b = a;
    while (JSON.stringify(b) === JSON.stringify(a)) b = randomBaseMove(s[0].game!.clone(), rng)!;
    const both = [s[0].play(a), twin.play(b)];
    both.forEach((p) => p.catch(() => {}));
    await t.settle();
    const played = await Promise.allSettled(both);
    expect(played.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = played.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ code: 'sync/superseded' });
    expect(lost.reason.message).toMatch(/you played another one first \(another tab\?\)/);
    // told to the key's own sessions only: no spectator and no other seat had a move superseded
    expect(told.filter((x) => x.startsWith('superseded'))).toHaveLength(1);
    await t.close();
  });

  test('watchers (watch mode) write nothing to the document, not even repairs of a wiped log', async () => {
    const { t, s } = await seatedTable(2);
    const watchers = await crowd(t, true);
    const { told, writes } = watchAll([...s, ...watchers]);
    const rng = Rng.fromSeed('watch');
    for (let turn = 0; turn < 2; turn++) {
      const mover = s.find((x) => x.mySeat === s[0].game!.current)!;
      const done = mover.play(randomBaseMove(mover.game!, rng)!);
      wipe(watchers[turn]);
      await t.settle();
      await done;
    }
    expect(told).toEqual([]);
    for (const w of watchers) expect(writes.get(w)).toEqual([]);
    // the seats repaired the wipes, and the watchers follow the game
    for (const w of watchers) expect(w.chain.map((e) => e.hash)).toEqual(s[0].chain.map((e) => e.hash));
    await t.close();
  });
});
