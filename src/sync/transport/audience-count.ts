/**
 * How many are watching, counted without every watcher telling every other one. If each watcher
 * kept an awareness state on the relay, each join or renewal would go to all watchers: traffic
 * grows with the square of the audience. Instead each watcher draws a rank once (the leading zero
 * bits of a random 32-bit number: rank ≥ k with probability 2^-k), and only watchers whose rank
 * reaches the audience's level publish a state. The level is the smallest one at which at most
 * TARGET_STATES others publish, so about TARGET_STATES states exist whatever the audience, and the
 * count is those states times 2^level: exact for a small audience (level 0: everyone publishes),
 * within about a fifth for a large one. Every reader applies the same rule to the same states.
 *
 * States are anyone's to write: a state is read only if it is `{ w: rank }` with a small rank, at
 * most MAX_READ of them are looked at, and the count is capped, so a vandal can inflate the number
 * shown (never above MAX_COUNT) but cannot make a reader do more than a bounded scan.
 */

/** About how many watchers publish a state at any level. */
export const TARGET_STATES = 24;
/** States looked at, at most, per count. */
export const MAX_READ = 512;
/** The highest count shown. */
export const MAX_COUNT = 1_000_000;
const MAX_RANK = 31;

/** A rank from a random 32-bit number: its leading zero bits. */
export function rankOf(random32: number): number {
  return Math.min(MAX_RANK, Math.clz32(random32 >>> 0));
}

/** The ranks in awareness states, skipping `self` and whatever is not `{ w: rank }`; at most MAX_READ looked at. */
export function ranksOf(states: Map<number, unknown>, self: number | null): number[] {
  const ranks: number[] = [];
  let looked = 0;
  for (const [client, state] of states) {
    if (++looked > MAX_READ) break;
    if (client === self || typeof state !== 'object' || state === null) continue;
    const w = (state as { w?: unknown }).w;
    if (Number.isInteger(w) && (w as number) >= 0 && (w as number) <= MAX_RANK) ranks.push(w as number);
  }
  return ranks;
}

/** The audience's level: the smallest at which fewer than TARGET_STATES of these ranks reach it. */
export function levelOf(ranks: readonly number[]): number {
  const atLeast = new Array<number>(MAX_RANK + 2).fill(0);
  for (const r of ranks) atLeast[r]++;
  for (let r = MAX_RANK; r >= 0; r--) atLeast[r] += atLeast[r + 1];
  let level = 0;
  while (level < MAX_RANK && atLeast[level] >= TARGET_STATES) level++;
  return level;
}

/**
 * What one page reads of the audience: the level, whether its own rank (null for a seat, which is
 * not counted) publishes at it, and the count it shows.
 */
export function audienceCount(others: readonly number[], myRank: number | null): { level: number; publish: boolean; watchers: number } {
  const level = levelOf(others);
  const publish = myRank !== null && myRank >= level;
  const seen = others.filter((r) => r >= level).length + (publish ? 1 : 0);
  return { level, publish, watchers: Math.min(MAX_COUNT, seen * 2 ** level) };
}
