import { describe, expect, test } from 'vitest';
import { looksAlike, nameProblem, normalizeName } from '../../src/sync/names.js';
import { MAX_REMOVED, checkSeatingBody, latestSeating } from '../../src/sync/lobby.js';

describe('names', () => {
  test('look-alikes of Latin names clash: Cyrillic, Greek, small capitals, digits, case, accents, letter pairs', () => {
    const alike: [string, string][] = [
      ['Аlice', 'Alice'], // Cyrillic А
      ['Аlісе', 'alice'], // Cyrillic а, і, с, е
      ['ΗΑΝΑ', 'Hana'], // Greek capitals
      ['νικο', 'viko'], // Greek small ν ι κ ο
      ['ʙᴏʙ', 'Bob'], // small capitals
      ['B0b', 'Bob'],
      ['A1ice', 'Alice'],
      ['BIll', 'Bill'], // capital I as l
      ['ANN', 'ann'],
      ['Zoë', 'Zoe'],
      ['Arnie', 'Amie'],
      ['𝐀lice', 'Alice'], // mathematical bold, folded by NFKC
    ];
    for (const [a, b] of alike) expect(looksAlike(a, b), `${a} ~ ${b}`).toBe(true);
    const distinct: [string, string][] = [
      ['Ann', 'Anne'],
      ['ian', 'lan'],
      ['Bob', 'Rob'],
      ['राम', 'श्याम'],
      ['Al ice', 'Alice'],
    ];
    for (const [a, b] of distinct) expect(looksAlike(a, b), `${a} ≁ ${b}`).toBe(false);
  });

  test('a signed name is NFKC without invisible, control or bidi characters; what a player types is cleaned up', () => {
    for (const bad of ['Ali\u200bce', 'Alice\u202e', 'Bob\ufe0f', 'A\u00adnn', '\u3164', 'Ａnn', 'Al  ice', 'A\tnn', 'a\u0301\u0301']) expect(nameProblem(bad), JSON.stringify(bad)).not.toBeNull();
    for (const good of ['Alice', 'Zoë', 'राम', 'Jean-Luc', '😀 Kim']) expect(nameProblem(good), good).toBeNull();
    expect(normalizeName('  Ａli\u200bce\u202e   Smith ')).toBe('Alice Smith');
    expect(normalizeName('\u200b\u3164')).toBe('');
  });
});

describe('the host’s seating entry', () => {
  const key = (i: number) => `${'k'.repeat(40)}${String(i).padStart(3, '0')}`;
  const hash = (i: number) => i.toString(16).padStart(64, '0');
  const ok = { n: 1, seats: [hash(1)], removed: [key(1)], locked: false, admitAll: true };

  test('is bounded and exact: five admitted claims, 64 removed keys, no other fields', () => {
    expect(checkSeatingBody(ok)).toBeNull();
    expect(checkSeatingBody({ ...ok, removed: Array.from({ length: MAX_REMOVED }, (_, i) => key(i)) })).toBeNull();
    const bad = [
      { ...ok, seats: [1, 2, 3, 4, 5, 6].map(hash) },
      { ...ok, seats: [hash(1), hash(1)] },
      { ...ok, seats: ['x'] },
      { ...ok, removed: Array.from({ length: MAX_REMOVED + 1 }, (_, i) => key(i)) },
      { ...ok, removed: ['short'] },
      { ...ok, locked: 'yes' },
      { ...ok, n: -1 },
      { ...ok, extra: 1 },
    ];
    for (const b of bad) expect(checkSeatingBody(b as Record<string, unknown>), JSON.stringify(b)).toMatchObject({ code: 'sync/bad-entry' });
  });

  test('the highest revision is in force; two of one revision (two tabs of the host): the lowest hash', () => {
    const e = (h: string, n: number) => ({ hash: h, body: { ...ok, n } });
    expect(latestSeating([e('b', 2), e('a', 1), e('c', 2)])?.hash).toBe('b');
    expect(latestSeating([])).toBeNull();
  });
});
