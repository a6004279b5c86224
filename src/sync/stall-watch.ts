/**
 * Who keeps the table waiting, and for how long, as this peer sees it. Time is local: each peer
 * starts the clock when it sees the position open (the chain head change), and the table's
 * patience (a start option) runs from there; every "wait" vote cast at this head adds one more
 * period. Only the votes and the `away` entry that embeds them are shared and checked by everyone.
 */
import type { SignedEntry } from './entry.js';
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
  /** votes cast at this position about this seat, one per seat (its latest); a bot vote names its level */
  votes: { seat: number; choice: VoteChoice; level?: string }[];
}

export class StallWatch {
  private head: string | null | undefined = undefined;
  private since = 0;
  private timer: unknown = null;
  private armedFor: number | null = null;

  constructor(
    private readonly clock: Clock,
    /** called when a deadline passes (the view changes, and votes may now complete) */
    private readonly onDeadline: () => void,
  ) {}

  /** The stall at `head` (null when nobody but this peer is awaited, or the game is not on). */
  read(state: TableState, head: string | null, votes: Iterable<SignedEntry>, me: string): Stall | null {
    if (head !== this.head) {
      this.head = head;
      this.since = this.clock.time();
    }
    const waiting = owed(state).filter((o) => state.seats[o.seat].key !== me);
    if (!state.start || !waiting.length || head === null) return this.arm(null);
    const { seat, what } = waiting[0];
    const latest = new Map<number, { choice: VoteChoice; level?: string }>();
    let waits = 0;
    for (const v of votes) {
      const body = v.body as unknown as VoteBody;
      const voter = state.seats.findIndex((s) => s.key === v.author);
      if (body.at !== head || body.seat !== seat || voter < 0 || voter === seat) continue;
      if (body.choice === 'wait') waits++;
      latest.set(voter, body.level ? { choice: body.choice, level: body.level } : { choice: body.choice });
    }
    const deadline = this.since + state.start.patience * 1000 * (1 + waits);
    const stall: Stall = {
      seat,
      name: state.seats[seat].name,
      what,
      since: this.since,
      deadline,
      overdue: this.clock.time() >= deadline,
      votes: [...latest].sort((a, b) => a[0] - b[0]).map(([s, v]) => ({ seat: s, ...v })),
    };
    return this.arm(stall);
  }

  /** One timer, at the deadline in force (the page reads the stall on every render: the timer stays). */
  private arm(stall: Stall | null): Stall | null {
    const at = stall && !stall.overdue ? stall.deadline : null;
    if (at === this.armedFor) return stall;
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.armedFor = at;
    if (at !== null) {
      this.timer = this.clock.setTimeout(() => {
        this.timer = null;
        this.armedFor = null;
        this.onDeadline();
      }, Math.max(0, at - this.clock.time()));
    }
    return stall;
  }

  close(): void {
    this.arm(null);
  }
}
