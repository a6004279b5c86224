/**
 * `npx tsx bench/bot-weights.ts GAMES '{"edgeK":40,"growth":8}' [opponent]`: how the hard bot's
 * evaluation weights (HARD_WEIGHTS in src/bots/evaluate.ts) were chosen. One-move play with
 * FULL_WEIGHTS changed by the given ones against a bot level (greedy by default), seats
 * alternated, fixed seeds; prints the share of games won (a tie counts half) and the mean point
 * margin. One setting per run, so several can run side by side.
 */
import { createGame, Rng, type Game } from '../src/engine/index.js';
import { chooseMove, isBotLevel } from '../src/bots/index.js';
import { FULL_WEIGHTS } from '../src/bots/evaluate.js';
import { pickBest, scoreMoves } from '../src/bots/one-ply.js';
import { toMove } from '../src/bots/moves.js';

const games = Number(process.argv[2] ?? 400);
const changed = JSON.parse(process.argv[3] ?? '{}') as Partial<typeof FULL_WEIGHTS>;
const weights = { ...FULL_WEIGHTS, ...changed };
const opponent = process.argv[4] ?? 'greedy';
if (!isBotLevel(opponent)) throw new Error(`no bot level ${opponent}`);

let won = 0;
let margin = 0;
for (let i = 0; i < games; i++) {
  const seat = i % 2;
  const created = createGame({ players: ['a', 'b'], seed: `wtune/${i}` });
  if (!created.ok) throw new Error(created.error.message);
  const game: Game = created.game;
  const rng = Rng.fromSeed(`w${i}`);
  while (!game.finished) {
    if (game.current === seat) {
      game.play(toMove(pickBest(scoreMoves(game, weights, true), rng)!));
    } else {
      const r = chooseMove(game, { level: opponent, seed: `o${i}` });
      if (!r.ok) throw new Error(r.error.message);
      game.play(r.move);
    }
  }
  const [mine, theirs] = [game.scores[seat], game.scores[1 - seat]];
  won += mine > theirs ? 1 : mine === theirs ? 0.5 : 0;
  margin += mine - theirs;
}
console.log(JSON.stringify({ weights: changed, opponent, games, winShare: won / games, meanMargin: +(margin / games).toFixed(2) }));
