/**
 * How a page speaks to an audience relay: a standard Yjs server that carries a table's document to
 * its watchers (audience-relay.ts). Two protocols, both the Yjs sync and awareness messages:
 * - Hocuspocus (the documented deployment, several processes behind Redis): every message starts
 *   with the document's name, and the first one is an auth message (an empty token: the server
 *   holds nothing secret, every entry is signed and checked by each reader);
 * - y-websocket's server: the document's name is the URL's last path segment, messages bare.
 *
 * The server never learns the room: the document's name is a hash of it, apart from the hash the
 * signaling topic is (signaling/room-secret.ts), so the two cannot be linked by their names.
 */
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { sha256, toBase64Url } from '../bytes.js';
import type { SyncError } from '../types.js';

export type RelayProtocol = 'hocuspocus' | 'y-websocket';

/** An audience relay: where, and which protocol it speaks. */
export interface AudienceRelay {
  url: string;
  protocol: RelayProtocol;
}

/** The longest relay address taken (a link, a seating field): a URL, not a payload. */
export const MAX_RELAY_TEXT = 200;
const Y_WEBSOCKET = 'y-websocket+';

/** Hocuspocus message types past the four y-protocols share (0 sync, 1 awareness, 2 auth, 3 query). */
export const HP_AUTH = 2;
export const HP_SYNC_REPLY = 4;
export const HP_AUTH_TOKEN = 0;
export const HP_AUTH_DENIED = 1;
export const HP_AUTH_OK = 2;

/**
 * Reads a relay as a link or the lobby writes it: `wss://host[/path]` is a Hocuspocus server,
 * `y-websocket+wss://host/path` a y-websocket server. Plain `ws://` only on this machine (tests,
 * `npm start`): a relay elsewhere is reached over TLS.
 */
export function parseAudienceRelay(text: unknown): { ok: true; relay: AudienceRelay } | { ok: false; error: SyncError } {
  const bad = (message: string) => ({ ok: false as const, error: { code: 'sync/bad-relay' as const, message } });
  if (typeof text !== 'string' || !text.trim()) return bad('The audience relay is empty: give its address, such as wss://relay.example.org.');
  const raw = text.trim();
  if (raw.length > MAX_RELAY_TEXT) return bad(`The audience relay's address is longer than ${MAX_RELAY_TEXT} characters.`);
  const protocol: RelayProtocol = raw.startsWith(Y_WEBSOCKET) ? 'y-websocket' : 'hocuspocus';
  let url: URL;
  try {
    url = new URL(protocol === 'y-websocket' ? raw.slice(Y_WEBSOCKET.length) : raw);
  } catch {
    return bad(`"${raw.slice(0, 60)}" is not an address: an audience relay looks like wss://relay.example.org.`);
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
  if (url.protocol !== 'wss:' && !(url.protocol === 'ws:' && local)) return bad('An audience relay is reached over wss:// (plain ws:// only on this machine).');
  if (url.username || url.password || url.hash) return bad('An audience relay address carries no user, password or fragment.');
  return { ok: true, relay: { url: url.href.replace(/\/$/, ''), protocol } };
}

/** The relay as a link or the lobby writes it (parseAudienceRelay reads it back). */
export function relayText(relay: AudienceRelay): string {
  return relay.protocol === 'y-websocket' ? `${Y_WEBSOCKET}${relay.url}` : relay.url;
}

/** The page's `?relay=`, when it holds a relay; null when absent or unreadable. */
export function audienceRelayFromLocation(where: Pick<Location, 'search'> = location): AudienceRelay | null {
  const param = new URLSearchParams(where.search).get('relay');
  if (!param) return null;
  const read = parseAudienceRelay(param);
  return read.ok ? read.relay : null;
}

/** The document's name on the relay: a hash of the room, never the room. */
export function audienceDocName(room: string): string {
  return toBase64Url(sha256(`carcassonne/audience-document/1\n${room}`));
}

/** The URL a socket opens for `room` (y-websocket names the document in the path). */
export function audienceSocketUrl(relay: AudienceRelay, room: string): string {
  return relay.protocol === 'y-websocket' ? `${relay.url}/${audienceDocName(room)}` : relay.url;
}

/** Hocuspocus's first message on a document: an auth message with an empty token. */
export function hocuspocusHello(docName: string): Uint8Array {
  const e = encoding.createEncoder();
  encoding.writeVarString(e, docName);
  encoding.writeVarUint(e, HP_AUTH);
  encoding.writeVarUint(e, HP_AUTH_TOKEN);
  encoding.writeVarString(e, '');
  return encoding.toUint8Array(e);
}

/** A y-protocols message (as sync-link.ts writes it) in Hocuspocus's envelope: the document's name first. */
export function toHocuspocus(docName: string, message: Uint8Array): Uint8Array {
  const e = encoding.createEncoder();
  encoding.writeVarString(e, docName);
  encoding.writeUint8Array(e, message);
  return encoding.toUint8Array(e);
}

export type HocuspocusIn = { kind: 'message'; message: Uint8Array } | { kind: 'authenticated' } | { kind: 'denied'; reason: string } | { kind: 'other' };

/**
 * Reads one message from a Hocuspocus server: a sync, awareness or query message comes back in
 * y-protocols framing (a sync reply is a sync message), auth replies are told apart; the rest
 * (sync status, stateless messages, another document's) is dropped. Throws on malformed bytes.
 */
export function fromHocuspocus(docName: string, data: Uint8Array): HocuspocusIn {
  const d = decoding.createDecoder(data);
  if (decoding.readVarString(d) !== docName) return { kind: 'other' };
  const type = decoding.readVarUint(d);
  if (type === HP_AUTH) {
    const auth = decoding.readVarUint(d);
    if (auth === HP_AUTH_OK) return { kind: 'authenticated' };
    if (auth === HP_AUTH_DENIED) return { kind: 'denied', reason: decoding.hasContent(d) ? decoding.readVarString(d).slice(0, 100) : 'permission-denied' };
    return { kind: 'other' };
  }
  if (type > 4) return { kind: 'other' };
  const e = encoding.createEncoder();
  encoding.writeVarUint(e, type === HP_SYNC_REPLY ? 0 : type);
  encoding.writeUint8Array(e, decoding.readTailAsUint8Array(d));
  return { kind: 'message', message: encoding.toUint8Array(e) };
}
