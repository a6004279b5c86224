/**
 * New World as the bots see it (game-kind.ts). A move is a placement, a settler (its role follows
 * from where it stands) and, when the tile completes two or more features with settlers, the order
 * they score in: the order decides which settlers stand in a surveyor's column when scored (its
 * bonus) and which are sent home before their feature scores, so each order is a move of its own
 * and the bots value them like any other (the engine's order first; beyond four features, only it).
 */
import { randomNewWorldMove, toNewWorldMove, type NewWorldGame } from '../engine/index.js';
import { FULL_WEIGHTS } from './evaluate.js';
import { evaluateNewWorld, HARD_NEW_WORLD_WEIGHTS } from './evaluate-new-world.js';
import type { GameKind } from './game-kind.js';
import { bagGroups } from './public-view.js';

/** Orders are listed in full up to this many features (4! = 24 moves); beyond, the engine's order alone. */
const MAX_ORDERED = 4;

export const NEW_WORLD_KIND: GameKind<NewWorldGame> = {
  listMoves: (game) => game.moveOptions(MAX_ORDERED),
  toMove: toNewWorldMove,
  evaluate: evaluateNewWorld,
  randomMove: (game, rng) => randomNewWorldMove(game, rng),
  bagGroups: (game) => bagGroups(game, null),
  weights: { medium: FULL_WEIGHTS, hard: HARD_NEW_WORLD_WEIGHTS },
};
