/**
 * Why a move: one sentence a player can check against the board, for the hint and a bot's move
 * ("completes Bob's city of 4 tiles: +8 for Bob; puts a farmer on a field beside 2 finished
 * cities, worth 6 at the end"). The move is played on a copy and the two positions compared: the
 * engine's own score events (what it scores now, for whom), the follower it leaves standing and what
 * its feature is worth by the scoring rules, a feature it now shares with a rival, what its farmers
 * gain, a rival's feature it leaves harder to close. Every "+N for X" in the sentence is a score
 * the engine gave this turn (and `points` is the engine's own score change), so the sentence is
 * true by construction; the same position and move always give the same sentence.
 */
import { NewWorldGame, SegKind, type Game, type GameEvent, type NewWorldEvent, type NewWorldScoreEvent, type ScoreEvent } from '../engine/index.js';
import type { AnyGame, BotMove } from './game-kind.js';
import { tilesLeft } from './evaluate.js';
import { fieldCities, followerWord, featureWord, type Words } from './explain-words.js';

export interface MoveReason {
  /** the sentence, starting with a verb, without a final full stop: "completes your city of 3 tiles: +6 for you" */
  text: string;
  /** each player's score change from the move (the engine's), which the sentence's "+N for X" add up to */
  points: number[];
}

export interface ExplainOptions {
  /** players' names (default: the game's) */
  names?: readonly string[];
  /** told to the mover (a hint): "you", "your"; otherwise the mover is named ("its" for what it holds) */
  you?: boolean;
}

type AnyScore = ScoreEvent | NewWorldScoreEvent;

const MAX_CLAUSES = 3;

/** The sentence for `move` by the player to move in `game` (left untouched), or null if the engine refuses the move. */
export function explainMove(game: AnyGame, move: BotMove, options: ExplainOptions = {}): MoveReason | null {
  const before = game as Game;
  const after = before.clone();
  const res = (after as Game).play(move as never, 'explain');
  if (!res.ok) return null;
  const events = res.events as (GameEvent | NewWorldEvent)[];
  const me = before.current;
  const names = options.names ?? before.players;
  const nw = game instanceof NewWorldGame;
  const w: Words = {
    nw,
    name: (p) => (options.you && p === me ? 'you' : (names[p] ?? `Player ${p + 1}`)),
    poss: (p) => (p === me ? (options.you ? 'your' : 'its') : `${names[p] ?? `Player ${p + 1}`}'s`),
  };
  const points = before.players.map((_, p) => after.scores[p] - before.scores[p]);
  const clauses: string[] = [];
  const scores = events.filter((e): e is AnyScore => e.type === 'scored');
  for (const e of scores) if (e.turn !== null && e.winners.some((p) => total(e, p) > 0)) clauses.push(scoreClause(e, w));
  const final = scores.filter((e) => e.turn === null);
  if (final.length) clauses.push(finalClause(final, before.players.length, w));
  for (const e of events) if (e.type === 'settlers-removed') clauses.push(sentHome(e.settlers, w));
  if (!after.finished) {
    const shared = sharedClauses(before, after, me, w);
    clauses.push(...shared);
    if (!shared.length && !clauses.length) clauses.push(...extendClauses(before, after, me, w));
    const placed = followerClause(before, after, me, w);
    if (placed) clauses.push(placed);
    const farmers = farmerGain(before, after, me, placed ? after.features.find(after.boardFollowers.find((s) => !before.boardFollowers.includes(s))!) : -1);
    if (farmers > 0) clauses.push(`gives ${w.poss(me)} farmers ${farmers} more points for the end (${farmers === 3 ? 'a finished city' : 'finished cities'} beside their field)`);
    clauses.push(...blockClauses(before, after, me, w));
  }
  if (!clauses.length) {
    const kept = before.followersLeft[me] > 0 ? `: keeps a ${nw ? 'settler' : 'follower'} in hand` : '';
    clauses.push(`nothing better scores or grows here${kept}`);
  }
  return { text: clauses.slice(0, MAX_CLAUSES).join('; '), points };
}

/** "sends 2 of Cleo's robbers and your shopkeeper home (east of the surveyors)". */
function sentHome(settlers: { player: number; role: string }[], w: Words): string {
  const groups = new Map<string, number>();
  for (const s of settlers) groups.set(`${s.player}/${s.role}`, (groups.get(`${s.player}/${s.role}`) ?? 0) + 1);
  const parts = [...groups].map(([key, n]) => {
    const [p, role] = key.split('/');
    return n === 1 ? `${w.poss(Number(p))} ${role}` : `${n} of ${w.poss(Number(p))} ${role}s`;
  });
  return `sends ${joinNames(parts)} home (east of the surveyors)`;
}

const total = (e: AnyScore, p: number) => e.points + ('surveyorBonus' in e ? (e.surveyorBonus[e.winners.indexOf(p)] ?? 0) : 0);

export function joinNames(xs: readonly string[]): string {
  return xs.length < 2 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;
}

/** "completes Bob's city of 4 tiles: +8 for Bob", "takes the abbot back from your garden: +5 for you". */
function scoreClause(e: AnyScore, w: Words): string {
  const size = ['city', 'road', 'town', 'trail'].includes(e.feature) ? ` of ${e.tiles.length} tile${e.tiles.length === 1 ? '' : 's'}` : '';
  const whose = e.winners.length === 1 ? `${w.poss(e.winners[0])} ${e.feature}${size}` : `the ${e.feature}${size} ${joinNames(e.winners.map(w.name))} share`;
  const verb = 'abbotReturn' in e && e.abbotReturn ? 'takes the abbot back from' : e.complete ? 'completes' : 'scores';
  const bonus = (p: number) => (total(e, p) > e.points ? ` (${total(e, p) - e.points} of it surveyor bonus)` : '');
  return `${verb} ${whose}: ${e.winners.map((p) => `+${total(e, p)} for ${w.name(p)}${bonus(p)}`).join(', ')}`;
}

function finalClause(final: AnyScore[], n: number, w: Words): string {
  const sums = new Array<number>(n).fill(0);
  for (const e of final) for (const p of e.winners) sums[p] += total(e, p);
  const got = sums.flatMap((s, p) => (s > 0 ? [`+${s} for ${w.name(p)}`] : []));
  return `ends the game${got.length ? `, and final scoring gives ${got.join(', ')}` : ''}`;
}

/** The player's followers on the feature of segment `s`, and the most any one player has. */
function counts(g: Game, s: number): { mine: (p: number) => number; best: number; holders: number[] } {
  const c = g.features.ownerCounts(s, g.players.length);
  const best = Math.max(...c);
  return { mine: (p) => c[p], best, holders: best > 0 ? c.flatMap((k, p) => (k === best ? [p] : [])) : [] };
}

/** The roots of the placed tile's features after the move (the tile is the last placed). */
function placedRoots(after: Game): number[] {
  const f = after.features;
  const idx = after.board.count - 1;
  const tile = after.catalogue.tiles[after.board.tile[idx]];
  const roots: number[] = [];
  for (let k = 0; k < tile.segments.length; k++) {
    const r = f.find(idx * f.stride + k);
    if (!roots.includes(r)) roots.push(r);
  }
  return roots;
}

/** The follower the move leaves standing, and what its feature is worth. */
function followerClause(before: Game, after: Game, me: number, w: Words): string | null {
  const seg = after.boardFollowers.find((s) => !before.boardFollowers.includes(s));
  if (seg === undefined) return null;
  const f = after.features;
  const root = f.find(seg);
  const kind = f.kind[root];
  const abbot = !w.nw && after.abbotsLeft[me] < before.abbotsLeft[me];
  const who = abbot ? 'the abbot' : `a ${followerWord(kind, w.nw)}`;
  const feature = featureWord(kind, w.nw);
  const tiles = f.tileCount(root);
  const marks = f.pennants[root];
  const plural = (n: number, s: string) => `${n} ${s}${n === 1 ? '' : 's'}`;
  if (kind === SegKind.monastery || kind === SegKind.garden) {
    const idx = (root / f.stride) | 0;
    const around = after.board.neighbours8(after.board.x[idx], after.board.y[idx]);
    return `puts ${who} on a ${feature} with ${around} of its 8 neighbours, 9 points once surrounded`;
  }
  if (kind === SegKind.field) {
    if (w.nw) return `lays a trapper on plains with ${plural(marks, 'animal')}, ${plural(marks, 'point')} at the end`;
    const { done, open, per } = fieldCities(after, root);
    const beside = [done ? `${done} finished ${done === 1 ? 'city' : 'cities'}` : '', open ? `${open} open ${open === 1 ? 'city' : 'cities'}` : ''].filter(Boolean).join(' and ');
    if (!beside) return 'puts a farmer on a field with no city beside it yet';
    return `puts a farmer on a field beside ${beside}${per ? `, ${per} points each at the end once finished${done ? ` (${done * per} already)` : ''}` : ''}`;
  }
  // a city or road (town, trail) still open: closing it adds a tile at least
  const least = kind === SegKind.city ? 2 * (tiles + 1 + marks) : w.nw ? tiles + 1 + 2 * marks : tiles + 1;
  return `puts ${who} on an open ${feature} of ${plural(tiles, 'tile')}, at least ${least} points once completed`;
}

/** The mover's own open city or road (town, trail) that the tile extends: "extends your city to 4 tiles (2 open edges)". */
function extendClauses(before: Game, after: Game, me: number, w: Words): string[] {
  const f = after.features;
  const out: string[] = [];
  for (const root of placedRoots(after)) {
    const kind = f.kind[root];
    if ((kind !== SegKind.city && kind !== SegKind.road) || f.open[root] === 0 || !counts(after, root).holders.includes(me)) continue;
    let had = false;
    f.forEachMember(root, (m) => {
      if (f.owner[m] === me + 1 && before.boardFollowers.includes(m)) had = true;
    });
    if (had) out.push(`extends ${w.poss(me)} ${featureWord(kind, w.nw)} to ${f.tileCount(root)} tiles (${f.open[root]} open ${f.open[root] === 1 ? 'edge' : 'edges'})`);
  }
  return out;
}

/** A rival's feature the move joins: the mover now shares it, or takes it over. */
function sharedClauses(before: Game, after: Game, me: number, w: Words): string[] {
  const out: string[] = [];
  const f = after.features;
  for (const root of placedRoots(after)) {
    const now = counts(after, root);
    if (!now.mine(me) || now.holders.length === 0) continue;
    // the mover's followers on it that stood before the move, and who held their feature then
    let had = false;
    let rivalsBefore = false;
    f.forEachMember(root, (m) => {
      if (f.owner[m] !== me + 1 || !before.boardFollowers.includes(m)) return;
      had = true;
      const c = counts(before, m);
      if (c.holders.some((p) => p !== me) || c.best > c.mine(me)) rivalsBefore = true;
    });
    const rivals = after.players.flatMap((_, p) => (p !== me && now.mine(p) ? [p] : []));
    if (!had || rivalsBefore || !rivals.length) continue;
    const word = featureWord(f.kind[root], w.nw);
    const theirs = joinNames(rivals.map(w.poss));
    if (now.holders.length === 1 && now.holders[0] === me) out.push(`takes over ${theirs} ${word} (${now.mine(me)} ${w.nw ? 'settlers' : 'followers'} to ${Math.max(...rivals.map(now.mine))})`);
    else if (now.holders.includes(me)) out.push(`joins ${theirs} ${word}, to share its points`);
  }
  return out;
}

/** Points the mover's farmers gain for the end: finished cities beside the fields they hold (base game, farmers on). */
function farmerGain(before: Game, after: Game, me: number, newRoot: number): number {
  if (before instanceof NewWorldGame || before.rules.farmers === 'off') return 0;
  return heldFieldPoints(after, me, newRoot) - heldFieldPoints(before, me, -1);
}

/** Points for the end from the fields the player holds (a field newly claimed this move, `skip`, is told apart). */
function heldFieldPoints(g: Game, me: number, skip: number): number {
  const f = g.features;
  let sum = 0;
  const seen: number[] = [];
  for (const s of g.boardFollowers) {
    const root = f.find(s);
    if (f.kind[root] !== SegKind.field || root === skip || seen.includes(root)) continue;
    seen.push(root);
    const c = counts(g, root);
    if (!c.holders.includes(me)) continue;
    const { done, per } = fieldCities(g, root);
    sum += done * per;
  }
  return sum;
}

/** A rival's open city or road (town, trail) beside the tile that now has more open edges, the mover having no share of it. */
function blockClauses(before: Game, after: Game, me: number, w: Words): string[] {
  const out: string[] = [];
  const f = after.features;
  for (const root of placedRoots(after)) {
    const kind = f.kind[root];
    if (kind !== SegKind.city && kind !== SegKind.road) continue;
    const now = counts(after, root);
    if (!now.holders.length || now.holders.includes(me) || f.open[root] === 0) continue;
    let openBefore = -1;
    f.forEachMember(root, (m) => {
      if (openBefore < 0 && before.boardFollowers.includes(m)) openBefore = before.features.open[before.features.find(m)];
    });
    if (openBefore >= 0 && f.open[root] > openBefore && tilesLeft(after) > 0)
      out.push(`leaves ${joinNames(now.holders.map(w.poss))} ${featureWord(kind, w.nw)} harder to complete (${f.open[root]} open edges)`);
  }
  return out;
}
