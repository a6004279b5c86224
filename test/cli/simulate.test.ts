import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { replayRecord } from '../../src/engine/index.js';
import { runCli, runCliJson, tempDir } from './helpers/run-cli.js';

function recordFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(dir, f));
}

describe('carcassonne simulate --games 20 --players 4 --seed x --out DIR', () => {
  let dir: string;
  let summary: any;
  let files: string[];
  beforeAll(async () => {
    dir = tempDir();
    const run = await runCliJson(['simulate', '--games', '20', '--players', '4', '--seed', 'x', '--out', dir]);
    expect(run.code).toBe(0);
    summary = run.json;
    files = recordFiles(dir);
  });

  it('reports the run as one JSON object', () => {
    expect(summary).toEqual({ games: 20, players: 4, seconds: expect.any(Number), gamesPerSecond: expect.any(Number), meanScore: expect.any(Number) });
    expect(summary.gamesPerSecond).toBeGreaterThan(0);
  });

  it('writes one record per game, each a whole game between P1..P4 carrying its deck', () => {
    expect(files.map((f) => f.slice(dir.length + 1))).toEqual(Array.from({ length: 20 }, (_, i) => `game-${String(i + 1).padStart(4, '0')}.json`));
    for (const file of files) {
      const rec = JSON.parse(readFileSync(file, 'utf8'));
      expect(rec.players).toEqual(['P1', 'P2', 'P3', 'P4']);
      expect(rec.deck).toHaveLength(71);
      expect(rec.moves.length).toBeGreaterThan(60);
    }
  });

  it('gives, through replay --json, the scores the simulation saw', async () => {
    const replays = await Promise.all(files.map((f) => runCliJson(['replay', f])));
    let total = 0;
    replays.forEach((run, i) => {
      const rec = JSON.parse(readFileSync(files[i], 'utf8'));
      const inProcess = replayRecord(rec);
      if (!inProcess.ok) throw new Error(inProcess.error.message);
      expect(run.code).toBe(0);
      expect(run.json.ok).toBe(true);
      expect(run.json.finished).toBe(true);
      const scores = Object.values(run.json.scores) as number[];
      // the simulation wrote the scores it saw into the record's meta
      expect(scores.join(',')).toBe(rec.meta.scores);
      expect(scores).toEqual(Array.from(inProcess.game.scores));
      total += scores.reduce((a, b) => a + b, 0);
    });
    expect(total / (20 * 4)).toBeCloseTo(summary.meanScore, 9);
  });

  it('writes identical records for the same seed, and other games for another seed', async () => {
    const again = tempDir();
    const other = tempDir();
    await Promise.all([
      runCliJson(['simulate', '--games', '20', '--players', '4', '--seed', 'x', '--out', again]),
      runCliJson(['simulate', '--games', '3', '--players', '4', '--seed', 'y', '--out', other]),
    ]);
    const read = (fs: string[]) => fs.map((f) => readFileSync(f, 'utf8'));
    expect(read(recordFiles(again))).toEqual(read(files));
    expect(read(recordFiles(other))).not.toEqual(read(files.slice(0, 3)));
  });
});

describe('carcassonne simulate --rules', () => {
  it('plays under the given rules and writes them into every record', async () => {
    const dir = tempDir();
    const run = await runCliJson(['simulate', '--games', '3', '--players', '2', '--seed', 's', '--rules', '{"farmers":"c1"}', '--out', dir]);
    expect(run.code).toBe(0);
    for (const file of recordFiles(dir)) {
      const rec = JSON.parse(readFileSync(file, 'utf8'));
      expect(rec.rules).toEqual({ farmers: 'c1' });
      const replay = await runCliJson(['replay', file]);
      expect((Object.values(replay.json.scores) as number[]).join(',')).toBe(rec.meta.scores);
    }
  });

  const bad: [string, string, string][] = [
    ['an unknown rule', '{"farmerz":"c1"}', 'record/unknown-rule'],
    ['a bad value', '{"farmers":"c9"}', 'record/bad-rule'],
    ['text that is not JSON', '{farmers: c1', 'record/not-json'],
  ];
  for (const [what, rules, code] of bad) {
    it(`exits 2 with ${code} for ${what}`, async () => {
      const run = await runCliJson(['simulate', '--games', '1', '--players', '2', '--rules', rules]);
      expect(run.code).toBe(2);
      expect(run.json).toMatchObject({ ok: false, error: { code } });
    });
  }
});

describe('carcassonne simulate --out', () => {
  it('exits 2 with cli/out-dir when DIR cannot be made', async () => {
    const file = join(tempDir(), 'a-file');
    writeFileSync(file, '');
    const run = await runCliJson(['simulate', '--games', '1', '--players', '2', '--out', join(file, 'records')]);
    expect(run.code).toBe(2);
    expect(run.json.error.code).toBe('cli/out-dir');
  });
});

describe('carcassonne simulate without --json', () => {
  it('prints games per second, the seed to repeat the run and the mean score', async () => {
    const run = await runCli(['simulate', '--games', '5', '--players', '3', '--seed', 'friday']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Played 5 random games of 3 players \(seed "friday"\) in [\d.]+ s: \d+ games\/s\./);
    expect(run.stdout).toMatch(/Mean final score: \d+\.\d/);
  });

  it('makes up a seed when none is given, and says which', async () => {
    const run = await runCli(['simulate', '--games', '1', '--players', '2']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/seed "run-[0-9a-z]+"/);
  });
});
