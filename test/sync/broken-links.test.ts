/**
 * Links that know they are broken (issue 20, attack 7): a game link garbled by one character (a
 * chat app's autocorrect, a mistyped copy, a cut) must show the broken-link screen, not open
 * another room and wait there for ever. A new room's id ends in a check of the rest of the name;
 * links of rooms made before (12-character ids, no check) still open their room.
 */
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/engine/index.js';
import { createMemoryIdentity } from '../../src/sync/index.js';
import { parseGameLink } from '../../src/sync/invite-link.js';
import { hostOfRoom, roomFromLocation, roomIsChecked } from '../../src/sync/room.js';
import { openRoomIdentity, sessionIdentity } from '../../src/sync/room-keys.js';
import { BrowserProfile } from './browser-profile.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const SITE = 'https://friends.example/carcassonne/';
type Kind = 'substitution' | 'deletion' | 'insertion' | 'truncation';
const KINDS: Kind[] = ['substitution', 'deletion', 'insertion', 'truncation'];

/** One random corruption of `fragment` of the given kind: always a different fragment. */
function corrupt(fragment: string, kind: Kind, rng: Rng): string {
  const at = rng.int(fragment.length);
  if (kind === 'deletion') return fragment.slice(0, at) + fragment.slice(at + 1);
  if (kind === 'truncation') return fragment.slice(0, at);
  if (kind === 'insertion') return fragment.slice(0, at) + ALPHABET[rng.int(64)] + fragment.slice(at);
  const others = ALPHABET.replace(fragment[at], '');
  return fragment.slice(0, at) + others[rng.int(others.length)] + fragment.slice(at + 1);
}

/** Rooms hosted the way the app hosts them: a new key and no id given. */
async function newRooms(n: number): Promise<string[]> {
  return Promise.all(Array.from({ length: n }, async () => (await sessionIdentity({ keys: null })).room));
}

describe('game links that know they are broken', () => {
  test('at least 999 of 1,000 random one-character corruptions and truncations of real links show the broken-link screen', async () => {
    const rooms = await newRooms(50);
    const rng = Rng.fromSeed('broken-links/1');
    const tried: Record<Kind, number> = { substitution: 0, deletion: 0, insertion: 0, truncation: 0 };
    const refused: Record<Kind, number> = { substitution: 0, deletion: 0, insertion: 0, truncation: 0 };
    const opened: string[] = [];
    for (let i = 0; i < 4000; i++) {
      const room = rooms[rng.int(rooms.length)];
      const kind = KINDS[i % 4];
      const fragment = corrupt(room, kind, rng);
      tried[kind]++;
      const parsed = parseGameLink(`${SITE}#${fragment}`);
      if (!parsed.ok) {
        expect(parsed.error.code).toBe('sync/broken-link');
        refused[kind]++;
      } else opened.push(`${kind}: ${fragment}`);
    }
    for (const kind of KINDS) expect(refused[kind] / tried[kind], kind).toBeGreaterThanOrEqual(0.999);
    expect(opened).toEqual([]);
  });

  test('corruptions in the room part of an invite link by hand are broken links too', async () => {
    const [room] = await newRooms(1);
    const rng = Rng.fromSeed('broken-links/invite');
    const offer = 'A'.repeat(40);
    for (let i = 0; i < 400; i++) {
      const kind = KINDS[i % 3];
      expect(parseGameLink(`${SITE}#${corrupt(room, kind, rng)}~${offer}`).ok, kind).toBe(false);
    }
    expect(parseGameLink(`${SITE}#${room}~${offer}`)).toEqual({ ok: true, room, offer });
  });

  test('a new room carries its check in its id, and the room name keeps its meaning: id, a dot, the host key', async () => {
    const me = await createMemoryIdentity();
    const { room } = await sessionIdentity({ identity: me, keys: null });
    expect(room).toMatch(/^[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}$/);
    expect(hostOfRoom(room)).toBe(me.publicKey);
    expect(roomIsChecked(room)).toBe(true);
    expect(parseGameLink(`${SITE}#${room}`)).toEqual({ ok: true, room, offer: null });
    expect(roomFromLocation({ hash: `#${room}` })).toBe(room);
    expect(roomFromLocation({ hash: `#${room.slice(0, 5)}x${room.slice(6)}` })).toBeNull();
    // a browser's own key store names new rooms the same way
    const tab = new BrowserProfile().tab();
    const hosted = await openRoomIdentity(tab.keys, null);
    expect(roomIsChecked(hosted.room)).toBe(true);
    hosted.release();
  });

  test('links of rooms made before checks (12-character ids) still open their room, told apart from checked ones', async () => {
    const tab = new BrowserProfile().tab();
    // a host's room of before: its key pair stored under the old name, as IndexedDB holds it
    const before = await openRoomIdentity(tab.keys, 'Vx3kQ9_aB-cd');
    const old = before.room;
    expect(old).toBe(`Vx3kQ9_aB-cd.${before.identity.publicKey}`);
    expect(roomIsChecked(old)).toBe(false);
    before.release();
    const parsed = parseGameLink(`${SITE}#${old}`);
    expect(parsed).toEqual({ ok: true, room: old, offer: null });
    // the same name finds the same key: the host is back in its own game
    const again = await openRoomIdentity(tab.keys, parsed.ok ? parsed.room : '');
    expect(again.identity.publicKey).toBe(before.identity.publicKey);
    again.release();
    // a checked id that lost or gained a character never reads as an id of before
    const [room] = await newRooms(1);
    for (const fragment of [room.slice(1), `A${room}`, room.slice(0, 15) + room.slice(16)]) expect(parseGameLink(`#${fragment}`).ok, fragment).toBe(false);
  });
});
