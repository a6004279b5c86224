/** The base game as the bots see it (game-kind.ts): abbot moves, the base evaluation, river-aware bag groups. */
import { ROTATIONS, randomMove, type CompiledTile, type Game } from '../engine/index.js';
import { evaluate, FULL_WEIGHTS, HARD_WEIGHTS } from './evaluate.js';
import type { GameKind } from './game-kind.js';
import { listMoves, toMove, Extra, type Candidate } from './moves.js';
import { bagGroups } from './public-view.js';

/** The abbot on a placement, or the abbot taken back (The Abbot). */
function abbotMoves(game: Game, tile: CompiledTile, x: number, y: number, r: number, out: Candidate[]): void {
  if (!game.rules.abbot) return;
  for (const spot of game.abbotSpots([x, y], ROTATIONS[r], tile.id)) out.push({ tile, x, y, r, extra: Extra.abbot, seg: -1, spot });
  if (game.canReturnAbbot([x, y], tile.id)) out.push({ tile, x, y, r, extra: Extra.returnAbbot, seg: -1 });
}

export const BASE_KIND: GameKind<Game> = {
  listMoves: (game, withFollowers = true) => listMoves(game, withFollowers, abbotMoves),
  toMove,
  evaluate,
  randomMove,
  bagGroups: (game) => bagGroups(game, game.ruleset.river),
  weights: { medium: FULL_WEIGHTS, hard: HARD_WEIGHTS },
};
