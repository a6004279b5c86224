/**
 * Invite codes: a WebRTC offer or answer squeezed into a short base64url string, so that two
 * browsers can connect with no signaling server at all (the host sends a link carrying its offer,
 * the guest sends back an answer code).
 *
 * A data-channel description has only a few facts that vary: the ICE user fragment and password,
 * the DTLS certificate fingerprint, the DTLS role and the candidates. Everything else is rebuilt
 * from a fixed template, so a code is about 100 characters where the SDP is about 600.
 *
 * Layout (bytes): version, kind (0 offer, 1 answer) | setup << 1, ufrag (length-prefixed), pwd
 * (length-prefixed), 32 fingerprint bytes (SHA-256), candidate count, then per candidate: type
 * (0 host, 1 srflx, 2 relay, 3 prflx) | address form << 2 (0 IPv4 as 4 bytes, 1 IPv6 as 16
 * bytes, 2 a name such as an mDNS `.local` host, length-prefixed), the address, the port (2 bytes).
 * Only UDP candidates travel: browsers connect data channels over UDP whenever they can.
 */
import { fromBase64Url, toBase64Url } from './bytes.js';

export interface InviteSignal {
  type: 'offer' | 'answer';
  sdp: string;
}

export type InviteCodeResult = { ok: true; signal: InviteSignal } | { ok: false; error: { code: 'sync/bad-invite-code'; message: string } };

const VERSION = 1;
const SETUPS = ['actpass', 'active', 'passive'] as const;
const TYPES = ['host', 'srflx', 'relay', 'prflx'] as const;
/** longer codes are not ours: refuse before decoding anything */
export const MAX_CODE_LENGTH = 1200;
const MAX_CANDIDATES = 12;

interface Candidate {
  type: (typeof TYPES)[number];
  address: string;
  port: number;
}

const bad = (message: string): InviteCodeResult => ({ ok: false, error: { code: 'sync/bad-invite-code', message } });

/** The facts of a description that the template does not fix. */
function parseSdp(sdp: string) {
  const line = (prefix: string) => sdp.split(/\r?\n/).find((l) => l.startsWith(prefix))?.slice(prefix.length).trim();
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

const text = new TextEncoder();
const untext = new TextDecoder('utf-8', { fatal: true });

/** An offer or answer as a short code. Throws only on a description no browser makes. */
export function encodeInviteSignal(signal: InviteSignal): string {
  const { ufrag, pwd, fingerprint, setup, candidates } = parseSdp(signal.sdp);
  const out: number[] = [VERSION, (signal.type === 'offer' ? 0 : 1) | (SETUPS.indexOf(setup) << 1)];
  const str = (s: string) => {
    const b = text.encode(s);
    if (b.length > 255) throw new Error('A description field is too long for an invite code.');
    out.push(b.length, ...b);
  };
  str(ufrag);
  str(pwd);
  const fp = fingerprint.split(':').map((h) => parseInt(h, 16));
  if (fp.length !== 32 || fp.some((n) => !(n >= 0 && n < 256))) throw new Error('The fingerprint is not SHA-256.');
  out.push(...fp, candidates.length);
  for (const c of candidates) {
    const v4 = ipv4Bytes(c.address);
    const v6 = v4 ? null : ipv6Bytes(c.address);
    const form = v4 ? 0 : v6 ? 1 : 2;
    out.push(TYPES.indexOf(c.type) | (form << 2));
    if (v4) out.push(...v4);
    else if (v6) out.push(...v6);
    else str(c.address);
    out.push(c.port >> 8, c.port & 255);
  }
  return toBase64Url(new Uint8Array(out));
}

function ipv6Text(b: Uint8Array): string {
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(((b[i] << 8) | b[i + 1]).toString(16));
  return groups.join(':');
}

const PRIORITY = { host: 2122260223, srflx: 1686052607, relay: 41885439, prflx: 1845501695 };

/** A code back into a description the browser accepts; never throws. */
export function decodeInviteSignal(code: string): InviteCodeResult {
  const trimmed = code.trim();
  if (trimmed.length === 0) return bad('The invite code is empty.');
  if (trimmed.length > MAX_CODE_LENGTH || !/^[A-Za-z0-9_-]+$/.test(trimmed)) return bad('That is not an invite code: copy it whole, with nothing around it.');
  const b = fromBase64Url(trimmed);
  if (!b) return bad('That is not an invite code: copy it whole, with nothing around it.');
  let i = 0;
  const need = (n: number) => {
    if (i + n > b.length) throw new Error('short');
  };
  const byte = () => {
    need(1);
    return b[i++];
  };
  const str = () => {
    const n = byte();
    need(n);
    const s = untext.decode(b.subarray(i, i + n));
    i += n;
    if (!/^[\x21-\x7e]+$/.test(s)) throw new Error('bad text');
    return s;
  };
  try {
    if (byte() !== VERSION) return bad('This invite code comes from another version of the game.');
    const head = byte();
    const type = head & 1 ? 'answer' : 'offer';
    const setup = SETUPS[(head >> 1) & 3];
    if (!setup) return bad('The invite code is damaged.');
    const ufrag = str();
    const pwd = str();
    need(32);
    const fingerprint = Array.from(b.subarray(i, i + 32), (n) => n.toString(16).padStart(2, '0').toUpperCase()).join(':');
    i += 32;
    const n = byte();
    if (n > MAX_CANDIDATES) return bad('The invite code is damaged.');
    const lines: string[] = [];
    for (let k = 0; k < n; k++) {
      const tag = byte();
      const kind = TYPES[tag & 3];
      const form = tag >> 2;
      let address: string;
      if (form === 0) {
        need(4);
        address = Array.from(b.subarray(i, i + 4)).join('.');
        i += 4;
      } else if (form === 1) {
        need(16);
        address = ipv6Text(b.subarray(i, i + 16));
        i += 16;
      } else if (form === 2) address = str();
      else return bad('The invite code is damaged.');
      const port = (byte() << 8) | byte();
      const rel = kind === 'host' ? '' : ' raddr 0.0.0.0 rport 0';
      lines.push(`a=candidate:${k + 1} 1 udp ${PRIORITY[kind] - k} ${address} ${port} typ ${kind}${rel}`);
    }
    if (i !== b.length) return bad('The invite code is damaged.');
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
    return bad('The invite code is cut short: copy it whole.');
  }
}
