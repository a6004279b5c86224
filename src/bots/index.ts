/**
 * Bots: pure like the engine (no DOM, no clock of their own, no Math.random). A bot sees what a
 * player sees (public-view.ts) and answers with a move in record notation that the engine accepts.
 * Every level plays both games, the base game and New World (game-kind.ts: what differs between
 * them; the one-move play and the search are shared).
 *
 *   const res = chooseMove(game, { level: 'hard', seed: 'table-7', budget: { iterations: 3000 } });
 *   if (res.ok) game.play(res.move);
 *
 * Deterministic: the same position, level, seed and iteration budget give the same move on every
 * machine (a time budget, `{ timeMs, now }`, gives a move that depends on the machine's speed).
 * The seed is mixed with the turn number, so one seed can serve a whole game.
 */
import { NewWorldGame, Rng, type Game, type Move, type NewWorldMove } from '../engine/index.js';
import { BASE_KIND } from './base-kind.js';
import { BudgetMeter, type Budget } from './budget.js';
import type { BotGame } from './bot-game.js';
import type { BotMove, GameKind } from './game-kind.js';
import { NEW_WORLD_KIND } from './new-world-kind.js';
import { easyMove, greedyMove, mediumMove } from './one-ply.js';
import { expertMove, expertSearchMove } from './expert.js';
import { expertSearch } from './expectimax.js';
import { PublicView } from './public-view.js';
import { searchMove, HARD_PARAMS, type SearchParams } from './search.js';

import { BOT_LEVELS, isBotLevel, type BotLevel } from './levels.js';

export type { Budget } from './budget.js';
export { BOT_LEVELS, isBotLevel, type BotLevel } from './levels.js';
export type { SearchParams } from './search.js';
export type { AnyGame, BotMove } from './game-kind.js';

/**
 * expert's default budget in positions valued: about 1 s a move in a browser worker on the
 * development machine (bench/bot-worker-bench.ts).
 */
export const DEFAULT_EXPERT_ITERATIONS = 50_000;

/** hard's default budget: about 0.1 s a move (median) on one core of the development machine under load (see bench/bot-bench.ts). */
export const DEFAULT_HARD_ITERATIONS = 500;

export interface BotOptions {
  level: BotLevel;
  seed: string;
  /**
   * hard and expert; the others do a fixed amount of work. Default `{ iterations:
   * DEFAULT_HARD_ITERATIONS }` for hard (search iterations), `{ iterations:
   * DEFAULT_EXPERT_ITERATIONS }` for expert (positions valued).
   */
  budget?: Budget;
  /** hard's search settings (tuning and tests) */
  params?: Partial<SearchParams>;
}

/** The bot's move (a base game Move, or a NewWorldMove for a New World game), or why there is none. */
export type BotResult<M extends BotMove = Move> =
  | { ok: true; move: M; iterations: number; repaired?: true }
  | { ok: false; error: { code: 'bot/unknown-level' | 'bot/no-move' | 'bot/bad-budget'; message: string } };

function badBudget(b: unknown): boolean {
  if (!b || typeof b !== 'object') return true;
  if ('iterations' in b) return !Number.isInteger((b as { iterations: number }).iterations) || (b as { iterations: number }).iterations < 1;
  const t = b as { timeMs?: unknown; now?: unknown };
  return typeof t.timeMs !== 'number' || !(t.timeMs > 0) || typeof t.now !== 'function';
}

/** The bot's move for the player to move in `game`, either game (which is left untouched). Never throws on a game state. */
export function chooseMove(game: NewWorldGame, options: BotOptions): BotResult<NewWorldMove>;
export function chooseMove(game: Game, options: BotOptions): BotResult<Move>;
export function chooseMove(game: Game | NewWorldGame, options: BotOptions): BotResult<Move | NewWorldMove>;
export function chooseMove(game: Game | NewWorldGame, options: BotOptions): BotResult<Move | NewWorldMove> {
  if (!isBotLevel(options.level)) return { ok: false, error: { code: 'bot/unknown-level', message: `There is no bot level ${JSON.stringify(options.level)} (${BOT_LEVELS.join(', ')}).` } };
  const budget = options.budget ?? { iterations: options.level === 'expert' ? DEFAULT_EXPERT_ITERATIONS : DEFAULT_HARD_ITERATIONS };
  if (badBudget(budget)) return { ok: false, error: { code: 'bot/bad-budget', message: 'A budget is { iterations: N } (N ≥ 1) or { timeMs: T, now: () => ms } (T > 0).' } };
  if (game.finished || !game.currentTile) return { ok: false, error: { code: 'bot/no-move', message: 'The game is over: there is no move to make.' } };
  return game instanceof NewWorldGame ? play(NEW_WORLD_KIND, game, options, budget) : play(BASE_KIND, game, options, budget);
}

function play<G extends BotGame<G>>(kind: GameKind<G>, game: G, options: BotOptions, budget: Budget): BotResult<BotMove> {
  const meter = new BudgetMeter(budget);
  const view = new PublicView(kind, game);
  const rng = Rng.fromSeed(`${options.seed}/${game.turn}/${game.current}`);
  let move: BotMove | null = null;
  let iterations = 0;
  switch (options.level) {
    case 'random':
      move = kind.randomMove(view.game, rng);
      break;
    case 'greedy':
    case 'easy':
    case 'medium': {
      const pick = (options.level === 'greedy' ? greedyMove : options.level === 'easy' ? easyMove : mediumMove)(kind, view.game, rng);
      move = pick && kind.toMove(pick);
      break;
    }
    case 'expert-1ply': {
      // the base game's completion chances only; New World plays medium
      const pick = (kind as unknown) === BASE_KIND ? expertMove(view as unknown as PublicView<Game>, rng) : mediumMove(kind, view.game, rng);
      move = pick && kind.toMove(pick);
      break;
    }
    case 'expert': {
      // the base game values positions by the tiles to come (evaluate-expert.ts); New World by hard's evaluation
      const found =
        (kind as unknown) === BASE_KIND
          ? expertSearchMove(view as unknown as PublicView<Game>, rng, meter)
          : expertSearch(view, rng, meter, () => (g, out) => kind.evaluate(g, kind.weights.hard, out));
      move = found && kind.toMove(found.move);
      iterations = found?.iterations ?? 0;
      break;
    }
    case 'hard': {
      const found = searchMove(view, rng, meter, { ...HARD_PARAMS, weights: kind.weights.hard, ...options.params });
      move = found && kind.toMove(found.move);
      iterations = found?.iterations ?? 0;
      break;
    }
  }
  // a move the engine refused would be a bot bug: the table still gets a legal move (the random
  // player's, legal by construction) and `repaired` says so (tests require it never happens).
  // A hidden-draws game needs some draw seed to try the move; which one does not matter here.
  const accepted = move !== null && game.clone().play(move, 'bot-check').ok;
  if (!accepted) move = kind.randomMove(view.game, rng);
  if (!move) return { ok: false, error: { code: 'bot/no-move', message: 'No legal move was found.' } };
  return accepted ? { ok: true, move, iterations } : { ok: true, move, iterations, repaired: true };
}
export { explainMove, type MoveReason, type ExplainOptions } from './explain.js';
