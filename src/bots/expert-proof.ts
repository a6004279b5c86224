/**
 * Checking expert's move at two players without searching again. The seat that runs the search
 * publishes, with the move, its step-2 answers (`ExpertResult.proof`: for every root move it weighed
 * and every tile the next player may draw, which of that player's moves it found best). A peer then:
 *
 * 1. values every legal move one ply deep (step 1, in full), which fixes the moves step 2 weighs;
 * 2. weighs the chosen move over every draw in full: the next player's best answer to each draw is
 *    searched over all its moves, and must be the one the proof names;
 * 3. weighs every other move from the proof's answers alone: one position per draw, after checking
 *    that the answer is one of that player's legal moves;
 * 4. counts the work as the search counts it, so the moves weighed are those the search, with the
 *    same budget, would weigh; and accepts the move only if it is the best of them, or, when the
 *    search had budget left for its third step, among the `deepWidth` best.
 *
 * Why 3 is enough: at two players every value is one player's points against the other's, so the
 * next player's best answer is the one worst for the searcher. Any other answer values the move at
 * least as high as its true value: the proof's values are upper bounds. If no bound beats the chosen
 * move's exact value, no move does. A proof that understates its rivals is caught at step 2 (its
 * own move's answers) or cannot help (a bound only rises with a worse answer).
 *
 * What is not checked: step 3, which samples the searcher's own next turn. So a seat writing the
 * bot's move could pick any of the deepWidth best moves of step 2 (each within step 2's exact
 * order), not only the one step 3 prefers. Beyond two players answers are not the searcher's worst
 * case, and the bound fails: the move is then checked by searching again (src/sync/bot-seats.ts).
 */
import type { Rng } from '../engine/index.js';
import type { BotGame } from './bot-game.js';
import { BudgetMeter } from './budget.js';
import { Deals, EXPERT_PARAMS, stepOne, stepTwo, type Cell, type ExpertParams, type ValuerFor } from './expert-steps.js';
import type { BotMove } from './game-kind.js';
import type { Scored } from './one-ply.js';
import type { PublicView } from './public-view.js';

/** Longest proof accepted on the wire: 12 moves × ~40 draws × 4 characters is under 2 KiB. */
export const MAX_PROOF_LENGTH = 4096;

export type ProofCheck = { ok: true; rank: number; positions: number } | { ok: false; error: { code: 'bot/bad-proof' | 'bot/not-the-move'; message: string } };

const bad = (message: string): ProofCheck => ({ ok: false, error: { code: 'bot/bad-proof', message } });
const notTheMove = (message: string): ProofCheck => ({ ok: false, error: { code: 'bot/not-the-move', message } });

/**
 * What a peer keeps of one position across checks of the moves written there: step 1, the deals,
 * and every weighed cell (a root move on a draw with a given answer). A seat that floods the
 * position with forged proofs then makes it weigh each cell once at most: at most `width` × draws ×
 * (legal answers + 2) cells, however many proofs come. One cache per position; the caller keeps it.
 */
export class ProofCache {
  /** @internal step 1 and the deals, once made */
  at: { scored: Scored[]; deals: Deals<never> | null } | null = null;
  /** @internal cells by `at/draw/answer` */
  readonly cells = new Map<string, Cell | 'refused' | null>();
  /** @internal the end solver's move, once solved (the base game's last two tiles) */
  end: { move: unknown } | null = null;
  /** positions valued in all by the checks that used this cache */
  positions = 0;
}

/** The proof in its wire form: per root move its answers, comma-separated; moves separated by ';'. */
export function encodeProof(proof: readonly (readonly number[])[]): string {
  return proof.map((row) => row.join(',')).join(';');
}

/** The proof from its wire form, or null when it is not one (bounded before any work). */
export function decodeProof(wire: unknown): number[][] | null {
  if (typeof wire !== 'string' || wire.length > MAX_PROOF_LENGTH) return null;
  if (wire === '') return [];
  if (!/^-?\d{1,4}(?:[,;]-?\d{1,4})*$/.test(wire)) return null;
  return wire.split(';').map((row) => row.split(',').map(Number));
}

/**
 * Whether the move `isChosen` picks out is the one expert's search, at two players with a budget of
 * `iterations` positions, could have written with `proof` (see above). `rng` as the search's;
 * `cache` (ProofCache) kept by the caller for this position, or a fresh one.
 */
export function checkExpertProof<G extends BotGame<G>>(
  view: PublicView<G>,
  rng: Rng,
  iterations: number,
  valuerFor: ValuerFor<G>,
  isChosen: (move: BotMove) => boolean,
  proof: number[][],
  cache: ProofCache = new ProofCache(),
  p: ExpertParams = EXPERT_PARAMS,
): ProofCheck {
  const kind = view.kind;
  if (view.game.players.length !== 2) return bad('A proof only holds at two players.');
  const before = cache.positions;
  if (!cache.at) {
    cache.at = { scored: stepOne(view, new BudgetMeter({ iterations }), valuerFor), deals: null };
    cache.positions += cache.at.scored.length;
  }
  const scored = cache.at.scored;
  const meter = new BudgetMeter({ iterations });
  meter.spend(scored.length);
  const chosen = scored.findIndex((s) => isChosen(kind.toMove(s.move)));
  if (chosen < 0) return notTheMove('That is not a legal move here.');
  const draws = view.nextDraws();
  if (scored.length === 1 || draws.length === 0) return proof.length ? bad('Nothing is searched here: the proof is empty.') : first(chosen, cache.positions - before);
  if (proof.length > p.width || proof.some((row) => row.length !== draws.length)) return bad(`A proof lists at most ${p.width} moves, each with one answer per draw (${draws.length}).`);
  // step 2 never weighs this move (before any weighing: a forged move costs nothing more)
  if (chosen >= p.width || (chosen >= 2 && scored[chosen].value < scored[0].value - p.margin)) return notTheMove('The search would not weigh that move: it is too far behind the best.');
  const deals = (cache.at.deals ??= new Deals(view, rng, valuerFor) as unknown as Deals<never>) as unknown as Deals<G>;
  const cell = (at: number, d: number, answer: number | 'best' | 'count') => {
    const key = `${at}/${d}/${answer}`;
    let found = cache.cells.get(key);
    if (found === undefined) {
      found = deals.weigh(scored[at].move, d, answer);
      cache.cells.set(key, found);
      cache.positions += answer === 'count' ? 0 : found && found !== 'refused' ? (answer === 'best' ? found.listed : 0) + 1 : 0;
    }
    return found;
  };
  const step = stepTwo(draws, meter, scored, p, (at, d) => {
    const claim = proof[at]?.[d];
    if (at === chosen) {
      const best = cell(at, d, 'best');
      return best && best !== 'refused' && claim !== undefined && claim !== best.pick ? null : best;
    }
    // a move past the proof is only counted: if its weighing completes, the count below fails
    return cell(at, d, claim ?? 'count');
  });
  if (step.failed) return bad('An answer in the proof is not one the next player could make, or not its best for the chosen move.');
  if (step.rows.length !== proof.length) return bad(`The search weighs ${step.rows.length} moves here; the proof lists ${proof.length}.`);
  if (step.rows.length === 0) return first(chosen, cache.positions - before);
  const mine = step.rows[chosen];
  if (!mine) return notTheMove('The search would not weigh that move: it is too far behind the best.');
  // stable order: a move with an equal value listed earlier ranks above
  const above = step.rows.filter((r) => r !== mine && (r.value > mine.value || (r.value === mine.value && r.at < mine.at))).length;
  const deep = step.rows.length > 1 && meter.more();
  const allowed = deep ? p.deepWidth : 1;
  if (above >= allowed) return notTheMove(deep ? `The search takes its ${p.deepWidth} best moves further; that move is not among them.` : 'The search would take its best move; that is not it.');
  return { ok: true, rank: above, positions: cache.positions - before };
}

/** Step 1 decides: only its best move is the search's. */
function first(chosen: number, positions: number): ProofCheck {
  return chosen === 0 ? { ok: true, rank: 0, positions } : notTheMove('The search would take its best move; that is not it.');
}
