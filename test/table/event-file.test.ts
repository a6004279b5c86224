/**
 * An event's file (issue 25): what an organiser writes, read with its limits. A file that is no
 * event fails with a sentence; a single wrong table is kept as a broken card beside the others;
 * relative watch links are read against the page; the file is fetched from the page's site only,
 * and never read past its limit.
 */
import { describe, expect, test } from 'vitest';
import { loadEventFile, MAX_EVENT_BYTES, MAX_TABLES, parseEventFile } from '../../src/table/event-file.js';
import { checkedRoom } from '../../src/sync/room.js';
import { createMemoryIdentity } from '../../src/sync/index.js';

const PAGE = 'https://club.example/carc/?event=events/final.json';
const host = (await createMemoryIdentity()).publicKey;
const ROOM_A = checkedRoom('tableAAAAAAA', host);
const ROOM_B = checkedRoom('tableBBBBBBB', host);
const RELAY = 'wss://relay.club.example';
const file = (tables: unknown, more: Record<string, unknown> = {}) => JSON.stringify({ title: 'Club final', tables, ...more });
const read = (text: string) => {
  const r = parseEventFile(text, PAGE);
  if (!r.ok) throw new Error(r.error.message);
  return r.event;
};

describe('the event file', () => {
  test('reads the title, the note and each table, relative watch links against the page', () => {
    const event = read(
      file(
        [
          { name: 'Table 1', watch: `./?relay=${RELAY}#watch/${ROOM_A}` },
          { name: ' Top table ', watch: `https://other.example/play/?relay=${RELAY}#watch/${ROOM_B}` },
        ],
        { note: 'Round 2 at 15:00' },
      ),
    );
    expect(event.title).toBe('Club final');
    expect(event.note).toBe('Round 2 at 15:00');
    expect(event.tables).toEqual([
      { name: 'Table 1', ok: true, watch: `https://club.example/carc/?relay=${RELAY}#watch/${ROOM_A}`, room: ROOM_A, relay: { url: RELAY, protocol: 'hocuspocus' } },
      { name: 'Top table', ok: true, watch: `https://other.example/play/?relay=${RELAY}#watch/${ROOM_B}`, room: ROOM_B, relay: { url: RELAY, protocol: 'hocuspocus' } },
    ]);
  });

  test('a file that is no event fails with a sentence', () => {
    const codes = ['{ "title": "x", tables: [] }', '[]', file(undefined), JSON.stringify({ tables: [] }), file([], { note: 7 }), JSON.stringify({ title: 'x'.repeat(121), tables: [] })].map((t) =>
      parseEventFile(t, PAGE),
    );
    for (const r of codes) {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toEqual({ code: 'event/bad-file', message: expect.stringMatching(/^[A-Z].*\.$/) });
    }
  });

  test('limits: no more than 64 KiB of text and 100 tables', () => {
    const long = file([], { note: 'x'.repeat(MAX_EVENT_BYTES) });
    expect(parseEventFile(long, PAGE)).toMatchObject({ ok: false, error: { code: 'event/too-large' } });
    const many = Array.from({ length: MAX_TABLES + 1 }, (_, i) => ({ name: `T${i}`, watch: `#watch/${ROOM_A}` }));
    expect(parseEventFile(file(many), PAGE)).toMatchObject({ ok: false, error: { code: 'event/bad-file', message: expect.stringContaining('at most 100') } });
    expect(read(file(many.slice(0, MAX_TABLES))).tables).toHaveLength(MAX_TABLES);
  });

  test('a wrong table is a broken card with its reason; the others still show', () => {
    const good = { name: 'Good', watch: `?relay=${RELAY}#watch/${ROOM_A}` };
    const event = read(
      file([
        good,
        { name: 'x'.repeat(61), watch: good.watch },
        { name: 'No link' },
        { name: 'Game link', watch: `?relay=${RELAY}#${ROOM_B}` },
        { name: 'Cut short', watch: `?relay=${RELAY}#watch/${ROOM_B.slice(0, -3)}` },
        { name: 'No relay', watch: `#watch/${ROOM_B}` },
        { name: 'Script', watch: `javascript:alert(1)//?relay=${RELAY}#watch/${ROOM_B}` },
        { name: 'Twin', watch: good.watch },
        'Table 9',
      ]),
    );
    expect(event.tables[0].ok).toBe(true);
    const broken = event.tables.slice(1);
    expect(broken.map((t) => t.name)).toEqual(['Table 2', 'No link', 'Game link', 'Cut short', 'No relay', 'Script', 'Twin', 'Table 9']);
    for (const t of broken) {
      expect(t.ok).toBe(false);
      if (!t.ok) expect(t.error.code).toBe('event/bad-table');
    }
    const why = (i: number) => (event.tables[i].ok ? '' : (event.tables[i] as { error: { message: string } }).error.message);
    expect(why(1)).toContain('1 to 60 characters');
    expect(why(3)).toContain('#watch/');
    expect(why(5)).toContain('relay');
    expect(why(6)).toContain('http or https');
    expect(why(7)).toContain('same table as "Good"');
    // a link that may be followed keeps its href on the card; a script never becomes one
    expect(event.tables[6].watch).toBeNull();
    expect(event.tables[4].watch).toBe(`https://club.example/carc/?relay=${RELAY}#watch/${ROOM_B.slice(0, -3)}`);
  });
});

describe('fetching the event file', () => {
  const served =
    (body: string | ReadableStream<Uint8Array>, init: ResponseInit = {}, url?: string): typeof fetch =>
    async (input) => {
      const r = new Response(body, init);
      Object.defineProperty(r, 'url', { value: url ?? String(input) });
      return r;
    };

  test("from the page's site, relative to the page", async () => {
    let asked = '';
    const fetcher: typeof fetch = async (input, init) => {
      asked = String(input);
      expect(init?.cache).toBe('no-cache');
      return served(file([{ name: 'A', watch: `?relay=${RELAY}#watch/${ROOM_A}` }]))(input);
    };
    const r = await loadEventFile('events/final.json', PAGE, fetcher);
    expect(asked).toBe('https://club.example/carc/events/final.json');
    expect(r.ok && r.event.tables[0]).toMatchObject({ ok: true, room: ROOM_A });
  });

  test('never from another site, nor past the limit, and says when the host cannot be reached', async () => {
    const never: typeof fetch = async () => {
      throw new Error('fetched');
    };
    expect(await loadEventFile('https://evil.example/e.json', PAGE, never)).toMatchObject({ ok: false, error: { code: 'event/elsewhere' } });
    expect(await loadEventFile('e.json', PAGE, served('{}', {}, 'https://evil.example/e.json'))).toMatchObject({ ok: false, error: { code: 'event/elsewhere' } });
    expect(await loadEventFile('e.json', PAGE, never)).toMatchObject({ ok: false, error: { code: 'event/unreachable' } });
    expect(await loadEventFile('e.json', PAGE, served('no', { status: 404 }))).toMatchObject({ ok: false, error: { code: 'event/unreachable', message: expect.stringContaining('404') } });
    // a stream that never ends: read up to the limit, then dropped
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(c) {
        pulled++;
        c.enqueue(new Uint8Array(16 * 1024).fill(32));
      },
    });
    expect(await loadEventFile('e.json', PAGE, served(endless))).toMatchObject({ ok: false, error: { code: 'event/too-large' } });
    expect(pulled).toBeLessThanOrEqual(MAX_EVENT_BYTES / (16 * 1024) + 2);
    expect(await loadEventFile('e.json', PAGE, served('{}', { headers: { 'content-length': String(MAX_EVENT_BYTES + 1) } }))).toMatchObject({ ok: false, error: { code: 'event/too-large' } });
  });
});
