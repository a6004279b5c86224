/** The bot levels, apart from the bots themselves: a page can name and check levels without loading the search. */
export const BOT_LEVELS = ['random', 'greedy', 'easy', 'medium', 'hard', 'expert', 'expert-1ply'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export function isBotLevel(level: unknown): level is BotLevel {
  return typeof level === 'string' && (BOT_LEVELS as readonly string[]).includes(level);
}
