/**
 * Rooms and links. A room id is a nanoid, and a room's full name also carries its host's public
 * key (`<id>.<key>`): only the host may start the game, so nobody else can seat a table of their
 * own under the same link. The link puts the room in the fragment, which browsers never send to the
 * static host. A new room's id ends in a check of the rest of the name (room-name.ts).
 */
import { nanoid } from 'nanoid';
import { checkedRoom, roomIsSound } from './room-name.js';
import { DEFAULT_SIGNALING } from './signaling/endpoints.js';

export { checkedRoom, hostOfRoom, hostedRoom, roomCheck, roomIsChecked, roomIsSound } from './room-name.js';

/** `npm start` runs a y-webrtc signaling server and a Nostr relay on these ports next to the app. */
export const LOCAL_SIGNALING_PORT = 4444;
export const LOCAL_NOSTR_PORT = 4445;

/** A fresh room id (nanoid, 12 characters: ~71 bits). */
export function createRoomId(): string {
  return nanoid(12);
}

/** A new room hosted under `hostKey`: a fresh id whose last 4 characters check it and the key. */
export function newHostedRoom(hostKey: string): string {
  return checkedRoom(createRoomId(), hostKey);
}

type Where = Pick<Location, 'hash' | 'search' | 'hostname' | 'origin' | 'pathname' | 'protocol'>;

/** The room in a location's fragment (a full name that checks out, or a bare id to host), or null. */
export function roomFromLocation(where: Pick<Location, 'hash'> = location): string | null {
  let room: string;
  try {
    room = decodeURIComponent(where.hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  if (/^[A-Za-z0-9_-]{6,64}$/.test(room)) return room;
  return /^[A-Za-z0-9_-]{6,64}\.[A-Za-z0-9_-]{43}$/.test(room) && roomIsSound(room) ? room : null;
}

/** The shareable link of a room, for a page at `where` (query kept, so ?signaling= travels too). */
export function roomLink(room: string, where: Where = location): string {
  return `${where.origin}${where.pathname}${where.search}#${room}`;
}

/**
 * Signaling endpoints for a page: `?signaling=url[,url]` wins (ws/wss: y-webrtc servers,
 * nostr+ws/nostr+wss: Nostr relays); on localhost the two that `npm start` runs next to the app;
 * elsewhere DEFAULT_SIGNALING, public relays and servers of several operators.
 */
export function signalingFromLocation(where: Where = location): string[] {
  const param = new URLSearchParams(where.search).get('signaling');
  if (param)
    return param
      .split(',')
      .map((s) => s.trim().replace(/^nostr /i, 'nostr+'))
      .filter(Boolean);
  const local = where.hostname === 'localhost' || where.hostname === '127.0.0.1' || where.hostname === '[::1]';
  const ws = where.protocol === 'https:' ? 'wss' : 'ws';
  if (local) return [`${ws}://${where.hostname}:${LOCAL_SIGNALING_PORT}`, `nostr+${ws}://${where.hostname}:${LOCAL_NOSTR_PORT}`];
  return [...DEFAULT_SIGNALING];
}
