/**
 * `npx tsx bench/new-world-crowd-weights.ts GAMES '{"supply":2,"edgeK":80}' [PLAYERS]`: how hard's
 * New World weights for tables of more than two players (HARD_NEW_WORLD_WEIGHTS.crowded in
 * src/bots/evaluate-new-world.ts) were chosen. One-move play with hard's two-player New World
 * weights changed by the given ones (`"newWorld":{...}` changes New World's own), relative to its
 * rivals as hard counts them (half the best, half their mean), against greedy in every other seat;
 * New World decks `nw4/0…`, the tuned seat rotated. Prints the share of games won (ties count as
 * won) and the mean margin to the best other. One setting per run, so two can run side by side.
 */
import { createGame, Rng, type NewWorldGame } from '../src/engine/index.js';
import { chooseMove } from '../src/bots/index.js';
import { HARD_NEW_WORLD_WEIGHTS } from '../src/bots/evaluate-new-world.js';
import { NEW_WORLD_KIND } from '../src/bots/new-world-kind.js';
import { HARD_PARAMS } from '../src/bots/search.js';
import { pickBest, scoreMoves } from '../src/bots/one-ply.js';
import type { EvalWeights } from '../src/bots/eval-weights.js';

const games = Number(process.argv[2] ?? 400);
const changed = JSON.parse(process.argv[3] ?? '{}') as Partial<EvalWeights>;
const players = Number(process.argv[4] ?? 4);
const two = { ...HARD_NEW_WORLD_WEIGHTS, crowded: undefined };
const weights: EvalWeights = { ...two, ...changed, newWorld: { ...two.newWorld!, ...changed.newWorld } };

let won = 0;
let margin = 0;
for (let i = 0; i < games; i++) {
  const seat = i % players;
  const created = createGame({ game: 'new-world', players: Array.from({ length: players }, (_, k) => `p${k}`), seed: `nw4/${i}` });
  if (!created.ok) throw new Error(created.error.message);
  const g = created.game as NewWorldGame;
  const rng = Rng.fromSeed(`w${i}`);
  while (!g.finished) {
    if (g.current === seat) {
      g.play(NEW_WORLD_KIND.toMove(pickBest(scoreMoves(NEW_WORLD_KIND, g, weights, true, undefined, HARD_PARAMS.rivalMix), rng)!));
    } else {
      const r = chooseMove(g, { level: 'greedy', seed: `o${i}` });
      if (!r.ok) throw new Error(r.error.message);
      g.play(r.move);
    }
  }
  const best = Math.max(...g.scores.filter((_, s) => s !== seat));
  if (g.scores[seat] >= best) won++;
  margin += g.scores[seat] - best;
}
console.log(JSON.stringify({ weights: changed, players, games, winShare: won / games, meanMargin: +(margin / games).toFixed(2) }));
