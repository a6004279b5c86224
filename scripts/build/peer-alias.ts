/**
 * y-webrtc's two imports that every build bundling it for a browser replaces (vite.config.ts, for the
 * app and for the npm package's dist-lib, the e2e test pages, the Node and browser test runners):
 * - simple-peer's browser bundle → src/sync/transport/lite-peer.ts (the same events on the
 *   browser's own RTCPeerConnection, without Node's streams and Buffer);
 * - `lib0/websocket` → src/sync/signaling/signaling-client.ts, lib0's signaling client opening its
 *   sockets through our factory instead of the page's global WebSocket. The npm package's build must
 *   keep this alias: the package bundles y-webrtc, so the alias applied when we build it is what a
 *   host page runs; without it, online play gets no signaling (routeSignalingSockets says false)
 *   rather than touching the host's globals.
 */
import { fileURLToPath } from 'node:url';

const source = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** `lib0/websocket` → our signaling client (also used alone by vitest.config.ts for the Node tests). */
export const SIGNALING_ALIAS = [{ find: /^lib0\/websocket$/, replacement: source('src/sync/signaling/signaling-client.ts') }];

export const PEER_ALIAS = [{ find: /^simple-peer\/simplepeer\.min\.js$/, replacement: source('src/sync/transport/lite-peer.ts') }, ...SIGNALING_ALIAS];
