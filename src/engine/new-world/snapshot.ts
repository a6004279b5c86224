/** The plain, JSON-friendly picture of a New World game that renderers and peers read. */
import { countTiles, placedTiles } from '../snapshot.js';
import type { NewWorldState } from './state.js';
import { startingRows } from './setup.js';
import { FEATURE_OF_KIND, ROLE_OF_KIND, newWorldSpotName } from './spots.js';
import type { NewWorldSnapshot } from './types.js';

export function takeNewWorldSnapshot(game: NewWorldState): NewWorldSnapshot {
  const b = game.board;
  const f = game.features;
  const tiles = game.catalogue.tiles;
  return {
    game: 'new-world',
    players: [...game.players],
    turn: game.turn,
    current: game.current,
    currentTile: game.currentTile?.id ?? null,
    finished: game.finished,
    scores: Array.from(game.scores),
    followers: Array.from(game.followersLeft),
    tiles: placedTiles(b, game.catalogue),
    meeples: game.boardFollowers.map((s) => {
      const idx = (s / f.stride) | 0;
      const tile = tiles[b.tile[idx]];
      const kind = tile.segments[s % f.stride].kind;
      return { player: f.owner[s] - 1, at: game.squareOf(idx), spot: newWorldSpotName(tile, b.rot[idx], s % f.stride), kind: FEATURE_OF_KIND[kind], role: ROLE_OF_KIND[kind] };
    }),
    remaining: game.deck.length - game.deckPos,
    remainingByTile: countTiles(game.deck, game.deckPos + (game.currentTile ? 1 : 0), game.catalogue),
    coast: { column: 0, startingSpaces: startingRows(game.rules).map((y) => [0, y] as [number, number]) },
    surveyors: [game.surveyors[0], game.surveyors[1]],
  };
}
