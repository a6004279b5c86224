/**
 * Which key pair a tab uses in a room. Every room gets key pairs of its own, so two games played
 * from one browser share no key and cannot be linked by it. Within a room:
 * - a reload keeps the seat: the tab remembers its key's id (sessionStorage survives a reload and
 *   is per tab) and waits a moment for the page it replaces to let go of it;
 * - a second tab open at the same time is another player: a key in use is held by its tab (a Web
 *   Lock), so the new tab takes a free one or makes a new one;
 * - closing every tab and opening the link again gives the seat back: a tab that remembers nothing
 *   takes the oldest of the room's keys that no open tab holds.
 * A host's room is named by its key (`<id>.<hostKey>`), so the host's key pair is made first and
 * stored under the room once named.
 */
import { nanoid } from 'nanoid';
import { browserKeyStore } from './browser-keys.js';
import { createMemoryIdentity, fromKeyPair, generatePair, type Identity } from './identity.js';
import type { KeyStore, StoredKey, TabMemory } from './key-store.js';
import { hostOfRoom, hostedRoom, newHostedRoom } from './room.js';

export interface RoomIdentity {
  room: string;
  identity: Identity;
  /** lets another tab take this key (the session closes) */
  release(): void;
}

/**
 * How long a reloaded tab waits for its previous page to let go of its key: the old page's locks
 * are released as it unloads, which can be a little after the new page asks. A duplicated tab (its
 * sessionStorage copied while the original still holds the key) waits this long, then moves on.
 */
export const RELOAD_WAIT_MS = 3000;

const lockName = (room: string, id: string) => `carc-room-key:${room}:${id}`;
const memoryName = (room: string) => `carc-room-key:${room}`;

/**
 * A session's room and identity: `identity` if given (tests, tools), else this tab's key pair for
 * the room from `keys` (default: this browser's), else, outside a browser, a key held in memory.
 */
export async function sessionIdentity(options: { room?: string | null; identity?: Identity; keys?: KeyStore | null }): Promise<RoomIdentity> {
  const given = options.room ?? null;
  const keys = options.keys === undefined ? browserKeyStore() : options.keys;
  if (keys && !options.identity) return openRoomIdentity(keys, given);
  const identity = options.identity ?? (await createMemoryIdentity());
  const room = given && hostOfRoom(given) ? given : named(given, identity.publicKey);
  return { room, identity, release: () => {} };
}

/**
 * This tab's identity in `given`: a full room name (a guest, or a host back in its room), or a
 * bare id / nothing for a new room hosted here.
 */
export async function openRoomIdentity(store: KeyStore, given: string | null): Promise<RoomIdentity> {
  if (given && hostOfRoom(given)) return (await resume(store, given)) ?? (await mint(store, given));
  return mint(store, null, given);
}

/** A new room hosted under `hostKey`: named `id` if given (tests, tools), else a fresh checked id. */
function named(id: string | null, hostKey: string): string {
  return id ? hostedRoom(id, hostKey) : newHostedRoom(hostKey);
}

async function resume(store: KeyStore, room: string): Promise<RoomIdentity | null> {
  const keys = await store.vault.list(room);
  const remembered = keys.find((k) => k.id === recall(store.tab, room));
  if (remembered) {
    const release = await store.locks.hold(lockName(room, remembered.id), RELOAD_WAIT_MS);
    if (release) return use(store, remembered, release);
  }
  for (const key of keys) {
    if (key === remembered) continue;
    const release = await store.locks.hold(lockName(room, key.id), 0);
    if (release) return use(store, key, release);
  }
  return null;
}

/** A new key pair for `room`, or for a new room (named `id` if given) under the new key (a host). */
async function mint(store: KeyStore, room: string | null, id: string | null = null): Promise<RoomIdentity> {
  const pair = await generatePair();
  const identity = await fromKeyPair(pair);
  const key: StoredKey = { room: room ?? named(id, identity.publicKey), id: nanoid(12), pair, created: Date.now() };
  await store.vault.add(key);
  // a fresh random id: nobody else can hold its lock yet
  const release = (await store.locks.hold(lockName(key.room, key.id), 0)) ?? (() => {});
  return use(store, key, release, identity);
}

async function use(store: KeyStore, key: StoredKey, release: () => void, identity?: Identity): Promise<RoomIdentity> {
  try {
    store.tab.setItem(memoryName(key.room), key.id);
  } catch {
    // storage refused (quota, privacy settings): a reload then resumes the oldest free key instead
  }
  try {
    return { room: key.room, identity: identity ?? (await fromKeyPair(key.pair)), release };
  } catch (e) {
    release();
    throw e;
  }
}

function recall(tab: TabMemory, room: string): string | null {
  try {
    return tab.getItem(memoryName(room));
  } catch {
    return null;
  }
}
