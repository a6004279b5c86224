/**
 * How many are watching, counted without every watcher telling every other one. If each watcher
 * kept an awareness state on the relay, each join or renewal would go to all watchers: traffic
 * grows with the square of the audience. Instead each watcher draws a rank once (the leading zero
 * bits of a random 32-bit number: rank ≥ k with probability 2^-k), and only watchers whose rank
 * reaches the audience's level publish a state, `{ w: rank, l: level }`. The count is the states
 * at the level times 2^level: exact for a small audience (level 0: everyone publishes), within
 * about a fifth for a large one, from a few dozen states whatever the audience.
 *
 * The level is agreed through the states themselves: each page starts from the highest level a
 * state carries, raises it while TARGET_STATES × 2 or more states reach it, and lowers it by one when
 * fewer than TARGET_STATES / 2 do (the gap between the two keeps it from see-sawing). Every page
 * reads the same states, so they settle on one level and one count.
 *
 * States are anyone's to write: only `{ w, l }` with small integers is read, at most MAX_READ states
 * are looked at, and the count is capped. A vandal can move the number shown (never above
 * MAX_COUNT) or make fewer watchers publish; it cannot make a reader scan more than MAX_READ states,
 * nor make every watcher publish: more states only ever raise the level.
 */

/** About how many watchers publish a state at any level. */
export const TARGET_STATES = 24;
/** States looked at, at most, per count. */
export const MAX_READ = 512;
/** The highest count shown. */
export const MAX_COUNT = 1_000_000;
const MAX_RANK = 31;

/** A published state: the watcher's rank, and the level it publishes at. */
export interface CountState {
  w: number;
  l: number;
}

/** A rank from a random 32-bit number: its leading zero bits. */
export function rankOf(random32: number): number {
  return Math.min(MAX_RANK, Math.clz32(random32 >>> 0));
}

const small = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= MAX_RANK;

/** The count's states among awareness states, skipping `self` and whatever is not `{ w, l }`; at most MAX_READ looked at. */
export function statesOf(states: Map<number, unknown>, self: number | null): CountState[] {
  const read: CountState[] = [];
  let looked = 0;
  for (const [client, state] of states) {
    if (++looked > MAX_READ) break;
    if (client === self || typeof state !== 'object' || state === null) continue;
    const { w, l } = state as { w?: unknown; l?: unknown };
    if (small(w) && small(l) && w >= l) read.push({ w, l });
  }
  return read;
}

/**
 * The level to publish at: the highest level a state carries (so a page that raised it is
 * followed, and states can only ever push it up), raised while too many states reach it, lowered
 * by one when too few do.
 */
export function levelOf(states: readonly CountState[]): number {
  const reach = (level: number) => states.filter((s) => s.w >= level).length;
  let level = states.reduce((top, s) => Math.max(top, s.l), 0);
  if (reach(level) >= 2 * TARGET_STATES) {
    while (level < MAX_RANK && reach(level) >= 2 * TARGET_STATES) level++;
  } else if (level > 0 && reach(level) < TARGET_STATES / 2) level--;
  return level;
}

/**
 * What one page reads of the audience from the others' states: the level, whether its own rank
 * (null for a seat, which is not counted) publishes at it, and the count it shows.
 */
export function audienceCount(others: readonly CountState[], myRank: number | null): { level: number; publish: boolean; watchers: number } {
  const level = levelOf(others);
  const publish = myRank !== null && myRank >= level;
  const seen = others.filter((s) => s.w >= level).length + (publish ? 1 : 0);
  return { level, publish, watchers: Math.min(MAX_COUNT, seen * 2 ** level) };
}
