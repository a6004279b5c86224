/**
 * The Abbot (seed 003): one abbot per player, placed only on the just-placed tile's monastery or
 * garden (which nothing can occupy yet), and taken back instead of a placement, before its
 * monastery or garden is surrounded (note 32: once surrounded it scores 9 in the scoring phase).
 */
import { VOLCANO_TURN, type EngineError } from './errors.js';
import type { GameState } from './game-state.js';
import type { CompiledTile } from './tiles/tile-spec.js';

const notInPlay: EngineError = { code: 'move/no-abbot', message: 'The Abbot is not in play with these rules.' };

export function abbotError(game: GameState, tile: CompiledTile, spot: 'monastery' | 'garden'): EngineError | null {
  if (!game.rules.abbot) return notInPlay;
  if (game.abbotsLeft[game.current] <= 0) return { code: 'move/no-abbot', message: `${game.players[game.current]}'s abbot is already on the board.` };
  if ((spot === 'monastery' ? tile.monastery : tile.garden) < 0) return { code: 'move/no-such-segment', message: `Tile ${tile.id} has no ${spot}.` };
  return null;
}

/** A player's abbot on the board (its segment), or -1. */
export function abbotSegment(game: GameState, player: number): number {
  const f = game.features;
  for (const s of game.boardFollowers) if (f.abbot[s] && f.owner[s] === player + 1) return s;
  return -1;
}

/** Why the current player may not take the abbot back after placing a tile at (x, y), or null. */
export function abbotReturnError(game: GameState, tile: CompiledTile, x: number, y: number): EngineError | null {
  if (!game.rules.abbot) return notInPlay;
  if (tile.volcano) return VOLCANO_TURN;
  const s = abbotSegment(game, game.current);
  if (s < 0) return { code: 'move/abbot-not-placed', message: `${game.players[game.current]} has no abbot on the board to take back.` };
  const [ax, ay] = game.squareOf((s / game.features.stride) | 0);
  const around = game.board.neighbours8(ax, ay) + (Math.abs(x - ax) <= 1 && Math.abs(y - ay) <= 1 ? 1 : 0);
  if (around === 8) return { code: 'move/rule-forbids', message: "The abbot's monastery or garden is now complete and scores in full; it cannot be taken back." };
  return null;
}
