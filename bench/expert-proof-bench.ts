/**
 * `npm run bench:expert-proof`: what checking an online expert bot seat costs a peer. At two
 * players the seat writing the bot's move searches at the hot-seat budget and publishes its proof
 * (src/bots/expert-proof.ts); every peer checks the proof instead of searching again. For positions
 * along two-player games (the base game with farmers at 3 a city, and New World; the moves between
 * them greedy's), this times the search, the check of its proof, and the search peers ran before
 * (expert at the old online budget, 5,000 positions), and counts the positions each values.
 * EXPERT_PROOF_POSITIONS sets how many positions of each game (default 24). Prints a table and one
 * JSON line prefixed "BENCH ".
 */
import { performance } from 'node:perf_hooks';
import { createGame, type Game, type NewWorldGame } from '../src/engine/index.js';
import { checkExpertMove, chooseMove, DEFAULT_EXPERT_ITERATIONS, type AnyGame } from '../src/bots/index.js';
import { ONLINE_EXPERT_ITERATIONS } from '../src/sync/bot-seats.js';

const PER_GAME = Number(process.env.EXPERT_PROOF_POSITIONS ?? 24);

/** Positions of two-player games of `game`, every few turns, from a few seeds. */
function positions(game: 'carcassonne' | 'new-world', count: number): AnyGame[] {
  const out: AnyGame[] = [];
  for (let s = 0; out.length < count; s++) {
    const made =
      game === 'new-world' ? createGame({ game: 'new-world', players: ['A', 'B'], seed: `proof-bench/${s}` }) : createGame({ players: ['A', 'B'], seed: `proof-bench/${s}`, rules: { farmers: 'c3' } });
    if (!made.ok) throw new Error(made.error.message);
    const g: Game | NewWorldGame = made.game;
    for (let turn = 0; !g.finished && out.length < count; turn++) {
      if (turn % 7 === 3) out.push(g.clone());
      const res = chooseMove(g as AnyGame, { level: 'greedy', seed: 'proof-bench' });
      if (!res.ok || !g.play(res.move as never).ok) break;
    }
  }
  return out;
}

const pct = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
const round = (x: number) => Math.round(x * 10) / 10;

const rows: Record<string, unknown>[] = [];
for (const game of ['carcassonne', 'new-world'] as const) {
  const t = { search: [] as number[], check: [] as number[], old: [] as number[], searchPos: [] as number[], checkPos: [] as number[], ranks: [] as number[] };
  for (const g of positions(game, PER_GAME)) {
    let t0 = performance.now();
    const res = chooseMove(g, { level: 'expert', seed: 'bench', budget: { iterations: DEFAULT_EXPERT_ITERATIONS } });
    t.search.push(performance.now() - t0);
    if (!res.ok) throw new Error(res.error.message);
    const wanted = JSON.stringify(res.move);
    t0 = performance.now();
    const check = checkExpertMove(g, { seed: 'bench', iterations: DEFAULT_EXPERT_ITERATIONS }, (m) => JSON.stringify(m) === wanted, res.proof ?? []);
    t.check.push(performance.now() - t0);
    if (!check.ok) throw new Error(`the search's own proof failed: ${check.error.message}`);
    t.searchPos.push(res.iterations);
    t.checkPos.push(check.positions);
    t.ranks.push(check.rank);
    t0 = performance.now();
    chooseMove(g, { level: 'expert', seed: 'bench', budget: { iterations: ONLINE_EXPERT_ITERATIONS } });
    t.old.push(performance.now() - t0);
  }
  const row = {
    game,
    positions: t.search.length,
    searchMs: { median: round(pct(t.search, 0.5)), p95: round(pct(t.search, 0.95)) },
    checkMs: { median: round(pct(t.check, 0.5)), p95: round(pct(t.check, 0.95)) },
    oldOnlineMs: { median: round(pct(t.old, 0.5)), p95: round(pct(t.old, 0.95)) },
    searchPositions: { median: pct(t.searchPos, 0.5) },
    checkPositions: { median: pct(t.checkPos, 0.5), p95: pct(t.checkPos, 0.95) },
    // how far the move written is from step 2's best (0 when step 3 agreed with step 2)
    notStepTwosBest: t.ranks.filter((r) => r > 0).length,
  };
  rows.push(row);
  console.log(
    `${game.padEnd(12)} ${String(row.positions).padStart(3)} positions | search ${row.searchMs.median} ms (p95 ${row.searchMs.p95}), ${row.searchPositions.median} valued | check ${row.checkMs.median} ms (p95 ${row.checkMs.p95}), ${row.checkPositions.median} valued | old online search ${row.oldOnlineMs.median} ms (p95 ${row.oldOnlineMs.p95}) | step 3 overruled step 2 in ${row.notStepTwosBest}`,
  );
}
console.log(`BENCH ${JSON.stringify({ bench: 'expert-proof', rows })}`);
