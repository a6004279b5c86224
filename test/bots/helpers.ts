/** Shared by the bot tests: the rules options the engine plays, and games advanced by bots. */
import { createGame, type Game } from '../../src/engine/index.js';
import { chooseMove, type BotLevel, type BotOptions } from '../../src/bots/index.js';

/** One case per rules key (and all at once), as the CLI's rules tests list them. */
export const RULE_CASES: Record<string, object> = {
  'default rules': {},
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
