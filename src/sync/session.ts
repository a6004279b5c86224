/**
 * A game session: one room's Y.Doc, this peer's identity, its verified view of the log, the
 * transport and presence, behind the API the UI binds to (see index.ts; opened by open-session.ts).
 */
import type * as Y from 'yjs';
import { exportRecord, type GameRecord, type NewWorldRecord } from '../engine/index.js';
import { MoveDesk } from './move-desk.js';
import { Autopilot } from './autopilot.js';
import type { BotThink } from './bot-seats.js';
import type { PinStore } from './chain-pool.js';
import type { Identity } from './identity.js';
import { HeldDrip } from './held-drip.js';
import { LogBook, type RebuildOutcome } from './log-book.js';
import type { Persistence } from './persistence.js';
import { Presence } from './presence.js';
import { logChanges } from './log-changes.js';
import { ORIGIN_LOCAL, Outbox, WATCHING } from './outbox.js';
import { ORIGIN_PRUNE, Pruner } from './pruning.js';
import { ORIGIN_RESTORE, Restorer, realClock, type Clock } from './restorer.js';
import { hostOfRoom, roomLink } from './room.js';
import { Seating } from './seating.js';
import type { RelayKeeping } from './relay-keeping.js';
import { StallWatch, type Stall } from './stall-watch.js';
import { EarlyAways } from './early-aways.js';
import { Connections } from './connections.js';
import { nameOfKey, seatPaths, seatsOf, startBody } from './table-view.js';
import { TableRequests } from './table-requests.js';
import { TableReads } from './table-reads.js';
import { reportEarlyAway, reportEquivocation, reportLoss, reportRefusal, type Reporter } from './session-reports.js';
import type { MessageChannelLike } from './transport/channel-sync.js';
import type { TransportFactory } from './transport/transport.js';
import type { AudienceRelay } from './transport/audience-wire.js';
import type { RelaySocket } from './transport/audience-relay.js';
import { syncError, type ConnectionStatus, type MoveDetail, type PresencePeer, type Seat, type StartOptions, type SyncError, type TableMove } from './types.js';

/** Origins of this session's Yjs writes. */
export { ORIGIN_LOCAL, ORIGIN_RESTORE };

export class GameSession extends TableReads {
  /** the full room name, `<id>.<hostKey>` */
  readonly room: string;
  /** the host's public key: only the host starts the game */
  readonly host: string;
  readonly doc: Y.Doc;
  readonly book: LogBook;
  private readonly log: Y.Array<string>;
  private readonly presence: Presence;
  private readonly restorer: Restorer;
  private readonly pruner: Pruner<string>;
  private readonly drip: HeldDrip;
  /** seat requests, and the host's say over them (seating.ts) */
  readonly seating: Seating;
  /** what a seat asks of the table once it is set: votes, dropped and returned seats, bots, rematches (table-requests.ts) */
  readonly requests: TableRequests;
  /** the table kept on the relays, when it is played over days (relay-keeping.ts; set by openSession) */
  keeping: RelayKeeping | null = null;
  /** the transport and the channels opened by hand (connections.ts) */
  private readonly net: Connections;
  private queue: Promise<void> = Promise.resolve();
  private startWaiters: { resolve: () => void; reject: (e: SyncError) => void }[] = [];
  readonly pilot: Autopilot;
  /** searches a bot seat's long move off the page's main thread (the table's worker); null: the page searches itself */
  thinkBot: BotThink | null = null;
  private readonly desk: MoveDesk;
  private readonly stallWatch: StallWatch;
  /** when this browser first saw each head: removals that came too soon are flagged */
  private readonly early: EarlyAways;
  /** our own entries: losses are reported to the peer that wrote them */
  private readonly outbox: Outbox;
  private closed = false;

  constructor(
    room: string,
    readonly me: Identity,
    doc: Y.Doc,
    private readonly persistence: Persistence | null,
    clock: Clock = realClock,
    pins: PinStore | null = null,
    /** a watcher's page (a watch link): it reads the table and writes nothing, not even repairs */
    readonly watching = false,
  ) {
    super();
    this.room = room;
    this.host = hostOfRoom(room)!;
    this.doc = doc;
    this.book = new LogBook(room, this.host, pins, me.publicKey);
    this.log = doc.getArray<string>('log');
    this.book.intake.source = () => this.log.toArray();
    this.presence = new Presence({ doc, me, room, seatKeys: () => new Set([this.host, ...this.seats.map((s) => s.key)]) });
    this.presence.onChange(() => this.emit('change'));
    this.net = new Connections(room, doc, this.presence, (status) => {
      this.emit('status', status);
      this.emit('change');
    });
    this.outbox = new Outbox({ me, room, doc, log: this.log, closed: () => this.closed, pushing: () => this.net.wrote(), readOnly: watching });
    const write = this.outbox.write.bind(this.outbox);
    const session = this;
    this.seating = new Seating(this, (kind, body) => write(kind, body, null));
    this.requests = new TableRequests(this, write);
    // a failed step is said, and the queue goes on (a rejected queue would run nothing after it)
    const enqueue = (fn: () => void | Promise<void>) =>
      void (this.queue = this.queue.then(fn).catch((e) => this.emit('error', syncError('sync/bad-entry', `Could not finish work on the log: ${(e as Error).message}`))));
    this.early = new EarlyAways(clock);
    this.stallWatch = new StallWatch(clock, () =>
      enqueue(async () => {
        this.emit('change');
        await this.pilot.run();
      }),
    );
    this.pilot = new Autopilot({
      book: this.book,
      me,
      room,
      get stall() {
        return session.stall;
      },
      online: () => this.presence.onlineKeys(),
      get thinkBot() {
        return session.thinkBot;
      },
      write,
      vote: (choice, level) => this.requests.vote(choice, level),
    });
    this.desk = new MoveDesk({
      book: this.book,
      me,
      room,
      pilot: this.pilot,
      get mySeat() {
        return session.mySeat;
      },
      push: (e) => this.outbox.push(e),
      emit: (type, detail) => this.emit(type, detail),
      track: (p) => this.outbox.track(p),
      reporter: () => this.reporter(),
    });
    this.restorer = new Restorer({ doc, log: this.log, book: this.book, me: me.publicKey, online: () => this.presence.onlineKeys(), clock, enqueue });
    this.pruner = new Pruner(doc, this.log, () => (this.closed ? null : this.book.intake.takeJunk()), enqueue);
    this.drip = new HeldDrip(clock, this.book, (n) => this.schedule([], false, n));
    this.log.observe((event) => {
      if (event.transaction.origin === ORIGIN_PRUNE) return; // our own deletions of junk
      // deleted content is still readable here: ingest it too, then restore what we had verified
      const { added, deleted } = logChanges(event.transaction, this.log);
      this.schedule([...added, ...deleted], deleted.length > 0);
    });
    this.schedule(this.log.toArray(), true);
    // someone came or went (a tab closed without a goodbye goes stale later): what this seat owes
    // may change with it, such as a bot's move the first seat online after the bot writes
    let online = '';
    this.presence.onChange(() => {
      const now = [...this.presence.onlineKeys()].sort().join();
      if (now === online || watching) return;
      online = now;
      enqueue(() => this.pilot.run());
    });
  }

  /** This peer's public key (base64url). */
  get identity(): string {
    return this.me.publicKey;
  }

  /** ICE servers for connections this session opens itself (invite codes) */
  get iceServers(): RTCIceServer[] {
    return this.net.iceServers;
  }

  set iceServers(servers: RTCIceServer[]) {
    this.net.iceServers = servers;
  }

  get isHost(): boolean {
    return this.me.publicKey === this.host;
  }

  /** The link to share: this page with the room in the fragment. */
  get link(): string {
    return typeof location === 'undefined' ? `#${this.room}` : roomLink(this.room);
  }

  /** The seats: the lobby's claims before the start, the start's frozen seats after it. */
  get seats(): Seat[] {
    const paths = seatPaths(this.presence.peers(), this.net.paths, this.me.publicKey);
    return seatsOf(this.book.state, this.book.lobby().seats, this.presence.onlineKeys(), paths);
  }

  /** This peer's seat index, or null for a spectator. */
  get mySeat(): number | null {
    const i = this.seats.findIndex((s) => s.key === this.me.publicKey);
    return i < 0 ? null : i;
  }

  /**
   * A seat other than this one keeps the table waiting: since when, the deadline of the table's
   * patience (local clock, ms), and the votes cast. Past the deadline the other seats may vote
   * (`requests.vote`); while seeds are committed, the host may go on without the seat (`requests.dropSeat`).
   */
  get stall(): Stall | null {
    return this.stallWatch.read(this.book.state, this.book.head, this.book.votes.values(), this.me.publicKey);
  }

  get status(): ConnectionStatus {
    return this.net.status;
  }

  /** Who is here (presence), this peer included. */
  get peers(): PresencePeer[] {
    const seats = new Map(this.seats.map((s) => [s.key, s]));
    // seat and name follow from the verified key, never from what a peer says
    return this.presence.peers().map((p) => ({ ...p, seat: seats.get(p.key)?.index ?? null, name: seats.get(p.key)?.name ?? null }));
  }

  /** Shares where this peer hovers (any JSON value, e.g. a square); presence only. */
  setHover(hover: unknown): void {
    this.presence.setHover(hover);
  }

  /** The game record so far (null before the game exists). */
  record(meta?: Record<string, string>): GameRecord | NewWorldRecord | null {
    return this.game ? exportRecord(this.game, meta) : null;
  }

  /** Asks for a seat, or changes name/colour before the start: see Seating.claim. */
  claimSeat(seat: { name: string; color: string }): Promise<Seat> {
    if (this.watching) return Promise.reject({ ...WATCHING });
    return this.seating.claim(seat);
  }

  /** Host only: freezes the seats and starts; resolves once every seat has committed and revealed. */
  async start(options: StartOptions = {}): Promise<void> {
    if (!this.isHost) throw syncError('sync/not-host', 'Only the player who opened the room can start the game.');
    if (this.phase !== 'lobby') return this.whenPlaying();
    const seats = this.book.lobby().seats;
    if (seats.length < 2) throw syncError('sync/bad-start', 'A game needs at least two seated players.');
    if (!seats.some((s) => s.key === this.me.publicKey)) throw syncError('sync/bad-start', 'Take a seat before starting.');
    const waiting = this.whenPlaying();
    await this.outbox.write(
      'start',
      // the days the host said in the lobby, unless the start says otherwise (or asks for a live patience)
      startBody(seats, (claim) => this.book.claims.get(claim)!.wire, { ...(options.patience === undefined ? { days: this.book.lobby().seating.days } : {}), ...options }),
      null,
    );
    return waiting;
  }

  /**
   * The audience relay this table is mirrored to for its watchers: the one the host's signed
   * seating names, or none; on the host's page before its first seating, the page's `?relay=` (that
   * seating carries it). Null for none, and for a watcher (which reads the relay instead).
   */
  get audienceRelay(): AudienceRelay | null {
    const { seating } = this.book.lobby();
    return this.watching ? null : this.net.relayFor(seating.relay, seating.n >= 0, this.isHost);
  }

  /** Resolves when the game is playing (or over); rejects if the start is refused. */
  whenPlaying(): Promise<void> {
    if (this.phase === 'playing' || this.phase === 'finished') return Promise.resolve();
    return new Promise((resolve, reject) => this.startWaiters.push({ resolve, reject }));
  }

  /**
   * Plays this seat's move. Rejects at once with the engine's error (`move/...`) or `sync/...` if
   * the move is not legal here; otherwise resolves once the tile after it is drawn (its draw round
   * closed: the other seats' browsers revealed their links). If the same seat played another move
   * from another peer at the same time, only one survives everywhere and the loser's author gets
   * 'superseded' (and its promise rejects `sync/superseded`).
   */
  async play(move: TableMove): Promise<MoveDetail> {
    if (this.closed) throw syncError('sync/closed', 'The session is closed.');
    if (this.watching) throw { ...WATCHING };
    return this.desk.play(move);
  }

  /** Resolves when every update received so far is verified and applied. */
  async whenIdle(): Promise<void> {
    for (;;) {
      const q = this.queue;
      await q;
      await this.presence.whenIdle();
      const signed = this.outbox.signed();
      if (signed) await signed;
      else if (q === this.queue) return;
    }
  }

  /** Reconnects the transport now (after 'signaling-unreachable'). */
  retry(): void {
    this.net.retry();
  }

  /**
   * Uses these ICE servers from now on (a TURN server the player gave), with the link's `?stun=` and
   * `?turn=` added as at the start; peers not connected are tried again at once.
   */
  setIceServers(servers: RTCIceServer[]): void {
    this.net.setIceServers(servers);
  }

  /** The audience relay this page mirrors to unless the host's seating names one (`?relay=`), and how its sockets open. */
  mirrorWith(relay: AudienceRelay | null, socket?: (url: string) => RelaySocket): void {
    [this.net.pageRelay, this.net.relaySocket] = [relay, socket];
  }

  connect(factory: TransportFactory): void {
    // signaling keeps announcing (with back-off) before the start, and after it while a seat is missing (a bot seat is never online)
    const searching = () => this.phase === 'lobby' || this.seats.some((s) => s.key !== this.me.publicKey && !s.online && !s.bot);
    this.net.connect(factory, searching);
    this.net.mirrorTo(this.audienceRelay);
  }

  /** Syncs the game over a data channel opened some other way (an invite code); returns the detach function. */
  attachChannel(channel: MessageChannelLike): () => void {
    return this.net.attachChannel(channel);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.whenIdle();
    this.net.close();
    this.presence.destroy();
    this.restorer.close();
    this.drip.close();
    this.seating.close();
    await this.persistence?.destroy();
    this.desk.close();
    this.startWaiters.splice(0).forEach((w) => w.reject(syncError('sync/closed', 'The session was closed.')));
    this.emit('closed');
  }

  private emit(type: string, detail?: unknown): void {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }

  private schedule(wires: unknown[], restore: boolean, held = 0): void {
    this.queue = this.queue
      .then(async () => {
        try {
          const { changed, refused } = await this.book.absorb(wires, (out) => this.afterRebuild(out), held);
          this.drip.arm();
          // a head met with no peer connected (this browser's own copy, loaded as it opens or while offline) is no time this browser saw the table at:
          // a returning player is not told that a removal made while they were gone came early
          if (this.net.status.peers > 0) this.early.saw(this.book.head);
          for (const r of refused) reportRefusal(this.reporter(), r);
          if (changed || refused.length) this.emit('change');
          if (this.book.intake.takePruneDue() && !this.watching) this.pruner.request();
        } finally {
          // whatever went wrong with this batch, entries someone deleted still come back (a watcher leaves that to the seats)
          if (restore && !this.watching) this.restorer.deleted();
        }
        this.net.mirrorTo(this.closed ? null : this.audienceRelay);
        if (this.watching) return;
        await this.pilot.run();
        await this.seating.autopilot();
        // arms the countdown to the table's patience (the page may not read it before the deadline)
        void this.stall;
      })
      .catch((e) => this.emit('error', syncError('sync/bad-entry', `Could not process the log: ${(e as Error).message}`)));
  }

  private afterRebuild(out: RebuildOutcome): void {
    this.desk.announce();
    for (const r of out.refused) reportRefusal(this.reporter(), r);
    for (const { entry, winner } of out.lost) if (this.outbox.wrote(entry.hash) && entry.kind === 'start') reportLoss(this.reporter(), entry, winner);
    this.desk.settle();
    for (const key of out.equivocated) reportEquivocation(this.reporter(), key);
    const start = this.book.state.start;
    if (start) for (const { entry, after } of this.early.judge(out.added, start.patience)) reportEarlyAway(this.reporter(), entry, after, start.patience, this.book.state.seats);
    const phase = this.phase;
    if (phase === 'playing' || phase === 'finished') this.startWaiters.splice(0).forEach((w) => w.resolve());
  }

  private reporter(): Reporter {
    return { me: this.me.publicKey, emit: (type, detail) => this.emit(type, detail), pendingMoves: this.desk.pending, startWaiters: this.startWaiters, nameOf: (k) => nameOfKey(this.book.state, k) };
  }
}
