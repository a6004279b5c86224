/**
 * y-webrtc runs on our signaling client wherever we run it (here: vitest's alias, as in every build):
 * routing its sockets changes no global, and a `carc+` URL gets one of our SignalingSockets while
 * any other URL gets the page's own WebSocket.
 */
import { WebsocketClient } from 'lib0/websocket';
import { SignalingConn } from 'y-webrtc';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import NodeWebSocket from 'ws';
import { routeSignalingSockets, routedUrl } from '../../src/sync/signaling/signaling-route.js';
import { parseEndpoint } from '../../src/sync/signaling/endpoints.js';
import { SignalingSocket } from '../../src/sync/signaling/signaling-socket.js';

// Node 20 has no WebSocket: this file gives it ws's, as a browser page has its own
const hadWebSocket = 'WebSocket' in globalThis;
beforeAll(() => {
  if (!hadWebSocket) (globalThis as Record<string, unknown>).WebSocket = NodeWebSocket;
});
afterAll(() => {
  if (!hadWebSocket) delete (globalThis as Record<string, unknown>).WebSocket;
});

const clients: WebsocketClient[] = [];
afterEach(() => {
  for (const c of clients.splice(0)) c.destroy();
});

describe("y-webrtc's signaling client", () => {
  test('is ours, and routing its sockets leaves the global WebSocket as it was', () => {
    const before = Object.getOwnPropertyDescriptor(globalThis, 'WebSocket');
    expect(Object.getPrototypeOf(SignalingConn)).toBe(WebsocketClient);
    expect(routeSignalingSockets()).toBe(true);
    expect(Object.getOwnPropertyDescriptor(globalThis, 'WebSocket')).toEqual(before);
  });

  test('opens a SignalingSocket for a routed URL and a plain WebSocket for any other', () => {
    routeSignalingSockets();
    const endpoint = parseEndpoint('ws://127.0.0.1:9/')!;
    const routed = new WebsocketClient(routedUrl(endpoint));
    const plain = new WebsocketClient('ws://127.0.0.1:9/');
    clients.push(routed, plain);
    expect(routed.ws).toBeInstanceOf(SignalingSocket);
    expect(plain.ws).toBeInstanceOf(globalThis.WebSocket);
  });

  test('drops a frame that is not JSON and goes on with the next one, throwing nothing', () => {
    const fake = { binaryType: '', send() {}, close() {}, onmessage: null, onopen: null, onclose: null, onerror: null } as unknown as {
      onmessage: (e: { data: unknown }) => void;
    };
    (WebsocketClient as unknown as { useSockets: (open: () => unknown) => void }).useSockets(() => fake);
    const client = new WebsocketClient('carc+ws://127.0.0.1:1');
    clients.push(client);
    const heard: unknown[] = [];
    client.on('message', (m: unknown) => heard.push(m));
    expect(() => fake.onmessage({ data: '{"type":"publish", junk' })).not.toThrow();
    fake.onmessage({ data: '{"type":"publish","topic":"t"}' });
    expect(heard).toEqual([{ type: 'publish', topic: 't' }]);
    routeSignalingSockets();
  });
});
