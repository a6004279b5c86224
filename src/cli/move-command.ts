/**
 * `carcassonne move --bot LEVEL RECORD.json [--seed S] [--iterations N | --time MS] [--json]`: the
 * bot's move for the player to move in the record (the base game or New World, as the record's
 * "game" says), in record notation (one JSON line). The bot sees only what that player sees
 * (src/bots/public-view.ts).
 *
 * With `-` instead of a file it reads one record per line from standard input and answers each
 * with one line, staying up until the input ends, so that another program can play against it
 * without a start-up per move. A bad line gets an error line (`{"ok":false,"error":…}`) and the
 * loop goes on; when the input ends the command exits with the worst code a line would have had as
 * a file (1 for an illegal move or a bot error, 2 for a malformed record), 0 only if every line got a move.
 */
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import { replayAnyRecord } from '../engine/index.js';
import { BOT_LEVELS, chooseMove, isBotLevel, type Budget } from '../bots/index.js';
import { intFlag, parseCommandArgs, stringFlag, UsageError, type ParsedArgs } from './args.js';
import { reportError, type CliError, type Output } from './output.js';
import { readRecordText } from './replay-command.js';

type Answer = { ok: true; move: object; player: string; iterations: number } | { ok: false; error: CliError };

/** The --iterations / --time budget for hard and expert (the CLI, unlike the bots, may read a clock). */
export function budgetFlags(args: ParsedArgs): Budget | undefined {
  if (args.flags.iterations !== undefined && args.flags.time !== undefined) throw new UsageError('Give --iterations or --time, not both.');
  if (args.flags.iterations !== undefined) return { iterations: intFlag(args, 'iterations', 1, 10_000_000) };
  if (args.flags.time !== undefined) return { timeMs: intFlag(args, 'time', 1, 3_600_000), now: () => performance.now() };
  return undefined;
}

export function levelFlag(text: string | undefined, flag: string): (typeof BOT_LEVELS)[number] {
  if (text === undefined) throw new UsageError(`${flag} is required (${BOT_LEVELS.join(', ')}).`);
  if (!isBotLevel(text)) throw new UsageError(`${flag} must be one of ${BOT_LEVELS.join(', ')}, not "${text}".`);
  return text;
}

function answer(text: string, level: (typeof BOT_LEVELS)[number], seed: string, budget: Budget | undefined): Answer {
  const res = replayAnyRecord(text);
  if (!res.ok) return { ok: false, error: res.error };
  const game = res.game;
  const bot = chooseMove(game, { level, seed, budget });
  if (!bot.ok) return { ok: false, error: bot.error };
  return { ok: true, move: bot.move, player: game.players[game.current], iterations: bot.iterations };
}

/** The exit code of a failed answer: 1 when the record is well formed but has no legal move for the bot, else 2. */
function exitFor(error: CliError): number {
  return error.code.startsWith('move/') || error.code.startsWith('bot/') ? 1 : 2;
}

export function runMove(argv: string[], out: Output): number | Promise<number> {
  const args = parseCommandArgs(argv, { bot: 'string', seed: 'string', iterations: 'string', time: 'string', json: 'boolean' });
  const json = args.flags.json === true;
  const level = levelFlag(stringFlag(args, 'bot'), '--bot');
  const budget = budgetFlags(args);
  // a fixed default seed: the same record always gets the same move
  const seed = stringFlag(args, 'seed') ?? 'carcassonne-move';
  if (args.positionals.length !== 1) throw new UsageError(args.positionals.length ? 'move takes one RECORD file.' : 'move needs a RECORD file (or - to read records line by line).');
  const file = args.positionals[0];
  const line = (a: Answer) => JSON.stringify(a.ok ? (json ? a : a.move) : { ok: false, error: a.error }) + '\n';
  if (file === '-') return serveLines(level, seed, budget, (a) => out.stdout(line(a)));
  const text = readRecordText(file);
  if (typeof text !== 'string') return reportError(out, json, text, 2);
  const a = answer(text, level, seed, budget);
  if (!a.ok) return reportError(out, json, a.error, exitFor(a.error));
  out.stdout(line(a));
  return 0;
}

/** One answer per line of standard input, until it ends (blank lines are skipped); resolves to the exit code. */
function serveLines(level: (typeof BOT_LEVELS)[number], seed: string, budget: Budget | undefined, write: (a: Answer) => void): Promise<number> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  let exit = 0;
  lines.on('line', (text) => {
    if (text.trim() === '') return;
    const a = answer(text, level, seed, budget);
    if (!a.ok) exit = Math.max(exit, exitFor(a.error));
    write(a);
  });
  return new Promise((resolve) => lines.on('close', () => resolve(exit)));
}
