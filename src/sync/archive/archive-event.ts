/**
 * One signed entry wire as a relay stores it: a regular (stored) Nostr event of our kind, tagged
 * with the room's archive topic and a NIP-40 expiry, its content the wire sealed with AES-GCM under
 * a key derived from the room. The relay sees a hash and ciphertext; the topic is domain-separated
 * from the signaling topic (room-secret.ts), so a relay cannot link a room's archive to its
 * signaling. Unlike signaling messages there is no freshness window: stored events are old by
 * design, and a replayed one is harmless (entries are signed, and the log deduplicates them).
 */
import { fromBase64Url, sha256, toBase64Url, utf8 } from '../bytes.js';
import { type NostrEvent, type NostrKeys, relayArray, signEvent } from '../signaling/nostr-event.js';
import { MAX_WIRE_LENGTH } from '../wire-bounds.js';

/** Our regular (stored) kind; events are also filtered on the topic tag, so a clash is harmless. */
export const ARCHIVE_KIND = 4550;
export const TOPIC_TAG = 'x';
/** NIP-40's tag: relays drop the event after this unix time (seconds). */
export const EXPIRATION_TAG = 'expiration';
/** How long a relay keeps each event: 30 days after it was published (a browser renews what nears it). */
export const ARCHIVE_TTL_S = 30 * 24 * 3600;

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The longest content we read: a MAX_WIRE_LENGTH-byte wire, sealed. Longer is dropped before decoding. */
export const MAX_ARCHIVE_CONTENT = Math.ceil(((IV_BYTES + MAX_WIRE_LENGTH + TAG_BYTES) * 4) / 3);
/** A relay frame carrying one such event: the content plus ids, key, signature, tags and sub id. */
export const MAX_ARCHIVE_FRAME = MAX_ARCHIVE_CONTENT + 1024;

/** What a browser of the room knows of its archive. */
export interface ArchiveSecret {
  topic: string;
  key: CryptoKey;
}

/** The tag this room's stored events carry: base64url SHA-256, domain-separated from signaling's topic. */
export function archiveTopic(room: string): string {
  return toBase64Url(sha256(`carcassonne/archive-topic/1\n${room}`));
}

export async function archiveSecret(room: string): Promise<ArchiveSecret> {
  const raw = sha256(`carcassonne/archive-key/1\n${room}`);
  const key = await crypto.subtle.importKey('raw', raw as Uint8Array<ArrayBuffer>, 'AES-GCM', false, ['encrypt', 'decrypt']);
  return { topic: archiveTopic(room), key };
}

/** base64url(IV ‖ AES-GCM(wire)); null for a wire longer than MAX_WIRE_LENGTH bytes (never one of ours). */
export async function sealWire(key: CryptoKey, wire: string): Promise<string | null> {
  const plain = utf8(wire);
  if (plain.length > MAX_WIRE_LENGTH) return null;
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain as Uint8Array<ArrayBuffer>));
  const out = new Uint8Array(IV_BYTES + cipher.length);
  out.set(iv);
  out.set(cipher, IV_BYTES);
  return toBase64Url(out);
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The wire inside `content`, or undefined: oversized (before decoding), another room's, or tampered with. */
export async function openWire(key: CryptoKey, content: string): Promise<string | undefined> {
  if (content.length > MAX_ARCHIVE_CONTENT || content.length < Math.ceil(((IV_BYTES + TAG_BYTES + 1) * 4) / 3)) return undefined;
  const bytes = fromBase64Url(content) as Uint8Array<ArrayBuffer> | null;
  if (!bytes) return undefined;
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES) }, key, bytes.subarray(IV_BYTES));
    return strictUtf8.decode(plain);
  } catch {
    return undefined; // GCM's tag does not check: another room's key, or altered on the way
  }
}

/** The stored event for `sealed` under `topic`, expiring ARCHIVE_TTL_S after `nowMs`. */
export function archiveEvent(keys: NostrKeys, topic: string, sealed: string, nowMs: number): Promise<NostrEvent> {
  const expiration = Math.floor(nowMs / 1000) + ARCHIVE_TTL_S;
  return signEvent(
    keys,
    ARCHIVE_KIND,
    [
      [TOPIC_TAG, topic],
      [EXPIRATION_TAG, String(expiration)],
    ],
    sealed,
    nowMs,
  );
}

/** What a relay told the archive, reduced to what it acts on. */
export type ArchiveMessage =
  | { type: 'event'; subId: string; topic: string; content: string; expiration: number | null }
  | { type: 'eose'; subId: string }
  | { type: 'ok'; id: string; accepted: boolean; reason: string }
  | { type: 'closed'; subId: string; reason: string }
  | { type: 'other' };

const tagValue = (tags: unknown[], name: string): string | null => {
  const found = tags.filter((t): t is string[] => Array.isArray(t) && t[0] === name && typeof t[1] === 'string');
  return found.length === 1 ? found[0][1] : null;
};

/**
 * Reads one relay frame: anything longer than MAX_ARCHIVE_FRAME is `other` before it is parsed, as
 * is an event of another kind, without one topic tag or with non-text content. The Nostr id and
 * signature are not checked: they are a throwaway key's and prove nothing about who wrote the
 * entry (its own Ed25519 signature does, checked by the session), and a relay could re-sign
 * anything it likes anyway; skipping the Schnorr check saves milliseconds an event.
 */
export function readArchiveFrame(frame: unknown): ArchiveMessage {
  const msg = relayArray(frame, MAX_ARCHIVE_FRAME);
  if (!msg || typeof msg[1] !== 'string') return { type: 'other' };
  const reason = (v: unknown) => String(v ?? '').slice(0, 200);
  if (msg[0] === 'EOSE') return { type: 'eose', subId: msg[1] };
  if (msg[0] === 'CLOSED') return { type: 'closed', subId: msg[1], reason: reason(msg[2]) };
  if (msg[0] === 'OK') return { type: 'ok', id: msg[1], accepted: msg[2] === true, reason: reason(msg[3]) };
  if (msg[0] !== 'EVENT') return { type: 'other' };
  const e = msg[2] as Partial<NostrEvent> | null;
  if (!e || typeof e !== 'object' || e.kind !== ARCHIVE_KIND || typeof e.content !== 'string' || !Array.isArray(e.tags)) return { type: 'other' };
  const topic = tagValue(e.tags, TOPIC_TAG);
  if (topic === null) return { type: 'other' };
  const expiry = Number(tagValue(e.tags, EXPIRATION_TAG));
  return { type: 'event', subId: msg[1], topic, content: e.content, expiration: Number.isSafeInteger(expiry) && expiry > 0 ? expiry : null };
}
