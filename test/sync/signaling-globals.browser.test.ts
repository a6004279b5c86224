/// <reference types="mocha" />
/**
 * Going online leaves the page's globals alone: y-webrtc's signaling sockets are made by our code
 * (src/sync/signaling/signaling-client.ts, aliased for lib0/websocket), so after a transport has
 * opened (and failed) its signaling connection the page's WebSocket is still the browser's own,
 * and builds a plain WebSocket (a `carc+` URL is still a syntax error to it).
 */
import { expect } from '@open-wc/testing';
import { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { createMemoryIdentity } from '../../src/sync/identity.js';
import { checkedRoom } from '../../src/sync/room-name.js';
import { webrtcTransport } from '../../src/sync/transport/webrtc.js';

const NativeWebSocket = globalThis.WebSocket;

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe("going online and the page's globals", () => {
  it("opens y-webrtc's signaling through our socket, and the page's WebSocket stays the native one", async () => {
    const host = await createMemoryIdentity();
    const doc = new Y.Doc();
    // a port nobody listens on: the attempt fails at once, and is retried
    const transport = webrtcTransport({ signaling: ['ws://127.0.0.1:9/'], iceServers: [] })({
      room: checkedRoom('globalsTest1', host.publicKey),
      doc,
      awareness: new Awareness(doc),
    });
    try {
      // y-webrtc has a signaling connection for the endpoint (none if our client were not in place:
      // the transport then gives y-webrtc no URLs), and it failed as a real attempt does
      await until(() => transport.status.kind === 'signaling-unreachable');
      expect(transport.status.channels?.byKind['y-webrtc']).to.deep.equal({ reached: 0, total: 1 });
      expect(globalThis.WebSocket).to.equal(NativeWebSocket);
      expect(Function.prototype.toString.call(globalThis.WebSocket)).to.contain('[native code]');
      expect(Object.getOwnPropertyDescriptor(globalThis, 'WebSocket')?.value).to.equal(NativeWebSocket);
      // the page's own sockets are the browser's: our scheme is nothing to it
      expect(() => new WebSocket('carc+ws://127.0.0.1:9/')).to.throw(DOMException, /scheme/);
    } finally {
      transport.destroy();
    }
  });
});
