/**
 * Invites that never fail silently: game links are read strictly (a cut or garbled link is refused
 * with a sentence instead of opening a room of one's own), invite codes carry a WebRTC offer or
 * answer's varying facts in under 100 bytes and refuse anything else (their signatures:
 * invite-seal.test.ts), and a data channel opened by hand syncs the same game as the mesh.
 */
import { describe, expect, test, vi } from 'vitest';
import * as Y from 'yjs';
import { Awareness } from 'y-protocols/awareness';
import { createMemoryIdentity, openSession } from '../../src/sync/index.js';
import { codeBytes, decodeDescription, encodeDescription } from '../../src/sync/invite-code.js';
import { toBase64Url } from '../../src/sync/bytes.js';
import { channelPair } from './helpers/channel-pair.js';
import { FP, OFFER_SDP } from './helpers/offer-sdp.js';
import { isEd25519PublicKey, parseGameLink } from '../../src/sync/invite-link.js';
import { CHANNEL_HEAL_MS, syncOverChannel, type MessageChannelLike } from '../../src/sync/transport/channel-sync.js';
import { CHANNEL_FRAME } from '../../src/sync/transport/frames.js';

describe('game links', () => {
  test("a host's link parses to its room, with or without an invite code", async () => {
    const me = await createMemoryIdentity();
    // a room made before links carried a check: its id is 12 characters
    const room = `Vx3kQ9_aB-cd.${me.publicKey}`;
    expect(parseGameLink(`https://friends.example/carc/#${room}`)).toEqual({ ok: true, room, offer: null });
    expect(parseGameLink(`#${room}~${'A'.repeat(40)}`)).toEqual({ ok: true, room, offer: 'A'.repeat(40) });
    expect(parseGameLink(encodeURIComponent(room))).toMatchObject({ ok: true, room });
  });

  test('garbage, a bare id, a link cut short or a changed key are broken links, with one sentence', async () => {
    const me = await createMemoryIdentity();
    const room = `Vx3kQ9_aB-cd.${me.publicKey}`;
    const broken = { ok: false, error: { code: 'sync/broken-link', message: 'This game link is broken or incomplete. Ask for the link again.' } };
    for (const link of ['#garbage', '#', '', 'Vx3kQ9_aB-cd', `#${room.slice(0, -1)}`, `#${room.slice(0, -5)}`, `#${room}x`, `#${room}~`, `#${room}~ab`, '#%E0%A4%A', `#${room}~${'A'.repeat(30)}~x`]) {
      expect(parseGameLink(link), link).toEqual(broken);
    }
  });

  test('a host key must be a point of Ed25519: real keys are, most altered ones are not', async () => {
    let accepted = 0;
    for (let i = 0; i < 20; i++) {
      const key = (await createMemoryIdentity()).publicKey;
      expect(isEd25519PublicKey(key)).toBe(true);
      // change one character in the middle: about half of all 32-byte strings are no point at all
      const altered = key.slice(0, 20) + (key[20] === 'A' ? 'B' : 'A') + key.slice(21);
      if (isEd25519PublicKey(altered)) accepted++;
    }
    expect(accepted).toBeLessThan(18);
    // the same bytes spelled with non-zero padding bits name another room: refused
    const key = (await createMemoryIdentity()).publicKey;
    const last = 'AEIMQUYcgkosw048'.indexOf(key[42]);
    expect(last).toBeGreaterThanOrEqual(0);
    const respelled = key.slice(0, 42) + 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[last * 4 + 1];
    expect(isEd25519PublicKey(respelled)).toBe(false);
  });
});

describe('invite codes', () => {
  test("an offer's facts, five candidates, travel in under 140 bytes and come back with every fact a browser needs", () => {
    const bytes = encodeDescription({ type: 'offer', sdp: OFFER_SDP });
    // credentials at 6 bits a character, an mDNS name as its uuid's 16 bytes
    expect(bytes.length).toBeLessThan(140);
    const back = decodeDescription(bytes);
    if (!back.ok) throw new Error(back.error.message);
    expect(back.signal.type).toBe('offer');
    const sdp = back.signal.sdp;
    for (const line of ['a=ice-ufrag:f2Xq', 'a=ice-pwd:3PzUqH1yRm0oZb8kW/7nJe4+', `a=fingerprint:sha-256 ${FP}`, 'a=setup:actpass', 'a=mid:0', 'm=application 9 UDP/DTLS/SCTP webrtc-datachannel']) {
      expect(sdp).toContain(line);
    }
    expect(sdp).toMatch(/a=candidate:\d+ 1 udp \d+ 192\.168\.1\.23 54400 typ host\r\n/);
    expect(sdp).toMatch(/a=candidate:\d+ 1 udp \d+ 203\.0\.113\.9 61002 typ srflx raddr 0\.0\.0\.0 rport 0\r\n/);
    expect(sdp).toMatch(/2001:db8:0:0:0:8a2e:370:7334 54401 typ host/);
    expect(sdp).toContain(' 5b1f6a10-1c0e-4d53-9b5d-0a8c2f1b7e44.local 54402 typ host');
    expect(sdp).toContain(' printer.example 54403 typ host');
    // TCP candidates are left out: data channels connect over UDP
    expect(sdp).not.toMatch(/ tcp /);
    // a re-encoded description gives the same bytes
    expect(encodeDescription(back.signal)).toEqual(bytes);
  });

  test('an answer keeps its type and role', () => {
    const answer = OFFER_SDP.replace('a=setup:actpass', 'a=setup:active');
    const back = decodeDescription(encodeDescription({ type: 'answer', sdp: answer }));
    expect(back.ok && back.signal.type).toBe('answer');
    expect(back.ok && back.signal.sdp).toContain('a=setup:active');
  });

  test('anything else is refused with sync/bad-invite-code and a sentence, never a throw', () => {
    const bytes = encodeDescription({ type: 'offer', sdp: OFFER_SDP });
    const code = toBase64Url(bytes);
    const texts = ['', '   ', 'hello world', 'A'.repeat(5000), '\u00e9\u00e9', `x${code}`, `Z${code.slice(1)}`];
    const descriptions = [bytes.slice(0, -3), bytes.slice(0, 40), new Uint8Array([...bytes, 0]), new Uint8Array([2]), new Uint8Array([2, 0, 0]), new Uint8Array([2, 8, ...bytes.slice(2)])];
    const results = [...texts.map((c) => codeBytes(c)), ...descriptions.map((b) => decodeDescription(b))];
    for (const [i, r] of results.entries()) {
      expect(r.ok, String(i)).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('sync/bad-invite-code');
        expect(r.error.message).toMatch(/^[A-Z].+\.$/);
      }
    }
  });
});

const settle = () => new Promise((r) => setTimeout(r, 20));

describe('a data channel opened by hand', () => {
  test('syncs two documents both ways, and presence leaves with the channel', async () => {
    const [a, b] = channelPair();
    const docA = new Y.Doc();
    const docB = new Y.Doc();
    docA.getArray<string>('log').push(['before']);
    const awA = new Awareness(docA);
    const awB = new Awareness(docB);
    awB.setLocalState({ key: 'guest' });
    syncOverChannel(docA, awA, a);
    syncOverChannel(docB, awB, b);
    await settle();
    expect(docB.getArray('log').toArray()).toEqual(['before']);
    docB.getArray<string>('log').push(['from guest']);
    await settle();
    expect(docA.getArray('log').toArray()).toEqual(['before', 'from guest']);
    expect([...awA.getStates().values()]).toContainEqual({ key: 'guest' });
    a.close();
    await settle();
    expect([...awA.getStates().values()]).not.toContainEqual({ key: 'guest' });
  });

  test("greetings lost as the channel opens, in both directions, are healed by the next state vectors: the guest gets the host's game", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      const [a, b] = channelPair();
      const docA = new Y.Doc();
      const docB = new Y.Doc();
      docA.getArray<string>('log').push(['host entry']);
      // each side's first message (its sync step 1) never arrives
      a.dropNext = true;
      b.dropNext = true;
      syncOverChannel(docA, new Awareness(docA), a);
      syncOverChannel(docB, new Awareness(docB), b);
      docB.getArray<string>('log').push(['guest entry']);
      await settle();
      // the guest's own entry went out as an update; the host's game is still missing there
      expect(docB.getArray('log').toArray()).toEqual(['guest entry']);
      await vi.advanceTimersByTimeAsync(CHANNEL_HEAL_MS);
      await settle();
      expect(docB.getArray('log').toArray().sort()).toEqual(['guest entry', 'host entry']);
      expect(docA.getArray('log').toArray().sort()).toEqual(['guest entry', 'host entry']);
    } finally {
      vi.useRealTimers();
    }
  });

  test('a game longer than 64 KiB reaches the guest in frames of at most 64 KiB', async () => {
    const [a, b] = channelPair();
    const sizes: number[] = [];
    const send = a.send.bind(a);
    a.send = (d) => (sizes.push(d.length), send(d));
    const docA = new Y.Doc();
    const docB = new Y.Doc();
    const entries = Array.from({ length: 600 }, (_, i) => `${i}:${'x'.repeat(500)}`);
    docA.getArray<string>('log').push(entries);
    syncOverChannel(docA, new Awareness(docA), a);
    syncOverChannel(docB, new Awareness(docB), b);
    await settle();
    expect(docB.getArray('log').toArray()).toEqual(entries);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(CHANNEL_FRAME);
    expect(sizes.filter((n) => n > CHANNEL_FRAME / 2).length).toBeGreaterThan(3);
  });

  test('malformed and oversized messages are dropped and the channel keeps working', async () => {
    const [a, b] = channelPair();
    const docA = new Y.Doc();
    const docB = new Y.Doc();
    syncOverChannel(docA, new Awareness(docA), a);
    const evil = b as unknown as { send(d: Uint8Array<ArrayBuffer>): void };
    evil.send(new Uint8Array([0, 2, 255, 255, 255, 255, 7]));
    evil.send(new Uint8Array([9, 9, 9]));
    evil.send(new Uint8Array(5 * 1024 * 1024));
    await settle();
    syncOverChannel(docB, new Awareness(docB), b);
    docB.getArray<string>('log').push(['still fine']);
    await settle();
    expect(docA.getArray('log').toArray()).toEqual(['still fine']);
  });

  test('an invite code nobody answered yet is no peer: the channel counts once it opens', async () => {
    const host = await openSession({ identity: await createMemoryIdentity(), transport: false, persistence: false });
    const [a] = channelPair();
    const opens: ((e: { data?: unknown }) => void)[] = [];
    let state = 'connecting';
    // the host's end of an offer, as manual-invite.ts attaches it: made at once, open only once the guest's answer is pasted
    const offered: MessageChannelLike = {
      get readyState() {
        return state;
      },
      binaryType: 'arraybuffer',
      send: (d) => a.send(d),
      addEventListener: (type, l) => (type === 'open' ? void opens.push(l) : a.addEventListener(type, l)),
      removeEventListener: (type, l) => a.removeEventListener(type, l),
    };
    host.attachChannel(offered);
    expect(host.status).toMatchObject({ kind: 'offline', peers: 0 });
    state = 'open';
    for (const l of opens) l({});
    expect(host.status).toMatchObject({ kind: 'connected', peers: 1 });
    await host.close();
  });

  test('a session counts a peer reached by an invite code as connected', async () => {
    const host = await openSession({ identity: await createMemoryIdentity(), transport: false, persistence: false });
    await host.claimSeat({ name: 'Ada', color: '#d62728' });
    const guest = await openSession({ room: host.room, identity: await createMemoryIdentity(), transport: false, persistence: false });
    expect(guest.status).toMatchObject({ kind: 'offline', peers: 0 });
    const [a, b] = channelPair();
    host.attachChannel(a);
    guest.attachChannel(b);
    await settle();
    await guest.whenIdle();
    expect(guest.status).toMatchObject({ kind: 'connected', peers: 1 });
    expect(guest.seats.map((s) => s.name)).toEqual(['Ada']);
    await guest.claimSeat({ name: 'Bo', color: '#1b6ee0' });
    await settle();
    await host.whenIdle();
    expect(host.seats.map((s) => s.name)).toEqual(['Ada', 'Bo']);
    a.close();
    await settle();
    expect(host.status).toMatchObject({ kind: 'offline', peers: 0 });
    await host.close();
    await guest.close();
  });
});
