/**
 * The game's sync over one data channel opened some other way (an invite code exchanged by hand):
 * a SyncLink (sync-link.ts) whose messages are split into frames of at most 64 KiB (frames.ts), so
 * a late joiner gets any game however long. Updates are gossip like any other; the session
 * verifies every entry they carry.
 */
import type { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';
import { CHANNEL_FRAME, Reassembler, splitMessage } from './frames.js';
import { SyncLink } from './sync-link.js';

/** How often the state vector goes out over the channel (sync-link.ts: what heals a lost message). */
export const CHANNEL_HEAL_MS = 10_000;

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
  let nextId = 0;
  const link = new SyncLink({
    doc,
    awareness,
    healMs: CHANNEL_HEAL_MS,
    send: (message) => {
      if (channel.readyState !== 'open') return;
      for (const frame of splitMessage(message, CHANNEL_FRAME, nextId++)) channel.send(frame as Uint8Array<ArrayBuffer>);
    },
  });
  const parts = new Reassembler();
  const onMessage = (ev: { data?: unknown }) => {
    // our peer sends nothing longer (frames.ts): a longer message is a hand-made client's
    if (!(ev.data instanceof ArrayBuffer) || ev.data.byteLength > CHANNEL_FRAME) return;
    const whole = parts.accept(new Uint8Array(ev.data));
    if (whole) link.receive(whole);
  };
  const greet = () => link.start();
  let detached = false;
  const detach = () => {
    if (detached) return;
    detached = true;
    channel.removeEventListener('message', onMessage);
    channel.removeEventListener('open', greet);
    channel.removeEventListener('close', onChannelClose);
    // the peer's presence leaves with its channel, as y-webrtc does for its mesh
    link.close();
  };
  const onChannelClose = () => {
    detach();
    onClose();
  };
  channel.addEventListener('message', onMessage);
  channel.addEventListener('close', onChannelClose);
  if (channel.readyState === 'open') greet();
  else channel.addEventListener('open', greet);
  return detach;
}
