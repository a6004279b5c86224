/**
 * A whole game played over days through two local Nostr relays (issue 24): three players whose
 * browsers are never open at the same time; each visit opens the link, fetches what the relays keep,
 * verifies it, plays and closes. One relay is restarted empty mid-game: the game goes on from the
 * other, and the next visits put the game back on it. A spectator and a live table publish nothing.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { readEntry } from '../../../src/sync/entry.js';
import { openWire, archiveSecret } from '../../../src/sync/archive/archive-event.js';
import { COLORS, Table } from '../harness.js';
import { OverDays, playOverDays, type Carrier } from '../helpers/over-days-visits.js';
import { archiveOf, startRelay, type LoggedRelay } from './archive-setup.js';

const opened: { close(): unknown }[] = [];
afterEach(async () => {
  for (const x of opened.splice(0).reverse()) await x.close();
});

/** Two local relays, and sessions that reach them through the `ws` package. */
async function relayPair(): Promise<{ relays: LoggedRelay[]; carrier: Carrier }> {
  const relays = [await startRelay(), await startRelay()];
  opened.push({ close: () => Promise.all(relays.map((r) => r.close())) });
  const carrier: Carrier = {
    options: { archive: (room) => archiveOf(room, relays) },
    opened: async (s) => {
      // a page changes before the relays answer (presence, the connection's status): it must not send them what they keep
      s.dispatchEvent(new CustomEvent('change'));
      await s.keeping!.ready;
    },
    after: async (_, s) => {
      await s.whenIdle();
      await s.keeping!.idle();
    },
  };
  return { relays, carrier };
}

/** The wires a relay keeps for `room`, opened with the room's key (as only the room's members can). */
async function keptOn(relay: LoggedRelay, room: string): Promise<string[]> {
  const { key } = await archiveSecret(room);
  const sent = relay.published();
  const wires = await Promise.all(sent.map((e) => openWire(key, e.content)));
  return [...new Set(wires.filter((w): w is string => typeof w === 'string'))];
}

describe('a game played over days through the relays', () => {
  test('three players never online together reach the end with one record; a relay restarted empty mid-game changes nothing', async () => {
    const { relays, carrier } = await relayPair();
    let restartedAt = -1;
    const game = await playOverDays(carrier, ['Ann', 'Bob', 'Cat'], {
      between: async (visit) => {
        if (visit !== 8) return;
        // the first relay loses everything it kept
        const port = relays[0].port;
        await relays[0].close();
        relays[0] = await startRelay({ port });
        restartedAt = visit;
      },
    });
    expect(restartedAt).toBe(8);
    const { ends, moves, od } = game;
    expect(ends[0].phase).toBe('finished');
    expect(new Set(ends.map((s) => JSON.stringify(s.record()))).size).toBe(1);
    expect(ends[0].record()!.moves.length).toBe(moves);
    // every wire any relay was given is an entry signed by a seat of this room: nothing unverified went out
    const room = od.t.room;
    const keys = new Set(ends[0].seats.map((x) => x.key));
    const kept = [await keptOn(relays[0], room), await keptOn(relays[1], room)];
    for (const w of kept.flat()) {
      const r = readEntry(w, room);
      expect(r.ok && keys.has(r.entry.author)).toBe(true);
    }
    // the restarted relay got the game back from the visits after it: the whole chain is on both
    const chain = ends[0].chain.map((e) => e.wire);
    for (const k of kept) expect(chain.filter((w) => !k.includes(w))).toEqual([]);
    // each wire went to the relay that never went down about once: no visit sends what the relays already keep
    const distinct = new Set(kept[1]).size;
    expect(relays[1].published().length).toBeLessThanOrEqual(distinct + 3);
    // stored events carry their expiry (NIP-40), about 30 days ahead
    const now = Date.now() / 1000;
    for (const e of relays[1].published()) {
      const expiry = Number(e.tags.find((t) => t[0] === 'expiration')?.[1]);
      expect(expiry - now).toBeGreaterThan(29 * 86_400);
      expect(expiry - now).toBeLessThan(31 * 86_400);
    }
  });

  test('a spectator reads the table from the relays and publishes nothing; a live table leaves the relays after one look', async () => {
    const { relays, carrier } = await relayPair();
    const { od } = await playOverDays(carrier, ['Ann', 'Bob'], { tiles: 4 });
    const before = relays.map((r) => r.published().length);
    const watcher = new OverDays(carrier);
    watcher.t.room = od.t.room;
    const seen = await watcher.visit(await watcher.browser('Dee'));
    expect(seen.phase).toBe('finished');
    expect(seen.mySeat).toBeNull();
    expect(relays.map((r) => r.published().length)).toEqual(before);

    // a live table: one request to each relay as it opens, then the page lets them be
    const t = new Table();
    const host = await t.open(undefined, undefined, false, carrier.options);
    const guest = await t.open(undefined, undefined, false, carrier.options);
    await Promise.all([host.keeping!.ready, guest.keeping!.ready]);
    await t.sit(host, { name: 'Ann', color: COLORS[0] });
    await t.sit(guest, { name: 'Bob', color: COLORS[1] });
    const started = host.start({ tiles: 4 });
    await t.settle();
    await started;
    expect([host.keeping!.connected, guest.keeping!.connected]).toEqual([false, false]);
    expect(relays.map((r) => r.published().length)).toEqual(before);
    await t.close();
  });
});
