/** The bots' command line as the tests drive it: `move` for a record file, and `move -` kept running. */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { expect } from 'vitest';
import { BIN, runCli } from './run-cli.js';

/** `carcassonne move ARGS FILE` run twice: it must succeed with the same line both times; the move. */
export async function stableMove(args: string[], file: string): Promise<any> {
  const a = await runCli(['move', ...args, file]);
  const b = await runCli(['move', ...args, file]);
  expect(a.code).toBe(0);
  expect(a.stdout).toBe(b.stdout);
  return JSON.parse(a.stdout);
}

/** A `carcassonne move -` process: ask() sends one record line and resolves with the answer line. */
export function moveServer(args: string[]) {
  const child = spawn(process.execPath, [BIN, 'move', ...args, '-'], { stdio: ['pipe', 'pipe', 'pipe'] });
  const waiting: ((line: string) => void)[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => waiting.shift()?.(line));
  const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
  return {
    ask(record: object | string): Promise<string> {
      return new Promise((resolve) => {
        waiting.push(resolve);
        child.stdin.write((typeof record === 'string' ? record : JSON.stringify(record)) + '\n');
      });
    },
    end(): Promise<number | null> {
      child.stdin.end();
      return closed;
    },
  };
}
