/**
 * A game document's log tied to the relays (archive-link.ts): what the relays keep comes into the
 * log once, marked ORIGIN_ARCHIVE; this peer's own writes go out; another browser's writes come in
 * live while the page is open; a spectator (shouldPublish false) publishes nothing, not even a heal.
 */
import { afterEach, describe, expect, test } from 'vitest';
import * as Y from 'yjs';
import { ORIGIN_ARCHIVE, attachArchive } from '../../../src/sync/archive/archive-link.js';
import type { RelayArchive } from '../../../src/sync/archive/relay-archive.js';
import { ORIGIN_LOCAL } from '../../../src/sync/outbox.js';
import { archiveOf, roomWithWires, startRelay, until } from './archive-setup.js';

const opened: { close(): unknown }[] = [];
const track = <T extends { close(): unknown }>(x: T): T => (opened.push(x), x);
afterEach(async () => {
  for (const x of opened.splice(0).reverse()) await x.close();
});
const archive = (...args: Parameters<typeof archiveOf>): RelayArchive => track(archiveOf(...args));

/** A fresh document whose log records the origin of each transaction that changed it. */
function page() {
  const doc = new Y.Doc();
  const log = doc.getArray<string>('log');
  const origins: unknown[] = [];
  log.observe((e) => origins.push(e.transaction.origin));
  const write = (wires: string[]) => doc.transact(() => log.push(wires), ORIGIN_LOCAL);
  return { doc, log, origins, write };
}

describe('a log tied to the relays', () => {
  test('fetched wires the log lacks come in once, as the archive’s; own writes go out; others’ come in live', async () => {
    const relay = track(await startRelay());
    const { room, wires } = await roomWithWires(6);
    await archive(room, [relay]).publish(wires.slice(0, 3));

    const ann = page();
    ann.doc.transact(() => ann.log.push([wires[0]]), 'carc-remote'); // already had from a peer
    const annArchive = archive(room, [relay]);
    const annLink = attachArchive({ doc: ann.doc, log: ann.log, archive: annArchive });
    const report = await annLink.ready;
    expect(report.wires).toHaveLength(3);
    expect(ann.log.get(0)).toBe(wires[0]);
    expect(new Set(ann.log.toArray())).toEqual(new Set(wires.slice(0, 3)));
    expect(ann.log.length).toBe(3);
    expect(ann.origins).toEqual(['carc-remote', ORIGIN_ARCHIVE]);

    const bob = page();
    const bobLink = attachArchive({ doc: bob.doc, log: bob.log, archive: archive(room, [relay]) });
    await bobLink.ready;
    // Bob plays: his page publishes it, and Ann's open page gets it live
    bob.write([wires[3]]);
    await until(() => expect(ann.log.toArray()).toContain(wires[3]));
    expect(ann.origins.at(-1)).toBe(ORIGIN_ARCHIVE);
    // wires pushed by the archive are not published again by the page that received them
    await annArchive.idle();
    expect(relay.published().length).toBe(4);
    bobLink.detach();
    annLink.detach();
  });

  test('a spectator publishes nothing: neither its writes nor a heal', async () => {
    const [full, empty] = [track(await startRelay()), track(await startRelay())];
    const { room, wires } = await roomWithWires(4);
    await archive(room, [full]).publish(wires.slice(0, 2));
    const before = full.published().length;

    const run = async (publishing: boolean) => {
      const p = page();
      const a = archive(room, [full, empty]);
      const link = attachArchive({ doc: p.doc, log: p.log, archive: a, shouldPublish: () => publishing });
      await link.ready;
      p.write([wires[2]]);
      await a.idle();
      link.detach();
    };
    await run(false);
    expect([full.published().length - before, empty.published().length]).toEqual([0, 0]);
    expect(empty.frames.some((f) => f.text.startsWith('["REQ"'))).toBe(true);

    // the same page as a player: its write goes to both relays, and the heal fills the empty one
    await run(true);
    expect([full.published().length - before, empty.published().length]).toEqual([1, 3]);
  });
});
