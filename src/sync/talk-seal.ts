/**
 * One table-talk message as it sits in the room's `talk` Y.Array: the JSON array
 * `[author, n, t, kind, text, sig]`, `sig` the author's Ed25519 signature over the room and the
 * fields (CONTEXT keeps it from ever passing for a log entry or a presence state). Nothing here is
 * part of the move log or the game record. Read in order of cost: length, then shape, then text,
 * and the signature last (`openTalk`), so junk costs a glance.
 */
import { fromBase64Url, toBase64Url, utf8 } from './bytes.js';
import { verifySignature, type Identity } from './identity.js';

const CONTEXT = 'carcassonne/talk/1';
/** Longest message, in characters (code points). */
export const MAX_TEXT = 280;
/** Longest wire looked at: key 43, signature 86, 280 characters of up to two UTF-16 units each, with room for JSON. */
export const MAX_TALK_WIRE = 1024;
/** The quick reactions: a `react` message holds one of these and nothing else. */
export const REACTIONS = ['👍', '😮', '😂', '🎉', '😬'] as const;

export type TalkKind = 'say' | 'react';

export interface TalkMessage {
  author: string;
  /** the author's own count, from 1: its newest messages are kept */
  n: number;
  /** the author's clock (ms) when it wrote */
  t: number;
  kind: TalkKind;
  text: string;
  sig: string;
  wire: string;
}

/** Why a message was not sent or not taken: `talk/bad-message` (shape, text, size), `talk/too-fast` (rate), `talk/closed`. */
export interface TalkError {
  code: 'talk/bad-message' | 'talk/too-fast' | 'talk/closed';
  message: string;
}

export type TalkResult<T> = { ok: true; value: T } | { ok: false; error: TalkError };

const bad = (message: string): { ok: false; error: TalkError } => ({ ok: false, error: { code: 'talk/bad-message', message } });

// controls (newlines included) and the marks that reorder text: a message is one line shown as written
const UNSHOWABLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** The text as a sender writes it: trimmed, whitespace runs as one space, no controls; or why it cannot be sent. */
export function cleanText(kind: TalkKind, raw: string): TalkResult<string> {
  if (kind === 'react') return (REACTIONS as readonly string[]).includes(raw) ? { ok: true, value: raw } : bad(`A reaction is one of ${REACTIONS.join(' ')}.`);
  // bounded before the regular expressions: a pasted novel is refused at a glance
  if (raw.length > MAX_TEXT * 4) return bad(`A message holds at most ${MAX_TEXT} characters.`);
  const text = raw.replace(/\s+/g, ' ').replace(new RegExp(UNSHOWABLE.source, 'g'), '').trim();
  if (!text) return bad('The message is empty.');
  if ([...text].length > MAX_TEXT) return bad(`A message holds at most ${MAX_TEXT} characters.`);
  return { ok: true, value: text };
}

/** Whether `text` is what a sender could have written: as cleaned, and within bounds. */
function showable(kind: TalkKind, text: string): boolean {
  const c = cleanText(kind, text);
  return c.ok && c.value === text;
}

function signed(room: string, m: Omit<TalkMessage, 'sig' | 'wire'>): Uint8Array {
  return utf8(`${CONTEXT}\n${room}\n${m.author}\n${m.n}\n${m.t}\n${m.kind}\n${m.text}`);
}

/** Signs a message (its text already cleaned) for `room`. */
export async function sealTalk(me: Identity, room: string, m: { n: number; t: number; kind: TalkKind; text: string }): Promise<TalkMessage> {
  const fields = { author: me.publicKey, n: m.n, t: m.t, kind: m.kind, text: m.text };
  const sig = toBase64Url(await me.sign(signed(room, fields)));
  return { ...fields, sig, wire: JSON.stringify([fields.author, fields.n, fields.t, fields.kind, fields.text, sig]) };
}

/**
 * Reads a wire without checking its signature: length first (before parsing), then shape, then
 * the text. Cheap and synchronous; nothing read here is to be trusted yet. Never throws.
 */
export function readTalk(wire: unknown): TalkResult<TalkMessage> {
  if (typeof wire !== 'string' || wire.length > MAX_TALK_WIRE) return bad(`A message is a string of at most ${MAX_TALK_WIRE} characters.`);
  let v: unknown;
  try {
    v = JSON.parse(wire);
  } catch {
    return bad('A message is not valid JSON.');
  }
  if (!Array.isArray(v) || v.length !== 6) return bad('A message is [author, n, t, kind, text, sig].');
  const [author, n, t, kind, text, sig] = v;
  if (typeof author !== 'string' || author.length !== 43 || typeof sig !== 'string' || sig.length !== 86) return bad('A message needs a key and a signature.');
  if (!Number.isSafeInteger(n) || n < 1 || !Number.isSafeInteger(t) || t < 0) return bad('A message needs a count and a time.');
  if ((kind !== 'say' && kind !== 'react') || typeof text !== 'string' || !showable(kind, text)) return bad('A message holds plain text of at most 280 characters, or one reaction.');
  return { ok: true, value: { author, n, t, kind, text, sig, wire } };
}

/** Whether the message's signature is its author's, for this room. Never throws. */
export async function openTalk(room: string, m: TalkMessage): Promise<boolean> {
  const sig = fromBase64Url(m.sig);
  if (!sig || toBase64Url(sig) !== m.sig) return false;
  return verifySignature(m.author, sig, signed(room, m)).catch(() => false);
}
