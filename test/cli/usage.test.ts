import { describe, expect, it } from 'vitest';
import { SOURCE_BIN, STACK_FRAME, runCli } from './helpers/run-cli.js';

describe('usage', () => {
  it('prints the usage text for --help and exits 0', async () => {
    const run = await runCli(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('carcassonne replay FILE');
    expect(run.stdout).toContain('carcassonne simulate --games N --players P');
  });

  it('runs the same from the sources, as a clone of the repository does (bin/carcassonne.js)', async () => {
    const [bundled, sources] = await Promise.all([runCli(['--help']), runCli(['--help'], undefined, SOURCE_BIN)]);
    expect(sources.code).toBe(0);
    expect(sources.stdout).toBe(bundled.stdout);
    const misuse = await runCli(['frobnicate'], undefined, SOURCE_BIN);
    expect(misuse.code).toBe(2);
    expect(misuse.stderr).toContain('Usage:');
  });

  const misuses: [string, string[]][] = [
    ['no command', []],
    ['an unknown command', ['frobnicate']],
    ['a command named like an object property', ['toString']],
    ['an unknown flag', ['replay', 'x.json', '--colour']],
    ['a missing FILE', ['replay']],
    ['two FILEs', ['replay', 'a.json', 'b.json']],
    ['a missing --games', ['simulate', '--players', '2']],
    ['too many players', ['simulate', '--games', '1', '--players', '7']],
    ['a --games that is not a number', ['simulate', '--games', 'many', '--players', '2']],
    ['a FILE given to simulate', ['simulate', 'x.json', '--games', '1', '--players', '2']],
  ];
  for (const [what, args] of misuses) {
    it(`exits 2 with the usage text for ${what}`, async () => {
      const run = await runCli(args);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('Usage:');
      expect(run.stderr).not.toMatch(STACK_FRAME);
    });
  }
});
