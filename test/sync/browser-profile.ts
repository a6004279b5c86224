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

export class Tab {
  /** sessionStorage: kept across reloads of this tab, copied when the tab is duplicated */
  readonly storage = new Map<string, string>();
  private releases = new Set<() => void>();

  constructor(readonly profile: BrowserProfile) {}

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

  /** The browser's "Duplicate tab": a new tab with a copy of this one's sessionStorage. */
  duplicate(): Tab {
    const copy = new Tab(this.profile);
    for (const [k, v] of this.storage) copy.storage.set(k, v);
    return copy;
  }
}
