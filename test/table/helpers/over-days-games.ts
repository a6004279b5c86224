/** My games entries of tables played over days, and the relays' answers about them, for the come-back tests. */
import type { RelayTurn } from '../../../src/sync/archive/relay-turn.js';
import type { MyGame } from '../../../src/table/my-games.js';

/** A sound room name: `<id>.<a host key>`. */
export const roomOf = (id: string) => `${id}.${'A'.repeat(43)}`;

/** An online game of Ann, Bob and Cleo played over days, this browser in seat 1, Ann to move. */
export const overDaysGame = (id: string, over: Partial<MyGame> = {}): MyGame => ({
  id: roomOf(id),
  kind: 'online',
  link: `https://carc.example/#${roomOf(id)}`,
  game: 'carcassonne',
  host: false,
  players: [
    { name: 'Ann', color: '#c33' },
    { name: 'Bob', color: '#33c' },
    { name: 'Cleo', color: '#3c3' },
  ],
  mySeat: 1,
  phase: 'playing',
  current: 0,
  turn: 4,
  winners: [],
  updatedAt: 1_000,
  days: 3,
  ...over,
});

/** The relays' answer: `seat` to move at `turn`. */
export const seatToMove = (seat: number, turn: number, over: Partial<RelayTurn> = {}): RelayTurn => ({
  ok: true,
  phase: 'playing',
  waitingFor: [seat],
  current: seat,
  turn,
  mine: false,
  mySeat: null,
  players: ['Ann', 'Bob', 'Cleo'],
  winners: [],
  wires: 12,
  complete: 1,
  ...over,
});
