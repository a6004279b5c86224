/**
 * The Yjs sync and awareness protocols over one data channel: what y-webrtc does for each peer of
 * its mesh, for a channel opened some other way (an invite code exchanged by hand). Updates are
 * gossip like any other; the session verifies every entry they carry.
 */
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import type { Awareness } from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import type * as Y from 'yjs';

const SYNC = 0;
const AWARENESS = 1;
/** a whole game is under 100 KB; anything far larger is not ours */
const MAX_MESSAGE = 4 * 1024 * 1024;
/**
 * The greeting goes out again this long after the channel opens: Chromium can drop a message sent
 * the moment a channel opens (lite-peer.ts, RESEND_MS), and a lost sync step 1 would leave this
 * side without the other's document. Step 1 and awareness are idempotent.
 */
export const REGREET_MS = 300;

/** What the sync needs of a channel: RTCDataChannel has it. */
export interface MessageChannelLike {
  readonly readyState: string;
  binaryType: string;
  send(data: Uint8Array<ArrayBuffer>): void;
  addEventListener(type: 'message' | 'open' | 'close', listener: (e: { data?: unknown }) => void): void;
  removeEventListener(type: 'message' | 'open' | 'close', listener: (e: { data?: unknown }) => void): void;
}

/** Keeps `doc` and `awareness` in sync with the peer at the other end; returns the detach function. */
export function syncOverChannel(doc: Y.Doc, awareness: Awareness, channel: MessageChannelLike, onClose: () => void = () => {}): () => void {
  channel.binaryType = 'arraybuffer';
  const send = (build: (e: encoding.Encoder) => void) => {
    if (channel.readyState !== 'open') return;
    const e = encoding.createEncoder();
    build(e);
    try {
      channel.send(encoding.toUint8Array(e) as Uint8Array<ArrayBuffer>);
    } catch {
      // a channel closing under us: the close event detaches
    }
  };
  let regreet: ReturnType<typeof setTimeout> | undefined;
  const greet = () => {
    if (regreet === undefined) regreet = setTimeout(greet, REGREET_MS);
    send((e) => {
      encoding.writeVarUint(e, SYNC);
      syncProtocol.writeSyncStep1(e, doc);
    });
    const states = awareness.getStates();
    if (states.size) {
      send((e) => {
        encoding.writeVarUint(e, AWARENESS);
        encoding.writeVarUint8Array(e, awarenessProtocol.encodeAwarenessUpdate(awareness, [...states.keys()]));
      });
    }
  };
  const read = (data: ArrayBuffer) => {
    try {
      const d = decoding.createDecoder(new Uint8Array(data));
      const kind = decoding.readVarUint(d);
      if (kind === SYNC) {
        const reply = encoding.createEncoder();
        encoding.writeVarUint(reply, SYNC);
        syncProtocol.readSyncMessage(d, reply, doc, channel);
        if (encoding.length(reply) > 1) send((e) => encoding.writeUint8Array(e, encoding.toUint8Array(reply)));
      } else if (kind === AWARENESS) {
        awarenessProtocol.applyAwarenessUpdate(awareness, decoding.readVarUint8Array(d), channel);
      }
    } catch {
      // malformed bytes from the peer: dropped, the channel stays up
    }
  };
  const onMessage = (ev: { data?: unknown }) => {
    const data = ev.data;
    if (data instanceof ArrayBuffer && data.byteLength <= MAX_MESSAGE) read(data);
  };
  const onUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === channel) return;
    send((e) => {
      encoding.writeVarUint(e, SYNC);
      syncProtocol.writeUpdate(e, update);
    });
  };
  // the peer's presence leaves with its channel, as y-webrtc does for its mesh
  const theirs = new Set<number>();
  const onAwareness = ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
    if (origin === channel) {
      for (const id of [...added, ...updated]) theirs.add(id);
      for (const id of removed) theirs.delete(id);
      return;
    }
    const changed = [...added, ...updated, ...removed];
    send((e) => {
      encoding.writeVarUint(e, AWARENESS);
      encoding.writeVarUint8Array(e, awarenessProtocol.encodeAwarenessUpdate(awareness, changed));
    });
  };
  let detached = false;
  const detach = () => {
    if (detached) return;
    detached = true;
    clearTimeout(regreet);
    channel.removeEventListener('message', onMessage);
    channel.removeEventListener('open', greet);
    channel.removeEventListener('close', onChannelClose);
    doc.off('update', onUpdate);
    awareness.off('update', onAwareness);
    if (theirs.size) awarenessProtocol.removeAwarenessStates(awareness, [...theirs], channel);
  };
  const onChannelClose = () => {
    detach();
    onClose();
  };
  channel.addEventListener('message', onMessage);
  channel.addEventListener('close', onChannelClose);
  doc.on('update', onUpdate);
  awareness.on('update', onAwareness);
  if (channel.readyState === 'open') greet();
  else channel.addEventListener('open', greet);
  return detach;
}
