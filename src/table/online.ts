/**
 * Online play, loaded on demand so that hot-seat play and pages that only embed the board never
 * download Yjs and WebRTC.
 */
import { openSession, type GameSession, type SessionOptions } from '../sync/index.js';
import { sessionIceServers } from './turn-setting.js';

export { OnlineTable } from './online-table.js';

/** Opens a room from its name (null: a new room hosted here), with the player's TURN server if they gave one. */
export function openOnline(room: string | null, options: Partial<SessionOptions> = {}): Promise<GameSession> {
  return openSession({ ...options, room, iceServers: sessionIceServers(options.iceServers) });
}
export { openWatchTable, readWatchLink, WatchTable } from './watch-table.js';
