/** A data-channel offer as Chromium writes it, and codes as a middleman passes them on, for the invite-code tests. */
import { fromBase64Url, toBase64Url } from '../../../src/sync/bytes.js';
import { decodeDescription, encodeDescription, type InviteSignal } from '../../../src/sync/invite-code.js';

// fingerprint and credentials made up
export const FP = Array.from({ length: 32 }, (_, i) => ((i * 37 + 11) & 255).toString(16).padStart(2, '0').toUpperCase()).join(':');
export const OFFER_SDP = [
  'v=0',
  'o=- 4611731400430051336 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=group:BUNDLE 0',
  'a=extmap-allow-mixed',
  'a=msid-semantic: WMS',
  'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
  'c=IN IP4 0.0.0.0',
  'a=candidate:2245074553 1 udp 2113937151 192.168.1.23 54400 typ host generation 0 network-cost 999',
  'a=candidate:842163049 1 udp 1677729535 203.0.113.9 61002 typ srflx raddr 192.168.1.23 rport 54400 generation 0 network-cost 999',
  'a=candidate:1 1 udp 2113939711 2001:db8::8a2e:370:7334 54401 typ host generation 0',
  'a=candidate:3 1 udp 2113937151 5b1f6a10-1c0e-4d53-9b5d-0a8c2f1b7e44.local 54402 typ host generation 0',
  'a=candidate:4 1 tcp 1518280447 192.168.1.23 9 typ host tcptype active generation 0',
  'a=candidate:5 1 udp 2113937151 printer.example 54403 typ host generation 0',
  'a=ice-ufrag:f2Xq',
  'a=ice-pwd:3PzUqH1yRm0oZb8kW/7nJe4+',
  'a=ice-options:trickle',
  `a=fingerprint:sha-256 ${FP}`,
  'a=setup:actpass',
  'a=mid:0',
  'a=sctp-port:5000',
  'a=max-message-size:262144',
  '',
].join('\r\n');

/** What follows a code's description: for an answer the guest's key, then the signature. */
const trailer = (type: InviteSignal['type']) => (type === 'answer' ? 96 : 64);

/** `code` with `signal` in place of its description, the signer's key and signature kept. */
export function withDescription(code: string, signal: InviteSignal): string {
  const bytes = fromBase64Url(code)!;
  return toBase64Url(new Uint8Array([...encodeDescription(signal), ...bytes.subarray(bytes.length - trailer(signal.type))]));
}

/** The description a signed code carries. */
export function descriptionOf(code: string, type: InviteSignal['type']): InviteSignal {
  const bytes = fromBase64Url(code)!;
  const read = decodeDescription(bytes.subarray(0, bytes.length - trailer(type)));
  if (!read.ok) throw new Error(read.error.message);
  return read.signal;
}
