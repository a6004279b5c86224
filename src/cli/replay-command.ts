/** `carcassonne replay FILE [--json]`. */
import { readFileSync } from 'node:fs';
import { replayAnyRecord } from '../engine/index.js';
import { parseCommandArgs, UsageError } from './args.js';
import { replayJson, replaySummary } from './format.js';
import { reportError, type CliError, type Output } from './output.js';

/**
 * Exit codes: 0 legal record, 1 a well-formed move the rules refuse (a move/... code, or a move
 * after the last tile: record/extra-moves), 2 a malformed record or an unreadable file.
 */
export function runReplay(argv: string[], out: Output): number {
  const args = parseCommandArgs(argv, { json: 'boolean' });
  const json = args.flags.json === true;
  if (args.positionals.length !== 1) throw new UsageError(args.positionals.length ? 'replay takes one FILE.' : 'replay needs a FILE.');
  const file = args.positionals[0];
  const fail = (error: CliError, exit: number): number => reportError(out, json, error, exit);

  const text = readRecordText(file);
  if (typeof text !== 'string') return fail(text, 2);
  const res = replayAnyRecord(text);
  if (!res.ok) return fail(res.error, isIllegalMove(res.error.code) ? 1 : 2);
  out.stdout(json ? JSON.stringify(replayJson(res.game, res.events)) + '\n' : replaySummary(res.game, res.events, file === '-' ? 'standard input' : file));
  return 0;
}

/** The file's text, or why it could not be read; "-" reads standard input. */
export function readRecordText(file: string): string | CliError {
  try {
    return readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { code: 'cli/file-not-found', message: `There is no file "${file}".` };
    if (code === 'EISDIR') return { code: 'cli/file-unreadable', message: `"${file}" is a directory, not a record file.` };
    return { code: 'cli/file-unreadable', message: `Cannot read "${file}" (${code ?? (e as Error).message}).` };
  }
}

function isIllegalMove(code: string): boolean {
  return code.startsWith('move/') || code === 'record/extra-moves';
}
