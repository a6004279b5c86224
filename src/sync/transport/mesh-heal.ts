/**
 * Healing for y-webrtc's mesh, the same way sync-link.ts heals its own links: y-webrtc greets once
 * when a channel opens and then only forwards updates, so a lost greeting or update (browsers can
 * lose a message sent as a channel opens) would leave two documents apart for good. Here every
 * connected peer gets this document's state vector every DIRECT_HEAL_MS, and at once (at most once
 * a second) when an update from the mesh arrives with gaps; y-webrtc's own handler on the other side
 * answers with whatever is missing. Nothing is re-sent blindly.
 */
import type * as Y from 'yjs';
import { ASK_MIN_MS, hasGaps, stateVectorMessage } from './sync-link.js';

export const DIRECT_HEAL_MS = 10_000;

interface ConnLike {
  connected: boolean;
  peer: { send(data: Uint8Array): void };
}

/** Heals `doc` against the connections `conns()` lists; `origin` marks transactions y-webrtc applied. Returns the stop function. */
export function healMesh(doc: Y.Doc, conns: () => Iterable<ConnLike>, origin: () => unknown): () => void {
  let lastAsk = -Infinity;
  const askAll = () => {
    lastAsk = Date.now();
    const message = stateVectorMessage(doc);
    for (const c of conns()) {
      if (!c.connected) continue;
      try {
        c.peer.send(message);
      } catch {
        // closing: its close event ends it
      }
    }
  };
  const onTransaction = (tr: Y.Transaction) => {
    if (tr.origin === origin() && tr.origin !== null && Date.now() - lastAsk >= ASK_MIN_MS && hasGaps(doc)) askAll();
  };
  doc.on('afterTransaction', onTransaction);
  const timer = setInterval(askAll, DIRECT_HEAL_MS);
  (timer as { unref?: () => void }).unref?.();
  return () => {
    clearInterval(timer);
    doc.off('afterTransaction', onTransaction);
  };
}
