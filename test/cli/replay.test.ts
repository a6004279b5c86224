import { beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE, STACK_FRAME, runCli, runCliJson, tempDir, writeRecord } from './helpers/run-cli.js';

let dir: string;
beforeAll(() => {
  dir = tempDir();
});

/** Points each player received according to the scoring list. */
function pointsFromScoring(scoring: { points: number; winners: string[] }[]): Record<string, number> {
  const sum: Record<string, number> = {};
  for (const e of scoring) for (const w of e.winners) sum[w] = (sum[w] ?? 0) + e.points;
  return sum;
}

describe('carcassonne replay --json on legal records', () => {
  it('gives Alice 10 in the example record, with a scoring list that adds up', async () => {
    const run = await runCliJson(['replay', writeRecord(dir, 'example.json', EXAMPLE)]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.json).toMatchObject({ ok: true, finished: true, scores: { Alice: 10, Bob: 0 } });
    expect(run.json.scoring).toContainEqual({ turn: 3, feature: 'city', points: 4, winners: ['Alice'], complete: true });
    expect(pointsFromScoring(run.json.scoring)).toEqual({ Alice: 10 });
    for (const e of run.json.scoring.filter((e: { feature: string }) => e.feature === 'field')) expect(e.turn).toBeNull();
  });

  it('gives Alice 12 under first-edition farmers, one field scoring per completed city', async () => {
    const run = await runCliJson(['replay', writeRecord(dir, 'c1.json', { ...EXAMPLE, rules: { farmers: 'c1' } })]);
    expect(run.code).toBe(0);
    expect(run.json.scores).toEqual({ Alice: 12, Bob: 0 });
    const fields = run.json.scoring.filter((e: { feature: string }) => e.feature === 'field');
    expect(fields).toEqual([
      { turn: null, feature: 'field', points: 4, winners: ['Alice'], complete: false },
      { turn: null, feature: 'field', points: 4, winners: ['Alice'], complete: false },
    ]);
  });

  it('reports an unfinished game as not finished', async () => {
    const run = await runCliJson(['replay', writeRecord(dir, 'part.json', { ...EXAMPLE, moves: EXAMPLE.moves.slice(0, 2) })]);
    expect(run.code).toBe(0);
    expect(run.json).toMatchObject({ ok: true, finished: false, scores: { Alice: 0, Bob: 0 }, scoring: [] });
  });

  it('reads the record from standard input when FILE is -', async () => {
    const run = await runCli(['replay', '-', '--json'], JSON.stringify(EXAMPLE));
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).scores.Alice).toBe(10);
  });
});

describe('carcassonne replay without --json', () => {
  it('prints players, scores, the winner and the scoring list', async () => {
    const run = await runCli(['replay', writeRecord(dir, 'example.json', EXAMPLE)]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Players: Alice, Bob');
    expect(run.stdout).toMatch(/Alice\s+10/);
    expect(run.stdout).toContain('Winner: Alice');
    expect(run.stdout).toContain('finished');
    expect(run.stdout).toMatch(/move 3\s+completed city\s+4\s+Alice/);
  });

  it('explains an illegal move in one sentence on stderr, without a stack trace', async () => {
    const bad = { ...EXAMPLE, moves: [EXAMPLE.moves[0], { ...EXAMPLE.moves[1], rot: 0 }] };
    const run = await runCli(['replay', writeRecord(dir, 'bad-text.json', bad)]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('Move 2');
    expect(run.stderr).toContain('move/edge-mismatch');
  });
});

describe('carcassonne replay on bad records', () => {
  it('exits 1 with the code and the move number of an illegal move', async () => {
    const bad = { ...EXAMPLE, moves: [EXAMPLE.moves[0], { ...EXAMPLE.moves[1], rot: 0 }, EXAMPLE.moves[2]] };
    const run = await runCliJson(['replay', writeRecord(dir, 'illegal.json', bad)]);
    expect(run.code).toBe(1);
    expect(run.json.ok).toBe(false);
    expect(run.json.error).toMatchObject({ code: 'move/edge-mismatch', move: 2 });
    expect(run.json.error.message).toEqual(expect.any(String));
  });

  it('exits 1 for a farmer put in a field that already has one, naming the second move', async () => {
    const bad = { ...EXAMPLE, moves: [EXAMPLE.moves[0], { ...EXAMPLE.moves[1], meeple: 'field:NNW' }, EXAMPLE.moves[2]] };
    const run = await runCliJson(['replay', writeRecord(dir, 'occupied.json', bad)]);
    expect(run.code).toBe(1);
    expect(run.json.error).toMatchObject({ code: 'move/feature-occupied', move: 2 });
  });

  it('exits 1 for a move after the last tile, naming it', async () => {
    const extra = { ...EXAMPLE, moves: [...EXAMPLE.moves, EXAMPLE.moves[0]] };
    const run = await runCliJson(['replay', writeRecord(dir, 'extra.json', extra)]);
    expect(run.code).toBe(1);
    expect(run.json.error).toMatchObject({ code: 'record/extra-moves', move: 4 });
  });

  const malformed: [string, unknown, string][] = [
    ['text that is not JSON', '{"format": "carcassonne-record/1", ', 'record/not-json'],
    ['an unknown tile in the deck', { ...EXAMPLE, deck: ['E', 'ZZ', 'E'] }, 'record/unknown-tile'],
    ['an unknown rules key', { ...EXAMPLE, rules: { farmerz: 'c1' } }, 'record/unknown-rule'],
    ['a record of the wrong shape', { format: 'carcassonne-record/1', players: ['Alice'], deck: [], moves: {} }, 'record/invalid'],
    ['the wrong format tag', { ...EXAMPLE, format: 'chess' }, 'record/format'],
    ['a move turned 45 degrees', { ...EXAMPLE, moves: [{ ...EXAMPLE.moves[0], rot: 45 }] }, 'record/invalid'],
  ];
  for (const [what, record, code] of malformed) {
    it(`exits 2 with ${code} for ${what}`, async () => {
      const file = writeRecord(dir, `${code.replace('/', '-')}.json`, record);
      const run = await runCliJson(['replay', file]);
      expect(run.code).toBe(2);
      expect(run.json).toMatchObject({ ok: false, error: { code } });
      const text = await runCli(['replay', file]);
      expect(text.code).toBe(2);
      expect(text.stderr).toContain(code);
      expect(text.stderr.trim().split('\n')).toHaveLength(1);
      expect(text.stderr).not.toMatch(STACK_FRAME);
    });
  }

  it('exits 2 with cli/file-not-found for a missing file', async () => {
    const run = await runCliJson(['replay', `${dir}/no-such-record.json`]);
    expect(run.code).toBe(2);
    expect(run.json.error.code).toBe('cli/file-not-found');
    const text = await runCli(['replay', `${dir}/no-such-record.json`]);
    expect(text.stderr).toContain('no-such-record.json');
    expect(text.stderr).not.toMatch(STACK_FRAME);
  });

  it('exits 2 for a directory given as FILE', async () => {
    const run = await runCliJson(['replay', dir]);
    expect(run.code).toBe(2);
    expect(run.json.error.code).toBe('cli/file-unreadable');
  });
});
