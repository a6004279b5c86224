/**
 * y-webrtc's mesh without echoes (src/sync/transport/mesh-echo.ts): a change read from one peer goes
 * to every other peer but never back to the one it came from; a change made here goes to all.
 * Presence from a peer passes the gate first (presence-gate.ts): only a seat's proven state goes on.
 */
import { describe, expect, test, vi } from 'vitest';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import { Awareness } from 'y-protocols/awareness';
import { createMemoryIdentity } from '../../src/sync/index.js';
import { Presence } from '../../src/sync/presence.js';
import { sealPresence } from '../../src/sync/presence-seal.js';
import { gatePresence, skipEchoes } from '../../src/sync/transport/mesh-echo.js';
import { MESSAGE_AWARENESS } from '../../src/sync/transport/sync-link.js';
import { rawAwarenessUpdate, type RawState } from './helpers/presence-table.js';

/** Stands in for LitePeer: the class carries which peer's message is being read. */
class Peer {
  static delivering: Peer | null = null;
  sent: Uint8Array[] = [];
  send(m: Uint8Array): void {
    this.sent.push(m);
  }
}

function room(doc: Y.Doc, awareness: Awareness) {
  const [a, b, c] = [new Peer(), new Peer(), new Peer()];
  const r = {
    name: 'topic',
    bcconnected: false,
    mux: (f: () => void) => f(),
    webrtcConns: new Map([
      ['a', { peer: a }],
      ['b', { peer: b }],
      ['c', { peer: c }],
    ]),
    _docUpdateHandler: () => {},
    _awarenessUpdateHandler: () => {},
  };
  doc.on('update', r._docUpdateHandler);
  awareness.on('update', r._awarenessUpdateHandler);
  skipEchoes(r, doc, awareness);
  return { a, b, c };
}

describe('the mesh sends no change back where it came from', () => {
  test('an update read from peer a goes to b and c only; one made here goes to all three', () => {
    const doc = new Y.Doc();
    const awareness = new Awareness(doc);
    const { a, b, c } = room(doc, awareness);
    const other = new Y.Doc();
    other.getArray('log').push(['from a']);
    Peer.delivering = a;
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(other), 'room');
    Peer.delivering = null;
    expect([a.sent.length, b.sent.length, c.sent.length]).toEqual([0, 1, 1]);
    doc.getArray('log').push(['mine']);
    expect([a.sent.length, b.sent.length, c.sent.length]).toEqual([1, 2, 2]);
  });

  test('presence read from peer b goes to a and c only', () => {
    const doc = new Y.Doc();
    const awareness = new Awareness(doc);
    const { a, b, c } = room(doc, awareness);
    const theirs = new Awareness(new Y.Doc());
    theirs.setLocalState({ who: 'b' });
    Peer.delivering = b;
    awarenessProtocol.applyAwarenessUpdate(awareness, awarenessProtocol.encodeAwarenessUpdate(theirs, [theirs.clientID]), 'room');
    Peer.delivering = null;
    expect([a.sent.length, b.sent.length, c.sent.length]).toEqual([1, 0, 1]);
  });

  test("presence a peer floods goes to no one, and is not kept; a seat's signed state goes on to the others", async () => {
    const doc = new Y.Doc();
    const seat = await createMemoryIdentity();
    const presence = new Presence({ doc, me: await createMemoryIdentity(), room: 'r', seatKeys: () => new Set([seat.publicKey]) });
    const { a, b, c } = room(doc, presence.awareness);
    // our own signed state goes to all three first
    await vi.waitFor(() => expect(a.sent.length).toBe(1), { timeout: 60_000 });
    // as LitePeer hands over each whole message from peer b before y-webrtc sees it
    const fromB = (states: RawState[]) => {
      const e = encoding.createEncoder();
      encoding.writeVarUint(e, MESSAGE_AWARENESS);
      encoding.writeVarUint8Array(e, rawAwarenessUpdate(states));
      Peer.delivering = b;
      try {
        return gatePresence(presence.awareness)(b, encoding.toUint8Array(e));
      } finally {
        Peer.delivering = null;
      }
    };
    const forged = Array.from({ length: 20_000 }, (_, i) => ({ client: 10_000 + i, clock: 1, state: { key: seat.publicKey, p: '{"t":1,"hover":null}', sig: `${i}`.padStart(86, 'A') } }));
    expect(fromB(forged)).toBe(true);
    const client = 4242;
    fromB([{ client, clock: 1, state: await sealPresence(seat, 'r', client, { t: Date.now(), hover: [1, 2] }) }]);
    await vi.waitFor(() => expect(presence.awareness.getStates().has(client)).toBe(true), { timeout: 60_000 });
    await presence.whenIdle();
    expect([...presence.awareness.getStates().keys()].sort()).toEqual([doc.clientID, client].sort());
    expect([a.sent.length, b.sent.length, c.sent.length]).toEqual([2, 1, 2]);
    presence.destroy();
  });
});
