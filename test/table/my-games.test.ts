/**
 * My games (src/table/my-games.ts): what the welcome screen lists of every game this browser
 * played or watched. A summary follows the game (whose turn, the end and its winner), its time
 * moves only when something changed, the list keeps the 50 most recent, a garbled entry is
 * skipped, and nothing of another seat's is kept: online, only the game link this browser opened.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HotseatTable } from '../../src/table/hotseat-table.js';
import { forgetMyGame, listMyGames, MAX_GAMES, MyGamesStore, noteTable, summarizeTable, type GameSummary } from '../../src/table/my-games.js';
import { saveGame } from '../../src/table/saved-games.js';
import type { Table } from '../../src/table/table.js';
import { legalMoves } from '../../src/table/turn-flow.js';
import { MemoryStorage } from './helpers/memory-storage.js';

const ROOM = 'V1StGXR8_Z5jdHi6B-myTQ.0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';

/** An online table as My games reads one: seats, this browser's seat, the game or none yet. */
function onlineTable(over: Partial<Table> & { isHost?: boolean } = {}): Table {
  return {
    mode: 'online',
    phase: 'lobby',
    game: null,
    players: [],
    link: `https://carc.example/#${ROOM}~OFFERCODEOFFERCODEOFFERCODE`,
    mySeat: null,
    isHost: false,
    ...over,
  } as unknown as Table;
}

async function hotseat(deck = ['E', 'U', 'V']) {
  const t = new HotseatTable({ deck });
  await t.sit({ name: 'Ann', color: '#d7263d' });
  await t.sit({ name: 'Bob', color: '#1b6ee0' });
  await t.start();
  return t;
}

let storage: MemoryStorage;
let store: MyGamesStore;
beforeEach(() => {
  storage = new MemoryStorage();
  store = new MyGamesStore(() => storage);
  (globalThis as { localStorage?: unknown }).localStorage = storage;
});
afterEach(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

describe('My games', () => {
  it('follows a hot-seat game from its first move to its winner, its time moving only when the game does', async () => {
    const t = await hotseat();
    noteTable(t, t.saveId, store, 1000);
    expect(store.list()).toMatchObject([
      {
        id: t.saveId,
        kind: 'hotseat',
        link: '',
        players: [
          { name: 'Ann', color: '#d7263d' },
          { name: 'Bob', color: '#1b6ee0' },
        ],
        phase: 'playing',
        current: 0,
        turn: 0,
        winners: [],
        updatedAt: 1000,
      },
    ]);
    noteTable(t, t.saveId, store, 2000);
    expect(store.list()[0].updatedAt, 'nothing changed: no activity').toBe(1000);
    await t.play(legalMoves(t.game!)[0]);
    noteTable(t, t.saveId, store, 3000);
    expect(store.list()[0]).toMatchObject({ current: 1, turn: 1, updatedAt: 3000 });
    while (!t.game!.finished) await t.play(legalMoves(t.game!)[0]);
    noteTable(t, t.saveId, store, 4000);
    const scores = t.game!.snapshot().scores;
    const best = Math.max(...scores);
    expect(store.list()[0]).toMatchObject({ phase: 'finished', current: -1, turn: 3, winners: ['Ann', 'Bob'].filter((_, i) => scores[i] === best) });
  });

  it('keeps an online game under its room with the plain game link (no invite code), this seat, whose turn, the end and the winner', async () => {
    const g = (await hotseat()).game!;
    const players = [
      { name: 'Ann', color: '#d7263d', online: true, local: false, key: 'k0' },
      { name: 'Bob', color: '#1b6ee0', online: true, local: true, key: 'k1' },
    ];
    noteTable(onlineTable({ phase: 'playing', game: g, players, mySeat: 1, isHost: false }), null, store, 10);
    const [entry] = store.list();
    expect(entry).toMatchObject({ id: ROOM, kind: 'online', link: `https://carc.example/#${ROOM}`, host: false, mySeat: 1, current: 0, phase: 'playing' });
    expect(JSON.stringify(entry), 'no key, no invite code').not.toMatch(/k0|k1|OFFERCODE/);
    // a watcher: seated nowhere
    noteTable(onlineTable({ phase: 'playing', game: g, players, mySeat: null }), null, store, 20);
    expect(store.get(ROOM)).toMatchObject({ mySeat: null, updatedAt: 20 });
  });

  it('does not let a table that has not caught up yet blank an online game it knows', async () => {
    const g = (await hotseat()).game!;
    const players = [{ name: 'Ann', color: '#d7263d', online: true, local: true }];
    noteTable(onlineTable({ phase: 'playing', game: g, players, mySeat: 0 }), null, store, 10);
    noteTable(onlineTable(), null, store, 20);
    expect(store.get(ROOM)).toMatchObject({ phase: 'playing', updatedAt: 10 });
  });

  it('keeps the pace of an online game played over days, and skips a stored pace no start takes', async () => {
    const g = (await hotseat()).game!;
    const players = [{ name: 'Ann', color: '#d7263d', online: true, local: true }];
    noteTable(onlineTable({ phase: 'playing', game: g, players, mySeat: 0, days: 3 }), null, store, 10);
    expect(store.get(ROOM)).toMatchObject({ phase: 'playing', days: 3 });
    noteTable(onlineTable({ phase: 'playing', game: g, players, mySeat: 0, days: null }), null, store, 20);
    expect(store.get(ROOM)).not.toHaveProperty('days');
    storage.setItem('carc-my-games', JSON.stringify([{ ...store.get(ROOM), days: 2 }]));
    expect(store.list()).toEqual([]);
  });

  it('lists nothing for a hot-seat table before its start', () => {
    expect(summarizeTable(new HotseatTable({}), 'slot')).toBeNull();
  });

  it(`keeps the ${MAX_GAMES} most recent games, the latest first`, () => {
    const base: GameSummary = { id: '', kind: 'online', link: '', game: 'carcassonne', host: true, players: [], mySeat: null, phase: 'lobby', current: -1, turn: 0, winners: [] };
    for (let i = 0; i < MAX_GAMES + 10; i++) store.note({ ...base, id: `room${i}`, link: `https://x/#room${i}` }, 1000 + i);
    const list = store.list();
    expect(list).toHaveLength(MAX_GAMES);
    expect(list[0].id).toBe(`room${MAX_GAMES + 9}`);
    expect(list.at(-1)!.id).toBe('room10');
  });

  it('skips garbled entries and survives a garbled list, without a throw', () => {
    const good = {
      id: 'r1',
      kind: 'online',
      link: 'https://x/#r1',
      game: 'carcassonne',
      host: false,
      players: [{ name: 'Ann', color: '#d7263d' }],
      mySeat: 0,
      phase: 'playing',
      current: 0,
      turn: 3,
      winners: [],
      updatedAt: 5,
    };
    const garbled = [
      null,
      7,
      'text',
      { ...good, id: 'r2', players: 'Ann' },
      { ...good, id: 'r3', mySeat: 4 },
      { ...good, id: 'r4', phase: 'dancing' },
      { ...good, id: 'r5', updatedAt: 'soon' },
      { ...good, id: '' },
      { ...good, id: 'r6', current: 9 },
    ];
    storage.setItem('carc-my-games', JSON.stringify([...garbled, good]));
    expect(store.list().map((g) => g.id)).toEqual(['r1']);
    storage.setItem('carc-my-games', '{"not": "a list"');
    expect(store.list()).toEqual([]);
    storage.setItem('carc-my-games', '{"not": "a list"}');
    expect(store.list()).toEqual([]);
    const broken = new MyGamesStore(() => {
      throw new Error('storage refused');
    });
    expect(broken.list()).toEqual([]);
    expect(() => broken.note({ ...good, id: 'x' } as GameSummary)).not.toThrow();
  });

  it('lists hot-seat games by their saved records (older slots without a summary too) and forgets both', async () => {
    const t = await hotseat();
    saveGame(t.saveId, t.record());
    noteTable(t, t.saveId, store, 10);
    saveGame('older', { ...t.record(), players: ['Cleo', 'Dan'] });
    const list = listMyGames(store);
    expect(list.map((g) => g.players.map((p) => p.name).join())).toEqual(expect.arrayContaining(['Ann,Bob', 'Cleo,Dan']));
    expect(list.find((g) => g.id === 'older')).toMatchObject({ kind: 'hotseat', phase: 'playing', current: -1, turn: 0 });
    forgetMyGame(t.saveId, store);
    expect(listMyGames(store).map((g) => g.id)).toEqual(['older']);
    expect(storage.getItem('carc-hotseat-games'), 'the record went too').not.toContain(t.saveId);
  });
});
