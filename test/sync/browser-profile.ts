/**
 * A browser profile for Node tests: one IndexedDB (fake-indexeddb, a full implementation in
 * memory) and one lock manager shared by its tabs, and per tab a sessionStorage and the locks it
 * holds, given back when the tab goes (a page's Web Locks live as long as the page).
 */
import { IDBFactory } from 'fake-indexeddb';
import { indexedDbVault } from '../../src/sync/browser-keys.js';
import type { KeyLocks, KeyStore } from '../../src/sync/key-store.js';

/** Exclusive named locks with Web Locks' two ways of asking: only if free now, or waiting up to a time. */
class LockManager {
  private held = new Set<string>();
  private waiting = new Map<string, (() => void)[]>();

  /** How many asks, for any lock, are waiting for it to be let go of. */
  get waiters(): number {
    let n = 0;
    for (const list of this.waiting.values()) n += list.length;
    return n;
  }

  async hold(name: string, waitMs: number): Promise<(() => void) | null> {
    if (this.held.has(name)) {
      if (waitMs <= 0) return null;
      const freed = await new Promise<boolean>((resolve) => {
        const wake = () => (clearTimeout(timer), resolve(true));
        const timer = setTimeout(() => {
          this.waiting.set(
            name,
            (this.waiting.get(name) ?? []).filter((w) => w !== wake),
          );
          resolve(false);
        }, waitMs);
        this.waiting.set(name, [...(this.waiting.get(name) ?? []), wake]);
      });
      if (!freed) return null;
      // handed over by the releasing holder: still marked held, now ours
    } else this.held.add(name);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const [next, ...rest] = this.waiting.get(name) ?? [];
      this.waiting.set(name, rest);
      // the first waiter takes it over before anyone else can ask
      if (next) next();
      else this.held.delete(name);
    };
  }
}

export class BrowserProfile {
  readonly indexedDB = new IDBFactory();
  readonly locks = new LockManager();

  tab(): Tab {
    return new Tab(this);
  }
}

/** One page in a browser tab: the tab's sessionStorage, and the locks this page holds. */
export class Tab {
  private releases = new Set<() => void>();

  /** `storage` is the tab's sessionStorage: kept across reloads of this tab, copied when it is duplicated */
  constructor(
    readonly profile: BrowserProfile,
    readonly storage = new Map<string, string>(),
  ) {}

  get keys(): KeyStore {
    const locks: KeyLocks = {
      hold: async (name, waitMs) => {
        const release = await this.profile.locks.hold(name, waitMs);
        if (!release) return null;
        this.releases.add(release);
        return () => (this.releases.delete(release), release());
      },
    };
    const storage = this.storage;
    return { vault: indexedDbVault(this.profile.indexedDB), locks, tab: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) } };
  }

  /** The page goes (closed or reloaded): its locks are released, its sessionStorage stays with the tab. */
  unload(): void {
    for (const r of [...this.releases]) r();
  }

  /** A reload: the next page in this tab, with the tab's sessionStorage and none of this page's locks. */
  reload(): Tab {
    return new Tab(this.profile, this.storage);
  }

  /** The browser's "Duplicate tab": a new tab with a copy of this one's sessionStorage. */
  duplicate(): Tab {
    const copy = new Tab(this.profile);
    for (const [k, v] of this.storage) copy.storage.set(k, v);
    return copy;
  }
}
