/**
 * The shapes of a browser's store of room key pairs, as room-keys.ts uses it and browser-keys.ts
 * provides it. Below both: room-keys.ts takes browser-keys.ts's store as its default, so these shapes kept in
 * room-keys.ts made the two import each other.
 */

/** One stored key pair of a room; `created` orders them (oldest first). */
export interface StoredKey {
  room: string;
  id: string;
  pair: CryptoKeyPair;
  created: number;
}

/** Where a browser keeps its rooms' key pairs (IndexedDB: browser-keys.ts). */
export interface KeyVault {
  /** the room's keys, oldest first */
  list(room: string): Promise<StoredKey[]>;
  add(key: StoredKey): Promise<void>;
}

/** Exclusive locks, each held by one tab at a time (Web Locks: browser-keys.ts). */
export interface KeyLocks {
  /** the release function once `name` is held, or null if it is not free within `waitMs` (0: free now) */
  hold(name: string, waitMs: number): Promise<(() => void) | null>;
}

/** What a tab remembers across its reloads (sessionStorage). */
export type TabMemory = Pick<Storage, 'getItem' | 'setItem'>;

export interface KeyStore {
  vault: KeyVault;
  locks: KeyLocks;
  tab: TabMemory;
}
