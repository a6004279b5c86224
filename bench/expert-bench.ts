/**
 * `npm run bench:expert -- PAIRING [GAMES]`: issue 26's strength targets for expert, one pairing at
 * a time, resumable. Each game's result is appended to `bench/results/expert/PAIRING.jsonl` with
 * the version of the code that played it (a hash of src/engine and src/bots); a rerun plays only the
 * games of that version still missing, so a 400-game bench can be run over several sittings, and
 * any change to the engine or the bots starts it afresh, unless `equivalent.json` there records an
 * older version as playing the very same games (with the evidence). Games run in BENCH_JOBS processes (default
 * 2), one core each. Prints the win rate with its 95% interval (Wilson), mean scores, the bots'
 * milliseconds per move, and one JSON line prefixed "BENCH ".
 *
 * Budgets are positions valued (deterministic: the same games on every machine). "1 s" is expert's
 * default, DEFAULT_EXPERT_ITERATIONS (about a second a move in Chromium's worker, see
 * bench/bot-worker-bench.ts); "100 ms" a tenth of it.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { GameName } from '../src/engine/index.js';
import { DEFAULT_EXPERT_ITERATIONS, type Budget, type BotLevel } from '../src/bots/index.js';
import { playArenaGame } from '../src/bots/arena.js';
import { wilson } from '../src/cli/arena-command.js';

interface Seat {
  level: BotLevel;
  budget?: Budget;
}
interface Pairing {
  /** the first seat's bot is the one measured; the lineup is rotated game by game */
  lineup: Seat[];
  players: number;
  games: number;
  target: number;
  game?: GameName;
}

const ONE_SECOND: Seat = { level: 'expert', budget: { iterations: DEFAULT_EXPERT_ITERATIONS } };
const TENTH: Seat = { level: 'expert', budget: { iterations: DEFAULT_EXPERT_ITERATIONS / 10 } };
const THREE_TENTHS: Seat = { level: 'expert', budget: { iterations: (DEFAULT_EXPERT_ITERATIONS * 3) / 10 } };
const greedy3: Seat[] = [{ level: 'greedy' }, { level: 'greedy' }, { level: 'greedy' }];

const PAIRINGS: Record<string, Pairing> = {
  'expert-hard': { lineup: [ONE_SECOND, { level: 'hard' }], players: 2, games: 400, target: 0.75 },
  'expert-greedy': { lineup: [ONE_SECOND, { level: 'greedy' }], players: 2, games: 400, target: 0.95 },
  'expert-expert1ply': { lineup: [ONE_SECOND, { level: 'expert-1ply' }], players: 2, games: 400, target: 0.6 },
  'expert1s-expert100ms': { lineup: [ONE_SECOND, TENTH], players: 2, games: 200, target: 0.6 },
  // what a smaller budget (online bot seats) is worth: against expert-1ply, no target of its own
  'expert100ms-expert1ply': { lineup: [TENTH, { level: 'expert-1ply' }], players: 2, games: 100, target: 0.5 },
  'expert300ms-expert1ply': { lineup: [THREE_TENTHS, { level: 'expert-1ply' }], players: 2, games: 100, target: 0.5 },
  'expert-3greedy': { lineup: [ONE_SECOND, ...greedy3], players: 4, games: 100, target: 0.4 },
  'hard-3greedy': { lineup: [{ level: 'hard' }, ...greedy3], players: 4, games: 100, target: 0.4 },
  'nw-expert-3greedy': { lineup: [ONE_SECOND, ...greedy3], players: 4, games: 100, target: 0.4, game: 'new-world' },
  'nw-hard-3greedy': { lineup: [{ level: 'hard' }, ...greedy3], players: 4, games: 100, target: 0.4, game: 'new-world' },
};
/** The rules of issue 26's loop: the base game with farmers scoring 3 per city. */
const RULES = { farmers: 'c3' };

interface GameLine {
  i: number;
  version: string;
  /** the measured bot's seat in this game */
  seat: number;
  scores: number[];
  winners: number[];
  /** the measured bot's milliseconds per move */
  ms: number[];
}

const here = fileURLToPath(import.meta.url);
const root = join(here, '../..');

/**
 * Per version, the older versions whose recorded games count for it, each with why: a change that
 * plays the very same games (a refactor), shown by replaying some of them game by game. A rerun
 * then plays only the games no equivalent version has. An older version is equivalent in every
 * pairing (its value is the evidence) or in the pairings listed (`{ pairings, why }`: a change
 * that only touches some games, such as New World's weights).
 */
type Equivalence = string | { pairings: string[]; why: string };

/** The versions whose games count for `version` in `pairing`, itself included. */
function sameGames(version: string, pairing: string): Set<string> {
  const f = join(root, 'bench/results/expert/equivalent.json');
  const all = existsSync(f) ? (JSON.parse(readFileSync(f, 'utf8')) as Record<string, Record<string, Equivalence>>) : {};
  const older = Object.entries(all[version] ?? {}).filter(([, e]) => typeof e === 'string' || e.pairings.includes(pairing));
  return new Set([version, ...older.map(([v]) => v)]);
}

/** A hash of every source file the games depend on. */
function codeVersion(): string {
  const h = createHash('sha256');
  for (const dir of ['src/engine', 'src/bots']) {
    const walk = (d: string) => {
      for (const e of readdirSync(join(root, d), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
        const p = `${d}/${e.name}`;
        if (e.isDirectory()) walk(p);
        else if (p.endsWith('.ts') || p.endsWith('.json')) h.update(p).update(readFileSync(join(root, p)));
      }
    };
    walk(dir);
  }
  return h.digest('hex').slice(0, 16);
}

function playOne(name: string, p: Pairing, i: number, version: string): GameLine {
  // the lineup rotated by i, so every bot plays every seat in turn
  const lineup = Array.from({ length: p.players }, (_, s) => (s + i) % p.lineup.length);
  const seats = lineup.map((k) => p.lineup[k].level);
  const seat = lineup.indexOf(0);
  const g = playArenaGame(seats, `expert-bench/${name}/${i}`, {
    now: () => performance.now(),
    rules: p.game === 'new-world' ? undefined : RULES,
    game: p.game,
    seatBudgets: lineup.map((k) => p.lineup[k].budget),
  });
  if (g.repaired) throw new Error(`game ${i}: a bot's move was refused`);
  return { i, version, seat, scores: g.scores, winners: g.winners, ms: g.times[seat].map((t) => Math.round(t * 10) / 10) };
}

const [mode, name, ...rest] = process.argv.slice(2);
if (mode === '--worker') {
  // a worker: plays the game numbers it is given, one JSON line each
  const p = PAIRINGS[name];
  const version = rest[0];
  for (const i of rest.slice(1).map(Number)) process.stdout.write(JSON.stringify(playOne(name, p, i, version)) + '\n');
} else {
  const pairName = mode;
  const p = PAIRINGS[pairName];
  if (!p) {
    console.error(`usage: npm run bench:expert -- PAIRING [GAMES]\n  PAIRING: ${Object.keys(PAIRINGS).join(', ')}`);
    process.exit(2);
  }
  const games = name ? Number(name) : p.games;
  const version = codeVersion();
  const dir = join(root, 'bench/results/expert');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${pairName}.jsonl`);
  // older versions shown to play the very same games (bench/results/expert/equivalent.json says how)
  const same = sameGames(version, pairName);
  const read = (): GameLine[] => {
    if (!existsSync(file)) return [];
    const byGame = new Map<number, GameLine>();
    for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
      const l = JSON.parse(line) as GameLine;
      // one line per game: the current version's when it has one
      if (same.has(l.version) && l.i < games && (!byGame.has(l.i) || l.version === version)) byGame.set(l.i, l);
    }
    return [...byGame.values()];
  };
  const done = new Set(read().map((l) => l.i));
  const todo = Array.from({ length: games }, (_, i) => i).filter((i) => !done.has(i));
  const jobs = Math.max(1, Number(process.env.BENCH_JOBS ?? 2));
  console.error(`${pairName}: version ${version}, ${done.size} of ${games} games on record, ${todo.length} to play in ${jobs} processes`);
  const t0 = performance.now();
  let played = 0;
  await Promise.all(
    Array.from({ length: jobs }, (_, j) => {
      const mine = todo.filter((_, k) => k % jobs === j);
      if (!mine.length) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const child = spawn(process.execPath, [...process.execArgv, here, '--worker', pairName, version, ...mine.map(String)], { stdio: ['ignore', 'pipe', 'inherit'] });
        let buf = '';
        child.stdout.on('data', (chunk: Buffer) => {
          buf += chunk.toString();
          let nl: number;
          while ((nl = buf.indexOf('\n')) >= 0) {
            appendFileSync(file, buf.slice(0, nl + 1));
            buf = buf.slice(nl + 1);
            if (++played % 10 === 0) console.error(`  ${played}/${todo.length} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
          }
        });
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`a bench process exited with ${code}`))));
      });
    }),
  );
  const lines = read();
  const wins = lines.filter((l) => l.winners.includes(l.seat)).length;
  const n = lines.length;
  const ci = wilson(wins, n);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const mine = mean(lines.map((l) => l.scores[l.seat]));
  const others = mean(lines.map((l) => Math.max(...l.scores.filter((_, s) => s !== l.seat))));
  const ms = lines.flatMap((l) => l.ms).sort((a, b) => a - b);
  const q = (x: number) => ms[Math.min(ms.length - 1, Math.floor(ms.length * x))] ?? NaN;
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  console.log(
    `${pairName}: ${wins} of ${n} games won (ties count for every tied seat): ${pct(wins / n)}, 95% interval [${pct(ci[0])}, ${pct(ci[1])}], target ${pct(p.target)} ${wins / n >= p.target ? 'met' : 'MISSED'}${n < games ? ` (only ${n} of ${games} games played)` : ''}\n` +
      `  mean score ${mine.toFixed(1)} against the best other's ${others.toFixed(1)}; the measured bot's move: median ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${ms.at(-1)} ms (one core of ${jobs} busy)`,
  );
  console.log(
    'BENCH ' +
      JSON.stringify({
        bench: 'expert',
        pairing: pairName,
        version,
        games: n,
        wins,
        rate: wins / n,
        ci,
        target: p.target,
        meanScore: mine,
        bestOther: others,
        ms: { median: q(0.5), p95: q(0.95), max: ms.at(-1) },
      }),
  );
}
