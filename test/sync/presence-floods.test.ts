/**
 * Presence floods (issue 20, attack 5), written as an attacker would: raw awareness updates of
 * thousands of states, each update under the 256 KiB a data channel carries, pushed at honest
 * sessions by peers of the in-memory network. What a flood may cost: the peer it reaches keeps a
 * few of its states (presence-gate.ts), forwards none of them, and still shows the seats' hovers at
 * once; a seat coming back under a new client id shows within a second, however many peers flood.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createMemoryIdentity, MemoryNetwork, memoryTransport, openSession, type GameSession } from '../../src/sync/index.js';
import { heldClients, MAX_HELD, MAX_HELD_PER_SOURCE, receiveAwareness } from '../../src/sync/presence-gate.js';
import { sealPresence } from '../../src/sync/presence-seal.js';
import { MAX_MESSAGE } from '../../src/sync/transport/lite-peer.js';
import { channelPair } from './helpers/channel-pair.js';
import type { Table } from './harness.js';
import { Spoofer, expectSameGame, hoverFor, playOnAndClose, rawAwarenessUpdate, shown, tableAt, type RawState } from './helpers/presence-table.js';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Dan, a spectator the host invited by hand: the host's channel is his only way to the table. */
async function guestByHand(t: Table, host: GameSession) {
  const dan = await openSession({ room: t.room, identity: await createMemoryIdentity(), transport: memoryTransport(new MemoryNetwork()), persistence: false });
  t.sessions.push(dan);
  const [toDan, fromHost] = channelPair();
  host.attachChannel(toDan);
  dan.attachChannel(fromHost);
  await t.settle();
  return { dan, toDan };
}

/** `states` packed into updates as big as a data channel carries. */
function packed(states: RawState[]): RawState[][] {
  const out: RawState[][] = [[]];
  let bytes = 8;
  for (const s of states) {
    const size = JSON.stringify(s.state).length + 12;
    if (bytes + size > MAX_MESSAGE - 64) out.push([]), (bytes = 8);
    out[out.length - 1].push(s);
    bytes += size;
  }
  return out;
}

/** `n` states claiming `key` with signatures that do not check, from client ids `first`… */
function forgeries(n: number, key: string, first: number): RawState[] {
  const p = JSON.stringify({ t: Date.now(), hover: { at: [9, 9] } });
  return Array.from({ length: n }, (_, i) => ({ client: first + i, clock: 1, state: { key, p, sig: `${i}`.padStart(86, 'A') } }));
}

describe('presence floods', () => {
  test('20,000 forged and unseated states reach the host: a few are kept, none is forwarded, and the seats still show at once', async () => {
    const { t, s } = await tableAt(1);
    const [ann, bob, cleo] = s;
    const { dan, toDan } = await guestByHand(t, ann);

    await vi.waitFor(() => expect(dan.peers.filter((p) => p.seat !== null).length).toBe(3), { timeout: 60_000 });
    const before = toDan.awarenessSent;
    const spoofer = new Spoofer(t);
    // 19,800 forgeries claiming Bob's key, and 200 states validly signed by keys of no seat
    const flood = forgeries(19_800, bob.identity, 100_000);
    for (let i = 0; i < 200; i++) {
      const client = 200_000 + i;
      flood.push({ client, clock: 1, state: await sealPresence(await createMemoryIdentity(), t.room, client, { t: Date.now(), hover: { at: [8, 8] } }) });
    }
    const pushes = packed(flood);
    expect(pushes.length).toBeGreaterThan(10);
    for (const push of pushes) spoofer.push(push);
    await t.settle();
    // Bob moves his pointer while the forgeries wait: Ann sees it at once, and Dan through her
    const hover = hoverFor(bob);
    bob.setHover(hover);
    await t.settle();
    await vi.waitFor(() => expect(shown(ann, 1).hover).toMatchObject({ seat: 1, tile: hover.tile }), { timeout: 1500 });
    await vi.waitFor(() => expect(shown(dan, 1).hover).toMatchObject({ seat: 1, tile: hover.tile }), { timeout: 1500 });
    // and every seat still shows online, to the seats and to Dan behind Ann
    for (const x of [ann, bob, cleo, dan]) expect(x.seats.map((seat) => seat.online)).toEqual([true, true, true]);

    for (const x of [ann, bob, cleo]) {
      // what each peer shares with others: its own state and the seats', nothing of the flood
      expect([...t.shared.get(x)!.getStates().keys()].sort()).toEqual([ann.doc.clientID, bob.doc.clientID, cleo.doc.clientID].sort());
      // what it keeps of the flood: one peer's share of a small store (Ann holds Dan's own state too)
      expect(heldClients(t.shared.get(x)!)).toBeLessThanOrEqual(MAX_HELD_PER_SOURCE + (x === ann ? 1 : 0));
    }
    // what went on to Dan: the seats' renewed states and Bob's hover, a few hundred bytes each
    expect(toDan.awarenessSent - before).toBeLessThan(8 * 1024);
    expect(dan.peers.every((p) => p.seat !== null || p.key === dan.identity)).toBe(true);

    await playOnAndClose(t, s, bob, [spoofer]);
  });

  test('a seat back under a new client id shows within a second while ten peers keep flooding its key', async () => {
    const { t, s } = await tableAt(1);
    const [ann, bob, cleo] = s;
    const spoofers = Array.from({ length: 10 }, () => new Spoofer(t));
    let next = 1_000_000;
    const flood = () => {
      for (const spoofer of spoofers) spoofer.push(forgeries(40, cleo.identity, (next += 40)));
    };
    flood();
    await t.settle();
    const ownerOf = (x: GameSession) => t.shared.get(x)!;
    expect(heldClients(ownerOf(ann))).toBeLessThanOrEqual(MAX_HELD);

    // Cleo reloads: a new document, so a new client id her browser signs under. Time is virtual
    // from here: the flood goes on every 20 ms while the seats wait to see her
    const me = cleo.me;
    await cleo.close();
    t.sessions.splice(t.sessions.indexOf(cleo), 1);
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    flood();
    await t.settle();
    const began = Date.now();
    const back = await t.open(me);
    while (!(ann.seats[2].online && bob.seats[2].online) && Date.now() - began < 5000) {
      flood();
      await t.settle();
      await vi.advanceTimersByTimeAsync(20);
    }
    expect(Date.now() - began).toBeLessThan(1000);
    vi.useRealTimers();
    expect(shown(ann, 2).peers).toBe(1);
    expectSameGame([ann, bob, back]);
    for (const spoofer of spoofers) spoofer.destroy();
    await t.close();
  });

  test('removals of clients never seen and states too long to be ours leave nothing behind, and are never parsed', async () => {
    const { t, s } = await tableAt(1);
    const [ann, bob] = s;
    const shared = t.shared.get(ann)!;
    const [metaBefore, heldBefore] = [shared.meta.size, heldClients(shared)];
    const junk: RawState[] = Array.from({ length: 20 }, (_, i) => ({ client: 400_000 + i, clock: 1, state: { key: bob.identity, p: 'x'.repeat(5000), sig: 'A'.repeat(86) } }));
    for (let i = 0; i < 15_000; i++) junk.push({ client: 300_000 + i, clock: 5, state: null });
    const update = rawAwarenessUpdate(junk);
    expect(update.length).toBeLessThan(MAX_MESSAGE);
    const parse = vi.spyOn(JSON, 'parse');
    // as a transport hands over one update from a peer
    receiveAwareness(shared, update, 'a hostile peer');
    expect(parse).not.toHaveBeenCalled();
    expect(shared.meta.size).toBe(metaBefore);
    expect(heldClients(shared)).toBe(heldBefore);
    parse.mockRestore();
    await t.close();
  });
});
