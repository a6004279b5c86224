/**
 * New World's scores and table events in words a player checks against the board, read from the
 * engine's events alone as score-words.ts does for the base game: "Ann +14: town of 3 tiles + 2
 * flags, 2 points each + 4 surveyor bonus", "Bob +3: 3 animals on the plains, 1 point each", "A
 * surveyor moved west to column −1", "Cleo's robber went home: east of the surveyors".
 */
import type { NewWorldEvent, NewWorldScoreEvent, ScoreEvent } from '../../src/engine/index.js';
import { joinNames, scoreFloat, scoreLine } from './score-words.js';

const n = (count: number, word: string, many = `${word}s`) => `${count} ${count === 1 ? word : many}`;
const col = (x: number) => String(x).replace('-', '−');

export const SETTLER_OF: Record<NewWorldScoreEvent['feature'], string> = { trail: 'robbers', town: 'shopkeepers', plains: 'trappers', farm: 'farmers' };

/** What was counted, before any surveyor bonus: "town of 3 tiles + 2 flags, 2 points each". */
export function newWorldCause(e: NewWorldScoreEvent): string {
  const tiles = n(e.tiles.length, 'tile');
  const unfinished = e.complete ? '' : 'unfinished ';
  switch (e.feature) {
    case 'trail':
      if (e.segments !== undefined) return `unfinished trail: ${n(e.segments, 'trail segment')}, 1 point each`;
      return e.posts ? `${unfinished}trail of ${tiles} + ${n(e.posts, 'trading post')}: 1 point per tile, 2 per post` : `${unfinished}trail of ${tiles}, 1 point each`;
    case 'town':
      return `${unfinished}town of ${tiles}${e.flags ? ` + ${n(e.flags, 'flag')}` : ''}, ${e.complete ? '2 points' : '1 point'} each`;
    case 'farm':
      return e.complete ? 'farm surrounded by land: 9 points' : `unfinished farm + ${n(e.around ?? e.points - 1, 'tile')} around it, 1 point each`;
    case 'plains':
      return `${n(e.animals ?? e.points, 'animal')} on the plains, 1 point each`;
  }
}

/** The surveyor bonus of a winner, in words, or ''. */
export function bonusWords(e: NewWorldScoreEvent, player: number): string {
  const bonus = e.surveyorBonus[e.winners.indexOf(player)] ?? 0;
  return bonus ? ` + ${bonus} surveyor bonus (4 per surveyor in the column of each of their settlers)` : '';
}

/** One player's total from one score: points and their surveyor bonus. */
export const newWorldTotal = (e: NewWorldScoreEvent, player: number) => e.points + (e.surveyorBonus[e.winners.indexOf(player)] ?? 0);

/** "Ann +14 (tie with Bob): town of 3 tiles + 2 flags, 2 points each + 4 surveyor bonus (…)". */
export function newWorldScoreLine(e: NewWorldScoreEvent, player: number, names: readonly string[]): string {
  const name = (p: number) => names[p] ?? `Player ${p + 1}`;
  const others = e.winners.filter((w) => w !== player).map(name);
  const tie = others.length ? ` (tie with ${joinNames(others)})` : '';
  return `${name(player)} +${newWorldTotal(e, player)}${tie}: ${newWorldCause(e)}${bonusWords(e, player)}`;
}

/** Short form for the floating "+N" over the board: "+14 town · 3 tiles + 2 flags + 4 surveyor". */
export function newWorldFloat(e: NewWorldScoreEvent): string {
  const marks = e.flags ? ` + ${n(e.flags, 'flag')}` : e.posts ? ` + ${n(e.posts, 'post')}` : '';
  const detail = e.feature === 'plains' ? n(e.animals ?? e.points, 'animal') : e.feature === 'farm' ? '' : `${n(e.tiles.length, 'tile')}${marks}`;
  const bonus = Math.max(0, ...e.surveyorBonus);
  return `+${e.points + bonus} ${e.feature}${detail ? ` · ${detail}` : ''}${bonus ? ` + ${bonus} surveyor` : ''}`;
}

/** Who had which settlers on the feature, and so why these players scored. */
export function newWorldMajority(e: NewWorldScoreEvent, names: readonly string[]): string {
  const who = e.followers.flatMap((c, p) => (c ? [`${names[p] ?? `Player ${p + 1}`} ${c}`] : []));
  if (!who.length) return '';
  const many = SETTLER_OF[e.feature];
  const title = many.charAt(0).toUpperCase() + many.slice(1);
  if (who.length === 1) return `${title}: ${who[0]}.`;
  const winners = joinNames(e.winners.map((w) => names[w] ?? `Player ${w + 1}`));
  return `${title}: ${who.join(', ')}; ${e.winners.length > 1 ? `${winners} tie, and each scores in full` : `${winners} has the most`}.`;
}

type TableEvent = Extract<NewWorldEvent, { type: 'surveyor-moved' | 'settlers-removed' | 'not-scored' }>;

/** The log line of a surveyor's move, settlers sent home, or a feature left unscored. */
export function newWorldEventText(e: TableEvent, names: readonly string[]): string {
  if (e.type === 'surveyor-moved') return `${names[e.player] ?? 'The player'} moved a surveyor west, from column ${col(e.from)} to ${col(e.to)}`;
  if (e.type === 'settlers-removed') {
    const who = e.settlers.map((s) => `${names[s.player] ?? `Player ${s.player + 1}`}'s ${s.role}`);
    return `${cap(joinNames(who))} went home: east of the surveyors, from column ${col(e.column)} on`;
  }
  return `The ${e.feature} was not scored: a surveyor had sent its settlers home earlier this turn`;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Whether an event is one of New World's own (a score with surveyor bonuses, or a table event). */
export const isNewWorldScore = (e: { type: string }): e is NewWorldScoreEvent => e.type === 'scored' && 'surveyorBonus' in e;

type AnyScore = ScoreEvent | NewWorldScoreEvent;

/** A score line of either game. */
export const anyScoreLine = (e: AnyScore, player: number, names: readonly string[], farmers: 'c3' | 'c1' | 'off' = 'c3') =>
  isNewWorldScore(e) ? newWorldScoreLine(e, player, names) : scoreLine(e, player, names, farmers);

/** The floating "+N" of either game. */
export const anyScoreFloat = (e: AnyScore) => (isNewWorldScore(e) ? newWorldFloat(e) : scoreFloat(e));
