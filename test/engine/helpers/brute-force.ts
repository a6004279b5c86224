/**
 * An independent placement checker: it knows nothing of the engine's frontier or signatures, only
 * the tiles on the board (from a snapshot) and the catalogue's edge letters. Every empty square of
 * the bounding box grown by one, in all four rotations, is tried against its four neighbours.
 */
import { ALL_TILE_SPECS, type GameSnapshot } from '../../../src/engine/index.js';

const EDGES = new Map(ALL_TILE_SPECS.map((t) => [t.id, t.edges]));
const STEP: [number, number][] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
]; // N E S W, y grows south

/** Edge letters N, E, S, W on the board of a tile turned `rot` degrees clockwise. */
export function boardEdges(id: string, rot: number): string {
  const e = EDGES.get(id);
  if (!e) throw new Error(`unknown tile ${id}`);
  const r = rot / 90;
  // turning clockwise moves the catalogue's north edge to the east: board side b shows catalogue side b - r
  return [0, 1, 2, 3].map((b) => e[(b - r + 4) % 4]).join('');
}

export function placementKey(at: [number, number], rot: number): string {
  return `${at[0]},${at[1]}@${rot}`;
}

/** Every legal (square, rotation) of a tile, as sorted placement keys. */
export function bruteForcePlacements(tiles: GameSnapshot['tiles'], tileId: string): string[] {
  const board = new Map(tiles.map((t) => [`${t.at[0]},${t.at[1]}`, boardEdges(t.id, t.rot)]));
  const xs = tiles.map((t) => t.at[0]);
  const ys = tiles.map((t) => t.at[1]);
  const out: string[] = [];
  for (let y = Math.min(...ys) - 1; y <= Math.max(...ys) + 1; y++) {
    for (let x = Math.min(...xs) - 1; x <= Math.max(...xs) + 1; x++) {
      if (board.has(`${x},${y}`)) continue;
      for (const rot of [0, 90, 180, 270]) {
        const mine = boardEdges(tileId, rot);
        let touching = 0;
        let fits = true;
        STEP.forEach(([dx, dy], side) => {
          const theirs = board.get(`${x + dx},${y + dy}`);
          if (theirs === undefined) return;
          touching++;
          if (theirs[(side + 2) % 4] !== mine[side]) fits = false;
        });
        if (touching > 0 && fits) out.push(placementKey([x, y], rot));
      }
    }
  }
  return out.sort();
}
