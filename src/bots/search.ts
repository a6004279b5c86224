/**
 * hard: determinized Monte Carlo tree search over the moves of the turn, for either game (the
 * game's GameKind lists, writes and values its moves; New World's moves include the scoring order).
 *
 * The tree: the root's children are this turn's moves (the best `width` by the one-move
 * evaluation); under each, chance (the tiles the other players draw) and the other players'
 * replies, down to the searcher's next turn, where the position is valued in points (evaluate.ts)
 * relative to the best opponent. Each iteration deals one possible order of the bag
 * (PublicView.sampleBag: the tiles left as a multiset, never their real order), picks a move by a
 * bandit rule (mean + explore * sqrt(N) / (1 + n)), and lets every other player answer in turn with
 * its best move by the same one-move evaluation over its own legal moves (a reply budget of
 * `replyWidth` moves in larger tables). A reply depends only on the tiles drawn, so each (move,
 * tiles) playout is computed once and cached: the iterations sample the chance nodes, the cache
 * makes repeated tile draws free.
 *
 * The evaluation is hard's own (HARD_WEIGHTS), tuned apart from medium's: most of hard's edge over
 * medium is there. Full-width replies (replyWidth) cost 3× the time and won no more games against
 * medium in a 60-game trial (55% against 57%); the searcher's own next turn (selfPly) costs 10×
 * and is left to try. At four players (one hard, three greedy, the bench's 200 games) rivals
 * counted half as the best one, half as their mean (rivalMix 0.5) won 51.5%, the best rival alone
 * 48.0%; their mean alone won 40% of a 48-game trial (46% for the best rival).
 *
 * What the Carcassonne MCTS literature found (Ameneyro, Galván, Kuri-Morales 2020) shapes this:
 * plain UCT statistics beat RAVE (a placement's worth depends on its square and what surrounds it,
 * so values shared across moves mislead), and MCTS's edge over a heuristic player came from
 * long-term plans (fields, followers kept back), which our evaluation's completion chances and
 * follower value carry to the end of a short playout; random playouts to the end of the game would
 * cost ~70 moves each and, with followers thrown away at random, mostly measure noise.
 */
import type { MoveOption, Rng } from '../engine/index.js';
import type { BudgetMeter } from './budget.js';
import type { BotGame } from './bot-game.js';
import type { EvalWeights } from './eval-weights.js';
import { relative, HARD_WEIGHTS } from './evaluate.js';
import type { GameKind } from './game-kind.js';
import { firstBest, scoreMoves } from './one-ply.js';
import type { PublicView } from './public-view.js';

export interface SearchParams {
  /** candidates kept after the one-move evaluation */
  width: number;
  /** exploration: points per unit of sqrt(N) / (1 + n) */
  explore: number;
  /** the one-move value counts as this many playouts */
  priorVisits: number;
  /** moves an answering player compares at most (a seeded sample of its legal moves beyond that) */
  replyWidth: number;
  /** other players' turns played before the position is valued (at most until the searcher's next turn) */
  replyPlies: number;
  /** then the searcher's own next turn too (its best move by the one-move evaluation), so that the replies' gains are not all the horizon sees */
  selfPly: boolean;
  /** more than two players: the rivals count as this mix of the best one (1) and their mean (0) */
  rivalMix: number;
  /** the evaluation's weights (hard's own, tuned apart from medium's) */
  weights: EvalWeights;
}

export const HARD_PARAMS: SearchParams = { width: 8, explore: 3, priorVisits: 1, replyWidth: 24, replyPlies: 1, selfPly: false, rivalMix: 0.5, weights: HARD_WEIGHTS };

const values = new Float64Array(6);

/** An answering player's move: its best by the one-move evaluation over (a sample of) its moves. */
function replyMove<G extends BotGame<G>>(kind: GameKind<G>, game: G, rng: Rng, width: number, p: SearchParams): MoveOption | null {
  let moves = kind.listMoves(game);
  if (moves.length > width) {
    // a seeded partial shuffle: the first `width` of a random order
    for (let i = 0; i < width; i++) {
      const j = i + rng.int(moves.length - i);
      const t = moves[i];
      moves[i] = moves[j];
      moves[j] = t;
    }
    moves = moves.slice(0, width);
  }
  return firstBest(scoreMoves(kind, game, p.weights, true, moves, p.rivalMix));
}

/** Turns played after the searcher's move before a position is valued. */
function pliesAfter(players: number, p: SearchParams): number {
  return Math.min(players - 1, p.replyPlies) + (p.selfPly ? 1 : 0);
}

/** Plays `c` on the given order of the bag, then the next turns (pliesAfter), each player's best by the one-move evaluation. */
function playout<G extends BotGame<G>>(view: PublicView<G>, bag: number[], c: MoveOption, me: number, rng: Rng, p: SearchParams): number {
  const kind = view.kind;
  const g = view.withBag(bag, rng);
  if (!g.play(kind.toMove(c)).ok) return -Infinity;
  const n = g.players.length;
  const plies = pliesAfter(n, p);
  for (let ply = 0; ply < plies && !g.finished; ply++) {
    // only the searcher's own next turn may follow the others' replies
    if (g.current === me && !(p.selfPly && ply === plies - 1)) break;
    const m = replyMove(kind, g, rng, p.replyWidth, p);
    if (!m || !g.play(kind.toMove(m)).ok) break;
  }
  return relative(kind.evaluate(g, p.weights, values.subarray(0, n)), me, p.rivalMix);
}

export interface SearchResult {
  move: MoveOption;
  iterations: number;
}

export function searchMove<G extends BotGame<G>>(view: PublicView<G>, rng: Rng, meter: BudgetMeter, p: SearchParams = HARD_PARAMS): SearchResult | null {
  const game = view.game;
  const me = game.current;
  const scored = scoreMoves(view.kind, game, p.weights, true, view.kind.listMoves(game), p.rivalMix);
  if (scored.length === 0) return null;
  // stable sort: equal priors keep the listing order, which is fixed
  scored.sort((a, b) => b.value - a.value);
  const kept = scored.slice(0, p.width);
  if (kept.length === 1) return { move: kept[0].move, iterations: 0 };
  const n = kept.map(() => p.priorVisits);
  const sum = kept.map((s) => s.value * p.priorVisits);
  let total = p.priorVisits * kept.length;
  // the tiles that decide a playout: the next draws, one per turn played after the move
  const decisive = pliesAfter(game.players.length, p);
  const cache = new Map<string, number>();
  let iterations = 0;
  while (meter.more()) {
    meter.tick();
    iterations++;
    const root = Math.sqrt(total);
    let pick = 0;
    let bestUcb = -Infinity;
    for (let i = 0; i < kept.length; i++) {
      const ucb = sum[i] / n[i] + (p.explore * root) / (1 + n[i]);
      if (ucb > bestUcb) {
        bestUcb = ucb;
        pick = i;
      }
    }
    const bag = view.sampleBag(rng);
    const key = `${pick}|${bag.slice(0, decisive).join(',')}`;
    let v = cache.get(key);
    if (v === undefined) {
      v = playout(view, bag, kept[pick].move, me, rng, p);
      cache.set(key, v);
    }
    if (v === -Infinity) {
      // the engine refused the move: it must never be chosen
      n[pick] += 1e6;
      sum[pick] -= 1e12;
      continue;
    }
    n[pick]++;
    sum[pick] += v;
    total++;
  }
  // the most played move; equal counts go to the higher mean
  let best = 0;
  for (let i = 1; i < kept.length; i++) {
    if (n[i] > n[best] || (n[i] === n[best] && sum[i] / n[i] > sum[best] / n[best])) best = i;
  }
  return { move: kept[best].move, iterations };
}
