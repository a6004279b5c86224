/**
 * The seam between y-webrtc and our signaling sockets. y-webrtc's client (lib0) opens every
 * signaling connection with the global `new WebSocket(url)`, and has no option for another socket.
 * So the transport hands it URLs of a scheme of our own (`carc+ws://…`, `carc+nostr+wss://…`),
 * and the global WebSocket constructor is wrapped once to build a SignalingSocket for exactly those:
 * native WebSocket rejects such URLs, so every other WebSocket of the page is built as before (the
 * wrapper is a Proxy: `instanceof WebSocket`, constants and the prototype are untouched).
 */
import { parseEndpoint, type SignalingEndpoint } from './endpoints.js';
import { SignalingHub } from './signaling-hub.js';
import { SignalingSocket } from './signaling-socket.js';
import type { SocketLike } from './relay-wires.js';

const PREFIX = 'carc+';

/** This page's hub: every room and endpoint of every session. */
export const signalingHub = new SignalingHub();

let routed = false;

/** The URL y-webrtc is given for an endpoint. */
export function routedUrl(endpoint: SignalingEndpoint): string {
  return PREFIX + endpoint.url;
}

/** Wraps the global WebSocket once; false where there is none (Node), where y-webrtc cannot run either. */
export function routeSignalingSockets(): boolean {
  if (routed) return true;
  const Native = globalThis.WebSocket;
  if (typeof Native !== 'function') return false;
  globalThis.WebSocket = new Proxy(Native, {
    construct(target, args, newTarget) {
      const url = String(args[0]);
      const endpoint = url.startsWith(PREFIX) ? parseEndpoint(url.slice(PREFIX.length)) : null;
      if (!endpoint) return Reflect.construct(target, args, newTarget);
      return new SignalingSocket(endpoint, signalingHub, (u) => new target(u) as unknown as SocketLike);
    },
  });
  routed = true;
  return true;
}
