/** Random games for the board's benchmarks and screenshots (engine only: createGame + randomMove). */
import { createGame, randomMove, Rng, type Game } from '../src/engine/index.js';

/** A game played by random legal moves for `moves` turns (or to the end). */
export function randomGame(seed: string, moves = Infinity, players = ['Ann', 'Bo', 'Cy', 'Di']): Game {
  const created = createGame({ players, seed });
  if (!created.ok) throw new Error(created.error.message);
  const game = created.game;
  const rng = Rng.fromSeed(`${seed}/moves`);
  for (let i = 0; i < moves && !game.finished; i++) {
    const move = randomMove(game, rng);
    if (!move) break;
    const res = game.play(move);
    if (!res.ok) throw new Error(res.error.message);
  }
  return game;
}
