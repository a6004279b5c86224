/**
 * The table's audience during play (issue 25). A watcher's page says "Watching" over the board
 * (with the watchers' count), and in the panel what watching means; a seat at a table shown on an
 * audience relay reads how many watch under the connection line. A friends' table without a relay
 * shows nothing of it.
 */
import { html, nothing } from 'lit';
import type { OnlineTable } from '../../src/table/online-table.js';
import type { Table } from '../../src/table/table.js';
import { watcherCount, watchersText } from '../shared/audience-words.js';
import { ICONS } from '../shared/icons.js';

/** The watch link a seat may give (null: no relay, a watcher's page, or no online table). */
export function watchLinkOf(t: Table): string | null {
  const audience = t.mode === 'online' && !t.watching ? (t as OnlineTable).audience : null;
  return audience?.view.watchLink ?? null;
}

/** Over the board, on a watcher's page: "Watching", and how many do. */
export function renderWatchingBadge(t: Table) {
  if (!t.watching) return nothing;
  // the count as a number beside "Watching" (" watching" after it where the board leaves room)
  const count = watcherCount(t.status.audience, true);
  return html`<p class="watching-badge" role="status" aria-label=${count ? `Watching: ${count} watching` : 'Watching'}>${ICONS.eye} <b>Watching</b>${count ? html`<span class="count" aria-hidden="true"> · ${count}<span class="wide"> watching</span></span>` : nothing}</p>`;
}

/** In the panel: a watcher is told what watching is (and the relay's trouble); a seat, how many watch. */
export function renderAudienceLine(t: Table) {
  const a = t.status.audience;
  if (t.watching) {
    const said = watchersText(a, true);
    const trouble = said ? ` ${said}${a?.relay === 'connected' ? ' now.' : ''}` : '';
    return html`<p class="seat-note watching audience-note" role="status"><b>Watching.</b> You follow every move as it is played; watchers never sit.${trouble}</p>`;
  }
  const text = t.mode === 'online' ? watchersText(a) : '';
  return text ? html`<p class="audience-line" role="status">${ICONS.eye} ${text}</p>` : nothing;
}
