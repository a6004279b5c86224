/**
 * Online play is refused up front, with a stable code and one sentence, on a page that is not secure
 * and in a browser whose WebCrypto has no Ed25519; where both are there it is allowed.
 */
import { describe, expect, test } from 'vitest';
import { onlineCryptoProblem, type CryptoScope } from '../../src/sync/online-crypto.js';

/** A secure page whose WebCrypto knows the algorithms older browsers knew, not Ed25519. */
function withoutEd25519(how: 'rejects' | 'throws'): CryptoScope {
  const generateKey = (algorithm: AlgorithmIdentifier, extractable: boolean, usages: KeyUsage[]) => {
    const name = typeof algorithm === 'string' ? algorithm : algorithm.name;
    if (name.toLowerCase() !== 'ed25519') return crypto.subtle.generateKey(algorithm, extractable, usages);
    const error = new DOMException('Algorithm: Unrecognized name', 'NotSupportedError');
    if (how === 'throws') throw error;
    return Promise.reject(error);
  };
  return { isSecureContext: true, crypto: { subtle: { generateKey } as unknown as Pick<SubtleCrypto, 'generateKey'> } };
}

describe('the online crypto check', () => {
  test('a browser without Ed25519 gets sync/no-ed25519 and a sentence saying what to do', async () => {
    for (const how of ['rejects', 'throws'] as const) {
      const problem = await onlineCryptoProblem(withoutEd25519(how));
      expect(problem?.code, how).toBe('sync/no-ed25519');
      expect(problem?.message).toMatch(/^Online play needs a browser that signs with Ed25519.*update it.*Games on this device work here\.$/);
    }
  });

  test('a page that is not secure, or has no WebCrypto at all, gets sync/insecure-page', async () => {
    expect((await onlineCryptoProblem({ isSecureContext: false, crypto: globalThis.crypto }))?.code).toBe('sync/insecure-page');
    expect((await onlineCryptoProblem({ isSecureContext: true, crypto: {} }))?.code).toBe('sync/insecure-page');
    expect((await onlineCryptoProblem({}))?.code).toBe('sync/insecure-page');
  });

  test("with Ed25519 on a secure page (Node's WebCrypto here) there is no problem", async () => {
    expect(await onlineCryptoProblem({ isSecureContext: true, crypto: globalThis.crypto })).toBeNull();
    expect(await onlineCryptoProblem()).toBeNull();
  });
});
