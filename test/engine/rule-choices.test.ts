/**
 * Rule options carry their allowed values (`choices`) and the engine says which rules differ from the
 * defaults (`nonDefaultRules`), so a lobby needs neither the checks' error text nor its own comparison.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_NEW_WORLD_RULES, DEFAULT_RULES, NEW_WORLD_RULE_OPTIONS, RULE_OPTIONS, nonDefaultNewWorldRules, nonDefaultRules, type OptionDef } from '../../src/engine/index.js';

const tables = [
  ['carcassonne', RULE_OPTIONS],
  ['new-world', NEW_WORLD_RULE_OPTIONS],
] as [string, Record<string, OptionDef<unknown>>][];

describe('rule options carry their choices', () => {
  it.each(tables)('%s: every choice passes its check, the default is one of them, and other values are refused', (_, table) => {
    for (const [key, def] of Object.entries(table)) {
      if (!def.choices) continue;
      for (const c of def.choices) expect(def.check(c), `${key} ${String(c)}`).toBeNull();
      expect(def.choices, key).toContain(def.default);
      for (const other of ['nope', 1, null, {}]) expect(def.check(other), `${key} ${String(other)}`).not.toBeNull();
    }
  });

  it('one-of and true/false options have choices; numbers and the board limit do not', () => {
    expect(RULE_OPTIONS.farmers.choices).toEqual(['c3', 'c1', 'off']);
    expect(RULE_OPTIONS.river.choices).toEqual(['off', 'river1', 'river2', 'river1+2', 'river1+2-two-lakes']);
    expect(RULE_OPTIONS.abbot.choices).toEqual([false, true]);
    expect(NEW_WORLD_RULE_OPTIONS.incompleteTrails.choices).toEqual(['tiles', 'segments']);
    expect(RULE_OPTIONS.followers.choices).toBeUndefined();
    expect(RULE_OPTIONS.board.choices).toBeUndefined();
    for (const table of [RULE_OPTIONS, NEW_WORLD_RULE_OPTIONS] as Record<string, OptionDef<unknown>>[]) {
      for (const [key, def] of Object.entries(table)) expect(def.choices !== undefined, key).toBe(typeof def.default === 'boolean' || typeof def.default === 'string');
    }
  });
});

describe('nonDefaultRules', () => {
  it('keeps only what differs from the defaults, in the table order; missing and unknown keys are left out', () => {
    expect(nonDefaultRules(DEFAULT_RULES)).toEqual({});
    expect(nonDefaultRules({})).toEqual({});
    const changed = nonDefaultRules({ river: 'river1', farmers: 'c3', abbot: true, board: { width: 5, height: 5 }, nope: 1 } as never);
    expect(changed).toEqual({ river: 'river1', abbot: true, board: { width: 5, height: 5 } });
    expect(Object.keys(changed)).toEqual(['abbot', 'river', 'board']);
    expect(nonDefaultRules({ board: null, followers: 7 })).toEqual({});
  });

  it('New World has its own', () => {
    expect(nonDefaultNewWorldRules(DEFAULT_NEW_WORLD_RULES)).toEqual({});
    expect(nonDefaultNewWorldRules({ coastCloses: true, settlers: 5 })).toEqual({ coastCloses: true });
  });
});
