/**
 * The two surveyors (shared/seeds/001, "The surveyors"). They start on the coast's board, column 1
 * (tiles lie at x ≤ 0). After each scored feature the player to move moves one of them one column
 * west: the eastern one when they stand in different columns, else one of the pair (the first),
 * and neither when no tile lies west of them. A scored settler standing in a surveyor's column
 * brings its player +4 per surveyor there, before the surveyor moves.
 *
 * Removal, the engine's reading: after every surveyor move, each standing settler (trappers lie
 * down and stay) east of the eastern surveyor's column goes back to its owner. This is the rule
 * book's "whenever the eastern-most surveyor is moved from a column … remove these settlers and all
 * settlers east of this column", and also its warning that a settler placed east of the surveyors
 * "will be removed immediately after the next scoring", which the first sentence alone would not do
 * when the western surveyor is the one that moves.
 */
import { SegKind } from '../tiles/tile-spec.js';
import { ROLE_OF_KIND, newWorldSpotName } from './spots.js';
import type { NewWorldState } from './state.js';
import type { NewWorldEvent } from './types.js';

export const COAST_COLUMN = 1;

/** Surveyors standing in column `x` (0, 1 or 2). */
export function surveyorsAt(game: NewWorldState, x: number): number {
  return (game.surveyors[0] === x ? 1 : 0) + (game.surveyors[1] === x ? 1 : 0);
}

/** After a scored feature: one surveyor one column west, then the settlers east of them go home. */
export function moveSurveyor(game: NewWorldState, turn: number, player: number, events: NewWorldEvent[]): void {
  const s = game.surveyors;
  let which: 0 | 1;
  if (s[0] !== s[1]) which = s[0] > s[1] ? 0 : 1;
  else if (s[0] - 1 >= game.westmost) which = 0;
  else return;
  const from = s[which];
  s[which] = from - 1;
  events.push({ type: 'surveyor-moved', turn, player, surveyor: which, from, to: from - 1 });
  removeFallenBehind(game, Math.max(s[0], s[1]), turn, events);
}

function removeFallenBehind(game: NewWorldState, east: number, turn: number, events: NewWorldEvent[]): void {
  const f = game.features;
  const b = game.board;
  const settlers: Extract<NewWorldEvent, { type: 'settlers-removed' }>['settlers'] = [];
  game.boardFollowers = game.boardFollowers.filter((seg) => {
    const idx = (seg / f.stride) | 0;
    const kind = f.kind[seg];
    if (kind === SegKind.field || b.x[idx] <= east) return true;
    const player = f.owner[seg] - 1;
    const tile = game.catalogue.tiles[b.tile[idx]];
    settlers.push({ player, at: game.squareOf(idx), spot: newWorldSpotName(tile, b.rot[idx], seg % f.stride), role: ROLE_OF_KIND[kind] });
    f.owner[seg] = 0;
    f.followers[f.find(seg)]--;
    game.followersLeft[player]++;
    return false;
  });
  if (settlers.length) events.push({ type: 'settlers-removed', turn, column: east + 1, settlers });
}
