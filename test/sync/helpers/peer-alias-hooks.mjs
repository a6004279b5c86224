// A Node resolve hook for the relay-path workers: y-webrtc's simple-peer import becomes our
// LitePeer, as the build's alias does (scripts/build/peer-alias.ts).
const LITE_PEER = new URL('../../../src/sync/transport/lite-peer.ts', import.meta.url).href;

export async function resolve(specifier, context, next) {
  if (specifier === 'simple-peer/simplepeer.min.js') return { url: LITE_PEER, shortCircuit: true };
  return next(specifier, context);
}
