/**
 * Reading a game link's fragment: `#<room id>.<host key>`, optionally followed by `~<offer code>`
 * when the host invited by hand. A link that is not exactly that (cut short in a chat, mistyped,
 * garbage) is refused with a sentence, so a guest never ends up hosting an empty room of their own,
 * nor waiting for ever in a room nobody hosts: a new room's id checks itself and the key (room-name.ts).
 */
import { fromBase64Url, toBase64Url } from './bytes.js';
import { roomIsSound } from './room-name.js';
import type { SyncError } from './types.js';

export type ParsedLink = { ok: true; room: string; offer: string | null } | { ok: false; error: SyncError };

const BROKEN: SyncError = { code: 'sync/broken-link', message: 'This game link is broken or incomplete. Ask for the link again.' };

/** The fragment of a link or URL (`…#x` → `x`); a bare fragment is taken as it is. */
function fragmentOf(link: string): string {
  const hash = link.indexOf('#');
  const raw = hash >= 0 ? link.slice(hash + 1) : link;
  try {
    return decodeURIComponent(raw).trim();
  } catch {
    return '\u0000';
  }
}

/** Parses a link to a game room; `room` is `<id>.<host key>`, its check sound, its host key a real Ed25519 key. */
export function parseGameLink(link: string): ParsedLink {
  const fragment = fragmentOf(link);
  const [room, offer, ...rest] = fragment.split('~');
  const m = /^[A-Za-z0-9_-]{6,64}\.([A-Za-z0-9_-]{43})$/.exec(room);
  if (!m || rest.length || (offer !== undefined && !/^[A-Za-z0-9_-]{20,1200}$/.test(offer))) return { ok: false, error: BROKEN };
  if (!roomIsSound(room) || !isEd25519PublicKey(m[1])) return { ok: false, error: BROKEN };
  return { ok: true, room, offer: offer ?? null };
}

const P = 2n ** 255n - 19n;
const D = (P - ((121665n * modPow(121666n, P - 2n)) % P)) % P;
const SQRT_M1 = modPow(2n, (P - 1n) / 4n);

function modPow(base: bigint, exp: bigint): bigint {
  let result = 1n;
  let b = ((base % P) + P) % P;
  for (let e = exp; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % P;
    b = (b * b) % P;
  }
  return result;
}

/**
 * Whether 43 base64url characters are the canonical encoding of a point on Ed25519 (RFC 8032,
 * 5.1.3): a cut or altered key almost never is, and WebCrypto's import does not check.
 */
export function isEd25519PublicKey(key: string): boolean {
  const bytes = fromBase64Url(key);
  // only the canonical spelling names the host's room: other spellings of the same bytes would not
  if (!bytes || bytes.length !== 32 || toBase64Url(bytes) !== key) return false;
  let y = 0n;
  for (let i = 31; i >= 0; i--) y = (y << 8n) | BigInt(bytes[i]);
  const sign = y >> 255n;
  y &= (1n << 255n) - 1n;
  if (y >= P) return false;
  const y2 = (y * y) % P;
  const u = (y2 - 1n + P) % P;
  const v = (D * y2 + 1n) % P;
  let x = (u * modPow(v, 3n) * modPow(u * modPow(v, 7n), (P - 5n) / 8n)) % P;
  const vx2 = (v * ((x * x) % P)) % P;
  if (vx2 !== u) {
    if (vx2 !== (P - u) % P) return false;
    x = (x * SQRT_M1) % P;
  }
  return !(x === 0n && sign === 1n);
}
