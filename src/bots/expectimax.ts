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
import { bestAnswer, Deals, EXPERT_PARAMS, rivalMixOf, stepOne, stepTwo, type ExpertParams, type Valuer, type ValuerFor } from './expert-steps.js';
import type { PublicView } from './public-view.js';

export { EXPERT_PARAMS, type ExpertParams, type Valuer, type ValuerFor } from './expert-steps.js';

/** What expert's search found: a peer checks it from `proof` (expert-proof.ts) without searching again. */
export interface ExpertResult {
  move: MoveOption;
  /** positions valued */
  iterations: number;
  /** the deepest step that decided: 1, 2 or 3 */
  depth: number;
  /** step 2's answers, per root move weighed (step 1's order) and per draw: the index of the next player's answer in its legal moves (-1: none) */
  proof: number[][];
}

export function expertSearch<G extends BotGame<G>>(view: PublicView<G>, rng: Rng, meter: BudgetMeter, valuerFor: ValuerFor<G>, p: ExpertParams = EXPERT_PARAMS): ExpertResult | null {
  const kind = view.kind;
  const root = view.game;
  const me = root.current;
  const n = root.players.length;
  const mix = rivalMixOf(n);
  const scored = stepOne(view, meter, valuerFor);
  if (scored.length === 0) return null;
  const first: ExpertResult = { move: scored[0].move, iterations: meter.iterations, depth: 1, proof: [] };
  if (scored.length === 1 || view.nextDraws().length === 0) return first;

  const deals = new Deals(view, rng, valuerFor);
  const { draws, valuers, scratch } = deals;
  const step = stepTwo(draws, meter, scored, p, (at, d) => deals.weigh(scored[at].move, d, 'best'));
  const proof = step.rows.map((r) => r.picks);
  const two = [...step.rows];
  if (two.length === 0) return first;
  two.sort((a, b) => b.value - a.value);
  const second: ExpertResult = { move: scored[two[0].at].move, iterations: meter.iterations, depth: 2, proof };
  if (two.length === 1 || !meter.more()) return second;

  // step 3: common deals of the bag; the next player's answer as in step 2, then the searcher's best
  const out = new Float64Array(n);
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
        const moves = kind.listMoves(leaf);
        const pick = bestAnswer(kind, leaf, moves, val, scratch.at(1));
        meter.spend(moves.length);
        if (pick < 0) break;
        leaf.play(kind.toMove(moves[pick]));
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
  return { move: scored[deep[pick].at].move, iterations: meter.iterations, depth: 3, proof };
}
