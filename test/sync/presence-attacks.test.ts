/**
 * Presence spoofing (issue 9, attack 7). Each attack is written as an attacker would: raw awareness
 * updates (any client id, clock and state) pushed onto the in-memory network next to honest
 * sessions. Each test ends with every honest peer on the same chain and engine state, and the
 * attack refused or contained: nobody shows as a seat they do not hold the key of.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createMemoryIdentity } from '../../src/sync/index.js';
import { sealPresence } from '../../src/sync/presence-seal.js';
import { PresenceVerifier, STALE_MS, VERIFY_BUDGET } from '../../src/sync/presence-verifier.js';
import { impersonate } from './harness.js';
import { Spoofer, expectSameGame, hoverFor, playOnAndClose, shown, tableAt, type RawState } from './helpers/presence-table.js';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('presence spoofing', () => {
  test("a spoofer announcing an offline seat's key is never shown online, and its hover is never that seat's", async () => {
    const { t, s } = await tableAt(2);
    const [ann, bob, cleo] = s;
    const cleoKey = cleo.identity;
    const cleoClient = cleo.doc.clientID;
    await cleo.close();
    t.sessions.pop();
    await t.settle();
    expect(shown(ann, 2).online).toBe(false);

    const spoofer = new Spoofer(t);
    const mallory = await createMemoryIdentity();
    const hover = hoverFor(ann);
    const p = JSON.stringify({ t: Date.now(), hover });
    const ownSeal = await sealPresence(mallory, t.room, 9005, { t: Date.now(), hover });
    spoofer.push([
      // the old unsigned shape, naming the seat outright
      { client: 9001, clock: 1, state: { key: cleoKey, seat: 2, name: 'Cleo', hover } },
      // the signed shape with a made-up signature
      { client: 9002, clock: 1, state: { key: cleoKey, p, sig: 'A'.repeat(86) } },
      // Cleo's key announced, signed with the spoofer's own key
      { client: 9003, clock: 1, state: await sealPresence(impersonate(cleoKey, mallory), t.room, 9003, { t: Date.now(), hover }) },
      // Cleo's own client id taken over, with a clock past hers
      { client: cleoClient, clock: 1_000_000, state: await sealPresence(impersonate(cleoKey, mallory), t.room, cleoClient, { t: Date.now(), hover }) },
      // the spoofer as itself, validly signed, hovering where Cleo would
      { client: 9005, clock: 1, state: ownSeal },
    ]);
    await t.settle();
    // the spoofer's honest state is verified (so the checks ran), as a spectator of no seat
    await vi.waitFor(() => expect(ann.peers.find((x) => x.key === mallory.publicKey)).toMatchObject({ seat: null, hover }), { timeout: 60_000 });
    await vi.waitFor(() => expect(bob.peers.find((x) => x.key === mallory.publicKey)).toBeTruthy(), { timeout: 60_000 });
    for (const x of [ann, bob]) expect(shown(x, 2)).toEqual({ online: false, peers: 0, hover: null });

    // Cleo herself comes back: shown online, her hover hers, and the game goes on
    const back = await t.open(cleo.me);
    await t.settle();
    await vi.waitFor(() => expect(shown(ann, 2).online).toBe(true), { timeout: 60_000 });
    back.setHover(hover);
    await t.settle();
    await vi.waitFor(() => expect(shown(ann, 2).hover).toMatchObject({ seat: 2, tile: hover.tile }), { timeout: 60_000 });
    await playOnAndClose(t, [ann, bob, back], back, [spoofer]);
  });

  test("a seat's own signed state replayed after it left is refused, under its client id or another", async () => {
    const { t, s } = await tableAt(2);
    const [ann, bob, cleo] = s;
    const spoofer = new Spoofer(t);
    await t.settle();
    cleo.setHover(hoverFor(cleo));
    await t.settle();
    await vi.waitFor(() => expect(shown(ann, 2).hover).not.toBeNull(), { timeout: 60_000 });
    const client = cleo.doc.clientID;
    const captured = spoofer.overheard(client);
    expect(captured).toMatchObject({ key: cleo.identity });
    await cleo.close();
    t.sessions.pop();
    await t.settle();
    expect(shown(ann, 2)).toEqual({ online: false, peers: 0, hover: null });

    spoofer.push([
      { client, clock: 1_000_000, state: captured },
      { client: client + 1, clock: 1, state: captured },
    ]);
    await t.settle();
    await new Promise((r) => setTimeout(r, 300)); // past the per-client interval: any check has run
    for (const x of [ann, bob]) expect(shown(x, 2)).toEqual({ online: false, peers: 0, hover: null });

    // a late joiner never saw Cleo leave: a state signed moments ago passes, but only until it is stale
    const dan = await t.open();
    await t.settle();
    await vi.waitFor(() => expect(dan.seats[2].online).toBe(true), { timeout: 60_000 });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + STALE_MS);
    expect(dan.seats[2].online).toBe(false);
    expect(ann.seats[2].online).toBe(false);
    vi.useRealTimers();
    expectSameGame([ann, bob, dan]);
    spoofer.destroy();
    await t.close();
  });

  test('a flood of forged presence costs a bounded number of signature checks and never holds up the seats', async () => {
    const { t, s } = await tableAt(1);
    const [ann, bob] = s;
    const spoofer = new Spoofer(t);
    await t.settle();
    const verify = vi.spyOn(crypto.subtle, 'verify');
    const p = JSON.stringify({ t: Date.now(), hover: null });
    const flood: RawState[] = [];
    for (let i = 0; i < 3000; i++) flood.push({ client: 100_000 + i, clock: 1, state: { key: bob.identity, p, sig: `${i}`.padStart(86, 'A') } });
    // oversized: refused on their length, before any parsing or checking
    for (let i = 0; i < 200; i++) flood.push({ client: 200_000 + i, clock: 1, state: { key: bob.identity, p: 'x'.repeat(100_000), sig: 'A'.repeat(86) } });
    const began = Date.now();
    spoofer.push(flood);
    await t.settle();
    // Bob moves his pointer while the forgeries wait: Ann sees it at once, ahead of them
    const hover = hoverFor(bob);
    bob.setHover(hover);
    await t.settle();
    await vi.waitFor(() => expect(shown(ann, 1).hover).toMatchObject({ seat: 1, tile: hover.tile }), { timeout: 1500 });
    const seconds = Math.ceil((Date.now() - began) / 1000);
    // three honest peers (Ann, Bob, Cleo) each spend at most their budget per second begun
    expect(verify.mock.calls.length).toBeGreaterThan(0);
    expect(verify.mock.calls.length).toBeLessThanOrEqual(3 * VERIFY_BUDGET * (seconds + 1));
    for (const x of s) expect(x.seats.map((seat) => seat.online)).toEqual([true, true, true]);
    expect(ann.peers.filter((x) => x.key === bob.identity).length).toBe(1);

    await playOnAndClose(t, s, bob, [spoofer]);
  });

  test("a spoofer taking over a seat's client id with a forged state changes nothing shown for that seat, nor holds back its next one", async () => {
    const { t, s } = await tableAt(1);
    const [ann, bob] = s;
    const mallory = await createMemoryIdentity();
    const spoofer = new Spoofer(t);
    const hover = hoverFor(bob);
    bob.setHover(hover);
    await t.settle();
    await vi.waitFor(() => expect(shown(ann, 1).hover).toMatchObject({ at: hover.at }), { timeout: 60_000 });
    const forged = { ...hover, at: [5, 5] };
    const client = bob.doc.clientID;
    spoofer.push([{ client, clock: 1_000_000, state: await sealPresence(impersonate(bob.identity, mallory), t.room, client, { t: Date.now() + 1000, hover: forged }) }]);
    await t.settle();
    await new Promise((r) => setTimeout(r, 300));
    expect(shown(ann, 1)).toMatchObject({ online: true, peers: 1, hover: { at: hover.at } });
    // the forgery's far higher clock holds back none of Bob's own states: his next hover shows
    const next = { ...hover, at: [0, -1] };
    bob.setHover(next);
    await t.settle();
    await vi.waitFor(() => expect(shown(ann, 1).hover).toMatchObject({ at: next.at }), { timeout: 60_000 });
    expectSameGame(s);
    spoofer.destroy();
    await t.close();
  });

  test('a state a seat left with before anyone checked it, replayed after it left, does not bring the seat back', async () => {
    const cleo = await createMemoryIdentity();
    const room = 'room-x';
    const client = 77;
    const verifier = new PresenceVerifier(
      room,
      () => new Set([cleo.publicKey]),
      () => {},
    );
    const seal = (t: number, at: [number, number]) => sealPresence(cleo, room, client, { t, hover: { at } });
    const now = Date.now();
    verifier.offer(client, await seal(now - 2000, [0, 1]));
    await vi.waitFor(() => expect(verifier.fresh(Date.now()).map((p) => p.key)).toEqual([cleo.publicKey]), { timeout: 60_000 });
    // a newer state arrives, waits out the client's check interval, and the client leaves meanwhile
    const last = await seal(now - 1000, [3, 3]);
    verifier.offer(client, last);
    verifier.remove(client);
    expect(verifier.fresh(Date.now())).toEqual([]);
    // the spoofer replays it, at once and later
    verifier.offer(client, last);
    await verifier.whenIdle();
    await new Promise((r) => setTimeout(r, 300));
    verifier.offer(client, last);
    await verifier.whenIdle();
    await new Promise((r) => setTimeout(r, 300));
    expect(verifier.fresh(Date.now())).toEqual([]);
    // the seat coming back signs anew, and shows
    verifier.offer(client, await seal(Date.now(), [4, 4]));
    await vi.waitFor(() => expect(verifier.fresh(Date.now()).map((p) => p.hover)).toEqual([{ at: [4, 4] }]), { timeout: 60_000 });
    verifier.close();
  });
});
