/**
 * Hidden tiles (issue 9, attack 3): no peer, no group of seats short of all of them, and no
 * spectator knows a tile before it is drawn; the last to reveal cannot steer it; records replay.
 */
import { describe, expect, test } from 'vitest';
import { Rng, replayRecord } from '../../src/engine/index.js';
import { deriveLinks, drawSeed } from '../../src/sync/draw-links.js';
import { signEntry } from '../../src/sync/entry.js';
import type { GameSession } from '../../src/sync/index.js';
import { COLORS, RawPeer, Table, views, randomBaseMove, seatedTable } from './harness.js';

/** What a peer could read of the tiles not yet drawn: the bag beyond the drawn part of its game. */
function bagOf(s: GameSession): number[] {
  const g = s.game!;
  return Array.from(g.deck.subarray(g.hiddenFrom));
}

describe('hidden tiles', () => {
  test('every peer, spectators too, holds only the drawn tiles and the bag in canonical order; the draw waits for the last link', async () => {
    const t = new Table();
    const s: GameSession[] = [];
    for (let i = 0; i < 3; i++) {
      s.push(await t.open());
      await t.sit(s[i], { name: `P${i}`, color: COLORS[i] });
    }
    const spectator = await t.open();
    const started = s[0].start({ tiles: 14 });
    await t.settle();
    await started;
    const all = [...s, spectator];
    const rng = Rng.fromSeed('hidden');
    const drawnOrder: number[][] = [];
    let caughtMidRound = 0;
    while (s[0].phase === 'playing') {
      for (const x of all) {
        const bag = bagOf(x);
        expect(bag).toEqual([...bag].sort((a, b) => a - b));
        // a record holds the tiles drawn so far, nothing of the bag
        expect(x.record()!.deck!.length).toBe(x.game!.hiddenFrom);
      }
      const p = s.find((x) => x.mySeat === s[0].game!.current)!;
      const before = JSON.stringify(spectator.game!.snapshot());
      // the seat that reveals last in this round is cut off: the move and the other link go round
      const last = s[(p.mySeat! + 2) % 3];
      t.net.partition([[last.doc]]);
      const done = p.play(randomBaseMove(p.game!, rng)!);
      await t.settle();
      if (spectator.book.state.pending) {
        caughtMidRound++;
        expect(JSON.stringify(spectator.game!.snapshot())).toBe(before);
        expect(spectator.record()!.deck!.length).toBe(spectator.game!.hiddenFrom);
      }
      t.net.heal();
      await t.settle();
      await done;
      drawnOrder.push(Array.from(s[0].game!.deck.subarray(0, s[0].game!.hiddenFrom)));
    }
    expect(caughtMidRound).toBeGreaterThan(0);
    // the draws fixed earlier never change later (what was drawn stays drawn)
    for (let i = 1; i < drawnOrder.length; i++) expect(drawnOrder[i].slice(0, drawnOrder[i - 1].length)).toEqual(drawnOrder[i - 1]);
    // the exported record replays to the same game on any engine
    const rec = spectator.record()!;
    const replayed = replayRecord(rec);
    expect(replayed.ok).toBe(true);
    expect(JSON.stringify(replayed.ok && replayed.game.snapshot())).toBe(JSON.stringify(spectator.game!.snapshot()));
    for (const v of views(all)) expect(v).toEqual(views([s[0]])[0]);
    await t.close();
  });

  test('a seat cannot steer a draw: any link but the one its commitment fixed is refused, and the round waits for the real one', async () => {
    const { t, s } = await seatedTable(2, 6);
    const mover = s[s[0].game!.current];
    const other = s.find((x) => x !== mover)!;
    // the other seat's own browser is away; its key, pushing raw, tries links of its choosing
    const raw = new RawPeer(t, other.me);
    t.net.partition([[other.doc]]);
    const done = mover.play(randomBaseMove(mover.game!, Rng.fromSeed('steer'))!);
    await t.settle();
    await raw.look();
    const refused: string[] = [];
    mover.addEventListener('rejected', (e) => refused.push((e as CustomEvent).detail.error.code));
    const round = raw.book.state.round;
    for (let i = 0; i < 5; i++) raw.push((await signEntry(other.me, { kind: 'link', room: t.room, prev: raw.book.head, body: { round, link: `${i}`.repeat(64) } })).wire);
    await t.settle();
    expect(refused).toContain('sync/bad-commit');
    expect(mover.book.state.pending).not.toBeNull();
    // the one link that fits is the one the commitment fixed at the start: the draw is what it is
    const { links } = await deriveLinks(other.me, t.room, mover.book.state.start!.hash);
    const seat = mover.book.state.seats.findIndex((x) => x.key === other.identity);
    const expected = drawSeed(
      round,
      mover.book.state.links.map((l, i) => (i === seat ? links[round] : l)),
    );
    t.net.heal();
    await t.settle();
    await done;
    expect(mover.book.state.seed).toBe(expected);
    expect(views(s)[1]).toEqual(views(s)[0]);
    raw.destroy();
    await t.close();
  });
});
