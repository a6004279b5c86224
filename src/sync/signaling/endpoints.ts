/**
 * Signaling endpoints: where peers of a game find each other before WebRTC takes over. Two kinds,
 * told apart by URL scheme: `ws://` / `wss://` is a y-webrtc signaling server (our
 * scripts/signaling-server.js or y-webrtc's own), `nostr+ws://` / `nostr+wss://` a public Nostr
 * relay (NIP-01) that carries the same subscribe/publish messages as ephemeral events.
 */

export type EndpointKind = 'y-webrtc' | 'nostr';

export interface SignalingEndpoint {
  /** as given, e.g. `nostr+wss://relay.damus.io` */
  url: string;
  kind: EndpointKind;
  /** the WebSocket URL actually opened, e.g. `wss://relay.damus.io` */
  socketUrl: string;
}

/**
 * The default away from localhost: widely used public Nostr relays of different operators and
 * y-webrtc's public server, all tried at once; the first one that relays the offers connects the
 * game. No single operator (ours least of all) can keep friends apart.
 */
export const DEFAULT_SIGNALING: readonly string[] = [
  'nostr+wss://relay.damus.io',
  'nostr+wss://nos.lol',
  'nostr+wss://nostr.data.haus',
  'nostr+wss://relay.fountain.fm',
  'nostr+wss://yabu.me/v2',
  'wss://y-webrtc-eu.fly.dev',
];

// a `+` in a query string reads as a space, so `?signaling=nostr+wss://…` arrives as "nostr wss://…"
const SCHEME = /^(nostr[+ ])?(wss?:\/\/[^\s/?#]+[^\s#]*)$/i;

/** The endpoint a URL names, or null when its scheme is not one we speak. */
export function parseEndpoint(url: string): SignalingEndpoint | null {
  const m = SCHEME.exec(url.trim());
  if (!m) return null;
  return m[1] ? { url: `nostr+${m[2]}`, kind: 'nostr', socketUrl: m[2] } : { url: m[2], kind: 'y-webrtc', socketUrl: m[2] };
}

/** Every usable endpoint of a list (unknown schemes and duplicates dropped). */
export function parseEndpoints(urls: readonly string[]): SignalingEndpoint[] {
  const seen = new Set<string>();
  const out: SignalingEndpoint[] = [];
  for (const u of urls) {
    const e = parseEndpoint(u);
    if (e && !seen.has(e.url)) {
      seen.add(e.url);
      out.push(e);
    }
  }
  return out;
}
