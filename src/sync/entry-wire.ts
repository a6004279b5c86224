/**
 * How a signed entry is spelt in the shared log. Every peer keeps every wire of a whole game, a late
 * joiner downloads them all, so the wire carries only what a receiver cannot know, as briefly as
 * plain JSON allows:
 *
 *   ["move","<author>","<prev>",{"link":"<link>","move":{…},"turn":2},"<sig>"]
 *
 * a canonical JSON array of kind, author (base64url key), prev (null or the 32 hash bytes in
 * base64url, not 64 hex digits), body (canonical JSON; its hash fields, HASH_FIELDS, also in
 * base64url) and sig (base64url). The room is not on the wire: the document is the room's and every
 * reader passes it in. It is still signed: the hash is the SHA-256 of `signedText`, the canonical
 * JSON array `[kind, room, author, prev, body]` with hashes in hex, as the table reads them.
 *
 * Old wires (saved games) are canonical JSON objects `{author, body, kind, prev, room, sig}`, which
 * signed the object `{kind, room, author, prev, body}`. Signing an array now, never that object,
 * means no entry can be spelt both ways: each signature covers one spelling only.
 */
import { canonicalJson, fromBase64Url, fromHex, toBase64Url, toHex } from './bytes.js';
import type { EntryKind, EntryPayload } from './entry-payload.js';

/** Body fields that hold a SHA-256 (hex in the payload, base64url on the wire), by kind. */
const HASH_FIELDS = new Map<EntryKind, string>([
  ['move', 'link'],
  ['link', 'link'],
  ['commit', 'commit'],
  ['vote', 'at'],
]);

const HEX_256 = /^[0-9a-f]{64}$/;
const B64_256 = /^[A-Za-z0-9_-]{43}$/;

/** 64 hex digits as 43 base64url characters; anything else as it is. */
function hashToWire(v: unknown): unknown {
  return typeof v === 'string' && HEX_256.test(v) ? toBase64Url(fromHex(v)!) : v;
}

/** 43 base64url characters as the hex of their 32 bytes; anything else as it is. */
function hashFromWire(v: unknown): unknown {
  if (typeof v !== 'string' || !B64_256.test(v)) return v;
  const bytes = fromBase64Url(v);
  return bytes && bytes.length === 32 ? toHex(bytes) : v;
}

/** A body with its hash field mapped by `f` (a copy; the same object when it has none). */
function mapHashField(kind: EntryKind, body: Record<string, unknown>, f: (v: unknown) => unknown): Record<string, unknown> {
  const field = HASH_FIELDS.get(kind);
  return field && typeof body[field] === 'string' ? { ...body, [field]: f(body[field]) } : body;
}

/** What is hashed and signed: the payload as a canonical JSON array (throws on a number JSON cannot carry). */
export function signedText(p: EntryPayload): string {
  return canonicalJson([p.kind, p.room, p.author, p.prev, p.body]);
}

/** The wire of a payload and its signature (throws on a number JSON cannot carry). */
export function encodeWire(p: EntryPayload, sig: string): string {
  return canonicalJson([p.kind, p.author, hashToWire(p.prev), mapHashField(p.kind, p.body, hashToWire), sig]);
}

/** A wire's prev as hex: null, or undefined when it is not exactly one spelling of a hash (checked before hashing: entries are judged by position first). */
export function prevFromWire(v: unknown): string | null | undefined {
  if (v === null) return null;
  const hex = hashFromWire(v);
  return typeof hex === 'string' && HEX_256.test(hex) && hashToWire(hex) === v ? hex : undefined;
}

/**
 * A wire's body with its hash field as hex. Lenient: a value that spells no hash stays as it is,
 * and hashEntry refuses any wire that `encodeWire` does not spell back exactly, so each payload
 * has one wire.
 */
export function bodyFromWire(kind: EntryKind, body: Record<string, unknown>): Record<string, unknown> {
  return mapHashField(kind, body, hashFromWire);
}
