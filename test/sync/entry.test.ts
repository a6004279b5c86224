import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { canonicalJson, fromBase64Url, fromHex, sha256, sha256Hex, toBase64Url, toHex } from '../../src/sync/bytes.js';
import { signEntry, verifyEntry } from '../../src/sync/entry.js';
import { encodeWire } from '../../src/sync/entry-wire.js';
import { createMemoryIdentity } from '../../src/sync/index.js';
import { buildChain } from '../../src/sync/chain.js';
import { signLegacyEntry } from './legacy-wire.js';

const b64 = (hex: string) => Buffer.from(hex, 'hex').toString('base64url');

const PREV = sha256Hex('the entry before');
const MOVE = { turn: 1, move: { tile: 'E', at: [0, -1], rot: 0 }, link: sha256Hex('a draw link') };

describe('signed entries', () => {
  test('an entry verifies; any change to it, or another room, does not', async () => {
    const me = await createMemoryIdentity();
    const e = await signEntry(me, { kind: 'move', room: 'r1', prev: PREV, body: MOVE });
    const ok = await verifyEntry(e.wire, 'r1');
    expect(ok.ok && ok.entry).toMatchObject({ hash: e.hash, kind: 'move', room: 'r1', author: me.publicKey, prev: PREV, body: MOVE });
    const edited = e.wire.replace('"at":[0,-1]', '"at":[0,-2]');
    expect(edited).not.toBe(e.wire);
    expect(await verifyEntry(edited, 'r1')).toMatchObject({ ok: false, error: { code: 'sync/bad-signature' } });
    // the room is not on the wire, yet signed: read in another room, the hash is another
    expect(await verifyEntry(e.wire, 'r2')).toMatchObject({ ok: false, error: { code: 'sync/bad-signature' } });
    const other = await createMemoryIdentity();
    const forged = e.wire.replace(me.publicKey, other.publicKey);
    expect(await verifyEntry(forged, 'r1')).toMatchObject({ ok: false, error: { code: 'sync/bad-signature' } });
    // another position or another link, each spelt as a hash should be
    for (const [from, to] of [
      [PREV, sha256Hex('another entry')],
      [MOVE.link, sha256Hex('another link')],
    ]) {
      const moved = e.wire.replace(b64(from), b64(to));
      expect(moved).not.toBe(e.wire);
      expect(await verifyEntry(moved, 'r1')).toMatchObject({ ok: false, error: { code: 'sync/bad-signature' } });
    }
    for (const junk of ['nope', '[]', '["move"]', `["move","${me.publicKey}",null,[],"${e.sig}"]`, `["play","${me.publicKey}",null,{},"${e.sig}"]`, '{"kind":"move"}', 42, 'x'.repeat(10_000)]) {
      expect(await verifyEntry(junk, 'r1')).toMatchObject({ ok: false, error: { code: 'sync/bad-entry' } });
    }
  });

  test('the wire leaves out the room and spells hashes in base64url; the signed payload holds the room and hex hashes', async () => {
    const me = await createMemoryIdentity();
    const room = `WZ5uTnIkmKmO.${me.publicKey}`;
    const e = await signEntry(me, { kind: 'move', room, prev: PREV, body: MOVE });
    expect(JSON.parse(e.wire)).toEqual(['move', me.publicKey, b64(PREV), { ...MOVE, link: b64(MOVE.link) }, e.sig]);
    expect(e.wire).not.toContain('WZ5uTnIkmKmO');
    expect(e.hash).toBe(sha256Hex(canonicalJson(['move', room, me.publicKey, PREV, MOVE])));
    // the same entry in the old form: 144 characters longer (the room, the keys, hashes in hex)
    const old = await signLegacyEntry(me, { kind: 'move', room, prev: PREV, body: MOVE });
    expect(old.wire.length - e.wire.length).toBe(144);
  });

  test("a saved game's old-form entry still verifies, and is refused when edited or read in another room", async () => {
    const me = await createMemoryIdentity();
    const old = await signLegacyEntry(me, { kind: 'move', room: 'r1', prev: PREV, body: MOVE });
    expect(old.wire.startsWith('{"author":')).toBe(true);
    const ok = await verifyEntry(old.wire, 'r1');
    expect(ok.ok && ok.entry).toMatchObject({ hash: old.hash, author: me.publicKey, prev: PREV, body: MOVE, wire: old.wire });
    expect(await verifyEntry(old.wire.replace('"at":[0,-1]', '"at":[0,-2]'), 'r1')).toMatchObject({ ok: false, error: { code: 'sync/bad-signature' } });
    expect(await verifyEntry(old.wire, 'r2')).toMatchObject({ ok: false, error: { code: 'sync/wrong-room' } });
  });

  test('no entry has two spellings: a signature over one form does not verify the other', async () => {
    const me = await createMemoryIdentity();
    const payload = { kind: 'move' as const, room: 'r1', prev: PREV, body: MOVE };
    const e = await signEntry(me, payload);
    const old = await signLegacyEntry(me, payload);
    expect(old.hash).not.toBe(e.hash);
    // each signature moved to the other form: well formed, canonical, and refused
    const asOld = canonicalJson({ ...payload, author: me.publicKey, sig: e.sig });
    const asNew = encodeWire({ ...payload, author: me.publicKey }, old.sig);
    for (const w of [asOld, asNew]) expect(await verifyEntry(w, 'r1')).toMatchObject({ ok: false, error: { code: 'sync/bad-signature' } });
  });

  test('canonical JSON sorts keys at every level, so every peer hashes the same bytes', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 0, y: 1 }], c: 'x' } })).toBe('{"a":{"c":"x","d":[1,{"y":1,"z":0}]},"b":1}');
    expect(canonicalJson({ b: 1, a: undefined })).toBe('{"b":1}');
  });

  test('SHA-256, hex and base64url agree with Node; text outside their alphabets is refused', () => {
    for (const text of ['', 'abc', 'é'.repeat(100), 'x'.repeat(1000)]) expect(sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'));
    // every length across the padding's edges (55, 56, 63, 64 bytes…) and a few blocks
    for (let n = 0; n < 200; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 131 + n * 7) & 255);
      expect(toHex(sha256(bytes)), `${n} bytes`).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
    for (let n = 0; n < 70; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 37 + n) & 255);
      expect(toBase64Url(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
      expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
      expect(toHex(bytes)).toBe(Buffer.from(bytes).toString('hex'));
      expect(fromHex(toHex(bytes))).toEqual(bytes);
    }
    expect(toHex(Uint8Array.from({ length: 256 }, (_, i) => i))).toBe(Buffer.from(Array.from({ length: 256 }, (_, i) => i)).toString('hex'));
    for (const hex of ['0', 'AB', 'g0', '0x', '-1', 'é0']) expect(fromHex(hex), hex).toBeNull();
    for (const b64 of ['A', 'AB+C', 'AB/C', 'AB=C', 'ABé', 'AB C', 'AB\u0000']) expect(fromBase64Url(b64), b64).toBeNull();
  });
});

describe('chain rebuild', () => {
  type E = { hash: string; prev: string | null; author?: string };
  const by = (list: E[]) => list.map((e) => ({ author: 'k', ...e }));
  const ops = { apply: () => null, clone: (s: null) => s };
  const permutations = (list: E[], rnd: () => number) =>
    list
      .map((e) => [rnd(), e] as const)
      .sort((a, b) => a[0] - b[0])
      .map(([, e]) => e);

  test('the chain depends on the set of entries, not on their arrival order', () => {
    // a fork at 'b': 'c1' is extended by 'd', 'c0' is not (though its hash is lower)
    const entries: E[] = [
      { hash: 'a', prev: null },
      { hash: 'b', prev: 'a' },
      { hash: 'c1', prev: 'b' },
      { hash: 'c0', prev: 'b' },
      { hash: 'd', prev: 'c1' },
      { hash: 'z', prev: 'missing' },
    ];
    let seed = 1;
    const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 50; i++) {
      const { chain } = buildChain(by(permutations(entries, rnd)), null, ops);
      expect(chain.map((e) => e.hash)).toEqual(['a', 'b', 'c1', 'd']);
    }
  });

  test('equal continuations: the lowest hash wins, everywhere', () => {
    const entries: E[] = [
      { hash: 'a', prev: null },
      { hash: 'b9', prev: 'a' },
      { hash: 'b1', prev: 'a' },
    ];
    expect(buildChain(by(entries), null, ops).chain.map((e) => e.hash)).toEqual(['a', 'b1']);
    expect(buildChain(by(entries.reverse()), null, ops).chain.map((e) => e.hash)).toEqual(['a', 'b1']);
  });

  test('a refused entry is reported and its descendants are ignored', () => {
    const entries: E[] = [
      { hash: 'a', prev: null },
      { hash: 'bad', prev: 'a' },
      { hash: 'after-bad', prev: 'bad' },
    ];
    const res = buildChain(by(entries), null, { apply: (_s, e) => (e.hash === 'bad' ? { code: 'sync/bad-entry', message: 'no' } : null), clone: (s) => s });
    expect(res.chain.map((e) => e.hash)).toEqual(['a']);
    expect([...res.rejected.keys()]).toEqual(['bad']);
  });

  test('an entry another key built on beats a longer rival its author alone continues', () => {
    // A's move m1 was built on by C; A then signs m2 and a long run of its own on top of it
    const entries = [
      { hash: 'a', prev: null, author: 'A' },
      { hash: 'm1', prev: 'a', author: 'A' },
      { hash: 'c', prev: 'm1', author: 'C' },
      { hash: 'm0', prev: 'a', author: 'A' },
      { hash: 'x1', prev: 'm0', author: 'A' },
      { hash: 'x2', prev: 'x1', author: 'A' },
    ];
    expect(buildChain(entries, null, ops).chain.map((e) => e.hash)).toEqual(['a', 'm1', 'c']);
  });

  test('a pinned start wins at the root whatever the length of a rival history built by other keys', () => {
    const entries = [
      { hash: 's1', prev: null, author: 'H' },
      { hash: 'f1', prev: 's1', author: 'F' },
      { hash: 's0', prev: null, author: 'H' },
      { hash: 'p1', prev: 's0', author: 'P' },
      { hash: 'p2', prev: 'p1', author: 'Q' },
    ];
    expect(buildChain(entries, null, ops).chain.map((e) => e.hash)).toEqual(['s0', 'p1', 'p2']);
    expect(buildChain(entries, null, { ...ops, rootFavour: (e: { hash: string }) => (e.hash === 's1' ? 2 : 0) }).chain.map((e) => e.hash)).toEqual(['s1', 'f1']);
  });
});
