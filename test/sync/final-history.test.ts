/**
 * Final history (issue 9, attacks 1 and 4), written the way an attacker would: raw Yjs pushes of
 * signed entries next to honest sessions on the in-memory network. Each ends with every honest
 * peer on the identical chain and engine state, and the attacker flagged as an equivocator.
 */
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/engine/index.js';
import { deriveLinks } from '../../src/sync/draw-links.js';
import { signEntry } from '../../src/sync/entry.js';
import { createMemoryIdentity, type GameSession } from '../../src/sync/index.js';
import { LogBook } from '../../src/sync/log-book.js';
import { COLORS, RawPeer, Table, views, randomBaseMove, seatedTable } from './harness.js';
import { forgeHistory } from './helpers/forged-game.js';

function events(s: GameSession, type: string) {
  const out: any[] = [];
  s.addEventListener(type, (e) => out.push((e as CustomEvent).detail));
  return out;
}

async function playOut(t: Table, s: GameSession[], seed: string) {
  const rng = Rng.fromSeed(seed);
  while (s[0].phase === 'playing') {
    const p = s.find((x) => x.mySeat === s[0].game!.current)!;
    const done = p.play(randomBaseMove(p.game!, rng)!);
    await t.settle();
    await done;
  }
}

describe('final history', () => {
  test('attack 1: the host forging a longer second game after the end never replaces the real one, and is flagged to everyone', async () => {
    const t = new Table();
    const s: GameSession[] = [];
    for (let i = 0; i < 3; i++) {
      s.push(await t.open());
      await t.sit(s[i], { name: ['Hana', 'Finn', 'Fay'][i], color: COLORS[i] });
    }
    const spectator = await t.open();
    const started = s[0].start({ tiles: 3 });
    await t.settle();
    await started;
    await playOut(t, s, 'real');
    const real = views([...s, spectator])[0];
    const flagged = [s[1], s[2], spectator].map((x) => events(x, 'equivocation'));
    // the host's key, pushing raw: a second start and a whole history under it, in one go
    const forger = new RawPeer(t, s[0].me);
    await t.settle();
    forger.push(...(await forgeHistory(t.room, s[0].me, s[0].seats, s[0].chain.length)).wires);
    await t.settle();
    for (const v of views([...s, spectator])) expect(v).toEqual(real);
    for (const f of flagged) expect(f.map((x) => x.name)).toEqual(['Hana']);
    expect(s[1].equivocators.map((x) => x.name)).toEqual(['Hana']);
    // a friend whose browser lost everything comes back: the start that seats it is the real one
    const finn = await t.open(s[1].me, undefined, true);
    await t.settle();
    expect(views([finn])[0]).toEqual(real);
    expect(finn.mySeat).toBe(1);
    forger.destroy();
    await t.close();
  });

  test('attack 1: a second start after another seat committed is refused, even before the game is played', async () => {
    const { t, s } = await seatedTable(2, 3, {}, ['Hana', 'Finn']);
    const before = views(s);
    const forger = new RawPeer(t, s[0].me);
    await t.settle();
    // the host's own second start, seating a puppet as Finn, pushed raw with its commitments
    forger.push(...(await forgeHistory(t.room, s[0].me, s[0].seats, s[0].chain.length)).wires);
    await t.settle();
    expect(views(s)).toEqual(before);
    expect(s[1].equivocators.map((x) => x.name)).toEqual(['Hana']);
    await playOut(t, s, 'after');
    expect(s.every((x) => x.phase === 'finished')).toBe(true);
    expect(views(s)[1]).toEqual(views(s)[0]);
    forger.destroy();
    await t.close();
  });

  test("attack 1: a newcomer who met the host's second start first, and refused the real seats' claims against it, takes them once it sees the real game; nobody deletes what others put back", async () => {
    const { t, s } = await seatedTable(2, 6, {}, ['Hana', 'Finn']);
    const rng = Rng.fromSeed('newcomer');
    for (let i = 0; i < 2; i++) {
      const p = s.find((x) => x.mySeat === s[0].game!.current)!;
      const done = p.play(randomBaseMove(p.game!, rng)!);
      await t.settle();
      await done;
    }
    const forged = (await forgeHistory(t.room, s[0].me, s[0].seats, 3)).wires;
    const claims = s[0].book.state.start!.seats.map((seat) => s[0].book.claims.get(seat.claim)!.wire);
    // the newcomer's first peer holds only the forged game and the real claims
    t.net.partition([[], s.map((x) => x.doc)]);
    const relay = new RawPeer(t, await createMemoryIdentity());
    const newcomer = await t.open();
    relay.push(...forged, ...claims);
    await t.settle();
    expect(newcomer.chain[0].hash).not.toBe(s[0].chain[0].hash);
    t.net.heal();
    // settles: before, the newcomer deleted the real claims for ever and the seats put them back, for ever
    await t.settle();
    for (const v of views([...s, newcomer])) expect(v).toEqual(views(s)[0]);
    for (const x of [...s, newcomer]) for (const w of claims) expect(x.doc.getArray('log').toArray()).toContain(w);
    expect(newcomer.seats.map((x) => x.name)).toEqual(['Hana', 'Finn']);
    relay.destroy();
    await t.close();
  });

  test('attack 4: a move another online seat has seen is final while its designated acknowledger is away', async () => {
    const t = new Table();
    const s: GameSession[] = [];
    for (let i = 0; i < 3; i++) {
      s.push(await t.open());
      await t.sit(s[i], { name: `P${i}`, color: COLORS[i] });
    }
    const spectator = await t.open();
    const started = s[0].start({ tiles: 8 });
    await t.settle();
    await started;
    // P0 to move; P1, who reveals first after it, has closed its tab
    while (s[0].game!.current !== 0) {
      const p = s[s[0].game!.current];
      const d = p.play(randomBaseMove(p.game!, Rng.fromSeed('to-p0'))!);
      await t.settle();
      await d;
    }
    const [mover, away, seer] = s;
    await away.close();
    t.sessions.splice(t.sessions.indexOf(away), 1);
    await t.settle();
    const g = mover.game!;
    const played = mover.play(randomBaseMove(g, Rng.fromSeed('m1'))!);
    played.catch(() => {});
    await t.settle();
    // P2 saw the move and built on it at once (P1 is offline), though the round still waits for P1
    const m1 = [...seer.chain].reverse().find((e) => e.kind === 'move')!;
    expect(seer.chain[seer.chain.length - 1]).toMatchObject({ kind: 'link', prev: m1.hash, author: seer.identity });
    // the mover signs another move for the same turn, and tries to vote both other seats away on
    // its own to play on alone: a removal needs a majority of the other seats, so its branch ends
    // at its second move (before issue 20 it grew longer than the seen one: the seen move stayed)
    const cheater = new RawPeer(t, mover.me);
    await t.settle();
    await cheater.look();
    const { links } = await deriveLinks(mover.me, t.room, cheater.book.state.start!.hash);
    const branch = new LogBook(t.room, mover.host);
    await branch.absorb(
      cheater.book.chain.slice(0, cheater.book.chain.indexOf(cheater.book.chain.find((e) => e.hash === m1.hash)!)).map((e) => e.wire),
      () => {},
    );
    const wires: string[] = [];
    const add = async (kind: 'move' | 'vote' | 'away', body: Record<string, unknown>, prev: string | null = branch.head) => {
      const e = await signEntry(mover.me, { kind, room: t.room, prev, body });
      wires.push(e.wire);
      await branch.absorb([e.wire], () => {});
      return e;
    };
    const rng = Rng.fromSeed('swap');
    let alt = randomBaseMove(g.clone(), rng)!;
    while (JSON.stringify(alt) === JSON.stringify(m1.body.move)) alt = randomBaseMove(g.clone(), rng)!;
    await add('move', { turn: g.turn + 1, move: alt, link: m1.body.link });
    const altHead = branch.head;
    for (const seat of [1, 2]) {
      const vote = await add('vote', { at: branch.head, seat, choice: 'skip' }, null);
      await add('away', { seat, votes: [vote.wire] });
    }
    expect(branch.head, 'a lone vote removes nobody').toBe(altHead);
    const { game, round } = branch.state;
    await add('move', { turn: game!.turn + 1, move: randomBaseMove(game!.clone(), rng)!, link: links[round] });
    expect(branch.head, 'nor does it play on alone').toBe(altHead);
    const flagged = events(seer, 'equivocation');
    const honest = views([seer, spectator]);
    cheater.push(...wires);
    await t.settle();
    expect(views([seer, spectator])).toEqual(honest);
    expect(flagged.map((f) => f.name)).toEqual(['P0']);
    // P1 comes back: it takes the seen move too, reveals its link, and the game goes on
    const back = await t.open(away.me, away.doc);
    await t.settle();
    await played;
    expect(back.chain.map((e) => e.hash)).toContain(m1.hash);
    expect(views([back, seer, spectator, mover]).every((v) => JSON.stringify(v) === JSON.stringify(views([seer])[0]))).toBe(true);
    cheater.destroy();
    await t.close();
  });
});
