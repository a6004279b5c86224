/**
 * Shared by the legal-move tests: seeded positions of either game, perft counts, the moves the
 * per-placement queries allow (legalPlacements, followerSpots, abbotSpots, canReturnAbbot,
 * scoringChoices: how the table's turn flow built its list before the engine listed moves), and
 * variations of the listed moves that `play` must refuse when they are not listed.
 */
import { Rng, createGame, randomMove, randomNewWorldMove, type Game, type Move, type NewWorldGame, type Rotation } from '../../../src/engine/index.js';
import { newWorldSpotName } from '../../../src/engine/new-world/spots.js';
import { spotName } from '../../../src/engine/spots.js';

export type AnyGame = Game | NewWorldGame;
type AnyMove = Move & { order?: string[] };

const isNewWorld = (g: AnyGame): g is NewWorldGame => 'game' in g;

/** A game of `players` dealt from `seed`, after `turns` random moves (the engine's random player, from `${seed}/moves`). */
export function seededPosition(game: 'carcassonne' | 'new-world', rules: object, seed: string, players: number, turns: number): AnyGame {
  const made = createGame({ game, players: Array.from({ length: players }, (_, i) => `P${i + 1}`), rules, seed } as never);
  if (!made.ok) throw new Error(made.error.message);
  const g = made.game as AnyGame;
  const rng = Rng.fromSeed(`${seed}/moves`);
  while (!g.finished && g.turn < turns) {
    const m = isNewWorld(g) ? randomNewWorldMove(g, rng, true) : randomMove(g, rng);
    if (!m || !g.play(m).ok) throw new Error(`${seed}: the random player's move was refused`);
  }
  return g;
}

export const key = (m: object) => JSON.stringify(m);

/** Every legal move, as `legalMoves()` lists it (New World: every scoring order). */
export const listed = (g: AnyGame): AnyMove[] => g.legalMoves();

/** Leaf counts to `depth` plies, like chess perft: 1 is the number of moves. */
export function perft(g: AnyGame, depth: number): number {
  const moves = listed(g);
  if (depth <= 1) return moves.length;
  let n = 0;
  for (const m of moves) {
    const next = g.clone();
    if (!next.play(m, 'perft').ok) throw new Error(`listed but refused: ${key(m)}`);
    n += next.finished ? 1 : perft(next, depth - 1);
  }
  return n;
}

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

/** The moves the per-placement queries allow, as keys (New World: without orders), and how many orders each move has. */
export function queriedMoves(g: AnyGame): { keys: string[]; withOrders: number } {
  const keys: string[] = [];
  let withOrders = 0;
  const tiles = [...new Set(g.choices().map((t) => t.id))];
  for (const tile of tiles) {
    for (const { at, rot } of g.legalPlacements(tile)) {
      const base: AnyMove = { tile, at, rot };
      const all: AnyMove[] = [base];
      if (isNewWorld(g)) for (const meeple of g.followerSpots(at, rot)) all.push({ ...base, meeple });
      else {
        for (const meeple of g.followerSpots(at, rot, tile)) all.push({ ...base, meeple });
        for (const abbot of g.abbotSpots(at, rot, tile)) all.push({ ...base, abbot });
        if (g.rules.abbot && g.canReturnAbbot(at, tile)) all.push({ ...base, returnAbbot: true });
      }
      for (const m of all) {
        keys.push(key(m));
        withOrders += isNewWorld(g) ? factorial(g.scoringChoices(at, rot, m.meeple).length) : 1;
      }
    }
  }
  return { keys, withOrders };
}

/**
 * Moves near the listed ones: every tile of the hand on each legal square and its four neighbours,
 * each rotation, with nothing, each spot of the tile, the abbot or its return; New World's listed
 * orders also with one name dropped and reversed. A sample of `n`, drawn with `rng`.
 */
export function variations(g: AnyGame, rng: Rng, n: number): AnyMove[] {
  const out: AnyMove[] = [];
  const squares = new Map<string, [number, number]>();
  for (const m of listed(g)) {
    for (const [dx, dy] of [
      [0, 0],
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ])
      squares.set(`${m.at[0] + dx},${m.at[1] + dy}`, [m.at[0] + dx, m.at[1] + dy]);
    if (m.order && m.order.length > 1) out.push({ ...m, order: m.order.slice(1) }, { ...m, order: [...m.order].reverse() });
  }
  for (const tile of g.choices()) {
    for (const at of squares.values()) {
      for (let r = 0; r < 4; r++) {
        const base: AnyMove = { tile: tile.id, at, rot: (r * 90) as Rotation };
        out.push(base);
        tile.segments.forEach((_, seg) => out.push({ ...base, meeple: (isNewWorld(g) ? newWorldSpotName : spotName)(tile, r, seg) }));
        if (!isNewWorld(g)) out.push({ ...base, abbot: 'monastery' }, { ...base, abbot: 'garden' }, { ...base, returnAbbot: true });
        else out.push({ ...base, order: ['farm'] });
      }
    }
  }
  for (let i = 0; i < Math.min(n, out.length); i++) {
    const j = i + rng.int(out.length - i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out.slice(0, n);
}
