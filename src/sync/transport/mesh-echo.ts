/**
 * y-webrtc sends every document update and presence change to every peer of its mesh, the peer the
 * change just came from included: at a table of two, half of what crosses the data channel is the
 * other side's own changes coming back. Here the room's two broadcast handlers are replaced by ones
 * that skip the peer whose message is being read (LitePeer.delivering; y-webrtc applies a message
 * synchronously as it arrives). Changes still go to every other peer, so gossip across a partial
 * mesh is as before, and to this browser's other tabs.
 *
 * The static is read from the peers' own class: a dev server that pre-bundles y-webrtc carries its
 * own copy of LitePeer, whose static is not this module's. Presence a peer sent is written into
 * the awareness later, once verified (presence-gate.ts), with that peer as the origin: skipped too.
 */
import * as bc from 'lib0/broadcastchannel';
import * as decoding from 'lib0/decoding';
import type { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';
import { receiveAwareness } from '../presence-gate.js';
import type LitePeer from './lite-peer.js';
import { awarenessMessage, MESSAGE_AWARENESS, updateMessage } from './sync-link.js';

interface MeshRoom {
  name: string;
  bcconnected: boolean;
  mux: (f: () => void) => void;
  webrtcConns: Map<string, { peer: { send(m: Uint8Array): void } }>;
  _docUpdateHandler: (update: Uint8Array, origin: unknown) => void;
  _awarenessUpdateHandler: (changes: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => void;
}

/** Swaps the room's broadcast handlers (the room has no password: its tab messages are not encrypted). */
export function skipEchoes(room: unknown, doc: Y.Doc, awareness: Awareness): void {
  const r = room as MeshRoom;
  const broadcast = (message: Uint8Array, origin?: unknown) => {
    if (r.bcconnected) void Promise.resolve().then(() => r.mux(() => bc.publish(r.name, message)));
    let from: unknown = null;
    for (const conn of r.webrtcConns.values()) from ??= (conn.peer.constructor as Partial<typeof LitePeer>).delivering ?? null;
    for (const conn of r.webrtcConns.values()) {
      if (conn.peer === from || conn.peer === origin) continue;
      try {
        conn.peer.send(message);
      } catch {
        // not open (y-webrtc swallows the same)
      }
    }
  };
  doc.off('update', r._docUpdateHandler);
  awareness.off('update', r._awarenessUpdateHandler);
  r._docUpdateHandler = (update) => broadcast(updateMessage(update));
  r._awarenessUpdateHandler = ({ added, updated, removed }, origin) => broadcast(awarenessMessage(awareness, [...added, ...updated, ...removed]), origin);
  doc.on('update', r._docUpdateHandler);
  awareness.on('update', r._awarenessUpdateHandler);
}

/**
 * LitePeer's intercept (lite-peer.ts): presence from a data channel goes through the gate instead of
 * y-webrtc's readMessage, which would store every state it decodes.
 */
export function gatePresence(awareness: Awareness): (peer: unknown, data: Uint8Array | string) => boolean {
  return (peer, data) => {
    if (typeof data === 'string' || data[0] !== MESSAGE_AWARENESS) return false;
    try {
      const d = decoding.createDecoder(data);
      decoding.readVarUint(d);
      receiveAwareness(awareness, decoding.readVarUint8Array(d), peer);
    } catch {
      // malformed: dropped
    }
    return true;
  };
}
