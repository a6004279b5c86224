/**
 * Every legal New World move of the player to move: the base game's listing (../move-list.ts: each
 * placement, then no settler and a settler on each free segment), plus the scoring order. When a
 * move completes two or more features with settlers, the order they score in decides surveyor
 * bonuses and which settlers go home before their feature scores, so each order is a move of its
 * own: listed in turn, the engine's order (the one `play` uses when `order` is left out) first, then
 * the other permutations in lexicographic order of their places in it.
 */
import { ROTATIONS } from '../geometry.js';
import { MoveExtra, listMoveOptions, type MoveLister, type MoveOption } from '../move-list.js';
import { completionsOf } from './completions.js';
import { newWorldSpotName } from './spots.js';
import type { NewWorldState } from './state.js';
import type { NewWorldMove } from './types.js';

/** Every ordering of `items`, the given order first. */
function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  const out: T[][] = [];
  items.forEach((first, i) => {
    for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)])) out.push([first, ...rest]);
  });
  return out;
}

/**
 * The moves with their scoring orders. `maxOrdered`: orders are listed in full up to this many
 * completed features (n features make n! moves); a move completing more is listed once, naming the
 * engine's order. 0 names no order at all: one move per placement and settler, scored in the
 * engine's order (what a board offers before the player reorders).
 */
export function newWorldMoveOptions(game: NewWorldState & MoveLister, maxOrdered = Infinity): MoveOption[] {
  const out: MoveOption[] = [];
  for (const o of listMoveOptions(game)) {
    const done = maxOrdered < 1 ? [] : completionsOf(game, o.tile, o.x, o.y, o.r, o.extra === MoveExtra.follower ? o.seg : -1);
    if (done.length < 2) {
      out.push(o);
      continue;
    }
    const names = done.map((d) => d.name);
    for (const order of done.length > maxOrdered ? [names] : permutations(names)) out.push({ ...o, order });
  }
  return out;
}

/** A New World move option in record notation. */
export function toNewWorldMove(o: MoveOption): NewWorldMove {
  const move: NewWorldMove = { tile: o.tile.id, at: [o.x, o.y], rot: ROTATIONS[o.r] };
  if (o.extra === MoveExtra.follower) move.meeple = newWorldSpotName(o.tile, o.r, o.seg);
  if (o.order) move.order = o.order;
  return move;
}
