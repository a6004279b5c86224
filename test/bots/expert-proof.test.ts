/**
 * Checking expert's move from its published step-2 answers (src/bots/expert-proof.ts) instead of
 * searching again: the search's own proof always passes, no seat can pass off a move the search
 * ranks below its best (or below its four best when it went a step further), the proof's answers
 * for the chosen move must be the true best ones, and a malformed proof is refused with a code.
 */
import { describe, expect, it } from 'vitest';
import { checkExpertMove, chooseMove, decodeProof, encodeProof, ProofCache, type AnyGame, type BotMove } from '../../src/bots/index.js';
import { EXPERT_PARAMS } from '../../src/bots/expectimax.js';
import { MAX_PROOF_LENGTH } from '../../src/bots/expert-proof.js';
import { BASE_KIND } from '../../src/bots/base-kind.js';
import { PublicView } from '../../src/bots/public-view.js';
import { BudgetMeter } from '../../src/bots/budget.js';
import { stepOne } from '../../src/bots/expert-steps.js';
import { expertValuerFor } from '../../src/bots/expert.js';
import { Rng } from '../../src/engine/index.js';
import { advance, newGame, newWorldGame } from './helpers.js';

const same = (a: unknown) => (b: BotMove) => JSON.stringify(b) === JSON.stringify(a);
const SEED = 'proof';

function search(game: AnyGame, iterations: number) {
  const res = chooseMove(game, { level: 'expert', seed: SEED, budget: { iterations } });
  if (!res.ok) throw new Error(res.error.message);
  return res;
}

describe("the search's own proof passes, and is far cheaper than the search", () => {
  const cases: [string, AnyGame, number][] = [
    ['the base game, 1 s of search', advance(newGame(2, 'proof/base', { farmers: 'c3' }), 18), 50_000],
    ['the base game, early', advance(newGame(2, 'proof/early'), 4), 20_000],
    ['New World', advance(newWorldGame(2, 'proof/nw'), 10), 20_000],
  ];
  for (const [name, game, iterations] of cases) {
    it(name, () => {
      const res = search(game, iterations);
      expect(res.proof?.length).toBeGreaterThan(1);
      const check = checkExpertMove(game, { seed: SEED, iterations }, same(res.move), decodeProof(encodeProof(res.proof!))!);
      expect(check).toMatchObject({ ok: true });
      // the search valued `iterations` positions; the check a small part of them
      if (check.ok) expect(check.positions).toBeLessThan(res.iterations / 4);
    });
  }
});

describe('no seat passes off another move', () => {
  const game = advance(newGame(2, 'proof/forge', { farmers: 'c3' }), 14);
  const iterations = 50_000;
  const res = search(game, iterations);
  const proof = res.proof!;
  const legal = BASE_KIND.listMoves(game).map((m) => BASE_KIND.toMove(m));

  it('with the honest proof, exactly the deepWidth best of the moves weighed pass, at their ranks', () => {
    const ranks = legal.map((m) => checkExpertMove(game, { seed: SEED, iterations }, same(m), proof)).flatMap((c) => (c.ok ? [c.rank] : []));
    expect(ranks.sort()).toEqual([0, 1, 2, 3].slice(0, Math.min(EXPERT_PARAMS.deepWidth, proof.length)));
    expect(checkExpertMove(game, { seed: SEED, iterations }, same(res.move), proof)).toMatchObject({ ok: true });
  });

  // the rows of the proof follow step 1's order: every legal move valued one ply deep, best first
  const order = stepOne(new PublicView(BASE_KIND, game), new BudgetMeter({ iterations }), expertValuerFor).map((s) => JSON.stringify(BASE_KIND.toMove(s.move)));
  const rowOf = (m: BotMove) => order.indexOf(JSON.stringify(m));

  it('answers chosen to flatter a move (any legal answers in every other row) cannot lift one ranked lower', () => {
    const rng = Rng.fromSeed('forger');
    const lower = legal.filter((m) => rowOf(m) < proof.length && !checkExpertMove(game, { seed: SEED, iterations }, same(m), proof).ok);
    expect(lower.length).toBe(proof.length - EXPERT_PARAMS.deepWidth);
    for (const m of lower) {
      for (let k = 0; k < 3; k++) {
        // its own row honest, the others' answers arbitrary legal ones: bounds only rise, so nothing gets through
        const forged = proof.map((row, r) => (r === rowOf(m) ? row : row.map((a) => (a < 0 ? a : rng.int(a + 1)))));
        expect(checkExpertMove(game, { seed: SEED, iterations }, same(m), forged)).toMatchObject({ ok: false, error: { code: 'bot/not-the-move' } });
      }
    }
  });

  it('a flood of forged proofs at one position weighs each cell once: 200 cost a few times one, not 200 times', () => {
    const cache = new ProofCache();
    const rng = Rng.fromSeed('flood');
    const one = checkExpertMove(game, { seed: SEED, iterations }, same(res.move), proof);
    const codes = new Set<string>();
    for (let k = 0; k < 200; k++) {
      const forged = proof.map((row, r) => (r === rowOf(res.move) ? row : row.map((a) => (a < 0 ? a : rng.int(a + 1)))));
      const check = checkExpertMove(game, { seed: SEED, iterations }, same(res.move), forged, cache);
      codes.add(check.ok ? 'ok' : check.error.code);
    }
    // each forged proof was weighed to the end (its bounds, raised, rank the move too low), yet the work is shared
    expect(codes).toEqual(new Set(['bot/not-the-move']));
    expect(one.ok && one.positions).toBeGreaterThan(500);
    expect(cache.positions).toBeLessThan(10 * (one.ok ? one.positions : 0));
  });

  it("the chosen move's answers must be the next player's true best", () => {
    const mine = rowOf(res.move);
    for (let d = 0; d < proof[mine].length; d++) {
      if (proof[mine][d] < 0) continue;
      const forged = proof.map((row, r) => (r === mine ? row.map((a, i) => (i === d ? (a > 0 ? a - 1 : a + 1) : a)) : row));
      expect(checkExpertMove(game, { seed: SEED, iterations }, same(res.move), forged)).toMatchObject({ ok: false, error: { code: 'bot/bad-proof' } });
    }
  });

  it('a proof of the wrong shape, or not a proof at all, is refused with a code', () => {
    const at = (p: number[][]) => checkExpertMove(game, { seed: SEED, iterations }, same(res.move), p);
    expect(at(proof.slice(0, -1))).toMatchObject({ ok: false, error: { code: 'bot/bad-proof' } });
    expect(at([...proof, proof[0]])).toMatchObject({ ok: false, error: { code: 'bot/bad-proof' } });
    expect(at(proof.map((row) => [...row, 0]))).toMatchObject({ ok: false, error: { code: 'bot/bad-proof' } });
    expect(at(proof.map((row) => row.map(() => 9999)))).toMatchObject({ ok: false, error: { code: 'bot/bad-proof' } });
    expect(at(proof.map((row) => row.map(() => -1)))).toMatchObject({ ok: false, error: { code: 'bot/bad-proof' } });
    expect(at([])).toMatchObject({ ok: false });
    for (const wire of [null, 7, [[1]], 'x', '1,,2', '1;', '12345', '1'.repeat(MAX_PROOF_LENGTH + 1), '--1']) expect(decodeProof(wire)).toBeNull();
    expect(decodeProof('')).toEqual([]);
    expect(decodeProof('3,-1;0,12')).toEqual([
      [3, -1],
      [0, 12],
    ]);
  });

  it('with budget for step 2 only, only its best move passes', () => {
    const small = 4000;
    const r = search(game, small);
    const passed = legal.filter((m) => checkExpertMove(game, { seed: SEED, iterations: small }, same(m), r.proof!).ok);
    expect(passed).toEqual([r.move]);
  });
});

describe('where a proof does not hold', () => {
  it('beyond two players (the next player is not the searcher’s worst case)', () => {
    const game = advance(newGame(3, 'proof/three'), 6);
    const res = search(game, 8000);
    expect(checkExpertMove(game, { seed: SEED, iterations: 8000 }, same(res.move), res.proof!)).toMatchObject({ ok: false, error: { code: 'bot/bad-proof' } });
  });

  it('the last two tiles are solved again, with an empty proof', () => {
    const game = newGame(2, 'proof/end', { farmers: 'c3' });
    while (new PublicView(BASE_KIND, game).bagSize > 2) advance(game, game.turn + 1);
    expect(game.finished).toBe(false);
    const res = search(game, 50_000);
    expect(res.proof ?? []).toEqual([]);
    expect(checkExpertMove(game, { seed: SEED, iterations: 50_000 }, same(res.move), [])).toMatchObject({ ok: true });
    const other = BASE_KIND.listMoves(game)
      .map((m) => BASE_KIND.toMove(m))
      .find((m) => JSON.stringify(m) !== JSON.stringify(res.move))!;
    expect(checkExpertMove(game, { seed: SEED, iterations: 50_000 }, same(other), [])).toMatchObject({ ok: false, error: { code: 'bot/not-the-move' } });
  });
});
