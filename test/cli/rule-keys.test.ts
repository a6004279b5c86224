/** The command line refuses rules keys named like Object.prototype's properties as unknown options. */
import { describe, expect, it } from 'vitest';
import { runCliJson } from './helpers/run-cli.js';

describe('--rules with keys named like built-in object properties', () => {
  for (const key of ['toString', 'constructor', '__proto__', 'valueOf', 'hasOwnProperty']) {
    it(`simulate refuses {"${key}": …} with record/unknown-rule and exit 2, not an internal error`, async () => {
      const run = await runCliJson(['simulate', '--games', '1', '--players', '2', '--rules', `{"${key}":{"farmers":"c1"}}`]);
      expect(run.code).toBe(2);
      expect(run.json.error.code).toBe('record/unknown-rule');
      expect(run.stderr).not.toContain('internal error');
    });
  }
});
