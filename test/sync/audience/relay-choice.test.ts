/**
 * Who decides where a table is shown (issue 25): the host. Off by default; a host's page opened
 * with `?relay=` carries that relay into its first seating, and switching it off stops every seat
 * mirroring; a guest's own `?relay=` (the game link keeps the host's query) never decides anything.
 * No socket leaves the machine: the relay's sockets are a fake that records where they go.
 */
import { describe, expect, test } from 'vitest';
import type { GameSession } from '../../../src/sync/index.js';
import type { RelaySocket } from '../../../src/sync/transport/audience-relay.js';
import { COLORS, Table } from '../harness.js';

const ours = { url: 'wss://relay.example.org', protocol: 'hocuspocus' as const };
const theirs = { url: 'wss://other.example.org', protocol: 'hocuspocus' as const };

/** A table of two whose pages were opened with these relays; where each page's sockets went. */
async function table(hostRelay: typeof ours | null, guestRelay: typeof ours | null) {
  const opened = new Map<GameSession, string[]>();
  const t = new Table();
  const open = async (audience: typeof ours | null) => {
    const urls: string[] = [];
    const relaySocket = (url: string): RelaySocket => {
      urls.push(url);
      throw new Error('no network in this test');
    };
    const s = await t.open(undefined, undefined, false, { audience, relaySocket });
    opened.set(s, urls);
    return s;
  };
  const host = await open(hostRelay);
  const guest = await open(guestRelay);
  return { t, host, guest, opened };
}

describe('where a table is shown', () => {
  test('off by default: no relay, no socket, for host and guest alike', async () => {
    const { t, host, guest, opened } = await table(null, theirs);
    await t.sit(host, { name: 'Ann', color: COLORS[0] });
    await t.sit(guest, { name: 'Bob', color: COLORS[1] });
    for (const s of [host, guest]) expect(s.audienceRelay).toBeNull();
    expect([...opened.values()].flat()).toEqual([]);
    await t.close();
  });

  test("the host's ?relay= rides in its first seating to every seat; switched off, every seat stops", async () => {
    const { t, host, guest, opened } = await table(ours, null);
    // before any seating, the host's page already shows the table there: the seating will say so
    expect(host.audienceRelay).toEqual(ours);
    expect(guest.audienceRelay).toBeNull();
    await t.sit(host, { name: 'Ann', color: COLORS[0] });
    await t.sit(guest, { name: 'Bob', color: COLORS[1] });
    expect(host.book.lobby().seating.relay).toBe('wss://relay.example.org');
    expect(guest.audienceRelay).toEqual(ours);
    expect(opened.get(guest)).toContain('wss://relay.example.org');
    const before = opened.get(guest)!.length;
    await host.seating.setRelay(null);
    await t.settle();
    for (const s of [host, guest]) expect(s.audienceRelay).toBeNull();
    await t.settle();
    expect(opened.get(guest)!.length).toBe(before);
    await t.close();
  });

  test("a host who switches it off before anyone sits signs that; a guest's ?relay= is no say", async () => {
    const { t, host, guest, opened } = await table(ours, theirs);
    await host.seating.setRelay(null);
    await t.sit(host, { name: 'Ann', color: COLORS[0] });
    await t.sit(guest, { name: 'Bob', color: COLORS[1] });
    for (const s of [host, guest]) expect(s.audienceRelay).toBeNull();
    expect(opened.get(guest)).toEqual([]);
    await t.close();
  });
});
