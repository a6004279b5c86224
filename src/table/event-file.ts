/**
 * An event's file: what a club's organiser writes beside the page on a static host, so that one
 * page (`?event=<file>`) lists the event's tables, each with its watch link (sync/watch-link.ts):
 *
 *   { "title": "Club final", "note": "Round 2 starts at 15:00",
 *     "tables": [{ "name": "Table 1", "watch": "./?relay=wss://relay.example.org#watch/<room>" }] }
 *
 * The file comes over the network, so it is bounded before it is parsed (MAX_EVENT_BYTES, then
 * MAX_TABLES and the lengths below). A table whose name or link is wrong is kept as a broken card,
 * so one typo never hides the others; only a file that is no event at all fails the page.
 */
import type { AudienceRelay } from '../sync/transport/audience-wire.js';
import { watchFromLocation } from '../sync/watch-link.js';

/** The largest event file read: a hundred tables' links fit in a tenth of it. */
export const MAX_EVENT_BYTES = 64 * 1024;
export const MAX_TABLES = 100;
export const MAX_TABLE_NAME = 60;
export const MAX_TITLE = 120;
export const MAX_NOTE = 1000;
/** The longest watch link read (a room, a relay and the page's address). */
export const MAX_WATCH_LINK = 1000;

export type EventErrorCode =
  /** not JSON, or not an event's shape (no title, no tables list, too many tables) */
  | 'event/bad-file'
  /** the file could not be fetched: no network, or the host answered with an error */
  | 'event/unreachable'
  /** the file is longer than MAX_EVENT_BYTES */
  | 'event/too-large'
  /** the file is on another site than the page: a page never lists tables someone else chose */
  | 'event/elsewhere'
  /** one table's entry: no usable name or watch link (the others still show) */
  | 'event/bad-table';

export interface EventError {
  code: EventErrorCode;
  message: string;
}

/** A table of the event: one that can be watched, or one that is broken and says why. */
export type EventTable = { name: string; ok: true; watch: string; room: string; relay: AudienceRelay } | { name: string; ok: false; watch: string | null; error: EventError };

export interface EventFile {
  title: string;
  note: string | null;
  tables: EventTable[];
}

export type EventRead = { ok: true; event: EventFile } | { ok: false; error: EventError };

const fail = (code: EventErrorCode, message: string) => ({ ok: false as const, error: { code, message } });
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads an event file's text; `page` is the page's address, which relative watch links are read against. */
export function parseEventFile(text: string, page: string | URL): EventRead {
  if (text.length > MAX_EVENT_BYTES) return fail('event/too-large', `The event file is longer than ${MAX_EVENT_BYTES / 1024} KiB: split the event, or shorten its notes.`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fail('event/bad-file', 'The event file is not valid JSON: check its commas and quotes.');
  }
  if (!isRecord(data)) return fail('event/bad-file', 'The event file should be a JSON object with a "title" and a list of "tables".');
  const { title, tables, note } = data;
  if (typeof title !== 'string' || !title.trim() || title.length > MAX_TITLE) return fail('event/bad-file', `The event file needs a "title" of 1 to ${MAX_TITLE} characters.`);
  if (note !== undefined && (typeof note !== 'string' || note.length > MAX_NOTE)) return fail('event/bad-file', `The event's "note" should be text of at most ${MAX_NOTE} characters.`);
  if (!Array.isArray(tables)) return fail('event/bad-file', 'The event file needs a list of "tables", each { "name", "watch" }.');
  if (tables.length > MAX_TABLES) return fail('event/bad-file', `The event file lists ${tables.length} tables; a page shows at most ${MAX_TABLES}.`);
  const seen = new Map<string, string>();
  const read = tables.map((t, i) => readTable(t, i, page, seen));
  return { ok: true, event: { title: title.trim(), note: note?.trim() || null, tables: read } };
}

/** One table's entry; `seen` maps the rooms already listed to their tables' names. */
function readTable(entry: unknown, i: number, page: string | URL, seen: Map<string, string>): EventTable {
  const fallback = `Table ${i + 1}`;
  const raw = isRecord(entry) ? entry : {};
  const named = typeof raw.name === 'string' && raw.name.trim() && raw.name.length <= MAX_TABLE_NAME;
  const name = named ? (raw.name as string).trim() : fallback;
  const broken = (message: string, watch: string | null = null): EventTable => ({ name, ok: false, watch, error: { code: 'event/bad-table', message } });
  if (!isRecord(entry)) return broken(`Entry ${i + 1} of "tables" should be { "name", "watch" }.`);
  if (!named) return broken(`Entry ${i + 1} needs a "name" of 1 to ${MAX_TABLE_NAME} characters.`);
  if (typeof raw.watch !== 'string' || !raw.watch.trim() || raw.watch.length > MAX_WATCH_LINK) return broken(`"${name}" needs a "watch" link: the one the table's host shares for watchers.`);
  let url: URL;
  try {
    url = new URL(raw.watch.trim(), page);
  } catch {
    return broken(`"${name}" has a "watch" link that is not an address.`);
  }
  // the link becomes a card's href: a web page only, never a script
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return broken(`"${name}" has a "watch" link that is not a web page (http or https).`);
  const read = watchFromLocation({ hash: url.hash, search: url.search, origin: url.origin, pathname: url.pathname });
  if (!read) return broken(`"${name}" has a link that is no watch link: it should end in #watch/<room>.`, url.href);
  if (!read.ok) return broken(`"${name}": ${read.error.message}`, url.href);
  const twin = seen.get(read.room);
  if (twin !== undefined) return broken(`"${name}" links to the same table as "${twin}".`, url.href);
  seen.set(read.room, name);
  return { name, ok: true, watch: url.href, room: read.room, relay: read.relay };
}

/**
 * Fetches and reads the event file at `file` (relative to `page`): from the page's own site only,
 * and no more than MAX_EVENT_BYTES of it, whatever the host says its length is.
 */
export async function loadEventFile(file: string, page: string | URL, fetcher: typeof fetch = fetch): Promise<EventRead> {
  let url: URL;
  try {
    url = new URL(file, page);
  } catch {
    return fail('event/bad-file', `"${file.slice(0, 80)}" is not an address of an event file.`);
  }
  if (url.origin !== new URL(page).origin) return fail('event/elsewhere', 'The event file must be on the same site as this page: put it beside the page, such as ?event=events/final.json.');
  let response: Response;
  try {
    // no-cache: the organiser edits the file as the event goes, and a reload shows the edit
    response = await fetcher(url.href, { cache: 'no-cache', credentials: 'same-origin' });
  } catch {
    return fail('event/unreachable', 'The event file could not be fetched: check the connection and reload.');
  }
  if (!response.ok) return fail('event/unreachable', `The event file could not be fetched (the host answered ${response.status}): check its address.`);
  if (new URL(response.url || url.href).origin !== url.origin) return fail('event/elsewhere', 'The event file was redirected to another site; it must be on the same site as this page.');
  const text = await boundedText(response);
  if (text === null) return fail('event/too-large', `The event file is longer than ${MAX_EVENT_BYTES / 1024} KiB: split the event, or shorten its notes.`);
  return parseEventFile(text, page);
}

/** The body as text, or null past MAX_EVENT_BYTES (read no further than that). */
async function boundedText(response: Response): Promise<string | null> {
  const length = Number(response.headers.get('content-length'));
  if (length > MAX_EVENT_BYTES) return null;
  if (!response.body) return (await response.text()).slice(0, MAX_EVENT_BYTES + 1);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_EVENT_BYTES) {
      void reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.byteLength;
  }
  return new TextDecoder().decode(all);
}
