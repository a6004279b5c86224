import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { canonicalJson, fromBase64Url, sha256Hex, toBase64Url } from '../../src/sync/bytes.js';
import { signEntry, verifyEntry } from '../../src/sync/entry.js';
import { createMemoryIdentity } from '../../src/sync/index.js';
import { buildChain } from '../../src/sync/chain.js';

describe('signed entries', () => {
  test('an entry verifies; any change to it, or another room, does not', async () => {
    const me = await createMemoryIdentity();
    const e = await signEntry(me, { kind: 'move', room: 'r1', prev: null, body: { turn: 1, move: { tile: 'E', at: [0, -1], rot: 0 } } });
    const ok = await verifyEntry(e.wire, 'r1');
    expect(ok.ok && ok.entry.hash).toBe(e.hash);
    const edited = e.wire.replace('"at":[0,-1]', '"at":[0,-2]');
    expect(await verifyEntry(edited, 'r1')).toMatchObject({ ok: false, error: { code: 'sync/bad-signature' } });
    expect(await verifyEntry(e.wire, 'r2')).toMatchObject({ ok: false, error: { code: 'sync/wrong-room' } });
    const other = await createMemoryIdentity();
    const forged = e.wire.replace(me.publicKey, other.publicKey);
    expect(await verifyEntry(forged, 'r1')).toMatchObject({ ok: false, error: { code: 'sync/bad-signature' } });
    for (const junk of ['nope', '[]', '{"kind":"move"}', 42, 'x'.repeat(10_000)]) {
      expect(await verifyEntry(junk, 'r1')).toMatchObject({ ok: false, error: { code: 'sync/bad-entry' } });
    }
  });

  test('canonical JSON sorts keys at every level, so every peer hashes the same bytes', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 0, y: 1 }], c: 'x' } })).toBe('{"a":{"c":"x","d":[1,{"y":1,"z":0}]},"b":1}');
    expect(canonicalJson({ b: 1, a: undefined })).toBe('{"b":1}');
  });

  test('SHA-256 and base64url agree with Node', () => {
    for (const text of ['', 'abc', 'é'.repeat(100), 'x'.repeat(1000)]) expect(sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'));
    for (let n = 0; n < 70; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 37 + n) & 255);
      expect(toBase64Url(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
      expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
    }
  });
});

describe('chain rebuild', () => {
  type E = { hash: string; prev: string | null; author?: string };
  const by = (list: E[]) => list.map((e) => ({ author: 'k', ...e }));
  const ops = { apply: () => null, clone: (s: null) => s };
  const permutations = (list: E[], rnd: () => number) => list.map((e) => [rnd(), e] as const).sort((a, b) => a[0] - b[0]).map(([, e]) => e);

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
    const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
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
