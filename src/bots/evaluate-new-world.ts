/**
 * New World positions valued in points, per player, the way evaluate.ts values the base game's: the
 * score, plus what each feature a player holds (has the settler majority on) is expected to bring,
 * plus the settlers still in supply. The same weights (`simple` for greedy, `full` for medium and
 * hard) with New World's scoring:
 *
 * - a trail: 1 per tile and 2 per trading post, complete or not (`incompleteTrails: "segments"`:
 *   1 per segment at the end); a town: 2 per tile and flag complete, 1 each at the end; a farm: 9
 *   complete, 1 plus the tiles around at the end; plains: their animals, at the end only. A trapper
 *   lies down for good, so its settler never comes back to the supply.
 * - the surveyors. After every scoring one of them moves a column west and each standing settler
 *   east of the eastern one goes home, its feature unscored. `simple` counts a claim whose settlers
 *   already stand east of both surveyors as nothing (the next scoring sends them home). `full`
 *   discounts every standing claim by its chance to be sent home first: the player's westmost
 *   settler on it is passed after k more scorings (two per column, the surveyors taking turns), and
 *   about `rho` scorings happen per tile played, so over t tiles it stays with chance
 *   k² / (k² + (rho t)²); t is the tiles left for what scores at the end, and `closeT` per open edge
 *   for completion. A completed claim also gains the surveyor bonus: 4 per surveyor in the
 *   settler's column, counted at `bonus` of its value now (the surveyors may have moved by then).
 *
 * Only +, -, * and / are used, never Math.exp or Math.log (see evaluate.ts).
 */
import { SegKind, type NewWorldGame } from '../engine/index.js';
import { weightsAt, type EvalWeights, type NewWorldWeights } from './eval-weights.js';
import { forEachHeld, powInt, supplyValue, tilesLeft, HARD_WEIGHTS } from './evaluate.js';

/** medium's (and the default): about 0.25 scorings per tile in games between the bots */
export const NEW_WORLD_WEIGHTS: NewWorldWeights = { rho: 0.25, closeT: 6, bonus: 0.5 };

/**
 * hard's at two players, tuned by one-move play against medium on New World (200 games per
 * setting, seats swapped on each deck; bench/bot-weights.ts): the base game's HARD_WEIGHTS win 59%
 * there (FULL_WEIGHTS 51%), with the surveyor bonus counted in full 60% (none: 51%, 1.5: 56%, 2:
 * 50%); rho 0.12 or 0.5 (53%, 44%), closeT 3 or 12 (59%, 43%), edgeK 20 or 80 (33%, 46%), growth 4
 * or 12 (58%, 50%) and supply 3 or 8 (50%, 46%) did no better.
 */
const HARD_TWO: EvalWeights = { ...HARD_WEIGHTS, newWorld: { ...NEW_WORLD_WEIGHTS, bonus: 1 } };

/**
 * hard's (and expert's, in New World): HARD_TWO, and at more than two players `crowded`, tuned by
 * one-move play against greedy in every other seat (400 games per setting, decks `nw4/0–399`, the
 * tuned seat rotated; bench/new-world-crowd-weights.ts). There the two-player weights win 24% of
 * four-player games, no better than chance. A crowded table calls for less hope: each player lays a
 * smaller share of the tiles left, so what it holds is closed later and less often, and a settler
 * kept back has fewer turns of its own to be spent in. At four players:
 *
 * - a settler in supply at 2 points rather than 5 won 34.5% (0: 26.5%, 1: 31%, 3: 33%, 8: 9%);
 * - with it, open edges rated lower still (edgeK 40 → 80) 45% (20: 15%, 160: 41.5%);
 * - on top of that, less room to grow (growth 4: 43%), a faster surveyor pace (rho 0.5: 42%),
 *   slower closing (closeT 12: 40.5%) or supply 1 or 3 (40%, 38%) did no better.
 *
 * At five players they win 29.5% (the two-player weights 16%, chance 20%), at three 58.5% (60.5%,
 * chance 33%). Hard's search with them won 51.5% of the first 200 four-player games of `npm run
 * bench:expert -- nw-hard-3greedy` (other decks), where it won 33% with the two-player weights. At
 * two players they lose: 35.5% against medium, where HARD_TWO wins 60%.
 */
export const HARD_NEW_WORLD_WEIGHTS: EvalWeights = { ...HARD_TWO, crowded: { ...HARD_TWO, supply: 2, edgeK: 80 } };

/** What a held feature is worth, before the surveyors' risk: at completion (with chance p) and at the end. */
interface Prospect {
  p: number;
  complete: number;
  end: number;
  /** open edges (trails, towns) or empty squares around (farms): how long completion takes */
  open: number;
  /** plains: lying trappers are never sent home */
  lying: boolean;
}

const prospect: Prospect = { p: 0, complete: 0, end: 0, open: 0, lying: false };

function prospectOf(game: NewWorldGame, root: number, w: EvalWeights, R: number, q: number): Prospect {
  const f = game.features;
  const kind = f.kind[root];
  prospect.lying = kind === SegKind.field;
  if (kind === SegKind.field) {
    prospect.p = 0;
    prospect.end = f.pennants[root];
    prospect.open = 0;
    return prospect;
  }
  if (kind === SegKind.monastery) {
    const idx = (root / f.stride) | 0;
    const around = game.board.neighbours8(game.board.x[idx], game.board.y[idx]);
    prospect.open = 8 - around;
    prospect.p = w.full ? powInt(R / (R + w.fillK), 8 - around) : 0;
    prospect.complete = 9;
    // the end value counts the squares likely filled by then
    prospect.end = 1 + around + (w.full ? (8 - around) * (R / (R + w.fillK)) : 0);
    return prospect;
  }
  const tiles = f.tileCount(root);
  const marks = f.pennants[root];
  const open = f.open[root];
  prospect.open = open;
  prospect.p = w.full ? powInt(q, open) : 0;
  if (kind === SegKind.road) {
    prospect.complete = tiles + 2 * marks;
    prospect.end = game.rules.incompleteTrails === 'segments' ? f.size[root] : prospect.complete;
  } else {
    prospect.end = tiles + marks;
    prospect.complete = 2 * prospect.end;
  }
  // room to grow: each open edge may bring another tile
  if (w.full) prospect.complete += w.growth * open * q;
  return prospect;
}

/** Scorings still needed before a standing settler in column x is sent home (0: at the next one). */
function scoringsToPass(game: NewWorldGame, x: number): number {
  const [a, b] = game.surveyors;
  const east = a > b ? a : b;
  if (x > east) return 0;
  // both in one column: the first move leaves the eastern column held; apart: the eastern one moves
  return a === b ? 2 * (east - x + 1) : 2 * (east - x) + 1;
}

/** The chance a settler needing k more scorings to be passed stays over t tiles. */
function stays(k: number, t: number, rho: number): number {
  if (k === 0) return 0;
  const s = rho * t;
  return (k * k) / (k * k + s * s);
}

/** Each player's value in points, into `out`. A finished game is its scores. */
export function evaluateNewWorld(game: NewWorldGame, weights: EvalWeights, out: Float64Array = new Float64Array(game.players.length)): Float64Array {
  const n = game.players.length;
  const w = weightsAt(weights, n);
  const nw = w.newWorld ?? NEW_WORLD_WEIGHTS;
  for (let p = 0; p < n; p++) out[p] = game.scores[p];
  if (game.finished) return out;
  const f = game.features;
  const b = game.board;
  const R = tilesLeft(game);
  const q = w.full ? R / (R + w.edgeK) : 0;
  forEachHeld(game, (root, counts, best) => {
    const pr = prospectOf(game, root, w, R, q);
    for (let p = 0; p < n; p++) {
      if (counts[p] !== best) continue;
      if (pr.lying) {
        out[p] += pr.end;
        continue;
      }
      // the player's westmost settler on it: the last to be sent home
      let x = 1;
      f.forEachMember(root, (m) => {
        if (f.owner[m] === p + 1 && b.x[(m / f.stride) | 0] < x) x = b.x[(m / f.stride) | 0];
      });
      const k = scoringsToPass(game, x);
      if (!w.full) {
        if (k > 0) out[p] += pr.end;
        continue;
      }
      const tc = Math.min(R, nw.closeT * pr.open);
      const bonus = nw.bonus * 4 * ((game.surveyors[0] === x ? 1 : 0) + (game.surveyors[1] === x ? 1 : 0));
      out[p] += pr.p * (pr.complete + bonus) * stays(k, tc, nw.rho) + (1 - pr.p) * pr.end * stays(k, R, nw.rho);
    }
  });
  const supply = w.full ? (w.supply * R) / (R + w.supplyK) : w.supply;
  for (let p = 0; p < n; p++) out[p] += supplyValue(game.followersLeft[p], w.supplyDecay) * supply;
  return out;
}
