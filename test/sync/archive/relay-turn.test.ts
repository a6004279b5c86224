/**
 * Come back to it (issue 24): what the relays say of a table played over days, read with no
 * session: whose turn, the turn number, whether it is mine. Forged and junk events change nothing,
 * and a relay that is down is a stable error, never a throw.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { archiveEvent, archiveTopic } from '../../../src/sync/archive/archive-event.js';
import { turnOnRelays } from '../../../src/sync/archive/relay-turn.js';
import { signEntry } from '../../../src/sync/entry.js';
import { createMemoryIdentity } from '../../../src/sync/identity.js';
import { newHostedRoom } from '../../../src/sync/room.js';
import { throwawayKeys } from '../../../src/sync/signaling/nostr-event.js';
import { playWhile, seatedTable } from '../harness.js';
import { type LoggedRelay, archiveOf, startRelay } from './archive-setup.js';

let relay: LoggedRelay;
let room: string;
let keys: string[];
let head: string;
let wires: string[];

beforeAll(async () => {
  relay = await startRelay();
  const { t, s } = await seatedTable(2, 6, { days: 1 });
  const [p0, p1] = s;
  await playWhile(t, s, () => p0.game!.current === 1 && p0.game!.turn >= 2);
  room = p0.room;
  keys = [p0.identity, p1.identity];
  head = p0.book.head!;
  wires = p0.book.keepWires();
  const first = archiveOf(room, [relay]);
  await first.publish(wires);
  first.close();
  await t.close();
});
afterAll(() => relay.close());

/** A fresh browser's look at the relays, as `me`. */
async function look(me?: string) {
  const archive = archiveOf(room, [relay]);
  try {
    return await turnOnRelays(room, archive, me);
  } finally {
    archive.close();
  }
}

/** Sends a raw event to the relay and waits for its answer. */
async function publishRaw(event: unknown): Promise<void> {
  const ws = new WebSocket(relay.url);
  await new Promise((r) => ws.once('open', r));
  const answered = new Promise((r) => ws.once('message', r));
  ws.send(JSON.stringify(['EVENT', event]));
  await answered;
  ws.close();
}

describe('whose turn the relays say it is', () => {
  test('a table whose wires are on the relay reads seat 1 to move, and "your turn" for seat 1’s key only', async () => {
    const seen = await look(keys[1]);
    expect(seen).toMatchObject({ ok: true, phase: 'playing', current: 1, waitingFor: [1], mine: true, mySeat: 1, players: ['P0', 'P1'], winners: [], complete: 1 });
    expect(seen.ok && seen.turn).toBeGreaterThanOrEqual(2);
    expect(await look(keys[0])).toMatchObject({ ok: true, current: 1, mine: false, mySeat: 0 });
    // a watcher, or no key at all: the same table, never "mine"
    expect(await look()).toMatchObject({ ok: true, current: 1, mine: false, mySeat: null });
  });

  test('a forged entry sealed under the room and a junk event on the relay change nothing', async () => {
    const before = await look(keys[1]);
    const stranger = await createMemoryIdentity();
    const forged = await signEntry(stranger, { kind: 'move', room, prev: head, body: { move: { at: [0, 1], rotation: 0, meeple: null } } });
    const liar = archiveOf(room, [relay]);
    await liar.publish([forged.wire]);
    liar.close();
    await publishRaw(await archiveEvent(throwawayKeys(), archiveTopic(room), 'not-a-sealed-wire', Date.now()));
    const after = await look(keys[1]);
    expect(after).toMatchObject({ ok: true, current: 1, mine: true });
    expect(after.ok && before.ok && after.turn).toBe(before.ok && before.turn);
    expect(after.ok && before.ok && after.wires).toBe(before.ok && before.wires + 1);
  });

  test('a relay that withholds the latest entries gives an older answer alone, and changes nothing beside an honest one', async () => {
    const stale = await startRelay();
    try {
      const partial = archiveOf(room, [stale]);
      await partial.publish(wires.slice(0, -6));
      partial.close();
      const both = archiveOf(room, [relay, stale]);
      const alone = archiveOf(room, [stale]);
      const [together, older] = await Promise.all([turnOnRelays(room, both, keys[1]), turnOnRelays(room, alone, keys[1])]);
      both.close();
      alone.close();
      const honest = await look(keys[1]);
      expect(together).toMatchObject({ ok: true, current: 1, mine: true, complete: 2 });
      expect(together.ok && honest.ok && together.turn).toBe(honest.ok && honest.turn);
      expect(older.ok && honest.ok && older.turn).toBeLessThan(honest.ok ? honest.turn : 0);
    } finally {
      await stale.close();
    }
  });

  test('no relay answering, a link with no host, a room the relays never saw: a stable error, never a throw', async () => {
    const down = archiveOf(room, [{ url: 'ws://127.0.0.1:9' }], { fetchTimeoutMs: 2_000 });
    expect(await turnOnRelays(room, down, keys[1])).toMatchObject({ ok: false, error: { code: 'relay-turn/no-relay' } });
    down.close();
    expect(await turnOnRelays('abcdefgh', archiveOf('abcdefgh', [relay]))).toMatchObject({ ok: false, error: { code: 'relay-turn/bad-room' } });
    const broken = { fetch: () => Promise.reject(new Error('socket exploded')) };
    expect(await turnOnRelays(room, broken)).toMatchObject({ ok: false, error: { code: 'relay-turn/failed', message: expect.stringContaining('socket exploded') } });
    const other = await createMemoryIdentity();
    const empty = newHostedRoom(other.publicKey);
    const a = archiveOf(empty, [relay]);
    expect(await turnOnRelays(empty, a)).toMatchObject({ ok: false, error: { code: 'relay-turn/not-started' } });
    a.close();
  });
});
