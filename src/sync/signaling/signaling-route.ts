/**
 * The seam between y-webrtc and our signaling sockets. y-webrtc opens every signaling connection
 * through lib0's WebsocketClient, which every build of ours replaces with signaling-client.ts (the
 * `lib0/websocket` alias of scripts/build/peer-alias.ts). The transport hands y-webrtc URLs of a
 * scheme of our own (`carc+ws://…`, `carc+nostr+wss://…`), and that client opens a SignalingSocket
 * for exactly those, any other URL with the page's WebSocket as it is: no global is changed.
 */
import { SignalingConn } from 'y-webrtc';
import { parseEndpoint, type SignalingEndpoint } from './endpoints.js';
import type { ClientSocket, OpenSocket } from './signaling-client.js';
import { SignalingHub } from './signaling-hub.js';
import { SignalingSocket } from './signaling-socket.js';
import type { SocketLike } from './relay-wires.js';

const PREFIX = 'carc+';

/** This page's hub: every room and endpoint of every session. */
export const signalingHub = new SignalingHub();

/** The URL y-webrtc is given for an endpoint. */
export function routedUrl(endpoint: SignalingEndpoint): string {
  return PREFIX + endpoint.url;
}

/** A socket for the client: ours for an endpoint's routed URL, else the page's WebSocket. */
const openSocket: OpenSocket = (url) => {
  const endpoint = url.startsWith(PREFIX) ? parseEndpoint(url.slice(PREFIX.length)) : null;
  if (!endpoint) return new WebSocket(url) as unknown as ClientSocket;
  return new SignalingSocket(endpoint, signalingHub, (u) => new WebSocket(u) as unknown as SocketLike);
};

/**
 * Has y-webrtc's signaling client open its sockets through `openSocket`. It reaches the client
 * through y-webrtc's own SignalingConn (whose base class it is), so it configures the very copy
 * y-webrtc runs. False where that client is lib0's own (a build without the alias) or where there
 * is no WebSocket (Node without one): then y-webrtc gets no signaling URLs.
 */
export function routeSignalingSockets(): boolean {
  const client = Object.getPrototypeOf(SignalingConn) as { useSockets?: (open: OpenSocket) => void };
  if (typeof globalThis.WebSocket !== 'function' || typeof client.useSockets !== 'function') return false;
  client.useSockets(openSocket);
  return true;
}
