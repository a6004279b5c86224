/** Runs the real `carcassonne` command as a child process, the way a user would. */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The bundled command, as a package ships it (built afresh for this run by build-cli-setup.ts). */
export const BIN = fileURLToPath(new URL('../../../dist-cli/carcassonne.js', import.meta.url));
/** The command as a clone of the repository runs it: bin/carcassonne.js compiling the sources. */
export const SOURCE_BIN = fileURLToPath(new URL('../../../bin/carcassonne.js', import.meta.url));

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(args: string[], stdin?: string, bin = BIN): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin ?? '');
  });
}

/** Runs with --json and parses the single JSON object it must print. */
export async function runCliJson(args: string[]): Promise<CliRun & { json: any }> {
  const run = await runCli([...args, '--json']);
  const lines = run.stdout.trim().split('\n');
  if (lines.length !== 1) throw new Error(`expected one JSON line, got: ${run.stdout}\n${run.stderr}`);
  return { ...run, json: JSON.parse(lines[0]) };
}

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'carcassonne-cli-'));
}

/** Writes a record (object or raw text) into `dir` and returns its path. */
export function writeRecord(dir: string, name: string, record: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof record === 'string' ? record : JSON.stringify(record));
  return path;
}

/** The example of docs/record-format.md (and the README): Alice farms, Bob plays on, Alice closes a two-tile city. Alice ends with 10. */
export const EXAMPLE = {
  format: 'carcassonne-record/1',
  players: ['Alice', 'Bob'],
  deck: ['E', 'H', 'E'],
  moves: [
    { tile: 'E', at: [0, -1], rot: 180, meeple: 'field:NNW' },
    { tile: 'H', at: [0, -2], rot: 90 },
    { tile: 'E', at: [1, -2], rot: 270, meeple: 'city:W' },
  ],
};

/** A stack trace printed anywhere gives itself away by its "    at " frames. */
export const STACK_FRAME = /^\s+at .+\(.*\)$|^\s+at file:/m;
