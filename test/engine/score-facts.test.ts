/**
 * Score events carry what their points are made of (followers per player, pennants, completed
 * cities next to a field, squares around a monastery, the small-city and abbot-return cases), so
 * that the UI can explain every point. Checked on hand-made games, and on random games under every
 * rules option that changes scoring: the points always follow from the facts.
 */
import { describe, expect, it } from 'vitest';
import { exportRecord, replayRecord, type Game, type GameEvent, type ScoreEvent } from '../../src/engine/index.js';
import { playSteps, randomGame } from './helpers/games.js';
import { SCORING_VARIANTS } from './helpers/scoring-variants.js';

/** The points a score event's facts give, by the rules as docs/rules.md states them. */
function pointsFromFacts(e: ScoreEvent, farmers: string): number {
  const tiles = e.tiles.length;
  if (e.feature === 'road') return tiles;
  if (e.feature === 'city') {
    const p = e.pennants!;
    return e.complete && !e.tinyCity ? 2 * (tiles + p) : tiles + p;
  }
  if (e.feature === 'monastery' || e.feature === 'garden') return e.complete ? 9 : 1 + e.around!;
  return farmers === 'c1' ? 4 : 3 * e.cities!;
}

function checkEvents(events: GameEvent[], farmers: string): number {
  let n = 0;
  for (const e of events) {
    if (e.type !== 'scored') continue;
    n++;
    expect(e.points, JSON.stringify(e)).toBe(pointsFromFacts(e, farmers));
    const best = Math.max(...e.followers!);
    expect(e.winners).toEqual(e.followers!.flatMap((c, p) => (c === best ? [p] : [])));
    if (e.feature === 'monastery' || e.feature === 'garden') expect(e.complete ? e.around : 8).toBe(8);
    if (e.edge !== undefined) expect(e.edge).toBeLessThanOrEqual(e.around!);
    if (e.tinyCity) expect([e.feature, e.complete, e.tiles.length]).toEqual(['city', true, 2]);
  }
  return n;
}

describe('score facts on hand-made games', () => {
  it("the record format's example (docs/record-format.md): a two-tile city with a knight, then a farmer next to two completed cities", () => {
    const p = playSteps(
      [
        ['E', 0, -1, 180, 'field:NNW'],
        ['H', 0, -2, 90],
        ['E', 1, -2, 270, 'city:W'],
      ],
      { tail: [] },
    );
    const [city, field] = p.scored;
    expect(city).toMatchObject({ feature: 'city', points: 4, complete: true, followers: [1, 0], pennants: 0 });
    expect(city.tinyCity).toBeUndefined();
    expect(field).toMatchObject({ feature: 'field', points: 6, followers: [1, 0], cities: 2 });
  });

  it('a small city under tinyCity says so; the same city scores double without it', () => {
    const steps: Parameters<typeof playSteps>[0] = [['E', 0, -1, 180, 'city:S']];
    const tiny = playSteps(steps, { rules: { tinyCity: true }, tail: ['U'] }).scored[0];
    expect(tiny).toMatchObject({ points: 2, tinyCity: true, pennants: 0 });
    expect(playSteps(steps, { tail: ['U'] }).scored[0]).toMatchObject({ points: 4, pennants: 0 });
  });

  it('an unfinished monastery at the end counts the tiles around it, and the abbot taken back says so', () => {
    const p = playSteps(
      [
        ['B', 0, 1, 0, 'monastery'],
        ['U', 1, 1, 90],
      ],
      { tail: [] },
    );
    expect(p.scored[0]).toMatchObject({ feature: 'monastery', points: 3, complete: false, around: 2 });
    const moves = [
      { tile: 'B', at: [0, 1], rot: 0, abbot: 'monastery' },
      { tile: 'U', at: [1, 1], rot: 90 },
      { tile: 'U', at: [-1, 1], rot: 90, returnAbbot: true },
    ];
    const res = replayRecord({ format: 'carcassonne-record/1', players: ['Alice', 'Bob'], rules: { abbot: true }, deck: ['B', 'U', 'U', 'U'], moves });
    if (!res.ok) throw new Error(res.error.message);
    const back = res.events.find((e): e is ScoreEvent => e.type === 'scored');
    expect(back).toMatchObject({ turn: 3, feature: 'monastery', points: 4, around: 3, abbotReturn: true, winners: [0] });
  });
});

describe('score facts on random games', () => {
  for (const [name, rules] of SCORING_VARIANTS) {
    it(`the points follow from the facts (${name}, 60 games)`, () => {
      let scored = 0;
      let kinds = new Set<string>();
      for (let i = 0; i < 60; i++) {
        const game = randomGame(`facts-${name}`, i, Infinity, { rules });
        const events = replay(game);
        scored += checkEvents(events, (rules.farmers as string) ?? 'c3');
        for (const e of events) if (e.type === 'scored') kinds = kinds.add(`${e.feature}${e.abbotReturn ? '+abbot' : ''}${e.tinyCity ? '+tiny' : ''}${e.edge ? '+edge' : ''}`);
      }
      expect(scored).toBeGreaterThan(100);
      if (name === 'abbot') expect([...kinds]).toContain('monastery+abbot');
      if (name === 'tinyCity') expect([...kinds]).toContain('city+tiny');
      if (name === 'borderCompletes') expect([...kinds].some((k) => k.endsWith('+edge'))).toBe(true);
    });
  }
});

/** Every event of a finished game, replayed from its record. */
function replay(game: Game): GameEvent[] {
  const res = replayRecord(exportRecord(game));
  if (!res.ok) throw new Error(res.error.message);
  return res.events;
}
