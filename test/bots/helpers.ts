/** Shared by the bot tests: the rules options the engine plays, and games advanced by bots. */
import { expect } from 'vitest';
import { createGame, type Game, type NewWorldGame } from '../../src/engine/index.js';
import { BOT_LEVELS, chooseMove, type AnyGame, type BotLevel, type BotOptions } from '../../src/bots/index.js';
import { RULE_CASES as CLI_RULE_CASES } from '../cli/helpers/rule-cases.js';

/** Each rules key's case (test/cli/helpers/rule-cases.ts) and the default rules. */
export const RULE_CASES: Record<string, object> = { 'default rules': {}, ...CLI_RULE_CASES };

/** Each of New World's rules options (src/engine/new-world/rules.ts), the defaults, and all at once. */
export const NEW_WORLD_RULE_CASES: Record<string, object> = {
  'default rules': {},
  'two settlers each': { settlers: 2 },
  'three starting spaces': { startingSpaces: 3 },
  'incomplete trails by segments': { incompleteTrails: 'segments' },
  'the sea closes features': { coastCloses: true },
  'everything at once': { settlers: 7, startingSpaces: 2, incompleteTrails: 'segments', coastCloses: true },
};

const names = (players: number) => Array.from({ length: players }, (_, i) => `P${i + 1}`);

export function newGame(players: number, seed: string, rules?: object): Game {
  const created = createGame({ players: names(players), rules, seed });
  if (!created.ok) throw new Error(created.error.message);
  return created.game;
}

export function newWorldGame(players: number, seed: string, rules?: object): NewWorldGame {
  const created = createGame({ game: 'new-world', players: names(players), rules, seed });
  if (!created.ok) throw new Error(created.error.message);
  return created.game;
}

/** Plays bot moves (greedy unless told) until `turns` moves are made or the game ends. */
export function advance<G extends AnyGame>(game: G, turns: number, level: BotLevel = 'greedy', extra: Partial<BotOptions> = {}): G {
  while (!game.finished && game.turn < turns) {
    const res = chooseMove(game as AnyGame, { level, seed: 'advance', ...extra });
    if (!res.ok) throw new Error(res.error.message);
    const played = game.play(res.move);
    if (!played.ok) throw new Error(`${level} played ${JSON.stringify(res.move)}: ${played.error.code}`);
  }
  return game;
}

/** A hidden-draws table (online): each level in turn moves, and the engine accepts each move with its turn's draw seed. */
export function playHidden(game: AnyGame, turns: number): void {
  for (let turn = 0; !game.finished && turn < turns; turn++) {
    const level = BOT_LEVELS[turn % BOT_LEVELS.length];
    const res = chooseMove(game, { level, seed: 'hidden', budget: { iterations: 4 } });
    expect(res.ok && !res.repaired).toBe(true);
    if (!res.ok) return;
    const played = game.play(res.move, `draw-${turn}`);
    expect(played.ok ? 'ok' : played.error.code).toBe('ok');
  }
}
