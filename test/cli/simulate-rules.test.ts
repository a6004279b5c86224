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
import { tempDir } from './helpers/run-cli.js';

function run(argv: string[]): { code: number; json: any } {
  let stdout = '';
  const code = main([...argv, '--json'], { stdout: (t) => void (stdout += t), stderr: () => {} });
  return { code, json: JSON.parse(stdout) };
}

const RULES: Record<string, object> = {
  'River I and II with The Abbot': { river: 'river1+2', abbot: true },
  'The River I': { river: 'river1' },
  'The River II': { river: 'river2' },
  'first-edition farmers': { farmers: 'c1' },
  'no farmers': { farmers: 'off' },
  'first-edition tiny cities': { tinyCity: true },
  'four followers': { followers: 4 },
  'a random start player': { startPlayer: 'random' },
  'a hand of three': { hand: 3 },
  'the next tile shown': { previewNextTile: true },
  'the start tile in the bag': { startTileInBag: true },
  'unplaceable tiles returned': { unplaceable: 'return' },
  'a bonus turn for a hole': { holeBonusTurn: true },
  'incomplete features unscored': { scoreIncomplete: false },
  'a 7×7 table': { board: { width: 7, height: 7 } },
  'a 9×9 table whose edge completes': { board: { width: 9, height: 9 }, borderCompletes: true },
  'everything at once': {
    river: 'river1+2', abbot: true, hand: 3, unplaceable: 'return', holeBonusTurn: true, farmers: 'c1',
    board: { width: 13, height: 11 }, borderCompletes: true, startPlayer: 'random',
  },
};

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
