/**
 * Engine events told for people: the move log, and the final score broken down by feature type.
 */
import type { FeatureName, GameEvent, ScoreEvent } from '../../src/engine/index.js';

export interface LogEntry {
  id: number;
  kind: 'place' | 'score' | 'discard' | 'end';
  /** the 1-based move number, null for final scoring */
  turn: number | null;
  /** the players concerned (colour chips) */
  players: number[];
  text: string;
  /** squares to highlight on the board when the entry is hovered */
  tiles: [number, number][];
  points?: number;
}

const FOLLOWER_NAMES: Record<string, string> = { road: 'thief', city: 'knight', field: 'farmer', monastery: 'monk', garden: 'abbot', abbot: 'abbot' };
export const FEATURE_LABELS: Record<FeatureName, string> = { road: 'Roads', city: 'Cities', monastery: 'Monasteries', garden: 'Gardens', field: 'Fields' };
export const FEATURE_ORDER: FeatureName[] = ['city', 'road', 'monastery', 'garden', 'field'];

/** The kind of follower a spot makes: "city:N" → knight. */
export function followerName(spot: string): string {
  return FOLLOWER_NAMES[spot.split(':')[0]] ?? 'follower';
}

const joinNames = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

export function describeScore(e: ScoreEvent, players: string[]): string {
  const who = joinNames(e.winners.map((w) => players[w] ?? `Player ${w + 1}`));
  const what = e.feature === 'field' ? 'field' : e.complete ? `completed ${e.feature}` : `unfinished ${e.feature}`;
  if (!e.winners.length || e.points === 0) return `${cap(what)}: nobody scores`;
  const sized = e.tiles.length > 1 && e.feature !== 'monastery' && e.feature !== 'garden' ? `${e.tiles.length}-tile ${what}` : what;
  return `${who} +${e.points} for ${/^[aeiou8]|^11-|^18-/.test(sized) ? 'an' : 'a'} ${sized}`;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function logEntries(events: GameEvent[], players: string[]): LogEntry[] {
  const out: LogEntry[] = [];
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    const id = out.length;
    if (e.type === 'tile-placed') {
      const next = events[i + 1];
      const follower = next && next.type === 'follower-placed' && next.turn === e.turn ? ` with ${next.abbot ? 'the abbot' : `a ${followerName(next.spot)}`}` : '';
      out.push({ id, kind: 'place', turn: e.turn, players: [e.player], text: `${players[e.player]} placed a tile${follower}`, tiles: [e.at] });
    } else if (e.type === 'scored') {
      out.push({ id, kind: 'score', turn: e.turn, players: e.winners, text: describeScore(e, players), tiles: e.tiles, points: e.points });
    } else if (e.type === 'bonus-turn') {
      out.push({ id, kind: 'place', turn: e.turn, players: [e.player], text: `${players[e.player]} ${e.reason === 'volcano' ? 'placed the volcano lake' : 'filled a hole'} and plays again`, tiles: [] });
    } else if (e.type === 'tile-returned') {
      out.push({ id, kind: 'discard', turn: null, players: [], text: `Tile ${e.tile} fits nowhere and goes back into the bag`, tiles: [] });
    } else if (e.type === 'tile-discarded') {
      out.push({ id, kind: 'discard', turn: null, players: [], text: `Tile ${e.tile} fits nowhere and is discarded`, tiles: [] });
    } else if (e.type === 'game-over') {
      const best = Math.max(...e.scores);
      const winners = e.scores.flatMap((s, p) => (s === best ? [p] : []));
      out.push({ id, kind: 'end', turn: null, players: winners, text: `Game over: ${joinNames(winners.map((w) => players[w]))} ${winners.length > 1 ? 'share the win' : 'wins'} with ${best}`, tiles: [] });
    }
  }
  return out;
}

export type Breakdown = Record<FeatureName, number>;

/** Points each player earned per feature type (during play and in final scoring). */
export function scoreBreakdown(events: GameEvent[], playerCount: number): Breakdown[] {
  const rows: Breakdown[] = Array.from({ length: playerCount }, () => ({ road: 0, city: 0, monastery: 0, garden: 0, field: 0 }));
  for (const e of events) {
    if (e.type !== 'scored') continue;
    for (const w of e.winners) if (rows[w]) rows[w][e.feature] += e.points;
  }
  return rows;
}
