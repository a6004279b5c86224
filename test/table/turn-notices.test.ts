/**
 * The installed app's background check (issue 24): given the games the page left for the service
 * worker and the relays' answers, which "your turn" notifications it shows: one per turn that waits
 * for this browser, never twice for the same turn, none for a failed check or another seat's turn.
 */
import { describe, expect, test } from 'vitest';
import type { RelayTurnResult } from '../../src/sync/archive/relay-turn.js';
import type { TurnCheck } from '../../src/table/my-games-check.js';
import type { MyGame } from '../../src/table/my-games.js';
import { turnNotices } from '../../src/table/turn-notices.js';
import type { TurnWatchState } from '../../src/table/turn-watch-store.js';
import { overDaysGame, roomOf, seatToMove } from './helpers/over-days-games.js';

const room = roomOf;
const game = (id: string, over: Partial<MyGame> = {}) => overDaysGame(id, { days: 1, ...over });
const toMove = (seat: number, turn: number) => seatToMove(seat, turn);
const check =
  (answers: Record<string, RelayTurnResult>): TurnCheck =>
  async (id) =>
    answers[id] ?? { ok: false, error: { code: 'relay-turn/no-relay', message: 'No relay answered.' } };

describe('the background check of games played over days', () => {
  test('"Your turn" once per turn that waits for this browser, opening the game link; none for another seat or a failed check', async () => {
    const state: TurnWatchState = { relays: ['nostr+wss://relay.example'], games: [game('mine1'), game('other'), game('fails'), game('live1', { days: undefined })], notified: {} };
    const answers = check({ [room('mine1')]: toMove(1, 5), [room('other')]: toMove(2, 5), [room('live1')]: toMove(1, 5) });
    const first = await turnNotices(state, answers, 9_000);
    expect(first.notices).toEqual([{ id: room('mine1'), title: 'Your turn in the game with Ann and Cleo', body: 'Move 6: open the game to play it.', link: `https://carc.example/#${room('mine1')}` }]);
    expect(first.state.games.find((g) => g.id === room('mine1'))).toMatchObject({ current: 1, turn: 5, updatedAt: 9_000 });
    expect(first.state.games.find((g) => g.id === room('fails'))).toEqual(game('fails'));
    // the next background run: the same turn is not told again; the following one is
    expect((await turnNotices(first.state, answers)).notices).toEqual([]);
    const later = await turnNotices(first.state, check({ [room('mine1')]: toMove(1, 7) }));
    expect(later.notices.map((n) => n.body)).toEqual(['Move 8: open the game to play it.']);
  });

  test('no relays, or a finished game: nothing asked, nothing shown, the finished game no longer watched', async () => {
    let asked = 0;
    const counting: TurnCheck = async () => (asked++, toMove(1, 5));
    expect((await turnNotices({ relays: [], games: [game('mine1')], notified: {} }, counting)).notices).toEqual([]);
    expect(asked).toBe(0);
    const over = await turnNotices(
      { relays: ['nostr+wss://r.example'], games: [game('end01')], notified: {} },
      check({ [room('end01')]: { ...toMove(1, 30), phase: 'finished', waitingFor: [], current: -1, winners: ['Bob'] } }),
    );
    expect(over.notices).toEqual([]);
    expect(over.state.games).toEqual([]);
  });
});
