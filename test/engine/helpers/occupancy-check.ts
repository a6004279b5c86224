/**
 * The occupancy check of occupancy-property-*.test.ts (issue 13): in random games, after each
 * placement the spots the engine offers must be exactly the segments whose feature, found by a
 * plain flood fill over a board the test keeps itself, holds no follower; and every follower the
 * engine accepted must stand alone on its feature when it is put there. Four test files share the
 * variants in four parts, so that the last of them end close together on the suite's workers.
 */
import { describe, expect, it } from 'vitest';
import { Rng, createGame, randomMove, type Game, type GameEvent, type Rotation } from '../../../src/engine/index.js';
import { PlainBoard } from './plain-board.js';

/** Every option that changes where followers go or what a feature is, alone and together. */
export const VARIANTS: Record<string, unknown>[] = [
  {},
  { farmers: 'c1' },
  { farmers: 'off' },
  { tinyCity: true, followers: 3 },
  { abbot: true },
  { river: 'river1' },
  { river: 'river2' },
  { river: 'river1+2' },
  { river: 'river1+2-two-lakes', abbot: true },
  { startPlayer: 'random', startTileInBag: true },
  { hand: 3 },
  { previewNextTile: true },
  { unplaceable: 'return' },
  { holeBonusTurn: true, scoreIncomplete: false },
  { board: { width: 7, height: 7 } },
  { board: { width: 5, height: 9 }, borderCompletes: true, abbot: true },
  { river: 'river2', abbot: true, hand: 3, unplaceable: 'return', holeBonusTurn: true, board: { width: 11, height: 11 }, borderCompletes: true, farmers: 'c1' },
];

const GAMES_PER_VARIANT = Number(process.env.OCC_GAMES ?? 10_000);
const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay'];

/**
 * The follower spots the plain board says the current player may use on the tile just laid there;
 * `others` is the plain board's othersOnEach for that tile.
 */
function expectedSegments(game: Game, plain: PlainBoard, tileId: string, x: number, y: number, others: () => number[]): number[] {
  const tile = game.catalogue.byId.get(tileId)!;
  if (tile.volcano || game.followersLeft[game.current] <= 0) return [];
  const counts = others();
  const out: number[] = [];
  plain.segmentsOf(x, y).forEach((seg, i) => {
    if (seg.kind === 'river' || seg.kind === 'garden') return;
    if (seg.kind === 'field' && game.rules.farmers === 'off') return;
    if (counts[i] === 0) out.push(i);
  });
  return out;
}

function sameNumbers(a: number[], b: number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Game `i` of a variant played at random and checked at every move; the followers it checked (exported to time a slice of the games). */
export function playChecked(rules: Record<string, unknown>, i: number, rulesJson = JSON.stringify(rules)): number {
  const players = NAMES.slice(0, 2 + (i % 5));
  const created = createGame({ players, seed: `occupancy ${rulesJson} ${i}`, rules });
  if (!created.ok) throw new Error(created.error.message);
  const game = created.game;
  const plain = new PlainBoard();
  const start = game.placedTile(0);
  plain.place(start.id, start.at[0], start.at[1], start.rot);
  const rng = new Rng([i, 7, 11, 13]);
  let checked = 0;
  while (!game.finished) {
    const move = randomMove(game, rng)!;
    const [x, y] = move.at;
    plain.place(move.tile, x, y, move.rot);
    // the plain board's counts for this tile, flooded once for the move (the board does not change before play)
    let counts: number[] | null = null;
    const others = () => (counts ??= plain.othersOnEach(x, y));
    const offered = game
      .followerSpots(move.at, move.rot as Rotation, move.tile)
      .map((s) => plain.segmentOfSpot(x, y, s))
      .sort((a, b) => a - b);
    const expected = expectedSegments(game, plain, move.tile, x, y, others);
    // expect() only on a mismatch: called for every move of 170,000 games it would cost more than the games
    if (!sameNumbers(offered, expected)) expect(offered, `${move.tile} at ${x},${y} turned ${move.rot}, move ${game.turn + 1}`).toEqual(expected);
    const spot = move.meeple ?? move.abbot;
    const seg = spot === undefined ? -1 : plain.segmentOfSpot(x, y, spot);
    if (spot !== undefined) {
      const onFeature = others()[seg];
      if (onFeature !== 0) expect(onFeature, `follower on ${spot} at ${x},${y}`).toBe(0);
      checked++;
    }
    const res = game.play(move);
    if (!res.ok) throw new Error(`${res.error.code}: ${res.error.message}`);
    if (seg >= 0) plain.addFollower(x, y, seg);
    for (const e of res.events as GameEvent[]) {
      if (e.type === 'scored') for (const r of e.returned) plain.removeFollower(r.at[0], r.at[1]);
    }
  }
  return checked;
}

/** The property over `GAMES_PER_VARIANT` games for each of the given variants. */
export function describeOccupancy(variants: Record<string, unknown>[]): void {
  describe.each(variants.map((v) => [JSON.stringify(v), v] as const))('occupancy by flood fill, rules %s', (_, rules) => {
    it(`${GAMES_PER_VARIANT.toLocaleString('en')} random games: spots offered are exactly the unoccupied features`, () => {
      let followers = 0;
      const rulesJson = JSON.stringify(rules);
      for (let i = 0; i < GAMES_PER_VARIANT; i++) followers += playChecked(rules, i, rulesJson);
      // the random player puts a follower on roughly a third of its turns: the check saw plenty
      expect(followers).toBeGreaterThan(GAMES_PER_VARIANT * 5);
    }, 600_000);
  });
}
