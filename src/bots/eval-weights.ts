/**
 * The shapes of the evaluations' weights; their tuned values stay beside each evaluation
 * (evaluate.ts, evaluate-new-world.ts). Below both, and below game-kind.ts: evaluate.ts's weights
 * carry New World's and evaluate-new-world.ts reads evaluate.ts's helpers, so either file holding
 * a shape made the two import each other.
 */

/** New World's own weights, carried by EvalWeights.newWorld. */
export interface NewWorldWeights {
  /** scorings per tile played, for the surveyors' pace */
  rho: number;
  /** tiles it takes to close one open edge of a trail or town, or to fill a square round a farm */
  closeT: number;
  /** the share of the surveyor bonus of a settler's column that counts now */
  bonus: number;
}

export interface EvalWeights {
  /** false: the greedy baseline's plain final-scoring value */
  full: boolean;
  /** q = R / (R + edgeK): chance that one open edge of a road or city is closed before the end */
  edgeK: number;
  /** a monastery's empty neighbour fills with chance R / (R + fillK) */
  fillK: number;
  /** points per open edge a road or city may still grow by */
  growth: number;
  /** a follower in supply: `supply` points, times R / (R + supplyK) */
  supply: number;
  supplyK: number;
  /** each further follower in supply is worth this fraction of the one before (1: all alike) */
  supplyDecay: number;
  /** the abbot in supply */
  abbot: number;
  /** New World's own weights; absent, NEW_WORLD_WEIGHTS (evaluate-new-world.ts) */
  newWorld?: NewWorldWeights;
  /** at a table of more than two players, these weights instead (absent: the same at every table) */
  crowded?: EvalWeights;
}

/** The weights that value a position at a table of `players`. */
export function weightsAt(w: EvalWeights, players: number): EvalWeights {
  return players > 2 && w.crowded ? w.crowded : w;
}
