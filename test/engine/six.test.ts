/**
 * Two to six players (the sixth colour of the big-box edition, seed 003 notes 2 and 22): six seats,
 * seven followers and, with The Abbot, one abbot each; turns go round all six.
 */
import { describe, expect, it } from 'vitest';
import { Rng, createGame, exportRecord, randomMove, replayRecord } from '../../src/engine/index.js';
import { playSteps, type Step } from './helpers/games.js';

const SIX = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay'];

describe('six players', () => {
  it('each of six players has seven followers and an abbot, and turns go round all six', () => {
    const c = createGame({ players: SIX, seed: 'six', rules: { abbot: true } });
    if (!c.ok) throw new Error(c.error.message);
    const game = c.game;
    expect(game.snapshot().followers).toEqual([7, 7, 7, 7, 7, 7]);
    expect(game.snapshot().abbots).toEqual([1, 1, 1, 1, 1, 1]);
    const rng = new Rng([6, 6, 6, 6]);
    const seats: number[] = [];
    for (let i = 0; i < 12; i++) {
      seats.push(game.current);
      expect(game.play(randomMove(game, rng)!).ok).toBe(true);
    }
    expect(seats).toEqual([0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5]);
  });

  it('the sixth player scores like anyone else', () => {
    const steps: Step[] = [
      ['U', 1, 0, 0],
      ['U', 2, 0, 0],
      ['U', 3, 0, 0],
      ['U', 4, 0, 0],
      ['U', 5, 0, 0],
      ['W', 6, 0, 0, 'road:W'], // Fay closes nothing yet: the road runs west to D's open end
      ['A', -1, 0, 270], // Ann closes it at the monastery: A, D, five U and W
    ];
    const p = playSteps(steps, { players: SIX, tail: ['U'] });
    expect(p.scores).toEqual([0, 0, 0, 0, 0, 8]);
  });

  it('six players with both rivers and The Abbot play to the end and replay to the same scores', () => {
    for (let i = 0; i < 10; i++) {
      const c = createGame({ players: SIX, seed: `six river ${i}`, rules: { river: 'river1+2', abbot: true } });
      if (!c.ok) throw new Error(c.error.message);
      const game = c.game;
      const rng = new Rng([i, 6, 6, 6]);
      while (!game.finished) expect(game.play(randomMove(game, rng)!).ok).toBe(true);
      const replay = replayRecord(JSON.parse(JSON.stringify(exportRecord(game))));
      expect(replay.ok && replay.game.snapshot().scores).toEqual(game.snapshot().scores);
    }
  });
});
