/**
 * Whole random New World games: 1,000 per player count that finish and replay from their exported
 * records to the same scores, and fast-check properties over seeds (scores only grow, settlers are
 * conserved, applyMove-style cloning leaves the original untouched, records replay to the same game).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/rng.js';
import { NewWorldGame, exportNewWorldRecord, parseNewWorldRecord, randomNewWorldMove, replayNewWorld, type NewWorldEvent } from '../../../src/engine/new-world/index.js';

const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'];

function randomGame(players: number, seed: string, shuffleOrder: boolean, rules?: Record<string, unknown>): NewWorldGame {
  const c = NewWorldGame.create({ players: NAMES.slice(0, players), seed, rules });
  if (!c.ok) throw new Error(c.error.message);
  const rng = Rng.fromSeed(`${seed}/moves`);
  while (!c.game.finished) {
    const move = randomNewWorldMove(c.game, rng, shuffleOrder);
    const res = move && c.game.play(move);
    if (!res || !res.ok) throw new Error(`seed ${seed}: refused ${JSON.stringify(move)}: ${res && res.error.message}`);
  }
  return c.game;
}

function replayed(game: NewWorldGame): NewWorldGame {
  const parsed = parseNewWorldRecord(JSON.parse(JSON.stringify(exportNewWorldRecord(game))));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const res = replayNewWorld(parsed.record);
  if (!res.ok) throw new Error(res.error.message);
  return res.game;
}

describe('random New World games', () => {
  it.each([2, 3, 4, 5])('1,000 games of %i players finish and replay to the same scores', (players) => {
    for (let i = 0; i < 1000; i++) {
      const game = randomGame(players, `nw${players}/${i}`, i % 4 === 0);
      expect(game.finished).toBe(true);
      expect(game.board.count).toBeLessThanOrEqual(95);
      const again = replayed(game);
      if (again.scores.join() !== game.scores.join()) expect([i, Array.from(again.scores)]).toEqual([i, Array.from(game.scores)]);
    }
  });

  it('keep their invariants move by move (fast-check)', () => {
    const setup = fc.record({
      seed: fc.string({ maxLength: 8 }),
      players: fc.integer({ min: 2, max: 5 }),
      shuffleOrder: fc.boolean(),
      rules: fc.record({
        settlers: fc.integer({ min: 1, max: 7 }),
        startingSpaces: fc.integer({ min: 1, max: 10 }),
        incompleteTrails: fc.constantFrom('tiles', 'segments'),
        coastCloses: fc.boolean(),
      }),
    });
    fc.assert(
      fc.property(setup, (s) => {
        const c = NewWorldGame.create({ players: NAMES.slice(0, s.players), seed: s.seed, rules: s.rules });
        if (!c.ok) throw new Error(c.error.message);
        const game = c.game;
        const rng = Rng.fromSeed(`${s.seed}/m`);
        const events: NewWorldEvent[] = [];
        let scores = Array.from(game.scores);
        while (!game.finished) {
          const move = randomNewWorldMove(game, rng, s.shuffleOrder);
          const copy = game.clone();
          const before = JSON.stringify(game.snapshot());
          const res = copy.play(move);
          expect(JSON.stringify(game.snapshot())).toBe(before);
          if (!res.ok) throw new Error(res.error.message);
          expect(game.play(move).ok).toBe(true);
          expect(JSON.stringify(game.snapshot())).toBe(JSON.stringify(copy.snapshot()));
          events.push(...res.events);
          const now = Array.from(game.scores);
          now.forEach((v, p) => expect(v).toBeGreaterThanOrEqual(scores[p]));
          scores = now;
          const snap = game.snapshot();
          for (let p = 0; p < s.players; p++) {
            expect(snap.followers[p] + snap.meeples.filter((m) => m.player === p).length).toBe(s.rules.settlers);
          }
          // after a surveyor moved, only trappers stand east of the eastern one
          const east = Math.max(...game.surveyors);
          if (res.events.some((e) => e.type === 'surveyor-moved')) expect(snap.meeples.filter((m) => m.at[0] > east && m.role !== 'trapper')).toEqual([]);
        }
        // every point comes from a score event
        const won = new Array(s.players).fill(0);
        for (const e of events) if (e.type === 'scored') e.winners.forEach((p, i) => (won[p] += e.points + e.surveyorBonus[i]));
        expect(won).toEqual(Array.from(game.scores));
        expect(JSON.stringify(replayed(game).snapshot())).toBe(JSON.stringify(game.snapshot()));
      }),
      { numRuns: 40, seed: 11 },
    );
  });
});

describe('New World with hidden draws', () => {
  it('draws each tile from the randomness its play brings, and its record replays to the same game', () => {
    for (let i = 0; i < 50; i++) {
      const c = NewWorldGame.create({ players: NAMES.slice(0, 2 + (i % 4)), hidden: { seed: `h${i}`, ...(i % 2 ? { landTiles: 30 } : {}) }, first: i % 2 });
      if (!c.ok) throw new Error(c.error.message);
      const game = c.game;
      expect(game.current).toBe(i % 2);
      const rng = Rng.fromSeed(`h${i}/m`);
      expect(game.play(randomNewWorldMove(game, rng))).toMatchObject({ ok: false, error: { code: 'move/draw-seed' } });
      let k = 0;
      let discarded = c.events.filter((e) => e.type === 'tile-discarded').length;
      while (!game.finished) {
        const move = rng.int(20) === 0 ? { pass: true as const } : randomNewWorldMove(game, rng)!;
        const res = game.play(move, `d${k++}`);
        if (!res.ok) throw new Error(res.error.message);
        discarded += res.events.filter((e) => e.type === 'tile-discarded').length;
      }
      expect(game.board.count + discarded).toBe(i % 2 ? 30 : 95);
      const rec = exportNewWorldRecord(game);
      expect(rec.first).toBe(i % 2);
      expect(Array.from(replayed(game).scores)).toEqual(Array.from(game.scores));
    }
  });

  it('keeps a clone’s draws apart from the original’s', () => {
    const c = NewWorldGame.create({ players: ['A', 'B'], hidden: { seed: 'clone' } });
    if (!c.ok) throw new Error(c.error.message);
    const a = c.game;
    const b = a.clone();
    const move = randomNewWorldMove(a, Rng.fromSeed('x'))!;
    a.play(move, 'one');
    b.play(move, 'two');
    const again = c.game.clone();
    expect(again.currentTile?.id).toBe(a.currentTile?.id);
    expect(a.deck).not.toBe(b.deck);
  });
});
