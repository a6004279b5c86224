/**
 * The bots on the command line: `move` for one record and as a line protocol that stays up,
 * `arena` with its per-level table, and a bots-only game under each rules option played through
 * `move -` and then checked by `replay`.
 */
import { describe, expect, it } from 'vitest';
import { exportRecord, replayRecord } from '../../src/engine/index.js';
import { main } from '../../src/cli/main.js';
import { EXAMPLE, runCliJson, tempDir, writeRecord } from './helpers/run-cli.js';
import { moveServer, stableMove } from './helpers/move-server.js';
import { RULE_CASES, advance, newGame } from '../bots/helpers.js';

describe('carcassonne move', () => {
  it("prints a legal move for the record's player, the same one for the same seed", async () => {
    const dir = tempDir();
    const game = newGame(2, 'cli-move');
    const file = writeRecord(dir, 'r.json', exportRecord(game));
    const move = await stableMove(['--bot', 'hard', '--iterations', '40'], file);
    expect(game.play(move).ok).toBe(true);
    const json = await runCliJson(['move', '--bot', 'greedy', file]);
    expect(json.json).toMatchObject({ ok: true, player: 'P1' });
  });

  it('expert counts --iterations as positions valued: a legal move, the same for the same seed, with the work it did', async () => {
    const dir = tempDir();
    const game = advance(newGame(2, 'cli-expert'), 12);
    const file = writeRecord(dir, 'e.json', exportRecord(game));
    const move = await stableMove(['--bot', 'expert', '--iterations', '3000'], file);
    expect(game.play(move).ok).toBe(true);
    const json = await runCliJson(['move', '--bot', 'expert', '--iterations', '3000', file]);
    expect(json.json).toMatchObject({ ok: true, move });
    // its budget, overrun by one unit of work at most (the default would be 50,000)
    expect(json.json.iterations).toBeGreaterThanOrEqual(3000);
    expect(json.json.iterations).toBeLessThan(4000);
  });

  it('refuses a finished game, a bad level and a missing file with their codes', async () => {
    const dir = tempDir();
    const done = await runCliJson(['move', '--bot', 'easy', writeRecord(dir, 'done.json', EXAMPLE)]);
    expect([done.code, done.json.error.code]).toEqual([1, 'bot/no-move']);
    const level = await runCliJson(['move', '--bot', 'wizard', writeRecord(dir, 'x.json', EXAMPLE)]);
    expect([level.code, level.json.error.code]).toEqual([2, 'cli/usage']);
    const missing = await runCliJson(['move', '--bot', 'easy', `${dir}/none.json`]);
    expect([missing.code, missing.json.error.code]).toEqual([2, 'cli/file-not-found']);
  });

  it('with - answers one line per record and stays up between them', async () => {
    const server = moveServer(['--bot', 'medium']);
    const game = newGame(3, 'lines');
    for (let i = 0; i < 4; i++) {
      const move = JSON.parse(await server.ask(exportRecord(game)));
      expect(game.play(move).ok).toBe(true);
    }
    expect(JSON.parse(await server.ask('not a record')).error.code).toBe('record/not-json');
    expect(game.play(JSON.parse(await server.ask(exportRecord(game)))).ok).toBe(true);
    // the malformed line still fails the run once the input ends: 2, as for a malformed file
    expect(await server.end()).toBe(2);
  });

  it('with - exits 1 when a line had no move for the bot, 0 when every line got one', async () => {
    const failing = moveServer(['--bot', 'easy']);
    const game = newGame(2, 'lines-exit');
    expect(game.play(JSON.parse(await failing.ask(exportRecord(game)))).ok).toBe(true);
    expect(JSON.parse(await failing.ask(EXAMPLE)).error.code).toBe('bot/no-move');
    expect(game.play(JSON.parse(await failing.ask(exportRecord(game)))).ok).toBe(true);
    expect(await failing.end()).toBe(1);
    const clean = moveServer(['--bot', 'easy']);
    expect(game.play(JSON.parse(await clean.ask(exportRecord(game)))).ok).toBe(true);
    expect(await clean.end()).toBe(0);
  });
});

describe('carcassonne arena', () => {
  it('rotates seats and reports each level', async () => {
    const run = await runCliJson(['arena', '--bots', 'greedy,random', '--games', '4', '--seed', 't']);
    expect(run.code).toBe(0);
    const [greedy, random] = run.json.bots;
    expect([greedy.bot, random.bot, greedy.seats, random.seats]).toEqual(['greedy', 'random', 4, 4]);
    expect(greedy.wins).toBeGreaterThan(random.wins);
    expect(greedy.ci95[0]).toBeLessThanOrEqual(greedy.winRate);
    expect(greedy.ci95[1]).toBeGreaterThanOrEqual(greedy.winRate);
    expect(greedy.p95Ms).toBeGreaterThanOrEqual(0);
  });

  it('one hard against three greedy, and bad rules refused', async () => {
    const run = await runCliJson(['arena', '--bots', 'hard,greedy,greedy,greedy', '--players', '4', '--games', '1', '--iterations', '5']);
    expect(run.json.bots.map((b: { bot: string; seats: number }) => [b.bot, b.seats])).toEqual([
      ['hard', 1],
      ['greedy', 3],
    ]);
    const bad = await runCliJson(['arena', '--bots', 'greedy,random', '--rules', '{"farmers":"c9"}']);
    expect([bad.code, bad.json.error.code]).toEqual([2, 'record/bad-rule']);
  });
});

describe('a bots-only game under each rules option, through `move -`, checked by `replay`', () => {
  it('every game replays to the scores the bots reached', async () => {
    const levels = ['greedy', 'easy'] as const;
    const servers = levels.map((level) => moveServer(['--bot', level]));
    const dir = tempDir();
    const cases = Object.entries(RULE_CASES);
    for (const [i, [name, rules]] of cases.entries()) {
      const game = newGame(2 + (i % 5), `cli-rules/${i}`, rules);
      while (!game.finished) {
        const move = JSON.parse(await servers[game.current % 2].ask(exportRecord(game)));
        const played = game.play(move);
        expect(played.ok, `${name}: ${JSON.stringify(move)}`).toBe(true);
      }
      let stdout = '';
      const code = main(['replay', writeRecord(dir, `g${i}.json`, exportRecord(game)), '--json'], { stdout: (t) => void (stdout += t), stderr: () => {} });
      expect(code, name).toBe(0);
      expect(Object.values(JSON.parse(stdout).scores), name).toEqual(Array.from(game.scores));
      expect(replayRecord(exportRecord(game)).ok).toBe(true);
    }
    for (const s of servers) expect(await s.end()).toBe(0);
  }, 240_000);
});
