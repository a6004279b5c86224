/**
 * Perft counts of legalMoves(), as chess.js counts its move generator: the moves of a position
 * (depth 1), and the moves after each of them (depth 2, the next tile being fixed by the deck),
 * over fixed seeded positions of both games. A pass is not counted (legalMoves leaves it out); a
 * finished game counts as one leaf. New World counts each scoring order as a move.
 *
 * Cross-checked when the engine took the listing over (issue 21): the same counts came from the
 * bots' own listing (src/bots/moves.ts) and from the table's (legalMoves in src/table/turn-flow.ts)
 * as they were before, each made duplicate-free (a hand of two equal tiles listed its moves twice);
 * the old turn flow named no scoring orders, so it agreed with legalMoves(0) in New World
 * (93 and 1,221 on the position with orders).
 */
import { describe, expect, it } from 'vitest';
import { perft, seededPosition } from './helpers/move-lists.js';

const POSITIONS: [name: string, game: 'carcassonne' | 'new-world', rules: object, seed: string, players: number, turns: number, counts: number[]][] = [
  ['the start', 'carcassonne', {}, 'perft/start', 2, 0, [16, 620, 19904]],
  ['a mid-game', 'carcassonne', {}, 'perft/mid', 3, 25, [61, 1317]],
  ['The Abbot', 'carcassonne', { abbot: true }, 'perft/abbot', 2, 30, [21, 802]],
  ['a hand of three', 'carcassonne', { hand: 3 }, 'perft/hand', 2, 15, [72, 5582]],
  ['both rivers, The Abbot', 'carcassonne', { river: 'river1+2', abbot: true }, 'perft/river', 2, 5, [3, 36]],
  ['New World, the start', 'new-world', {}, 'perft/nw', 2, 0, [160, 15984]],
  ['New World, a mid-game', 'new-world', {}, 'perft/nw-mid', 3, 30, [32, 649]],
  ['New World, scoring orders', 'new-world', { coastCloses: true }, 'nwo/4', 3, 22, [94, 1241]],
];

describe('perft: legal move counts of fixed seeded positions', () => {
  it.each(POSITIONS)('%s', (_, game, rules, seed, players, turns, counts) => {
    const g = seededPosition(game, rules, seed, players, turns);
    expect(g.turn).toBe(turns);
    expect(counts.map((_, d) => perft(g, d + 1))).toEqual(counts);
  });

  it('New World without scoring orders: one move per placement and settler', () => {
    const g = seededPosition('new-world', { coastCloses: true }, 'nwo/4', 3, 22);
    expect('game' in g && g.legalMoves(0).length).toBe(93);
  });
});
