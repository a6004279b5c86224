/** Output shapes of the command line: the JSON objects and the readable summaries. */
import type { FeatureName, Game, GameEvent, NewWorldEvent, NewWorldFeature, NewWorldGame } from '../engine/index.js';

/** Either game, and either game's events: the command line reports both the same way. */
type AnyGame = Game | NewWorldGame;
type AnyEvent = GameEvent | NewWorldEvent;

export interface ScoringEntry {
  /** the 1-based move number, or null in final scoring */
  turn: number | null;
  feature: FeatureName | NewWorldFeature;
  points: number;
  /** names, in turn order */
  winners: string[];
  complete: boolean;
  /** New World: each winner's surveyor bonus on top of `points` (same order), when someone had one */
  surveyorBonus?: number[];
}

/** One entry per scored feature that earned points, in the order the engine scored them. */
export function scoringEntries(events: AnyEvent[], players: string[]): ScoringEntry[] {
  const out: ScoringEntry[] = [];
  for (const e of events) {
    if (e.type !== 'scored' || e.points === 0) continue;
    const entry: ScoringEntry = { turn: e.turn, feature: e.feature, points: e.points, winners: e.winners.map((p) => players[p]), complete: e.complete };
    if ('surveyorBonus' in e && e.surveyorBonus.some((b) => b > 0)) entry.surveyorBonus = [...e.surveyorBonus];
    out.push(entry);
  }
  return out;
}

/** Scores keyed by name; fromEntries keeps a player called "__proto__" an ordinary key. */
export function scoresByName(game: AnyGame): Record<string, number> {
  return Object.fromEntries(game.players.map((name, i) => [name, game.scores[i]]));
}

export function replayJson(game: AnyGame, events: AnyEvent[]): object {
  return { ok: true, finished: game.finished, scores: scoresByName(game), scoring: scoringEntries(events, game.players) };
}

/** The JSON error object; `move` only when the error belongs to one entry of `moves`. */
export function errorJson(error: { code: string; message: string; move?: number }): object {
  const { code, move, message } = error;
  return { ok: false, error: move === undefined ? { code, message } : { code, move, message } };
}

/** One line for stderr: the engine's sentence and its stable code. */
export function errorLine(error: { code: string; message: string }): string {
  return `carcassonne: ${error.message} (${error.code})\n`;
}

/** Names holding the top score. */
function leaders(game: AnyGame): string[] {
  const best = Math.max(...game.scores);
  return game.players.filter((_, i) => game.scores[i] === best);
}

function describeEntry(e: ScoringEntry): string {
  const when = e.turn === null ? 'final  ' : `move ${String(e.turn).padEnd(2)}`;
  const what = `${e.complete ? 'completed' : e.turn === null && e.feature !== 'field' && e.feature !== 'plains' ? 'incomplete' : ''} ${e.feature}`.trim();
  const bonus = e.surveyorBonus;
  const winners = e.winners.map((w, i) => (bonus && bonus[i] ? `${w} (+${bonus[i]} surveyor${bonus[i] > 4 ? 's' : ''})` : w));
  return `  ${when}  ${what.padEnd(20)} ${String(e.points).padStart(3)}  ${winners.join(', ')}`;
}

/** How many of the moves were passes, as words after the move count (nothing when none was). */
function passesOf(game: AnyGame): string {
  const n = (game.moves as object[]).filter((m) => 'pass' in m && m.pass).length;
  return n === 0 ? '' : ` (${n} passed)`;
}

export function replaySummary(game: AnyGame, events: AnyEvent[], source: string): string {
  const width = Math.max(...game.players.map((p) => p.length));
  const top = leaders(game);
  const lines = [
    `Record: ${source}${'game' in game ? ' (New World)' : ''}`,
    `Players: ${game.players.join(', ')}`,
    `Moves played: ${game.turn}${passesOf(game)}; ${game.finished ? 'the game is finished' : `not finished (${game.snapshot().remaining} tiles left)`}`,
    'Scores:',
    ...game.players.map((p, i) => `  ${p.padEnd(width)}  ${String(game.scores[i]).padStart(3)}`),
    game.finished ? (top.length === 1 ? `Winner: ${top[0]}` : `Tie: ${top.join(', ')}`) : `Leading: ${top.join(', ')}`,
  ];
  const entries = scoringEntries(events, game.players);
  lines.push(entries.length ? 'Scoring:' : 'Scoring: nothing scored yet');
  for (const e of entries) lines.push(describeEntry(e));
  return lines.join('\n') + '\n';
}

export interface SimulateSummary {
  games: number;
  players: number;
  seconds: number;
  gamesPerSecond: number;
  meanScore: number;
}

export function simulateText(s: SimulateSummary, seed: string, out: string | undefined): string {
  const lines = [
    `Played ${s.games} random game${s.games === 1 ? '' : 's'} of ${s.players} players (seed "${seed}") in ${s.seconds.toFixed(3)} s: ${Math.round(s.gamesPerSecond)} games/s.`,
    `Mean final score: ${s.meanScore.toFixed(1)}`,
  ];
  if (out) lines.push(`Records written to ${out}`);
  return lines.join('\n') + '\n';
}
