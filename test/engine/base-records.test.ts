/**
 * Records (`carcassonne-record/1`) arrive from untrusted peers and files: every malformed one is
 * refused with its `record/...` code (never a throw), an illegal move names its 1-based number, and
 * a good record survives export, JSON and replay unchanged.
 */
import { describe, expect, it } from 'vitest';
import { exportRecord, parseRecord, replayRecord } from '../../src/engine/index.js';
import { observable, recordOf, type Step } from './helpers/games.js';

const STEPS: Step[] = [
  ['U', 1, 0, 0, 'road:E'],
  ['E', 0, -1, 180, 'city:S'],
  ['V', 2, 0, 0],
];
const good = () => recordOf(STEPS, { tail: ['U'] }) as unknown as Record<string, unknown>;
const withField = (key: string, value: unknown) => ({ ...good(), [key]: value });

function refusal(input: unknown) {
  const res = replayRecord(input);
  return res.ok ? { code: 'accepted' } : { code: res.error.code, move: res.error.move };
}

describe('record shape', () => {
  it('record/not-json: text that is not JSON', () => {
    expect(refusal('{"format":"carcassonne-record/1",')).toEqual({ code: 'record/not-json' });
    expect(refusal('')).toEqual({ code: 'record/not-json' });
    expect(parseRecord('nope').ok).toBe(false);
  });

  it('record/format: a missing or different format', () => {
    const { format: _, ...noFormat } = good();
    expect(refusal(noFormat).code).toBe('record/format');
    expect(refusal(withField('format', 'carcassonne-record/2')).code).toBe('record/format');
  });

  it.each([
    ['one player', ['Alice']],
    ['seven players', ['A', 'B', 'C', 'D', 'E', 'F', 'G']],
    ['no players', []],
    ['two players with one name', ['Alice', 'Alice']],
    ['an empty name', ['Alice', ' ']],
    ['players not a list', 'Alice,Bob'],
  ])('record/invalid: %s', (_, players) => {
    expect(refusal(withField('players', players)).code).toBe('record/invalid');
  });

  it('six players and player objects with a name are fine', () => {
    expect(refusal(withField('players', ['A', 'B', 'C', 'D', 'E', 'F'])).code).toBe('accepted');
    expect(refusal(withField('players', [{ name: 'Alice', colour: 'blue' }, 'Bob'])).code).toBe('accepted');
  });

  it.each([
    ['not an object', [1, 2, 3]],
    ['an unknown top-level field', withField('winner', 'Alice')],
    ['both deck and seed', withField('seed', 'x')],
    ['neither deck nor seed', (({ deck: _, ...r }) => r)(good())],
    ['moves missing', (({ moves: _, ...r }) => r)(good())],
    ['deck of numbers', withField('deck', [1, 2])],
    ['meta that is not strings', withField('meta', { round: 3 })],
  ])('record/invalid: %s', (_, rec) => {
    expect(refusal(rec).code).toBe('record/invalid');
  });

  it('record/invalid: a badly shaped move names its 1-based number', () => {
    const rec = good();
    (rec.moves as unknown[])[1] = { tile: 'E', at: [0, -1], rot: 45 };
    expect(refusal(rec)).toEqual({ code: 'record/invalid', move: 2 });
    (rec.moves as unknown[])[1] = { tile: 'E', at: [0], rot: 180 };
    expect(refusal(rec)).toEqual({ code: 'record/invalid', move: 2 });
  });

  it('record/unknown-tile: in the deck or in a move', () => {
    expect(refusal(withField('deck', ['U', 'Z', 'V'])).code).toBe('record/unknown-tile');
    const rec = good();
    (rec.moves as { tile: string }[])[2].tile = 'Z';
    expect(refusal(rec)).toEqual({ code: 'record/unknown-tile', move: 3 });
  });

  it('record/unknown-rule and record/bad-rule', () => {
    expect(refusal(withField('rules', { builders: true })).code).toBe('record/unknown-rule');
    for (const rules of [{ farmers: 'c2' }, { farmers: true }, { tinyCity: 'yes' }, { followers: 0 }, { followers: 2.5 }, { followers: 31 }]) {
      expect(refusal(withField('rules', rules)).code, JSON.stringify(rules)).toBe('record/bad-rule');
    }
    expect(refusal(withField('rules', { farmers: 'c1', tinyCity: true, followers: 5 })).code).toBe('accepted');
  });

  it('record/extra-moves: a move after the deck ran out', () => {
    const rec = recordOf(STEPS); // the deck holds exactly the three tiles
    rec.moves.push({ tile: 'U', at: [3, 0], rot: 0 });
    expect(refusal(rec)).toEqual({ code: 'record/extra-moves', move: 4 });
  });

  it('a huge deck is refused with a code instead of exhausting memory', () => {
    // the board grows with the deck; every expansion together stays far below 1000 tiles
    expect(refusal(withField('deck', Array(50_000).fill('U'))).code).toBe('record/deck');
    expect(refusal(withField('deck', Array(1001).fill('U'))).code).toBe('record/deck');
    expect(refusal({ ...withField('deck', Array(1000).fill('U')), moves: [] }).code).toBe('accepted');
  });
});

describe('illegal moves in a record', () => {
  it.each([
    ['edge-mismatch', { tile: 'V', at: [2, 0], rot: 180 }, 'move/edge-mismatch'],
    ['wrong tile', { tile: 'U', at: [2, 0], rot: 0 }, 'move/wrong-tile'],
    ['occupied square', { tile: 'V', at: [1, 0], rot: 0 }, 'move/occupied'],
    ['far square', { tile: 'V', at: [9, 9], rot: 0 }, 'move/not-adjacent'],
    ['taken road', { tile: 'V', at: [2, 0], rot: 0, meeple: 'road:W' }, 'move/feature-occupied'],
  ])('%s at move 3 gives its code, move 3, and the game before it', (_, bad, code) => {
    const rec = good();
    (rec.moves as unknown[])[2] = bad;
    const res = replayRecord(rec);
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect([res.error.code, res.error.move]).toEqual([code, 3]);
    expect(res.game?.turn).toBe(2);
    expect(res.game?.snapshot().currentTile).toBe('V');
  });
});

describe('round trip', () => {
  it('export → JSON text → replay reaches the same game', () => {
    const first = replayRecord(good());
    if (!first.ok) throw new Error(first.error.message);
    const text = JSON.stringify(exportRecord(first.game, { event: 'test' }));
    const again = replayRecord(text);
    if (!again.ok) throw new Error(again.error.message);
    expect(observable(again.game)).toEqual(observable(first.game));
    expect(again.events).toEqual(first.events);
    expect(JSON.parse(text).meta).toEqual({ event: 'test' });
  });

  it('rules that differ from the defaults are kept, defaults are left out', () => {
    const res = replayRecord(withField('rules', { farmers: 'c1', followers: 7 }));
    if (!res.ok) throw new Error(res.error.message);
    expect(exportRecord(res.game).rules).toEqual({ farmers: 'c1' });
  });

  it('a seeded record replays and exports its full 71-tile deck', () => {
    const res = replayRecord({ format: 'carcassonne-record/1', players: ['Alice', 'Bob'], seed: 'round-trip', moves: [] });
    if (!res.ok) throw new Error(res.error.message);
    const rec = exportRecord(res.game);
    expect(rec.deck).toHaveLength(71);
    expect(rec.seed).toBeUndefined();
    const again = replayRecord(rec);
    expect(again.ok && observable(again.game)).toEqual(observable(res.game));
  });
});
