/**
 * What a New World game is made of, as the helpers game.ts calls see it (completions, scoring,
 * surveyors, snapshot): they take a NewWorldState, not the class, so imports point one way, as in
 * the base game (game-state.ts). Types only.
 */
import type { Board } from '../board.js';
import type { Features } from '../features.js';
import type { Catalogue, CompiledTile } from '../tiles/tile-spec.js';
import type { NewWorldRules } from './rules.js';
import type { NewWorldTurn } from './types.js';

export interface NewWorldState {
  readonly catalogue: Catalogue;
  rules: NewWorldRules;
  players: string[];
  deck: Int16Array;
  deckPos: number;
  board: Board;
  features: Features;
  scores: Int32Array;
  /** settlers in each player's supply */
  followersLeft: Int8Array;
  /** segments holding a settler, in the order they were placed */
  boardFollowers: number[];
  moves: NewWorldTurn[];
  current: number;
  currentTile: CompiledTile | null;
  finished: boolean;
  /** the columns of the two surveyors */
  surveyors: [number, number];
  /** the western-most column holding a tile */
  westmost: number;
  readonly turn: number;
  /** the square of a placed tile */
  squareOf(idx: number): [number, number];
}
