/**
 * `carcassonne arena --bots hard,greedy [--game G] [--players N] [--games N] [--seed S] [--rules JSON]
 * [--iterations N | --time MS] [--json]`: bots against each other (the base game, or New World with
 * `--game new-world`), seats rotated game by game
 * (the lineup is repeated to fill the table, so `--bots hard,greedy,greedy,greedy --players 4` is
 * one hard against three greedy). Per level: wins (a shared top score counts for each level that
 * has it), the win rate with its 95% Wilson interval, mean score per seat, and mean and p95
 * milliseconds per move.
 */
import { performance } from 'node:perf_hooks';
import { GAME_NAMES, normalizeNewWorldRules, normalizeRules, type GameName } from '../engine/index.js';
import { playArenaGame, seatsFor, type ArenaGame } from '../bots/arena.js';
import type { BotLevel } from '../bots/index.js';
import { intFlag, parseCommandArgs, stringFlag, UsageError } from './args.js';
import { budgetFlags, levelFlag } from './move-command.js';
import { reportError, type Output } from './output.js';

export interface ArenaLine {
  bot: BotLevel;
  seats: number;
  wins: number;
  winRate: number;
  ci95: [number, number];
  meanScore: number;
  meanMs: number;
  p95Ms: number;
  moves: number;
}

/** The 95% Wilson score interval of k wins in n games. */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959964;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  // the bounds are exactly 0 and 1 at the ends (the formula misses them by a rounding)
  return [k === 0 ? 0 : Math.max(0, c - h), k === n ? 1 : Math.min(1, c + h)];
}

function percentile(sorted: number[], q: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] : 0;
}

/** Per-level totals over the games played. */
export function tally(games: ArenaGame[]): ArenaLine[] {
  const levels = [...new Set(games.flatMap((g) => g.seats))];
  return levels.map((bot) => {
    let wins = 0;
    let seats = 0;
    let score = 0;
    const times: number[] = [];
    let inGames = 0;
    for (const g of games) {
      const mine = g.seats.flatMap((lvl, s) => (lvl === bot ? [s] : []));
      if (!mine.length) continue;
      inGames++;
      if (mine.some((s) => g.winners.includes(s))) wins++;
      for (const s of mine) {
        seats++;
        score += g.scores[s];
        times.push(...g.times[s]);
      }
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((t, x) => t + x, 0) / Math.max(1, times.length);
    return { bot, seats, wins, winRate: wins / inGames, ci95: wilson(wins, inGames), meanScore: score / Math.max(1, seats), meanMs: mean, p95Ms: percentile(times, 0.95), moves: times.length };
  });
}

export function runArena(argv: string[], out: Output): number {
  const args = parseCommandArgs(argv, { bots: 'string', game: 'string', players: 'string', games: 'string', seed: 'string', rules: 'string', iterations: 'string', time: 'string', json: 'boolean' });
  const json = args.flags.json === true;
  if (args.positionals.length) throw new UsageError(`arena takes no FILE ("${args.positionals[0]}").`);
  const list = stringFlag(args, 'bots');
  if (list === undefined) throw new UsageError('--bots is required, e.g. --bots hard,greedy.');
  const bots = list.split(',').map((b) => levelFlag(b.trim(), '--bots'));
  const game = stringFlag(args, 'game') ?? 'carcassonne';
  if (!(GAME_NAMES as readonly string[]).includes(game)) throw new UsageError(`--game must be one of ${GAME_NAMES.join(', ')}, not "${game}".`);
  const most = game === 'new-world' ? 5 : 6;
  const players = intFlag(args, 'players', 2, most, Math.max(2, Math.min(most, bots.length)));
  const games = intFlag(args, 'games', 1, 1_000_000, 10);
  const seed = stringFlag(args, 'seed') ?? 'arena';
  const budget = budgetFlags(args);
  let rules: unknown;
  const rulesText = stringFlag(args, 'rules');
  if (rulesText !== undefined) {
    try {
      rules = JSON.parse(rulesText);
    } catch (e) {
      return reportError(out, json, { code: 'record/not-json', message: `--rules is not valid JSON (${(e as Error).message}).` }, 2);
    }
    const checked = game === 'new-world' ? normalizeNewWorldRules(rules) : normalizeRules(rules);
    if (!checked.ok) return reportError(out, json, checked.error, 2);
  }
  const played: ArenaGame[] = [];
  for (let i = 0; i < games; i++) {
    played.push(playArenaGame(seatsFor(bots, players, i), `${seed}/${i}`, { rules, game: game as GameName, now: () => performance.now(), budgets: budget && { hard: budget, expert: budget } }));
  }
  const lines = tally(played);
  if (json) out.stdout(JSON.stringify({ ok: true, game, games, players, seed, bots: lines }) + '\n');
  else out.stdout(arenaText(lines, game, games, players, seed));
  return 0;
}

function arenaText(lines: ArenaLine[], game: string, games: number, players: number, seed: string): string {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const rows = lines.map(
    (l) =>
      `  ${l.bot.padEnd(7)} ${String(l.wins).padStart(5)} wins  ${pct(l.winRate).padStart(6)} [${pct(l.ci95[0])}, ${pct(l.ci95[1])}]  mean score ${l.meanScore.toFixed(1).padStart(6)}  ${l.meanMs.toFixed(1)} ms/move (p95 ${l.p95Ms.toFixed(1)})`,
  );
  return `${games} games${game === 'new-world' ? ' of New World' : ''}, ${players} players, seats rotated (seed "${seed}"):\n${rows.join('\n')}\n`;
}
