/**
 * Table talk as a table shows it (src/table/online-talk.ts): names and colours from the seats,
 * never from a message; muting a sender hides its messages on this browser only, and the mute and
 * what was read are kept across a refresh (localStorage, per room).
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { OnlineTalk } from '../../src/table/online-talk.js';
import { seatedTable } from '../sync/harness.js';
import { MemoryStorage } from './helpers/memory-storage.js';

beforeEach(() => vi.stubGlobal('localStorage', new MemoryStorage()));
afterEach(() => vi.unstubAllGlobals());

it('names senders by their seats, counts unread, and keeps a mute across a refresh', async () => {
  const { t, s } = await seatedTable(2, 8, {}, ['Ann', 'Bob']);
  const [ann, bob] = s.map((x) => new OnlineTalk(x));
  const settle = async () => {
    for (let i = 0; i < 3; i++) {
      await t.settle();
      await ann.talk.whenIdle();
      await bob.talk.whenIdle();
    }
  };
  expect(await bob.say('hello Ann')).toEqual({ ok: true });
  await settle();
  expect(ann.lines.map((l) => [l.name, l.color, l.watching, l.mine, l.text])).toEqual([['Bob', s[1].seats[1].color, false, false, 'hello Ann']]);
  expect(ann.unread).toBe(1);
  ann.markRead();
  expect(ann.unread).toBe(0);
  ann.mute(s[1].identity, true);
  expect(ann.lines).toEqual([]);
  expect(ann.senders).toEqual([{ key: s[1].identity, name: 'Bob', watching: false, muted: true }]);
  // Bob still sees his own message: a mute is this browser's alone
  expect(bob.lines.map((l) => [l.name, l.mine])).toEqual([['Bob', true]]);
  // a refresh: a new talk on the same room and browser
  ann.close();
  const again = new OnlineTalk(s[0]);
  await again.talk.whenIdle();
  expect(again.lines).toEqual([]);
  again.mute(s[1].identity, false);
  expect(again.lines.map((l) => l.text)).toEqual(['hello Ann']);
  expect(again.unread).toBe(0);
  again.close();
  bob.close();
  await t.close();
});
