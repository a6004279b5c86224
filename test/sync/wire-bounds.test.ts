/**
 * Every byte from the network is bounded before any costly work: the linear pre-scan of a wire
 * (wire-bounds.ts), one canonical spelling per entry (entry.ts), and long batches that give the
 * page back (slices.ts).
 */
import { describe, expect, test, vi } from 'vitest';
import { sha256Hex } from '../../src/sync/bytes.js';
import { signEntry, verifyEntry } from '../../src/sync/entry.js';
import { createMemoryIdentity } from '../../src/sync/index.js';
import { LogBook } from '../../src/sync/log-book.js';
import { MAX_DEPTH, MAX_MEMBERS, wireOutOfBounds } from '../../src/sync/wire-bounds.js';
import { signLegacyEntry } from './legacy-wire.js';
import { otherSpellings } from './helpers/base64-twins.js';

describe('wire bounds', () => {
  test('our own entries pass; deeper than 6 levels or more than 256 members is refused before parsing', async () => {
    const me = await createMemoryIdentity();
    const move = await signEntry(me, { kind: 'move', room: 'r', prev: null, body: { turn: 1, move: { tile: 'E', at: [0, -1], rot: 90, meeple: 'road-0' } } });
    const claim = await signEntry(me, { kind: 'claim', room: 'r', prev: null, body: { name: 'Ann', color: '#d62728', n: 0 } });
    const start = await signEntry(me, { kind: 'start', room: 'r', prev: null, body: { seats: Array(6).fill(claim.wire), rules: { farmers: 'off', followers: 3 }, tiles: 30 } });
    const removed = Array.from({ length: 64 }, (_, i) => `${i}`.padStart(43, 'k'));
    const seating = await signEntry(me, { kind: 'seats', room: 'r', prev: null, body: { n: 9, seats: Array(5).fill('0'.repeat(64)), removed, locked: false, admitAll: true } });
    const old = await signLegacyEntry(me, { kind: 'move', room: 'r', prev: null, body: move.body });
    for (const e of [move, claim, start, seating, old]) expect(wireOutOfBounds(e.wire)).toBeNull();
    // an entry as written now (an array) and as saved games hold it (an object)
    const nest = (d: number) => `[${'['.repeat(d - 1)}${']'.repeat(d - 1)}]`;
    const nestOld = (d: number) => `{"body":${'['.repeat(d - 1)}${']'.repeat(d - 1)}}`;
    for (const n of [nest, nestOld]) {
      expect(wireOutOfBounds(n(MAX_DEPTH))).toBeNull();
      expect(wireOutOfBounds(n(MAX_DEPTH + 1))).toMatch(/deeper than 6/);
    }
    const deep = `["move","${me.publicKey}",null,${nest(MAX_DEPTH)},"${move.sig}"]`;
    expect(await verifyEntry(deep, 'r')).toMatchObject({ ok: false, error: { code: 'sync/bad-entry', message: expect.stringMatching(/deeper than 6/) } });
    const members = (n: number) => `[${Array(n).fill(0).join(',')}]`;
    expect(wireOutOfBounds(members(MAX_MEMBERS + 1))).toBeNull(); // n values, n - 1 commas
    expect(wireOutOfBounds(members(MAX_MEMBERS + 2))).toMatch(/more than 256 members/);
    expect(wireOutOfBounds('x'.repeat(8193))).toMatch(/8 KiB/);
  });

  test('brackets, commas and escaped quotes inside strings are text, not structure', () => {
    const text = `{"body":{"name":"${'[{,:\\"'.repeat(500)}"}}`;
    expect(JSON.parse(text).body.name).toContain('[{,:"');
    expect(wireOutOfBounds(text)).toBeNull();
    // a string that never ends hides nothing either
    expect(wireOutOfBounds(`{"a":"${'['.repeat(100)}`)).toBeNull();
  });
});

describe('one spelling per entry', () => {
  /** The other base64url characters that would spell the same bytes (an unused bit of the last one set). */
  const twins = otherSpellings;

  test('a copy of a signed entry spelt another way (spacing, key order, hex for base64url, an unused bit) is refused', async () => {
    const me = await createMemoryIdentity();
    const prev = sha256Hex('before');
    const link = sha256Hex('link');
    const e = await signEntry(me, { kind: 'move', room: 'r', prev, body: { turn: 1, move: { tile: 'E', at: [0, -1], rot: 0 }, link } });
    expect(await verifyEntry(e.wire, 'r')).toMatchObject({ ok: true });
    const [kind, author, prev64, body, sig] = JSON.parse(e.wire);
    const spaced = e.wire.replace('"move",', '"move", ');
    const reordered = JSON.stringify([kind, author, prev64, { turn: 1, link: body.link, move: body.move }, sig]);
    const hexPrev = JSON.stringify([kind, author, prev, body, sig]);
    const hexLink = JSON.stringify([kind, author, prev64, { ...body, link }, sig]);
    // 32 bytes in 43 characters leave 2 bits of the last one unused: flip one, the bytes stay the same
    const [prevTwin] = twins(prev64);
    const [linkTwin] = twins(body.link);
    expect(prevTwin && linkTwin).toBeTruthy();
    for (const w of [spaced, reordered, hexPrev, hexLink, e.wire.replace(prev64, prevTwin)]) expect(await verifyEntry(w, 'r'), w).toMatchObject({ ok: false, error: { code: 'sync/bad-entry' } });
    // a respelt hash in the body is no hash (the decoder refuses it), so it is not what was signed
    expect(await verifyEntry(e.wire.replace(body.link, linkTwin), 'r')).toMatchObject({ ok: false, error: { code: 'sync/bad-signature' } });
    // 64 bytes in 86 characters leave 4 bits of the last one unused
    const [sigTwin] = twins(e.sig);
    expect(await verifyEntry(e.wire.replace(e.sig, sigTwin), 'r')).toMatchObject({ ok: false, error: { code: 'sync/bad-signature' } });
  });

  test("a saved game's old-form entry has one spelling too", async () => {
    const me = await createMemoryIdentity();
    const e = await signLegacyEntry(me, { kind: 'move', room: 'r', prev: null, body: { turn: 1, move: { tile: 'E', at: [0, -1], rot: 0 } } });
    expect(await verifyEntry(e.wire, 'r')).toMatchObject({ ok: true });
    const spaced = e.wire.replace('"kind":', '"kind": ');
    const reordered = JSON.stringify({ sig: e.sig, kind: e.kind, room: e.room, author: e.author, prev: e.prev, body: e.body });
    for (const w of [spaced, reordered]) expect(await verifyEntry(w, 'r')).toMatchObject({ ok: false, error: { code: 'sync/bad-entry' } });
    expect(await verifyEntry(e.wire.replace(e.sig, twins(e.sig)[0]), 'r')).toMatchObject({ ok: false, error: { code: 'sync/bad-signature' } });
  });
});

describe('slices', () => {
  test('a long batch gives the page a turn every few milliseconds instead of holding it to the end', async () => {
    // each reading of the clock is 1 ms later, so a slice of 8 ms ends every few entries
    let now = performance.now();
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 1));
    const book = new LogBook('r.host', 'host');
    let turns = 0;
    const tick = () => {
      turns++;
      if (!done) setImmediate(tick);
    };
    let done = false;
    setImmediate(tick);
    await book.absorb(
      Array.from({ length: 200 }, (_, i) => `{"not":"an entry ${i}"`),
      () => {},
    );
    done = true;
    vi.restoreAllMocks();
    expect(turns).toBeGreaterThan(10);
  });
});
