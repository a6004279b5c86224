/**
 * A signed log entry. What is signed is the SHA-256 of the canonical JSON of
 * `{ kind, room, author, prev, body }`; the wire form adds `sig` and nothing else, so every receiver
 * recomputes the hash itself and nothing in transit is taken on trust.
 */
import { canonicalJson, fromBase64Url, fromHex, sha256, toBase64Url, toHex } from './bytes.js';
import { verifySignature, type Identity } from './identity.js';
import type { SyncError } from './types.js';

/** 'claim' (a request to sit) and 'seats' (the host's seating) sit outside the chain; the rest form it. */
export type EntryKind = 'claim' | 'seats' | 'start' | 'commit' | 'reveal' | 'move' | 'ack';
const KINDS = new Set<EntryKind>(['claim', 'seats', 'start', 'commit', 'reveal', 'move', 'ack']);

export interface EntryPayload {
  kind: EntryKind;
  /** the room id: an entry signed for one game is worthless in another */
  room: string;
  /** the author's public key (base64url) */
  author: string;
  /** hash of the entry before it in the author's verified chain; null for the first entry */
  prev: string | null;
  body: Record<string, unknown>;
}

export interface SignedEntry extends EntryPayload {
  /** hex SHA-256 of the canonical payload, computed by whoever holds the entry */
  hash: string;
  /** base64url Ed25519 signature over the 32 hash bytes */
  sig: string;
  /** the wire form, as stored in the Y.Array */
  wire: string;
}

/** Longest wire form accepted: a move is ~350 bytes, so this only stops junk. */
export const MAX_WIRE_LENGTH = 8192;

export async function signEntry(identity: Identity, payload: Omit<EntryPayload, 'author'>): Promise<SignedEntry> {
  const full: EntryPayload = { kind: payload.kind, room: payload.room, author: identity.publicKey, prev: payload.prev, body: payload.body };
  const digest = sha256(canonicalJson(full));
  const sig = toBase64Url(await identity.sign(digest));
  return { ...full, hash: toHex(digest), sig, wire: canonicalJson({ ...full, sig }) };
}

export type VerifyResult = { ok: true; entry: SignedEntry } | { ok: false; error: SyncError; hash?: string; author?: string; kind?: string };

const bad = (message: string): VerifyResult => ({ ok: false, error: { code: 'sync/bad-entry', message } });

/**
 * Verification is a pure function of (wire, room), so results are remembered: a peer sees the same
 * wire again after every resync and every restore. Bounded; callers get their own copies.
 */
const verified = new Map<string, Promise<VerifyResult>>();
const MEMO_LIMIT = 20_000;

/** Forgets remembered verifications (benchmarks measure a peer that has verified nothing yet). */
export function forgetVerifications(): void {
  verified.clear();
}

/** Parses and verifies a wire entry for `room`: shape, room, hash and signature. Never throws. */
export async function verifyEntry(wire: unknown, room: string): Promise<VerifyResult> {
  if (typeof wire !== 'string') return bad('An entry must be a JSON string of at most 8 KiB.');
  const key = `${room}\n${wire}`;
  let p = verified.get(key);
  if (!p) {
    if (verified.size >= MEMO_LIMIT) verified.clear();
    p = verifyUncached(wire, room).catch((e: unknown) => bad(`The entry could not be checked (${(e as Error).message}).`));
    verified.set(key, p);
  }
  const r = await p;
  return r.ok ? { ok: true, entry: { ...r.entry } } : r;
}

async function verifyUncached(wire: unknown, room: string): Promise<VerifyResult> {
  if (typeof wire !== 'string' || wire.length > MAX_WIRE_LENGTH) return bad('An entry must be a JSON string of at most 8 KiB.');
  let v: unknown;
  try {
    v = JSON.parse(wire);
  } catch {
    return bad('An entry is not valid JSON.');
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) return bad('An entry must be an object.');
  const e = v as Record<string, unknown>;
  if (Object.keys(e).some((k) => !['kind', 'room', 'author', 'prev', 'body', 'sig'].includes(k))) return bad('An entry has unknown fields.');
  if (!KINDS.has(e.kind as EntryKind)) return bad('An entry has an unknown kind.');
  if (typeof e.room !== 'string' || typeof e.author !== 'string' || typeof e.sig !== 'string') return bad('An entry needs room, author and sig strings.');
  if (!(e.prev === null || (typeof e.prev === 'string' && e.prev.length === 64 && fromHex(e.prev)))) return bad('"prev" must be null or a SHA-256 hex hash.');
  if (!e.body || typeof e.body !== 'object' || Array.isArray(e.body)) return bad('"body" must be an object.');
  const payload: EntryPayload = { kind: e.kind as EntryKind, room: e.room, author: e.author, prev: e.prev as string | null, body: e.body as Record<string, unknown> };
  let canonical: string;
  try {
    canonical = canonicalJson(payload);
  } catch {
    // 1e400 parses to Infinity, which no signed entry can hold
    return bad('An entry holds a number that JSON cannot carry.');
  }
  const digest = sha256(canonical);
  const hash = toHex(digest);
  const who = { hash, author: payload.author, kind: payload.kind };
  if (payload.room !== room) return { ok: false, error: { code: 'sync/wrong-room', message: 'The entry was signed for another game.' }, ...who };
  const sig = fromBase64Url(e.sig);
  if (!sig || !(await verifySignature(payload.author, sig, digest))) {
    return { ok: false, error: { code: 'sync/bad-signature', message: 'The signature does not match the author.' }, ...who };
  }
  return { ok: true, entry: { ...payload, hash, sig: e.sig, wire } };
}
