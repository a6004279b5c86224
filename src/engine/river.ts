/**
 * The River's placement rules (seed 003, The River): a river tile must continue an open river end;
 * it may not make the river turn the same way twice in a row (a U-turn) nor a third time in the same
 * direction; every open end must face an empty square on the table that no other end faces, and the
 * lakes still to come must be able to close as many ends as there are lakes (each lake tried in
 * every rotation against the edges around its square), so the river can always be finished where
 * the set-up has lakes for it and two branches never join.
 *
 * The game keeps the open river ends: the square, the side the water leaves by, the turn the tile
 * there made (-1 left, 0 straight, +1 right, seen along the flow) and `run`, the signed count of
 * consecutive turns the same way (straights do not break a run).
 */
import type { EngineError } from './errors.js';
import type { Board } from './board.js';
import type { RiverSetup } from './tiles/river-tiles.js';
import { DX, DY } from './geometry.js';
import { EdgeKind, type Catalogue, type CompiledTile } from './tiles/tile-spec.js';

/** What the river rules read of a game. */
export interface RiverGame {
  board: Board;
  catalogue: Catalogue;
  river: RiverState | null;
  ruleset: { river: RiverSetup | null };
  deck: Int16Array;
  deckPos: number;
}

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
export function riverPlacementError(game: RiverGame, x: number, y: number, tile: CompiledTile, rot: number): EngineError | null {
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
  const targets: number[] = [];
  for (let exit = 0; exit < 4; exit++) {
    if (exit === entry || !isRiverSide(tile, rot, exit)) continue;
    const turn = turnOf(entry, exit);
    if (turn !== 0 && from.last === turn) return refuse('move/river-u-turn', 'The river may not turn the same way twice in a row (a U-turn).');
    if (turn !== 0 && Math.sign(from.run) === turn && Math.abs(from.run) >= 2) {
      return refuse('move/river-u-turn', 'The river may not turn the same way a third time.');
    }
    const tx = x + DX[exit];
    const ty = y + DY[exit];
    if (!b.inBounds(tx, ty) || b.at(tx, ty) >= 0) return BLOCKED;
    targets.push(tx, ty);
  }
  // branches may run side by side (seed 003 forbids only joining them), but every open end, this
  // tile's and the others', must face its own empty square, and the lakes still to come must be
  // able to close as many of those ends as there are lakes
  for (const e of ends) if (e !== from) targets.push(e.x + DX[e.side], e.y + DY[e.side]);
  for (let i = 0; i < targets.length; i += 2) {
    for (let j = i + 2; j < targets.length; j += 2) if (targets[i] === targets[j] && targets[i + 1] === targets[j + 1]) return BLOCKED;
  }
  const lakes = lakesToCome(game, tile);
  const skips = Math.max(0, targets.length / 2 - lakes.length);
  return canClose(game, targets, 0, lakes, 0, [{ x, y, tile, rot }], skips) ? null : BLOCKED;
}

const BLOCKED = refuse('move/river-blocked', 'The river would run into placed tiles, the table edge or another branch, or leave an end no lake still to come could close.');

function edgeKind(tile: CompiledTile, rot: number, side: number): number {
  return (tile.sig[rot] >> (3 * side)) & 7;
}

/**
 * The lakes of the set-up still to be drawn after `tile` (seed 003: the lakes are the last river
 * tiles). They are public: everyone knows the river's make-up and that the lakes come last.
 */
function lakesToCome(game: RiverGame, tile: CompiledTile): CompiledTile[] {
  const setup = game.ruleset.river;
  if (!setup) return [];
  const tiles = game.catalogue.tiles;
  const out: CompiledTile[] = [];
  let skipSelf = game.deck[game.deckPos] === tile.index;
  for (let i = game.deckPos; i < game.deck.length && tiles[game.deck[i]].hasRiver; i++) {
    const t = tiles[game.deck[i]];
    if (skipSelf && t === tile) {
      skipSelf = false;
      continue;
    }
    if (setup.lakes.includes(t.id)) out.push(t);
  }
  return out;
}

interface Laid {
  x: number;
  y: number;
  tile: CompiledTile;
  rot: number;
}

/** The edge kind a tile (on the board or only imagined) shows across `side` of (x, y), or -1 where no tile is. */
function edgeFacing(game: RiverGame, laid: Laid[], x: number, y: number, side: number): number {
  const nx = x + DX[side];
  const ny = y + DY[side];
  const facing = (side + 2) % 4;
  for (const l of laid) if (l.x === nx && l.y === ny) return edgeKind(l.tile, l.rot, facing);
  const q = game.board.at(nx, ny);
  return q < 0 ? -1 : edgeKind(game.catalogue.tiles[game.board.tile[q]], game.board.rot[q], facing);
}

/**
 * Can distinct lakes close the ends whose squares are `targets` (x, y pairs) from index `i` on,
 * leaving at most `skips` ends unfinished? Each lake must match every edge around its square,
 * including the tiles imagined so far (the placed river tile, the lakes already assigned): two ends
 * facing neighbouring squares interact. At most two ends and two lakes, so a plain search.
 */
function canClose(game: RiverGame, targets: number[], i: number, lakes: CompiledTile[], used: number, laid: Laid[], skips: number): boolean {
  if (i >= targets.length) return true;
  if (skips > 0 && canClose(game, targets, i + 2, lakes, used, laid, skips - 1)) return true;
  const tx = targets[i];
  const ty = targets[i + 1];
  for (let k = 0; k < lakes.length; k++) {
    if (used & (1 << k)) continue;
    for (let rot = 0; rot < 4; rot++) {
      let fits = true;
      for (let side = 0; side < 4 && fits; side++) {
        const want = edgeFacing(game, laid, tx, ty, side);
        fits = want < 0 || want === edgeKind(lakes[k], rot, side);
      }
      if (fits && canClose(game, targets, i + 2, lakes, used | (1 << k), [...laid, { x: tx, y: ty, tile: lakes[k], rot }], skips)) return true;
    }
  }
  return false;
}

/** After a river tile is placed (the spring too): its open ends replace the one it continued. */
export function updateRiver(game: RiverGame, idx: number): void {
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
