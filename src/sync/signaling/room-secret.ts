/**
 * What signaling may know of a room: nothing. The room name (id and host key) is the game's only
 * credential, so it never leaves the browser. Peers meet under a topic that is a hash of it, and
 * everything they send through signaling (announcements, WebRTC offers with IP candidates) is
 * sealed with AES-GCM under a key derived from it. A relay sees an opaque topic and ciphertext; the
 * room cannot be recovered from the topic (it holds ~71 random bits besides the host key).
 */
import { sha256, toBase64Url, fromBase64Url, utf8 } from '../bytes.js';

/** The topic peers of `room` meet under (base64url SHA-256, domain-separated from the key). */
export function roomTopic(room: string): string {
  return toBase64Url(sha256(`carcassonne/signaling-topic/1\n${room}`));
}

/** The AES-GCM key that seals this room's signaling messages. */
export function roomKey(room: string): Promise<CryptoKey> {
  const raw = sha256(`carcassonne/signaling-key/1\n${room}`);
  return crypto.subtle.importKey('raw', raw as Uint8Array<ArrayBuffer>, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/** Sealed messages older than this (or this far in the future: clocks differ) are dropped as replays. */
export const FRESH_MS = 10 * 60_000;
/** A sealed message longer than this is not ours: dropped before any decoding. */
export const MAX_SEALED = 48 * 1024;

/** Seals a signaling message (any JSON value) with the time it was sent: base64url of IV ‖ ciphertext. */
export async function seal(key: CryptoKey, data: unknown, now = Date.now()): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = utf8(JSON.stringify({ t: now, d: data }));
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain as Uint8Array<ArrayBuffer>));
  const out = new Uint8Array(12 + cipher.length);
  out.set(iv);
  out.set(cipher, 12);
  return toBase64Url(out);
}

/** The message inside `sealed`, or undefined when it is not one of this room's, or stale. */
export async function unseal(key: CryptoKey, sealed: unknown, now = Date.now()): Promise<unknown> {
  if (typeof sealed !== 'string' || sealed.length > MAX_SEALED || sealed.length < 40) return undefined;
  const bytes = fromBase64Url(sealed) as Uint8Array<ArrayBuffer> | null;
  if (!bytes) return undefined;
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, 12) }, key, bytes.subarray(12));
    const msg = JSON.parse(new TextDecoder().decode(plain)) as { t?: unknown; d?: unknown };
    if (typeof msg?.t !== 'number' || Math.abs(now - msg.t) > FRESH_MS) return undefined;
    return msg.d;
  } catch {
    return undefined; // another room's key, or tampered with: GCM's tag does not check
  }
}

/**
 * Relay frames (game traffic carried by the relays when no direct channel opens) are sealed the
 * same way, as bytes: IV ‖ AES-GCM(send time as float64 ‖ frame). They travel as text marked with
 * RELAY_MARK, so a socket tells them from signaling messages before any decryption.
 */
export const RELAY_MARK = 'r.';

export async function sealFrame(key: CryptoKey, frame: Uint8Array, now = Date.now()): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new Uint8Array(8 + frame.length);
  new DataView(plain.buffer).setFloat64(0, now);
  plain.set(frame, 8);
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
  const out = new Uint8Array(12 + cipher.length);
  out.set(iv);
  out.set(cipher, 12);
  return RELAY_MARK + toBase64Url(out);
}

/** The frame inside `sealed`, or undefined when it is not this room's, tampered with, or stale. */
export async function unsealFrame(key: CryptoKey, sealed: unknown, now = Date.now()): Promise<Uint8Array | undefined> {
  if (typeof sealed !== 'string' || sealed.length > MAX_SEALED || !sealed.startsWith(RELAY_MARK)) return undefined;
  const bytes = fromBase64Url(sealed.slice(RELAY_MARK.length)) as Uint8Array<ArrayBuffer> | null;
  if (!bytes || bytes.length < 12 + 8 + 16) return undefined;
  try {
    const plain = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, 12) }, key, bytes.subarray(12)));
    const t = new DataView(plain.buffer).getFloat64(0);
    if (!(Math.abs(now - t) <= FRESH_MS)) return undefined;
    return plain.subarray(8);
  } catch {
    return undefined;
  }
}
