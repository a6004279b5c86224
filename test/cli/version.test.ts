/** `carcassonne --version`: the package's version, from the bundle a package ships and from the sources. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SOURCE_BIN, runCli } from './helpers/run-cli.js';

const VERSION = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version as string;

describe('carcassonne --version', () => {
  for (const flag of ['--version', '-v']) {
    it(`prints the package version for ${flag} and exits 0`, async () => {
      const run = await runCli([flag]);
      expect(run.code).toBe(0);
      expect(run.stdout).toBe(`${VERSION}\n`);
      expect(run.stderr).toBe('');
    });
  }

  it('prints the same from the sources, as a clone of the repository runs them', async () => {
    const run = await runCli(['--version'], undefined, SOURCE_BIN);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`${VERSION}\n`);
  });

  it('is listed in the usage text', async () => {
    const run = await runCli(['--help']);
    expect(run.stdout).toContain('carcassonne --version');
  });
});
