/**
 * Table talk: short signed messages and quick reactions between everyone at a table, in the room's
 * Y.Doc under `talk`, a Y.Array of its own: never in the move log, never in the game record. It is
 * kept (and persisted) with the document, so a refresh or a late joiner sees the conversation.
 *
 * Every wire is an attacker's until verified, and what a peer shows is decided on the receiving side
 * alone, by rules every reader applies the same way to the signed fields:
 * - a wire is read only if short (talk-seal.ts), and verified only if it could be shown;
 * - per sender, at most RATE_LIMIT messages within RATE_WINDOW_MS (by the sender's signed clock,
 *   which never goes back) and the newest MAX_PER_SENDER are shown; older ones are deleted;
 * - senders without a seat (watchers) are shown for at most MAX_WATCHERS keys, first come: new keys
 *   cost nothing to make, so a crowd of them is capped and can never push a seat's words out;
 * - forged, malformed and superseded wires are deleted from the array (pruning.ts), so a flood
 *   leaves only tombstones; signature checks run in slices with a budget per pass (slices.ts).
 */
import type * as Y from 'yjs';
import type { Identity } from './identity.js';
import { ORIGIN_PRUNE, pruneLog } from './pruning.js';
import { pause } from './slices.js';
import { cleanText, openTalk, readTalk, sealTalk, type TalkKind, type TalkMessage, type TalkResult } from './talk-seal.js';

export { MAX_TEXT, MAX_TALK_WIRE, REACTIONS, type TalkError, type TalkKind, type TalkMessage, type TalkResult } from './talk-seal.js';

/** Messages a sender may write within RATE_WINDOW_MS; more are not shown (nor sent by an honest page). */
export const RATE_LIMIT = 5;
export const RATE_WINDOW_MS = 10_000;
/** The newest messages of one sender kept; older ones are dropped. */
export const MAX_PER_SENDER = 30;
/** Senders without a seat whose messages are shown. */
export const MAX_WATCHERS = 8;
/** A message dated further than this ahead of our clock is not shown (yet). */
export const MAX_AHEAD_MS = 60_000;
/** Signature checks in one pass over the array; a flood is checked over several passes, in slices. */
export const CHECKS_PER_PASS = 200;
/** Verified messages of a sender looked at: enough to judge the newest MAX_PER_SENDER by the rate. */
const LOOKED_AT = MAX_PER_SENDER * 2;
/** Remembered verdicts (wire → signature good) before they are forgotten and checked again. */
const MEMO_LIMIT = 5_000;

/** Origin of this peer's messages in the talk array. */
export const ORIGIN_TALK = 'carc-talk';

export interface TalkOptions {
  doc: Y.Doc;
  room: string;
  me: Identity;
  /** the keys of the table's seats now (lobby or start): their messages are never crowded out */
  seatKeys: () => ReadonlySet<string>;
  /** ms; the page's clock */
  now?: () => number;
}

export class TableTalk extends EventTarget {
  readonly array: Y.Array<string>;
  /** what this peer shows: verified, within the bounds, oldest first */
  messages: readonly TalkMessage[] = [];
  private verdicts = new Map<string, boolean>();
  private running: Promise<void> | null = null;
  private dirty = false;
  private closed = false;
  /** this key's newest count and time (its own messages, verified or just written) */
  private last = { n: 0, t: 0 };
  /** times of this page's messages in the last window (shown or not yet) */
  private sent: number[] = [];
  private readonly now: () => number;
  private readonly observer = (e: Y.YArrayEvent<string>) => {
    if (e.transaction.origin !== ORIGIN_PRUNE) this.request();
  };

  constructor(private readonly o: TalkOptions) {
    super();
    this.now = o.now ?? (() => Date.now());
    this.array = o.doc.getArray<string>('talk');
    this.array.observe(this.observer);
    this.request();
  }

  /**
   * Signs and shares a message (`say`, cleaned plain text) or a reaction (`react`). Refused with
   * `talk/bad-message` (empty, too long, not a reaction) or `talk/too-fast` (past the rate other
   * pages hold every sender to).
   */
  async send(kind: TalkKind, raw: string): Promise<TalkResult<TalkMessage>> {
    if (this.closed) return { ok: false, error: { code: 'talk/closed', message: 'The table is closed.' } };
    const clean = cleanText(kind, raw);
    if (!clean.ok) return clean;
    // this key's earlier messages (a refresh) are counted first: a count used twice loses one
    await this.whenIdle();
    const now = Math.max(Math.floor(this.now()), this.last.t);
    const inWindow = (times: number[]) => times.filter((t) => t > now - RATE_WINDOW_MS).length;
    const shownMine = this.messages.filter((m) => m.author === this.o.me.publicKey).map((m) => m.t);
    this.sent = this.sent.filter((t) => t > now - RATE_WINDOW_MS);
    if (Math.max(inWindow(shownMine), this.sent.length) >= RATE_LIMIT)
      return { ok: false, error: { code: 'talk/too-fast', message: `At most ${RATE_LIMIT} messages every ${RATE_WINDOW_MS / 1000} seconds: wait a moment.` } };
    const n = this.last.n + 1;
    this.last = { n, t: now };
    this.sent.push(now);
    const m = await sealTalk(this.o.me, this.o.room, { n, t: now, kind, text: clean.value });
    if (this.closed) return { ok: false, error: { code: 'talk/closed', message: 'The table is closed.' } };
    this.remember(m.wire, true);
    this.o.doc.transact(() => this.array.push([m.wire]), ORIGIN_TALK);
    return { ok: true, value: m };
  }

  /** Judges the array again (the seats changed: who is a watcher did too). */
  refresh(): void {
    this.request();
  }

  /** Resolves once everything in the array so far has been judged. */
  async whenIdle(): Promise<void> {
    while (this.running) await this.running;
  }

  close(): void {
    this.closed = true;
    this.array.unobserve(this.observer);
  }

  private request(): void {
    this.dirty = true;
    if (this.running || this.closed) return;
    this.running = (async () => {
      try {
        while (this.dirty && !this.closed) {
          this.dirty = false;
          await this.pass();
        }
      } finally {
        this.running = null;
      }
    })();
  }

  /** One pass: read every wire, verify what could be shown (within budget), choose, prune. */
  private async pass(): Promise<void> {
    const byAuthor = new Map<string, TalkMessage[]>();
    const doomed = new Set<string>();
    for (const w of this.array.toArray()) {
      await pause();
      const r = readTalk(w);
      if (!r.ok) {
        if (typeof w === 'string') doomed.add(w);
        continue;
      }
      const list = byAuthor.get(r.value.author);
      if (list) list.push(r.value);
      else byAuthor.set(r.value.author, [r.value]);
    }
    const seats = this.o.seatKeys();
    const earliest = new Map([...byAuthor].map(([k, list]) => [k, list.reduce((t, m) => Math.min(t, m.t), Number.MAX_SAFE_INTEGER)]));
    const watchers = [...byAuthor.keys()].filter((k) => !seats.has(k)).sort((a, b) => earliest.get(a)! - earliest.get(b)! || (a < b ? -1 : 1));
    const order = [...[...byAuthor.keys()].filter((k) => seats.has(k)), ...watchers];
    const budget = { checks: CHECKS_PER_PASS };
    const shown: TalkMessage[] = [];
    let watcherSlots = MAX_WATCHERS;
    for (const author of order) {
      const watcher = !seats.has(author);
      if (watcher && watcherSlots === 0) break;
      const kept = await this.judge(byAuthor.get(author)!, budget, doomed);
      if (watcher && kept.length) watcherSlots--;
      shown.push(...kept);
    }
    if (budget.checks <= 0) this.dirty = true;
    shown.sort((a, b) => a.t - b.t || (a.author < b.author ? -1 : a.author > b.author ? 1 : a.n - b.n));
    if (shown.map((m) => m.sig).join() !== this.messages.map((m) => m.sig).join()) {
      this.messages = shown;
      this.dispatchEvent(new CustomEvent('change'));
    }
    if (doomed.size && !this.closed) await pruneLog(this.o.doc, this.array, (w) => typeof w !== 'string' || doomed.has(w));
  }

  /**
   * One sender's messages to show: the newest verified ones (newest first, one per count), held
   * to the rate oldest first, the newest MAX_PER_SENDER of them. Forgeries, second messages for a
   * count and messages older than LOOKED_AT verified newer ones go to `doomed`.
   */
  private async judge(list: TalkMessage[], budget: { checks: number }, doomed: Set<string>): Promise<TalkMessage[]> {
    list.sort((a, b) => b.n - a.n || (a.sig < b.sig ? -1 : 1));
    const valid: TalkMessage[] = [];
    const ahead = this.now() + MAX_AHEAD_MS;
    for (const m of list) {
      if (valid.length >= LOOKED_AT || (valid.length && valid[valid.length - 1].n === m.n)) {
        doomed.add(m.wire);
        continue;
      }
      let ok = this.verdicts.get(m.wire);
      if (ok === undefined) {
        if (budget.checks <= 0) break;
        budget.checks--;
        await pause();
        ok = await openTalk(this.o.room, m);
        this.remember(m.wire, ok);
      }
      if (!ok) doomed.add(m.wire);
      else valid.push(m);
    }
    const newest = valid[0];
    if (newest?.author === this.o.me.publicKey && newest.n > this.last.n) this.last = { n: newest.n, t: Math.max(newest.t, this.last.t) };
    // dated too far ahead: not shown (yet), but counted, so its sender cannot pile them up
    const showable = valid.filter((m) => m.t <= ahead);
    const kept: TalkMessage[] = [];
    for (const m of showable.reverse()) {
      const prev = kept[kept.length - 1];
      if (prev && m.t < prev.t) continue;
      if (kept.filter((k) => k.t > m.t - RATE_WINDOW_MS).length >= RATE_LIMIT) continue;
      kept.push(m);
    }
    return kept.slice(-MAX_PER_SENDER);
  }

  private remember(wire: string, ok: boolean): void {
    if (this.verdicts.size >= MEMO_LIMIT) this.verdicts.clear();
    this.verdicts.set(wire, ok);
  }
}
