/**
 * What a seat's browser writes by itself: its commitment, its draw link each round, `back` as soon
 * as it is open again after being voted away (from a skip or from a bot), its vote joining a removal
 * the others asked for once it kept silent a period past the deadline (stall-watch.ts), and the
 * `away` entry once a majority of the other seats voted alike (votes.ts). Never two different
 * entries on one position (that would be an equivocation), and
 * an entry that lost a race is written again on the new head simply because it is still owed there.
 *
 * Links are revealed in turn order after the mover, each seat as soon as every seat before it is
 * offline or has revealed: so seats rarely race, yet a move seen by any online seat is built on at
 * once even while the seat after the mover is away.
 */
import type { SignedEntry } from './entry.js';
import { deriveLinks, type LinkChain } from './draw-links.js';
import type { Identity } from './identity.js';
import type { LogBook } from './log-book.js';
import type { Stall } from './stall-watch.js';
import { phaseOf, roundOpen, type TableState } from './table.js';
import { isMajority, type VoteBody, type VoteChoice } from './votes.js';
import type { BotLevel } from '../bots/index.js';
import { botPlayAt, botPlayOffPage, choseBot, provesMoves, type BotThink } from './bot-seats.js';
import { SealDesk } from './seal-desk.js';

export type PilotKind = 'commit' | 'link' | 'back' | 'away' | 'move';

export interface PilotSession {
  readonly book: LogBook;
  readonly me: Identity;
  readonly room: string;
  readonly stall: Stall | null;
  /** keys online now (presence) */
  online(): Set<string>;
  write(kind: PilotKind, body: Record<string, unknown>, prev: string | null): Promise<string>;
  /** searches a bot's long move off the page's main thread, when the page has a worker (null: in the page) */
  readonly thinkBot: BotThink | null;
  /** casts this seat's vote about the stall (session.ts `vote`) */
  vote(choice: VoteChoice, level?: BotLevel): Promise<void>;
}

export class Autopilot {
  private busy = false;
  private again = false;
  private chain: { start: string; links: Promise<LinkChain> } | null = null;
  /** positions this seat has written on */
  private readonly wroteOn = new Set<string | null>();
  /** positions where this seat's browser joined a removal for its silent player */
  private readonly joinedOn = new Set<string>();
  closed = false;
  /** links sealed ahead and opened, at tables played over days */
  readonly seals: SealDesk;

  constructor(private readonly s: PilotSession) {
    this.seals = new SealDesk(s.me, s.room, (start) => this.links(start));
  }

  /** This seat's link chain for the game (derived from its key: the same after a refresh). */
  links(startHash: string): Promise<LinkChain> {
    if (this.chain?.start !== startHash) this.chain = { start: startHash, links: deriveLinks(this.s.me, this.s.room, startHash) };
    return this.chain.links;
  }

  /** Takes a position for an entry written elsewhere (a move): false if this seat already wrote there. */
  claim(head: string | null): boolean {
    if (this.wroteOn.has(head)) return false;
    this.wroteOn.add(head);
    return true;
  }

  /** Writes what this seat owes now, if anything; runs again if asked while busy. */
  async run(): Promise<void> {
    if (this.busy) {
      this.again = true;
      return;
    }
    this.busy = true;
    try {
      do {
        this.again = false;
        await this.step();
      } while (this.again && !this.closed);
    } finally {
      this.busy = false;
    }
  }

  private async step(): Promise<void> {
    const st = this.s.book.state;
    const head = this.s.book.head;
    const me = st.seats.findIndex((x) => x.key === this.s.me.publicKey);
    if (this.closed || !st.start || me < 0 || phaseOf(st) === 'finished' || this.wroteOn.has(head)) return;
    if (await this.joinRemoval(st, me, head)) return;
    const next = await this.owedEntry(st, me, head);
    // the chain may have moved while the links were derived: judge again next time
    if (!next || this.s.book.head !== head) return;
    this.wroteOn.add(head);
    await this.s.write(next.kind, next.body, head);
  }

  private async owedEntry(st: TableState, me: number, head: string | null): Promise<{ kind: PilotKind; body: Record<string, unknown> } | null> {
    if (phaseOf(st) === 'committing') {
      if (st.commits[me] !== null || !this.myTurn(st, me, 0, st.commits)) return null;
      return { kind: 'commit', body: { commit: (await this.links(st.start!.hash)).commit, ...(await this.seals.commitExtra(st)) } };
    }
    // this seat was voted away (its tab was gone, or the others were quicker than its player): it is back,
    // unless its player let a bot play for them (then they take the seat back themselves)
    if (st.away[me]) return choseBot(this.s.book.chain, me, this.s.me.publicKey) ? null : { kind: 'back', body: { round: st.round } };
    // over days: the links other seats sealed to this one, which comes to draw, go with its own
    const { opened, broken } = await this.seals.opened(st, me);
    if (roundOpen(st) && st.links[me] === null) {
      if (!this.myTurn(st, me, st.pending ? st.pending.seat + 1 : 0, st.links)) return null;
      const own = { round: st.round, link: (await this.links(st.start!.hash)).links[st.round], ...(await this.seals.sealsFor(st, me)) };
      return { kind: 'link', body: opened.length ? { ...own, opened } : own };
    }
    // this seat's own link is in already (it revealed before the box came): one opened link at a time
    if (opened.length) return { kind: 'link', body: { round: st.round, link: opened[0][1], seat: opened[0][0] } };
    if (broken !== null) return { kind: 'link', body: { round: st.round, seat: broken, broken: true } };
    const bot = await this.botMove(st, me, head);
    if (bot) return { kind: 'move', body: { ...bot, link: (await this.links(st.start!.hash)).links[st.round], ...(await this.seals.sealsFor(st, me)) } };
    const votes = this.awayVotes(st, me, head);
    if (!votes) return null;
    const level = (votes[0].body as unknown as VoteBody).level;
    return { kind: 'away', body: { seat: this.s.stall!.seat, votes: votes.map((v) => v.wire), ...(level ? { bot: level } : {}) } };
  }

  /** Whether every seat before this one in order from `from` has written (`done`) or is offline: seats rarely race for a position. */
  private myTurn(st: TableState, me: number, from: number, done: readonly (string | null)[]): boolean {
    const n = st.seats.length;
    const online = this.s.online();
    for (let k = 0; k < n; k++) {
      const seat = (from + k) % n;
      if (seat === me) return true;
      if (!st.away[seat] && done[seat] === null && online.has(st.seats[seat].key)) return false;
    }
    return true;
  }

  /** A bot seat's move, when this seat is the first one online after it (every peer checks it: by running the same bot, or from expert's proof). */
  private async botMove(st: TableState, me: number, head: string | null): Promise<{ turn: number; move: unknown; bot: number; proof?: string } | null> {
    const g = st.game;
    if (!g || g.finished || st.pending || !st.bots[g.current] || st.away[me]) return null;
    const online = this.s.online();
    const n = st.seats.length;
    for (let k = 1; k < n; k++) {
      const seat = (g.current + k) % n;
      if (seat === me) break;
      if (!st.away[seat] && online.has(st.seats[seat].key)) return null;
    }
    const [level, seat, start] = [st.bots[g.current]!, g.current, st.start!.hash];
    // a second's search (expert at two players) goes to the worker; what it answers is checked, else searched here
    const think = this.s.thinkBot;
    const away = think && provesMoves(level, g) ? await botPlayOffPage(think, head, g, level, start, seat) : null;
    if (this.s.book.head !== head) return null;
    const play = away ?? botPlayAt(head, g, level, start, seat);
    if (play === null) return null;
    const body = { turn: g.turn + 1, move: JSON.parse(play.move), bot: seat };
    return play.proof === undefined ? body : { ...body, proof: play.proof };
  }

  /**
   * A period past the deadline, a seat whose player has not voted joins the removal the other
   * seats asked for (the choice most of them made; skip on a tie), so that no silent seat blocks
   * the table. True when it voted (the vote's arrival runs the pilot again).
   */
  private async joinRemoval(st: TableState, me: number, head: string | null): Promise<boolean> {
    const stall = this.s.stall;
    if (!stall?.silent || stall.what === 'commit' || head === null || st.away[me] || this.joinedOn.has(head)) return false;
    if (stall.votes.some((v) => v.seat === me)) return false;
    const asked = new Map<string, number>();
    for (const v of stall.votes) if (v.choice !== 'wait' && !st.away[v.seat]) asked.set(v.level ?? '', (asked.get(v.level ?? '') ?? 0) + 1);
    if (!asked.size) return false;
    // most asked first; on a tie '' (skip) sorts before any bot level, then levels by name
    const [level] = [...asked].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0];
    this.joinedOn.add(head);
    await this.s.vote(level ? 'bot' : 'skip', (level || undefined) as BotLevel | undefined);
    return true;
  }

  /**
   * The votes to embed, when this seat writes the `away` entry: the stall is overdue, a majority
   * of the other seats still at the table voted alike (skip, or a bot of one level), this seat among
   * them, and this seat is the first of them online in seat order.
   */
  private awayVotes(st: TableState, me: number, head: string | null): SignedEntry[] | null {
    const stall = this.s.stall;
    if (!stall?.overdue || stall.what === 'commit' || head === null || st.away[me]) return null;
    const online = this.s.online();
    const mine = stall.votes.find((v) => v.seat === me);
    if (!mine || mine.choice === 'wait') return null;
    const agree = (v: { choice: string; level?: string }) => v.choice === mine.choice && v.level === mine.level;
    const yes = new Set(stall.votes.filter((v) => agree(v) && !st.away[v.seat]).map((v) => v.seat));
    if (!isMajority(st.seats, st.away, stall.seat, yes.size)) return null;
    if ([...yes].filter((i) => i === me || online.has(st.seats[i].key)).sort((a, b) => a - b)[0] !== me) return null;
    const embedded = new Map<string, SignedEntry>();
    for (const v of this.s.book.votes.values()) {
      const body = v.body as unknown as VoteBody;
      const voter = st.seats.findIndex((x) => x.key === v.author);
      if (body.at === head && body.seat === stall.seat && agree(body) && yes.has(voter)) embedded.set(v.author, v);
    }
    return [...embedded.values()];
  }
}
