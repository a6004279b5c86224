/**
 * A score in words a player checks against the board: "Alice +6: field next to 2 completed cities
 * × 3", "Bob +10: city of 3 tiles + 2 pennants, 2 points each", "Cleo +4 (tie with Dan): road of 4
 * tiles". Only the engine's events are read (their facts: tiles, pennants, cities, followers,
 * squares around), so what is said is what was counted.
 */
import type { ScoreEvent } from '../../src/engine/index.js';

const n = (count: number, word: string, many = `${word}s`) => `${count} ${count === 1 ? word : many}`;
export const joinNames = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

const FOLLOWER_OF: Record<ScoreEvent['feature'], string> = { road: 'thieves', city: 'knights', monastery: 'monks', garden: 'abbots', field: 'farmers' };

/** What was counted, without the player: "city of 3 tiles + 2 pennants, 2 points each". */
export function scoreCause(e: ScoreEvent, farmers: 'c3' | 'c1' | 'off' = 'c3'): string {
  const tiles = n(e.tiles.length, 'tile');
  const pennants = e.pennants ? ` + ${n(e.pennants, 'pennant')}` : '';
  switch (e.feature) {
    case 'road':
      return `${e.complete ? '' : 'unfinished '}road of ${tiles}`;
    case 'city':
      if (e.complete && e.tinyCity) return `small city of ${tiles}${pennants}, 1 point each (first-edition rule)`;
      return `${e.complete ? '' : 'unfinished '}city of ${tiles}${pennants}, ${e.complete ? '2 points' : '1 point'} each`;
    case 'monastery':
    case 'garden': {
      const around = e.around ?? (e.complete ? 8 : e.points - 1);
      const squares = e.edge ? `${n(around, 'square')} around it (${e.edge} past the table edge)` : `${n(around, 'tile')} around it`;
      const what = `${e.feature} + ${e.complete ? `the ${squares}` : squares}, 1 point each`;
      return e.abbotReturn ? `abbot taken back: ${what}` : `${e.complete ? '' : 'unfinished '}${what}`;
    }
    case 'field':
      if (farmers === 'c1' || e.cities === undefined) return `farmers supplying a completed city of ${tiles}: 4 per city`;
      return `field next to ${n(e.cities, 'completed city', 'completed cities')} × 3`;
  }
}

/** Short form for the floating "+N" over the board: "+10 city · 3 tiles + 2 pennants", "+9 monastery". */
export function scoreFloat(e: ScoreEvent): string {
  const what = e.feature === 'field' ? 'field' : e.feature;
  const detail =
    e.feature === 'road' || e.feature === 'city'
      ? `${n(e.tiles.length, 'tile')}${e.pennants ? ` + ${n(e.pennants, 'pennant')}` : ''}`
      : e.feature === 'field'
        ? e.cities === undefined
          ? '4 per city'
          : `${n(e.cities, 'city', 'cities')} × 3`
        : e.complete
          ? ''
          : `1 + ${e.points - 1}`;
  return `+${e.points} ${what}${detail ? ` · ${detail}` : ''}`;
}

/** One player's line: "Cleo +4 (tie with Dan): road of 4 tiles". */
export function scoreLine(e: ScoreEvent, player: number, names: readonly string[], farmers: 'c3' | 'c1' | 'off' = 'c3'): string {
  const name = (p: number) => names[p] ?? `Player ${p + 1}`;
  const others = e.winners.filter((w) => w !== player).map(name);
  const tie = others.length ? ` (tie with ${joinNames(others)})` : '';
  return `${name(player)} +${e.points}${tie}: ${scoreCause(e, farmers)}`;
}

/**
 * Who had what on the feature, and so why these players scored: "Knights: Alice 2, Bob 1; Alice has
 * more." Empty when the events carry no follower counts.
 */
export function majorityWords(e: ScoreEvent, names: readonly string[]): string {
  const counts = e.followers;
  if (!counts) return '';
  const many = FOLLOWER_OF[e.feature];
  const who = counts.flatMap((c, p) => (c ? [`${names[p] ?? `Player ${p + 1}`} ${c}`] : []));
  if (!who.length) return '';
  const title = `${many.charAt(0).toUpperCase()}${many.slice(1)}${e.feature === 'field' && e.cities === undefined ? ' in the fields next to it' : ''}`;
  if (who.length === 1) return `${title}: ${who[0]}.`;
  const winners = joinNames(e.winners.map((w) => names[w] ?? `Player ${w + 1}`));
  return `${title}: ${who.join(', ')}; ${e.winners.length > 1 ? `${winners} tie, and each scores in full` : `${winners} has the most`}.`;
}
