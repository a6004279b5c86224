/**
 * The slice of Nostr (NIP-01) signaling needs: ephemeral events (kind 20000–29999, which relays pass
 * on to current subscribers and never store) tagged with a room's topic, signed (BIP-340 Schnorr
 * over secp256k1) with a throwaway key, and the relay's messages, checked before anything is done
 * with them. The content is already sealed (room-secret.ts): relays and anyone reading them see
 * ciphertext under an opaque tag.
 */
import { schnorr, utils } from '@noble/secp256k1';
import { fromHex, toHex, utf8 } from '../bytes.js';

/** Our ephemeral kind; peers also filter on the topic tag, so sharing the kind with others is harmless. */
export const SIGNAL_KIND = 25050;
export const TOPIC_TAG = 'x';
/** A relay frame longer than this is not ours: dropped before parsing. */
export const MAX_FRAME = 64 * 1024;

export interface NostrKeys {
  secret: Uint8Array;
  /** x-only public key, hex */
  pubkey: string;
}

export interface NostrEvent {
  id: string;
  pubkey: string;
  created_at: number;
  kind: number;
  tags: string[][];
  content: string;
  sig: string;
}

/** A fresh key for this connection only: events cannot be linked to a player or a later game. */
export function throwawayKeys(): NostrKeys {
  const secret = utils.randomSecretKey();
  return { secret, pubkey: toHex(schnorr.getPublicKey(secret)) };
}

/** A signed ephemeral event carrying `content` under `topic`. */
export function signedEvent(keys: NostrKeys, topic: string, content: string, now = Date.now()): Promise<NostrEvent> {
  return signEvent(keys, SIGNAL_KIND, [[TOPIC_TAG, topic]], content, now);
}

/** A signed event of any kind (the relay archive stores its own, src/sync/archive/archive-event.ts). */
export async function signEvent(keys: NostrKeys, kind: number, tags: string[][], content: string, now = Date.now()): Promise<NostrEvent> {
  const created_at = Math.floor(now / 1000);
  const serial = JSON.stringify([0, keys.pubkey, created_at, kind, tags, content]);
  const id = new Uint8Array(await crypto.subtle.digest('SHA-256', utf8(serial) as Uint8Array<ArrayBuffer>));
  const sig = await schnorr.signAsync(id, keys.secret);
  return { id: toHex(id), pubkey: keys.pubkey, created_at, kind, tags, content, sig: toHex(sig) };
}

/** Whether `event` is correctly hashed and signed (the local test relay checks what it is sent). */
export async function verifyEvent(event: NostrEvent): Promise<boolean> {
  const serial = JSON.stringify([0, event.pubkey, event.created_at, event.kind, event.tags, event.content]);
  const id = new Uint8Array(await crypto.subtle.digest('SHA-256', utf8(serial) as Uint8Array<ArrayBuffer>));
  const sig = fromHex(event.sig);
  const pub = fromHex(event.pubkey);
  if (toHex(id) !== event.id || !sig || !pub || sig.length !== 64 || pub.length !== 32) return false;
  return schnorr.verifyAsync(sig, id, pub).catch(() => false);
}

/** What a relay told us, reduced to what signaling acts on. */
export type RelayMessage = { type: 'event'; subId: string; topic: string; pubkey: string; content: string } | { type: 'refused'; reason: string } | { type: 'other' };

const HEX64 = /^[0-9a-f]{64}$/;

/** A relay frame as NIP-01's array with its type first, or null: longer than `max` (unparsed), not JSON, another shape. */
export function relayArray(frame: unknown, max: number): [string, ...unknown[]] | null {
  if (typeof frame !== 'string' || frame.length > max) return null;
  let msg: unknown;
  try {
    msg = JSON.parse(frame);
  } catch {
    return null;
  }
  return Array.isArray(msg) && typeof msg[0] === 'string' ? (msg as [string, ...unknown[]]) : null;
}

/**
 * Reads one relay frame. Anything oversized, malformed, of another kind or without one topic tag is
 * `other`; an `OK` false or a `CLOSED` is `refused` with the relay's reason.
 */
export function readRelayFrame(frame: unknown): RelayMessage {
  const msg = relayArray(frame, MAX_FRAME);
  if (!msg) return { type: 'other' };
  if (msg[0] === 'OK' && msg[2] === false) return { type: 'refused', reason: String(msg[3] ?? '').slice(0, 200) };
  if (msg[0] === 'CLOSED') return { type: 'refused', reason: String(msg[2] ?? '').slice(0, 200) };
  if (msg[0] !== 'EVENT' || typeof msg[1] !== 'string') return { type: 'other' };
  const e = msg[2] as Partial<NostrEvent> | null;
  if (!e || typeof e !== 'object' || e.kind !== SIGNAL_KIND || typeof e.content !== 'string' || typeof e.pubkey !== 'string' || !HEX64.test(e.pubkey)) return { type: 'other' };
  const tags = Array.isArray(e.tags) ? e.tags.filter((t) => Array.isArray(t) && t[0] === TOPIC_TAG && typeof t[1] === 'string') : [];
  if (tags.length !== 1) return { type: 'other' };
  return { type: 'event', subId: msg[1], topic: tags[0][1], pubkey: e.pubkey, content: e.content };
}
