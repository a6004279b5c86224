import { describe, expect, test } from 'vitest';
import { DEFAULT_SIGNALING, createRoomId, hostOfRoom, roomFromLocation, roomLink, signalingFromLocation } from '../../src/sync/index.js';
import { createMemoryIdentity, openSession } from '../../src/sync/index.js';

const at = (href: string) => {
  const u = new URL(href);
  return { hash: u.hash, search: u.search, hostname: u.hostname, origin: u.origin, pathname: u.pathname, protocol: u.protocol };
};

describe('rooms and links', () => {
  test('a new room is a nanoid bound to its host key, and links carry it in the fragment', async () => {
    const id = createRoomId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const me = await createMemoryIdentity();
    const s = await openSession({ room: id, identity: me, transport: false, persistence: false });
    expect(s.room).toBe(`${id}.${me.publicKey}`);
    expect(hostOfRoom(s.room)).toBe(me.publicKey);
    expect(s.isHost).toBe(true);
    const link = roomLink(s.room, at('https://carc.example/play/?signaling=wss://s.example'));
    expect(link).toBe(`https://carc.example/play/?signaling=wss://s.example#${s.room}`);
    expect(roomFromLocation(at(link))).toBe(s.room);
    expect(roomFromLocation(at('https://carc.example/#<script>'))).toBeNull();
    await s.close();
  });

  test('signaling: ?signaling= wins, localhost uses the local server and relay, elsewhere the public default', () => {
    expect(signalingFromLocation(at('http://localhost:5173/'))).toEqual(['ws://localhost:4444', 'nostr+ws://localhost:4445']);
    expect(signalingFromLocation(at('http://127.0.0.1:5173/?signaling=ws://10.0.0.2:4444,nostr+ws://10.0.0.3:4445'))).toEqual(['ws://10.0.0.2:4444', 'nostr+ws://10.0.0.3:4445']);
    expect(signalingFromLocation(at('https://carc.example/'))).toEqual(DEFAULT_SIGNALING);
  });

  test('offline: entries are kept and counted as queued', async () => {
    const s = await openSession({ identity: await createMemoryIdentity(), transport: false, persistence: false });
    await s.claimSeat({ name: 'Solo', color: '#2ca02c' });
    expect(s.status).toMatchObject({ kind: 'offline', peers: 0, queued: 1 });
    expect(s.seats.map((x) => x.name)).toEqual(['Solo']);
    await s.close();
  });
});
