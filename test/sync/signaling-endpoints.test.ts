/**
 * Where peers meet by default, how `?signaling=` entries are read by scheme, and the TURN syntax of
 * `?turn=` and the settings field.
 */
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_ICE_SERVERS,
  DEFAULT_SIGNALING,
  combineIceServers,
  createMemoryIdentity,
  iceServersFromLocation,
  openSession,
  parseEndpoint,
  parseStunList,
  parseTurn,
  parseTurnList,
} from '../../src/sync/index.js';
import { parseEndpoints } from '../../src/sync/signaling/endpoints.js';

/** The operator of a host, roughly: its last two labels (relay.damus.io → damus.io). */
const operator = (url: string) => new URL(parseEndpoint(url)!.socketUrl).hostname.split('.').slice(-2).join('.');

describe('signaling endpoints', () => {
  test('the default is at least 4 endpoints of at least 3 operators and 2 kinds, all over TLS', () => {
    const endpoints = parseEndpoints(DEFAULT_SIGNALING);
    expect(endpoints.length).toBe(DEFAULT_SIGNALING.length);
    expect(endpoints.length).toBeGreaterThanOrEqual(4);
    expect(new Set(DEFAULT_SIGNALING.map(operator)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(endpoints.map((e) => e.kind))).toEqual(new Set(['nostr', 'y-webrtc']));
    for (const e of endpoints) expect(e.socketUrl).toMatch(/^wss:\/\//);
  });

  test('entries are read by scheme; anything else is dropped', () => {
    expect(parseEndpoint('ws://127.0.0.1:4444')).toEqual({ url: 'ws://127.0.0.1:4444', kind: 'y-webrtc', socketUrl: 'ws://127.0.0.1:4444' });
    expect(parseEndpoint('nostr+wss://relay.example/v2')).toEqual({ url: 'nostr+wss://relay.example/v2', kind: 'nostr', socketUrl: 'wss://relay.example/v2' });
    expect(parseEndpoint('nostr wss://relay.example')!.url).toBe('nostr+wss://relay.example'); // `+` read from a query
    expect(parseEndpoint('https://relay.example')).toBeNull();
    expect(parseEndpoint('nostr+https://relay.example')).toBeNull();
    expect(parseEndpoints(['ws://a.example', 'mqtt://b.example', 'ws://a.example', 'nostr+ws://c.example']).map((e) => e.url)).toEqual(['ws://a.example', 'nostr+ws://c.example']);
  });
});

describe('TURN servers', () => {
  test('turn:USER:CREDENTIAL@HOST:PORT, with turns: and ?transport=, percent-encoded secrets', () => {
    expect(parseTurn('turn:alice:s3cret@turn.example.org:3478')).toEqual({ urls: 'turn:turn.example.org:3478', username: 'alice', credential: 's3cret' });
    expect(parseTurn('turns:al%40ice:p%3Aw@turn.example.org:5349?transport=tcp')).toEqual({ urls: 'turns:turn.example.org:5349?transport=tcp', username: 'al@ice', credential: 'p:w' });
    expect(parseTurn('stun:stun.example.org')).toBeNull();
    expect(parseTurn('turn:a:b@evil.example/path')).toBeNull();
    expect(parseTurnList('turn:a:b@one.example:3478, turns:c:d@two.example:5349')!.map((s) => s.urls)).toEqual(['turn:one.example:3478', 'turns:two.example:5349']);
    expect(parseTurnList('turn:a:b@one.example, nonsense')).toBeNull();
  });

  test('?turn= adds the server to public STUN', () => {
    const search = `?turn=${encodeURIComponent('turn:alice:s3cret@turn.example.org:3478')}`;
    const servers = iceServersFromLocation({ search });
    expect(servers.slice(0, -1).every((s) => String(s.urls).startsWith('stun:'))).toBe(true);
    expect(servers[servers.length - 1]).toEqual({ urls: 'turn:turn.example.org:3478', username: 'alice', credential: 's3cret' });
    expect(iceServersFromLocation({ search: '' }).some((s) => String(s.urls).startsWith('turn'))).toBe(false);
  });

  test("?stun= adds STUN servers; the link, an embedder's servers and the settings field combine, none replacing another", () => {
    expect(parseStunList('stun:203.0.113.1:3478, stun:stun.example.org')).toEqual([{ urls: 'stun:203.0.113.1:3478' }, { urls: 'stun:stun.example.org' }]);
    expect(parseStunList('turn:a:b@x.example')).toBeNull();
    const search = `?stun=${encodeURIComponent('stun:203.0.113.1:3478')}&turn=${encodeURIComponent('turn:al:pw@turn.example.org')}`;
    const embedder = [{ urls: 'stun:stun.embedder.example:3478' }];
    const all = combineIceServers(embedder, { search }, 'turn:me:pw@mine.example:3478');
    expect(all.map((s) => s.urls)).toEqual(['stun:stun.embedder.example:3478', 'stun:203.0.113.1:3478', 'turn:turn.example.org', 'turn:mine.example:3478']);
    // no STUN at all (tests, LAN parties) still takes the link's servers
    expect(combineIceServers([], { search }).map((s) => s.urls)).toEqual(['stun:203.0.113.1:3478', 'turn:turn.example.org']);
    // the defaults when the embedder gives none; nothing twice
    expect(combineIceServers(undefined, { search: '?stun=stun:stun.l.google.com:19302' })).toEqual(DEFAULT_ICE_SERVERS);
    // what does not parse is left out, the rest still applies
    expect(combineIceServers([], { search: '?stun=nonsense,stun:ok.example' }).map((s) => s.urls)).toEqual(['stun:ok.example']);
  });

  test("openSession({ iceServers }) keeps the link's ?turn= (it used to drop it)", async () => {
    const g = globalThis as { location?: unknown };
    const had = g.location;
    g.location = { search: `?turn=${encodeURIComponent('turn:al:pw@turn.example.org')}`, hash: '', hostname: 'example.org' };
    try {
      const s = await openSession({ identity: await createMemoryIdentity(), transport: false, persistence: false, iceServers: [] });
      expect(s.iceServers).toEqual([{ urls: 'turn:turn.example.org', username: 'al', credential: 'pw' }]);
      s.setIceServers([{ urls: 'turn:mine.example', username: 'me', credential: 'x' }]);
      expect(s.iceServers.map((x) => x.urls)).toEqual(['turn:mine.example', 'turn:turn.example.org']);
      await s.close();
    } finally {
      g.location = had;
    }
  });
});
