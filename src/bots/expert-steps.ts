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

/** The first of the moves best for the player to move, by `value` from its own side: its index in `moves` (-1: none). */
export function bestAnswer<G extends BotGame<G>>(kind: GameKind<G>, game: G, moves: MoveOption[], value: Valuer<G>, into: G): number {
  const best = firstBest(scoreMoves(valuedBy(kind, value), game, kind.weights.hard, true, moves, rivalMixOf(game.players.length), into));
  return best ? moves.indexOf(best) : -1;
}

/**
 * Step 2's chance node at a position: one game per tile the next player may draw (its bag with that
 * tile first, dealt from `rng` as the search deals them), and the valuer after each draw, made once.
 */
export class Deals<G extends BotGame<G>> {
  readonly draws: { tile: number; weight: number }[];
  readonly valuers: (Valuer<G> | null)[];
  readonly scratch: Scratch<G>;
  private readonly dealt: G[];
  private readonly out: Float64Array;

  constructor(
    readonly view: PublicView<G>,
    rng: Rng,
    private readonly valuerFor: ValuerFor<G>,
  ) {
    this.draws = view.nextDraws();
    this.dealt = this.draws.map((d) => view.withBag(view.bagWith(d.tile), rng));
    this.valuers = this.draws.map(() => null);
    this.scratch = new Scratch(view.game);
    this.out = new Float64Array(view.game.players.length);
  }

  /** Root move `move` played on draw `d`'s deal (a scratch copy), or null if refused. */
  after(move: MoveOption, d: number): G | null {
    const g = this.dealt[d].copyInto(this.scratch.at(0));
    return g.play(this.view.kind.toMove(move)).ok ? g : null;
  }

  /** The valuer after draw `d` (`g`: a position after it): the tiles to come are the same after every root move. */
  valuer(d: number, g: G): Valuer<G> {
    return (this.valuers[d] ??= this.valuerFor(g));
  }

  /**
   * Root move `move` on draw `d`, answered by the next player's move `pick` of its legal moves
   * (`best`: its best answer, searched; `count`: only the work counted, nothing valued): the work
   * it counts, and the searcher's value after it. 'refused' when the root move cannot be played
   * there, null when `pick` is no legal move.
   */
  weigh(move: MoveOption, d: number, pick: number | 'best' | 'count'): Cell | 'refused' | null {
    const g = this.after(move, d);
    if (!g) return 'refused';
    const val = this.valuer(d, g);
    const me = this.view.game.current;
    const mix = rivalMixOf(g.players.length);
    const over = g.finished || !g.currentTile;
    if (pick === 'count') return { listed: over ? 0 : this.view.kind.listMoves(g).length, pick: -1, reply: null, value: 0 };
    if (over) return { listed: 0, pick: -1, reply: null, value: relative(val(g, this.out), me, mix) };
    const kind = this.view.kind;
    const moves = kind.listMoves(g);
    const chosen = pick === 'best' ? bestAnswer(kind, g, moves, val, this.scratch.at(1)) : pick;
    if (chosen < -1 || chosen >= moves.length || (chosen === -1 && moves.length > 0)) return null;
    let leaf = g;
    if (chosen >= 0) {
      leaf = g.copyInto(this.scratch.at(1));
      if (!leaf.play(kind.toMove(moves[chosen])).ok) return null;
    }
    return { listed: moves.length, pick: chosen, reply: chosen >= 0 ? moves[chosen] : null, value: relative(val(leaf, this.out), me, mix) };
  }
}

/** A root move on one draw, weighed: the moves its answerer had (the work counted), the answer (-1: none), and the searcher's value after it. */
export interface Cell {
  listed: number;
  pick: number;
  reply: MoveOption | null;
  value: number;
}

/** Weighs root move `at` (step 1's index) on draw `d`: by search, or from a proof (expert-proof.ts). */
export type Weigh = (at: number, d: number) => Cell | 'refused' | null;

/** A root move weighed over every draw: its index in step 1's list, its value, and the next player's answer per draw (as a move, and as an index into its moves, -1: none). */
export interface StepTwoRow {
  at: number;
  value: number;
  replies: (MoveOption | null)[];
  picks: number[];
}

export interface StepTwo {
  /** the root moves weighed, in step 1's order (not yet sorted) */
  rows: StepTwoRow[];
  /** a cell could not be weighed: the proof does not hold */
  failed: boolean;
}

/**
 * Step 2: for the root's best moves in step 1's order (while within `margin` points of the best and
 * fewer than `width`), every tile the next player may draw, weighted by its copies (`draws`); each
 * cell (`weigh`) counts the moves its answerer had to choose from, and the position after it one
 * more. A move is kept only when all its draws were weighed within the budget.
 */
export function stepTwo(draws: readonly { weight: number }[], meter: BudgetMeter, scored: Scored[], p: ExpertParams, weigh: Weigh): StepTwo {
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
      const cell = weigh(i, d);
      if (cell === 'refused') {
        done = false;
        break;
      }
      if (cell === null) return { rows, failed: true };
      meter.spend(cell.listed + 1);
      row.picks.push(cell.pick);
      row.replies.push(cell.reply);
      row.value += draws[d].weight * cell.value;
    }
    if (!done) break;
    rows.push(row);
  }
  return { rows, failed: false };
}
