/**
 * The relay path's own guarantees (src/sync/transport/relay-mesh.ts), two meshes joined by stand-in
 * relays: game traffic arrives sealed and only under the room's key; copies through two relays and
 * a relay replaying frames change nothing and earn no second answer; frames for another peer, from
 * another room or malformed are dropped; what goes out is paced, and small.
 */
import { describe, expect, test } from 'vitest';
import * as Y from 'yjs';
import { Awareness } from 'y-protocols/awareness';
import { roomKey, sealFrame } from '../../src/sync/signaling/room-secret.js';
import { RelayPacer } from '../../src/sync/transport/relay-pacer.js';
import { decodeRelayFrame, encodeRelayFrame, SeqWindow } from '../../src/sync/transport/relay-frame.js';
import { FRAME_BYTES, RelayMesh } from '../../src/sync/transport/relay-mesh.js';

const until = async (ok: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
};

/** Two meshes whose frames go through two stand-in relays (each frame arrives once per relay it was sent through). */
function pair(room = 'room-1') {
  const key = roomKey(room);
  const wire: { from: string; endpoint: string; sealed: string }[] = [];
  const meshes: RelayMesh[] = [];
  const docs = [new Y.Doc(), new Y.Doc()];
  const presence = docs.map((d) => new Awareness(d));
  const ids = ['peer-a', 'peer-b'];
  for (const i of [0, 1]) {
    meshes.push(
      new RelayMesh({
        doc: docs[i],
        awareness: presence[i],
        selfId: ids[i],
        key,
        openEndpoints: () => ['relay-1', 'relay-2'],
        send: (endpoint, sealed) => {
          wire.push({ from: ids[i], endpoint, sealed });
          setTimeout(() => meshes[1 - i].receive(sealed, endpoint), 1);
          return true;
        },
        isDirect: () => false,
        changed: () => {},
      }),
    );
  }
  return { meshes, docs, presence, wire, ids, key };
}

describe('the relay path between two peers', () => {
  test('a peer opened on one side is answered on the other; the document crosses in sealed frames, each through two relays', async () => {
    const { meshes, docs, wire, ids } = pair();
    const entries = Array.from({ length: 300 }, (_, i) => `${i}:${'y'.repeat(200)}`);
    docs[0].getArray<string>('log').push(entries);
    meshes[0].open(ids[1]);
    await until(() => docs[1].getArray('log').length === 300);
    expect(meshes[0].states().get(ids[1])).toBe('relay');
    expect(meshes[1].states().get(ids[0])).toBe('relay');
    // now both directions carry changes, batched
    docs[1].getArray<string>('log').push(['from b']);
    await until(() => docs[0].getArray('log').length === 301);
    const seen = wire.map((w) => w.sealed).join('');
    expect(seen).not.toContain('yyyy');
    expect(Math.max(...wire.map((w) => w.sealed.length))).toBeLessThan(FRAME_BYTES * 1.4);
    expect(new Set(wire.map((w) => w.endpoint))).toEqual(new Set(['relay-1', 'relay-2']));
    for (const m of meshes) m.destroy();
  });

  test('a relay replaying every frame, and frames from another room, for another peer or malformed, change nothing and get no answer', async () => {
    const { meshes, docs, wire, ids } = pair();
    docs[0].getArray<string>('log').push(['a']);
    meshes[0].open(ids[1]);
    await until(() => docs[1].getArray('log').length === 1);
    await new Promise((r) => setTimeout(r, 50));
    const sentBefore = wire.length;
    // a relay sends b everything a ever sent, again
    for (const w of wire.filter((x) => x.from === ids[0])) meshes[1].receive(w.sealed, w.endpoint);
    // a frame sealed under another room's key, one for somebody else, one that is not a frame
    const other = await roomKey('another room');
    const step1 = new Uint8Array([0, 0, 0]);
    meshes[1].receive(await sealFrame(other, encodeRelayFrame({ from: ids[0], to: [], seq: 9999, body: step1 })), 'relay-1');
    meshes[1].receive(await sealFrame(await roomKey('room-1'), encodeRelayFrame({ from: ids[0], to: ['peer-z'], seq: 10_000, body: step1 })), 'relay-1');
    meshes[1].receive(await sealFrame(await roomKey('room-1'), new Uint8Array([7, 7, 7])), 'relay-1');
    meshes[1].receive('r.not-base64!!', 'relay-1');
    await new Promise((r) => setTimeout(r, 100));
    expect(wire.length).toBe(sentBefore);
    expect(docs[1].getArray('log').toArray()).toEqual(['a']);
    for (const m of meshes) m.destroy();
  });

  test("a direct channel taking over ends the relay link without the peer's presence blinking; a peer forgotten takes its presence along", async () => {
    const { meshes, docs, presence, ids } = pair();
    presence[1].setLocalState({ who: 'b' });
    meshes[0].open(ids[1]);
    await until(() => presence[0].getStates().get(docs[1].clientID)?.who === 'b');
    meshes[0].stop(ids[1]);
    expect(meshes[0].states().has(ids[1])).toBe(false);
    expect(presence[0].getStates().get(docs[1].clientID)).toEqual({ who: 'b' });
    meshes[0].open(ids[1]);
    await new Promise((r) => setTimeout(r, 100));
    presence[1].setLocalState({ who: 'b', again: true });
    await until(() => presence[0].getStates().get(docs[1].clientID)?.again === true);
    meshes[0].forget(ids[1]);
    expect(presence[0].getStates().has(docs[1].clientID)).toBe(false);
    for (const m of meshes) m.destroy();
  });
});

describe('relay frames', () => {
  test('round-trip, and refuse other versions, oversized ids and empty bodies', () => {
    const f = { from: 'a'.repeat(36), to: ['b'.repeat(36)], seq: 42, body: new Uint8Array([1, 2, 3]) };
    expect(decodeRelayFrame(encodeRelayFrame(f))).toEqual(f);
    const bytes = encodeRelayFrame(f);
    bytes[0] = 2;
    expect(decodeRelayFrame(bytes)).toBeNull();
    expect(decodeRelayFrame(encodeRelayFrame({ ...f, from: 'x'.repeat(500) }))).toBeNull();
    expect(decodeRelayFrame(encodeRelayFrame({ ...f, body: new Uint8Array(0) }))).toBeNull();
    expect(decodeRelayFrame(new Uint8Array([1, 255, 255, 255, 255, 15]))).toBeNull();
  });

  test("a sender's running numbers: each taken once, in any order, and none far behind the newest", () => {
    const w = new SeqWindow(100);
    expect([5, 3, 4, 5, 3].map((s) => w.fresh(s))).toEqual([true, true, true, false, false]);
    expect(w.fresh(500)).toBe(true);
    expect(w.fresh(350)).toBe(false);
    expect(w.fresh(450)).toBe(true);
  });
});

describe('pacing what goes through a relay', () => {
  test('a burst goes at once, then a few frames a second, and never more than the minute allows', () => {
    let now = 0;
    const sent: number[] = [];
    const timers: { at: number; fn: () => void }[] = [];
    const realSetTimeout = globalThis.setTimeout;
    globalThis.setTimeout = ((fn: () => void, ms: number) => (timers.push({ at: now + ms, fn }), 0)) as unknown as typeof setTimeout;
    try {
      const pacer = new RelayPacer(
        () => (sent.push(now), true),
        { burst: 10, perSecond: 2, perMinute: 30, maxQueued: 1 << 20 },
        () => now,
      );
      for (let i = 0; i < 60; i++) pacer.push(`frame ${i}`, ['relay-1']);
      expect(sent.length).toBe(10);
      while (timers.length) {
        timers.sort((a, b) => a.at - b.at);
        const t = timers.shift()!;
        now = t.at;
        t.fn();
      }
      expect(sent.length).toBe(60);
      // the first minute: 30 at most
      expect(sent.filter((t) => t < 60_000).length).toBe(30);
      // after the burst, no more than 2 a second
      const afterBurst = sent.slice(10, 30);
      expect(afterBurst[afterBurst.length - 1] - afterBurst[0]).toBeGreaterThanOrEqual(9_000);
    } finally {
      globalThis.setTimeout = realSetTimeout;
    }
  });

  test('a queue past its bound drops its oldest frames (the sync heals them)', () => {
    const pacer = new RelayPacer(() => true, { burst: 0, perSecond: 1, perMinute: 60, maxQueued: 100 });
    for (let i = 0; i < 10; i++) pacer.push('x'.repeat(30), ['relay-1']);
    expect(pacer.waiting).toBe(3);
    expect(pacer.dropped).toBe(7);
    pacer.destroy();
  });
});
