/** Where commands write, so that main owns the process streams and exit code. */
import { errorJson, errorLine } from './format.js';

export interface Output {
  stdout(text: string): void;
  stderr(text: string): void;
}

/** An error of the command line itself (files, usage), shaped like the engine's. */
export interface CliError {
  code: string;
  message: string;
  move?: number;
}

/** Reports an error as the JSON object on stdout (--json) or as one line on stderr; returns `exit`. */
export function reportError(out: Output, json: boolean, error: CliError, exit: number): number {
  if (json) out.stdout(JSON.stringify(errorJson(error)) + '\n');
  else out.stderr(errorLine(error));
  return exit;
}
