/**
 * Fair tiles by commit and reveal. After the start, each seat in turn commits to a secret (the hash
 * of room, author and secret, so nobody can copy another's commitment); once all have committed,
 * each reveals. The deck seed is the SHA-256 of all secrets in seat order, so no single player can
 * choose the tile order. (The last to reveal learns the outcome first and may refuse to reveal: that
 * blocks the game, and the lobby says who.)
 *
 * The secret is derived by signing a fixed message with the seat's own Ed25519 key: signatures are
 * deterministic, so a refreshed tab finds the same secret without storing it, and nobody else can
 * compute it.
 */
import { canonicalJson, sha256, sha256Hex, toHex } from './bytes.js';
import type { Identity } from './identity.js';

export function commitmentOf(room: string, author: string, secret: string): string {
  return sha256Hex(canonicalJson({ room, author, secret }));
}

export async function deriveSecret(identity: Identity, room: string, startHash: string): Promise<string> {
  const sig = await identity.sign(new TextEncoder().encode(`carcassonne/seed-secret\n${room}\n${startHash}`));
  return toHex(sha256(sig));
}

/** The engine's deck seed from the secrets in seat order. */
export function deckSeed(secrets: readonly string[]): string {
  return sha256Hex(canonicalJson(secrets));
}

export function isHex256(v: unknown): v is string {
  return typeof v === 'string' && /^[0-9a-f]{64}$/.test(v);
}
