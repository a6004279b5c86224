/**
 * Whether this browser can play online: every entry is signed with Ed25519 through WebCrypto, which
 * browsers give only to secure pages (https:, localhost), and which some older browsers lack even
 * there (Chrome before 137, Firefox before 129, Safari before 17). Asked before a room is opened, so
 * the player reads why in one sentence instead of a room that never connects.
 */
import type { SyncError } from './types.js';

/** The parts of a global scope the check reads (a stand-in in tests). */
export interface CryptoScope {
  isSecureContext?: boolean;
  crypto?: { subtle?: Pick<SubtleCrypto, 'generateKey'> };
}

export const INSECURE_PAGE: SyncError = {
  code: 'sync/insecure-page',
  message: 'Online play needs a secure page: open the game over https:// (or on localhost). Games on this device work here.',
};

export const NO_ED25519: SyncError = {
  code: 'sync/no-ed25519',
  message: 'Online play needs a browser that signs with Ed25519, which this one cannot: update it (or use a recent Chrome, Firefox or Safari). Games on this device work here.',
};

let checked: Promise<SyncError | null> | null = null;

/** Why online play cannot work here, or null when it can. Never throws; the page's answer is kept. */
export function onlineCryptoProblem(scope: CryptoScope = globalThis): Promise<SyncError | null> {
  if (scope !== globalThis) return check(scope);
  checked ??= check(scope);
  return checked;
}

async function check(scope: CryptoScope): Promise<SyncError | null> {
  const subtle = scope.crypto?.subtle;
  if (scope.isSecureContext === false || !subtle) return INSECURE_PAGE;
  try {
    // what an identity does first (identity.ts): a browser without Ed25519 rejects it, or throws at once
    await subtle.generateKey({ name: 'Ed25519' }, false, ['sign', 'verify']);
    return null;
  } catch {
    return NO_ED25519;
  }
}
