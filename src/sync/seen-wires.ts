/**
 * Wires this peer refused, remembered so that the same bytes seen again (every deletion hands
 * deleted content back, every wipe all of it) cost a lookup instead of a parse, and so that the
 * junk among them can be deleted from the shared log. Bounded: long wires are remembered by a short
 * fingerprint, never by their text (8 KiB junk would otherwise be kept alive here for ever), and the
 * oldest are forgotten first; a forgotten wire is only judged again.
 */

export const MAX_SEEN = 50_000;
const SHORT = 200;

// seeded per page: nobody can aim a long wire at the fingerprint of another
const SEED = (Math.random() * 0x100000000) >>> 0;

/** The wire itself when short, else its length and a 64-bit seeded hash (two 32-bit lanes). */
export function fingerprint(wire: string): string {
  if (wire.length <= SHORT) return wire;
  let a = SEED ^ 0x9e3779b9;
  let b = SEED ^ 0x85ebca6b;
  for (let i = 0; i < wire.length; i++) {
    const c = wire.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15);
  }
  return `${wire.length}:${(a >>> 0).toString(36)}:${(b >>> 0).toString(36)}`;
}

export class SeenWires {
  private seen = new Map<string, boolean>();

  /** Whether `wire` was refused before; `junk` when it may be deleted from the log. */
  get(wire: string): { junk: boolean } | null {
    const j = this.seen.get(fingerprint(wire));
    return j === undefined ? null : { junk: j };
  }

  add(wire: string, junk: boolean): void {
    const f = fingerprint(wire);
    if (this.seen.has(f)) return;
    this.seen.set(f, junk);
    if (this.seen.size > MAX_SEEN) this.seen.delete(this.seen.keys().next().value!);
  }
}
