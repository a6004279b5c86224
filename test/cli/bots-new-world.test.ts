/**
 * The bots on the command line play New World: `move` answers a New World record, `arena --game
 * new-world` plays whole games, and bots-only games of 2 to 5 players played through `move -` are
 * checked by `replay`.
 */
import { describe, expect, it } from 'vitest';
import { exportRecord } from '../../src/engine/index.js';
import { runCli, runCliJson, tempDir, writeRecord } from './helpers/run-cli.js';
import { moveServer, stableMove } from './helpers/move-server.js';
import { advance, newWorldGame } from '../bots/helpers.js';

describe('carcassonne move, New World', () => {
  it("prints a legal New World move for the record's player, the same one for the same seed", async () => {
    const dir = tempDir();
    const game = advance(newWorldGame(3, 'cli-nw-move'), 12);
    const file = writeRecord(dir, 'nw.json', exportRecord(game));
    const move = await stableMove(['--bot', 'hard', '--iterations', '40'], file);
    expect(move.tile).toBe(game.currentTile!.id);
    expect(game.play(move).ok).toBe(true);
    const json = await runCliJson(['move', '--bot', 'medium', file]);
    expect(json.json).toMatchObject({ ok: true, player: 'P1' });
  });
});

describe('carcassonne arena --game new-world', () => {
  it('plays New World with seats rotated and reports each level', async () => {
    const run = await runCliJson(['arena', '--bots', 'hard,greedy', '--game', 'new-world', '--players', '2', '--games', '2', '--seed', 's', '--iterations', '20']);
    expect(run.code).toBe(0);
    expect(run.json).toMatchObject({ ok: true, game: 'new-world', games: 2, players: 2 });
    expect(run.json.bots.map((b: { bot: string; seats: number }) => [b.bot, b.seats])).toEqual([
      ['hard', 2],
      ['greedy', 2],
    ]);
    const text = await runCli(['arena', '--bots', 'greedy,random', '--game', 'new-world', '--games', '1']);
    expect(text.stdout).toMatch(/1 games of New World, 2 players/);
  });

  it('refuses six New World players and rules New World does not have', async () => {
    const six = await runCliJson(['arena', '--bots', 'greedy', '--game', 'new-world', '--players', '6']);
    expect([six.code, six.json.error.code]).toEqual([2, 'cli/usage']);
    const rules = await runCliJson(['arena', '--bots', 'greedy,random', '--game', 'new-world', '--rules', '{"farmers":"c1"}']);
    expect([rules.code, rules.json.error.code]).toEqual([2, 'record/unknown-rule']);
    const game = await runCliJson(['arena', '--bots', 'greedy,random', '--game', 'chess']);
    expect([game.code, game.json.error.code]).toEqual([2, 'cli/usage']);
  });
});

describe('bots-only New World games through `move -`, checked by `replay`', () => {
  it('every game replays to the scores the bots reached', async () => {
    const servers = [moveServer(['--bot', 'greedy']), moveServer(['--bot', 'hard', '--iterations', '20']), moveServer(['--bot', 'easy'])];
    const dir = tempDir();
    for (let players = 2; players <= 5; players++) {
      const game = newWorldGame(players, `cli-nw/${players}`, players === 4 ? { coastCloses: true } : {});
      while (!game.finished) {
        const move = JSON.parse(await servers[game.current % servers.length].ask(exportRecord(game)));
        const played = game.play(move);
        expect(played.ok, JSON.stringify(move)).toBe(true);
      }
      const replay = await runCliJson(['replay', writeRecord(dir, `nw${players}.json`, exportRecord(game))]);
      expect(replay.code).toBe(0);
      expect(replay.json.finished).toBe(true);
      expect(Object.values(replay.json.scores)).toEqual(Array.from(game.scores));
    }
    for (const s of servers) expect(await s.end()).toBe(0);
  }, 240_000);
});
