/**
 * Rules keys named like Object.prototype's properties are unknown options like any other: both
 * games refuse them with record/unknown-rule, from createGame and from a record, never a TypeError.
 */
import { describe, expect, it } from 'vitest';
import { createGame, exportRecord, replayAnyRecord } from '../../src/engine/index.js';

const KEYS = ['toString', 'constructor', '__proto__', 'valueOf', 'hasOwnProperty'];
const GAMES = ['carcassonne', 'new-world'] as const;

/** Each key as an own property (a computed key, so "__proto__" does not set the prototype). */
const rulesCases = (): [string, unknown][] => [
  ...KEYS.map((key): [string, unknown] => [key, { [key]: true }]),
  ['a JSON {"__proto__": …} object', JSON.parse('{"__proto__": {"farmers": "c1"}}')],
  ['a known key before toString', { abbot: true, toString: 'x' }],
];

describe.each(GAMES)('%s: rules keys named like built-in object properties', (game) => {
  it.each(rulesCases())('createGame refuses %s as an unknown rules option', (_, rules) => {
    const res = createGame({ game, players: ['Ann', 'Bo'], seed: 'keys', rules } as never);
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.error.code).toBe('record/unknown-rule');
    expect(res.error.message).toMatch(/^Unknown rules option "/);
  });

  it('a record carrying such a key is refused the same way when replayed', () => {
    const made = createGame({ game, players: ['Ann', 'Bo'], seed: 'keys' } as never);
    if (!made.ok) throw new Error(made.error.message);
    const record = JSON.parse(JSON.stringify(exportRecord(made.game)));
    for (const key of KEYS) {
      const text = JSON.stringify({ ...record, rules: { [key]: 1, ...record.rules } });
      expect(text, key).toContain(`"${key}":1`);
      const res = replayAnyRecord(text);
      expect([res.ok, !res.ok && res.error.code], key).toEqual([false, 'record/unknown-rule']);
    }
  });
});
