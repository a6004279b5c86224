/**
 * The audience relay is trusted with nothing (issue 25). A server that forges, tampers, replays or
 * deletes entries, written as an attacker would (raw Yjs writes into the server's copy of the
 * log), changes no watcher's game and nothing at the seats; y-websocket's server serves as well as
 * Hocuspocus; a relay address, a watch link or a seating's relay that cannot be used is refused.
 */
import { describe, expect, test } from 'vitest';
import { Rng } from '../../../src/engine/index.js';
import { signEntry } from '../../../src/sync/entry.js';
import { createMemoryIdentity, openSession, type GameSession, type RelaySocket } from '../../../src/sync/index.js';
import { checkedRoom } from '../../../src/sync/room-name.js';
import { audienceDocName, parseAudienceRelay } from '../../../src/sync/transport/audience-wire.js';
import { watchFromLocation } from '../../../src/sync/watch-link.js';
import { COLORS, RawPeer, Table, impersonate, views } from '../harness.js';
import { closedAfterEach, hocuspocusRelay, mirroredTable, openWatchers, play, recordOf, until, yWebsocketRelay } from './relay-helpers.js';

const teardown = closedAfterEach();

/** What each session refuses ('rejected': told once per author, kind and reason), by session. */
function refusals(sessions: GameSession[]) {
  const out = new Map<GameSession, { hash: string; code: string; mine: boolean }[]>(sessions.map((s) => [s, []]));
  for (const s of sessions)
    s.addEventListener('rejected', (e) => out.get(s)!.push({ hash: (e as CustomEvent).detail.hash, code: (e as CustomEvent).detail.error.code, mine: (e as CustomEvent).detail.mine }));
  return out;
}

const watchersHaveSeatsGame = (watchers: GameSession[], seat: GameSession) => () => watchers.every((w) => recordOf(w) === recordOf(seat) && w.chain.length === seat.chain.length);

describe('audience relay: a hostile server and bad input', () => {
  test('a server that forges, tampers with, replays and deletes entries changes no watcher’s game and nothing at the seats', async () => {
    const hp = await hocuspocusRelay();
    const { t, s } = await mirroredTable(hp.relay, 2, 8);
    const watchers = await openWatchers(3, s[0].room, hp.relay, 'hostile');
    teardown(hp, t, watchers);
    const rng = Rng.fromSeed('hostile');
    await play(t, s, rng, 3);
    await until(watchersHaveSeatsGame(watchers, s[0]));
    const before = views(s);
    const genuine = new Set(s[0].chain.map((e) => e.hash));
    const atSeats = refusals(s);
    const atWatchers = refusals(watchers);
    // the server's own copy of the table, written to as any Yjs peer of it would
    const kept = hp.server.hocuspocus.documents.get(audienceDocName(s[0].room))!;
    const log = kept.getArray<string>('log');
    const move = [...s[0].chain].reverse().find((e) => e.kind === 'move')!;
    const mallory = await createMemoryIdentity();
    const payload = { kind: move.kind, room: s[0].room, prev: move.prev, body: move.body };
    const resigned = await signEntry(mallory, payload);
    const inSeatsName = await signEntry(impersonate(move.author, mallory), payload);
    const wire = JSON.parse(move.wire);
    wire[3] = { ...wire[3], turn: wire[3].turn + 1 };
    const tampered = JSON.stringify(wire);
    const old = s[0].chain.find((e) => e.kind === 'move')!.wire;
    kept.transact(() => log.push([resigned.wire, inSeatsName.wire, tampered, old, old, move.wire]));
    await t.settle();
    // every watcher met the forgeries and refused them: Mallory's move, and those in a seat's name
    await until(() => watchers.every((w) => atWatchers.get(w)!.length >= 2));
    for (const w of watchers) expect(atWatchers.get(w)!.map((r) => r.code)).toContain('sync/bad-signature');
    kept.transact(() => log.delete(0, log.length));
    // the seats put back what the server deleted (their restorer runs on the table's clock)
    await t.settle();
    await until(() => log.length >= genuine.size);
    await until(watchersHaveSeatsGame(watchers, s[0]));
    expect(views(s)).toEqual(before);
    for (const v of views(watchers)) expect(v).toEqual(before[0]);
    // nothing genuine was refused anywhere (a forged signature over a genuine payload has its hash)
    const refused = [...atSeats.values(), ...atWatchers.values()].flat();
    for (const r of refused) if (genuine.has(r.hash)) expect(r.code).toBe('sync/bad-signature');
    // and no seat takes a forgery in its name for an entry of its own that was refused
    expect(refused.filter((r) => r.mine)).toEqual([]);
    // and the game goes on for everyone
    await play(t, s, rng);
    await until(watchersHaveSeatsGame(watchers, s[0]));
    expect(s[0].phase).toBe('finished');
    for (const v of views(watchers)) expect(v).toEqual(views(s)[0]);
  });

  test('y-websocket’s server serves as an audience relay too: a short game reaches three watchers, who are counted exactly', async () => {
    const yws = await yWebsocketRelay();
    const { t, s } = await mirroredTable(yws.relay, 2, 4);
    const watchers = await openWatchers(3, s[0].room, yws.relay, 'y-websocket');
    teardown(yws, t, watchers);
    await play(t, s, Rng.fromSeed('y-websocket'));
    await until(watchersHaveSeatsGame(watchers, s[0]));
    for (const v of views(watchers)) expect(v).toEqual(views(s)[0]);
    await until(() => [...s, ...watchers].every((x) => x.status.audience?.watchers === 3));
  });

  test('relay addresses, watch links and seatings naming a relay that cannot be used are refused with stable codes', async () => {
    expect(parseAudienceRelay('wss://relay.example.org')).toEqual({ ok: true, relay: { url: 'wss://relay.example.org', protocol: 'hocuspocus' } });
    expect(parseAudienceRelay('y-websocket+ws://127.0.0.1:1234/yjs')).toEqual({ ok: true, relay: { url: 'ws://127.0.0.1:1234/yjs', protocol: 'y-websocket' } });
    const overLong = `wss://relay.example.org/${'a'.repeat(200)}`;
    for (const bad of ['http://relay.example.org', 'ws://relay.example.org', 'ws://10.0.0.1:1234', 'not a relay', '', 42, null, overLong, 'wss://me:pw@relay.example.org']) {
      expect(parseAudienceRelay(bad)).toMatchObject({ ok: false, error: { code: 'sync/bad-relay' } });
    }
    const host = await createMemoryIdentity();
    const room = checkedRoom('AbCdEfGhIjKl', host.publicKey);
    const where = (hash: string, search = '?relay=wss://relay.example.org') => ({ hash, search, origin: 'https://play.example.org', pathname: '/' });
    expect(watchFromLocation(where(`#watch/${room}`))).toEqual({ ok: true, room, relay: { url: 'wss://relay.example.org', protocol: 'hocuspocus' } });
    expect(watchFromLocation(where(`#${room}`))).toBeNull();
    for (const broken of [
      where(`#watch/${room.slice(0, -3)}`),
      where(`#watch/${room.slice(0, 5)}${room.slice(6)}`),
      where(`#watch/${room}`, ''),
      where(`#watch/${room}`, '?relay=http://relay.example.org'),
      where('#watch/%E0%A4%A'),
    ]) {
      expect(watchFromLocation(broken)).toMatchObject({ ok: false, error: { code: 'sync/bad-watch-link' } });
    }
    await expect(openSession({ watch: true, room: 'nothing' })).rejects.toMatchObject({ code: 'sync/wrong-room' });
    await expect(openSession({ watch: true, room, audience: null })).rejects.toMatchObject({ code: 'sync/bad-relay' });
    // the host's key pushing seatings raw: only a relay spelt as the lobby writes it is taken
    const opened: string[] = [];
    const noSocket = (url: string): RelaySocket => {
      opened.push(url);
      throw new Error('no network in this test');
    };
    const t = new Table();
    const owner = await t.open(undefined, undefined, false, { relaySocket: noSocket });
    const bob = await t.open(undefined, undefined, false, { relaySocket: noSocket });
    await t.sit(owner, { name: 'Ann', color: COLORS[0] });
    const raw = new RawPeer(t, owner.me);
    await raw.look();
    const refused = refusals([bob]);
    const seating = (n: number, relay: string) => raw.sign('seats', { n, seats: [], removed: [], locked: false, admitAll: true, relay }, null);
    const junk = ['http://relay.example.org', 'ws://relay.example.org', 'wss://relay.example.org/', 'y-websocket+http://relay.example.org', 'x'.repeat(300)];
    for (const [i, relay] of junk.entries()) raw.push((await seating(50 + i, relay)).wire);
    await t.settle();
    expect(refused.get(bob)!.map((r) => r.code)).toEqual(['sync/bad-entry']);
    for (const x of [owner, bob]) {
      expect(x.book.lobby().seating.relay).toBeUndefined();
      expect(x.audienceRelay).toBeNull();
    }
    expect(opened).toEqual([]);
    raw.push((await seating(60, 'wss://relay.example.org')).wire);
    await t.settle();
    expect(bob.audienceRelay).toEqual({ url: 'wss://relay.example.org', protocol: 'hocuspocus' });
    expect(opened).toContain(`wss://relay.example.org`);
    raw.destroy();
    await t.close();
  });
});
