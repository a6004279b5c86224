/**
 * Entries as they were written before the array wire (entry-wire.ts), as games saved in players'
 * browsers hold them: the canonical JSON object `{author, body, kind, prev, room, sig}`, signing the
 * SHA-256 of the canonical object `{kind, room, author, prev, body}`. Nothing writes these any more;
 * tests build them to check that saved games still load, and that the two forms never mix.
 */
import { canonicalJson, sha256, toBase64Url, toHex } from '../../src/sync/bytes.js';
import type { EntryPayload } from '../../src/sync/entry-payload.js';
import type { SignedEntry } from '../../src/sync/entry.js';
import type { Identity } from '../../src/sync/identity.js';

export async function signLegacyEntry(identity: Identity, payload: Omit<EntryPayload, 'author'>): Promise<SignedEntry> {
  const full: EntryPayload = { kind: payload.kind, room: payload.room, author: identity.publicKey, prev: payload.prev, body: payload.body };
  const digest = sha256(canonicalJson(full));
  const sig = toBase64Url(await identity.sign(digest));
  return { ...full, hash: toHex(digest), sig, wire: canonicalJson({ ...full, sig }) };
}
