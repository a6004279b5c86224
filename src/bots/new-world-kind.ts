/**
 * New World as the bots see it (game-kind.ts). A move is a placement, a settler (its role follows
 * from where it stands) and, when the tile completes two or more features with settlers, the order
 * they score in: the order decides which settlers stand in a surveyor's column when scored (its
 * bonus) and which are sent home before their feature scores, so each order is a move of its own
 * and the bots value them like any other (the engine's order first; beyond four features, only it).
 */
import { ROTATIONS, randomNewWorldMove, type NewWorldGame, type NewWorldMove } from '../engine/index.js';
import { completionsOf, newWorldSpotName } from './engine-access.js';
import { FULL_WEIGHTS } from './evaluate.js';
import { evaluateNewWorld, HARD_NEW_WORLD_WEIGHTS } from './evaluate-new-world.js';
import type { GameKind } from './game-kind.js';
import { listMoves, Extra, type Candidate } from './moves.js';
import { bagGroups } from './public-view.js';

/** Orders are listed in full up to this many features (4! = 24 moves); beyond, the engine's order alone. */
const MAX_ORDERED = 4;

/** Every ordering of `items`, the given order first. */
function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  const out: T[][] = [];
  items.forEach((first, i) => {
    for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)])) out.push([first, ...rest]);
  });
  return out;
}

/** The moves with their scoring orders: one candidate per order when two or more features score. */
function withOrders(game: NewWorldGame, moves: Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  for (const c of moves) {
    const done = completionsOf(game, c.tile, c.x, c.y, c.r, c.extra === Extra.follower ? c.seg : -1);
    if (done.length < 2) {
      out.push(c);
      continue;
    }
    const names = done.map((d) => d.name);
    for (const order of done.length > MAX_ORDERED ? [names] : permutations(names)) out.push({ ...c, order });
  }
  return out;
}

export function toNewWorldMove(c: Candidate): NewWorldMove {
  const move: NewWorldMove = { tile: c.tile.id, at: [c.x, c.y], rot: ROTATIONS[c.r] };
  if (c.extra === Extra.follower) move.meeple = newWorldSpotName(c.tile, c.r, c.seg);
  if (c.order) move.order = c.order;
  return move;
}

export const NEW_WORLD_KIND: GameKind<NewWorldGame> = {
  listMoves: (game, withFollowers = true) => withOrders(game, listMoves(game, withFollowers)),
  toMove: toNewWorldMove,
  evaluate: evaluateNewWorld,
  randomMove: (game, rng) => randomNewWorldMove(game, rng),
  bagGroups: (game) => bagGroups(game, null),
  weights: { medium: FULL_WEIGHTS, hard: HARD_NEW_WORLD_WEIGHTS },
};
