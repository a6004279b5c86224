/**
 * Who this peer is: an Ed25519 key pair through WebCrypto, its private key non-extractable. In the
 * browser a tab holds one key pair per room, kept in IndexedDB (room-keys.ts, browser-keys.ts), so
 * games played from one browser cannot be linked by key.
 */
import { BoundedMemo } from './bounded-memo.js';
import { fromBase64Url, toBase64Url } from './bytes.js';

export interface Identity {
  /** base64url of the 32 raw public key bytes */
  readonly publicKey: string;
  sign(data: Uint8Array): Promise<Uint8Array>;
}

const ED25519 = { name: 'Ed25519' } as const;

/** The identity of a key pair (its private key signs, never leaves WebCrypto). */
export async function fromKeyPair(pair: CryptoKeyPair): Promise<Identity> {
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const privateKey = pair.privateKey;
  return {
    publicKey: toBase64Url(raw),
    sign: async (data) => new Uint8Array(await crypto.subtle.sign(ED25519, privateKey, data as BufferSource)),
  };
}

/** A new key pair whose private key cannot be exported. */
export async function generatePair(): Promise<CryptoKeyPair> {
  return (await crypto.subtle.generateKey(ED25519, false, ['sign', 'verify'])) as CryptoKeyPair;
}

/** A fresh identity held only in memory (Node tests, throwaway peers). */
export async function createMemoryIdentity(): Promise<Identity> {
  return fromKeyPair(await generatePair());
}

const keyCache = new BoundedMemo<Promise<CryptoKey | null>>(1000);

/** Imports a base64url public key for verification (cached: every entry of a seat shares it). */
export function importPublicKey(key: string): Promise<CryptoKey | null> {
  return keyCache.get(key, () => {
    const raw = fromBase64Url(key);
    return raw && raw.length === 32 ? crypto.subtle.importKey('raw', raw as BufferSource, ED25519, true, ['verify']).catch(() => null) : Promise.resolve(null);
  });
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
