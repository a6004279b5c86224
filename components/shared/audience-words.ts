/**
 * How a table's audience is said (issue 25): the watchers' count as the audience relay gives it (a
 * bounded estimate past a few dozen), or what keeps the relay from being reached.
 */
import type { TableStatus } from '../../src/table/table.js';

type Audience = NonNullable<TableStatus['audience']>;

/** "3 watching" (about, past a few dozen), "Nobody is watching yet", or why the relay is not reached; '' before the page reaches for it. */
export function watchersText(a: Audience | null | undefined, watching = false): string {
  if (!a) return '';
  if (a.relay === 'unreachable') return a.denied ? `The audience relay refused this table (${a.denied}); retrying.` : 'The audience relay cannot be reached; retrying.';
  if (a.relay === 'connecting') return 'Reaching the audience relay…';
  const count = watcherCount(a, watching);
  if (!count) return watching ? '' : 'Nobody is watching yet.';
  return `${count} watching`;
}

/** "3", or "About 250" past a few dozen (the count is then an estimate); '' when nobody else watches or the relay is not reached. */
export function watcherCount(a: Audience | null | undefined, watching = false): string {
  // a watcher's page counts itself among the watchers: alone, there is nothing to say
  if (a?.relay !== 'connected' || a.watchers <= (watching ? 1 : 0)) return '';
  return `${a.watchers > 40 ? 'About ' : ''}${a.watchers}`;
}
