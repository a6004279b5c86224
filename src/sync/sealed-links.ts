/**
 * Draw links sealed ahead, for tables played over days (nobody else online). A seat that acts also
 * seals its links for the coming draw rounds, each to that round's opener only (link-openers.ts):
 * AES-GCM under a key from an X25519 agreement between the two seats' seal keys, bound to the room,
 * the round and both seats. The opener opens them when it comes, writes them into the chain (any
 * seat may, since a link proves itself against its seat's commitment) and draws. A box that does not
 * open, or opens to a link that does not follow, simply leaves the link owed by its sealer, as at a
 * live table.
 *
 * The X25519 key is derived, like the link chain, by signing a fixed message with the seat's own
 * Ed25519 key, so a refreshed tab finds it again without storing it. Its public half rides in the
 * seat's commit.
 */
import { fromBase64Url, fromHex, sha256, toBase64Url, toHex, utf8 } from './bytes.js';
import type { Identity } from './identity.js';

export interface SealKey {
  /** base64url of the 32 raw X25519 public key bytes (what the commit carries) */
  publicKey: string;
  privateKey: CryptoKey;
}

/** A sealed link in a chain entry: [round, seat it is sealed to, base64url of IV ‖ ciphertext]. */
export type SealedBox = [round: number, to: number, box: string];

/** At most this many boxes in one entry: a seat seals at most one round per other seat. */
export const MAX_BOXES = 8;
/** A box is 12 bytes of IV, 32 of link and 16 of tag: 80 base64url characters. */
const BOX_CHARS = 80;

// PKCS #8 for an X25519 private key is this prefix and the 32 key bytes (RFC 8410)
const PKCS8_X25519 = [0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x6e, 0x04, 0x22, 0x04, 0x20];

/** This seat's seal key for the game, or null where the browser has no X25519 (its links are then revealed live). */
export async function deriveSealKey(identity: Identity, room: string, startHash: string): Promise<SealKey | null> {
  try {
    const sig = await identity.sign(utf8(`carcassonne/seal-key\n${room}\n${startHash}`));
    const pkcs8 = new Uint8Array([...PKCS8_X25519, ...sha256(sig)]);
    const privateKey = await crypto.subtle.importKey('pkcs8', pkcs8, { name: 'X25519' }, true, ['deriveBits']);
    const jwk = await crypto.subtle.exportKey('jwk', privateKey);
    if (!jwk.x) return null;
    return { publicKey: jwk.x, privateKey };
  } catch {
    return null;
  }
}

export function isSealKey(v: unknown): v is string {
  return typeof v === 'string' && v.length === 43 && fromBase64Url(v)?.length === 32;
}

/** Whether `v` has a box list's shape: few, small, well typed (what they open to is checked by their opener). */
export function isBoxList(v: unknown, seats: number): v is SealedBox[] {
  if (!Array.isArray(v) || v.length > MAX_BOXES) return false;
  return v.every(
    (b) =>
      Array.isArray(b) &&
      b.length === 3 &&
      Number.isInteger(b[0]) &&
      b[0] >= 0 &&
      Number.isInteger(b[1]) &&
      b[1] >= 0 &&
      b[1] < seats &&
      typeof b[2] === 'string' &&
      b[2].length === BOX_CHARS &&
      /^[A-Za-z0-9_-]+$/.test(b[2]),
  );
}

/** The AES key of one box: the agreement bound to the room, the round and both seats (so a box opens for one purpose only). */
async function boxKey(mine: SealKey, theirs: string, room: string, round: number, from: number, to: number): Promise<CryptoKey | null> {
  const raw = fromBase64Url(theirs);
  if (!raw || raw.length !== 32) return null;
  try {
    const pub = await crypto.subtle.importKey('raw', raw as Uint8Array<ArrayBuffer>, { name: 'X25519' }, false, []);
    const shared = new Uint8Array(await crypto.subtle.deriveBits({ name: 'X25519', public: pub }, mine.privateKey, 256));
    const key = sha256(utf8(`carcassonne/sealed-link/1\n${room}\n${round}\n${from}\n${to}\n${toHex(shared)}`));
    return await crypto.subtle.importKey('raw', key as Uint8Array<ArrayBuffer>, 'AES-GCM', false, ['encrypt', 'decrypt']);
  } catch {
    return null;
  }
}

/** Seals seat `from`'s `link` (64 hex) for `round` to seat `to`, whose seal key is `theirs`. */
export async function sealLink(mine: SealKey, theirs: string, room: string, round: number, from: number, to: number, link: string): Promise<SealedBox | null> {
  const key = await boxKey(mine, theirs, room, round, from, to);
  const plain = fromHex(link);
  if (!key || !plain || plain.length !== 32) return null;
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain as Uint8Array<ArrayBuffer>));
  const out = new Uint8Array(12 + cipher.length);
  out.set(iv);
  out.set(cipher, 12);
  return [round, to, toBase64Url(out)];
}

/** What a box sealed by seat `from` (seal key `theirs`) to this seat `to` opens to: the link as hex, or null. */
export async function openLink(mine: SealKey, theirs: string, room: string, box: SealedBox, from: number): Promise<string | null> {
  const [round, to, text] = box;
  const bytes = fromBase64Url(text);
  const key = bytes && bytes.length === 60 ? await boxKey(mine, theirs, room, round, from, to) : null;
  if (!key || !bytes) return null;
  try {
    const plain = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, 12) as Uint8Array<ArrayBuffer> }, key, bytes.subarray(12) as Uint8Array<ArrayBuffer>));
    return plain.length === 32 ? toHex(plain) : null;
  } catch {
    return null;
  }
}
