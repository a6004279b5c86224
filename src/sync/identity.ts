/**
 * Who this peer is: an Ed25519 key pair through WebCrypto. In the browser the private key is
 * non-extractable and kept in IndexedDB, so a refresh or a new tab of the same browser is the same
 * player (the same seat). `profile` names separate identities, for two players in one browser.
 */
import { fromBase64Url, toBase64Url } from './bytes.js';

export interface Identity {
  /** base64url of the 32 raw public key bytes */
  readonly publicKey: string;
  sign(data: Uint8Array): Promise<Uint8Array>;
}

const ED25519 = { name: 'Ed25519' } as const;

async function fromKeyPair(pair: CryptoKeyPair): Promise<Identity> {
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const privateKey = pair.privateKey;
  return {
    publicKey: toBase64Url(raw),
    sign: async (data) => new Uint8Array(await crypto.subtle.sign(ED25519, privateKey, data as BufferSource)),
  };
}

async function generatePair(): Promise<CryptoKeyPair> {
  return (await crypto.subtle.generateKey(ED25519, false, ['sign', 'verify'])) as CryptoKeyPair;
}

/** A fresh identity held only in memory (Node tests, throwaway peers). */
export async function createMemoryIdentity(): Promise<Identity> {
  return fromKeyPair(await generatePair());
}

const DB_NAME = 'carcassonne-identity';
const STORE = 'keys';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** The browser's identity for `profile`, created and stored in IndexedDB on first use. */
export async function loadBrowserIdentity(profile = 'default'): Promise<Identity> {
  const open = indexedDB.open(DB_NAME, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  const db = await request(open);
  try {
    const stored = (await request(db.transaction(STORE, 'readonly').objectStore(STORE).get(profile))) as CryptoKeyPair | undefined;
    if (stored?.privateKey && stored.publicKey) return await fromKeyPair(stored);
    const pair = await generatePair();
    // add() instead of put(): if another tab created the key in between, keep theirs.
    try {
      await request(db.transaction(STORE, 'readwrite').objectStore(STORE).add(pair, profile));
      return await fromKeyPair(pair);
    } catch {
      const theirs = (await request(db.transaction(STORE, 'readonly').objectStore(STORE).get(profile))) as CryptoKeyPair;
      return await fromKeyPair(theirs);
    }
  } finally {
    db.close();
  }
}

const keyCache = new Map<string, Promise<CryptoKey | null>>();

/** Imports a base64url public key for verification (cached: every entry of a seat shares it). */
export function importPublicKey(key: string): Promise<CryptoKey | null> {
  let p = keyCache.get(key);
  if (!p) {
    const raw = fromBase64Url(key);
    p = raw && raw.length === 32 ? crypto.subtle.importKey('raw', raw as BufferSource, ED25519, true, ['verify']).catch(() => null) : Promise.resolve(null);
    if (keyCache.size > 1000) keyCache.clear();
    keyCache.set(key, p);
  }
  return p;
}

export async function verifySignature(key: string, signature: Uint8Array, data: Uint8Array): Promise<boolean> {
  const pub = await importPublicKey(key);
  if (!pub || signature.length !== 64) return false;
  try {
    return await crypto.subtle.verify(ED25519, pub, signature as BufferSource, data as BufferSource);
  } catch {
    return false;
  }
}
