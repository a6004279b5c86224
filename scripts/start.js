#!/usr/bin/env node
/**
 * `npm start`: a y-webrtc signaling server, a Nostr relay, an audience relay (for watch links,
 * docs/audience.md) and the app's Vite dev server on this machine, so two windows (or two browsers)
 * play each other with no internet. On localhost the app signals through ws://<hostname>:4444 and
 * nostr+ws://<hostname>:4445 by default (the two kinds the public default uses); `?signaling=`
 * overrides them. A table is shown to watchers only when its host asks (`?relay=` or the lobby).
 *
 *   npm start                        # 127.0.0.1, app on :5173, signaling on :4444, relay on :4445, audience relay on :4446
 *   npm start -- --host 0.0.0.0      # reachable from the LAN (then open ?signaling=ws://<lan-ip>:4444)
 *   SIGNALING_PORT=4545 npm start    # the relay then listens on SIGNALING_PORT + 1
 */
import { createServer } from 'vite';
import { startAudienceServer } from './audience-server.js';
import { startNostrRelay } from './nostr-relay.js';
import { startSignalingServer } from './signaling-server.js';
import { argValue } from './websocket-server.js';

const host = argValue('host') ?? process.env.HOST ?? '127.0.0.1';
const signalingPort = Number(argValue('signaling-port') ?? process.env.SIGNALING_PORT ?? 4444);
const appPort = Number(argValue('port') ?? process.env.PORT ?? 5173);

const signaling = await startSignalingServer({ port: signalingPort, host, quiet: true });
const relay = await startNostrRelay({ port: signalingPort + 1, host, quiet: true });
const audience = await startAudienceServer({ port: signalingPort + 2, host, quiet: true });
const vite = await createServer({ server: { host, port: appPort, strictPort: false } });
await vite.listen();
const appUrl = vite.resolvedUrls?.local[0] ?? `http://${host}:${appPort}/`;
const query = signalingPort === 4444 ? '' : `?signaling=${encodeURIComponent(`${signaling.url},nostr+${relay.url}`)}`;
console.log(`\n  Carcassonne:       ${appUrl}${query}`);
console.log(`  signaling server:  ${signaling.url}`);
console.log(`  nostr relay:       nostr+${relay.url}`);
console.log(`  audience relay:    ${audience.url}  (a host shows a table to watchers with ${appUrl}?relay=${audience.url})`);
console.log('  Open the link in two windows (or send it to a friend on this network). Ctrl+C stops.\n');

const stop = async () => {
  await vite.close();
  await signaling.close();
  await relay.close();
  await audience.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
