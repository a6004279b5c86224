// A Node resolve hook for the relay-path workers: y-webrtc's simple-peer import becomes our
// LitePeer and its lib0/websocket our signaling client, as the build's aliases do
// (scripts/build/peer-alias.ts).
const ALIASES = {
  'simple-peer/simplepeer.min.js': new URL('../../../src/sync/transport/lite-peer.ts', import.meta.url).href,
  'lib0/websocket': new URL('../../../src/sync/signaling/signaling-client.ts', import.meta.url).href,
};

export async function resolve(specifier, context, next) {
  const url = Object.hasOwn(ALIASES, specifier) ? ALIASES[specifier] : undefined;
  if (url) return { url, shortCircuit: true };
  return next(specifier, context);
}
