/**
 * Work in slices: a long batch (a late joiner's whole log, a flood of junk) gives the page back
 * every few milliseconds, so input, rendering and the network keep going however much arrives.
 * Promise continuations alone never let the page in; a macrotask does.
 */

/** How long one slice may hold the thread. */
export const SLICE_MS = 8;

type Yield = () => Promise<void>;

const nextTask: Yield = (() => {
  const g = globalThis as { setImmediate?: (f: () => void) => void; MessageChannel?: typeof MessageChannel; scheduler?: { yield?: () => Promise<void> } };
  // Node: setImmediate runs after pending I/O, without the 1 ms timer floor
  if (typeof g.setImmediate === 'function') return () => new Promise<void>((r) => g.setImmediate!(r));
  // browsers that have it: the page renders and takes input, then we go on ahead of other tasks
  if (typeof g.scheduler?.yield === 'function') return () => g.scheduler!.yield!();
  // browsers: a message is a task of its own, without setTimeout's 4 ms clamp once nested
  if (typeof g.MessageChannel === 'function') {
    const channel = new g.MessageChannel();
    const waiting: (() => void)[] = [];
    channel.port1.onmessage = () => waiting.shift()?.();
    return () =>
      new Promise<void>((r) => {
        waiting.push(r);
        channel.port2.postMessage(null);
      });
  }
  return () => new Promise<void>((r) => setTimeout(r, 0));
})();

/** When the page's current turn began running our work (null: we have not run in this turn yet). */
let runStart: number | null = null;

/**
 * Yields a macrotask once this turn of the page has run our work for SLICE_MS. A turn is counted
 * from the first call in it, not from the last yield: after an idle page the first entry goes
 * through at once (a yield there would only add latency, tens of ms behind rendering and input in
 * a browser). The clock is shared by every caller in the page: a flood comes as many small batches
 * chained on promises, each too short to count on its own, which together would never let the page in.
 */
export async function pause(): Promise<void> {
  const now = performance.now();
  if (runStart === null) {
    runStart = now;
    // queued now, it runs when this turn is over, before any yield queued later: a new turn, a new slice
    void nextTask().then(() => (runStart = null));
    return;
  }
  if (now - runStart < SLICE_MS) return;
  await nextTask();
}
