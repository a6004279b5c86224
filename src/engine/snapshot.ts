/** The plain, JSON-friendly picture of a game that renderers and peers read. */
import type { GameState } from './game-state.js';
import { ROTATIONS, SIDE_NAMES } from './geometry.js';
import { spotName } from './spots.js';
import { SegKind, type Catalogue } from './tiles/tile-spec.js';
import type { Board } from './board.js';
import type { FeatureName, GameSnapshot } from './types.js';

const KIND_NAME = ['', 'road', 'city', 'field', 'monastery', 'garden'] as const;

/** How many of each tile the deck holds from position `from` on. */
export function countTiles(deck: Int16Array, from: number, catalogue: Catalogue): Record<string, number> {
  const out: Record<string, number> = {};
  for (let i = from; i < deck.length; i++) {
    const id = catalogue.tiles[deck[i]].id;
    out[id] = (out[id] ?? 0) + 1;
  }
  return out;
}

/** The `i`-th tile placed (0: the start tile), as a snapshot lists it. */
export function placedTile(board: Board, catalogue: Catalogue, i: number): GameSnapshot['tiles'][number] {
  return { id: catalogue.tiles[board.tile[i]].id, at: [board.x[i], board.y[i]], rot: ROTATIONS[board.rot[i]] };
}

/** The placed tiles, in placement order. */
export function placedTiles(board: Board, catalogue: Catalogue): GameSnapshot['tiles'] {
  const out: GameSnapshot['tiles'] = [];
  for (let i = 0; i < board.count; i++) out.push(placedTile(board, catalogue, i));
  return out;
}

export function takeSnapshot(game: GameState): GameSnapshot {
  const b = game.board;
  const f = game.features;
  const tiles = game.catalogue.tiles;
  const from = game.deckPos + (game.currentTile && !game.fromHand ? 1 : 0);
  const remainingByTile = countTiles(game.deck, from, game.catalogue);
  const placed = placedTiles(b, game.catalogue);
  let riverLeft = 0;
  for (let i = from; i < game.deck.length; i++) if (tiles[game.deck[i]].hasRiver) riverLeft++;
  return {
    players: [...game.players],
    turn: game.turn,
    current: game.current,
    currentTile: game.currentTile?.id ?? null,
    finished: game.finished,
    scores: Array.from(game.scores),
    followers: Array.from(game.followersLeft),
    tiles: placed,
    meeples: game.boardFollowers.map((s) => {
      const idx = (s / f.stride) | 0;
      const tile = tiles[b.tile[idx]];
      const kind = tile.segments[s % f.stride].kind;
      return {
        player: f.owner[s] - 1,
        at: game.squareOf(idx),
        spot: spotName(tile, b.rot[idx], s % f.stride),
        kind: f.abbot[s] ? ('abbot' as const) : kind === SegKind.field ? ('farmer' as const) : (KIND_NAME[kind] as FeatureName),
      };
    }),
    remaining: game.deck.length - game.deckPos,
    remainingByTile,
    abbots: Array.from(game.abbotsLeft),
    hands: game.hands && game.hands.map((h) => h.map((t) => tiles[t].id)),
    river: game.river && {
      ends: game.river.ends.map((e) => ({ at: [e.x, e.y] as [number, number], side: SIDE_NAMES[e.side] })),
      tilesLeft: riverLeft + (game.currentTile?.hasRiver && !game.fromHand ? 1 : 0),
    },
  };
}
