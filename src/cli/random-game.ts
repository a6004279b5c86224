/**
 * Random legal games, shared by `simulate` and the benchmark. Game i of seed S takes its deck
 * from the engine's shuffle of "S/i" and its move choices from a separate generator seeded
 * "S/i/moves", so the same seed always gives the same games.
 */
import { NewWorldGame, Rng, createGame, randomMove, randomNewWorldMove, type Failure, type Game, type GameName } from '../engine/index.js';

/** A game of either kind the engine plays. */
export type AnyGame = Game | NewWorldGame;

export function playerNames(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `P${i + 1}`);
}

export function gameSeed(seed: string, index: number): string {
  return `${seed}/${index}`;
}

export interface RandomGame<G extends AnyGame = Game> {
  ok: true;
  game: G;
  rng: Rng;
}

/** A fresh game with its own move generator (a Failure only for bad rules or players). */
export function startRandomGame(players: number, seed: string, rules?: unknown): RandomGame | Failure;
export function startRandomGame(players: number, seed: string, rules: unknown, game: GameName): RandomGame<AnyGame> | Failure;
export function startRandomGame(players: number, seed: string, rules?: unknown, game: GameName = 'carcassonne'): RandomGame<AnyGame> | Failure {
  const setup = { players: playerNames(players), rules, seed };
  const created = game === 'new-world' ? createGame({ ...setup, game }) : createGame(setup);
  if (!created.ok) return created;
  return { ok: true, game: created.game, rng: Rng.fromSeed(`${seed}/moves`) };
}

/**
 * Plays random legal moves until the game ends or `stopAtTurn` moves have been played. A refusal of
 * the random player's own move is an engine bug, so it throws with the seed to reproduce it.
 */
export function playRandomly<G extends AnyGame>(game: G, rng: Rng, stopAtTurn = Infinity): G {
  while (!game.finished && game.turn < stopAtTurn) {
    const move = game instanceof NewWorldGame ? randomNewWorldMove(game, rng) : randomMove(game as Game, rng);
    const res = move && game.play(move);
    if (!res || !res.ok) {
      throw new Error(`the engine refused its own random move ${JSON.stringify(move)} at move ${game.turn + 1}: ${res ? res.error.code : 'no move'}`);
    }
  }
  return game;
}
