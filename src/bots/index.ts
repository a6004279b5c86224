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
import { expertMove, expertSearchMove, expertValuerFor } from './expert.js';
import { expertSearch, type ValuerFor } from './expectimax.js';
import { checkExpertProof, ProofCache, type ProofCheck } from './expert-proof.js';
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
  | { ok: true; move: M; iterations: number; repaired?: true; proof?: number[][] }
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

/** The generator a bot draws from at `game`'s turn: the seed mixed with the turn and the player. */
const rngAt = (game: { turn: number; current: number }, seed: string): Rng => Rng.fromSeed(`${seed}/${game.turn}/${game.current}`);

/** What expert values positions by: the base game by the tiles to come (evaluate-expert.ts); New World by hard's evaluation. */
function expertValuer<G extends BotGame<G>>(kind: GameKind<G>): ValuerFor<G> {
  return (kind as unknown) === BASE_KIND ? (expertValuerFor as unknown as ValuerFor<G>) : () => (g, out) => kind.evaluate(g, kind.weights.hard, out);
}

function play<G extends BotGame<G>>(kind: GameKind<G>, game: G, options: BotOptions, budget: Budget): BotResult<BotMove> {
  const meter = new BudgetMeter(budget);
  const view = new PublicView(kind, game);
  const rng = rngAt(game, options.seed);
  let move: BotMove | null = null;
  let iterations = 0;
  let proof: number[][] | undefined;
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
      // the base game's end is solved exactly, outside the search
      const found = (kind as unknown) === BASE_KIND ? expertSearchMove(view as unknown as PublicView<Game>, rng, meter) : expertSearch(view, rng, meter, expertValuer(kind));
      move = found && kind.toMove(found.move);
      iterations = found?.iterations ?? 0;
      proof = found?.proof;
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
  if (!accepted) return { ok: true, move, iterations, repaired: true };
  return proof ? { ok: true, move, iterations, proof } : { ok: true, move, iterations };
}

/**
 * Whether `move` (picked out by `isChosen`) is one expert, at two players with this seed and budget
 * in positions, could play with `proof` (its step-2 answers, `BotResult.proof`), without searching
 * again: expert-proof.ts says exactly what is checked. The base game's last two tiles (and games
 * with hands), which expert solves outside the search, are checked by solving them again. `cache`:
 * what earlier checks at this very position found (ProofCache), so that many proofs there cost
 * little more than one.
 */
export function checkExpertMove(
  game: Game | NewWorldGame,
  options: { seed: string; iterations: number },
  isChosen: (move: BotMove) => boolean,
  proof: number[][],
  cache = new ProofCache(),
): ProofCheck {
  if (game.finished || !game.currentTile) return { ok: false, error: { code: 'bot/not-the-move', message: 'The game is over: there is no move to make.' } };
  if (game instanceof NewWorldGame) return checkWith(NEW_WORLD_KIND, game, options, isChosen, proof, cache);
  const view = new PublicView(BASE_KIND, game);
  if (!game.hands && view.bagSize > 2) return checkWith(BASE_KIND, game, options, isChosen, proof, cache);
  if (proof.length) return { ok: false, error: { code: 'bot/bad-proof', message: 'Nothing is searched here: the proof is empty.' } };
  const again = (cache.end ??= { move: chooseMove(game, { level: 'expert', seed: options.seed, budget: { iterations: options.iterations } }) }).move as BotResult;
  return again.ok && isChosen(again.move)
    ? { ok: true, rank: 0, positions: again.iterations }
    : { ok: false, error: { code: 'bot/not-the-move', message: 'That is not the move the end solver finds.' } };
}

function checkWith<G extends BotGame<G>>(
  kind: GameKind<G>,
  game: G,
  options: { seed: string; iterations: number },
  isChosen: (move: BotMove) => boolean,
  proof: number[][],
  cache: ProofCache,
): ProofCheck {
  return checkExpertProof(new PublicView(kind, game), rngAt(game, options.seed), options.iterations, expertValuer(kind), isChosen, proof, cache);
}
export { explainMove, type MoveReason, type ExplainOptions } from './explain.js';
export { decodeProof, encodeProof, MAX_PROOF_LENGTH, ProofCache, type ProofCheck } from './expert-proof.js';
