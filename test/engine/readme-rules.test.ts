import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withRulesTable } from '../../scripts/rules-table.js';
import { RULE_OPTIONS } from '../../src/engine/rules.js';

describe('docs/rules.md rules options', () => {
  const page = readFileSync(new URL('../../docs/rules.md', import.meta.url), 'utf8');

  it('documents every rules key with its default and seed (regenerate with npx tsx scripts/rules-table.ts --write)', () => {
    expect(withRulesTable(page)).toBe(page);
    for (const key of Object.keys(RULE_OPTIONS)) expect(page).toContain(`| \`${key}\` |`);
  });
});
