/**
 * The browser's side of room-keys.ts: key pairs in IndexedDB (private keys non-extractable, stored
 * as CryptoKey objects), Web Locks to tell which keys open tabs hold, sessionStorage for what a tab
 * remembers across reloads.
 */
import type { KeyLocks, KeyStore, KeyVault, StoredKey, TabMemory } from './key-store.js';

const DB_NAME = 'carcassonne-identity';
/** version 1 held one key pair per profile for every room ('keys'); version 2 adds keys per room */
const DB_VERSION = 2;
const ROOM_KEYS = 'room-keys';
const LEGACY = 'keys';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function openDb(factory: IDBFactory): Promise<IDBDatabase> {
  const open = factory.open(DB_NAME, DB_VERSION);
  open.onupgradeneeded = () => {
    if (!open.result.objectStoreNames.contains(ROOM_KEYS)) open.result.createObjectStore(ROOM_KEYS, { keyPath: ['room', 'id'] }).createIndex('room', 'room');
  };
  return request(open);
}

const byAge = (a: StoredKey, b: StoredKey) => a.created - b.created || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The rooms' key pairs in IndexedDB (`factory`: the browser's, or another implementation in tests). */
export function indexedDbVault(factory: IDBFactory = indexedDB): KeyVault {
  const withDb = async <T>(fn: (db: IDBDatabase) => Promise<T>): Promise<T> => {
    const db = await openDb(factory);
    try {
      return await fn(db);
    } finally {
      db.close();
    }
  };
  const list = (db: IDBDatabase, room: string) => request(db.transaction(ROOM_KEYS, 'readonly').objectStore(ROOM_KEYS).index('room').getAll(room)) as Promise<StoredKey[]>;
  return {
    list: (room) =>
      withDb(async (db) => {
        const keys = await list(db, room);
        if (keys.length || !(await adoptLegacyKeys(factory, db, room))) return keys.sort(byAge);
        return (await list(db, room)).sort(byAge);
      }),
    add: (key) => withDb(async (db) => void (await request(db.transaction(ROOM_KEYS, 'readwrite').objectStore(ROOM_KEYS).add(key)))),
  };
}

/**
 * Games begun before keys were per room were played with the browser's single key ('default', and
 * 'tab-N' for further tabs). A room this browser already has a stored document of takes those
 * keys, so such a game goes on in its seat; rooms opened since never see them.
 */
async function adoptLegacyKeys(factory: IDBFactory, db: IDBDatabase, room: string): Promise<boolean> {
  if (!db.objectStoreNames.contains(LEGACY) || !factory.databases) return false;
  const known = (await factory.databases()).some((d) => d.name === `carcassonne:${room}`);
  if (!known) return false;
  const store = db.transaction(LEGACY, 'readonly').objectStore(LEGACY);
  const [names, pairs] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
  const order = (name: string) => (name === 'default' ? 0 : Number(/^tab-(\d+)$/.exec(name)?.[1] ?? 99));
  const legacy = names.map((name, i) => ({ name: String(name), pair: pairs[i] as CryptoKeyPair })).sort((a, b) => order(a.name) - order(b.name));
  for (const [i, { name, pair }] of legacy.entries()) {
    const key: StoredKey = { room, id: `legacy-${name}`, pair, created: i };
    // another tab may be adopting them at the same moment: its copy is the same
    await request(db.transaction(ROOM_KEYS, 'readwrite').objectStore(ROOM_KEYS).add(key)).catch(() => {});
  }
  return legacy.length > 0;
}

/** Web Locks: a lock lives until released or until the page holding it is gone (closed, reloaded). */
export const webLocks: KeyLocks = {
  hold(name, waitMs) {
    return new Promise((resolve) => {
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      const options: LockOptions = waitMs > 0 ? { signal: AbortSignal.timeout(waitMs) } : { ifAvailable: true };
      navigator.locks
        .request(name, options, (lock) => {
          resolve(lock ? release : null);
          return lock ? held : undefined;
        })
        // aborted: still held by another tab after waitMs
        .catch(() => resolve(null));
    });
  },
};

/** Without Web Locks (old browsers) every key looks free: the tabs of a room share its oldest key. */
const noLocks: KeyLocks = { hold: async () => () => {} };

/** sessionStorage, or where there is none a memory that forgets: a reload then takes the oldest free key. */
const forgetful: TabMemory = { getItem: () => null, setItem: () => {} };

/** This browser's store of per-room keys, or null outside a browser (no IndexedDB). */
export function browserKeyStore(): KeyStore | null {
  if (typeof indexedDB === 'undefined') return null;
  const locks = typeof navigator !== 'undefined' && navigator.locks ? webLocks : noLocks;
  return { vault: indexedDbVault(), locks, tab: typeof sessionStorage !== 'undefined' ? sessionStorage : forgetful };
}
