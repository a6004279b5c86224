/**
 * The relays keep the game (issue 24): wires one browser published are fetched by another that
 * opens the link later, from two local relays; the relays learn a topic hash and ciphertext only;
 * a relay restarted empty gets the game back from the next browser that fetches; publication is
 * paced; expired events are neither stored nor served.
 */
import { afterEach, describe, expect, test } from 'vitest';
import * as Y from 'yjs';
import { startNostrRelay } from '../../../scripts/nostr-relay.js';
import { ARCHIVE_TTL_S, archiveTopic } from '../../../src/sync/archive/archive-event.js';
import { attachArchive } from '../../../src/sync/archive/archive-link.js';
import { PACE_MS, type RelayArchive } from '../../../src/sync/archive/relay-archive.js';
import { roomTopic } from '../../../src/sync/signaling/room-secret.js';
import type { SocketLike } from '../../../src/sync/signaling/relay-wires.js';
import { HandClock, type LoggedRelay, archiveOf, daysOff, roomWithWires, startRelay, wsSocket, until } from './archive-setup.js';

const opened: { close(): unknown }[] = [];
const track = <T extends { close(): unknown }>(x: T): T => (opened.push(x), x);
afterEach(async () => {
  for (const x of opened.splice(0).reverse()) await x.close();
});

const relays = async (n: number): Promise<LoggedRelay[]> => Promise.all(Array.from({ length: n }, () => startRelay().then(track)));
const archive = (...args: Parameters<typeof archiveOf>): RelayArchive => track(archiveOf(...args));

describe('the relays keep the game', () => {
  test('a browser opening the link later fetches every wire another published, and the relays see only a topic hash and ciphertext', async () => {
    const [a, b] = await relays(2);
    const { room, host, wires } = await roomWithWires(12);
    const first = archive(room, [a, b]);
    await first.publish(wires);
    expect(first.acknowledged(first.relays[0]).size).toBe(12);
    expect(first.acknowledged(first.relays[1]).size).toBe(12);

    // another browser, another day: a fresh document
    const doc = new Y.Doc();
    const log = doc.getArray<string>('log');
    const later = archive(room, [a, b]);
    const report = await attachArchive({ doc, log, archive: later }).ready;
    expect(new Set(log.toArray())).toEqual(new Set(wires));
    expect(log.length).toBe(12);
    expect(report.relays.map((r) => [r.status, r.wires.size, r.events])).toEqual([
      ['complete', 12, 12],
      ['complete', 12, 12],
    ]);

    const sent = [...a.published(), ...b.published()];
    expect(sent).toHaveLength(24);
    const now = Date.now() / 1000;
    for (const e of sent) {
      expect(e.tags.find((t) => t[0] === 'x')![1]).toBe(archiveTopic(room));
      const expiry = Number(e.tags.find((t) => t[0] === 'expiration')![1]);
      expect(Math.abs(expiry - (now + ARCHIVE_TTL_S))).toBeLessThan(120);
    }
    // not the room, its id, its host's key, the signaling topic, nor any part of a wire
    const text = [...a.frames, ...b.frames].map((f) => f.text).join('\n');
    expect(archiveTopic(room)).not.toBe(roomTopic(room));
    for (const secret of [room, room.split(/[.~:]/)[0], host.publicKey, roomTopic(room), ...wires.map((w) => JSON.parse(w)[4] as string)]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('rotation');
  });

  test('a relay restarted empty mid-game: the fetch gets everything from the other, and the heal puts it back', async () => {
    const [a] = await relays(1);
    let b = await startRelay();
    const port = b.port;
    const { room, wires } = await roomWithWires(8);
    await archive(room, [a, b]).publish(wires);
    await b.close();
    b = track(await startRelay({ port }));

    const second = archive(room, [a, b]);
    const report = await second.fetch();
    expect(new Set(report.wires)).toEqual(new Set(wires));
    expect(report.relays.map((r) => [r.status, r.wires.size])).toEqual([
      ['complete', 8],
      ['complete', 0],
    ]);
    // only the restarted relay gets the wires again
    expect(await second.heal(report)).toBe(8);
    expect(b.published()).toHaveLength(8);
    expect(a.published()).toHaveLength(8);

    const third = archive(room, [b]);
    expect(new Set((await third.fetch()).wires)).toEqual(new Set(wires));
  });

  test('a relay that is down fails at once, and the fetch goes on with the others', async () => {
    const [a] = await relays(1);
    const down = await startRelay();
    await down.close();
    const { room, wires } = await roomWithWires(3);
    await archive(room, [a]).publish(wires);
    const report = await archive(room, [down, a]).fetch();
    expect(report.relays.map((r) => r.status)).toEqual(['failed', 'complete']);
    // a signaling list as is: its y-webrtc servers store nothing and are left out
    expect(archive(room, [], { relays: ['wss://y-webrtc.example', `nostr+${a.url}`] }).relays).toEqual([a.url]);
    expect(new Set(report.wires)).toEqual(new Set(wires));
  });

  test('a live subscription comes back after its relay restarts', async () => {
    const first = await startRelay();
    const { room, wires } = await roomWithWires(2);
    const clock = new HandClock();
    const got: string[] = [];
    archive(room, [first], { clock }).subscribe((w) => got.push(...w));
    await archive(room, [first]).publish([wires[0]]);
    await until(() => expect(got).toEqual([wires[0]]));
    await first.close();
    const again = track(await startRelay({ port: first.port }));
    // the lost connection is seen, and a reconnection waits on the clock
    await until(() => expect(clock.pending).toBe(1));
    clock.advance(5_000);
    await archive(room, [again]).publish([wires[1]]);
    await until(() => expect(got).toEqual(wires));
  });

  test('close leaves no socket and no timer', async () => {
    const [a] = await relays(1);
    const gone = await startRelay();
    await gone.close();
    const { room, wires } = await roomWithWires(2);
    const clock = new HandClock();
    const sockets: SocketLike[] = [];
    const closing = archive(room, [a, gone], { clock, socket: (url) => (sockets.push(wsSocket(url)), sockets.at(-1)!) });
    closing.subscribe(() => {});
    const published = closing.publish(wires);
    // the live relay stores both; the one that is down waits for a reconnection on the clock
    await until(() => {
      clock.advance(2); // the pace between two events
      expect(closing.acknowledged(closing.relays[0]).size).toBe(2);
    });
    await until(() => expect(clock.pending).toBeGreaterThan(0));
    closing.close();
    await published;
    expect(clock.pending).toBe(0);
    expect(sockets.every((x) => x.readyState >= 2)).toBe(true);
  });

  test('copies expiring within 10 days are renewed while the game goes on, not after', async () => {
    const [a] = await relays(1);
    const { room, wires } = await roomWithWires(3);
    // published 25 days ago: 5 days left
    await archive(room, [a], { clock: daysOff(-25) }).publish(wires);
    const today = archive(room, [a]);
    const report = await today.fetch();
    expect(await today.heal(report, { renew: false })).toBe(0);
    expect(await today.heal(report)).toBe(3);
    expect(a.published()).toHaveLength(6);
  });

  test('publication is paced: a few events a second to each relay', async () => {
    const [a] = await relays(1);
    const { room, wires } = await roomWithWires(10);
    const clock = new HandClock();
    const paced = archive(room, [a], { clock, paceMs: PACE_MS });
    const done = paced.publish(wires);
    await until(() => expect(a.published()).toHaveLength(1));
    clock.advance(1000);
    await until(() => expect(a.published()).toHaveLength(1 + Math.floor(1000 / PACE_MS)));
    expect(1 + Math.floor(1000 / PACE_MS)).toBeLessThanOrEqual(3);
    for (let i = 0; i < 10; i++) clock.advance(PACE_MS);
    await until(() => expect(a.published()).toHaveLength(10));
    await done;
    expect(paced.acknowledged(paced.relays[0]).size).toBe(10);
  });

  test('an expired event is refused and never served', async () => {
    let relayNow = Math.floor(Date.now() / 1000);
    const relay = track(await startNostrRelay({ port: 0, quiet: true, now: () => relayNow }));
    const { room, wires } = await roomWithWires(4);
    // a browser whose clock is 40 days behind publishes events that have already expired
    const late = archive(room, [relay], { clock: daysOff(-40) });
    await late.publish(wires.slice(0, 2));
    expect(late.acknowledged(late.relays[0]).size).toBe(0);

    await archive(room, [relay]).publish(wires.slice(2));
    expect(new Set((await archive(room, [relay]).fetch()).wires)).toEqual(new Set(wires.slice(2)));
    relayNow += ARCHIVE_TTL_S + 1;
    const report = await archive(room, [relay]).fetch();
    expect(report.wires).toEqual([]);
    expect(report.relays[0]).toMatchObject({ status: 'complete', events: 0 });
  });
});
