/**
 * expert-1ply's evaluation of a base game position, per player, in points: the score, plus for
 * every feature a player holds its value if complete times the chance it completes from the tiles
 * still to come (completion.ts) plus its value if left incomplete at the end times the rest, plus
 * fields at the farmers' rate per city next to them weighted by each city's chance, plus the
 * followers: one in supply is worth more while many tiles are left, and one on a feature likely to
 * complete is partly back in supply already. Only + - * / (see evaluate.ts).
 */
import { SegKind, type Game } from '../engine/index.js';
import type { Completion } from './completion.js';
import { citiesBeside, forEachHeld } from './evaluate.js';
import { FULL_WEIGHTS } from './evaluate.js';

/**
 * A follower in supply: SUPPLY points times R / (R + SUPPLY_K), as medium's (evaluate.ts) but worth
 * 8 rather than 5 (against medium, 100 games: 85% at 5 and at 8, 57% at 12; against hard, 60 games:
 * 55% at 5, 72% at 8)
 */
const SUPPLY = 8;
const SUPPLY_K = FULL_WEIGHTS.supplyK;
/** the share of a follower's supply value it has back when its feature is sure to complete */
const RETURN_SHARE = 0.5;

const beside: number[] = [];
const cityChance = new Map<number, number>();

/** Each player's value in points, into `out`. A finished game is its scores. */
export function evaluateExpert(game: Game, c: Completion, out: Float64Array = new Float64Array(game.players.length)): Float64Array {
  const n = game.players.length;
  for (let p = 0; p < n; p++) out[p] = game.scores[p];
  if (game.finished) return out;
  const R = c.left;
  const unit = (SUPPLY * R) / (R + SUPPLY_K);
  cityChance.clear();
  forEachHeld(game, (root, counts, best) => {
    const { value, p } = featureValue(game, c, root);
    for (let q = 0; q < n; q++) {
      if (counts[q] === best) out[q] += value;
      // a follower of any player comes back when a road, city, monastery or garden completes
      if (counts[q] > 0 && p > 0) out[q] += counts[q] * p * unit * RETURN_SHARE;
    }
  });
  const abbot = (FULL_WEIGHTS.abbot * R) / (R + SUPPLY_K);
  for (let q = 0; q < n; q++) out[q] += game.followersLeft[q] * unit + game.abbotsLeft[q] * abbot;
  return out;
}

/** What the feature is expected to score its holders, and its chance to complete (0 for fields). */
function featureValue(game: Game, c: Completion, root: number): { value: number; p: number } {
  const f = game.features;
  const rules = game.rules;
  const kind = f.kind[root];
  if (kind === SegKind.field) return { value: fieldValue(game, c, root), p: 0 };
  const incomplete = rules.scoreIncomplete;
  if (kind === SegKind.monastery || kind === SegKind.garden) {
    const idx = (root / f.stride) | 0;
    const x = game.board.x[idx];
    const y = game.board.y[idx];
    const all = c.allAround(game, x, y);
    // scored incomplete, a monastery is worth the squares filled at the end, whichever they are
    return { value: incomplete ? c.expectedAround(game, x, y) : 9 * all, p: all };
  }
  if (kind !== SegKind.road && kind !== SegKind.city) return { value: 0, p: 0 };
  const tiles = f.tileCount(root);
  const { p, squares } = c.feature(game, root);
  const pennants = kind === SegKind.city ? f.pennants[root] : 0;
  // complete, it has at least one more tile per square it still needs
  const grown = tiles + squares;
  const complete = kind === SegKind.city && !(rules.tinyCity && grown === 2) ? 2 * (grown + pennants) : grown + pennants;
  if (kind === SegKind.city) cityChance.set(root, p);
  return { value: p * complete + (1 - p) * (incomplete ? tiles + pennants : 0), p };
}

/** Farmers: each city beside the field at the farmers' rate, weighted by its chance to complete. */
function fieldValue(game: Game, c: Completion, root: number): number {
  const rules = game.rules;
  if (rules.farmers === 'off') return 0;
  const per = rules.farmers === 'c3' ? 3 : 4;
  let value = 0;
  for (const city of citiesBeside(game, root, beside)) {
    let p = cityChance.get(city);
    if (p === undefined) {
      p = c.feature(game, city).p;
      cityChance.set(city, p);
    }
    value += per * p;
  }
  return value;
}
