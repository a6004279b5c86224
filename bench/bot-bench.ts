/**
 * `npm run bench:bots`: the bots' strength and speed on one core.
 *
 * Strength: two-player matches with seats alternated and fixed seeds (hard–greedy, medium–greedy,
 * hard–medium, greedy–random), four players (one hard against three greedy), and New World's
 * hard–greedy (two players); each line gives the win rate with its 95% interval against the
 * issue's target. Speed: median and p95 milliseconds per move for each level, from those games
 * (New World's moves timed apart, "hard (New World)"). Memory: the largest heap growth over one
 * game (hard's search caches live only for its move, so this bounds it). Game counts come from the
 * environment, since 400 games with hard take hours on a busy machine: BOT_BENCH_GAMES (two-player
 * pairings without hard, default 400), BOT_BENCH_HARD_GAMES (pairings with hard, default 400),
 * BOT_BENCH_FOUR_GAMES (one hard against three greedy, default 100), BOT_BENCH_NW_GAMES (New World
 * hard–greedy, default 40), BOT_BENCH_EXPERT_GAMES (expert-1ply–hard, default 400; about 4 s a game,
 * most of it hard's). BOT_BENCH_PAIRS=hard-greedy,medium-greedy,nw-hard-greedy picks
 * pairings. Prints a table and one JSON line prefixed "BENCH ".
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { GameName } from '../src/engine/index.js';
import type { BotLevel } from '../src/bots/index.js';
import { playArenaGame, seatsFor, type ArenaGame } from '../src/bots/arena.js';
import { tally, wilson } from '../src/cli/arena-command.js';

const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const GAMES = env('BOT_BENCH_GAMES', 400);
const HARD_GAMES = env('BOT_BENCH_HARD_GAMES', 400);
const FOUR_GAMES = env('BOT_BENCH_FOUR_GAMES', 100);
const NW_GAMES = env('BOT_BENCH_NW_GAMES', 40);
const EXPERT_GAMES = env('BOT_BENCH_EXPERT_GAMES', 400);

interface Pairing {
  name: string;
  seats: (i: number) => BotLevel[];
  games: number;
  /** the level whose wins count, and the target share of games it should win */
  bot: BotLevel;
  target: number;
  game?: GameName;
}

const two = (a: BotLevel, b: BotLevel, target: number): Pairing => ({
  name: `${a}-${b}`,
  seats: (i) => seatsFor([a, b], 2, i),
  games: a === 'hard' || b === 'hard' ? HARD_GAMES : GAMES,
  bot: a,
  target,
});

const ALL: Pairing[] = [
  two('greedy', 'random', 0.95),
  two('medium', 'greedy', 0.65),
  two('hard', 'greedy', 0.8),
  two('hard', 'medium', 0.6),
  { name: 'hard-3greedy', seats: (i) => seatsFor(['hard', 'greedy', 'greedy', 'greedy'], 4, i), games: FOUR_GAMES, bot: 'hard', target: 0.5 },
  { ...two('hard', 'greedy', 0.8), name: 'nw-hard-greedy', games: NW_GAMES, game: 'new-world' },
  // our build of issue 26's outside reference, which beat hard in 72.5% of 60 games: as strong at least
  { ...two('expert-1ply', 'hard', 0.725), games: EXPERT_GAMES },
];
const wanted = process.env.BOT_BENCH_PAIRS?.split(',');
const pairings = ALL.filter((p) => !wanted || wanted.includes(p.name));

const times = new Map<string, number[]>();
let heapGrowth = 0;
const results: { name: string; games: number; wins: number; rate: number; ci: [number, number]; target: number; scores: [number, number] }[] = [];

const now = () => performance.now();

for (const p of pairings) {
  const games: ArenaGame[] = [];
  const t0 = now();
  for (let i = 0; i < p.games; i++) {
    const heapBefore = process.memoryUsage().heapUsed;
    games.push(playArenaGame(p.seats(i), `bot-bench/${p.name}/${i}`, { now, game: p.game }));
    heapGrowth = Math.max(heapGrowth, process.memoryUsage().heapUsed - heapBefore);
    if ((i + 1) % 20 === 0) process.stderr.write(`  ${p.name}: ${i + 1}/${p.games} games (${((now() - t0) / 1000).toFixed(0)} s)\n`);
  }
  const lines = tally(games);
  const me = lines.find((l) => l.bot === p.bot)!;
  const other = lines.find((l) => l.bot !== p.bot)!;
  const timed = (lvl: BotLevel) => (p.game === 'new-world' ? `${lvl} (New World)` : lvl);
  for (const g of games) g.seats.forEach((lvl, s) => times.set(timed(lvl), [...(times.get(timed(lvl)) ?? []), ...g.times[s]]));
  results.push({ name: p.name, games: p.games, wins: me.wins, rate: me.winRate, ci: wilson(me.wins, p.games), target: p.target, scores: [me.meanScore, other.meanScore] });
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const quant = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(s.length * q))] : NaN;
};
const load = loadavg()[0];
console.log(`Bot benchmark: node ${process.version}, one core; load average ${load.toFixed(1)} on ${cpus().length} cores${load > cpus().length ? ' (busy: times are pessimistic)' : ''}\n`);
console.log('strength (seats alternated, fixed seeds)   games   wins    rate   95% interval       target  mean scores');
for (const r of results) {
  console.log(
    `  ${r.name.padEnd(40)} ${String(r.games).padStart(5)} ${String(r.wins).padStart(6)} ${pct(r.rate).padStart(7)}   [${pct(r.ci[0])}, ${pct(r.ci[1])}]`.padEnd(88) +
      ` >= ${pct(r.target).padEnd(6)} ${r.rate >= r.target ? 'ok' : 'MISSED'}  ${r.scores[0].toFixed(1)} vs ${r.scores[1].toFixed(1)}`,
  );
}
const LIMITS: Record<string, number> = { 'expert-1ply': 100, hard: 1000, 'hard (New World)': 1000, medium: 250, easy: 50 };
console.log('\nspeed per move            median      p95    target (median)');
const speed: Record<string, { median: number; p95: number; moves: number }> = {};
for (const [lvl, xs] of times) {
  const median = quant(xs, 0.5);
  const p95 = quant(xs, 0.95);
  speed[lvl] = { median, p95, moves: xs.length };
  const limit = LIMITS[lvl];
  console.log(
    `  ${lvl.padEnd(22)} ${median.toFixed(1).padStart(8)} ms ${p95.toFixed(1).padStart(8)} ms   ${limit ? `<= ${limit} ms ${median <= limit && (!lvl.startsWith('hard') || p95 <= 2000) ? 'ok' : 'MISSED'}` : ''}`,
  );
}
console.log(`\nmemory: largest heap growth over one game ${(heapGrowth / 1048576).toFixed(1)} MB (target: hard's search < 200 MB)`);
console.log('BENCH ' + JSON.stringify({ bots: { strength: results, speed, heapGrowthMB: heapGrowth / 1048576 } }));
