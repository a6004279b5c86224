/** Where commands write, so that main owns the process streams and exit code. */
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
