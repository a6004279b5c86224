/**
 * Reading a room's full name, `<id>.<host key>`, with nothing to import but hashing (room.ts makes
 * names; this is what links, invite codes and sessions read them with).
 *
 * A new room's id ends in 4 characters that check the rest of the name, id and key, so a link
 * garbled in a chat shows the broken-link screen instead of opening another, empty room. The check
 * is part of the id, so the room name peers hash, sign and meet under is still just the name. Ids
 * made before (12 characters, no check) are still read: no one-character corruption of a checked id
 * has that length, so the two kinds cannot be mistaken for each other.
 */
import { sha256, toBase64Url } from './bytes.js';

/** Every room id made before ids carried a check was a 12-character nanoid. */
const UNCHECKED_ID_LENGTH = 12;

/** The room a host opens: the id and the host's key. */
export function hostedRoom(id: string, hostKey: string): string {
  return `${id}.${hostKey}`;
}

/** The host key a full room name carries, or null for a bare id. */
export function hostOfRoom(room: string): string | null {
  const dot = room.lastIndexOf('.');
  return dot > 0 && room.length - dot - 1 === 43 ? room.slice(dot + 1) : null;
}

/** The 4 characters (24 bits of SHA-256) that check a room id's random part and its host key. */
export function roomCheck(random: string, hostKey: string): string {
  return toBase64Url(sha256(`carcassonne/room-check/1\n${random}.${hostKey}`).subarray(0, 3));
}

/** The room named by `random` and `hostKey`, its id ending in their check. */
export function checkedRoom(random: string, hostKey: string): string {
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
