/**
 * Rooms and links. A room id is a nanoid, and a room's full name also carries its host's public
 * key (`<id>.<key>`): only the host may start the game, so nobody else can seat a table of their
 * own under the same link. The link puts the room in the fragment, which browsers never send to the
 * static host.
 *
 * A new room's id ends in 4 characters that check the rest of the name, id and key, so a link
 * garbled in a chat shows the broken-link screen instead of opening another, empty room. The check
 * is part of the id, so the room name peers hash, sign and meet under is still just the name. Ids
 * made before (12 characters, no check) are still read: no corruption of a checked id has that
 * length, so the two kinds cannot be mistaken for each other.
 */
import { nanoid } from 'nanoid';
import { sha256, toBase64Url } from './bytes.js';
import { DEFAULT_SIGNALING } from './signaling/endpoints.js';

/** `npm start` runs a y-webrtc signaling server and a Nostr relay on these ports next to the app. */
export const LOCAL_SIGNALING_PORT = 4444;
export const LOCAL_NOSTR_PORT = 4445;

/** A fresh room id (nanoid, 12 characters: ~71 bits). */
export function createRoomId(): string {
  return nanoid(12);
}

/** The room a host opens: the id and the host's key. */
export function hostedRoom(id: string, hostKey: string): string {
  return `${id}.${hostKey}`;
}

/** Every room id made before ids carried a check was a 12-character nanoid. */
const UNCHECKED_ID_LENGTH = 12;

/** The 4 characters (24 bits of SHA-256) that check a room id's random part and its host key. */
export function roomCheck(random: string, hostKey: string): string {
  return toBase64Url(sha256(`carcassonne/room-check/1\n${random}.${hostKey}`).subarray(0, 3));
}

/** A new room hosted under `hostKey`: a fresh id whose last 4 characters check it and the key. */
export function newHostedRoom(hostKey: string): string {
  const random = createRoomId();
  return hostedRoom(random + roomCheck(random, hostKey), hostKey);
}

/** Whether a full room name's id ends in the check of the rest (rooms made since links carry one). */
export function roomIsChecked(room: string): boolean {
  const host = hostOfRoom(room);
  if (!host) return false;
  const id = room.slice(0, room.length - host.length - 1);
  return id.length > 4 && roomCheck(id.slice(0, -4), host) === id.slice(-4);
}

/** Whether a full room name can be a real one: its id checks out, or it is an id of before checks. */
export function roomIsSound(room: string): boolean {
  const host = hostOfRoom(room);
  return !!host && (room.length - host.length - 1 === UNCHECKED_ID_LENGTH || roomIsChecked(room));
}

/** The host key a full room name carries, or null for a bare id. */
export function hostOfRoom(room: string): string | null {
  const dot = room.lastIndexOf('.');
  return dot > 0 && room.length - dot - 1 === 43 ? room.slice(dot + 1) : null;
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
  if (param) return param.split(',').map((s) => s.trim().replace(/^nostr /i, 'nostr+')).filter(Boolean);
  const local = where.hostname === 'localhost' || where.hostname === '127.0.0.1' || where.hostname === '[::1]';
  const ws = where.protocol === 'https:' ? 'wss' : 'ws';
  if (local) return [`${ws}://${where.hostname}:${LOCAL_SIGNALING_PORT}`, `nostr+${ws}://${where.hostname}:${LOCAL_NOSTR_PORT}`];
  return [...DEFAULT_SIGNALING];
}
