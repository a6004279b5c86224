/**
 * Sync that heals by design (src/sync/transport/sync-link.ts): over a path that loses the first
 * message in each direction and then one message in ten at random, two peers writing at the same
 * time still end with the same document, with nothing re-sent blindly: only the periodic state
 * vector and the ask when an update arrives with gaps. Presence heals by its own renewals (each
 * peer signs its state again every 15 s: presence.ts), which the link forwards like any change.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import * as Y from 'yjs';
import { Awareness } from 'y-protocols/awareness';
import { Rng } from '../../src/engine/index.js';
import { SyncLink, stateVectorMessage, updateMessage } from '../../src/sync/transport/sync-link.js';

const HEAL_MS = 10_000;

/** Two links joined by a lossy pipe: messages arrive on later turns of the event loop, or not at all. */
function lossyPair(seed: string, lossEvery = 10) {
  const rng = Rng.fromSeed(seed);
  const docs = [new Y.Doc(), new Y.Doc()];
  const presence = docs.map((d) => new Awareness(d));
  const stats = { sent: 0, lost: 0, byKind: new Map<number, number>() };
  const firstLost = [false, false];
  const count = [0, 0];
  const drop = [rng.int(lossEvery), rng.int(lossEvery)];
  const links: SyncLink[] = [];
  for (const side of [0, 1]) {
    links.push(
      new SyncLink({
        doc: docs[side],
        awareness: presence[side],
        healMs: HEAL_MS,
        send: (m) => {
          stats.sent++;
          stats.byKind.set(m[0], (stats.byKind.get(m[0]) ?? 0) + 1);
          // the first message each way is lost, then one in every `lossEvery`, at a random place in each run
          const first = !firstLost[side];
          firstLost[side] = true;
          const lose = first || count[side] % lossEvery === drop[side];
          if (!first && ++count[side] % lossEvery === 0) drop[side] = rng.int(lossEvery);
          if (lose) {
            stats.lost++;
            return;
          }
          const copy = m.slice();
          queueMicrotask(() => links[1 - side].receive(copy));
        },
      }),
    );
  }
  return { docs, presence, links, stats };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise<void>((r) => queueMicrotask(r));
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a sync link over a lossy path', () => {
  test('the first message each way and one in ten at random are lost; both documents and presences still converge', async () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const { docs, presence, links, stats } = lossyPair(seed);
      docs[0].getArray<string>('log').push(['before A']);
      docs[1].getArray<string>('log').push(['before B']);
      presence[0].setLocalState({ who: 'A', n: 0 });
      presence[1].setLocalState({ who: 'B', n: 0 });
      for (const l of links) l.start();
      for (let i = 0; i < 150; i++) {
        docs[i % 2].getArray<string>('log').push([`${i % 2 ? 'B' : 'A'}${i}`]);
        if (i % 10 === 0) presence[i % 2].setLocalState({ who: i % 2 ? 'B' : 'A', n: i });
        await flush();
      }
      // a few periods of healing: each side asks for what it lacks, and renews its presence
      for (let p = 0; p < 4; p++) {
        await vi.advanceTimersByTimeAsync(HEAL_MS);
        for (const a of presence) a.setLocalState({ ...a.getLocalState() });
        await flush();
      }
      const [a, b] = docs.map((d) => d.getArray<string>('log').toArray().sort());
      expect(a.length, seed).toBe(152);
      expect(b, seed).toEqual(a);
      expect(presence[0].getStates().get(docs[1].clientID), seed).toEqual(presence[1].getLocalState());
      expect(presence[1].getStates().get(docs[0].clientID), seed).toEqual(presence[0].getLocalState());
      expect(stats.lost, seed).toBeGreaterThan(10);
      for (const l of links) l.close();
    }
  });

  test('an update that arrives with a gap asks for what is missing at once, without waiting for the period', () => {
    const source = new Y.Doc();
    const updates: Uint8Array[] = [];
    source.on('update', (u: Uint8Array) => updates.push(u));
    const log = source.getArray<string>('log');
    log.push(['first']);
    log.push(['lost']);
    log.push(['after the lost one']);
    const doc = new Y.Doc();
    const sent: Uint8Array[] = [];
    const link = new SyncLink({ doc, awareness: new Awareness(doc), healMs: HEAL_MS, send: (m) => sent.push(m) });
    link.receive(updateMessage(updates[0]));
    expect(sent).toEqual([]);
    // the second update never came: the third cannot be applied yet, and the link asks at once
    link.receive(updateMessage(updates[2]));
    expect(sent).toEqual([stateVectorMessage(doc)]);
    // answered (the other side's reply to that state vector), the document is whole
    link.receive(new Uint8Array([0, 1, ...varuint(Y.encodeStateAsUpdate(source, Y.encodeStateVector(doc)).length), ...Y.encodeStateAsUpdate(source, Y.encodeStateVector(doc))]));
    expect(doc.getArray('log').toArray()).toEqual(['first', 'lost', 'after the lost one']);
    link.close();
  });
});

function varuint(n: number): number[] {
  const out: number[] = [];
  while (n > 127) {
    out.push((n & 127) | 128);
    n >>>= 7;
  }
  out.push(n);
  return out;
}
