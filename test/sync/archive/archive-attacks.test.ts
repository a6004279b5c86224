/**
 * A relay that lies (scripts/nostr-relay.js's `serve` hook rewrites what it serves): altered events,
 * events sealed under another room's key, reordered and replayed events, withheld events, a relay
 * that never says it is done, frames too long to be ours. None of it reaches the log; each honest
 * wire is pushed once; any one honest relay is enough, and a silent one only delays.
 */
import { afterEach, describe, expect, test } from 'vitest';
import * as Y from 'yjs';
import type { StoredEvent } from '../../../scripts/nostr-relay.js';
import { MAX_ARCHIVE_CONTENT, archiveEvent, archiveSecret, archiveTopic, sealWire } from '../../../src/sync/archive/archive-event.js';
import { attachArchive } from '../../../src/sync/archive/archive-link.js';
import { FETCH_TIMEOUT_MS, type RelayArchive } from '../../../src/sync/archive/relay-archive.js';
import { throwawayKeys } from '../../../src/sync/signaling/nostr-event.js';
import { HandClock, archiveOf, roomWithWires, startRelay, until } from './archive-setup.js';

const opened: { close(): unknown }[] = [];
const track = <T extends { close(): unknown }>(x: T): T => (opened.push(x), x);
afterEach(async () => {
  for (const x of opened.splice(0).reverse()) await x.close();
});

const archive = (...args: Parameters<typeof archiveOf>): RelayArchive => track(archiveOf(...args));
type Serve = (events: StoredEvent[]) => unknown[] | null;

/** An honest relay and one serving through `serve`, both holding `wires`, and a fresh document attached to the given ones. */
async function scene(n: number, serve: Serve) {
  const honest = track(await startRelay());
  const liar = track(await startRelay({ serve }));
  const { room, wires } = await roomWithWires(n);
  await archive(room, [honest, liar]).publish(wires);
  const open = async (relays: { url: string }[], options: Parameters<typeof archiveOf>[2] = {}) => {
    const doc = new Y.Doc();
    const log = doc.getArray<string>('log');
    /** the log's length after each transaction that changed it */
    const pushes: number[] = [];
    log.observe(() => pushes.push(log.length));
    const link = attachArchive({ doc, log, archive: archive(room, relays, options), shouldPublish: () => false });
    return { log, pushes, ready: link.ready };
  };
  return { honest, liar, room, wires, open };
}

const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);

describe('a relay that lies', () => {
  test('altered content (one character anywhere) is dropped, never pushed', async () => {
    const { liar, wires, open } = await scene(6, (events) => events.map((e, i) => ({ ...e, content: flip(e.content, (i * 37) % e.content.length) })));
    const alone = await open([liar]);
    const report = await alone.ready;
    expect(report.relays[0]).toMatchObject({ status: 'complete', events: 6, dropped: 6 });
    expect(alone.log.length).toBe(0);
    expect(wires).toHaveLength(6);
  });

  test("events sealed under another room's key, under this room's topic, are dropped", async () => {
    const other = await roomWithWires(3);
    const { wires, room, honest, open } = await scene(4, (events) => events);
    const foreign = await archiveSecret(other.room);
    const keys = throwawayKeys();
    const forged = await Promise.all(other.wires.map(async (w) => archiveEvent(keys, archiveTopic(room), (await sealWire(foreign.key, w))!, Date.now())));
    const forger = track(await startRelay({ serve: (events) => [...events, ...forged] }));
    const doc = await open([honest, forger]);
    const report = await doc.ready;
    expect(report.relays[1]).toMatchObject({ events: 3, dropped: 3 });
    expect(new Set(doc.log.toArray())).toEqual(new Set(wires));
  });

  test('reordered and replayed events: each wire is pushed once, in one transaction', async () => {
    const { wires, honest, liar, open } = await scene(5, (events) => [...events].reverse().flatMap((e) => [e, e, e]));
    const doc = await open([honest, liar]);
    const report = await doc.ready;
    expect(report.relays[1]).toMatchObject({ status: 'complete', events: 15, dropped: 0 });
    expect(doc.log.length).toBe(5);
    expect(new Set(doc.log.toArray())).toEqual(new Set(wires));
    expect(doc.pushes).toEqual([5]);
  });

  test('withheld events come from the other relay', async () => {
    const { wires, honest, liar, open } = await scene(5, () => []);
    const doc = await open([liar, honest]);
    const report = await doc.ready;
    expect(report.relays.map((r) => [r.status, r.wires.size])).toEqual([
      ['complete', 0],
      ['complete', 5],
    ]);
    expect(new Set(doc.log.toArray())).toEqual(new Set(wires));
  });

  test('a relay that never says it is done only delays: the fetch ends at its timeout', async () => {
    const { wires, honest, liar, open } = await scene(4, () => null);
    const clock = new HandClock();
    const doc = await open([liar, honest], { clock });
    let settled = false;
    void doc.ready.then(() => (settled = true));
    // the honest relay has answered and the silent one has the request: only the clock is missing
    await until(() => expect(honest.frames.filter((f) => f.text.startsWith('["EOSE"')).length).toBeGreaterThan(0));
    await until(() => expect(liar.frames.filter((f) => f.direction === 'in' && f.text.startsWith('["REQ"')).length).toBe(1));
    clock.advance(FETCH_TIMEOUT_MS - 1);
    await new Promise((r) => setImmediate(r));
    expect(settled).toBe(false);
    clock.advance(1);
    const report = await doc.ready;
    expect(report.relays.map((r) => r.status)).toEqual(['timeout', 'complete']);
    expect(new Set(doc.log.toArray())).toEqual(new Set(wires));
  });

  test('frames too long to be ours are dropped before parsing; content just over the bound before decoding', async () => {
    const big = (e: StoredEvent) => ({ ...e, content: e.content.repeat(Math.ceil((3 * MAX_ARCHIVE_CONTENT) / e.content.length)) });
    const over = (e: StoredEvent) => ({ ...e, content: e.content + 'A'.repeat(MAX_ARCHIVE_CONTENT + 4 - e.content.length) });
    const { liar, open } = await scene(3, (events) => [...events.map(big), ...events.map(over)]);
    const doc = await open([liar]);
    const report = await doc.ready;
    expect(report.relays[0]).toMatchObject({ status: 'complete', oversize: 3, events: 3, dropped: 3 });
    expect(doc.log.length).toBe(0);
  });
});
