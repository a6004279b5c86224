/**
 * The River's placement rules (seed 003, The River): a river tile must continue an open river end;
 * it may not make the river turn the same way twice in a row (a U-turn) nor a third time in the same
 * direction; its other river ends must face empty squares on the table that no other river end
 * faces, so the river can always continue and two branches never join.
 *
 * The game keeps the open river ends: the square, the side the water leaves by, the turn the tile
 * there made (-1 left, 0 straight, +1 right, seen along the flow) and `run`, the signed count of
 * consecutive turns the same way (straights do not break a run).
 */
import type { EngineError } from './errors.js';
import type { Game } from './game.js';
import { DX, DY } from './geometry.js';
import { EdgeKind, type CompiledTile } from './tiles/tile-spec.js';

export interface RiverEnd {
  x: number;
  y: number;
  side: number;
  last: number;
  run: number;
}

export class RiverState {
  ends: RiverEnd[] = [];

  clone(): RiverState {
    const r = new RiverState();
    r.ends = this.ends.map((e) => ({ ...e }));
    return r;
  }
}

function isRiverSide(tile: CompiledTile, rot: number, side: number): boolean {
  return edgeKind(tile, rot, side) === EdgeKind.W;
}

/** -1 for a left turn, +1 for a right turn, 0 straight on, for water coming in from `entry` and leaving by `exit`. */
function turnOf(entry: number, exit: number): number {
  const heading = (entry + 2) % 4;
  return exit === heading ? 0 : exit === (heading + 1) % 4 ? 1 : -1;
}

const refuse = (code: EngineError['code'], message: string): EngineError => ({ code, message });

/** The placement hook: null when a river tile may go there (other tiles are left to edge matching). */
export function riverPlacementError(game: Game, x: number, y: number, tile: CompiledTile, rot: number): EngineError | null {
  if (!tile.hasRiver) return null;
  const b = game.board;
  let entry = -1;
  for (let side = 0; side < 4; side++) {
    if (!isRiverSide(tile, rot, side) || b.at(x + DX[side], y + DY[side]) < 0) continue;
    if (entry >= 0) return refuse('move/river-joins', 'A river tile may not join two river ends.');
    entry = side;
  }
  if (entry < 0) return refuse('move/river-unconnected', 'A river tile must continue an open end of the river.');
  const ends = game.river!.ends;
  const from = ends.find((e) => e.x === x + DX[entry] && e.y === y + DY[entry] && e.side === (entry + 2) % 4);
  if (!from) return refuse('move/river-unconnected', 'A river tile must continue an open end of the river.');
  for (let exit = 0; exit < 4; exit++) {
    if (exit === entry || !isRiverSide(tile, rot, exit)) continue;
    const turn = turnOf(entry, exit);
    if (turn !== 0 && from.last === turn) return refuse('move/river-u-turn', 'The river may not turn the same way twice in a row (a U-turn).');
    if (turn !== 0 && Math.sign(from.run) === turn && Math.abs(from.run) >= 2) {
      return refuse('move/river-u-turn', 'The river may not turn the same way a third time.');
    }
    const tx = x + DX[exit];
    const ty = y + DY[exit];
    // lakeFits also refuses a square that another branch faces too: a lake closes one end only
    if (!b.inBounds(tx, ty) || b.at(tx, ty) >= 0 || !lakeFits(game, tx, ty, x, y, tile, rot)) return BLOCKED;
  }
  // branches may run side by side (seed 003 forbids only joining them), but this tile must leave
  // every other open end a square a lake can still close
  for (const e of ends) {
    if (e === from) continue;
    const tx = e.x + DX[e.side];
    const ty = e.y + DY[e.side];
    if (Math.abs(tx - x) + Math.abs(ty - y) === 1 && !lakeFits(game, tx, ty, x, y, tile, rot)) return BLOCKED;
  }
  return null;
}

const BLOCKED = refuse('move/river-blocked', 'The river would run into placed tiles, the table edge or another branch and could not continue.');

function edgeKind(tile: CompiledTile, rot: number, side: number): number {
  return (tile.sig[rot] >> (3 * side)) & 7;
}

/**
 * Could a lake still close the river end that targets (tx, ty) once `tile` lies at (x, y)? Every
 * tile around the square must show it a field edge, except the one river edge flowing into it.
 */
function lakeFits(game: Game, tx: number, ty: number, x: number, y: number, tile: CompiledTile, rot: number): boolean {
  const b = game.board;
  let rivers = 0;
  for (let side = 0; side < 4; side++) {
    const nx = tx + DX[side];
    const ny = ty + DY[side];
    const facing = (side + 2) % 4;
    let kind: number;
    if (nx === x && ny === y) kind = edgeKind(tile, rot, facing);
    else {
      const q = b.at(nx, ny);
      if (q < 0) continue;
      kind = edgeKind(game.catalogue.tiles[b.tile[q]], b.rot[q], facing);
    }
    if (kind === EdgeKind.W) rivers++;
    else if (kind !== EdgeKind.F) return false;
  }
  return rivers <= 1;
}

/** After a river tile is placed (the spring too): its open ends replace the one it continued. */
export function updateRiver(game: Game, idx: number): void {
  const b = game.board;
  const tile = game.catalogue.tiles[b.tile[idx]];
  if (!tile.hasRiver || !game.river) return;
  const x = b.x[idx];
  const y = b.y[idx];
  const rot = b.rot[idx];
  const state = game.river;
  let entry = -1;
  for (let side = 0; side < 4; side++) if (isRiverSide(tile, rot, side) && b.at(x + DX[side], y + DY[side]) >= 0) entry = side;
  const i = entry < 0 ? -1 : state.ends.findIndex((e) => e.x === x + DX[entry] && e.y === y + DY[entry] && e.side === (entry + 2) % 4);
  const from = i >= 0 ? state.ends.splice(i, 1)[0] : { x, y, side: 0, last: 0, run: 0 };
  for (let exit = 0; exit < 4; exit++) {
    if (exit === entry || !isRiverSide(tile, rot, exit)) continue;
    const turn = entry < 0 ? 0 : turnOf(entry, exit);
    const run = turn === 0 ? from.run : Math.sign(from.run) === turn ? from.run + turn : turn;
    state.ends.push({ x, y, side: exit, last: turn, run });
  }
}
