/**
 * Memos of pure results keyed by their exact inputs (a signature check, a wire's hash, a derived
 * chain, an imported key): every peer of a process, and each peer again on every resync or
 * restore, meets the same bytes. Each is bounded; when full it forgets everything, which is cheap
 * and lets no flood of junk grow it. `forgetMemos` empties every one: benchmarks measure a peer
 * that has computed nothing yet.
 */
const memos = new Set<BoundedMemo<unknown>>();

export class BoundedMemo<V> {
  private readonly map = new Map<string, V>();
  private held = 0;

  /** At most `limit` in all, each key weighing `weigh(key)` (1 unless told). */
  constructor(
    private readonly limit: number,
    private readonly weigh: (key: string) => number = () => 1,
  ) {
    memos.add(this as BoundedMemo<unknown>);
  }

  /** The result for `key`, made by `make` the first time. */
  get(key: string, make: () => V): V {
    if (this.map.has(key)) return this.map.get(key) as V;
    const value = make();
    const weight = this.weigh(key);
    if (this.held + weight > this.limit) this.clear();
    this.map.set(key, value);
    this.held += weight;
    return value;
  }

  clear(): void {
    this.map.clear();
    this.held = 0;
  }
}

/** Empties every memo of the sync layer. */
export function forgetMemos(): void {
  for (const memo of memos) memo.clear();
}
