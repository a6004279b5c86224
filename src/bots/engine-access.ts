/**
 * The few engine internals the bots need beyond src/engine/index.ts, gathered in one place so a
 * change of the engine's inner files touches only this file. `spotName` and `newWorldSpotName` name
 * a segment in record notation, the same way the engine does (a bot's move must read exactly as a
 * player's would); `completionsOf` lists what a New World placement completes, in the engine's
 * scoring order (the features a move's `order` ranks), without the spot parsing of the public
 * `scoringChoices`. Wrapped rather than re-exported: a re-exported binding is read through a getter
 * on every call under tsx, which showed in profiles of the search.
 */
import { spotName as engineSpotName } from '../engine/spots.js';
import { newWorldSpotName as engineNewWorldSpotName } from '../engine/new-world/spots.js';
import { completionsOf as engineCompletionsOf, type Completion } from '../engine/new-world/completions.js';
import type { CompiledTile, NewWorldGame } from '../engine/index.js';

export const spotName: (tile: CompiledTile, rot: number, seg: number) => string = engineSpotName;
export const newWorldSpotName: (tile: CompiledTile, rot: number, seg: number) => string = engineNewWorldSpotName;
export const completionsOf: (game: NewWorldGame, tile: CompiledTile, x: number, y: number, r: number, settlerSeg: number) => Completion[] = engineCompletionsOf;
