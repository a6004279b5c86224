/**
 * Late joiners always settle (issue 20, attack 4), written as an attacker would: the host signs a
 * second, longer game under keys of its own and pushes it raw into the shared log next to the real
 * one; a newcomer meets the two at once, one before the other, or interleaved. A newcomer cannot
 * tell which is real (docs/online-play.md, "What holds"), so it may end on the forged one; but every peer must
 * settle: the network goes quiet, the seats keep their game, and nobody deletes what another puts
 * back. Each test reports what the newcomer's arrival cost in messages, inserts and deletes.
 */
import { describe, expect, test } from 'vitest';
import type * as Y from 'yjs';
import { Rng } from '../../src/engine/index.js';
import { createMemoryIdentity } from '../../src/sync/index.js';
import { ORIGIN_RESTORE } from '../../src/sync/restorer.js';
import { RawPeer, type Table, randomBaseMove, seatedTable, views } from './harness.js';
import { forgeHistory } from './helpers/forged-game.js';

/** More than one newcomer's sync needs (a few hundred messages), far less than a loop runs through. */
const BUDGET = 2_000;

/** Counts what lands in and leaves the logs of `docs` (and how much of it a peer put back), and the messages delivered, until `stop`. */
function traffic(t: Table, docs: Y.Doc[]) {
  const c = { messages: 0, inserts: 0, deletes: 0, restored: 0 };
  const observers = docs.map((d) => {
    const f = (ev: Y.YArrayEvent<unknown>) => {
      for (const x of ev.changes.delta) {
        if (x.insert) c.inserts += (x.insert as unknown[]).length;
        if (x.insert && ev.transaction.local && ev.transaction.origin === ORIGIN_RESTORE) c.restored += (x.insert as unknown[]).length;
        if (x.delete) c.deletes += x.delete;
      }
    };
    d.getArray('log').observe(f);
    return () => d.getArray('log').unobserve(f);
  });
  const deliver = t.net.deliverNext.bind(t.net);
  t.net.deliverNext = () => {
    const delivered = deliver();
    if (delivered) c.messages++;
    return delivered;
  };
  return {
    counts: c,
    stop: () => {
      observers.forEach((off) => off());
      t.net.deliverNext = deliver;
    },
  };
}

/** Whether the network went quiet within `steps` messages (a loop never does). */
async function settles(t: Table, steps: number): Promise<boolean> {
  try {
    await t.settle(steps);
    return true;
  } catch {
    return false;
  }
}

type Order = 'at once' | 'real first' | 'forged first' | 'interleaved' | `shuffled ${number}`;

/**
 * Two seats play a few moves; the host pushes a longer forged game (its puppets' claims too) into
 * the shared log. A newcomer, reached first by a relay alone, meets the two games in `order`, then
 * the seats.
 */
async function newcomerMeets(order: Order) {
  const { t, s } = await seatedTable(2, 6, {}, ['Hana', 'Finn']);
  const rng = Rng.fromSeed('late');
  for (let i = 0; i < 2; i++) {
    const p = s.find((x) => x.mySeat === s[0].game!.current)!;
    const done = p.play(randomBaseMove(p.game!, rng)!);
    await t.settle();
    await done;
  }
  const real = s[0].doc.getArray<string>('log').toArray();
  // the forged start's hash above the real one's: a batch grows both games a position at a time,
  // and at equal lengths the lower hash leads (chain.ts), so the real game comes first mid-batch
  let forged = await forgeHistory(t.room, s[0].me, s[0].seats, s[0].chain.length + 4, { claims: true });
  while (forged.chain[0] < s[0].chain[0].hash) forged = await forgeHistory(t.room, s[0].me, s[0].seats, s[0].chain.length + 4, { claims: true });
  const forger = new RawPeer(t, s[0].me);
  await t.settle();
  forger.push(...forged.wires);
  const seatsQuiet = await settles(t, BUDGET);
  const before = views(s);
  // the newcomer and a relay, cut off from the seats: the relay hands over the games in `order`
  t.net.partition([[], s.map((x) => x.doc).concat(forger.doc)]);
  const relay = new RawPeer(t, await createMemoryIdentity());
  const newcomer = await t.open();
  const meet = async (...wires: string[]) => {
    relay.push(...wires);
    await t.settle();
  };
  if (order === 'at once') await meet(...real, ...forged.wires);
  if (order === 'real first') for (const part of [real, forged.wires]) await meet(...part);
  if (order === 'forged first') for (const part of [forged.wires, real]) await meet(...part);
  if (order === 'interleaved') for (let i = 0; i < Math.max(real.length, forged.wires.length); i++) await meet(...[real[i], forged.wires[i]].filter((w) => w !== undefined));
  if (order.startsWith('shuffled')) {
    // both games in a seeded random order, in pushes of 1 to 8 entries
    const rng = Rng.fromSeed(order);
    const wires = [...real, ...forged.wires];
    for (let i = wires.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [wires[i], wires[j]] = [wires[j], wires[i]];
    }
    while (wires.length) await meet(...wires.splice(0, 1 + rng.int(8)));
  }
  const all = [...s.map((x) => x.doc), newcomer.doc, forger.doc, relay.doc];
  const cost = traffic(t, all);
  t.net.heal();
  const quiet = await settles(t, BUDGET);
  cost.stop();
  const { messages, inserts, deletes, restored } = cost.counts;
  console.log(
    `attack 4, ${order}: newcomer on the ${newcomer.chain[0]?.hash === s[0].chain[0].hash ? 'real' : 'forged'} game; until quiet, ${messages} messages, ${inserts} inserts and ${deletes} deletes in all ${all.length} logs, ${restored} entries put back`,
  );
  return { t, s, newcomer, forged, real, before, seatsQuiet, quiet, counts: cost.counts, docs: all.length, peers: [forger, relay] };
}

describe('late joiners always settle (attack 4)', () => {
  test.each<[Order, 'real' | 'forged' | 'either']>([
    // one batch grows both games: the longer wins, as docs/online-play.md says
    ['at once', 'forged'],
    // the game it saw played first is pinned
    ['real first', 'real'],
    ['forged first', 'forged'],
    ['interleaved', 'either'],
    ['shuffled 1', 'either'],
    ['shuffled 2', 'either'],
    ['shuffled 3', 'either'],
  ])("a newcomer meeting the host's two signed games %s: every peer settles, the seats keep their game, nobody deletes what another puts back", async (order, expected) => {
    const r = await newcomerMeets(order);
    expect(r.seatsQuiet, 'the seats settle once the forged game lands').toBe(true);
    expect(r.quiet, `the network goes quiet within ${BUDGET} messages`).toBe(true);
    expect(views(r.s)).toEqual(r.before);
    const on = r.newcomer.chain.map((e) => e.hash);
    const games = { real: r.before[0].chain, forged: r.forged.chain };
    if (expected === 'either') expect(Object.values(games)).toContainEqual(on);
    else expect(on).toEqual(games[expected]);
    // both games' claims stay in every log: each side keeps the other's seats
    const claims = [...r.real, ...r.forged.wires].filter((w) => w.startsWith('["claim"'));
    for (const x of [...r.s, r.newcomer]) for (const w of claims) expect(x.doc.getArray('log').toArray()).toContain(w);
    // one sync: each log takes in each copy it lacked once (the seats', the forger's, the relay's),
    // and what goes (copies past the second; the host's seating, which a newcomer meets after the
    // start) goes once: nobody deletes anything another keeps, so nothing is put back
    const entries = new Set([...r.real, ...r.forged.wires]).size;
    expect(r.counts.restored).toBe(0);
    expect(r.counts.deletes).toBeLessThanOrEqual(entries);
    expect(r.counts.inserts).toBeLessThanOrEqual(3 * r.docs * entries);
    // and the table plays on
    const p = r.s.find((x) => x.mySeat === r.s[0].game!.current)!;
    const done = p.play(randomBaseMove(p.game!, Rng.fromSeed('on'))!);
    expect(await settles(r.t, BUDGET)).toBe(true);
    await done;
    expect(views(r.s)[1]).toEqual(views(r.s)[0]);
    for (const x of r.peers) x.destroy();
    await r.t.close();
  });
});
