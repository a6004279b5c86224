/** A localStorage for Node tests (stub it with `vi.stubGlobal('localStorage', new MemoryStorage())`). */
export class MemoryStorage {
  items = new Map<string, string>();
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.items.set(k, v);
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
}
