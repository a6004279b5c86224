/**
 * The player's own TURN server: kept on this device (it is theirs, credentials included, and a
 * network that needs it will need it next time too), added to every online session's ICE servers
 * and applied at once to the session open now.
 */
import { iceServersFromLocation, parseTurnList } from '../../src/sync/ice.js';

const KEY = 'carc-turn';

export function savedTurn(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

/** Keeps `text` ('' forgets it); false when it is not a TURN server list (see src/sync/ice.ts). */
export function saveTurn(text: string): boolean {
  if (text && !parseTurnList(text)) return false;
  try {
    if (text) localStorage.setItem(KEY, text);
    else localStorage.removeItem(KEY);
  } catch {
    // private browsing: used for this session only
  }
  return true;
}

/** ICE servers for a session: the embedder's (`sessionOptions.iceServers`) or the page's (STUN, `?turn=`), and the saved TURN. */
export function sessionIceServers(base: unknown, turn = savedTurn()): RTCIceServer[] {
  const servers = Array.isArray(base) ? (base as RTCIceServer[]) : iceServersFromLocation();
  return [...servers, ...(parseTurnList(turn) ?? [])];
}
