/**
 * Persistence: y-indexeddb keeps the game document in the browser, so a refresh or a closed tab
 * resumes the game (and, with the room's key pair kept in IndexedDB too, in the same seat). The session
 * waits for the stored document before it connects, so everything this peer had verified is known
 * before any peer's deletions can arrive.
 */
import { IndexeddbPersistence } from 'y-indexeddb';
import type * as Y from 'yjs';

export interface Persistence {
  destroy(): Promise<void>;
}

export async function persistDocument(room: string, doc: Y.Doc): Promise<Persistence> {
  const idb = new IndexeddbPersistence(`carcassonne:${room}`, doc);
  await idb.whenSynced;
  return { destroy: () => idb.destroy() };
}

export function canPersist(): boolean {
  return typeof indexedDB !== 'undefined';
}

/**
 * What a session lets go of when it closes: its stored document, and this tab's hold on its key
 * (room-keys.ts), which another tab may then take.
 */
export async function keepRoom(room: string, doc: Y.Doc, persist: boolean, release: () => void): Promise<Persistence> {
  try {
    const stored = persist ? await persistDocument(room, doc) : null;
    return {
      destroy: async () => {
        await stored?.destroy();
        release();
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}

/** Where a peer keeps the start it saw built on by another seat (chain.ts): per room, across refreshes when it persists. */
export function pinStore(room: string, persist: boolean): { get(): string | null; set(hash: string): void } {
  const key = `carcassonne:pin:${room}`;
  let memory: string | null = null;
  const storage = persist && typeof localStorage !== 'undefined' ? localStorage : null;
  return {
    get: () => {
      try {
        return storage?.getItem(key) ?? memory;
      } catch {
        return memory;
      }
    },
    set: (hash) => {
      memory = hash;
      try {
        storage?.setItem(key, hash);
      } catch {
        // storage full or blocked: the pin holds for this page only
      }
    },
  };
}
