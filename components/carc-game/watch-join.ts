/**
 * Opening a watch link (`…?relay=…#watch/<room>`, issue 25): the table shown through its audience
 * relay, read only: no seat, no mesh. A link that cannot be watched (cut short, no usable relay)
 * shows the broken-link screen with its own sentence. The sync code loads on demand, as for a
 * game link; telling a watch link apart costs nothing.
 */
import type { LobbyView } from '../carc-lobby/carc-lobby.js';
import type { Table } from '../../src/table/table.js';
import { onlineCryptoProblem } from '../../src/sync/online-crypto.js';
import type { GameHost } from './game-host.js';
import { CarcGameError } from './script-api.js';

/** What opening a watch link needs of the element beyond its helpers' view of it. */
export interface WatchHost extends GameHost {
  lobbyView: LobbyView;
  attach(table: Table | null): void;
}

/** why the last watch link this element was given cannot be watched */
const broken = new WeakMap<GameHost, string>();
/** the watch link being opened, so that a second call waits for the first */
const opening = new WeakMap<GameHost, { link: string; done: Promise<void> }>();

/** Whether `link` is a watch link (sound or not); any other link forgets a broken watch link's sentence. */
export function isWatchLink(el: GameHost, link: string): boolean {
  const watch = /#watch\//.test(link);
  if (!watch) broken.delete(el);
  return watch;
}

/** The sentence of a watch link that could not be opened (the broken-link screen says it), or null. */
export function brokenWatch(el: GameHost): string | null {
  return el.lobbyView === 'broken-link' ? (broken.get(el) ?? null) : null;
}

/** Opens the table a watch link shows, in place of any table open here; rejects with `sync/bad-watch-link` when it cannot be watched. */
export function joinWatch(el: WatchHost, link: string): Promise<void> {
  const open = el.table;
  if (open?.watching && open.link === link) return Promise.resolve();
  const now = opening.get(el);
  if (now?.link === link) return now.done;
  const done = openWatch(el, link).finally(() => opening.get(el)?.done === done && opening.delete(el));
  opening.set(el, { link, done });
  return done;
}

async function openWatch(el: WatchHost, link: string): Promise<void> {
  const problem = await onlineCryptoProblem();
  if (problem) return refuse(el, problem.code, problem.message, false);
  const { openWatchTable, readWatchLink } = await import('../../src/table/online.js');
  const read = readWatchLink(link);
  if (!read.ok) return refuse(el, read.error.code, read.error.message, true);
  el.table?.close();
  el.attach(null);
  broken.delete(el);
  try {
    el.attach(await openWatchTable(link, el.sessionOptions));
  } catch (e) {
    const err = e as { code?: string; message?: string };
    return refuse(el, String(err.code ?? 'sync/bad-watch-link'), String(err.message ?? e), true);
  }
  el.lobbyView = 'online';
  el.emit('carc-room', { link: el.table!.link });
}

/** Says why the link cannot be watched: on the broken-link screen (a link at fault), or as a message. */
function refuse(el: WatchHost, code: string, message: string, screen: boolean): never {
  if (screen) {
    el.table?.close();
    el.attach(null);
    broken.set(el, message);
    el.lobbyView = 'broken-link';
    el.emit('carc-error', { code, message });
  } else el.report({ code, message });
  throw new CarcGameError(code, message);
}
