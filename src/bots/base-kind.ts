/** The base game as the bots see it (game-kind.ts): the engine's moves, the base evaluation, river-aware bag groups. */
import { randomMove, toRecordMove, type Game } from '../engine/index.js';
import { evaluate, FULL_WEIGHTS, HARD_WEIGHTS } from './evaluate.js';
import type { GameKind } from './game-kind.js';
import { bagGroups } from './public-view.js';

export const BASE_KIND: GameKind<Game> = {
  // tile by tile of the hand, so two equal tiles list their moves twice, as the bots always had
  // them: the search's width and its seeded tie-breaks count them, and seeded games must replay
  listMoves: (game) => game.choices().flatMap((t) => game.moveOptions(t.id)),
  toMove: toRecordMove,
  evaluate,
  randomMove,
  bagGroups: (game) => bagGroups(game, game.ruleset.river),
  weights: { medium: FULL_WEIGHTS, hard: HARD_WEIGHTS },
};
