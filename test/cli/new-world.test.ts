/** The command line plays and replays New World: `simulate --game new-world`, `replay` of its records, the example in docs/new-world.md. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, runCliJson, tempDir } from './helpers/run-cli.js';

/** The New World record of docs/new-world.md, the JSON block after "## New World records". */
function docsExample(): string {
  const page = readFileSync(new URL('../../docs/new-world.md', import.meta.url), 'utf8');
  const section = page.slice(page.indexOf('## New World records'));
  return /```json\n([\s\S]*?)```/.exec(section)![1];
}

describe('carcassonne and New World', () => {
  it('simulates New World games whose records replay to the same scores', async () => {
    const dir = tempDir();
    const run = await runCliJson(['simulate', '--game', 'new-world', '--games', '6', '--players', '5', '--seed', 'nw', '--out', dir]);
    expect(run.code).toBe(0);
    expect(run.json).toMatchObject({ games: 6, players: 5 });
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(6);
    for (const f of files) {
      const rec = JSON.parse(readFileSync(join(dir, f), 'utf8'));
      expect(rec.game).toBe('new-world');
      expect(rec.deck).toHaveLength(95);
      const replay = await runCliJson(['replay', join(dir, f)]);
      expect(replay.code).toBe(0);
      expect(Object.values(replay.json.scores).join()).toBe(rec.meta.scores);
    }
  });

  it('refuses six New World players and an unknown game', async () => {
    expect((await runCliJson(['simulate', '--game', 'new-world', '--games', '1', '--players', '6'])).json.error.code).toBe('record/invalid');
    const unknown = await runCli(['simulate', '--game', 'chess', '--games', '1', '--players', '2']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/--game must be one of carcassonne, new-world/);
  });

  it('replays the New World record of docs/new-world.md: Red 2, Yellow 10 with the trading post and the surveyor', async () => {
    const run = await runCli(['replay', '-', '--json'], docsExample());
    expect(run.code).toBe(0);
    const json = { json: JSON.parse(run.stdout) };
    expect(json.json.scores).toEqual({ Red: 2, Yellow: 10 });
    expect(json.json.scoring).toEqual([
      { turn: 2, feature: 'trail', points: 2, winners: ['Red'], complete: true },
      { turn: 6, feature: 'trail', points: 6, winners: ['Yellow'], complete: true, surveyorBonus: [4] },
    ]);
    const text = await runCli(['replay', '-'], docsExample());
    expect(text.stdout).toMatch(/New World/);
    expect(text.stdout).toMatch(/completed trail\s+6\s+Yellow \(\+4 surveyor\)/);
  });

  it('reports an illegal New World move with its code and number', async () => {
    const rec = JSON.parse(docsExample());
    rec.moves[5].order = ['trail:N'];
    const run = await runCli(['replay', '-', '--json'], JSON.stringify(rec));
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout).error).toMatchObject({ code: 'move/bad-order', move: 6 });
  });
});
