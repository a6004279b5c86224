/**
 * Building and playing hand-made base games for the engine tests. A step is written
 * `['U', 1, 0, 0, 'road:E']` (tile, x, y, rot, optional meeple) and the deck is the steps' tiles in
 * order, plus `tail` tiles that keep the game running past the last step.
 */
import { expect } from 'vitest';
import { Rng, createGame, exportRecord, randomMove, replayRecord, type Game, type GameEvent, type GameRecord, type Rotation, type ScoreEvent } from '../../../src/engine/index.js';

export type Step = [tile: string, x: number, y: number, rot: Rotation, meeple?: string];

export interface BuildOptions {
  players?: string[];
  rules?: Record<string, unknown>;
  /** tiles drawn after the last step */
  tail?: string[];
}

export function toMove([tile, x, y, rot, meeple]: Step) {
  return meeple === undefined ? { tile, at: [x, y] as [number, number], rot } : { tile, at: [x, y] as [number, number], rot, meeple };
}

export function recordOf(steps: Step[], opts: BuildOptions = {}): GameRecord {
  return {
    format: 'carcassonne-record/1',
    players: opts.players ?? ['Alice', 'Bob'],
    ...(opts.rules ? { rules: opts.rules } : {}),
    deck: [...steps.map((s) => s[0]), ...(opts.tail ?? [])],
    moves: steps.map(toMove),
  };
}

export interface Played {
  game: Game;
  events: GameEvent[];
  scored: ScoreEvent[];
  scores: number[];
  followers: number[];
}

/** Replays hand-built steps; fails the test with the engine's reason if any step is refused. */
export function playSteps(steps: Step[], opts: BuildOptions = {}): Played {
  const res = replayRecord(recordOf(steps, opts));
  if (!res.ok) throw new Error(`step ${res.error.move}: ${res.error.code} ${res.error.message}`);
  const snap = res.game.snapshot();
  return {
    game: res.game,
    events: res.events,
    scored: res.events.filter((e): e is ScoreEvent => e.type === 'scored'),
    scores: snap.scores,
    followers: snap.followers,
  };
}

/** A game built from steps that has not ended yet (the tail keeps it open). */
export function openGame(steps: Step[], opts: BuildOptions = {}): Game {
  const p = playSteps(steps, { ...opts, tail: opts.tail ?? ['U'] });
  expect(p.game.finished).toBe(false);
  return p.game;
}

/** Plays `moves` uniformly random legal moves (fewer if the game ends) of a seeded full game. */
export function randomGame(seed: string, moveSeed: number, moves = Infinity, opts: { players?: string[]; rules?: Record<string, unknown> } = {}): Game {
  const created = createGame({ players: opts.players ?? ['Ann', 'Ben', 'Cat'], seed, rules: opts.rules });
  if (!created.ok) throw new Error(created.error.message);
  const game = created.game;
  const rng = new Rng([moveSeed >>> 0, 0x9e3779b9, 0x85ebca6b, 7]);
  for (let i = 0; i < moves && !game.finished; i++) {
    const move = randomMove(game, rng);
    if (!move) throw new Error('no legal move for a drawn tile');
    const res = game.play(move);
    if (!res.ok) throw new Error(`randomMove produced an illegal move: ${res.error.code}`);
  }
  return game;
}

/** A plain picture of everything a peer can observe, for equality checks. */
export function observable(game: Game) {
  return { snapshot: game.snapshot(), record: exportRecord(game), placements: game.legalPlacements() };
}
