/** `carcassonne replay` on records with passes (`{"pass":true}`, online play's skipped seats) and `first`. */
import { beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE, runCli, runCliJson, tempDir, writeRecord } from './helpers/run-cli.js';

let dir: string;
beforeAll(() => {
  dir = tempDir();
});

describe('carcassonne replay with passes', () => {
  // Alice and Bob each pass once first: the same tiles go to the same players, so Alice still ends with 10
  const passed = { ...EXAMPLE, moves: [{ pass: true }, { pass: true }, ...EXAMPLE.moves] };

  it('replays them as moves that place nothing', async () => {
    const run = await runCliJson(['replay', writeRecord(dir, 'passes.json', passed)]);
    expect(run.code).toBe(0);
    expect(run.json).toMatchObject({ ok: true, finished: true, scores: { Alice: 10, Bob: 0 } });
    expect(run.json.scoring.map((e: { turn: number | null }) => e.turn)).toContain(5);
  });

  it('counts them in the summary', async () => {
    const run = await runCli(['replay', writeRecord(dir, 'passes-text.json', passed)]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Moves played: 5 (2 passed); the game is finished');
  });

  it('`first` names who moves first; a bad pass is a malformed record (exit 2)', async () => {
    const bob = await runCliJson(['replay', writeRecord(dir, 'first.json', { ...EXAMPLE, first: 1 })]);
    expect(bob.json.scores).toEqual({ Alice: 0, Bob: 10 });
    const bad = await runCliJson(['replay', writeRecord(dir, 'bad-pass.json', { ...EXAMPLE, moves: [{ pass: true, tile: 'E' }] })]);
    expect(bad.code).toBe(2);
    expect(bad.json.error).toMatchObject({ code: 'record/invalid', move: 1 });
  });
});
