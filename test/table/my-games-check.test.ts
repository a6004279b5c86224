/**
 * Come back to it (issue 24): My games asks the relays whose turn it is in the games played over
 * days, only those, and notes the answer; a failing relay, or one that withholds the latest moves,
 * leaves the summary as it was. The relays are a fake check here (relay-turn.test.ts reads real ones).
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { RelayTurn, RelayTurnResult } from '../../src/sync/archive/relay-turn.js';
import { checkMyGames, checkedOnRelays, MyGamesWatch, type TurnCheck } from '../../src/table/my-games-check.js';
import { nostrRelays } from '../../src/table/relay-turn-check.js';
import { type GameSummary, MyGamesStore } from '../../src/table/my-games.js';
import { MemoryStorage } from './helpers/memory-storage.js';
import { overDaysGame, roomOf, seatToMove } from './helpers/over-days-games.js';

const room = roomOf;
const RELAYS = ['nostr+ws://127.0.0.1:1'];
const game = (id: string, over: Partial<GameSummary> = {}): GameSummary => {
  const { updatedAt: _, ...g } = overDaysGame(id, over);
  return g;
};
const answer = (over: Partial<RelayTurn> = {}): RelayTurn => seatToMove(1, 5, over);

let store: MyGamesStore;
let asked: string[];
const fake =
  (answers: Record<string, RelayTurnResult | Error>): TurnCheck =>
  async (id) => {
    asked.push(id);
    const a = answers[id];
    if (a instanceof Error) throw a;
    return a ?? { ok: false, error: { code: 'relay-turn/no-relay', message: 'No relay answered.' } };
  };

beforeEach(() => {
  const storage = new MemoryStorage();
  store = new MyGamesStore(() => storage);
  asked = [];
});

describe('My games asks the relays whose turn it is', () => {
  test('a game played over days is updated from the relays and said to be your turn', async () => {
    store.note(game('days1'), 1_000);
    const result = await checkMyGames(RELAYS, fake({ [room('days1')]: answer() }), store, () => 9_000);
    expect(result).toEqual({ at: 9_000, yourTurn: [room('days1')], checked: [room('days1')], failed: [] });
    expect(store.get(room('days1'))).toMatchObject({ current: 1, turn: 5, phase: 'playing', updatedAt: 9_000 });
  });

  test('live and hot-seat games, finished games and games with no relay are never checked', async () => {
    store.note(game('live1', { days: undefined }), 1_000);
    store.note(game('seat1', { kind: 'hotseat', link: '', id: 'slot-1' }), 1_000);
    store.note(game('done1', { phase: 'finished', current: -1 }), 1_000);
    store.note(game('days2'), 1_000);
    expect(
      store
        .list()
        .filter(checkedOnRelays)
        .map((g) => g.id),
    ).toEqual([room('days2')]);
    await checkMyGames(RELAYS, fake({}), store);
    expect(asked).toEqual([room('days2')]);
    asked = [];
    expect(await checkMyGames([], fake({}), store)).toMatchObject({ checked: [] });
    expect(asked).toEqual([]);
    // only the Nostr relays of a signaling list: y-webrtc servers store nothing
    expect(nostrRelays(['wss://y-webrtc.example', 'nostr+wss://relay.example', 'nostr wss://two.example'])).toEqual(['nostr+wss://relay.example', 'nostr+wss://two.example']);
  });

  test('a failing relay, a throwing check or an older answer leaves the summary as it was', async () => {
    for (const id of ['fail1', 'thrw1', 'old01']) store.note(game(id), 1_000);
    const before = store.list();
    const result = await checkMyGames(RELAYS, fake({ [room('thrw1')]: new Error('socket'), [room('old01')]: answer({ turn: 3, current: 1 }) }), store, () => 9_000);
    expect(store.list()).toEqual(before);
    expect(result.failed.sort()).toEqual([room('fail1'), room('thrw1')].sort());
    // the older answer is no news: the stored game says Ann is to move, not this browser
    expect(result.yourTurn).toEqual([]);
  });

  test('a game the relays say is over reads finished, with its winners', async () => {
    store.note(game('end01'), 1_000);
    await checkMyGames(RELAYS, fake({ [room('end01')]: answer({ phase: 'finished', waitingFor: [], current: -1, turn: 30, winners: ['Bob'] }) }), store, () => 9_000);
    expect(store.get(room('end01'))).toMatchObject({ phase: 'finished', current: -1, turn: 30, winners: ['Bob'] });
  });

  test('the watch checks when it starts and tells what it found; stopped, it tells nothing more', async () => {
    store.note(game('days3'), 1_000);
    const seen: string[][] = [];
    const watch = new MyGamesWatch({ relays: RELAYS, store, check: fake({ [room('days3')]: answer() }), onChecked: (r) => seen.push(r.yourTurn) });
    watch.start();
    await watch.check();
    expect(seen).toEqual([[room('days3')]]);
    expect(watch.last?.yourTurn).toEqual([room('days3')]);
    watch.stop();
    await watch.check();
    expect(seen).toHaveLength(1);
  });

  describe('the watch’s timing', () => {
    const page = Object.assign(new EventTarget(), { hidden: false });
    beforeEach(() => {
      vi.useFakeTimers();
      (globalThis as { document?: unknown }).document = page;
    });
    afterEach(() => {
      vi.useRealTimers();
      delete (globalThis as { document?: unknown }).document;
    });

    test('asks every 5 minutes while the page is visible, not while hidden, and at once on coming back; never once a table is open', async () => {
      store.note(game('days4'), 1_000);
      let tableOpen = false;
      const watch = new MyGamesWatch({ relays: RELAYS, store, check: fake({ [room('days4')]: answer() }), onChecked: () => {}, when: () => !tableOpen });
      watch.start();
      await vi.advanceTimersByTimeAsync(0);
      expect(asked).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(5 * 60_000);
      expect(asked).toHaveLength(2);
      page.hidden = true;
      await vi.advanceTimersByTimeAsync(15 * 60_000);
      expect(asked, 'hidden: no check').toHaveLength(2);
      page.hidden = false;
      page.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(0);
      expect(asked, 'visible again: at once').toHaveLength(3);
      tableOpen = true;
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(asked).toHaveLength(3);
      expect(watch.active, 'the watch stopped itself').toBe(false);
    });
  });
});
