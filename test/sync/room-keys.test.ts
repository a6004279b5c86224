/**
 * Identities per room (issue 9, attack 7): games opened from one browser share no key, a reload
 * keeps its tab's seat, a second tab at the same table is another player, and a tab opened after
 * all were closed takes the seat back. Sessions run on the in-memory network; the browser is a
 * profile of fake-indexeddb (real IndexedDB semantics in memory) with Web Locks' rules per tab.
 */
import * as Y from 'yjs';
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/engine/index.js';
import { createMemoryIdentity, hostOfRoom, memoryTransport, openSession, type GameSession, type KeyStore } from '../../src/sync/index.js';
import { readEntry } from '../../src/sync/entry.js';
import { generatePair } from '../../src/sync/identity.js';
import { RELOAD_WAIT_MS } from '../../src/sync/room-keys.js';
import { BrowserProfile, type Tab } from './browser-profile.js';
import { COLORS, Table, views, randomBaseMove } from './harness.js';

/** Opens a session on `t`'s network: with this browser tab's keys, or else a key of its own. */
async function open(t: Table, keys?: KeyStore): Promise<GameSession> {
  const s = await openSession({ room: t.room || null, ...(keys ? { keys } : { identity: await createMemoryIdentity() }), transport: memoryTransport(t.net), persistence: false });
  if (!t.room) t.room = s.room;
  t.sessions.push(s);
  return s;
}

/** A page going away: its session closes, the page's locks go with it. */
async function unload(t: Table, s: GameSession, tab: Tab): Promise<void> {
  await s.close();
  t.sessions.splice(t.sessions.indexOf(s), 1);
  tab.unload();
}

/** Every key that signed an entry of the session's log, and the log's bytes as text. */
function logOf(s: GameSession): { authors: Set<string>; text: string } {
  const wires = s.doc.getArray<string>('log').toArray();
  const authorOf = (w: string) => {
    const r = readEntry(w, s.room);
    return r.ok ? r.entry.author : 'unreadable';
  };
  return { authors: new Set(wires.map(authorOf)), text: Buffer.from(Y.encodeStateAsUpdate(s.doc)).toString('latin1') };
}

async function playOneMove(t: Table, sessions: GameSession[]): Promise<void> {
  const g = sessions[0].game!;
  const mover = sessions.find((x) => x.mySeat === g.current)!;
  const done = mover.play(randomBaseMove(mover.game!, Rng.fromSeed(t.room))!);
  await t.settle();
  await done;
}

describe('one key pair per room', () => {
  test('two rooms opened in one browser give two unrelated keys, and each log and record holds only its own', async () => {
    const tab = new BrowserProfile().tab();
    // room 1: this browser hosts; room 2: a friend hosts and this browser joins by the link
    const one = new Table();
    const host = await open(one, tab.keys);
    const friend1 = await open(one);
    const two = new Table();
    const friend2 = await open(two);
    const guest = await open(two, tab.keys);
    for (const [t, s] of [
      [one, [host, friend1]],
      [two, [friend2, guest]],
    ] as const) {
      for (const [i, x] of s.entries()) await t.sit(x, { name: `P${i}`, color: COLORS[i] });
      const started = s[0].start({ tiles: 6 });
      await t.settle();
      await started;
      await playOneMove(t, [...s]);
    }

    expect(host.identity).not.toBe(guest.identity);
    expect(hostOfRoom(one.room)).toBe(host.identity);
    expect(host.mySeat).toBe(0);
    expect(guest.mySeat).toBe(1);
    const [log1, log2] = [logOf(host), logOf(guest)];
    expect(log1.authors).toEqual(new Set([host.identity, friend1.identity]));
    expect(log2.authors).toEqual(new Set([friend2.identity, guest.identity]));
    // not even as text: neither document nor record carries the other room's key
    expect(log1.text).not.toContain(guest.identity);
    expect(log2.text).not.toContain(host.identity);
    expect(JSON.stringify(host.record())).not.toContain(guest.identity);
    expect(JSON.stringify(guest.record())).not.toContain(host.identity);
    // what the browser keeps: one key for each room, under that room
    const vault = tab.keys.vault;
    expect((await vault.list(one.room)).length).toBe(1);
    expect((await vault.list(two.room)).length).toBe(1);
    for (const t of [one, two]) {
      const v = views(t.sessions);
      expect(v[1]).toEqual(v[0]);
    }
    await one.close();
    await two.close();
  });

  test('a reload keeps the seat, a second tab is another player, and after closing all the seat comes back', async () => {
    const browser = new BrowserProfile();
    const t = new Table();
    const host = await open(t);
    await t.sit(host, { name: 'Host', color: COLORS[0] });
    const first = browser.tab();
    let ann = await open(t, first.keys);
    await t.sit(ann, { name: 'Ann', color: COLORS[1] });
    const annKey = ann.identity;

    // reload: the new page asks before the old one has let go of its key, and waits for it
    const reloaded = first.reload();
    let answered = false;
    const reopening = open(t, reloaded.keys).finally(() => (answered = true));
    while (browser.locks.waiters === 0 && !answered) await new Promise((r) => setTimeout(r, 5));
    await unload(t, ann, first);
    ann = await reopening;
    await t.settle();
    expect(ann.identity).toBe(annKey);
    expect(ann.mySeat).toBe(1);

    // a second tab at the same time: a key of its own, so a player of its own
    const second = browser.tab();
    const bob = await open(t, second.keys);
    expect(bob.identity).not.toBe(annKey);
    await t.sit(bob, { name: 'Bob', color: COLORS[2] });
    expect(bob.mySeat).toBe(2);

    // every tab closed, then the link opened again in new tabs: the oldest free key first
    await unload(t, ann, reloaded);
    await unload(t, bob, second);
    const third = browser.tab();
    const again = await open(t, third.keys);
    const fourth = browser.tab();
    const other = await open(t, fourth.keys);
    await t.settle();
    expect([again.identity, other.identity]).toEqual([annKey, bob.identity]);
    expect([again.mySeat, other.mySeat]).toEqual([1, 2]);
    // no third key was made for this room
    expect((await third.keys.vault.list(t.room)).length).toBe(2);
    await t.close();
  });

  test("a duplicated tab (sessionStorage copied) waits for the original's key, then plays as another player", async () => {
    const browser = new BrowserProfile();
    const t = new Table();
    await open(t);
    const tab = browser.tab();
    const ann = await open(t, tab.keys);
    const copy = tab.duplicate();
    const began = Date.now();
    const twin = await open(t, copy.keys);
    expect(Date.now() - began).toBeGreaterThanOrEqual(RELOAD_WAIT_MS - 50);
    expect(twin.identity).not.toBe(ann.identity);
    // the copy now remembers its own key: its next reload comes straight back to it
    await twin.close();
    t.sessions.splice(t.sessions.indexOf(twin), 1);
    copy.unload();
    const reloaded = await open(t, copy.keys);
    expect(reloaded.identity).toBe(twin.identity);
    await t.close();
  });
});

describe('games begun before keys were per room', () => {
  test("a room this browser had stored keeps the old key (and a further tab's), other rooms never see it", async () => {
    const browser = new BrowserProfile();
    const idb = browser.indexedDB;
    // what the previous version left: one key pair per profile in store 'keys' of version 1
    const legacy = { default: await generatePair(), 'tab-2': await generatePair() };
    const v1 = idb.open('carcassonne-identity', 1);
    v1.onupgradeneeded = () => v1.result.createObjectStore('keys');
    const db = await new Promise<IDBDatabase>((resolve) => (v1.onsuccess = () => resolve(v1.result)));
    const put = db.transaction('keys', 'readwrite');
    put.objectStore('keys').put(legacy['tab-2'], 'tab-2');
    put.objectStore('keys').put(legacy.default, 'default');
    await new Promise((resolve) => (put.oncomplete = resolve));
    db.close();
    const legacyKey = async (pair: CryptoKeyPair) => Buffer.from(await crypto.subtle.exportKey('raw', pair.publicKey)).toString('base64url');

    const t = new Table();
    await open(t);
    // this browser had the room's document stored (y-indexeddb names it carcassonne:<room>)
    const stored = idb.open(`carcassonne:${t.room}`);
    await new Promise((resolve) => (stored.onsuccess = resolve));
    stored.result.close();
    const a = await open(t, browser.tab().keys);
    const b = await open(t, browser.tab().keys);
    expect(a.identity).toBe(await legacyKey(legacy.default));
    expect(b.identity).toBe(await legacyKey(legacy['tab-2']));

    const fresh = new Table();
    await open(fresh);
    const c = await open(fresh, browser.tab().keys);
    expect([await legacyKey(legacy.default), await legacyKey(legacy['tab-2'])]).not.toContain(c.identity);
    await t.close();
    await fresh.close();
  });
});
