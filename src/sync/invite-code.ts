/**
 * Invite codes: a WebRTC offer or answer squeezed into a short base64url string, so that two
 * browsers can connect with no signaling server at all (the host sends a link carrying its offer,
 * the guest sends back an answer code). This file turns a description into its few varying bytes
 * and back; invite-seal.ts signs them, so a code changed on its way is refused.
 *
 * A data-channel description has only a few facts that vary: the ICE user fragment and password,
 * the DTLS certificate fingerprint, the DTLS role and the candidates. Everything else is rebuilt
 * from a fixed template, so a description is about 90 bytes where the SDP is about 600.
 *
 * Layout (bytes): version, kind (0 offer, 1 answer) | setup << 1, ufrag and pwd (each its length in
 * characters, then 6 bits a character: ICE credentials are letters, digits, `+` and `/`), 32
 * fingerprint bytes (SHA-256), candidate count, then per candidate: type (0 host, 1 srflx, 2 relay,
 * 3 prflx) | address form << 2 (0 IPv4 as 4 bytes, 1 IPv6 as 16 bytes, 2 a name, length-prefixed,
 * 3 an mDNS name `<uuid>.local`, as browsers hide local addresses, as the uuid's 16 bytes), the
 * address, the port (2 bytes). Only UDP candidates travel: browsers connect data channels over UDP
 * whenever they can.
 */
import { fromBase64Url, toBase64Url } from './bytes.js';

export interface InviteSignal {
  type: 'offer' | 'answer';
  sdp: string;
}

export type InviteCodeError = { code: 'sync/bad-invite-code' | 'sync/forged-invite-code'; message: string };
export type InviteCodeResult = { ok: true; signal: InviteSignal } | { ok: false; error: InviteCodeError };

export const INVITE_CODE_VERSION = 2;
const SETUPS = ['actpass', 'active', 'passive'] as const;
const TYPES = ['host', 'srflx', 'relay', 'prflx'] as const;
const ICE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const MDNS = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/;
/** longer codes are not ours: refuse before decoding anything */
export const MAX_CODE_LENGTH = 1200;
const MAX_CANDIDATES = 12;

interface Candidate {
  type: (typeof TYPES)[number];
  address: string;
  port: number;
}

export const badCode = (message: string): { ok: false; error: InviteCodeError } => ({ ok: false, error: { code: 'sync/bad-invite-code', message } });

/** The facts of a description that the template does not fix. */
function parseSdp(sdp: string) {
  const line = (prefix: string) =>
    sdp
      .split(/\r?\n/)
      .find((l) => l.startsWith(prefix))
      ?.slice(prefix.length)
      .trim();
  const ufrag = line('a=ice-ufrag:');
  const pwd = line('a=ice-pwd:');
  const fingerprint = line('a=fingerprint:sha-256 ');
  const setup = line('a=setup:') as (typeof SETUPS)[number] | undefined;
  if (!ufrag || !pwd || !fingerprint || !setup || !SETUPS.includes(setup)) throw new Error('The description lacks ICE credentials, a SHA-256 fingerprint or a DTLS role.');
  const candidates: Candidate[] = [];
  for (const l of sdp.split(/\r?\n/)) {
    const m = /^a=candidate:\S+ \d+ udp \d+ (\S+) (\d+) typ (host|srflx|relay|prflx)/i.exec(l.trim());
    if (m && candidates.length < MAX_CANDIDATES && !candidates.some((c) => c.address === m[1] && c.port === Number(m[2]))) {
      candidates.push({ address: m[1], port: Number(m[2]), type: m[3] as Candidate['type'] });
    }
  }
  return { ufrag, pwd, fingerprint, setup, candidates };
}

function ipv4Bytes(address: string): number[] | null {
  const parts = address.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) < 256)) return null;
  return parts.map(Number);
}

function ipv6Bytes(address: string): number[] | null {
  if (!/^[0-9a-f:]+$/i.test(address) || !address.includes(':')) return null;
  const [head, tail] = address.split('::');
  const groups = (s: string | undefined) => (s ? s.split(':') : []);
  const h = groups(head);
  const t = groups(tail);
  if (tail === undefined && h.length !== 8) return null;
  const all = tail === undefined ? h : [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t];
  if (all.length !== 8 || all.some((g) => g.length > 4)) return null;
  return all.flatMap((g) => [parseInt(g, 16) >> 8, parseInt(g, 16) & 255]);
}

function mdnsBytes(address: string): number[] | null {
  const m = MDNS.exec(address);
  return m ? (m.slice(1).join('').match(/../g) ?? []).map((h) => parseInt(h, 16)) : null;
}

/** ICE credentials at 6 bits a character: their length, then the bits, the last byte padded with zeros. */
function packIce(s: string, out: number[]): void {
  if (s.length > 255 || [...s].some((c) => !ICE_CHARS.includes(c))) throw new Error('An ICE credential has characters ICE does not allow.');
  out.push(s.length);
  let acc = 0;
  let bits = 0;
  for (const c of s) {
    acc = ((acc << 6) | ICE_CHARS.indexOf(c)) & 0xffff;
    bits += 6;
    if (bits >= 8) out.push((acc >> (bits -= 8)) & 255);
  }
  if (bits > 0) out.push((acc << (8 - bits)) & 255);
}

const text = new TextEncoder();
const untext = new TextDecoder('utf-8', { fatal: true });

/** An offer's or answer's varying facts as bytes. Throws only on a description no browser makes. */
export function encodeDescription(signal: InviteSignal): Uint8Array {
  const { ufrag, pwd, fingerprint, setup, candidates } = parseSdp(signal.sdp);
  const out: number[] = [INVITE_CODE_VERSION, (signal.type === 'offer' ? 0 : 1) | (SETUPS.indexOf(setup) << 1)];
  packIce(ufrag, out);
  packIce(pwd, out);
  const fp = fingerprint.split(':').map((h) => parseInt(h, 16));
  if (fp.length !== 32 || fp.some((n) => !(n >= 0 && n < 256))) throw new Error('The fingerprint is not SHA-256.');
  out.push(...fp, candidates.length);
  for (const c of candidates) {
    const v4 = ipv4Bytes(c.address);
    const v6 = v4 ? null : ipv6Bytes(c.address);
    const mdns = v4 || v6 ? null : mdnsBytes(c.address);
    const form = v4 ? 0 : v6 ? 1 : mdns ? 3 : 2;
    out.push(TYPES.indexOf(c.type) | (form << 2));
    const address = v4 ?? v6 ?? mdns ?? [...text.encode(c.address)];
    if (form === 2) {
      if (address.length > 255) throw new Error("A candidate's name is too long for an invite code.");
      out.push(address.length);
    }
    out.push(...address, c.port >> 8, c.port & 255);
  }
  return new Uint8Array(out);
}

/** A code's bytes, or why it is not a code at all (nothing is decoded from a code too long). */
export function codeBytes(code: string): { ok: true; bytes: Uint8Array } | { ok: false; error: InviteCodeError } {
  const trimmed = code.trim();
  if (trimmed.length === 0) return badCode('The invite code is empty.');
  const bytes = trimmed.length <= MAX_CODE_LENGTH && /^[A-Za-z0-9_-]+$/.test(trimmed) ? fromBase64Url(trimmed) : null;
  // one spelling per code: a last character differing only in its unused bits is not the same code
  if (!bytes || toBase64Url(bytes) !== trimmed) return badCode('That is not an invite code: copy it whole, with nothing around it.');
  if (bytes[0] !== INVITE_CODE_VERSION) return badCode('This invite code comes from another version of the game: both pages must be reloaded.');
  if (bytes.length < 2) return badCode('The invite code is cut short: copy it whole.');
  return { ok: true, bytes };
}

function ipv6Text(b: Uint8Array): string {
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(((b[i] << 8) | b[i + 1]).toString(16));
  return groups.join(':');
}

function mdnsText(b: Uint8Array): string {
  const hex = Array.from(b, (n) => n.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}.local`;
}

const PRIORITY = { host: 2122260223, srflx: 1686052607, relay: 41885439, prflx: 1845501695 };

/** Bytes made by encodeDescription, exactly, back into a description the browser accepts; never throws. */
export function decodeDescription(b: Uint8Array): InviteCodeResult {
  let i = 0;
  const need = (n: number) => {
    if (i + n > b.length) throw new Error('short');
  };
  const byte = () => {
    need(1);
    return b[i++];
  };
  const take = (n: number) => {
    need(n);
    return b.subarray(i, (i += n));
  };
  const ice = () => {
    const n = byte();
    const packed = take(Math.ceil((n * 6) / 8));
    let s = '';
    for (let k = 0; k < n; k++) {
      const bit = k * 6;
      const pair = (packed[bit >> 3] << 8) | (packed[(bit >> 3) + 1] ?? 0);
      s += ICE_CHARS[(pair >> (10 - (bit & 7))) & 63];
    }
    // one spelling per credential: the padding bits are zero
    const spare = (8 - ((n * 6) % 8)) % 8;
    if (n === 0 || (packed[packed.length - 1] & ((1 << spare) - 1)) !== 0) throw new Error('bad credential');
    return s;
  };
  const damaged = badCode('The invite code is damaged.');
  try {
    if (byte() !== INVITE_CODE_VERSION) return damaged;
    const head = byte();
    const type = head & 1 ? 'answer' : 'offer';
    const setup = SETUPS[(head >> 1) & 3];
    if (!setup || head >> 3) return damaged;
    const ufrag = ice();
    const pwd = ice();
    const fingerprint = Array.from(take(32), (n) => n.toString(16).padStart(2, '0').toUpperCase()).join(':');
    const n = byte();
    if (n > MAX_CANDIDATES) return damaged;
    const lines: string[] = [];
    for (let k = 0; k < n; k++) {
      const tag = byte();
      const kind = TYPES[tag & 3];
      const form = tag >> 2;
      let address: string;
      if (form === 0) address = Array.from(take(4)).join('.');
      else if (form === 1) address = ipv6Text(take(16));
      else if (form === 3) address = mdnsText(take(16));
      else if (form === 2) {
        address = untext.decode(take(byte()));
        if (!/^[\x21-\x7e]+$/.test(address)) return damaged;
      } else return damaged;
      const port = (byte() << 8) | byte();
      const rel = kind === 'host' ? '' : ' raddr 0.0.0.0 rport 0';
      lines.push(`a=candidate:${k + 1} 1 udp ${PRIORITY[kind] - k} ${address} ${port} typ ${kind}${rel}`);
    }
    if (i !== b.length) return damaged;
    const sdp = [
      'v=0',
      `o=- ${type === 'offer' ? 1 : 2} 2 IN IP4 127.0.0.1`,
      's=-',
      't=0 0',
      'a=group:BUNDLE 0',
      'a=msid-semantic: WMS',
      'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
      'c=IN IP4 0.0.0.0',
      ...lines,
      `a=ice-ufrag:${ufrag}`,
      `a=ice-pwd:${pwd}`,
      'a=ice-options:trickle',
      `a=fingerprint:sha-256 ${fingerprint}`,
      `a=setup:${setup}`,
      'a=mid:0',
      'a=sctp-port:5000',
      'a=max-message-size:262144',
      '',
    ].join('\r\n');
    return { ok: true, signal: { type, sdp } };
  } catch {
    return badCode('The invite code is cut short: copy it whole.');
  }
}
