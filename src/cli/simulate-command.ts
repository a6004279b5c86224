/** `carcassonne simulate --games N --players P [--game G] [--seed S] [--rules JSON] [--out DIR] [--json]`. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { GAME_NAMES, exportRecord, normalizeNewWorldRules, normalizeRules, type GameName } from '../engine/index.js';
import { intFlag, parseCommandArgs, stringFlag, UsageError } from './args.js';
import { simulateText, type SimulateSummary } from './format.js';
import { reportError, type CliError, type Output } from './output.js';
import { gameSeed, playRandomly, startRandomGame } from './random-game.js';

const MAX_GAMES = 10_000_000;

export function runSimulate(argv: string[], out: Output): number {
  const args = parseCommandArgs(argv, { games: 'string', players: 'string', seed: 'string', rules: 'string', out: 'string', json: 'boolean', game: 'string' });
  const json = args.flags.json === true;
  const fail = (error: CliError): number => reportError(out, json, error, 2);
  const games = intFlag(args, 'games', 1, MAX_GAMES);
  const players = intFlag(args, 'players', 2, 6);
  if (args.positionals.length) throw new UsageError(`simulate takes no FILE ("${args.positionals[0]}").`);
  // without --seed every run differs; the seed is printed so that it can be repeated
  const seed = stringFlag(args, 'seed') ?? `run-${Date.now().toString(36)}`;
  const game = stringFlag(args, 'game') ?? 'carcassonne';
  if (!(GAME_NAMES as readonly string[]).includes(game)) throw new UsageError(`--game must be one of ${GAME_NAMES.join(', ')}, not "${game}".`);
  const rules = parseRulesFlag(stringFlag(args, 'rules'), game as GameName);
  if (!rules.ok) return fail(rules.error);
  const dir = stringFlag(args, 'out');
  if (dir !== undefined) {
    const made = makeDir(dir);
    if (made) return fail(made);
  }

  const digits = Math.max(4, String(games).length);
  let playing = 0;
  let total = 0;
  for (let i = 0; i < games; i++) {
    const t0 = performance.now();
    const started = startRandomGame(players, gameSeed(seed, i), rules.value, game as GameName);
    if (!started.ok) return fail(started.error);
    const played = playRandomly(started.game, started.rng);
    playing += performance.now() - t0;
    for (const s of played.scores) total += s;
    if (dir !== undefined) {
      const rec = exportRecord(played, { event: 'carcassonne simulate', seed: gameSeed(seed, i), scores: Array.from(played.scores).join(',') });
      const written = writeRecordFile(join(dir, `game-${String(i + 1).padStart(digits, '0')}.json`), JSON.stringify(rec) + '\n');
      if (written) return fail(written);
    }
  }
  // seconds counts playing only, so that writing records does not change the engine's speed
  const seconds = playing / 1000;
  const summary: SimulateSummary = { games, players, seconds, gamesPerSecond: seconds > 0 ? games / seconds : 0, meanScore: total / (games * players) };
  out.stdout(json ? JSON.stringify(summary) + '\n' : simulateText(summary, seed, dir));
  return 0;
}

/** The --rules object, checked by the engine for the game (record/not-json, record/unknown-rule, record/bad-rule...). */
function parseRulesFlag(text: string | undefined, game: GameName): { ok: true; value: unknown } | { ok: false; error: CliError } {
  if (text === undefined) return { ok: true, value: undefined };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: { code: 'record/not-json', message: `--rules is not valid JSON (${(e as Error).message}).` } };
  }
  const checked = game === 'new-world' ? normalizeNewWorldRules(value) : normalizeRules(value);
  return checked.ok ? { ok: true, value } : checked;
}

function makeDir(dir: string): CliError | null {
  return attempt(() => mkdirSync(dir, { recursive: true }), 'cli/out-dir', `Cannot create the directory "${dir}"`);
}

function writeRecordFile(path: string, text: string): CliError | null {
  return attempt(() => writeFileSync(path, text), 'cli/write-failed', `Cannot write "${path}"`);
}

/** Runs a file-system step; a failure becomes a CliError naming the system's reason. */
function attempt(step: () => unknown, code: string, what: string): CliError | null {
  try {
    step();
    return null;
  } catch (e) {
    return { code, message: `${what} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}).` };
  }
}
