/**
 * The relays' side of My games' check (my-games-check.ts): the real check, a RelayArchive over the
 * page's Nostr relays closed after its one fetch, verified with no session (relay-turn.ts). Its own
 * module so that the first screen loads none of the sync layer: the welcome screen imports it only
 * when My games holds a game played over days.
 */
import { RelayArchive } from '../sync/archive/relay-archive.js';
import { turnOnRelays } from '../sync/archive/relay-turn.js';
import { signalingFromLocation } from '../sync/room.js';
import { parseEndpoints } from '../sync/signaling/endpoints.js';
import type { TurnCheck } from './my-games-check.js';

/** The real check: a RelayArchive over `relays`, closed after its one fetch. */
export const relayTurnCheck: TurnCheck = async (room, relays) => {
  const archive = new RelayArchive({ room, relays });
  try {
    return await turnOnRelays(room, archive);
  } finally {
    archive.close();
  }
};

/** The Nostr relays of a signaling list (y-webrtc servers store nothing). */
export function nostrRelays(signaling: readonly string[]): string[] {
  return parseEndpoints(signaling)
    .filter((e) => e.kind === 'nostr')
    .map((e) => e.url);
}

/** The relays of this page: the Nostr endpoints of its signaling list (none for a page with no location). */
export function pageRelays(): string[] {
  return typeof location === 'undefined' ? [] : nostrRelays(signalingFromLocation());
}
