/**
 * Each byte string has exactly one accepted base64url spelling: the decoder refuses a last character
 * whose unused bits are set, so a key, a signature or a hash read from the network cannot be respelt
 * into a second name for the same bytes (a second seat for one key, a second wire for one entry).
 */
import { describe, expect, test } from 'vitest';
import { fromBase64Url, sha256Hex, toBase64Url } from '../../src/sync/bytes.js';
import { signEntry, verifyEntry } from '../../src/sync/entry.js';
import { importPublicKey, verifySignature } from '../../src/sync/identity.js';
import { createMemoryIdentity } from '../../src/sync/index.js';
import { isEd25519PublicKey, parseGameLink } from '../../src/sync/invite-link.js';
import { openSeal, sealPresence } from '../../src/sync/presence-seal.js';
import { checkedRoom } from '../../src/sync/room-name.js';
import { otherSpellings } from './helpers/base64-twins.js';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('base64url has one spelling per byte string', () => {
  test('of every 2- and 3-character text, exactly the encodings of 1 and 2 bytes are accepted', () => {
    for (const size of [2, 3]) {
      let accepted = 0;
      const respelt: string[] = [];
      for (let n = 0; n < 64 ** size; n++) {
        let text = '';
        for (let i = size - 1; i >= 0; i--) text += B64[(n >> (6 * i)) & 63];
        const bytes = fromBase64Url(text);
        if (!bytes) continue;
        accepted++;
        if (toBase64Url(bytes) !== text) respelt.push(text);
      }
      expect(respelt.slice(0, 5)).toEqual([]);
      expect(accepted).toBe(256 ** (size - 1));
    }
  });

  test('padding, a wrong length and characters outside the alphabet are refused', () => {
    for (const bad of ['QQ==', 'QUI=', 'A', 'AAAAA', 'AB+C', 'AB/C', 'AB C', 'ABé', '\u0000AAA']) expect(fromBase64Url(bad), bad).toBeNull();
    expect(fromBase64Url('')).toEqual(new Uint8Array(0));
  });

  test("a public key's 3 other spellings are refused by the decoder, a game link, the key import and signature checks", async () => {
    const me = await createMemoryIdentity();
    const data = new TextEncoder().encode('a message');
    const sig = await me.sign(data);
    expect(await verifySignature(me.publicKey, sig, data)).toBe(true);
    const others = otherSpellings(me.publicKey);
    expect(others).toHaveLength(3);
    for (const key of others) {
      expect(fromBase64Url(key), key).toBeNull();
      expect(isEd25519PublicKey(key)).toBe(false);
      expect(parseGameLink(`#${checkedRoom('Vx3kQ9_aB-cd', key)}`)).toMatchObject({ ok: false, error: { code: 'sync/broken-link' } });
      expect(await importPublicKey(key)).toBeNull();
      expect(await verifySignature(key, sig, data)).toBe(false);
    }
  });

  test('an entry is refused with its author key, its signature or a hash respelt on the wire', async () => {
    const me = await createMemoryIdentity();
    const prev = sha256Hex('the entry before');
    const e = await signEntry(me, { kind: 'move', room: 'r1', prev, body: { turn: 1, move: { tile: 'E', at: [0, -1], rot: 0 }, link: sha256Hex('a link') } });
    expect((await verifyEntry(e.wire, 'r1')).ok).toBe(true);
    const prevOnWire = toBase64Url(Uint8Array.from(Buffer.from(prev, 'hex')));
    const respelt = [
      ...otherSpellings(me.publicKey).map((key) => e.wire.replace(me.publicKey, key)),
      // a 64-byte signature ends in 4 unused bits: 15 other spellings
      ...otherSpellings(e.sig).map((sig) => e.wire.replace(e.sig, sig)),
      ...otherSpellings(prevOnWire).map((hash) => e.wire.replace(prevOnWire, hash)),
    ];
    expect(respelt).toHaveLength(3 + 15 + 3);
    for (const wire of respelt) {
      expect(wire).not.toBe(e.wire);
      expect((await verifyEntry(wire, 'r1')).ok, wire).toBe(false);
    }
  });

  test('a presence seal is refused with its signature respelt', async () => {
    const me = await createMemoryIdentity();
    const sealed = await sealPresence(me, 'r1', 7, { t: 1000, hover: null });
    expect(await openSeal('r1', 7, sealed, 1000)).not.toBeNull();
    for (const sig of otherSpellings(sealed.sig)) expect(await openSeal('r1', 7, { ...sealed, sig }, 1000)).toBeNull();
  });
});
