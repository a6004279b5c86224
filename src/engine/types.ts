/** Public shapes of the engine: moves, events, snapshots. */
import type { Rotation } from './geometry.js';
import type { EngineError } from './errors.js';

/** A move in record notation. `meeple` names a segment of the placed tile in board orientation. */
export interface Move {
  tile: string;
  at: [number, number];
  rot: Rotation;
  meeple?: string;
  /** The Abbot: put the abbot on the placed tile's monastery or garden */
  abbot?: 'monastery' | 'garden';
  /** The Abbot: instead of placing, take the abbot back and score it at once */
  returnAbbot?: true;
  /** never set on a placement: tells it from a pass */
  pass?: never;
}

/** The current player plays nothing this turn (online play: a seat the table skips). */
export interface PassMove {
  pass: true;
  tile?: never;
  at?: never;
  rot?: never;
  meeple?: never;
  abbot?: never;
  returnAbbot?: never;
}

/** An entry of a game's moves and of a record's `moves`: a placement or a pass. */
export type TurnMove = Move | PassMove;

export type FeatureName = 'road' | 'city' | 'monastery' | 'garden' | 'field';

export interface ScoreEvent {
  type: 'scored';
  /** the 1-based move number, or null in final scoring */
  turn: number | null;
  feature: FeatureName;
  points: number;
  /** player indices, in turn order */
  winners: number[];
  complete: boolean;
  /** the squares of the feature (for fields under "c1": the squares of the city) */
  tiles: [number, number][];
  /** followers that went back to their owners' supply */
  returned: { player: number; at: [number, number] }[];
  // What the points are made of, so that a score can be explained to a player. Optional: events
  // written by an older engine lack them.
  /** followers each player had on the feature, in turn order (fields under "c1": farmers in the fields next to the city) */
  followers?: number[];
  /** cities: pennants in the city */
  pennants?: number;
  /** cities: scored as the first edition's small city (`tinyCity`: two tiles, 1 point per tile and pennant) */
  tinyCity?: true;
  /** fields under "c3": completed cities next to the field */
  cities?: number;
  /** monasteries and gardens: the eight squares around that count, tiles and (with `borderCompletes`) squares past the table edge */
  around?: number;
  /** monasteries and gardens with `borderCompletes`: how many of `around` are past the table edge */
  edge?: number;
  /** The Abbot: scored because its abbot was taken back */
  abbotReturn?: true;
}

export type GameEvent =
  | { type: 'tile-placed'; turn: number; player: number; tile: string; at: [number, number]; rot: Rotation }
  | { type: 'follower-placed'; turn: number; player: number; spot: string; at: [number, number]; abbot?: true }
  | ScoreEvent
  | { type: 'tile-discarded'; tile: string; reason: 'no-legal-placement' }
  | { type: 'tile-returned'; tile: string; reason: 'no-legal-placement' }
  | { type: 'bonus-turn'; turn: number; player: number; reason: 'hole' | 'volcano' }
  | { type: 'turn-passed'; turn: number; player: number }
  | { type: 'turn-started'; turn: number; player: number; tile: string }
  | { type: 'game-over'; scores: number[] };

export type MoveResult<S> = { ok: true; state: S; events: GameEvent[] } | { ok: false; error: EngineError };

export interface Placement {
  at: [number, number];
  rot: Rotation;
}

/** A plain, JSON-friendly picture of a game for renderers and peers. */
export interface GameSnapshot {
  players: string[];
  turn: number;
  current: number;
  currentTile: string | null;
  finished: boolean;
  scores: number[];
  followers: number[];
  tiles: { id: string; at: [number, number]; rot: Rotation }[];
  meeples: { player: number; at: [number, number]; spot: string; kind: FeatureName | 'farmer' | 'abbot' }[];
  remaining: number;
  remainingByTile: Record<string, number>;
  /** The Abbot: abbots each player still has in supply (all 0 without The Abbot) */
  abbots: number[];
  /** held tiles per player (`hand` > 1 or `previewNextTile`), visible to all; null when tiles are drawn at turn start */
  hands: string[][] | null;
  /** The River: the open river ends (square of the tile and the side the water leaves by); null without a river */
  river: { ends: { at: [number, number]; side: 'N' | 'E' | 'S' | 'W' }[]; tilesLeft: number } | null;
}
