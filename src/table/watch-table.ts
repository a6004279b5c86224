/**
 * A watcher's table (issue 25): what a watch link opens. The session reads the table from its
 * audience relay only and writes nothing (open-session.ts `watch`): no seat, no vote, no talk, no
 * presence, nothing kept in this browser. The table says so (`watching`), its link is the watch
 * link (the page keeps it in its address, so a reload watches again), and every action that
 * would write is refused here as well as in the session.
 */
import { openSession, type SessionOptions } from '../sync/open-session.js';
import { watchFromLocation, watchLink } from '../sync/watch-link.js';
import { OnlineTable } from './online-table.js';
import type { TableError } from './table.js';

const WATCHING: TableError = { code: 'sync/watching', message: 'You are watching this table: watchers cannot sit, vote or play.' };
const refuse = () => Promise.reject(WATCHING);

export class WatchTable extends OnlineTable {
  readonly watching = true;

  override get link(): string {
    const relay = this.audience.watchRelay;
    return relay ? watchLink(this.session.room, relay) : '';
  }

  /**
   * A watcher sees no presence (the relay carries none): no seat is called offline, and the
   * scoreboard shows no presence dots (play-view.ts); only a seat the table voted away is away.
   */
  override get players() {
    return super.players.map((p) => ({ ...p, online: true }));
  }

  override get stall() {
    const stall = super.stall;
    return stall && { ...stall, online: true };
  }

  override canPlay(): boolean {
    return false;
  }

  override sit = refuse;
  override start = refuse;
  override play = refuse;
  override vote = refuse;
  override letBotPlay = refuse;
  override setHover(): void {}
}

/** The room and relay of a watch link, or why it cannot be watched (`sync/bad-watch-link`, with a sentence). */
export function readWatchLink(link: string) {
  let where: URL;
  try {
    where = new URL(link, typeof location === 'undefined' ? 'https://localhost/' : location.href);
  } catch {
    return { ok: false as const, error: { code: 'sync/bad-watch-link' as const, message: 'This watch link is garbled: ask for it again.' } };
  }
  return watchFromLocation(where) ?? { ok: false as const, error: { code: 'sync/bad-watch-link' as const, message: 'This is not a watch link: it has no “#watch/” part.' } };
}

/** Opens the table a watch link shows; rejects with `sync/bad-watch-link` (and its sentence) when the link cannot be watched. */
export async function openWatchTable(link: string, options: Partial<SessionOptions> = {}): Promise<WatchTable> {
  const read = readWatchLink(link);
  if (!read.ok) throw read.error;
  const table = new WatchTable(await openSession({ ...options, watch: true, room: read.room, audience: read.relay }));
  table.audience.watchRelay = read.relay;
  return table;
}
