/**
 * y-webrtc's peer, simple-peer's browser bundle, replaced by src/sync/transport/lite-peer.ts (the
 * same events on the browser's own RTCPeerConnection, without Node's streams and Buffer). Every
 * build that bundles y-webrtc for a browser uses this: vite.config.ts and the e2e test page.
 */
import { fileURLToPath } from 'node:url';

export const PEER_ALIAS = [{ find: /^simple-peer\/simplepeer\.min\.js$/, replacement: fileURLToPath(new URL('../../src/sync/transport/lite-peer.ts', import.meta.url)) }];
