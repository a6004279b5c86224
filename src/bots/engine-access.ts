/**
 * The few engine internals the bots need beyond src/engine/index.ts, gathered in one place so a
 * change of the engine's inner files touches only this file. `spotName` names a segment in record
 * notation, the same way the engine does (a bot's move must read exactly as a player's would).
 * Wrapped rather than re-exported: a re-exported binding is read through a getter on every call
 * under tsx, which showed in profiles of the search.
 */
import { spotName as engineSpotName } from '../engine/spots.js';
import type { CompiledTile } from '../engine/index.js';

export const spotName: (tile: CompiledTile, rot: number, seg: number) => string = engineSpotName;
