/**
 * What a base game is made of, as the helpers that game.ts calls see it (abbot, draw-pile, river
 * hooks, ruleset, scoring, snapshot, game-setup). They take a GameState rather than the Game class,
 * so the engine's imports point one way: game.ts imports them, and they import only this file and
 * what lies below it (board, features, rules, tiles, types). Types only: nothing here runs.
 */
import type { Board, Bounds } from './board.js';
import type { EngineError } from './errors.js';
import type { Features } from './features.js';
import type { HiddenDraws } from './hidden-bag.js';
import type { RiverState } from './river.js';
import type { Rng } from './rng.js';
import type { Rules } from './rules.js';
import type { RiverSetup } from './tiles/river-tiles.js';
import type { Catalogue, CompiledTile } from './tiles/tile-spec.js';
import type { TurnMove } from './types.js';

export type PlayerSpec = string | { name: string; [k: string]: unknown };

export interface RuleHooks {
  /** an extra placement condition beyond matching edges (null: allowed) */
  checkPlacement?(game: GameState, x: number, y: number, tile: CompiledTile, rot: number): EngineError | null;
  /** the tiles checkPlacement may refuse (absent: every tile): the placement scans do not ask it about the others */
  checksTile?(tile: CompiledTile): boolean;
  /** after a tile joined the board and its features (the start tile too), before followers and scoring */
  afterPlacement?(game: GameState, idx: number): void;
}

/**
 * A ruleset is data plus a few hooks: which tiles are in the bag, which tile starts, the table
 * edge, and optional checks the core calls at fixed points (ruleset.ts builds one from the rules).
 */
export interface Ruleset {
  /** normal tile ids in the bag in catalogue order (the order the seeded shuffle starts from) */
  supply: string[];
  /** the tile at [0,0] before the first move, or null when the deck's first tile starts (startTileInBag) */
  startTile: string | null;
  river: RiverSetup | null;
  bounds: Bounds | null;
  hooks: RuleHooks;
}

export interface GameState {
  readonly catalogue: Catalogue;
  rules: Rules;
  ruleset: Ruleset;
  players: string[];
  playerSpecs: PlayerSpec[];
  /** the deck as given or shuffled, for records */
  initialDeck: string[];
  /** the draw order, as tile indices (tiles returned to the bag are inserted here) */
  deck: Int16Array;
  deckPos: number;
  /** hidden draws: the shuffle ranges of the deck, and its seed; null when the deck is fixed */
  hidden: (HiddenDraws & { seed: string }) | null;
  /** hidden draws: deck positions from here on are the bag, in canonical order (Infinity: all fixed) */
  hiddenFrom: number;
  /** hidden draws: the PRNG of the call being played, null between calls */
  drawRng: Rng | null;
  /** the start player when `first` set it or a hidden game drew it (records carry it), else null */
  first: number | null;
  /** the deck lists a returned tile again where it is drawn again: nothing is re-inserted */
  redraws: boolean;
  board: Board;
  features: Features;
  scores: Int32Array;
  followersLeft: Int8Array;
  abbotsLeft: Int8Array;
  /** segments holding a follower, in the order they were placed */
  boardFollowers: number[];
  moves: TurnMove[];
  current: number;
  currentTile: CompiledTile | null;
  /** whether the current tile comes from the player's hand (else it is deck[deckPos]) */
  fromHand: boolean;
  /** held tiles per player, or null when tiles are drawn at the start of a turn */
  hands: number[][] | null;
  dealt: boolean;
  river: RiverState | null;
  /** the game's own PRNG (start player, returned tiles), seeded from the deck */
  rng: Rng | null;
  finished: boolean;
  /** moves played so far */
  readonly turn: number;
  hasPlacement(tile: CompiledTile): boolean;
  /** the square of a placed tile */
  squareOf(idx: number): [number, number];
}
