/**
 * Table talk (issue 22): signed messages between the seats of an online table, outside the move
 * log. The attacks are written as an attacker would: raw pushes into the shared `talk` Y.Array
 * from a bare Y.Doc on the network (a forged signature, another seat's name, oversized wires, a
 * flood of 1,000), next to honest sessions on the in-memory network.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { GameSession, Identity } from '../../src/sync/index.js';
import { MAX_PER_SENDER, MAX_TALK_WIRE, MAX_TEXT, MAX_WATCHERS, RATE_LIMIT, RATE_WINDOW_MS, TableTalk } from '../../src/sync/table-talk.js';
import { readTalk, sealTalk, type TalkKind } from '../../src/sync/talk-seal.js';
import { RawPeer, impersonate, seatedTable, type Table } from './harness.js';

afterEach(() => vi.restoreAllMocks());

/** A talk on each session, all on one page clock the test moves. */
async function talkingTable(n = 2) {
  const { t, s } = await seatedTable(n, 8);
  const clock = { now: 1_000_000 };
  const talks = s.map((x) => talkOf(x, clock));
  const settle = async () => {
    for (let round = 0; round < 4; round++) {
      await t.settle();
      for (const k of talks) await k.whenIdle();
    }
  };
  return { t, s, clock, talks, settle };
}

function talkOf(s: GameSession, clock: { now: number }) {
  return new TableTalk({ doc: s.doc, room: s.room, me: s.me, seatKeys: () => new Set(s.seats.map((x) => x.key)), now: () => clock.now });
}

/** A hostile peer writing straight into the talk array. */
function attacker(t: Table, identity: Identity) {
  const raw = new RawPeer(t, identity);
  const array = raw.doc.getArray<string>('talk');
  return {
    raw,
    array,
    push: (...wires: string[]) => raw.doc.transact(() => array.push(wires), 'raw'),
    seal: (m: { n: number; t: number; kind?: TalkKind; text: string }, as: Identity = identity) => sealTalk(as, t.room, { kind: 'say', ...m }),
  };
}

const texts = (k: TableTalk, author?: string) => k.messages.filter((m) => !author || m.author === author).map((m) => m.text);

/** Counts Ed25519 signature checks from now on. */
function signatureChecks(): () => number {
  const spy = vi.spyOn(crypto.subtle, 'verify');
  return () => spy.mock.calls.length;
}

describe('table talk between seats', () => {
  test('a message and a reaction reach the other seat, signed by the sender, and never enter the log or the record', async () => {
    const { t, s, clock, talks, settle } = await talkingTable();
    expect((await talks[0].send('say', '  good   luck,\n all ')).ok).toBe(true);
    clock.now += 1000;
    expect((await talks[1].send('react', '🎉')).ok).toBe(true);
    await settle();
    for (const k of talks) {
      expect(k.messages.map((m) => [m.author, m.kind, m.text])).toEqual([
        [s[0].identity, 'say', 'good luck, all'],
        [s[1].identity, 'react', '🎉'],
      ]);
    }
    const log = JSON.stringify(s[1].doc.getArray('log').toArray());
    expect(log).not.toContain('good luck');
    expect(JSON.stringify(s[1].record())).not.toContain('good luck');
    await t.close();
  });

  test('a late joiner (a watcher) reads the talk so far, and its own messages are marked as a watcher\u2019s', async () => {
    const { t, s, clock, talks, settle } = await talkingTable();
    await talks[0].send('say', 'welcome');
    await settle();
    const late = await t.open();
    const lateTalk = talkOf(late, clock);
    talks.push(lateTalk);
    await settle();
    expect(texts(lateTalk)).toEqual(['welcome']);
    clock.now += 1000;
    await lateTalk.send('say', 'just watching');
    await settle();
    expect(talks[0].messages.map((m) => [m.text, s.some((x) => x.identity === m.author)])).toEqual([
      ['welcome', true],
      ['just watching', false],
    ]);
    await t.close();
  });

  test('after a refresh, a sender\u2019s next message takes the next count: nothing it said before is lost', async () => {
    const { t, s, clock, talks, settle } = await talkingTable();
    await talks[0].send('say', 'one');
    await settle();
    talks[0].close();
    talks[0] = talkOf(s[0], clock);
    clock.now += 1000;
    expect((await talks[0].send('say', 'two')).ok).toBe(true);
    await settle();
    expect(texts(talks[1])).toEqual(['one', 'two']);
    await t.close();
  });

  test('a page refuses to send what others would not show: empty, too long, not a reaction, too fast', async () => {
    const { t, clock, talks, settle } = await talkingTable();
    expect(await talks[0].send('say', '   ')).toMatchObject({ ok: false, error: { code: 'talk/bad-message' } });
    expect(await talks[0].send('say', 'x'.repeat(MAX_TEXT + 1))).toMatchObject({ ok: false, error: { code: 'talk/bad-message' } });
    expect((await talks[0].send('say', '🙂'.repeat(MAX_TEXT))).ok).toBe(true);
    expect(await talks[0].send('react', '<b>hi</b>')).toMatchObject({ ok: false, error: { code: 'talk/bad-message' } });
    for (let i = 1; i < RATE_LIMIT; i++) expect((await talks[0].send('say', `m${i}`)).ok).toBe(true);
    expect(await talks[0].send('say', 'one too many')).toMatchObject({ ok: false, error: { code: 'talk/too-fast' } });
    clock.now += RATE_WINDOW_MS;
    expect((await talks[0].send('say', 'later')).ok).toBe(true);
    await settle();
    expect(talks[1].messages).toHaveLength(RATE_LIMIT + 1);
    await t.close();
  });

  test('a message in another seat\u2019s name, a forged signature, another room\u2019s message and junk are not shown, and are deleted', async () => {
    const { t, s, talks, settle } = await talkingTable();
    const evil = attacker(t, s[1].me);
    const inP0sName = await evil.seal({ n: 1, t: 1_000_000, text: 'I resign, P1 wins' }, impersonate(s[0].identity, s[1].me));
    const otherRoom = await sealTalk(s[1].me, `${t.room}x`, { n: 2, t: 1_000_000, kind: 'say', text: 'from elsewhere' });
    const honest = await evil.seal({ n: 3, t: 1_000_000, text: 'my own words' });
    const renamed = honest.wire.replace('my own words', 'my own wordz');
    evil.push(
      inP0sName.wire,
      otherRoom.wire,
      renamed,
      '<img src=x onerror=alert(1)>',
      'x'.repeat(MAX_TALK_WIRE + 1),
      JSON.stringify([s[1].identity, 4, 1, 'say', 'a\u202eb', honest.sig]),
      honest.wire,
    );
    await settle();
    expect(texts(talks[0])).toEqual(['my own words']);
    expect(talks[0].messages[0].author).toBe(s[1].identity);
    expect(s[0].doc.getArray('talk').toArray()).toEqual([honest.wire]);
    evil.raw.destroy();
    await t.close();
  });

  test('oversized wires are refused at a glance: no parsing, no signature check', async () => {
    const { t, s, talks, settle } = await talkingTable();
    const evil = attacker(t, s[1].me);
    const checks = signatureChecks();
    const parse = vi.spyOn(JSON, 'parse');
    evil.push(...Array.from({ length: 500 }, (_, i) => `["${'y'.repeat(MAX_TALK_WIRE)}",${i}]`));
    await settle();
    expect(checks()).toBe(0);
    expect(parse.mock.calls.filter(([w]) => typeof w === 'string' && w.length > MAX_TALK_WIRE)).toHaveLength(0);
    expect(talks[0].messages).toEqual([]);
    expect(s[0].doc.getArray('talk').length).toBe(0);
    evil.raw.destroy();
    await t.close();
  });
});

describe('floods', () => {
  test('a seat flooding 1,000 signed messages at once shows at most the rate on the other page, and the array is cut down', async () => {
    const { t, s, talks, settle } = await talkingTable();
    await talks[0].send('say', 'before the flood');
    await settle();
    const evil = attacker(t, s[1].me);
    const flood = await Promise.all(Array.from({ length: 1000 }, (_, i) => evil.seal({ n: i + 1, t: 1_000_000 + i, text: `spam ${i}` })));
    evil.push(...flood.map((m) => m.wire));
    await settle();
    const shown = texts(talks[0], s[1].identity);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThanOrEqual(RATE_LIMIT);
    expect(texts(talks[0], s[0].identity)).toEqual(['before the flood']);
    expect(s[0].doc.getArray('talk').length).toBeLessThanOrEqual(2 * MAX_PER_SENDER + 1);
    evil.raw.destroy();
    await t.close();
  });

  test('a flood dated over a long time (within the rate) keeps only the sender\u2019s newest messages', async () => {
    const { t, s, talks, clock, settle } = await talkingTable();
    clock.now = 1000 * RATE_WINDOW_MS;
    const evil = attacker(t, s[1].me);
    const flood = await Promise.all(Array.from({ length: 1000 }, (_, i) => evil.seal({ n: i + 1, t: i * RATE_WINDOW_MS, text: `old ${i}` })));
    evil.push(...flood.map((m) => m.wire));
    await settle();
    const shown = texts(talks[0], s[1].identity);
    expect(shown).toHaveLength(MAX_PER_SENDER);
    expect(shown.at(-1)).toBe('old 999');
    evil.raw.destroy();
    await t.close();
  });

  test('1,000 forgeries in a seat\u2019s name with higher counts do not hide its real words', async () => {
    const { t, s, talks, settle } = await talkingTable();
    await talks[0].send('say', 'the real P0');
    await settle();
    const evil = attacker(t, s[1].me);
    const as = impersonate(s[0].identity, s[1].me);
    const forged = await Promise.all(Array.from({ length: 1000 }, (_, i) => evil.seal({ n: i + 2, t: 1_000_000 + i * RATE_WINDOW_MS, text: `fake ${i}` }, as)));
    evil.push(...forged.map((m) => m.wire));
    await settle();
    expect(texts(talks[1])).toEqual(['the real P0']);
    expect(s[1].doc.getArray('talk').length).toBe(1);
    evil.raw.destroy();
    await t.close();
  });

  test('a crowd of new keys is capped at a few watchers, and the seats still talk', async () => {
    const { t, s, talks, clock, settle } = await talkingTable();
    const { createMemoryIdentity } = await import('../../src/sync/index.js');
    const crowd = await Promise.all(Array.from({ length: 40 }, () => createMemoryIdentity()));
    const evil = attacker(t, crowd[0]);
    evil.push(...(await Promise.all(crowd.map((id, i) => evil.seal({ n: 1, t: 999_000 + i, text: `watcher ${i}` }, id)))).map((m) => m.wire));
    await settle();
    clock.now += 1000;
    await talks[1].send('say', 'seat still heard');
    await settle();
    const seats = new Set(s.map((x) => x.identity));
    const watchers = new Set(talks[0].messages.filter((m) => !seats.has(m.author)).map((m) => m.author));
    expect(watchers.size).toBe(MAX_WATCHERS);
    expect(texts(talks[0], s[1].identity)).toEqual(['seat still heard']);
    evil.raw.destroy();
    await t.close();
  });

  test('messages dated far ahead of the reader\u2019s clock are not shown, and do not pile up', async () => {
    const { t, s, talks, settle } = await talkingTable();
    const evil = attacker(t, s[1].me);
    evil.push((await evil.seal({ n: 1, t: 1_000_000 + 3_600_000, text: 'from the future' })).wire);
    await settle();
    expect(talks[0].messages).toEqual([]);
    // nor can they pile up: they count among the sender's newest, and older ones are deleted
    const pile = await Promise.all(Array.from({ length: 200 }, (_, i) => evil.seal({ n: i + 2, t: 1_000_000 + 3_600_000 + i, text: `later ${i}` })));
    evil.push(...pile.map((m) => m.wire));
    await settle();
    expect(talks[0].messages).toEqual([]);
    expect(s[0].doc.getArray('talk').length).toBeLessThanOrEqual(2 * MAX_PER_SENDER);
    evil.raw.destroy();
    await t.close();
  });

  test('what a page reads is bounded before parsing: a message of more than 280 characters is refused', () => {
    const wire = JSON.stringify(['k'.repeat(43), 1, 1, 'say', 'z'.repeat(MAX_TEXT + 1), 's'.repeat(86)]);
    expect(readTalk(wire)).toMatchObject({ ok: false, error: { code: 'talk/bad-message' } });
  });
});
