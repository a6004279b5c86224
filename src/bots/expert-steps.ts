/**
 * expert's first two steps (expectimax.ts says what they are), shared by the search, which finds
 * the next player's answers itself, and by the check of a published search (expert-proof.ts),
 * which takes most of them from the proof. Both walk the same moves and draws in the same order and
 * count the same work, so a proof is checked against exactly the search it claims to be.
 */
import type { MoveOption, Rng } from '../engine/index.js';
import type { BotGame } from './bot-game.js';
import type { BudgetMeter } from './budget.js';
import { relative } from './evaluate.js';
import { valuedBy, type GameKind } from './game-kind.js';
import { firstBest, scoreMoves, type Scored } from './one-ply.js';
import type { PublicView } from './public-view.js';
import { Scratch } from './scratch.js';

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

/** Rivals' weight in a player's value: more than two players, half the best one and half their mean (as hard). */
export const rivalMixOf = (players: number): number => (players > 2 ? 0.5 : 1);

/** Step 1: every legal move of the root valued after it, best first (equal values keep the engine's listing order). */
export function stepOne<G extends BotGame<G>>(view: PublicView<G>, meter: BudgetMeter, valuerFor: ValuerFor<G>): Scored[] {
  const root = view.game;
  const scored = scoreMoves(valuedBy(view.kind, valuerFor(root)), root, view.kind.weights.hard, true, view.kind.listMoves(root), rivalMixOf(root.players.length));
  meter.spend(scored.length);
  // stable: equal values keep the engine's listing order
  return scored.sort((a, b) => b.value - a.value);
}

/**
 * The next player's answer to root move `at` on draw `d` (`game`, with its legal `moves`): the index
 * of the move in `moves`, -1 for none, or null when it cannot be had (a proof that does not hold).
 */
export type Answer<G> = (at: number, d: number, game: G, moves: MoveOption[], value: Valuer<G>, into: G) => number | null;

/** The first of the moves best for the player to move, by `value` from its own side: its index in `moves` (-1: none). */
export function bestAnswer<G extends BotGame<G>>(kind: GameKind<G>, game: G, moves: MoveOption[], value: Valuer<G>, into: G): number {
  const scored = scoreMoves(valuedBy(kind, value), game, kind.weights.hard, true, moves, rivalMixOf(game.players.length), into);
  const best = firstBest(scored);
  return best ? moves.indexOf(best) : -1;
}

/** A root move weighed over every draw: its index in step 1's list, its value, and the next player's answer per draw (index into its moves, -1: none). */
export interface StepTwoRow {
  at: number;
  value: number;
  replies: (MoveOption | null)[];
  picks: number[];
}

export interface StepTwo<G extends BotGame<G>> {
  draws: { tile: number; weight: number }[];
  /** the root moves weighed, in step 1's order (not yet sorted) */
  rows: StepTwoRow[];
  /** an answer could not be had: the proof does not hold */
  failed: boolean;
  /** the valuer after each draw, as made (step 3 reuses them) */
  valuers: (Valuer<G> | null)[];
  scratch: Scratch<G>;
}

/**
 * Step 2: for the root's best moves in step 1's order (while within `margin` points of the best and
 * fewer than `width`), every tile the next player may draw, weighted by its copies; that player
 * answers (`answer`), and the position after it is valued for the searcher. A move is kept only
 * when all its draws were weighed. Each answer counts the moves it had to choose from, and the
 * position after it one more.
 */
export function stepTwo<G extends BotGame<G>>(view: PublicView<G>, rng: Rng, meter: BudgetMeter, valuerFor: ValuerFor<G>, scored: Scored[], p: ExpertParams, answer: Answer<G>): StepTwo<G> {
  const kind = view.kind;
  const me = view.game.current;
  const mix = rivalMixOf(view.game.players.length);
  const draws = view.nextDraws();
  // one game per tile the next player may draw, its bag with that tile first
  const dealt = draws.map((d) => view.withBag(view.bagWith(d.tile), rng));
  const valuers: (Valuer<G> | null)[] = draws.map(() => null);
  const scratch = new Scratch(view.game);
  const out = new Float64Array(view.game.players.length);
  const rows: StepTwoRow[] = [];
  const best = scored[0].value;
  for (let i = 0; i < scored.length && rows.length < p.width; i++) {
    if (i >= 2 && scored[i].value < best - p.margin) break;
    const row: StepTwoRow = { at: i, value: 0, replies: [], picks: [] };
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
      let pick = -1;
      if (!g.finished && g.currentTile) {
        const moves = kind.listMoves(g);
        const found = answer(i, d, g, moves, val, scratch.at(1));
        if (found === null || found < -1 || found >= moves.length) return { draws, rows, failed: true, valuers, scratch };
        meter.spend(moves.length);
        pick = found;
        if (pick >= 0) {
          leaf = g.copyInto(scratch.at(1));
          if (!leaf.play(kind.toMove(moves[pick])).ok) return { draws, rows, failed: true, valuers, scratch };
        }
        row.replies.push(pick >= 0 ? moves[pick] : null);
      } else {
        row.replies.push(null);
      }
      meter.spend(1);
      row.picks.push(pick);
      row.value += draws[d].weight * relative(val(leaf, out), me, mix);
    }
    if (!done) break;
    rows.push(row);
  }
  return { draws, rows, failed: false, valuers, scratch };
}
