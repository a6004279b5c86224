/**
 * The bots' Web Worker: a bot's search runs here so the board keeps drawing while it thinks. A
 * request carries the game's record (the bot hides the bag's order itself: src/bots/public-view.ts),
 * the level, a seed and an iteration budget, so the answer is the one any machine would give.
 */
import { solveBotRequest, type BotRequest } from './bot-request.js';

self.onmessage = (e: MessageEvent<BotRequest>) => {
  (self as unknown as Worker).postMessage(solveBotRequest(e.data));
};
