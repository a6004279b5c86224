/**
 * Positions valued in points, per player: the score, plus what each feature a player holds (has
 * the follower majority on) is expected to bring, plus the followers still in supply.
 *
 * Two weightings share one walk over the features. `simple` (the greedy baseline) values a feature
 * at what final scoring would give it now. `full` (medium, hard) weighs completion by how many
 * tiles are left: a feature with `open` unmatched edges completes with probability q^open, where
 * q = R / (R + edgeK) falls as the bag R empties; a city is worth twice as much complete, a
 * monastery fills its empty squares at a similar rate, a field counts completed cities next to it
 * and those likely to complete; a follower in supply is worth more while many tiles are left.
 * Only +, -, * and / are used, never Math.exp or Math.log, whose last bits may differ between
 * JavaScript engines: every peer that re-runs a bot must reach the same numbers.
 */
import { SegKind, type Game } from '../engine/index.js';
import type { BotGame } from './bot-game.js';
import { weightsAt, type EvalWeights } from './eval-weights.js';

export const SIMPLE_WEIGHTS: EvalWeights = { full: false, edgeK: 0, fillK: 0, growth: 0, supply: 1, supplyK: 0, supplyDecay: 1, abbot: 1 };
export const FULL_WEIGHTS: EvalWeights = { full: true, edgeK: 10, fillK: 12, growth: 0.5, supply: 5, supplyK: 25, supplyDecay: 1, abbot: 3 };
/**
 * hard's own weights, tuned by one-move play against greedy (400 games, seats alternated, per
 * setting; FULL_WEIGHTS win 60% of them): rating open features' completion lower (edgeK 10 → 40:
 * 76%) and their room to grow higher (growth 0.5 → 8: 87%) won most; more follower value in supply
 * (5 → 8) helped alone but not with those, and fillK, supplyK, supplyDecay changed little.
 */
export const HARD_WEIGHTS: EvalWeights = { ...FULL_WEIGHTS, edgeK: 40, growth: 8 };

const seen: number[] = [];
const cities: number[] = [];
let counts = new Int32Array(6);

/** Tiles still to be played: the bag and the hands. */
export function tilesLeft<G extends BotGame<G>>(game: G): number {
  let n = game.deck.length - game.deckPos;
  if (game.hands) for (const h of game.hands) n += h.length;
  return n;
}

/**
 * Calls `fn` once for each feature that has followers (its root), with each player's follower count
 * on it and the largest count (the players with it hold the feature).
 */
export function forEachHeld<G extends BotGame<G>>(game: G, fn: (root: number, counts: Int32Array, best: number) => void): void {
  const f = game.features;
  if (counts.length < game.players.length) counts = new Int32Array(game.players.length);
  seen.length = 0;
  for (const s of game.boardFollowers) {
    const root = f.find(s);
    if (seen.includes(root)) continue;
    seen.push(root);
    counts.fill(0);
    let best = 0;
    f.forEachMember(root, (m) => {
      const o = f.owner[m];
      if (o && ++counts[o - 1] > best) best = counts[o - 1];
    });
    fn(root, counts, best);
  }
}

/** Each player's value in points, into `out`. A finished game is its scores. */
export function evaluate(game: Game, weights: EvalWeights, out: Float64Array = new Float64Array(game.players.length)): Float64Array {
  const n = game.players.length;
  const w = weightsAt(weights, n);
  for (let p = 0; p < n; p++) out[p] = game.scores[p];
  if (game.finished) return out;
  const R = tilesLeft(game);
  const q = w.full ? R / (R + w.edgeK) : 0;
  forEachHeld(game, (root, counts, best) => {
    const value = featureValue(game, root, w, R, q);
    for (let p = 0; p < n; p++) if (counts[p] === best) out[p] += value;
  });
  const supply = w.full ? (w.supply * R) / (R + w.supplyK) : w.supply;
  const abbot = w.full ? (w.abbot * R) / (R + w.supplyK) : w.abbot;
  for (let p = 0; p < n; p++) out[p] += supplyValue(game.followersLeft[p], w.supplyDecay) * supply + game.abbotsLeft[p] * abbot;
  return out;
}

/** 1 + d + d² + ... for k followers: the first ones kept back matter most. */
export function supplyValue(k: number, d: number): number {
  let v = 0;
  let m = 1;
  for (let i = 0; i < k; i++, m *= d) v += m;
  return v;
}

export function powInt(q: number, k: number): number {
  let v = 1;
  for (let i = 0; i < k; i++) v *= q;
  return v;
}

function featureValue(game: Game, root: number, w: EvalWeights, R: number, q: number): number {
  const f = game.features;
  const rules = game.rules;
  const kind = f.kind[root];
  if (kind === SegKind.field) return fieldValue(game, root, w, q);
  const incomplete = rules.scoreIncomplete;
  if (kind === SegKind.monastery || kind === SegKind.garden) {
    const idx = (root / f.stride) | 0;
    const around = game.board.neighbours8(game.board.x[idx], game.board.y[idx]);
    if (!w.full) return incomplete ? 1 + around : 0;
    const fill = R / (R + w.fillK);
    return incomplete ? 1 + around + (8 - around) * fill : 9 * powInt(fill, 8 - around);
  }
  const tiles = f.tileCount(root);
  const base = kind === SegKind.road ? tiles : tiles + f.pennants[root];
  if (!w.full) return incomplete ? base : 0;
  const complete = kind === SegKind.city && !(rules.tinyCity && tiles === 2) ? 2 * base : base;
  const open = f.open[root];
  const p = powInt(q, open);
  return p * complete + (1 - p) * (incomplete ? base : 0) + w.growth * open * q * p;
}

/** Farmers: completed cities next to the field, plus (full) those likely to complete. */
function fieldValue(game: Game, root: number, w: EvalWeights, q: number): number {
  const rules = game.rules;
  if (rules.farmers === 'off') return 0;
  const f = game.features;
  citiesBeside(game, root, cities);
  const per = rules.farmers === 'c3' ? 3 : 4;
  let value = 0;
  for (const city of cities) {
    const open = f.open[city];
    if (open === 0) value += per;
    else if (w.full) value += per * powInt(q, open);
  }
  return value;
}

/** The cities (their roots) beside the field `root`, into `out`. */
export function citiesBeside(game: Game, root: number, out: number[]): number[] {
  const f = game.features;
  const tiles = game.catalogue.tiles;
  out.length = 0;
  f.forEachMember(root, (m) => {
    const idx = (m / f.stride) | 0;
    for (const c of tiles[game.board.tile[idx]].segments[m % f.stride].cities) {
      const city = f.find(idx * f.stride + c);
      if (!out.includes(city)) out.push(city);
    }
  });
  return out;
}

/**
 * Player p's value against the others: what a search maximises for p. Two players: p minus the
 * other. More: p minus a mix of the best other (`mix` 1, the default) and the others' mean (0).
 */
export function relative(values: Float64Array, p: number, mix = 1): number {
  let best = -Infinity;
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    if (i === p) continue;
    sum += values[i];
    if (values[i] > best) best = values[i];
  }
  if (best === -Infinity) return values[p];
  return values[p] - (mix * best + ((1 - mix) * sum) / (values.length - 1));
}
