/**
 * The `carcassonne` command line: dispatches to a command and turns every failure into an exit
 * code and one readable line, never a stack trace.
 */
import { USAGE, UsageError } from './args.js';
import { runArena } from './arena-command.js';
import { BOT_USAGE } from './bot-usage.js';
import { runMove } from './move-command.js';
import type { Output } from './output.js';
import { runReplay } from './replay-command.js';
import { runSimulate } from './simulate-command.js';
import { packageVersion } from './version.js';

/** A command's exit code; a promise for a command that runs until its input ends (`move -`). */
type Exit = number | Promise<number>;

const COMMANDS: Record<string, (argv: string[], out: Output) => Exit> = {
  replay: runReplay,
  simulate: runSimulate,
  move: runMove,
  arena: runArena,
};

// the bots' commands are listed with the others, before the --version and --help lines
const FULL_USAGE = USAGE.replace('  carcassonne --version', `${BOT_USAGE}  carcassonne --version`);

export function main(argv: string[], out: Output): Exit {
  const [command, ...rest] = argv;
  if (command === '--version' || command === '-v') {
    out.stdout(`${packageVersion() ?? 'unknown'}\n`);
    return 0;
  }
  if (command === '--help' || command === '-h' || command === 'help' || (command && rest.some((a) => a === '--help' || a === '-h'))) {
    out.stdout(FULL_USAGE);
    return 0;
  }
  const run = command === undefined || !Object.hasOwn(COMMANDS, command) ? undefined : COMMANDS[command];
  try {
    if (!run) throw new UsageError(command === undefined ? 'No command given.' : `Unknown command "${command}".`);
    return run(rest, out);
  } catch (e) {
    if (e instanceof UsageError) {
      if (rest.includes('--json')) out.stdout(JSON.stringify({ ok: false, error: { code: 'cli/usage', message: e.message } }) + '\n');
      out.stderr(`carcassonne: ${e.message}\n\n${FULL_USAGE}`);
      return 2;
    }
    out.stderr(`carcassonne: internal error: ${(e as Error).message ?? e}\n`);
    return 3;
  }
}
