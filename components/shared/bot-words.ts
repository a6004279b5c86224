/**
 * The bots' levels in words, one spelling everywhere: a level is a name, so it is capitalised
 * wherever it stands ("Bot · Medium" in the lobby, "the Medium bot" on the scoreboard and in votes).
 */
import { html } from 'lit';
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

/**
 * The levels a player picks from: seating a bot in the lobby, handing their own seat to one, or
 * voting one in for a seat that keeps the table waiting (random, greedy and expert-1ply are
 * yardsticks for tests and benches).
 */
export const PLAYER_BOT_LEVELS = ['easy', 'medium', 'hard', 'expert'] as const;
export type PlayerBotLevel = (typeof PLAYER_BOT_LEVELS)[number];

/** What playing against (or beside) each level is like, said under the choice (docs/bots.md has the numbers). */
export const BOT_LEVEL_HINTS: Readonly<Record<PlayerBotLevel, string>> = {
  easy: 'Makes a casual player’s mistakes.',
  medium: 'Takes the best move for this turn.',
  hard: 'Looks at the next player’s answers too.',
  expert: 'Weighs every tile that may come next; thinks about a second a move.',
};

/**
 * How long expert may search where it would play: its full budget (hot-seat, or online at two
 * players, where its moves carry a proof), a tenth of it (online beyond two players: every peer
 * searches again, src/sync/bot-seats.ts), or not yet known (an online lobby, before the seats are final).
 */
export type ExpertReach = 'full' | 'light' | 'unknown';

const EXPERT_HINTS: Readonly<Record<ExpertReach, string>> = {
  full: BOT_LEVEL_HINTS.expert,
  light: 'Weighs every tile that may come next; online with three or more players it searches a tenth as long.',
  unknown: 'Weighs every tile that may come next; thinks about a second a move, a tenth as long if the game starts with three or more players.',
};

/** The hint for a level a player may pick ('' for the others); expert's depends on `reach`. */
export const botLevelHint = (level: string, reach: ExpertReach = 'full'): string => (level === 'expert' ? EXPERT_HINTS[reach] : (BOT_LEVEL_HINTS[level as PlayerBotLevel] ?? ''));

/** A level select's options, `chosen` selected. */
export const botLevelOptions = (chosen: string) => PLAYER_BOT_LEVELS.map((l) => html`<option value=${l} ?selected=${l === chosen}>${BOT_LEVEL_NAMES[l]}</option>`);
