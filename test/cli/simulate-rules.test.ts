/**
 * Issue 3's acceptance, for every rules key: `simulate --games 200 --players 6 --out DIR` under
 * those rules, then `replay --json` of every written record gives the scores the simulation saw.
 * Runs the command's own main() in this process (the child-process path is covered in
 * simulate.test.ts), because 3,400 process starts would take minutes.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { RULE_CASES } from './helpers/rule-cases.js';
import { tempDir } from './helpers/run-cli.js';

function run(argv: string[]): { code: number; json: any } {
  let stdout = '';
  // simulate answers at once; only `move -` returns a promise
  const code = main([...argv, '--json'], { stdout: (t) => void (stdout += t), stderr: () => {} }) as number;
  return { code, json: JSON.parse(stdout) };
}

const RULES = RULE_CASES;

describe('simulate --games 200 --players 6 --rules R, then replay of every record', () => {
  for (const [name, rules] of Object.entries(RULES)) {
    it(`replays to the same scores with ${name}`, () => {
      const dir = tempDir();
      const sim = run(['simulate', '--rules', JSON.stringify(rules), '--games', '200', '--players', '6', '--seed', name, '--out', dir]);
      expect(sim.code).toBe(0);
      expect(sim.json.games).toBe(200);
      const files = readdirSync(dir).sort();
      expect(files).toHaveLength(200);
      let total = 0;
      for (const f of files) {
        const rec = JSON.parse(readFileSync(join(dir, f), 'utf8'));
        expect(rec.rules).toEqual(rules);
        expect(rec.players).toHaveLength(6);
        const replay = run(['replay', join(dir, f)]);
        expect(replay.code).toBe(0);
        expect(replay.json).toMatchObject({ ok: true, finished: true });
        const scores = Object.values(replay.json.scores) as number[];
        expect(scores.join(',')).toBe(rec.meta.scores);
        total += scores.reduce((a, b) => a + b, 0);
      }
      expect(total / (200 * 6)).toBeCloseTo(sim.json.meanScore, 9);
    });
  }
});
