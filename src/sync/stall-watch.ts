/**
 * Who keeps the table waiting, and for how long, as this peer sees it. Time is local: each peer
 * starts the clock when it sees the position open (the chain head change), and the table's
 * patience (a start option) runs from there; each seat's "wait" vote cast at this head adds one
 * more period. Past the deadline a majority of the other seats may vote the seat away; one period
 * later (`silent`), a seat that has not voted joins the removal the others asked for, so a player
 * who never votes delays an away by one period at most. Only the votes and the `away` entry that
 * embeds them are shared and checked by everyone: a clock is one peer's word. At a table played
 * over days the clock starts when this browser first saw the position, reloads included (first-seen.ts).
 */
import type { SignedEntry } from './entry.js';
import { firstSeen, type FirstSeen } from './first-seen.js';
import type { Clock } from './restorer.js';
import { owed, type TableState } from './table.js';
import type { VoteBody, VoteChoice } from './votes.js';

export interface Stall {
  /** the seat the table waits for (the first, if several) */
  seat: number;
  name: string;
  /** what it owes: its seed commitment, its draw link, or its move */
  what: 'commit' | 'link' | 'move';
  /** local clock (ms) when the wait began here */
  since: number;
  /** local clock (ms) when the table may vote (commit: when the host may start without the seat) */
  deadline: number;
  /** whether the deadline has passed */
  overdue: boolean;
  /** local clock (ms) from when this seat, if it has not voted, joins a removal another seat voted for (one period after the deadline) */
  silentAt: number;
  /** whether `silentAt` has passed */
  silent: boolean;
  /** votes cast at this position about this seat, one per seat (its latest); a bot vote names its level */
  votes: { seat: number; choice: VoteChoice; level?: string }[];
}

/** The longest delay a timer takes (2^31 - 1 ms, about 24.8 days): a longer one fires at once, so a table played over days re-arms on the way. */
const LONGEST_TIMER = 2 ** 31 - 1;

export class StallWatch {
  private head: string | null | undefined = undefined;
  private since = 0;
  private timer: unknown = null;
  private armedFor: number | null = null;

  constructor(
    private readonly clock: Clock,
    /** called when a deadline passes (the view changes, and votes may now complete) */
    private readonly onDeadline: () => void,
    /** over days: when this browser first saw each position, across reloads */
    private readonly seen: FirstSeen = firstSeen(),
  ) {}

  /** The stall at `head` (null when nobody but this peer is awaited, or the game is not on). */
  read(state: TableState, head: string | null, votes: Iterable<SignedEntry>, me: string): Stall | null {
    if (head !== this.head) {
      this.head = head;
      this.since = this.clock.time();
      // over days, a page opened again counts from when this browser first saw the position
      if (head !== null && state.start?.days) this.since = this.seen.first(head, this.since);
    }
    const waiting = owed(state).filter((o) => state.seats[o.seat].key !== me);
    if (!state.start || !waiting.length || head === null) return this.arm(null);
    const { seat, what } = waiting[0];
    const latest = new Map<number, { choice: VoteChoice; level?: string }>();
    const waits = new Set<number>();
    for (const v of votes) {
      const body = v.body as unknown as VoteBody;
      const voter = state.seats.findIndex((s) => s.key === v.author);
      if (body.at !== head || body.seat !== seat || voter < 0 || voter === seat) continue;
      // one more period per seat that asked, however many times it did
      if (body.choice === 'wait') waits.add(voter);
      latest.set(voter, body.level ? { choice: body.choice, level: body.level } : { choice: body.choice });
    }
    const period = state.start.patience * 1000;
    const deadline = this.since + period * (1 + waits.size);
    const now = this.clock.time();
    const stall: Stall = {
      seat,
      name: state.seats[seat].name,
      what,
      since: this.since,
      deadline,
      overdue: now >= deadline,
      silentAt: deadline + period,
      silent: now >= deadline + period,
      votes: [...latest].sort((a, b) => a[0] - b[0]).map(([s, v]) => ({ seat: s, ...v })),
    };
    return this.arm(stall);
  }

  /** One timer, at the deadline in force, then one period later once a seat asked for a removal (the page reads the stall on every render: the timer stays). */
  private arm(stall: Stall | null): Stall | null {
    const removal = stall?.votes.some((v) => v.choice !== 'wait');
    const at = !stall || stall.silent ? null : !stall.overdue ? stall.deadline : removal ? stall.silentAt : null;
    if (at === this.armedFor) return stall;
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.armedFor = at;
    if (at !== null) {
      this.timer = this.clock.setTimeout(
        () => {
          this.timer = null;
          this.armedFor = null;
          this.onDeadline();
        },
        Math.min(LONGEST_TIMER, Math.max(0, at - this.clock.time())),
      );
    }
    return stall;
  }

  close(): void {
    this.arm(null);
  }
}
