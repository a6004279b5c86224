/** Shared by the bot tests: the rules options the engine plays, and games advanced by bots. */
import { createGame, type Game } from '../../src/engine/index.js';
import { chooseMove, type BotLevel, type BotOptions } from '../../src/bots/index.js';
import { RULE_CASES as CLI_RULE_CASES } from '../cli/helpers/rule-cases.js';

/** Each rules key's case (test/cli/helpers/rule-cases.ts) and the default rules. */
export const RULE_CASES: Record<string, object> = { 'default rules': {}, ...CLI_RULE_CASES };

export function newGame(players: number, seed: string, rules?: object): Game {
  const created = createGame({ players: Array.from({ length: players }, (_, i) => `P${i + 1}`), rules, seed });
  if (!created.ok) throw new Error(created.error.message);
  return created.game;
}

/** Plays bot moves (greedy unless told) until `turns` moves are made or the game ends. */
export function advance(game: Game, turns: number, level: BotLevel = 'greedy', extra: Partial<BotOptions> = {}): Game {
  while (!game.finished && game.turn < turns) {
    const res = chooseMove(game, { level, seed: 'advance', ...extra });
    if (!res.ok) throw new Error(res.error.message);
    const played = game.play(res.move);
    if (!played.ok) throw new Error(`${level} played ${JSON.stringify(res.move)}: ${played.error.code}`);
  }
  return game;
}
