/**
 * The watch link: what a host or seat shares with people who should watch and never sit. It names
 * the table's room (every watcher verifies the signatures over it, as every peer does) and the
 * audience relay the table is mirrored to, and it opens a page that reaches the table only through
 * that relay: no signaling, no WebRTC, no key, no presence, nothing written (open-session.ts
 * `watch`). The game link stays the seat credential; a watch link does not carry one more than any
 * spectator holds, and its page has no way to sit.
 *
 * Shape: `<page>?relay=<relay>#watch/<room>`: the room in the fragment, which browsers never send to
 * the static host, the relay in the query, as `?signaling=` travels.
 */
import { roomIsSound } from './room-name.js';
import { type AudienceRelay, audienceRelayFromLocation, relayText } from './transport/audience-wire.js';

const PREFIX = 'watch/';
type Where = Pick<Location, 'hash' | 'search' | 'origin' | 'pathname'>;

/** The watch link of `room` on `relay`, for a page at `where` (its other query parameters kept). */
export function watchLink(room: string, relay: AudienceRelay, where: Pick<Location, 'search' | 'origin' | 'pathname'> = location): string {
  const query = new URLSearchParams(where.search);
  query.set('relay', relayText(relay));
  return `${where.origin}${where.pathname}?${query.toString().replace(/%2B/g, '+').replace(/%3A/g, ':').replace(/%2F/g, '/')}#${PREFIX}${room}`;
}

/** Whether this location is a watch link at all (sound or not): a broken one is told as such, never opened as a game. */
export function isWatchLocation(where: Pick<Location, 'hash'> = location): boolean {
  return where.hash.replace(/^#/, '').startsWith(PREFIX);
}

/**
 * What a watch link names: the room and the relay, or why it cannot be watched (a stable code and
 * a sentence: a room cut short, a relay missing or refused). Null when this is no watch link.
 */
export function watchFromLocation(where: Where = location): { ok: true; room: string; relay: AudienceRelay } | { ok: false; error: { code: 'sync/bad-watch-link'; message: string } } | null {
  if (!isWatchLocation(where)) return null;
  const bad = (message: string) => ({ ok: false as const, error: { code: 'sync/bad-watch-link' as const, message } });
  let room: string;
  try {
    room = decodeURIComponent(where.hash.replace(/^#/, '').slice(PREFIX.length));
  } catch {
    return bad('This watch link is garbled: ask for it again.');
  }
  if (!/^[A-Za-z0-9_-]{6,64}\.[A-Za-z0-9_-]{43}$/.test(room) || !roomIsSound(room)) return bad('This watch link was cut short or mistyped: ask for it again.');
  const relay = audienceRelayFromLocation(where);
  if (!relay) return bad('This watch link names no audience relay it can use (its "?relay=" is missing or not a wss:// address).');
  return { ok: true, room, relay };
}
