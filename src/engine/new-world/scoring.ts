/**
 * New World scoring (shared/seeds/001, "Scoring" and "Final Scoring"), on the shared feature
 * tracking: a trail scores 1 per tile and 2 per trading post, a town 2 per tile and 2 per flag, a
 * farm 9 when its eight neighbours are tiles. Majority decides, tied players all score. Each winner
 * adds 4 per surveyor standing in the column of each of their settlers on the feature (the rule
 * book's "a settler is scored … +4 for each surveyor"; only during play, as its summary sheet lists
 * the bonus under completed features only). Final scoring: incomplete trails (1 per tile and 2 per
 * trading post, or with `incompleteTrails: "segments"` 1 per segment), towns (1 per tile and flag),
 * farms (1 plus 1 per tile around), then each plains area's animals to its trapper majority.
 */
import { majority } from '../majority.js';
import { SegKind } from '../tiles/tile-spec.js';
import type { Completion } from './completions.js';
import type { NewWorldState } from './state.js';
import { FEATURE_OF_KIND } from './spots.js';
import { moveSurveyor, surveyorsAt } from './surveyors.js';
import type { NewWorldEvent, NewWorldScoreEvent } from './types.js';

/** The feature's points for each winner before bonuses, with the facts that explain them. */
function featurePoints(game: NewWorldState, root: number, complete: boolean, facts: Partial<NewWorldScoreEvent>): number {
  const f = game.features;
  const kind = f.kind[root];
  if (kind === SegKind.monastery) {
    const idx = (root / f.stride) | 0;
    facts.around = game.board.neighbours8(game.board.x[idx], game.board.y[idx]);
    return complete ? 9 : 1 + facts.around;
  }
  const marks = f.pennants[root];
  if (kind === SegKind.field) {
    facts.animals = marks;
    return marks;
  }
  const tiles = f.tileCount(root);
  if (kind === SegKind.road) {
    if (!complete && game.rules.incompleteTrails === 'segments') {
      facts.segments = f.size[root];
      return f.size[root];
    }
    facts.posts = marks;
    return tiles + 2 * marks;
  }
  facts.flags = marks;
  return complete ? 2 * (tiles + marks) : tiles + marks;
}

/** 4 per surveyor in the column of each of the player's settlers on the feature. */
function surveyorBonus(game: NewWorldState, root: number, player: number): number {
  const f = game.features;
  let bonus = 0;
  f.forEachMember(root, (m) => {
    if (f.owner[m] === player + 1) bonus += 4 * surveyorsAt(game, game.board.x[(m / f.stride) | 0]);
  });
  return bonus;
}

/** Scores one feature (a root) for its majority; during play its settlers go home. */
function scoreFeature(game: NewWorldState, root: number, turn: number | null): NewWorldScoreEvent | null {
  const f = game.features;
  const followers = f.ownerCounts(root, game.players.length);
  const winners = majority(followers);
  if (winners.length === 0) return null;
  const complete = turn !== null;
  const facts: Partial<NewWorldScoreEvent> = {};
  const points = featurePoints(game, root, complete, facts);
  const bonus = winners.map((p) => (complete ? surveyorBonus(game, root, p) : 0));
  winners.forEach((p, i) => (game.scores[p] += points + bonus[i]));
  const returned: NewWorldScoreEvent['returned'] = [];
  if (complete) {
    f.forEachMember(root, (m) => {
      if (!f.owner[m]) return;
      const player = f.owner[m] - 1;
      returned.push({ player, at: game.squareOf((m / f.stride) | 0) });
      game.followersLeft[player]++;
      f.owner[m] = 0;
    });
    f.followers[root] = 0;
    game.boardFollowers = game.boardFollowers.filter((s) => f.owner[s] !== 0);
  }
  const tiles = f.tilesOf(root).map((t) => game.squareOf(t));
  return { type: 'scored', turn, feature: FEATURE_OF_KIND[f.kind[root]], points, winners, surveyorBonus: bonus, complete, tiles, returned, followers, ...facts };
}

/** The feature a completion names, as a root, once the tile is on the board. */
function rootOf(game: NewWorldState, idx: number, c: Completion): number {
  const f = game.features;
  if (c.seg >= 0) return f.find(idx * f.stride + c.seg);
  const q = game.board.at(c.at![0], c.at![1]);
  return q * f.stride + game.catalogue.tiles[game.board.tile[q]].monastery;
}

/** Scores a turn's completed features in the chosen order; after each, a surveyor moves. */
export function scoreCompletions(game: NewWorldState, idx: number, order: Completion[], turn: number, events: NewWorldEvent[]): void {
  const f = game.features;
  // roots first: scoring one feature does not merge or split another
  const roots = order.map((c) => rootOf(game, idx, c));
  for (let i = 0; i < order.length; i++) {
    const root = roots[i];
    if (f.followers[root] === 0) {
      // its settlers were sent home by a surveyor earlier this turn
      events.push({ type: 'not-scored', turn, feature: order[i].kind, tiles: f.tilesOf(root).map((t) => game.squareOf(t)), reason: 'settlers-removed' });
      continue;
    }
    const e = scoreFeature(game, root, turn);
    if (!e) continue;
    events.push(e);
    moveSurveyor(game, turn, game.current, events);
  }
}

/** End of the game: incomplete trails, towns and farms, then the trappers on each plains area. */
export function scoreFinalNewWorld(game: NewWorldState, events: NewWorldEvent[]): void {
  const f = game.features;
  const seen = new Set<number>();
  const plains: number[] = [];
  for (const s of game.boardFollowers) {
    const root = f.find(s);
    if (seen.has(root)) continue;
    seen.add(root);
    if (f.kind[root] === SegKind.field) {
      plains.push(root);
      continue;
    }
    const e = scoreFeature(game, root, null);
    if (e && e.points > 0) events.push(e);
  }
  for (const root of plains) {
    const e = scoreFeature(game, root, null);
    if (e && e.points > 0) events.push(e);
  }
}
