/**
 * expert-1ply: one move deep over every placement and follower, valued by evaluate-expert.ts
 * (completion chances from the exact tiles still to come), relative to the best opponent like
 * medium. With two tiles or fewer left in the bag the end is solved instead: every way the last
 * tiles can come (weighted by their copies in the bag), each player in turn picking the move best
 * for their own final score against the best other, down to the final scoring. To stay fast, the
 * moves before the last tile are narrowed to the best few by medium's evaluation (ROOT_BEAM for the
 * mover, BEAM further down); the last tile's moves are all tried.
 * Base game only; New World plays medium (index.ts).
 */
import { Rng, type Game, type MoveOption } from '../engine/index.js';
import { BASE_KIND } from './base-kind.js';
import type { BudgetMeter } from './budget.js';
import { expertSearch, type ExpertResult, type ValuerFor } from './expectimax.js';
import { Completion } from './completion.js';
import { evaluateExpert } from './evaluate-expert.js';
import { FULL_WEIGHTS, relative } from './evaluate.js';
import { valuedBy } from './game-kind.js';
import { pickBest, scoreMoves, type Scored } from './one-ply.js';
import type { PublicView } from './public-view.js';
import { Scratch } from './scratch.js';

/**
 * Moves of the player to move at the root that the end solver tries (best by the expert
 * evaluation). With 16 here and 6 below, a move with two tiles left took up to 0.9 s (30 games);
 * with 8 and 4 up to 0.35 s, median 9 ms.
 */
export const ROOT_BEAM = 8;
/** Moves tried at a later turn that is not the last tile's. */
export const BEAM = 4;

export function expertMove(view: PublicView<Game>, rng: Rng): MoveOption | null {
  const game = view.game;
  const c = Completion.of(game);
  const kind = valuedBy(BASE_KIND, (g, out) => evaluateExpert(g, c, out));
  const scored = scoreMoves(kind, game, FULL_WEIGHTS, true);
  if (game.hands || view.bagSize > 2) return pickBest(scored, rng);
  return pickBest(solveEnd(view, scored), rng);
}

/** The base game's valuer for expert's search: evaluate-expert.ts with the tiles to come after `game`'s draw. */
export const expertValuerFor: ValuerFor<Game> = (game) => {
  const c = Completion.of(game);
  return (g, out) => evaluateExpert(g, c, out);
};

/**
 * expert in the base game: the end solved exactly with two tiles or fewer left (as expert-1ply),
 * else the search (expectimax.ts). Hands (a house rule) are played one ply deep: the search deals
 * the next player a draw, not a choice from a hand.
 */
export function expertSearchMove(view: PublicView<Game>, rng: Rng, meter: BudgetMeter): ExpertResult | null {
  if (view.game.hands || view.bagSize <= 2) {
    const move = expertMove(view, rng);
    return move && { move, iterations: 0, depth: 1, proof: [] };
  }
  return expertSearch(view, rng, meter, expertValuerFor);
}

/** The tiles to come in each order they may come, with its chance. */
function orders(bag: number[]): { bag: number[]; weight: number }[] {
  if (bag.length < 2 || bag[0] === bag[1]) return [{ bag, weight: 1 }];
  return [
    { bag, weight: 0.5 },
    { bag: [bag[1], bag[0]], weight: 0.5 },
  ];
}

/** The root's best moves valued by the exact end: the expected final score against the best other. */
function solveEnd(view: PublicView<Game>, scored: Scored[]): Scored[] {
  const game = view.game;
  const me = game.current;
  const drawn = game.deckPos + (game.currentTile ? 1 : 0);
  const deals = orders(Array.from(game.deck.subarray(drawn))).map((o) => ({ game: view.withBag(o.bag, Rng.fromSeed('expert/end')), weight: o.weight }));
  const top = view.bagSize === 0 ? scored : narrow(scored, ROOT_BEAM);
  const scratch = new Scratch(game);
  return top.map(({ move }) => {
    let value = 0;
    for (const d of deals) {
      const next = d.game.copyInto(scratch.at(0));
      if (!next.play(BASE_KIND.toMove(move)).ok) return { move, value: -Infinity };
      value += d.weight * relative(finalScores(next, scratch, 1), me);
    }
    return { move, value };
  });
}

/** The `k` best of `scored` by value, in their listing order (so ties keep the engine's order). */
function narrow(scored: Scored[], k: number): Scored[] {
  if (scored.length <= k) return scored;
  const cut = scored.map((s) => s.value).sort((a, b) => b - a)[k - 1];
  const out: Scored[] = [];
  for (const s of scored) if (s.value > cut && out.length < k) out.push(s);
  for (const s of scored) if (s.value === cut && out.length < k) out.push(s);
  return out;
}

/** The final scores when every player from here on picks the move best for themselves (deck order fixed). */
function finalScores(game: Game, scratch: Scratch<Game>, depth: number): Float64Array {
  if (game.finished || !game.currentTile) return Float64Array.from(game.scores);
  const mover = game.current;
  const last = game.deckPos + 1 >= game.deck.length;
  let moves = BASE_KIND.listMoves(game);
  // before the last tile, only the best few by medium's evaluation
  if (!last) moves = narrow(scoreMoves(BASE_KIND, game, FULL_WEIGHTS, true, moves), BEAM).map((s) => s.move);
  let best: Float64Array | null = null;
  let bestValue = -Infinity;
  for (const move of moves) {
    const next = game.copyInto(scratch.at(depth));
    if (!next.play(BASE_KIND.toMove(move)).ok) continue;
    const scores = finalScores(next, scratch, depth + 1);
    const v = relative(scores, mover);
    if (v > bestValue) {
      bestValue = v;
      best = scores;
    }
  }
  return best ?? Float64Array.from(game.scores);
}
