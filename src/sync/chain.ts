/**
 * Rebuilds the verified chain from an unordered set of entries. Yjs array order is not turn order
 * (concurrent pushes interleave differently on each peer), so the chain follows `prev` hashes from
 * the root and each entry is checked against the state its ancestors built.
 *
 * Fork choice. table.ts lets exactly one key write each position, so a fork (two valid entries
 * naming the same prev) is always an equivocation by that key. Every move is followed by another
 * seat's acknowledgement, so a move that has been seen always has the longer continuation. At a
 * fork the branch with the longest valid continuation wins; on equal length, the lowest hash. Why this is stable: once other seats
 * have built on an entry, a competing entry that arrives later has no continuation of its own (the
 * next positions belong to other keys, and an honest peer only signs on top of its own verified
 * head), so it cannot overtake what was already extended. Only an equivocator that reached two
 * partitions with two versions can cost the honest peers of the shorter side their moves, and they
 * are told (the 'superseded' event). The result depends only on the set of entries, never on the
 * order they arrived in, so every peer with the same set reaches the same chain.
 */
import type { SyncError } from './types.js';

export interface ChainOps<E extends { hash: string; prev: string | null }, S> {
  apply(state: S, entry: E): SyncError | null;
  clone(state: S): S;
}

export interface ChainResult<E, S> {
  chain: E[];
  state: S;
  /** entries refused where they stand: hash → why, and the prev they named */
  rejected: Map<string, { error: SyncError; entry: E }>;
}

export function buildChain<E extends { hash: string; prev: string | null }, S>(entries: Iterable<E>, root: S, ops: ChainOps<E, S>): ChainResult<E, S> {
  const children = new Map<string | null, E[]>();
  for (const e of entries) {
    const list = children.get(e.prev);
    if (list) list.push(e);
    else children.set(e.prev, [e]);
  }
  for (const list of children.values()) list.sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));
  const rejected = new Map<string, { error: SyncError; entry: E }>();

  /** Best path below `parent`, applied to `state` (mutated along the way). */
  const explore = (parent: string | null, state: S): { path: E[]; state: S } => {
    const path: E[] = [];
    let at = parent;
    for (;;) {
      const kids = children.get(at);
      if (!kids) return { path, state };
      if (kids.length === 1) {
        const error = ops.apply(state, kids[0]);
        if (error) {
          rejected.set(kids[0].hash, { error, entry: kids[0] });
          return { path, state };
        }
        path.push(kids[0]);
        at = kids[0].hash;
        continue;
      }
      let best: { path: E[]; state: S } | null = null;
      for (const kid of kids) {
        const s = ops.clone(state);
        const error = ops.apply(s, kid);
        if (error) {
          rejected.set(kid.hash, { error, entry: kid });
          continue;
        }
        const sub = explore(kid.hash, s);
        if (!best || sub.path.length + 1 > best.path.length) best = { path: [kid, ...sub.path], state: sub.state };
      }
      if (!best) return { path, state };
      for (const e of best.path) path.push(e);
      return { path, state: best.state };
    }
  };
  const { path, state } = explore(null, root);
  return { chain: path, state, rejected };
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
export function extendChain<E extends { hash: string; prev: string | null }, S>(
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
