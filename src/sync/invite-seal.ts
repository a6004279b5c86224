/**
 * Signed invite codes, so that whoever passes a code along cannot put itself in the middle.
 *
 * - The offer is signed by the host's room key, which the room name in the same link carries: the
 *   guest's page checks it before connecting, so it only ever completes DTLS with the certificate
 *   the host vouched for, at the addresses the host gave. A code with another fingerprint, address
 *   or credential swapped in, made for another room, or signed by anyone else is refused.
 * - The answer carries the guest's public key and its signature over the answer and the very offer
 *   it answers; the host checks it before applying anything. The host cannot know a new guest's key
 *   in advance, so what holds is: an answer changed on its way, or made for another invite, is
 *   refused; the host learns, before connecting, the key that vouched for the certificate it
 *   connects to, and only that key's holder can make the host read a seat's name there.
 *
 * Together: a middleman on either path can refuse to pass a code on, or answer the invite itself
 * and join under its own key instead of the friend (the friend's page then never connects), but it
 * cannot sit between host and guest: the guest's DTLS ends at the host's certificate. Whatever comes
 * over the channel is then verified entry by entry like any other peer's.
 *
 * A code is base64url of: the description (invite-code.ts), then for an answer the guest's 32-byte
 * key, then the 64-byte Ed25519 signature.
 */
import { fromBase64Url, toBase64Url, utf8 } from './bytes.js';
import { verifySignature, type Identity } from './identity.js';
import { codeBytes, decodeDescription, encodeDescription, type InviteCodeError, type InviteSignal } from './invite-code.js';
import { hostOfRoom } from './room-name.js';

/** Who signs: the room the invite is for, and this tab's key pair in it. */
export interface InviteKeys {
  room: string;
  me: Identity;
}

export type OpenedCode = { ok: true; signal: InviteSignal; signer: string } | { ok: false; error: InviteCodeError };

const SIG = 64;
const KEY = 32;

/** What a code's signature covers: its purpose, the room, for an answer the offer it answers, then its bytes. */
function signedText(type: InviteSignal['type'], room: string, offerCode: string, body: Uint8Array): Uint8Array {
  const head = utf8(type === 'offer' ? `carcassonne/invite-offer/2\n${room}\n` : `carcassonne/invite-answer/2\n${room}\n${offerCode}\n`);
  const out = new Uint8Array(head.length + body.length);
  out.set(head);
  out.set(body, head.length);
  return out;
}

async function seal(signal: InviteSignal, keys: InviteKeys, offerCode: string): Promise<string> {
  const description = encodeDescription(signal);
  const key = signal.type === 'answer' ? fromBase64Url(keys.me.publicKey)! : new Uint8Array(0);
  const body = new Uint8Array(description.length + key.length);
  body.set(description);
  body.set(key, description.length);
  const sig = await keys.me.sign(signedText(signal.type, keys.room, offerCode, body));
  const out = new Uint8Array(body.length + SIG);
  out.set(body);
  out.set(sig, body.length);
  return toBase64Url(out);
}

/** The host's offer as a code, signed with its room key. */
export function sealOffer(signal: InviteSignal, keys: InviteKeys): Promise<string> {
  return seal(signal, keys, '');
}

/** The guest's answer to `offerCode` as a code, carrying the guest's key and signed with it. */
export function sealAnswer(signal: InviteSignal, keys: InviteKeys, offerCode: string): Promise<string> {
  return seal(signal, keys, offerCode.trim());
}

const forged = (message: string): OpenedCode => ({ ok: false, error: { code: 'sync/forged-invite-code', message } });

async function open(code: string, type: InviteSignal['type'], room: string, offerCode: string): Promise<OpenedCode> {
  const read = codeBytes(code);
  if (!read.ok) return read;
  const bytes = read.bytes;
  if ((bytes[1] & 1 ? 'answer' : 'offer') !== type) {
    const message = type === 'offer' ? 'That link carries an answer code, not an invitation.' : "That is an invite link's code, not an answer code: ask your friend for the code their page shows.";
    return { ok: false, error: { code: 'sync/bad-invite-code', message } };
  }
  const trailer = SIG + (type === 'answer' ? KEY : 0);
  if (bytes.length < 2 + trailer) return { ok: false, error: { code: 'sync/bad-invite-code', message: 'The invite code is cut short: copy it whole.' } };
  const body = bytes.subarray(0, bytes.length - SIG);
  const decoded = decodeDescription(bytes.subarray(0, bytes.length - trailer));
  if (!decoded.ok) return decoded;
  const signer = type === 'offer' ? hostOfRoom(room) : toBase64Url(body.subarray(body.length - KEY));
  if (!signer || !(await verifySignature(signer, bytes.subarray(bytes.length - SIG), signedText(type, room, offerCode, body)))) {
    return type === 'offer'
      ? forged("This invite was not made by this game's host, or was changed on its way: ask the host for a new invite link, sent another way.")
      : forged('This answer code was changed on its way, or answers another invite: ask your friend for the code their page shows now, sent another way.');
  }
  return { ok: true, signal: decoded.signal, signer };
}

/** Reads an offer code of `room`'s invite link, signed by the room's host; never throws. */
export function openOffer(code: string, room: string): Promise<OpenedCode> {
  return open(code, 'offer', room, '');
}

/** Reads an answer code to `offerCode`, signed by the key it carries (`signer`); never throws. */
export function openAnswer(code: string, room: string, offerCode: string): Promise<OpenedCode> {
  return open(code, 'answer', room, offerCode.trim());
}
