/**
 * Random games under every rules option of issue 3 (and some together, up to six players) never
 * crash, only make legal moves, keep `applyMove` pure, refuse a bad move without changing anything,
 * and export records that replay to the identical snapshot and scores.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng, applyMove, createGame, exportRecord, randomMove, replayRecord } from '../../src/engine/index.js';

const CONFIGS: Record<string, unknown>[] = [
  { river: 'river1' },
  { river: 'river2' },
  { river: 'river1+2', abbot: true },
  { abbot: true },
  { startPlayer: 'random' },
  { hand: 3 },
  { previewNextTile: true },
  { startTileInBag: true },
  { unplaceable: 'return' },
  { holeBonusTurn: true },
  { scoreIncomplete: false },
  { board: { width: 7, height: 7 } },
  { board: { width: 5, height: 9 }, borderCompletes: true },
  { river: 'river1+2', abbot: true, hand: 3, unplaceable: 'return', holeBonusTurn: true, board: { width: 11, height: 11 }, borderCompletes: true, startPlayer: 'random' },
];

describe.each(CONFIGS.map((c) => [JSON.stringify(c), c] as const))('random games with %s', (_, rules) => {
  it('play to the end legally and replay identically', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.integer({ min: 2, max: 6 }), fc.nat(), (seed, n, moveSeed) => {
        const players = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay'].slice(0, n);
        const c = createGame({ players, seed, rules });
        if (!c.ok) throw new Error(c.error.message);
        const game = c.game;
        const rng = new Rng([moveSeed >>> 0, 1, 2, 3]);
        let probe = true;
        while (!game.finished) {
          const move = randomMove(game, rng);
          expect(move).not.toBeNull();
          if (probe) {
            // once per game: the pure form leaves its input alone, and a refused move changes nothing
            probe = false;
            const before = JSON.stringify(game.snapshot());
            expect(applyMove(game, move).ok).toBe(true);
            expect(game.play({ ...move!, at: [999, 999] }).ok).toBe(false);
            expect(JSON.stringify(game.snapshot())).toBe(before);
          }
          const res = game.play(move);
          if (!res.ok) throw new Error(`${res.error.code}: ${res.error.message}`);
        }
        const replay = replayRecord(JSON.parse(JSON.stringify(exportRecord(game))));
        if (!replay.ok) throw new Error(`${replay.error.code}: ${replay.error.message}`);
        expect(replay.game.snapshot()).toEqual(game.snapshot());
      }),
      { numRuns: 12 },
    );
  });
});
