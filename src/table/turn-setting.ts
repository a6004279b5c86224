/**
 * The player's own TURN server: kept on this device (it is theirs, credentials included, and a
 * network that needs it will need it next time too), added to every online session's ICE servers
 * and applied at once to the session open now.
 */
import { DEFAULT_ICE_SERVERS, parseTurnList } from '../sync/ice.js';

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

/**
 * ICE servers for a session: the embedder's (`sessionOptions.iceServers`, else public STUN) and the
 * saved TURN; the session adds the link's `?stun=` and `?turn=` itself (src/sync/ice.ts).
 */
export function sessionIceServers(base: unknown, turn = savedTurn()): RTCIceServer[] {
  const servers = Array.isArray(base) ? (base as RTCIceServer[]) : DEFAULT_ICE_SERVERS;
  return [...servers, ...(parseTurnList(turn) ?? [])];
}
