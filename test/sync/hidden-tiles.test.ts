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
import { buildChain } from '../../src/sync/chain.js';
import { applyEntry, cloneTable, emptyTable, type ChainEntry, type TableState } from '../../src/sync/table.js';
import { forkFavour } from '../../src/sync/votes.js';

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
    const expected = drawSeed(round, mover.book.state.links.map((l, i) => (i === seat ? links[round] : l)));
    t.net.heal();
    await t.settle();
    await done;
    expect(mover.book.state.seed).toBe(expected);
    expect(views(s)[1]).toEqual(views(s)[0]);
    raw.destroy();
    await t.close();
  });

  test('what a colluding pair can draw (issue 20, attack 3): the honest tile, or one more per colluder it removes from the round; never by removing a third seat that reveals', async () => {
    const { t, s } = await seatedTable(3, 14);
    const room = t.room;
    const start = s[0].book.state.start!;
    const chains = await Promise.all(s.map((x) => deriveLinks(x.me, room, start.hash)));
    let state: TableState = cloneTable(s[0].book.state);
    let head = s[0].book.head!;
    const history: ChainEntry[] = [...s[0].chain];
    await t.close();
    const sign = (seat: number, kind: 'move' | 'link' | 'vote' | 'away', body: Record<string, unknown>, prev: string | null) => signEntry(s[seat].me, { kind, room, prev, body });
    /** `entries` applied one after the other on `from` (each on the last), or null if one is refused; and the head */
    const play = (from: TableState, entries: ChainEntry[]) => {
      const st = cloneTable(from);
      return entries.every((e) => applyEntry(st, e) === null) ? st : null;
    };
    const link = (seat: number, st: TableState, prev: string) => sign(seat, 'link', { round: st.round, link: chains[seat].links[st.round] }, prev);
    /** the seats' links in turn order after the mover, each on the last */
    async function reveal(from: TableState, prev: string, seats: number[]): Promise<ChainEntry[]> {
      const out: ChainEntry[] = [];
      for (const seat of seats) out.push(await link(seat, from, out.length ? out[out.length - 1].hash : prev));
      return out;
    }
    async function away(target: number, voters: number[], prev: string): Promise<ChainEntry> {
      const votes = await Promise.all(voters.map((v) => sign(v, 'vote', { at: prev, seat: target, choice: 'skip' }, null)));
      return { ...(await sign(voters[0], 'away', { seat: target, votes: votes.map((v) => v.wire) }, prev)), votes };
    }
    const tile = (st: TableState | null) => (st ? `${st.game!.currentTile?.id ?? 'end'}/${st.game!.current}` : null);
    const rng = Rng.fromSeed('pair');
    const [honest, pair] = [0, [1, 2]];
    let rounds = 0;
    let raced = 0;
    while (!state.game!.finished && rounds < 8) {
      const mover = state.game!.current;
      const move = await sign(mover, 'move', { turn: state.game!.turn + 1, move: randomBaseMove(state.game!.clone(), rng), link: chains[mover].links[state.round] }, head);
      const open = play(state, [move])!;
      const others = [1, 2].map((k) => (mover + k) % 3);
      // every seat reveals: the honest draw
      const all = await reveal(open, move.hash, others);
      const drawn = new Set([tile(play(open, all))]);
      // a colluder withholds its link and the other votes it away, once every other link is in
      for (const c of pair.filter((x) => x !== mover)) {
        const rest = await reveal(open, move.hash, others.filter((x) => x !== c));
        const partner = pair.find((x) => x !== c)!;
        // it cannot vote before its own link is in: it would choose between two draws
        if (partner !== mover) expect(play(open, [await away(c, [partner], move.hash)]), 'a vote from a seat owing its link').toBeNull();
        const removed = play(open, [...rest, await away(c, [partner], rest[rest.length - 1].hash)]);
        expect(removed).not.toBeNull();
        drawn.add(tile(removed));
      }
      // the pair reveals and votes the third seat away at once: the third seat's link on that position wins
      if (mover !== honest) {
        const theirs = await reveal(open, move.hash, others.filter((x) => x !== honest));
        const at = theirs[theirs.length - 1].hash;
        const out = await away(honest, pair, at);
        expect(play(open, [...theirs, out])).not.toBeNull();
        const answer = await link(honest, open, at);
        const fork = buildChain([...history, move, ...theirs, out, answer], emptyTable(room, s[0].host), { apply: applyEntry, clone: cloneTable, forkFavour });
        expect(fork.chain[fork.chain.length - 1].hash).toBe(answer.hash);
        expect(tile(fork.state)).toBe(tile(play(open, all)));
        raced++;
        // what still falls: a pair that places a tile on its away at once, before the third seat's link reaches it
        const after = play(open, [...theirs, out])!;
        const next = after.game!.current;
        if (pair.includes(next) && !after.game!.finished) {
          const placed = await sign(next, 'move', { turn: after.game!.turn + 1, move: randomBaseMove(after.game!.clone(), rng), link: chains[next].links[after.round] }, out.hash);
          const lost = buildChain([...history, move, ...theirs, out, answer, placed], emptyTable(room, s[0].host), { apply: applyEntry, clone: cloneTable, forkFavour });
          expect(lost.chain.some((e) => e.hash === out.hash)).toBe(true);
        }
      }
      // at most one tile more per colluder that did not move
      expect(drawn.size).toBeLessThanOrEqual(1 + pair.filter((x) => x !== mover).length);
      state = play(open, all)!;
      history.push(move, ...all);
      head = all[all.length - 1].hash;
      rounds++;
    }
    expect(rounds).toBeGreaterThanOrEqual(6);
    expect(raced).toBeGreaterThan(2);
  });
});
