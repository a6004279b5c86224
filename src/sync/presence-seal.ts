/**
 * Signed presence. An awareness state is `{ key, p, sig }`: `p` the JSON text of `{ t, hover }`, `sig`
 * the key's Ed25519 signature over the room, the awareness client id, the key and `p`. Bound to the
 * client id, a state copied under another client proves nothing; bound to the room, one from
 * another game proves nothing; `t` (the signer's clock, renewed every few seconds) ages it, so an
 * old state replayed counts for a short while at most. The exact text is signed and parsed after,
 * so no canonical form is needed.
 */
import { BoundedMemo } from './bounded-memo.js';
import { fromBase64Url, toBase64Url, utf8 } from './bytes.js';
import { verifySignature, type Identity } from './identity.js';

const CONTEXT = 'carcassonne/presence/1';
/** Longest `p` looked at: a hover is about 60 characters. */
export const MAX_PAYLOAD = 1024;
/** A state signed further than this from our clock is stale (or from a clock too far off). */
export const MAX_SKEW_MS = 120_000;

export interface SealedState {
  key: string;
  p: string;
  sig: string;
}

export interface PresencePayload {
  t: number;
  hover: unknown;
  /** the signer's id among the transport's peers (Transport.peerId): tells others which path reaches it */
  net?: string;
}

function message(room: string, client: number, key: string, p: string): Uint8Array {
  return utf8(`${CONTEXT}\n${room}\n${client}\n${key}\n${p}`);
}

export async function sealPresence(me: Identity, room: string, client: number, payload: PresencePayload): Promise<SealedState> {
  const p = JSON.stringify(payload);
  return { key: me.publicKey, p, sig: toBase64Url(await me.sign(message(room, client, me.publicKey, p))) };
}

/** The parts of a received state if their types and sizes are right, else null: no parsing, no crypto. */
export function sealedParts(state: unknown): SealedState | null {
  if (!state || typeof state !== 'object') return null;
  const { key, p, sig } = state as Record<string, unknown>;
  if (typeof key !== 'string' || key.length !== 43 || typeof sig !== 'string' || sig.length !== 86) return null;
  return typeof p === 'string' && p.length <= MAX_PAYLOAD ? { key, p, sig } : null;
}

export const sameSeal = (a: SealedState, b: SealedState) => a.sig === b.sig && a.key === b.key && a.p === b.p;

/**
 * Signature checks of states, remembered by everything they cover (room, client id, key, payload)
 * and the signature: every peer of a process (a relay, the tests' tables) checks each state, and a
 * state comes again with every resync. Bounded.
 */
const checked = new BoundedMemo<Promise<boolean>>(2000);

function sealVerified(room: string, client: number, sealed: SealedState): Promise<boolean> {
  const key = [sealed.key, sealed.sig, client, room].map((x) => `${String(x).length}:${x}`).join('') + sealed.p;
  return checked.get(key, () => {
    const sig = fromBase64Url(sealed.sig);
    return sig ? verifySignature(sealed.key, sig, message(room, client, sealed.key, sealed.p)) : Promise.resolve(false);
  });
}

/** The payload if `t` is within MAX_SKEW_MS of `now` and the signature is the key's; else null. */
export async function openSeal(room: string, client: number, sealed: SealedState, now: number): Promise<PresencePayload | null> {
  let payload: { t?: unknown; hover?: unknown; net?: unknown };
  try {
    payload = JSON.parse(sealed.p);
  } catch {
    return null;
  }
  const t = payload?.t;
  if (typeof t !== 'number' || !(Math.abs(now - t) <= MAX_SKEW_MS)) return null;
  if (!(await sealVerified(room, client, sealed))) return null;
  const net = typeof payload.net === 'string' && payload.net.length <= 64 ? payload.net : undefined;
  return { t, hover: payload.hover ?? null, ...(net ? { net } : {}) };
}
