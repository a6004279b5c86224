/**
 * Online play, loaded on demand so that hot-seat play and pages that only embed the board never
 * download Yjs and WebRTC.
 */
import { openSession, type GameSession, type SessionOptions } from '../sync/index.js';
import { sessionIceServers } from './turn-setting.js';
import { BotThinker } from './bot-thinker.js';

export { OnlineTable } from './online-table.js';

/** One worker for the page's online tables: a bot seat's long search runs there, not on the page. */
let thinker: BotThinker | null = null;
const thinkBot: SessionOptions['thinkBot'] = (record, level, seed, iterations) => (thinker ??= new BotThinker()).play(record, level, seed, iterations);

/**
 * Opens a room from its name (null: a new room hosted here), with the player's TURN server if they
 * gave one, and the bots' worker for the bot seats this page writes.
 */
export function openOnline(room: string | null, options: Partial<SessionOptions> = {}): Promise<GameSession> {
  return openSession({ thinkBot, ...options, room, iceServers: sessionIceServers(options.iceServers) });
}
export { openWatchTable, readWatchLink, WatchTable } from './watch-table.js';
