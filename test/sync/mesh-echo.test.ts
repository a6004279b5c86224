/**
 * y-webrtc's mesh without echoes (src/sync/transport/mesh-echo.ts): a change read from one peer goes
 * to every other peer but never back to the one it came from; a change made here goes to all.
 */
import { describe, expect, test } from 'vitest';
import * as Y from 'yjs';
import * as awarenessProtocol from 'y-protocols/awareness';
import { Awareness } from 'y-protocols/awareness';
import { skipEchoes } from '../../src/sync/transport/mesh-echo.js';

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
    webrtcConns: new Map([['a', { peer: a }], ['b', { peer: b }], ['c', { peer: c }]]),
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
});

