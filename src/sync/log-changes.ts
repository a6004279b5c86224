/**
 * What one transaction added to and deleted from the log. Yjs's `event.changes` walks the whole
 * array, tombstones included, on every event: a flood of small pushes would cost the square of its
 * length. This looks only at the structs the transaction created (between its before and after
 * state vectors) and at its delete set. Called from an observer, before Yjs merges or collects
 * anything, so deleted content is still readable.
 */
import * as Y from 'yjs';

export function logChanges<T>(tr: Y.Transaction, log: Y.Array<T>): { added: unknown[]; deleted: unknown[] } {
  const added: unknown[] = [];
  const deleted: unknown[] = [];
  // by shape, not instanceof: a page may load two copies of Yjs (a dependency's own)
  const inLog = (s: Y.Item) => s.parent === (log as unknown) && !!s.content && s.countable;
  tr.afterState.forEach((after, client) => {
    const before = tr.beforeState.get(client) ?? 0;
    if (after <= before) return;
    const structs = tr.doc.store.clients.get(client) ?? [];
    for (let i = Y.findIndexSS(structs, before); i < structs.length && structs[i].id.clock < after; i++) {
      const s = structs[i] as Y.Item;
      if (inLog(s) && !s.deleted) added.push(...s.content.getContent());
    }
  });
  Y.iterateDeletedStructs(tr, tr.deleteSet, (s) => {
    if (inLog(s as Y.Item)) deleted.push(...(s as Y.Item).content.getContent());
  });
  return { added, deleted };
}
