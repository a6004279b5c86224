/**
 * When this browser first saw each position of a table played over days, kept across reloads:
 * a player who moved, closed the tab and opens the link two days later sees the wait counted from
 * when their browser saw it open, not from the reload. Only this browser's word, like any clock
 * (stall-watch.ts); kept in localStorage, bounded, or in memory where there is none.
 */

export interface FirstSeen {
  /** When `head` was first seen here (ms), noting `now` if it never was. */
  first(head: string, now: number): number;
}

const KEY = 'carc-first-seen';
/** positions remembered: the latest of every table this browser follows over days */
const KEEP = 200;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function storageOf(): Store | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The first-seen times in a storage (localStorage by default; a memory that forgets at close where there is none). */
export function firstSeen(storage: () => Store | undefined = storageOf): FirstSeen {
  const memory = new Map<string, number>();
  const read = (store: Store): Map<string, number> => {
    try {
      const raw = JSON.parse(store.getItem(KEY) ?? '{}') as unknown;
      const out = new Map<string, number>();
      if (raw && typeof raw === 'object' && !Array.isArray(raw)) for (const [head, at] of Object.entries(raw)) if (typeof at === 'number' && Number.isFinite(at)) out.set(head, at);
      return out;
    } catch {
      return new Map();
    }
  };
  const write = (store: Store | undefined, seen: Map<string, number>): void => {
    const kept = [...seen].sort((a, b) => b[1] - a[1]).slice(0, KEEP);
    if (!store) {
      memory.clear();
      for (const [head, at] of kept) memory.set(head, at);
      return;
    }
    try {
      store.setItem(KEY, JSON.stringify(Object.fromEntries(kept)));
    } catch {
      // storage full or refused: the count starts at this page's opening, as at a live table
    }
  };
  return {
    first(head, now) {
      const store = storage();
      const seen = store ? read(store) : memory;
      const at = seen.get(head);
      // a time ahead of this clock (it was set back) counts from now
      if (at !== undefined && at <= now) return at;
      seen.set(head, now);
      write(store, seen);
      return now;
    },
  };
}
