/**
 * Where peers meet by default, how `?signaling=` entries are read by scheme, and the TURN syntax of
 * `?turn=` and the settings field.
 */
import { describe, expect, test } from 'vitest';
import { DEFAULT_SIGNALING, iceServersFromLocation, parseEndpoint, parseTurn, parseTurnList } from '../../src/sync/index.js';
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
});
