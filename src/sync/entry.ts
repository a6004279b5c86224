/**
 * A signed log entry. What is signed is the SHA-256 of the canonical `{ kind, room, author, prev,
 * body }` (entry-wire.ts: as a JSON array; old entries as an object); the wire adds `sig` and leaves
 * out the room, which every reader knows, so every receiver recomputes the hash itself (over its own
 * room) and nothing in transit is taken on trust.
 */
import { BoundedMemo, forgetMemos } from './bounded-memo.js';
import { canonicalJson, fromBase64Url, fromHex, sha256, sha256Hex, toBase64Url, toHex } from './bytes.js';
import type { EntryKind, EntryPayload } from './entry-payload.js';
import { bodyFromWire, encodeWire, prevFromWire, signedText } from './entry-wire.js';
import { verifySignature, type Identity } from './identity.js';
import type { SyncError } from './types.js';
import { wireOutOfBounds } from './wire-bounds.js';

const KINDS = new Set<EntryKind>(['claim', 'seats', 'vote', 'rematch', 'start', 'commit', 'drop', 'link', 'move', 'away', 'back']);

/** Kinds kept outside the chain. */
export const OFF_CHAIN_KINDS: ReadonlySet<EntryKind> = new Set(['claim', 'seats', 'vote', 'rematch']);

export interface SignedEntry extends EntryPayload {
  /** hex SHA-256 of the canonical payload, computed by whoever holds the entry */
  hash: string;
  /** base64url Ed25519 signature over the 32 hash bytes */
  sig: string;
  /** the wire form, as stored in the Y.Array */
  wire: string;
}

export { MAX_WIRE_LENGTH } from './wire-bounds.js';

/** The payload with its author, and the SHA-256 a signature covers (its hex is the entry's hash). */
export function entryDigest(author: string, payload: Omit<EntryPayload, 'author'>): { full: EntryPayload; digest: Uint8Array } {
  const full: EntryPayload = { kind: payload.kind, room: payload.room, author, prev: payload.prev, body: payload.body };
  return { full, digest: sha256(signedText(full)) };
}

export async function signEntry(identity: Identity, payload: Omit<EntryPayload, 'author'>, digested = entryDigest(identity.publicKey, payload)): Promise<SignedEntry> {
  const { full, digest } = digested;
  const sig = toBase64Url(await identity.sign(digest));
  return { ...full, hash: toHex(digest), sig, wire: encodeWire(full, sig) };
}

export type VerifyResult = { ok: true; entry: SignedEntry } | { ok: false; error: SyncError; hash?: string; author?: string; kind?: string };

const bad = (message: string): VerifyResult & { ok: false } => ({ ok: false, error: { code: 'sync/bad-entry', message } });

/**
 * Signature checks are a pure function of (hash, sig) (the hash covers room and author), and a peer
 * sees the same entry again after every resync and restore, so results are remembered: keyed by
 * ~150 characters, not by the wire, so junk cannot make the memo hold megabytes. Bounded.
 */
const verified = new BoundedMemo<Promise<boolean>>(20_000);

/** Forgets remembered verifications, hashes and the rest (benchmarks measure a peer that has verified nothing yet). */
export function forgetVerifications(): void {
  forgetMemos();
}

/** A wire read but not yet hashed nor verified: enough to judge who wrote it and where. */
export interface ReadEntry extends EntryPayload {
  sig: string;
  wire: string;
  /** an object wire, as entries were written before the array (saved games) */
  legacy?: true;
}

/**
 * Reads a wire entry for `room`: bounds (before any parsing), JSON, shape, room. Cheap and
 * synchronous, so an entry can be judged (who wrote it, where) before it is even hashed, let alone
 * verified; nothing here is to be trusted yet. Never throws.
 */
export function readEntry(wire: unknown, room: string): { ok: true; entry: ReadEntry } | (VerifyResult & { ok: false }) {
  if (typeof wire !== 'string') return bad('An entry must be a JSON string of at most 8 KiB.');
  const outOfBounds = wireOutOfBounds(wire);
  if (outOfBounds) return bad(outOfBounds);
  let v: unknown;
  try {
    v = JSON.parse(wire);
  } catch {
    return bad('An entry is not valid JSON.');
  }
  if (Array.isArray(v)) return readArray(v, wire, room);
  if (!v || typeof v !== 'object') return bad('An entry must be an array (or an object, as saved games hold).');
  return readObject(v as Record<string, unknown>, wire, room);
}

/** The wire as written now: `[kind, author, prev, body, sig]` (entry-wire.ts). */
function readArray(a: unknown[], wire: string, room: string): { ok: true; entry: ReadEntry } | (VerifyResult & { ok: false }) {
  if (a.length !== 5) return bad('An entry is [kind, author, prev, body, sig].');
  const [kind, author, prev, body, sig] = a;
  if (!KINDS.has(kind as EntryKind)) return bad('An entry has an unknown kind.');
  if (typeof author !== 'string' || typeof sig !== 'string') return bad('An entry needs author and sig strings.');
  const hexPrev = prevFromWire(prev);
  if (hexPrev === undefined) return bad('"prev" must be null or a SHA-256 hash in base64url.');
  if (!body || typeof body !== 'object' || Array.isArray(body)) return bad('"body" must be an object.');
  // no room to compare: a wire signed for another room fails its signature (the hash covers ours)
  return { ok: true, entry: { kind: kind as EntryKind, room, author, prev: hexPrev, body: bodyFromWire(kind as EntryKind, body as Record<string, unknown>), sig, wire } };
}

/** The wire of saved games: the canonical JSON object of the payload and `sig`. */
function readObject(e: Record<string, unknown>, wire: string, room: string): { ok: true; entry: ReadEntry } | (VerifyResult & { ok: false }) {
  if (Object.keys(e).some((k) => !['kind', 'room', 'author', 'prev', 'body', 'sig'].includes(k))) return bad('An entry has unknown fields.');
  if (!KINDS.has(e.kind as EntryKind)) return bad('An entry has an unknown kind.');
  if (typeof e.room !== 'string' || typeof e.author !== 'string' || typeof e.sig !== 'string') return bad('An entry needs room, author and sig strings.');
  if (!(e.prev === null || (typeof e.prev === 'string' && /^[0-9a-f]{64}$/.test(e.prev)))) return bad('"prev" must be null or a SHA-256 hex hash.');
  if (!e.body || typeof e.body !== 'object' || Array.isArray(e.body)) return bad('"body" must be an object.');
  if (e.room !== room) return { ok: false, error: { code: 'sync/wrong-room', message: 'The entry was signed for another game.' }, author: e.author, kind: e.kind as string };
  return { ok: true, entry: { kind: e.kind as EntryKind, room: e.room, author: e.author, prev: e.prev as string | null, body: e.body as Record<string, unknown>, sig: e.sig, wire, legacy: true } };
}

/**
 * What hashing a wire for a room gave (its hash, or why it is not canonical), keyed by the room and
 * the exact wire: every peer of a process meets each wire (a browser's relay, the tests' tables),
 * and each peer again on every resync. Bounded by the characters held.
 */
const hashedWires = new BoundedMemo<string | SyncError>(4_000_000, (key) => key.length);

/** Hashes a read entry (readEntry's, so a function of its wire and room): its canonical payload, whose wire must be the one that was sent. Never throws. */
export function hashEntry(r: ReadEntry): VerifyResult {
  const key = `${r.room.length}:${r.room}${r.wire}`;
  const known = hashedWires.get(key, () => {
    const res = hashAfresh(r);
    return res.ok ? res.entry.hash : res.error;
  });
  if (typeof known !== 'string') return { ok: false, error: known };
  return { ok: true, entry: { kind: r.kind, room: r.room, author: r.author, prev: r.prev, body: r.body, hash: known, sig: r.sig, wire: r.wire } };
}

function hashAfresh(r: ReadEntry): VerifyResult {
  const payload: EntryPayload = { kind: r.kind, room: r.room, author: r.author, prev: r.prev, body: r.body };
  let signed: string;
  let wire: string;
  try {
    signed = r.legacy ? canonicalJson(payload) : signedText(payload);
    wire = r.legacy ? `${signed.slice(0, -1)},"sig":${JSON.stringify(r.sig)}}` : encodeWire(payload, r.sig);
  } catch {
    // 1e400 parses to Infinity, which no signed entry can hold
    return bad('An entry holds a number that JSON cannot carry.');
  }
  // one entry, one wire: a re-spelt copy (spacing, key order, an unused base64 bit) would be a
  // second wire for the same entry, which peers could not agree which to keep
  if (r.sig.length !== 86 || r.wire !== wire) return bad('An entry must be in canonical form.');
  return { ok: true, entry: { ...payload, hash: sha256Hex(signed), sig: r.sig, wire: r.wire } };
}

/** Reads and hashes a wire entry for `room`, without checking its signature. Never throws. */
export function parseEntry(wire: unknown, room: string): VerifyResult {
  const r = readEntry(wire, room);
  return r.ok ? hashEntry(r.entry) : r;
}

/** Whether a parsed entry's signature is its author's over its hash. Memoized; never throws. */
export function checkSignature(entry: SignedEntry): Promise<boolean> {
  return verified.get(`${entry.hash}.${entry.sig}`, () => {
    const sig = fromBase64Url(entry.sig);
    return sig && toBase64Url(sig) === entry.sig ? verifySignature(entry.author, sig, fromHex(entry.hash)!).catch(() => false) : Promise.resolve(false);
  });
}

export const badSignature: SyncError = { code: 'sync/bad-signature', message: 'The signature does not match the author.' };

/** Parses and verifies a wire entry for `room`: bounds, shape, room, hash and signature. Never throws. */
export async function verifyEntry(wire: unknown, room: string): Promise<VerifyResult> {
  const r = parseEntry(wire, room);
  if (!r.ok) return r;
  if (!(await checkSignature(r.entry))) return { ok: false, error: badSignature, hash: r.entry.hash, author: r.entry.author, kind: r.entry.kind };
  return r;
}
