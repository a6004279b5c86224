/**
 * What an entry says before it is signed. Below entry.ts, which signs and checks it, and
 * entry-wire.ts, which spells it: entry.ts calls entry-wire.ts, so these kept in entry.ts made the
 * two import each other.
 */

/** 'claim' (a request to sit), 'seats' (the host's seating), 'vote' (about a stalled seat) and 'rematch' (a seat's proposal to play again) sit outside the chain; the rest form it (table.ts). */
export type EntryKind = 'claim' | 'seats' | 'vote' | 'rematch' | 'start' | 'commit' | 'drop' | 'link' | 'move' | 'away' | 'back';

export interface EntryPayload {
  kind: EntryKind;
  /** the room id: an entry signed for one game is worthless in another */
  room: string;
  /** the author's public key (base64url) */
  author: string;
  /** hash of the entry before it in the author's verified chain; null for the first entry */
  prev: string | null;
  body: Record<string, unknown>;
}
