/**
 * The pass move `{ pass: true }` (online play skips a seat with it) and the record fields that came
 * with hidden draws (`first`, `redraws`): the next player plays the same tile or their own hand,
 * nothing else changes, and records with passes replay.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMove, checkMoveShape, createGame, exportRecord, parseRecord, randomMove, replayRecord, Rng, type Game, type TurnMove } from '../../src/engine/index.js';

function started(setup: Parameters<typeof createGame>[0]): Game {
  const c = createGame(setup);
  if (!c.ok) throw new Error(`${c.error.code}: ${c.error.message}`);
  return c.game;
}

const seen = (g: Game) => {
  const s = g.snapshot();
  return { tiles: s.tiles, meeples: s.meeples, scores: s.scores, followers: s.followers, abbots: s.abbots, remaining: s.remaining };
};

describe('passing', () => {
  it('gives the same drawn tile to the next player and changes nothing else', () => {
    const g = started({ players: ['Ann', 'Ben', 'Cat'], seed: 'pass' });
    g.play(randomMove(g, Rng.fromSeed('m'))!);
    const before = seen(g);
    const tile = g.currentTile!.id;
    const res = g.play({ pass: true });
    expect(res.ok && res.events).toEqual([
      { type: 'turn-passed', turn: 2, player: 1 },
      { type: 'turn-started', turn: 3, player: 2, tile },
    ]);
    expect(g.current).toBe(2);
    expect(g.currentTile!.id).toBe(tile);
    expect(g.turn).toBe(2);
    expect(g.moves[1]).toEqual({ pass: true });
    expect(seen(g)).toEqual(before);
    // a whole round of passes comes back to the same player with the same tile
    for (let i = 0; i < 3; i++) expect(g.play({ pass: true }).ok).toBe(true);
    expect([g.current, g.currentTile!.id, g.turn]).toEqual([2, tile, 5]);
  });

  it('with hands, the next player plays from their own hand; the passer keeps theirs', () => {
    const g = started({ players: ['Ann', 'Ben'], seed: 'hands', rules: { hand: 3 } });
    const hands = g.snapshot().hands!;
    const res = g.play({ pass: true });
    expect(res.ok).toBe(true);
    expect(g.current).toBe(1);
    expect(g.snapshot().hands).toEqual(hands);
    expect(g.choices().map((t) => t.id)).toEqual(hands[1]);
  });

  it("with hands, a next player none of whose tiles fits sets them aside and draws (the pass's own draws)", () => {
    // a table of two squares: east of the start's road only a tile with a road on its west edge fits
    const rules = { previewNextTile: true, board: { width: 2, height: 1 } };
    const g = started({ players: ['Ann', 'Ben'], deck: ['V', 'E', 'V'], rules });
    expect(g.snapshot().hands).toEqual([['V'], ['E']]);
    const res = g.play({ pass: true });
    expect(res.ok && res.events).toEqual([
      { type: 'turn-passed', turn: 1, player: 0 },
      { type: 'tile-discarded', tile: 'E', reason: 'no-legal-placement' },
      { type: 'turn-started', turn: 2, player: 1, tile: 'V' },
    ]);
    expect(g.snapshot().hands).toEqual([['V'], ['V']]);
  });

  it('the same with hidden draws: the draw after a pass comes from its drawSeed', () => {
    const g = started({ players: ['Ann', 'Ben'], hidden: { seed: 'hp' }, rules: { hand: 2 } });
    expect(g.play({ pass: true }).ok).toBe(false);
    const hand = g.snapshot().hands![1];
    expect(g.play({ pass: true }, 'p1').ok).toBe(true);
    expect(g.snapshot().hands![1]).toEqual(hand);
    expect(g.hiddenFrom).toBe(4);
  });

  it('refuses a malformed pass, and any move once the game is over', () => {
    expect(checkMoveShape({ pass: true })).toBeNull();
    for (const bad of [{ pass: false }, { pass: 1 }, { pass: true, tile: 'E' }, { pass: true, at: [0, 1], rot: 0 }]) {
      expect(checkMoveShape(bad)?.code, JSON.stringify(bad)).toBe('move/invalid');
    }
    const g = started({ players: ['Ann', 'Ben'], deck: ['V'] });
    expect(g.play({ tile: 'V', at: [1, 0], rot: 0 }).ok).toBe(true);
    expect(applyMove(g, { pass: true })).toMatchObject({ ok: false, error: { code: 'move/game-over' } });
  });
});

describe('records with passes, first and redraws', () => {
  it('random games with passes export records that replay to the same game, passes listed as {"pass":true}', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.integer(),
        fc.constantFrom({}, { hand: 2 }, { river: 'river2' }, { unplaceable: 'return', board: { width: 5, height: 5 } }),
        (seed, moveSeed, rules) => {
          const g = started({ players: ['Ann', 'Ben', 'Cat'], seed, rules });
          const rng = Rng.fromSeed(String(moveSeed));
          while (!g.finished) {
            const move: TurnMove = rng.int(4) === 0 ? { pass: true } : randomMove(g, rng)!;
            expect(g.play(move).ok).toBe(true);
          }
          const text = JSON.stringify(exportRecord(g));
          const rec = parseRecord(text);
          expect(rec.ok && rec.record.moves.filter((m) => m.pass)).toEqual(g.moves.filter((m) => m.pass).map(() => ({ pass: true })));
          const replay = replayRecord(text);
          expect(replay.ok && replay.game.snapshot()).toEqual(g.snapshot());
        },
      ),
      { seed: 5, numRuns: 40 },
    );
  });

  it('old records are unchanged: no first, no redraws', () => {
    for (const rules of [{}, { startPlayer: 'random', unplaceable: 'return' }]) {
      const rec = exportRecord(started({ players: ['Ann', 'Ben'], seed: 'old', rules }));
      expect(Object.keys(rec)).not.toContain('first');
      expect(Object.keys(rec)).not.toContain('redraws');
    }
  });

  it('parseRecord checks first and redraws', () => {
    const base = { format: 'carcassonne-record/1', players: ['Ann', 'Ben'], deck: ['V'], moves: [] };
    expect(parseRecord({ ...base, first: 1, redraws: true }).ok).toBe(true);
    for (const bad of [{ first: 2 }, { first: -1 }, { first: 0.5 }, { first: '1' }, { redraws: false }, { redraws: 'yes' }, { moves: [{ pass: true, tile: 'V' }] }]) {
      const res = parseRecord({ ...base, ...bad });
      expect(res.ok ? null : res.error.code, JSON.stringify(bad)).toBe('record/invalid');
    }
  });

  it('redraws: a tile that fits nowhere is re-inserted nowhere; it reads as returned only if it comes again', () => {
    const rules = { unplaceable: 'return', board: { width: 2, height: 1 } };
    const record = (deck: string[]) => ({ format: 'carcassonne-record/1', players: ['Ann', 'Ben'], rules, deck, redraws: true, moves: [] });
    const again = replayRecord(record(['E', 'E', 'V']));
    expect(again.ok && again.events.filter((e) => e.type.startsWith('tile-'))).toEqual([
      { type: 'tile-returned', tile: 'E', reason: 'no-legal-placement' },
      { type: 'tile-discarded', tile: 'E', reason: 'no-legal-placement' },
    ]);
    expect(again.ok && again.game.snapshot().remaining).toBe(1);
    const once = replayRecord(record(['E', 'V']));
    expect(once.ok && once.events.filter((e) => e.type.startsWith('tile-'))).toEqual([{ type: 'tile-discarded', tile: 'E', reason: 'no-legal-placement' }]);
  });
});
