/**
 * Engine events told for people: the move log (one line per move, one per player per score, with
 * its cause and what the board shows for it), and the final score broken down by feature type.
 * Both read the same events, so the log and the end screen agree to the point.
 */
import type { FeatureName, GameEvent, ScoreEvent } from '../../src/engine/index.js';
import { followerName, spotWhere } from '../shared/spot-names.js';
import { joinNames, majorityWords, scoreLine } from './score-words.js';

export interface LogEntry {
  id: number;
  kind: 'place' | 'score' | 'discard' | 'end';
  /** the 1-based move number, null for final scoring */
  turn: number | null;
  /** moves played when it happened (a replay shows the entries up to its move) */
  moves: number;
  /** final scoring and the end of the game */
  final?: true;
  /** the players concerned (colour chips) */
  players: number[];
  text: string;
  /** what opening the entry adds: who had what on the feature, what closed it */
  detail?: string;
  /** squares to highlight on the board when the entry is shown */
  tiles: [number, number][];
  /** the square of the move's tile, outlined when the entry is shown */
  at?: [number, number];
  points?: number;
}

export const FEATURE_LABELS: Record<FeatureName, string> = { road: 'Roads', city: 'Cities', monastery: 'Monasteries', garden: 'Gardens', field: 'Fields' };
export const FEATURE_ORDER: FeatureName[] = ['city', 'road', 'monastery', 'garden', 'field'];

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const square = (at: readonly number[]) => `${at[0]}, ${at[1]}`.replace(/-/g, '−');

type Placed = Extract<GameEvent, { type: 'tile-placed' }>;

/** "Alice placed a tile with a farmer on the south field" (the spot named as the player saw it). */
function placeText(e: Placed, next: GameEvent | undefined, returned: boolean, players: string[]): string {
  let what = '';
  if (next?.type === 'follower-placed' && next.turn === e.turn) {
    what = next.abbot ? ` with the abbot on the ${next.spot}` : ` with a ${followerName(next.spot)} on the ${spotWhere(e.tile, e.rot, next.spot)}`;
  } else if (returned) what = ' and took the abbot back';
  return `${players[e.player]} placed a tile${what}`;
}

/** Why a score happened, beyond its points: the majority, and the tile that closed it. */
function scoreDetail(e: ScoreEvent, placed: Placed | undefined, players: string[]): string {
  const parts = [majorityWords(e, players)];
  if (placed && e.complete) {
    const by = placed.tile === 'R2-VOLCANO-LAKE' ? 'the volcano lake' : `${players[placed.player]}'s tile`;
    parts.push(`Completed by ${by} at ${square(placed.at)} (move ${placed.turn}).`);
  } else if (e.turn === null) parts.push('Scored at the end of the game.');
  if (e.returned.length) parts.push(`${cap(joinNames([...new Set(e.returned.map((r) => players[r.player]))]))} got ${e.returned.length === 1 ? 'the follower' : 'the followers'} back.`);
  return parts.filter(Boolean).join(' ');
}

export function logEntries(events: GameEvent[], players: string[], farmers: 'c3' | 'c1' | 'off' = 'c3'): LogEntry[] {
  const out: LogEntry[] = [];
  const placedAt = new Map<number, Placed>();
  let moves = 0;
  const push = (e: Omit<LogEntry, 'id'>) => out.push({ id: out.length, ...e });
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    if (e.type === 'tile-placed') {
      moves = e.turn;
      placedAt.set(e.turn, e);
      const returned = events.some((x) => x.type === 'scored' && x.turn === e.turn && x.abbotReturn);
      push({ kind: 'place', turn: e.turn, moves, players: [e.player], text: placeText(e, events[i + 1], returned, players), tiles: [e.at], at: e.at });
    } else if (e.type === 'scored') {
      if (!e.winners.length || e.points === 0) continue;
      const placed = e.turn === null ? undefined : placedAt.get(e.turn);
      const detail = scoreDetail(e, placed, players);
      for (const w of e.winners) {
        push({ kind: 'score', turn: e.turn, moves, ...(e.turn === null ? { final: true as const } : {}), players: [w], text: scoreLine(e, w, players, farmers), detail, tiles: e.tiles, at: placed?.at, points: e.points });
      }
    } else if (e.type === 'turn-passed') {
      moves = e.turn;
      push({ kind: 'place', turn: e.turn, moves, players: [e.player], text: `${players[e.player]} was away: the turn passed`, tiles: [] });
    } else if (e.type === 'bonus-turn') {
      push({ kind: 'place', turn: e.turn, moves, players: [e.player], text: `${players[e.player]} ${e.reason === 'volcano' ? 'placed the volcano lake' : 'filled a hole'} and plays again`, tiles: [] });
    } else if (e.type === 'tile-returned') {
      push({ kind: 'discard', turn: null, moves, players: [], text: `Tile ${e.tile} fits nowhere and goes back into the bag`, tiles: [] });
    } else if (e.type === 'tile-discarded') {
      push({ kind: 'discard', turn: null, moves, players: [], text: `Tile ${e.tile} fits nowhere and is discarded`, tiles: [] });
    } else if (e.type === 'game-over') {
      const best = Math.max(...e.scores);
      const winners = e.scores.flatMap((s, p) => (s === best ? [p] : []));
      push({ kind: 'end', turn: null, moves, final: true, players: winners, text: `Game over: ${joinNames(winners.map((w) => players[w]))} ${winners.length > 1 ? 'share the win' : 'wins'} with ${best}`, tiles: [] });
    }
  }
  return out;
}

/** The entries a replay at move `at` shows: what had happened by then, the final scoring only at the end. */
export function entriesUpTo(entries: LogEntry[], at: number | null, total: number): LogEntry[] {
  if (at === null || at >= total) return entries;
  return entries.filter((e) => e.moves <= at && !e.final);
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
