/**
 * Argument parsing for the `carcassonne` command line. Built on node's util.parseArgs; every
 * problem becomes a UsageError so that main can print the usage text and exit 2.
 */
import { parseArgs } from 'node:util';

export class UsageError extends Error {}

export type FlagKinds = Record<string, 'string' | 'boolean'>;

export interface ParsedArgs {
  positionals: string[];
  flags: Record<string, string | boolean | undefined>;
}

/** Parses `argv` (after the command name) against the flags a command accepts. */
export function parseCommandArgs(argv: string[], kinds: FlagKinds): ParsedArgs {
  const options = Object.fromEntries(Object.entries(kinds).map(([name, type]) => [name, { type }]));
  try {
    const { values, positionals } = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
    return { positionals, flags: values as ParsedArgs['flags'] };
  } catch (e) {
    // util.parseArgs explains itself well; drop the hint about "--" that means nothing here
    throw new UsageError((e as Error).message.replace(/\. To specify a positional argument.*$/s, '.'));
  }
}

/** A whole number flag within [min, max]; `fallback` when it is absent (undefined means required). */
export function intFlag(args: ParsedArgs, name: string, min: number, max: number, fallback?: number): number {
  const raw = args.flags[name];
  if (raw === undefined) {
    if (fallback === undefined) throw new UsageError(`--${name} is required.`);
    return fallback;
  }
  const text = String(raw);
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, not "${text}".`);
  return value;
}

export function stringFlag(args: ParsedArgs, name: string): string | undefined {
  const raw = args.flags[name];
  return typeof raw === 'string' ? raw : undefined;
}

export const USAGE = `Usage:
  carcassonne replay FILE [--json]
      Replays a game record (FILE, or - for standard input; the base game or New World, as the
      record's "game" says) and prints the scores, the winner and every scoring. Exit 0 when the
      record is legal, 1 on an illegal move (or a move after the last tile), 2 on a malformed
      record, an unreadable file or a usage error.
  carcassonne simulate --games N --players P [--game G] [--seed S] [--rules JSON] [--out DIR] [--json]
      Plays N random legal games between P players (P1..P6; New World P1..P5) and prints games
      per second. --game is carcassonne (the default) or new-world.
      The same --seed gives the same games. --rules takes a rules object, e.g. '{"farmers":"c1"}'.
      --out DIR writes each game as a record, DIR/game-0001.json and so on.
  carcassonne --version
      Prints the version of the package.
  carcassonne --help

  --json   print exactly one JSON object on standard output (errors too)
`;
