/**
 * `npx tsx bench/bot-weights.ts GAMES '{"edgeK":40,"growth":8}' [opponent] [new-world]`: how the hard
 * bot's evaluation weights (HARD_WEIGHTS in src/bots/evaluate.ts, HARD_NEW_WORLD_WEIGHTS in
 * evaluate-new-world.ts) were chosen. One-move play with FULL_WEIGHTS changed by the given ones
 * against a bot level (greedy by default), seats alternated, fixed seeds; prints the share of games
 * won (a tie counts half) and the mean point margin. With `new-world` it plays New World, each deck
 * twice with the seats swapped, and `"newWorld":{...}` changes New World's own weights
 * (NEW_WORLD_WEIGHTS). One setting per run, so several can run side by side.
 */
import { NewWorldGame, createGame, Rng } from '../src/engine/index.js';
import { chooseMove, isBotLevel, type AnyGame, type BotLevel } from '../src/bots/index.js';
import { FULL_WEIGHTS } from '../src/bots/evaluate.js';
import { NEW_WORLD_WEIGHTS } from '../src/bots/evaluate-new-world.js';
import type { BotGame } from '../src/bots/bot-game.js';
import type { GameKind } from '../src/bots/game-kind.js';
import { BASE_KIND } from '../src/bots/base-kind.js';
import { NEW_WORLD_KIND } from '../src/bots/new-world-kind.js';
import { pickBest, scoreMoves } from '../src/bots/one-ply.js';

const games = Number(process.argv[2] ?? 400);
const changed = JSON.parse(process.argv[3] ?? '{}') as Partial<typeof FULL_WEIGHTS>;
const opponent = process.argv[4] ?? 'greedy';
const newWorld = process.argv[5] === 'new-world';
if (!isBotLevel(opponent)) throw new Error(`no bot level ${opponent}`);
const weights = { ...FULL_WEIGHTS, ...changed, ...(newWorld && { newWorld: { ...NEW_WORLD_WEIGHTS, ...changed.newWorld } }) };

/** One game; returns the tuned seat's score minus the opponent's. */
function playOne<G extends AnyGame & BotGame<G>>(kind: GameKind<G>, game: G, i: number): number {
  const seat = i % 2;
  const rng = Rng.fromSeed(`w${i}`);
  while (!game.finished) {
    if (game.current === seat) {
      game.play(kind.toMove(pickBest(scoreMoves(kind, game, weights, true), rng)!));
    } else {
      const r = chooseMove(game, { level: opponent as BotLevel, seed: `o${i}` });
      if (!r.ok) throw new Error(r.error.message);
      game.play(r.move);
    }
  }
  return game.scores[seat] - game.scores[1 - seat];
}

let won = 0;
let margin = 0;
for (let i = 0; i < games; i++) {
  const players = ['a', 'b'];
  const created = newWorld ? createGame({ game: 'new-world', players, seed: `nwtune/${i >> 1}` }) : createGame({ players, seed: `wtune/${i}` });
  if (!created.ok) throw new Error(created.error.message);
  const g = created.game;
  const m = g instanceof NewWorldGame ? playOne(NEW_WORLD_KIND, g, i) : playOne(BASE_KIND, g, i);
  won += m > 0 ? 1 : m === 0 ? 0.5 : 0;
  margin += m;
}
console.log(JSON.stringify({ weights: changed, opponent, game: newWorld ? 'new-world' : 'carcassonne', games, winShare: won / games, meanMargin: +(margin / games).toFixed(2) }));
