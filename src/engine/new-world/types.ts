/** Public shapes of New World games: moves, events, snapshots. */
import type { Rotation } from '../geometry.js';
import type { EngineError } from '../errors.js';
import type { GameEvent } from '../types.js';
import type { NewWorldFeature, Role } from './spots.js';

/** A New World move in record notation. `meeple` names a New World spot of the placed tile in board orientation. */
export interface NewWorldMove {
  tile: string;
  at: [number, number];
  rot: Rotation;
  /** where the settler goes: `town:N` (shopkeeper), `trail:E` (robber), `plains:NNW` (trapper), `farm` (farmer) */
  meeple?: string;
  /**
   * When the tile completes two or more features that have settlers: the order they are scored in,
   * each named once (a spot of the placed tile for a trail or town, `farm` for its own farm,
   * `farm:NW` … `farm:SE` for a farm around it). Omitted, the engine's order is used and written in.
   */
  order?: string[];
}

/** A turn: a placement, or a pass (the player plays nothing; the next player plays the same tile). */
export type NewWorldTurn = NewWorldMove | { pass: true };

export interface NewWorldScoreEvent {
  type: 'scored';
  /** the 1-based move number, or null in final scoring */
  turn: number | null;
  feature: NewWorldFeature;
  /** what each winner scores before surveyor bonuses */
  points: number;
  /** player indices, in turn order */
  winners: number[];
  /** per winner (same order): 4 per surveyor in the column of each of their scored settlers */
  surveyorBonus: number[];
  complete: boolean;
  /** the squares of the feature */
  tiles: [number, number][];
  /** settlers that went back to their owners' supply */
  returned: { player: number; at: [number, number] }[];
  /** settlers each player had on the feature, in turn order */
  followers: number[];
  /** towns: flags; trails: trading posts; plains: animals */
  flags?: number;
  posts?: number;
  animals?: number;
  /** trails under `incompleteTrails: "segments"`: trail segments counted */
  segments?: number;
  /** farms: tiles around the farm (the sea counts with `coastCloses`) */
  around?: number;
}

export type NewWorldEvent =
  | Exclude<GameEvent, { type: 'scored' } | { type: 'follower-placed' }>
  | { type: 'follower-placed'; turn: number; player: number; spot: string; at: [number, number]; role: Role }
  | NewWorldScoreEvent
  | { type: 'surveyor-moved'; turn: number; player: number; surveyor: 0 | 1; from: number; to: number }
  | { type: 'settlers-removed'; turn: number; column: number; settlers: { player: number; at: [number, number]; spot: string; role: Role }[] }
  | { type: 'not-scored'; turn: number; feature: NewWorldFeature; tiles: [number, number][]; reason: 'settlers-removed' };

export type NewWorldResult<S> = { ok: true; state: S; events: NewWorldEvent[] } | { ok: false; error: EngineError };

/** A plain, JSON-friendly picture of a New World game for renderers and peers. */
export interface NewWorldSnapshot {
  game: 'new-world';
  players: string[];
  turn: number;
  current: number;
  currentTile: string | null;
  finished: boolean;
  scores: number[];
  /** settlers each player has in supply */
  followers: number[];
  tiles: { id: string; at: [number, number]; rot: Rotation }[];
  meeples: { player: number; at: [number, number]; spot: string; kind: NewWorldFeature; role: Role }[];
  remaining: number;
  remainingByTile: Record<string, number>;
  /** the coast: tiles go at x ≤ 0; the starting spaces face the squares listed */
  coast: { column: number; startingSpaces: [number, number][] };
  /** the columns (x) of the two surveyors; the coast's board is column 1 */
  surveyors: [number, number];
}
