/**
 * Engine events told for people: the move log (one line per move, one per player per score, with
 * its cause and what the board shows for it), and the final score broken down by feature type.
 * Both read the same events, so the log and the end screen agree to the point.
 */
import type { FeatureName, GameEvent, ScoreEvent } from '../../src/engine/index.js';
import { followerName, spotWhere } from './spot-names.js';
import { boardTileId } from '../../src/table/tile-lookup.js';
import { isNewWorldScore, newWorldEventText, newWorldMajority, newWorldScoreLine, newWorldTotal } from './new-world-words.js';
import { joinNames, majorityWords, scoreLine } from './score-words.js';
import type { AnyEvent, GameKind } from '../../src/table/table.js';

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

/** The end screen's columns: the base game's feature types, then New World's (animals for plains) and its surveyor bonuses. */
export type ScoreColumn = FeatureName | 'town' | 'trail' | 'farm' | 'plains' | 'surveyor';
export const FEATURE_LABELS: Record<ScoreColumn, string> = {
  road: 'Roads',
  city: 'Cities',
  monastery: 'Monasteries',
  garden: 'Gardens',
  field: 'Fields',
  town: 'Towns',
  trail: 'Trails',
  farm: 'Farms',
  plains: 'Animals',
  surveyor: 'Surveyor bonuses',
};
export const FEATURE_ORDER: ScoreColumn[] = ['city', 'road', 'monastery', 'garden', 'field', 'town', 'trail', 'farm', 'plains', 'surveyor'];

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const square = (at: readonly number[]) => `${at[0]}, ${at[1]}`.replace(/-/g, '−');

type Placed = Extract<GameEvent, { type: 'tile-placed' }>;

/** "Alice placed a tile with a farmer on the south field" (the spot named as the player saw it). */
function placeText(e: Placed, next: AnyEvent | undefined, returned: boolean, players: string[], game: GameKind): string {
  let what = '';
  if (next?.type === 'follower-placed' && next.turn === e.turn) {
    what = 'abbot' in next && next.abbot ? ` with the abbot on the ${next.spot}` : ` with a ${followerName(next.spot)} on the ${spotWhere(boardTileId(game, e.tile), e.rot, next.spot)}`;
  } else if (returned) what = ' and took the abbot back';
  return `${players[e.player]} placed a tile${what}`;
}

/** "Completed by Ann's tile at 0, 1 (move 4).", or "Scored at the end of the game." */
function closedBy(complete: boolean, turn: number | null, placed: Placed | undefined, players: string[]): string {
  if (placed && complete) {
    const by = placed.tile === 'R2-VOLCANO-LAKE' ? 'the volcano lake' : `${players[placed.player]}'s tile`;
    return `Completed by ${by} at ${square(placed.at)} (move ${placed.turn}).`;
  }
  return turn === null ? 'Scored at the end of the game.' : '';
}

/** "Ann and Bob got the followers back." */
function returnedWords(returned: { player: number }[], players: string[], word: string): string {
  if (!returned.length) return '';
  return `${cap(joinNames([...new Set(returned.map((r) => players[r.player]))]))} got ${returned.length === 1 ? `the ${word}` : `the ${word}s`} back.`;
}

/** Why a score happened, beyond its points: the majority, and the tile that closed it. */
function scoreDetail(e: ScoreEvent, placed: Placed | undefined, players: string[]): string {
  return [majorityWords(e, players), closedBy(e.complete, e.turn, placed, players), returnedWords(e.returned, players, 'follower')].filter(Boolean).join(' ');
}

export function logEntries(events: AnyEvent[], players: string[], farmers: 'c3' | 'c1' | 'off' = 'c3', game: GameKind = 'carcassonne'): LogEntry[] {
  const out: LogEntry[] = [];
  const placedAt = new Map<number, Placed>();
  let moves = 0;
  const push = (e: Omit<LogEntry, 'id'>) => out.push({ id: out.length, ...e });
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    if (e.type === 'tile-placed') {
      moves = e.turn;
      placedAt.set(e.turn, e);
      const returned = events.some((x) => x.type === 'scored' && x.turn === e.turn && 'abbotReturn' in x && x.abbotReturn);
      push({ kind: 'place', turn: e.turn, moves, players: [e.player], text: placeText(e, events[i + 1], returned, players, game), tiles: [e.at], at: e.at });
    } else if (e.type === 'scored' && isNewWorldScore(e)) {
      if (!e.winners.length || e.points + Math.max(0, ...e.surveyorBonus) === 0) continue;
      const placed = e.turn === null ? undefined : placedAt.get(e.turn);
      const detail = [newWorldMajority(e, players), closedBy(e.complete, e.turn, placed, players), returnedWords(e.returned, players, 'settler')].filter(Boolean).join(' ');
      for (const w of e.winners) {
        const points = newWorldTotal(e, w);
        push({
          kind: 'score',
          turn: e.turn,
          moves,
          ...(e.turn === null ? { final: true as const } : {}),
          players: [w],
          text: newWorldScoreLine(e, w, players),
          detail,
          tiles: e.tiles,
          at: placed?.at,
          points,
        });
      }
    } else if (e.type === 'surveyor-moved' || e.type === 'settlers-removed' || e.type === 'not-scored') {
      const who = e.type === 'surveyor-moved' ? [e.player] : e.type === 'settlers-removed' ? [...new Set(e.settlers.map((s) => s.player))] : [];
      const tiles = e.type === 'not-scored' ? e.tiles : e.type === 'settlers-removed' ? e.settlers.map((s) => s.at) : [];
      push({ kind: 'discard', turn: e.turn, moves, players: who, text: newWorldEventText(e, players), tiles });
    } else if (e.type === 'scored') {
      if (!e.winners.length || e.points === 0) continue;
      const placed = e.turn === null ? undefined : placedAt.get(e.turn);
      const detail = scoreDetail(e, placed, players);
      for (const w of e.winners) {
        push({
          kind: 'score',
          turn: e.turn,
          moves,
          ...(e.turn === null ? { final: true as const } : {}),
          players: [w],
          text: scoreLine(e, w, players, farmers),
          detail,
          tiles: e.tiles,
          at: placed?.at,
          points: e.points,
        });
      }
    } else if (e.type === 'turn-passed') {
      moves = e.turn;
      push({ kind: 'place', turn: e.turn, moves, players: [e.player], text: `${players[e.player]} was away: the turn passed`, tiles: [] });
    } else if (e.type === 'bonus-turn') {
      push({
        kind: 'place',
        turn: e.turn,
        moves,
        players: [e.player],
        text: `${players[e.player]} ${e.reason === 'volcano' ? 'placed the volcano lake' : 'filled a hole'} and plays again`,
        tiles: [],
      });
    } else if (e.type === 'tile-returned') {
      push({ kind: 'discard', turn: null, moves, players: [], text: `Tile ${e.tile} fits nowhere and goes back into the bag`, tiles: [] });
    } else if (e.type === 'tile-discarded') {
      push({ kind: 'discard', turn: null, moves, players: [], text: `Tile ${e.tile} fits nowhere and is discarded`, tiles: [] });
    } else if (e.type === 'game-over') {
      const best = Math.max(...e.scores);
      const winners = e.scores.flatMap((s, p) => (s === best ? [p] : []));
      push({
        kind: 'end',
        turn: null,
        moves,
        final: true,
        players: winners,
        text: `Game over: ${joinNames(winners.map((w) => players[w]))} ${winners.length > 1 ? 'share the win' : 'wins'} with ${best}`,
        tiles: [],
      });
    }
  }
  return out;
}

/** The entries a replay at move `at` shows: what had happened by then, the final scoring only at the end. */
export function entriesUpTo(entries: LogEntry[], at: number | null, total: number): LogEntry[] {
  if (at === null || at >= total) return entries;
  return entries.filter((e) => e.moves <= at && !e.final);
}

/** A player's points per column; a game's rows hold its own columns only. */
export type Breakdown = Partial<Record<ScoreColumn, number>>;

/** Points each player earned per feature type (during play and in final scoring), and New World's surveyor bonuses apart. */
export function scoreBreakdown(events: AnyEvent[], playerCount: number, game: GameKind = 'carcassonne'): Breakdown[] {
  const nw = game === 'new-world';
  const rows: Breakdown[] = Array.from({ length: playerCount }, () => (nw ? { town: 0, trail: 0, farm: 0, plains: 0, surveyor: 0 } : { road: 0, city: 0, monastery: 0, garden: 0, field: 0 }));
  for (const e of events) {
    if (e.type !== 'scored') continue;
    e.winners.forEach((w, i) => {
      const row = rows[w];
      if (!row) return;
      row[e.feature] = (row[e.feature] ?? 0) + e.points;
      if (isNewWorldScore(e)) row.surveyor = (row.surveyor ?? 0) + (e.surveyorBonus[i] ?? 0);
    });
  }
  return rows;
}
