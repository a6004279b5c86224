/**
 * The chance that an open feature completes, from the exact multiset of tiles still to come (the
 * public view's bag and hands, never their order) and the squares the feature still needs.
 *
 * For each empty square a road or city runs into, the tiles that fit it are counted: a tile fits
 * when some rotation matches every neighbour's edge there (the board's frontier keeps a square's
 * requirements as one mask and value), and matching the feature's own edge is what continues it.
 * The square is taken to be filled when one of its fitting tiles is among the draws that serve the
 * feature: a small share of the holder's draws (DRAW_SHARE). With R tiles left, k of them fitting
 * and D such draws, the chance that none of the D draws fits is the hypergeometric
 * Π (R − k − i) / (R − i), the last factor for the fraction of a draw D leaves over.
 * A feature's chance is the product over its squares: the squares are assumed independent (they
 * are not quite: they compete for the same draws). A square no tile fits, or past the table's edge,
 * makes the feature dead: chance 0.
 *
 * Only + - * / on numbers every engine computes alike (see evaluate.ts): peers re-run bots.
 * One `Completion` serves one move's evaluation: the bag is the same after every candidate move,
 * so counts per square requirement are cached across the candidates.
 */
import type { Game } from '../engine/index.js';
import { DX, DY } from '../engine/geometry.js';

/**
 * The share of the holder's own draws that serve one square: a player has many places to put a
 * tile, and the others play theirs too, so few of the draws that could fill a square do. Tuned by
 * play against medium (seats alternated, 40 to 100 games a setting): all the holder's draws plus a
 * quarter of the others' won 22%, half the holder's 32%, 0.3 50%, 0.15 69%, 0.1 71%, 0.07 85%
 * (0.05: 79%); as a fraction of a draw rather than whole draws, 0.07 won 90%.
 */
export const DRAW_SHARE = 0.07;

export class Completion {
  /** tiles still to come */
  readonly left: number;
  /** copies of each catalogue tile still to come */
  private readonly counts: Int32Array;
  private readonly types: number[] = [];
  /** chance[k]: a square k tiles fit gets one of them */
  private readonly chance: Float64Array;
  /** fitting tiles per square requirement (mask << 12 | value) */
  private readonly fitCache = new Map<number, number>();
  private readonly cells: number[] = [];

  /**
   * `tiles`: catalogue indices of the tiles still to come; `players`: seats sharing the draws.
   * `game` gives the catalogue (every tile's edges).
   */
  constructor(
    private readonly game: Game,
    tiles: ArrayLike<number>,
    players: number,
  ) {
    this.counts = new Int32Array(game.catalogue.tiles.length);
    for (let i = 0; i < tiles.length; i++) if (this.counts[tiles[i]]++ === 0) this.types.push(tiles[i]);
    const R = (this.left = tiles.length);
    // more players, more of the draws serve one square (the others extend and join features too):
    // at 2 players the holder's half of the bag, as tuned above; at 4 players the whole bag (against
    // three greedy, 40 games: half the bag 30%, the whole bag 50%, the holder's quarter 3.8% of 80)
    const own = players > 0 ? Math.ceil((R * players) / 4) : R;
    const draws = Math.min(R, own * DRAW_SHARE);
    this.chance = new Float64Array(R + 1);
    for (let k = 0; k <= R; k++) {
      let none = 1;
      // whole draws, then the fraction of one more draw
      let i = 0;
      for (; i + 1 <= draws && none > 0; i++) none = R - k - i <= 0 ? 0 : (none * (R - k - i)) / (R - i);
      const part = draws - i;
      if (part > 0 && none > 0) none = R - k - i <= 0 ? none * (1 - part) : none * (1 - (part * k) / (R - i));
      this.chance[k] = 1 - none;
    }
  }

  /** The tiles still to come in a bot's view of the game: the bag past the drawn tile, and the hands. */
  static of(game: Game): Completion {
    const drawn = game.deckPos + (game.currentTile && !game.fromHand ? 1 : 0);
    const tiles = Array.from(game.deck.subarray(drawn));
    if (game.hands) for (const h of game.hands) tiles.push(...h);
    // a tile played from the hand is still listed there
    if (game.fromHand && game.currentTile) {
      const i = tiles.lastIndexOf(game.currentTile.index);
      if (i >= drawn) tiles.splice(i, 1);
    }
    return new Completion(game, tiles, game.players.length);
  }

  /** Tiles still to come that fit the empty square with frontier slot `slot` of `game`'s board. */
  fitting(game: Game, slot: number): number {
    const mask = game.board.slotMask[slot];
    const value = game.board.slotValue[slot];
    const key = mask * 4096 + value;
    const hit = this.fitCache.get(key);
    if (hit !== undefined) return hit;
    let k = 0;
    const tiles = this.game.catalogue.tiles;
    for (const t of this.types) {
      const sig = tiles[t].sig;
      if ((sig[0] & mask) === value || (sig[1] & mask) === value || (sig[2] & mask) === value || (sig[3] & mask) === value) k += this.counts[t];
    }
    this.fitCache.set(key, k);
    return k;
  }

  /** The chance that a square k of the tiles to come fit is filled before the end. */
  squareChance(k: number): number {
    return this.chance[Math.min(k, this.left)];
  }

  /**
   * A road's or city's chance to complete (1 when complete) and the empty squares it runs into.
   * `root` is the feature's root segment.
   */
  feature(game: Game, root: number): { p: number; squares: number } {
    const f = game.features;
    const board = game.board;
    if (f.open[root] <= 0) return { p: 1, squares: 0 };
    const tiles = game.catalogue.tiles;
    const cells = this.cells;
    cells.length = 0;
    let p = 1;
    f.forEachMember(root, (m) => {
      if (p === 0) return;
      const idx = (m / f.stride) | 0;
      const local = m % f.stride;
      const ports = tiles[board.tile[idx]].portSeg[board.rot[idx]];
      for (let side = 0; side < 4; side++) {
        if (ports[side * 3 + 1] !== local) continue;
        const x = board.x[idx] + DX[side];
        const y = board.y[idx] + DY[side];
        if (!board.inGrid(x, y)) return void (p = 0);
        const cell = board.cell(x, y);
        const v = board.grid[cell];
        if (v > 0 || cells.includes(cell)) continue;
        // an empty square that is no frontier square lies past the table's edge: never filled
        if (v === 0) return void (p = 0);
        cells.push(cell);
        p *= this.squareChance(this.fitting(game, -v - 1));
      }
    });
    return { p, squares: cells.length };
  }

  /**
   * The expected number of the eight squares round (x, y) filled at the end, the monastery's or
   * garden's centre counted too (so 9 is complete). Squares not yet beside any tile need two tiles
   * to come: they count at the chance of a square half the bag fits.
   */
  expectedAround(game: Game, x: number, y: number): number {
    const board = game.board;
    let e = 1 + board.neighbours8(x, y);
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        if ((dx === 0 && dy === 0) || !board.inBounds(x + dx, y + dy)) continue;
        const v = board.grid[board.cell(x + dx, y + dy)];
        if (v < 0) e += this.squareChance(this.fitting(game, -v - 1));
        else if (v === 0) e += this.squareChance((this.left / 2) | 0) * this.squareChance((this.left / 2) | 0);
      }
    }
    return e;
  }

  /** The chance that all eight squares round (x, y) are filled (squares assumed independent). */
  allAround(game: Game, x: number, y: number): number {
    const board = game.board;
    let p = 1;
    for (let dy = -1; dy <= 1 && p > 0; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        if (dx === 0 && dy === 0) continue;
        if (!board.inBounds(x + dx, y + dy)) {
          if (!board.edgeFills) p = 0;
          continue;
        }
        const v = board.grid[board.cell(x + dx, y + dy)];
        if (v < 0) p *= this.squareChance(this.fitting(game, -v - 1));
        else if (v === 0) p *= this.squareChance((this.left / 2) | 0) * this.squareChance((this.left / 2) | 0);
      }
    }
    return p;
  }
}
