/**
 * A game document's log tied to a relay archive (relay-archive.ts): on attach, what the relays keep
 * is fetched and every wire the log lacks is pushed into it, in one transaction, for the session to
 * verify as any other gossip; then live events are pushed as they come and the relays that lack
 * something are healed. This peer's own new wires (written with ORIGIN_LOCAL) are published from
 * the start.
 * Only for asynchronous tables, and only when the page says so: `shouldPublish` is false for a
 * spectator, who reads and never writes.
 */
import type * as Y from 'yjs';
import { logChanges } from '../log-changes.js';
import { ORIGIN_LOCAL } from '../outbox.js';
import type { FetchReport, RelayArchive } from './relay-archive.js';

/** Origin of the wires the archive pushes into the log. */
export const ORIGIN_ARCHIVE = 'carc-archive';

export interface ArchiveLinkOptions {
  doc: Y.Doc;
  log: Y.Array<string>;
  archive: RelayArchive;
  /** whether this peer publishes (its own wires and the heal); default always */
  shouldPublish?: () => boolean;
  /** whether copies near their expiry are renewed: while the game goes on (default true) */
  renew?: () => boolean;
  /** which fetched wires are worth putting back on a relay that lacks them (default all) */
  keep?: (wire: string) => boolean;
}

export interface ArchiveLink {
  /** the first fetch, once its wires are in the log */
  ready: Promise<FetchReport>;
  /** stops listening to the log and the relays (the archive itself is its owner's to close) */
  detach(): void;
}

export function attachArchive(o: ArchiveLinkOptions): ArchiveLink {
  const shouldPublish = o.shouldPublish ?? (() => true);
  let detached = false;
  const pushMissing = (wires: string[]) => {
    if (detached || !wires.length) return;
    const have = new Set(o.log.toArray());
    const missing = [...new Set(wires)].filter((w) => !have.has(w));
    if (missing.length) o.doc.transact(() => o.log.push(missing), ORIGIN_ARCHIVE);
  };
  const observer = (event: Y.YArrayEvent<string>) => {
    if (event.transaction.origin !== ORIGIN_LOCAL || !shouldPublish()) return;
    const own = logChanges(event.transaction, o.log).added.filter((w): w is string => typeof w === 'string');
    // a relay that fails is the next heal's business: nothing to tell the page
    if (own.length) o.archive.publish(own).catch(() => {});
  };
  o.log.observe(observer);
  let unsubscribe = () => {};
  const ready = o.archive.fetch().then((report) => {
    pushMissing(report.wires);
    if (detached) return report;
    // live events from here on (the subscription asks from a little before now: nothing falls between)
    unsubscribe = o.archive.subscribe(pushMissing);
    if (shouldPublish()) o.archive.heal(report, { renew: o.renew?.() ?? true, keep: o.keep }).catch(() => {});
    return report;
  });
  return {
    ready,
    detach() {
      detached = true;
      o.log.unobserve(observer);
      unsubscribe();
    },
  };
}
