/**
 * expert's search: expectimax over the next draws, valued by an evaluation that knows the tiles
 * still to come (evaluate-expert.ts for the base game), deepening while its budget lasts.
 *
 * 1. One ply: every legal move, valued after it (expert-1ply's choice).
 * 2. Two plies, exact over the chance node: for the root's best moves in that order (progressive
 *    widening: while within `margin` points of the best and fewer than `width`), every tile type
 *    the next player may draw, weighted by its copies in the bag; that player answers with its best
 *    move over all its legal moves, by the same evaluation from its own side; the position after it
 *    is valued for the searcher. A move is kept only when all its draws were weighed.
 * 3. Three plies, sampled: the `deepWidth` best moves of step 2 are played on common deals of the
 *    bag (one order per round, the same for every move, so their difference is measured with little
 *    noise): the next player's answer to its tile as in step 2, then the searcher's own best move
 *    for the tile after it. With at least `minRounds` rounds, the best mean of those wins.
 *
 * Work is counted in positions valued (BudgetMeter.spend), so an iteration budget gives the same
 * move on every machine; a time budget is read between units of work (one move and one draw), so a
 * move overruns it by one unit at most. More time widens step 2 and deepens step 3.
 */
import type { MoveOption, Rng } from '../engine/index.js';
import type { BudgetMeter } from './budget.js';
import type { BotGame } from './bot-game.js';
import { relative } from './evaluate.js';
import { valuedBy, type GameKind } from './game-kind.js';
import { Scratch } from './scratch.js';
import { scoreMoves, type Scored } from './one-ply.js';
import type { PublicView } from './public-view.js';

export interface ExpertParams {
  /** step 2 widens to at most this many of the root's moves */
  width: number;
  /** and only to moves whose one-ply value is within this many points of the best */
  margin: number;
  /** moves taken to step 3 */
  deepWidth: number;
  /** rounds of step 3 needed before its means decide */
  minRounds: number;
  /** rounds of step 3 at most (the search ends there even with budget left) */
  maxRounds: number;
}

export const EXPERT_PARAMS: ExpertParams = { width: 12, margin: 12, deepWidth: 4, minRounds: 12, maxRounds: 400 };

/** Values positions whose tiles to come are known: each player's value in points, into `out`. */
export type Valuer<G> = (game: G, out: Float64Array) => Float64Array;
/** A valuer for positions after `game`: the tiles still to come are those past its drawn tile (and hands). */
export type ValuerFor<G> = (game: G) => Valuer<G>;

export interface ExpertResult {
  move: MoveOption;
  /** positions valued */
  iterations: number;
  /** the deepest step that decided: 1, 2 or 3 */
  depth: number;
}

/** A player's best move in `game` by `kind`'s evaluation from its own side (the first of equals), with the count of moves valued. */
function bestReply<G extends BotGame<G>>(kind: GameKind<G>, game: G, mix: number, into: G): { move: MoveOption | null; valued: number } {
  const scored = scoreMoves(kind, game, kind.weights.hard, true, kind.listMoves(game), mix, into);
  let best: MoveOption | null = null;
  let bestValue = -Infinity;
  for (const s of scored) {
    if (s.value > bestValue) {
      bestValue = s.value;
      best = s.move;
    }
  }
  return { move: best, valued: scored.length };
}

export function expertSearch<G extends BotGame<G>>(view: PublicView<G>, rng: Rng, meter: BudgetMeter, valuerFor: ValuerFor<G>, p: ExpertParams = EXPERT_PARAMS): ExpertResult | null {
  const kind = view.kind;
  const root = view.game;
  const me = root.current;
  const n = root.players.length;
  // more than two players: the rivals count half as the best one, half as their mean (as hard)
  const mix = n > 2 ? 0.5 : 1;
  const rootValue = valuerFor(root);
  const scored: Scored[] = scoreMoves(valuedBy(kind, rootValue), root, kind.weights.hard, true, kind.listMoves(root), mix);
  meter.spend(scored.length);
  if (scored.length === 0) return null;
  // stable: equal values keep the engine's listing order
  scored.sort((a, b) => b.value - a.value);
  const first: ExpertResult = { move: scored[0].move, iterations: meter.iterations, depth: 1 };
  const draws = view.nextDraws();
  if (scored.length === 1 || draws.length === 0) return first;

  // step 2: one game per tile the next player may draw, its bag with that tile first
  const dealt = draws.map((d) => view.withBag(view.bagWith(d.tile), rng));
  const valuers: (Valuer<G> | null)[] = draws.map(() => null);
  const scratch = new Scratch(root);
  const out = new Float64Array(n);
  const two: { at: number; value: number; replies: (MoveOption | null)[] }[] = [];
  const best = scored[0].value;
  for (let i = 0; i < scored.length && two.length < p.width; i++) {
    if (i >= 2 && scored[i].value < best - p.margin) break;
    let value = 0;
    const replies: (MoveOption | null)[] = [];
    let done = true;
    for (let d = 0; d < draws.length; d++) {
      if (!meter.more()) {
        done = false;
        break;
      }
      const g = dealt[d].copyInto(scratch.at(0));
      if (!g.play(kind.toMove(scored[i].move)).ok) {
        done = false;
        break;
      }
      // the tiles to come after the next player's draw: the same after every root move
      const val = (valuers[d] ??= valuerFor(g));
      let leaf = g;
      let reply: MoveOption | null = null;
      if (!g.finished && g.currentTile) {
        const r = bestReply(valuedBy(kind, val), g, mix, scratch.at(1));
        meter.spend(r.valued);
        reply = r.move;
        if (reply) {
          leaf = g.copyInto(scratch.at(1));
          leaf.play(kind.toMove(reply));
        }
      }
      meter.spend(1);
      replies.push(reply);
      value += draws[d].weight * relative(val(leaf, out), me, mix);
    }
    if (!done) break;
    two.push({ at: i, value, replies });
  }
  if (two.length === 0) return first;
  two.sort((a, b) => b.value - a.value);
  const second: ExpertResult = { move: scored[two[0].at].move, iterations: meter.iterations, depth: 2 };
  if (two.length === 1 || !meter.more()) return second;

  // step 3: common deals of the bag; the next player's answer as in step 2, then the searcher's best
  const deep = two.slice(0, p.deepWidth);
  const sums = deep.map(() => 0);
  const roundValues = deep.map(() => 0);
  const drawIndex = new Map(draws.map((d, i) => [d.tile, i]));
  const deepValuers = new Map<string, Valuer<G>>();
  let rounds = 0;
  while (rounds < p.maxRounds && meter.more()) {
    const bag = view.sampleBag(rng);
    const d = drawIndex.get(bag[0]);
    if (d === undefined) break;
    const deal = view.withBag(bag, rng);
    let complete = true;
    for (let k = 0; k < deep.length; k++) {
      const g = deal.copyInto(scratch.at(0));
      const reply = deep[k].replies[d];
      if (!g.play(kind.toMove(scored[deep[k].at].move)).ok || (reply && !g.play(kind.toMove(reply)).ok)) {
        complete = false;
        break;
      }
      // the others in turn (more than two players), then the searcher: each its best for itself
      let drawn = 2;
      const leaf = g;
      let val: Valuer<G> | undefined;
      while (!leaf.finished && leaf.currentTile) {
        const key = bag.slice(0, drawn).join(',');
        val = deepValuers.get(key);
        if (!val) deepValuers.set(key, (val = valuerFor(leaf)));
        const mover = leaf.current;
        const r = bestReply(valuedBy(kind, val), leaf, mix, scratch.at(1));
        meter.spend(r.valued);
        if (!r.move) break;
        leaf.play(kind.toMove(r.move));
        drawn++;
        if (mover === me) break;
      }
      meter.spend(1);
      roundValues[k] = relative((val ?? valuers[d]!)(leaf, out), me, mix);
    }
    if (!complete) break;
    rounds++;
    for (let k = 0; k < deep.length; k++) sums[k] += roundValues[k];
  }
  if (rounds < p.minRounds) return second;
  let pick = 0;
  for (let k = 1; k < deep.length; k++) if (sums[k] > sums[pick]) pick = k;
  return { move: scored[deep[pick].at].move, iterations: meter.iterations, depth: 3 };
}
