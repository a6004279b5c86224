import { expect, test } from 'vitest';
import { BoundedMemo, forgetMemos } from '../../src/sync/bounded-memo.js';

test('a memo makes each result once, forgets everything when full, and forgetMemos empties it', () => {
  let made = 0;
  const memo = new BoundedMemo<number>(3);
  const get = (k: string) => memo.get(k, () => ++made);
  expect([get('a'), get('b'), get('a'), get('c')]).toEqual([1, 2, 1, 3]);
  expect(made).toBe(3);
  // a fourth key: the memo was full, so it starts over and the old keys are made again
  expect(get('d')).toBe(4);
  expect(get('a')).toBe(5);
  forgetMemos();
  expect(get('a')).toBe(6);
});

test('a memo weighed by its keys holds at most its limit in weight (junk cannot grow it)', () => {
  const memo = new BoundedMemo<string>(10, (key) => key.length);
  let made = 0;
  const get = (k: string) => memo.get(k, () => `${k}#${++made}`);
  get('aaaa');
  get('bbbb');
  expect(get('aaaa')).toBe('aaaa#1');
  // 4 + 4 + 4 > 10: the third key empties the memo first
  get('cccc');
  expect(get('aaaa')).toBe('aaaa#4');
  // a null result is remembered too (a bot that found no move)
  const nulls = new BoundedMemo<null>(5);
  let asked = 0;
  nulls.get('x', () => (asked++, null));
  nulls.get('x', () => (asked++, null));
  expect(asked).toBe(1);
});
