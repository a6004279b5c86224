/**
 * What signaling may know of a room: nothing. The room name (id and host key) is the game's only
 * credential, so it never leaves the browser. Peers meet under a topic that is a hash of it, and
 * everything they send through signaling (announcements, WebRTC offers with IP candidates) is
 * sealed with AES-GCM under a key derived from it. A relay sees an opaque topic and ciphertext; the
 * room cannot be recovered from the topic (it holds ~71 random bits besides the host key).
 *
 * Each IV also carries a check only the room's members can compute (4 bytes of a hash keyed with
 * the room, over the IV's 8 random bytes): junk from someone who knows only the topic is told from
 * the room's messages by hashing one block, before any decryption or budget is spent on it. Peers of
 * builds before the check used fully random IVs; their messages still decrypt (receive-budgets.ts).
 */
import { sha256, toBase64Url, fromBase64Url, utf8 } from '../bytes.js';

/** The topic peers of `room` meet under (base64url SHA-256, domain-separated from the key). */
export function roomTopic(room: string): string {
  return toBase64Url(sha256(`carcassonne/signaling-topic/1\n${room}`));
}

/** Each room key's check secret: kept beside the key so seal, sealFrame and the sockets reach it. */
const checkSecrets = new WeakMap<CryptoKey, Uint8Array>();

/** The AES-GCM key that seals this room's signaling messages. */
export async function roomKey(room: string): Promise<CryptoKey> {
  const raw = sha256(`carcassonne/signaling-key/1\n${room}`);
  const key = await crypto.subtle.importKey('raw', raw as Uint8Array<ArrayBuffer>, 'AES-GCM', false, ['encrypt', 'decrypt']);
  checkSecrets.set(key, sha256(`carcassonne/signaling-check/1\n${room}`));
  return key;
}

/** Characters of a sealed text (after its mark) that encode the IV: 12 bytes are 16 base64url characters. */
export const IV_CHARS = 16;

function ivCheck(secret: Uint8Array, iv: Uint8Array): Uint8Array {
  const input = new Uint8Array(40);
  input.set(secret);
  input.set(iv.subarray(0, 8), 32);
  return sha256(input).subarray(0, 4);
}

/** A fresh IV: 8 random bytes (64 bits: no repeat in any room's lifetime) and their check. */
function newIv(key: CryptoKey): Uint8Array<ArrayBuffer> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const secret = checkSecrets.get(key);
  if (secret) iv.set(ivCheck(secret, iv), 8);
  return iv;
}

/**
 * Whether `sealed` (a signaling message or a RELAY_MARK'd frame) carries the room's check. Reads
 * its first IV_CHARS characters only, so a junk message costs one hash block however long it is.
 */
export function carriesCheck(key: CryptoKey, sealed: string): boolean {
  const secret = checkSecrets.get(key);
  const start = sealed.startsWith(RELAY_MARK) ? RELAY_MARK.length : 0;
  const iv = secret && sealed.length >= start + IV_CHARS ? fromBase64Url(sealed.slice(start, start + IV_CHARS)) : null;
  if (!secret || !iv) return false;
  const check = ivCheck(secret, iv);
  return check[0] === iv[8] && check[1] === iv[9] && check[2] === iv[10] && check[3] === iv[11];
}

/** Sealed messages older than this (or this far in the future: clocks differ) are dropped as replays. */
export const FRESH_MS = 10 * 60_000;
/** A sealed message longer than this is not ours: dropped before any decoding. */
export const MAX_SEALED = 48 * 1024;

/** Seals a signaling message (any JSON value) with the time it was sent: base64url of IV ‖ ciphertext. */
export async function seal(key: CryptoKey, data: unknown, now = Date.now()): Promise<string> {
  const iv = newIv(key);
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
  const iv = newIv(key);
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
