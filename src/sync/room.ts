/**
 * Rooms and links. A room id is a nanoid, and a room's full name also carries its host's public
 * key (`<nanoid>.<key>`): only the host may start the game, so nobody else can seat a table of
 * their own under the same link. The link puts the room in the fragment, which browsers never send
 * to the static host.
 */
import { nanoid } from 'nanoid';

/** Public STUN servers, for peers behind NAT on real networks. Tests pass []. */
export const DEFAULT_ICE_SERVERS: RTCIceServer[] = [{ urls: 'stun:stun.l.google.com:19302' }, { urls: 'stun:stun.cloudflare.com:3478' }];

/** y-webrtc's public signaling server, used when the page is not served from localhost. */
export const PUBLIC_SIGNALING = ['wss://y-webrtc-eu.fly.dev'];
export const LOCAL_SIGNALING_PORT = 4444;

/** A fresh room id (nanoid, 12 characters: ~71 bits). */
export function createRoomId(): string {
  return nanoid(12);
}

/** The room a host opens: the id and the host's key. */
export function hostedRoom(id: string, hostKey: string): string {
  return `${id}.${hostKey}`;
}

/** The host key a full room name carries, or null for a bare id. */
export function hostOfRoom(room: string): string | null {
  const dot = room.lastIndexOf('.');
  return dot > 0 && room.length - dot - 1 === 43 ? room.slice(dot + 1) : null;
}

type Where = Pick<Location, 'hash' | 'search' | 'hostname' | 'origin' | 'pathname' | 'protocol'>;

/** The room in a location's fragment, or null. */
export function roomFromLocation(where: Pick<Location, 'hash'> = location): string | null {
  const room = decodeURIComponent(where.hash.replace(/^#/, ''));
  return /^[A-Za-z0-9_-]{6,64}(\.[A-Za-z0-9_-]{43})?$/.test(room) ? room : null;
}

/** The shareable link of a room, for a page at `where` (query kept, so ?signaling= travels too). */
export function roomLink(room: string, where: Where = location): string {
  return `${where.origin}${where.pathname}${where.search}#${room}`;
}

/**
 * Signaling servers for a page: `?signaling=url[,url]` wins; on localhost the server `npm start`
 * runs next to the app (ws://<hostname>:4444); elsewhere y-webrtc's public server.
 */
export function signalingFromLocation(where: Where = location): string[] {
  const param = new URLSearchParams(where.search).get('signaling');
  if (param) return param.split(',').map((s) => s.trim()).filter(Boolean);
  const local = where.hostname === 'localhost' || where.hostname === '127.0.0.1' || where.hostname === '[::1]';
  if (local) return [`${where.protocol === 'https:' ? 'wss' : 'ws'}://${where.hostname}:${LOCAL_SIGNALING_PORT}`];
  return PUBLIC_SIGNALING;
}
