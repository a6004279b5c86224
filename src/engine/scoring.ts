/**
 * Scoring: completed features after each turn, and the final scoring (incomplete features, then
 * farmers under the chosen scoring). Majority decides; tied players all score in full.
 */
import type { GameState } from './game-state.js';
import { majority } from './majority.js';
import { SegKind } from './tiles/tile-spec.js';
import type { FeatureName, GameEvent, ScoreEvent } from './types.js';

const FEATURE_OF: Record<number, FeatureName> = {
  [SegKind.road]: 'road',
  [SegKind.city]: 'city',
  [SegKind.monastery]: 'monastery',
  [SegKind.garden]: 'garden',
  [SegKind.field]: 'field',
};

/** Followers each player has among the members of a feature (turn order). */
function followerCounts(game: GameState, root: number): number[] {
  return game.features.ownerCounts(root, game.players.length);
}

/** A feature's points, with the facts that explain them added to `facts`. */
function featurePoints(game: GameState, root: number, complete: boolean, facts: Partial<ScoreEvent>): number {
  const f = game.features;
  const kind = f.kind[root];
  if (kind === SegKind.monastery || kind === SegKind.garden) {
    const idx = (root / f.stride) | 0;
    const [x, y] = [game.board.x[idx], game.board.y[idx]];
    facts.around = game.board.neighbours8(x, y);
    if (game.rules.borderCompletes && game.rules.board) facts.edge = squaresPastEdge(game, x, y);
    return complete ? 9 : 1 + facts.around;
  }
  const tiles = f.tileCount(root);
  if (kind === SegKind.road) return tiles;
  facts.pennants = f.pennants[root];
  if (!complete) return tiles + f.pennants[root];
  if (game.rules.tinyCity && tiles === 2) {
    facts.tinyCity = true;
    return tiles + f.pennants[root];
  }
  return 2 * (tiles + f.pennants[root]);
}

function squaresPastEdge(game: GameState, x: number, y: number): number {
  let n = 0;
  for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if ((dx || dy) && !game.board.inBounds(x + dx, y + dy)) n++;
  return n;
}

/** Scores one feature, optionally sending its followers home. */
function scoreFeature(game: GameState, root: number, complete: boolean, turn: number | null, sendHome: boolean): ScoreEvent | null {
  const f = game.features;
  const followers = followerCounts(game, root);
  const winners = majority(followers);
  if (winners.length === 0) return null;
  const facts: Partial<ScoreEvent> = {};
  const points = featurePoints(game, root, complete, facts);
  for (const p of winners) game.scores[p] += points;
  const returned: ScoreEvent['returned'] = [];
  if (sendHome) {
    f.forEachMember(root, (m) => {
      if (!f.owner[m]) return;
      const player = f.owner[m] - 1;
      returned.push({ player, at: game.squareOf((m / f.stride) | 0) });
      if (f.abbot[m]) game.abbotsLeft[player]++;
      else game.followersLeft[player]++;
      f.owner[m] = 0;
      f.abbot[m] = 0;
    });
    f.followers[root] = 0;
    game.boardFollowers = game.boardFollowers.filter((s) => f.owner[s] !== 0);
  }
  return {
    type: 'scored',
    turn,
    feature: FEATURE_OF[f.kind[root]],
    points,
    winners,
    complete,
    tiles: f.tilesOf(root).map((t) => game.squareOf(t)),
    returned,
    followers,
    ...facts,
  };
}

/** After a tile and its follower: completed roads and cities on it, then monasteries around it. */
export function scoreTurn(game: GameState, idx: number, turn: number, events: GameEvent[]): void {
  const f = game.features;
  const b = game.board;
  const tile = game.catalogue.tiles[b.tile[idx]];
  const base = idx * f.stride;
  const done: number[] = [];
  for (let i = 0; i < tile.segments.length; i++) {
    const kind = tile.segments[i].kind;
    if (kind !== SegKind.road && kind !== SegKind.city) continue;
    const root = f.find(base + i);
    if (f.open[root] !== 0 || done.includes(root)) continue;
    done.push(root);
    if (f.followers[root] === 0) continue;
    const e = scoreFeature(game, root, true, turn, true);
    if (e) events.push(e);
  }
  const x = b.x[idx];
  const y = b.y[idx];
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const q = b.at(x + dx, y + dy);
      if (q < 0) continue;
      const t = game.catalogue.tiles[b.tile[q]];
      for (const local of [t.monastery, t.garden]) {
        if (local < 0) continue;
        const s = q * f.stride + local;
        if (!f.owner[s] || b.neighbours8(x + dx, y + dy) !== 8) continue;
        const e = scoreFeature(game, s, true, turn, true);
        if (e) events.push(e);
      }
    }
  }
}

/**
 * The Abbot: taking the abbot back scores its monastery or garden at once, as final scoring would
 * (1 + surrounding tiles), and returns it to its owner (seed 003, The Abbot).
 */
export function scoreAbbotReturn(game: GameState, seg: number, turn: number, events: GameEvent[]): void {
  const e = scoreFeature(game, seg, false, turn, true);
  if (e) events.push({ ...e, abbotReturn: true });
}

/** End of the game: incomplete roads, cities, monasteries and gardens (unless `scoreIncomplete` is off), then farmers. */
export function scoreFinal(game: GameState, events: GameEvent[]): void {
  const f = game.features;
  const seen = new Set<number>();
  const fields: number[] = [];
  for (const s of game.boardFollowers) {
    const root = f.find(s);
    if (seen.has(root)) continue;
    seen.add(root);
    if (f.kind[root] === SegKind.field) {
      fields.push(root);
      continue;
    }
    if (!game.rules.scoreIncomplete) continue;
    const e = scoreFeature(game, root, false, null, false);
    if (e && e.points > 0) events.push(e);
  }
  if (game.rules.farmers === 'c3') scoreFieldsC3(game, fields, events);
  else if (game.rules.farmers === 'c1') scoreFieldsC1(game, fields, events);
}

/** Completed cities next to a field, each once, in the order first met. */
function citiesOfField(game: GameState, field: number): number[] {
  const f = game.features;
  const out: number[] = [];
  f.forEachMember(field, (m) => {
    const idx = (m / f.stride) | 0;
    const seg = game.catalogue.tiles[game.board.tile[idx]].segments[m % f.stride];
    for (const c of seg.cities) {
      const city = f.find(idx * f.stride + c);
      if (f.open[city] === 0 && !out.includes(city)) out.push(city);
    }
  });
  return out;
}

function scoreFieldsC3(game: GameState, fields: number[], events: GameEvent[]): void {
  for (const field of fields) {
    const followers = followerCounts(game, field);
    const winners = majority(followers);
    const cities = citiesOfField(game, field).length;
    const points = 3 * cities;
    if (points === 0 || winners.length === 0) continue;
    for (const p of winners) game.scores[p] += points;
    const tiles = game.features.tilesOf(field).map((t) => game.squareOf(t));
    events.push({ type: 'scored', turn: null, feature: 'field', points, winners, complete: false, tiles, returned: [], followers, cities });
  }
}

/** First edition: each completed city pays 4 to the players with most farmers in all the fields it supplies. */
function scoreFieldsC1(game: GameState, fields: number[], events: GameEvent[]): void {
  const n = game.players.length;
  const tally = new Map<number, Int32Array>();
  for (const field of fields) {
    const farmers = new Int32Array(n);
    game.features.forEachMember(field, (m) => {
      if (game.features.owner[m]) farmers[game.features.owner[m] - 1]++;
    });
    for (const city of citiesOfField(game, field)) {
      const t = tally.get(city) ?? new Int32Array(n);
      for (let p = 0; p < n; p++) t[p] += farmers[p];
      tally.set(city, t);
    }
  }
  for (const [city, counts] of tally) {
    const followers = Array.from(counts);
    const winners = majority(followers);
    if (winners.length === 0) continue;
    for (const p of winners) game.scores[p] += 4;
    const tiles = game.features.tilesOf(city).map((t) => game.squareOf(t));
    events.push({ type: 'scored', turn: null, feature: 'field', points: 4, winners, complete: false, tiles, returned: [], followers });
  }
}
