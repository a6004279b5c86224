/**
 * Property tests over whole random games (fast-check, fixed seeds so failures reproduce): random
 * players, rules and shuffles; moves from `randomMove` driven by an Rng seeded from fast-check.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng, applyMove, createGame, exportRecord, replayRecord, randomMove, type Game, type GameEvent, type Rotation } from '../../src/engine/index.js';
import { segmentAtSpot } from '../../src/engine/spots.js';
import { BASE_TILES } from '../../src/engine/tiles/base-tiles.js';
import { observable, randomGame } from './helpers/games.js';

const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay'];
const SPOTS = [
  'road:N',
  'road:E',
  'road:S',
  'road:W',
  'city:N',
  'city:E',
  'city:S',
  'city:W',
  'monastery',
  'garden',
  'field:NNW',
  'field:NNE',
  'field:ENE',
  'field:ESE',
  'field:SSE',
  'field:SSW',
  'field:WSW',
  'field:WNW',
];

const setupArb = fc.record({
  seed: fc.string({ maxLength: 10 }),
  moveSeed: fc.nat(),
  players: fc.integer({ min: 2, max: 6 }),
  rules: fc.record({ farmers: fc.constantFrom('c3', 'c1', 'off'), tinyCity: fc.boolean(), followers: fc.integer({ min: 1, max: 7 }) }),
});
type Setup = typeof setupArb extends fc.Arbitrary<infer T> ? T : never;

function start(s: Setup): Game {
  const created = createGame({ players: NAMES.slice(0, s.players), seed: s.seed, rules: s.rules });
  if (!created.ok) throw new Error(created.error.message);
  return created.game;
}

const pointsIn = (events: GameEvent[], players: number) => {
  const won = new Array(players).fill(0);
  for (const e of events) if (e.type === 'scored') for (const p of e.winners) won[p] += e.points;
  return won;
};

describe('random games', () => {
  it('play to the end with followers conserved, scores never falling, score events adding up, applyMove pure, and the record replaying to the same game', () => {
    fc.assert(
      fc.property(setupArb, (s) => {
        let game = start(s);
        const rng = new Rng([s.moveSeed, 1, 2, 3]);
        const allEvents: GameEvent[] = [];
        let scores = game.snapshot().scores;
        while (!game.finished) {
          const move = randomMove(game, rng);
          expect(move).not.toBeNull();
          const before = game.snapshot();
          const res = applyMove(game, move);
          expect(game.snapshot()).toEqual(before); // the input state is untouched
          if (!res.ok) throw new Error(`${res.error.code}: ${JSON.stringify(move)}`);
          game = res.state;
          allEvents.push(...res.events);
          const snap = game.snapshot();
          for (let p = 0; p < s.players; p++) {
            expect(snap.followers[p] + snap.meeples.filter((m) => m.player === p).length).toBe(s.rules.followers);
            expect(snap.scores[p]).toBeGreaterThanOrEqual(scores[p]);
          }
          if (s.rules.farmers === 'off') expect(snap.meeples.every((m) => m.kind !== 'farmer')).toBe(true);
          scores = snap.scores;
        }
        expect(pointsIn(allEvents, s.players)).toEqual(scores);
        expect(allEvents.at(-1)).toEqual({ type: 'game-over', scores });

        const replayed = replayRecord(JSON.stringify(exportRecord(game)));
        if (!replayed.ok) throw new Error(replayed.error.message);
        expect(observable(replayed.game)).toEqual(observable(game));
        expect(replayed.game.snapshot().scores).toEqual(scores);
      }),
      { seed: 20260101, numRuns: 120 },
    );
  });

  it('the same seed gives the same deck and, with the same moves, the same game', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), fc.nat(), fc.integer({ min: 0, max: 71 }), (seed, moveSeed, moves) => {
        const a = randomGame(seed, moveSeed, moves);
        const b = randomGame(seed, moveSeed, moves);
        expect(observable(a)).toEqual(observable(b));
        // the shuffled deck is the 71-tile supply
        const deck = [...exportRecord(a).deck!].sort();
        const supply = BASE_TILES.flatMap((t) => Array(t.id === 'D' ? t.count - 1 : t.count).fill(t.id)).sort();
        expect(deck).toEqual(supply);
      }),
      { seed: 7, numRuns: 60 },
    );
  });

  it('every spot followerSpots lists is accepted, every other spot name is refused', () => {
    fc.assert(
      fc.property(setupArb, fc.integer({ min: 0, max: 60 }), (s, moves) => {
        const game = randomGame(s.seed, s.moveSeed, moves, { players: NAMES.slice(0, s.players), rules: s.rules });
        if (game.finished) return;
        const placements = game.legalPlacements();
        const place = placements[s.moveSeed % placements.length];
        const tile = game.currentTile!;
        const r = place.rot / 90;
        const listed = game.followerSpots(place.at, place.rot);
        // spots are canonical and distinct: one name per segment
        expect(new Set(listed.map((spot) => segmentAtSpot(tile, r, spot))).size).toBe(listed.length);
        const allowed = new Set(listed.map((spot) => segmentAtSpot(tile, r, spot)));
        for (const spot of SPOTS) {
          const res = game.clone().play({ tile: tile.id, at: place.at, rot: place.rot, meeple: spot });
          // another name of a listed segment (road:W on a W–E road) is the same spot
          const seg = segmentAtSpot(tile, r, spot);
          expect(res.ok, spot).toBe(seg >= 0 && allowed.has(seg));
        }
      }),
      { seed: 11, numRuns: 80 },
    );
  });
});

describe('hostile input never throws', () => {
  const nearMove = fc.record(
    {
      tile: fc.constantFrom(...BASE_TILES.map((t) => t.id), 'EG', 'Z', ''),
      at: fc.tuple(fc.integer({ min: -4, max: 4 }), fc.integer({ min: -4, max: 4 })),
      rot: fc.constantFrom<Rotation | number>(0, 90, 180, 270, 45, -90),
      meeple: fc.constantFrom(...SPOTS, 'castle', 'field:N'),
    },
    { requiredKeys: ['tile', 'at', 'rot'] },
  );

  it('play() answers anything, near-moves included, and a refusal changes nothing', () => {
    fc.assert(
      fc.property(setupArb, fc.integer({ min: 0, max: 40 }), fc.oneof(nearMove, fc.anything()), (s, moves, move) => {
        const game = randomGame(s.seed, s.moveSeed, moves, { players: NAMES.slice(0, s.players), rules: s.rules });
        const before = observable(game);
        const res = game.play(move);
        if (!res.ok) {
          expect(res.error.code).toMatch(/^move\//);
          expect(observable(game)).toEqual(before);
        } else expect(game.turn).toBe(before.snapshot.turn + 1);
      }),
      { seed: 3, numRuns: 300 },
    );
  });

  it('replayRecord answers any value with ok or a record/ or move/ code', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), fc.json(), fc.record({ format: fc.constant('carcassonne-record/1'), players: fc.anything(), deck: fc.anything(), moves: fc.array(nearMove, { maxLength: 4 }) })),
        (input) => {
          const res = replayRecord(input);
          if (!res.ok) expect(res.error.code).toMatch(/^(record|move)\//);
        },
      ),
      { seed: 5, numRuns: 300 },
    );
  });
});
