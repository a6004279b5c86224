/**
 * Rebuilds the verified chain from an unordered set of entries. Yjs array order is not turn order
 * (concurrent pushes interleave differently on each peer), so the chain follows `prev` hashes from
 * the root and each entry is checked against the state its ancestors built.
 *
 * Fork choice, the same on every peer with the same set of entries:
 * 1. at the root, the start this peer has seen built on by another seat (`pinnedStart`, kept
 *    across refreshes by the session), then a start that seats this peer (`rootFavour`): a host
 *    that later signs a second start, however long the history it forges under it with keys of its
 *    own, never replaces the game its friends played;
 * 2. the branch another key has built on: an entry that a seat other than its author has signed on
 *    top of (seen, acknowledged) beats a rival its author alone continues, whatever that rival's
 *    length, so a seen move cannot be swapped even while its designated acknowledger is away;
 * 3. the longest valid continuation (two rivals both built on: an equivocator reached two
 *    partitions, or two seats raced for a position; one must win everywhere);
 * 4. the lowest hash.
 * Honest seats whose entry lost a race write it again on the new head (session.ts). The result
 * depends only on the set of entries (and the pin), never on the order they arrived in.
 */
import type { SyncError } from './types.js';

export interface ChainOps<E extends { hash: string; prev: string | null; author: string }, S> {
  apply(state: S, entry: E): SyncError | null;
  clone(state: S): S;
  /** how much this peer favours a start at a fork at the root, given every valid branch there (chain-pool.ts), before anything else */
  rootFavour?: (start: E, branches: readonly (readonly E[])[]) => number;
  /**
   * The state after an entry, if this peer still holds it from an earlier build (never to be
   * changed: it is cloned). It is a function of the entry's hash alone, which fixes the whole path
   * before it, so a rebuild starts a run of entries after the deepest one known instead of at the root.
   */
  known?: (hash: string) => S | undefined;
}

/** Whether another key signed on top of the first entry of `path`. */
function builtOn(path: readonly { author: string }[]): boolean {
  return path.some((e) => e.author !== path[0].author);
}

export interface ChainResult<E, S> {
  chain: E[];
  /** the state after the chain (possibly one `known` gave: like those, never to be changed) */
  state: S;
  /** entries refused where they stand: hash → why, and the prev they named */
  rejected: Map<string, { error: SyncError; entry: E }>;
}

export function buildChain<E extends { hash: string; prev: string | null; author: string }, S>(entries: Iterable<E>, root: S, ops: ChainOps<E, S>): ChainResult<E, S> {
  const children = new Map<string | null, E[]>();
  for (const e of entries) {
    const list = children.get(e.prev);
    if (list) list.push(e);
    else children.set(e.prev, [e]);
  }
  for (const list of children.values()) list.sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));
  const rejected = new Map<string, { error: SyncError; entry: E }>();

  /** Best path below `parent`, applied to `state`: changed along the way when `owned`, else (a known state) cloned first. */
  const explore = (parent: string | null, state: S, owned: boolean): { path: E[]; state: S } => {
    const path: E[] = [];
    let at = parent;
    for (;;) {
      const kids = children.get(at);
      if (!kids) return { path, state };
      if (kids.length === 1) {
        // a run of only children, applied one after the other from the deepest state already known
        const run: E[] = [];
        for (let k: E[] | undefined = kids; k?.length === 1; k = children.get(k[0].hash)) run.push(k[0]);
        let i = run.length - 1;
        let known: S | undefined;
        while (i >= 0 && !(known = ops.known?.(run[i].hash))) i--;
        if (known) {
          [state, owned] = [known, false];
          for (let j = 0; j <= i; j++) path.push(run[j]);
        }
        for (i++; i < run.length; i++) {
          if (!owned) [state, owned] = [ops.clone(state), true];
          const error = ops.apply(state, run[i]);
          if (error) {
            rejected.set(run[i].hash, { error, entry: run[i] });
            return { path, state };
          }
          path.push(run[i]);
        }
        at = run[run.length - 1].hash;
        continue;
      }
      const branches: { path: E[]; state: S }[] = [];
      for (const kid of kids) {
        const known = ops.known?.(kid.hash);
        const s = known ?? ops.clone(state);
        const error = known ? null : ops.apply(s, kid);
        if (error) {
          rejected.set(kid.hash, { error, entry: kid });
          continue;
        }
        const sub = explore(kid.hash, s, !known);
        branches.push({ path: [kid, ...sub.path], state: sub.state });
      }
      let best: { path: E[]; state: S; rank: number[] } | null = null;
      for (const b of branches) {
        // kids are sorted by hash: on a tie the first (lowest) stays
        const rank = [
          at === null && ops.rootFavour
            ? ops.rootFavour(
                b.path[0],
                branches.map((x) => x.path),
              )
            : 0,
          builtOn(b.path) ? 1 : 0,
          b.path.length,
        ];
        if (!best || outranks(rank, best.rank)) best = { ...b, rank };
      }
      if (!best) return { path, state };
      for (const e of best.path) path.push(e);
      return { path, state: best.state };
    }
  };
  const { path, state } = explore(null, root, true);
  return { chain: path, state, rejected };
}

function outranks(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return false;
}

export interface Extension<E, S> extends ChainResult<E, S> {
  /** the state before the chain's last entry (to judge a rival of the head), or null if unknown */
  before: S | null;
}

/**
 * What buildChain would return, without replaying the whole chain, in the common cases: new
 * entries extend the head one after the other; an entry refused where it stands (a seat's illegal
 * move, a cheater's junk at its own position) is only rejected; a rival of an entry that already
 * has a continuation can never win (the longest continuation wins), so it changes nothing. Null when
 * it cannot tell (two valid rivals, a rival of the head with no `before`, an entry off the chain):
 * then the caller rebuilds. `state` is mutated only through `apply`, which is atomic.
 *
 * `kids(prev)` lists the pool's entries naming `prev`; `fresh` are those new since the last call.
 */
export function extendChain<E extends { hash: string; prev: string | null; author: string }, S>(
  chain: readonly E[],
  state: S,
  before: S | null,
  kids: (prev: string | null) => readonly E[],
  fresh: Iterable<E>,
  ops: ChainOps<E, S>,
): Extension<E, S> | null {
  const out = [...chain];
  const rejected = new Map<string, { error: SyncError; entry: E }>();
  for (;;) {
    const head = out.length ? out[out.length - 1].hash : null;
    const valid: { kid: E; state: S }[] = [];
    for (const kid of kids(head)) {
      if (rejected.has(kid.hash)) continue;
      const s = ops.clone(state);
      const error = ops.apply(s, kid);
      if (error) rejected.set(kid.hash, { error, entry: kid });
      else valid.push({ kid, state: s });
    }
    if (!valid.length) break;
    if (valid.length > 1) return null;
    before = state;
    state = valid[0].state;
    out.push(valid[0].kid);
  }
  const index = new Map<string | null, number>([[null, 0]]);
  out.forEach((e, i) => index.set(e.hash, i + 1));
  const onChain = new Set(out.map((e) => e.hash));
  for (const e of fresh) {
    if (onChain.has(e.hash) || rejected.has(e.hash)) continue;
    const at = index.get(e.prev);
    if (at === undefined) return null;
    // the entry at its position has a continuation: a rival without one cannot overtake it
    if (at < out.length - 1) continue;
    if (at !== out.length - 1 || before === null) return null;
    const error = ops.apply(ops.clone(before), e);
    if (!error) return null;
    rejected.set(e.hash, { error, entry: e });
  }
  return { chain: out, state, before, rejected };
}
