import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withRulesTable } from '../../scripts/rules-table.js';
import { RULE_OPTIONS } from '../../src/engine/rules.js';

describe('README rules options', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

  it('documents every rules key with its default and seed (regenerate with npx tsx scripts/rules-table.ts --write)', () => {
    expect(withRulesTable(readme)).toBe(readme);
    for (const key of Object.keys(RULE_OPTIONS)) expect(readme).toContain(`| \`${key}\` |`);
  });
});
