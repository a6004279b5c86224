/**
 * The bots' levels in words, one spelling everywhere: a level is a name, so it is capitalised
 * wherever it stands ("Bot · Medium" in the lobby, "the Medium bot" on the scoreboard and in votes).
 */
import type { BotLevel } from '../../src/bots/index.js';

export const BOT_LEVEL_NAMES: Readonly<Record<BotLevel, string>> = {
  random: 'Random',
  greedy: 'Greedy',
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  expert: 'Expert',
  'expert-1ply': 'Expert (one move)',
};

/** "Medium" for 'medium'; an unknown level as it came. */
export const botLevelName = (level: string): string => BOT_LEVEL_NAMES[level as BotLevel] ?? level;
