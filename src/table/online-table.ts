/**
 * Online play: a table over the sync layer's GameSession (Yjs over WebRTC). The session verifies
 * every entry; this adapter only reshapes what it reports for the UI, and turns the session's
 * events into the table's: moves with their engine events, rejections, superseded moves, status.
 *
 * The engine's events come with each session 'move': the table replays the record only when it
 * first meets the game, and when the session says the chain dropped turns ('rewound').
 */
import { replayAnyRecord } from '../engine/index.js';
import type { BotLevel } from '../bots/index.js';
import type { GameSession } from '../sync/index.js';
// the sync layer's hint alone: its index would load the whole transport into every page that shows a table
import { choseBot, hintMove } from '../sync/bot-seats.js';
import type { MoveDetail, PresencePeer, RejectedDetail, RewoundDetail, SupersededDetail } from '../sync/types.js';
import type { GuestStanding, HostSeating, StallView } from './view-types.js';
import { InviteByHand } from './invite-by-hand.js';
import { hostSeatingOf, stallViewOf, standingOf } from './session-views.js';
import { missedTurns, type MissedTurn, type MissedTurnSource } from './seat-return.js';
import { OnlineTalk } from './online-talk.js';
import { TableAudience } from './table-audience.js';
import {
  anyRecord,
  type AnyEvent,
  type AnyGame,
  type AnyMove,
  type AnyRecord,
  type AnyTurn,
  type GameKind,
  type RemoteHover,
  type Table,
  type TableError,
  type TableMoveDetail,
  type TablePhase,
  type TablePlayer,
  type TableStatus,
} from './table.js';

export class OnlineTable extends EventTarget implements Table {
  readonly mode = 'online' as const;
  rules: Record<string, unknown> = {};
  events: AnyEvent[] = [];
  /** invites by hand (offer link, answer code), for when no relay brings the peers together */
  readonly byHand: InviteByHand;
  /** table talk: signed messages and reactions, outside the move log (online-talk.ts) */
  readonly talk: OnlineTalk;
  /** watchers: the audience relay, the watch link, the count (table-audience.ts) */
  readonly audience: TableAudience;
  /** how many turns `events` covers (-1: the game not met yet) */
  private upTo = -1;
  /** turns up to this one are history the replay brought (a late joiner is not told them move by move) */
  private quietUpTo = -1;

  constructor(readonly session: GameSession) {
    super();
    this.byHand = new InviteByHand(session, () => this.changed());
    this.talk = new OnlineTalk(session);
    this.audience = new TableAudience(session);
    session.addEventListener('change', () => this.refresh());
    session.addEventListener('move', (e) => this.moved((e as CustomEvent<MoveDetail>).detail));
    session.addEventListener('rewound', (e) => {
      if (this.upTo >= 0) this.resync((e as CustomEvent<RewoundDetail>).detail.turn);
    });
    session.addEventListener('status', () => this.changed());
    session.addEventListener('rejected', (e) => {
      const d = (e as CustomEvent<RejectedDetail>).detail;
      // others' refused seat claims are their business; a refused move concerns everyone; our own
      // claim's refusal shows in the lobby (standing) and through sit()
      if ((!d.mine && d.kind !== 'move') || d.kind === 'claim') return;
      // a seating of the lobby that comes back after the start (the relays keep a table played over days) changes nothing
      if (d.kind === 'seats' && d.error.code === 'sync/wrong-phase') return;
      // our browser's own `back` that lost a race is written again while still owed: only a hand-back that failed is news
      if (d.kind === 'back' && !(this.session.isHost && this.session.seats.some((x, i) => x.away && i !== this.session.mySeat))) return;
      const who = d.mine ? 'Your' : "A peer's";
      this.fail({ code: d.error.code, message: `${who} ${d.kind} was rejected: ${d.error.message}` });
    });
    session.addEventListener('superseded', (e) => {
      const d = (e as CustomEvent<SupersededDetail>).detail;
      this.dispatchEvent(new CustomEvent('superseded', { detail: { code: 'sync/superseded', message: d.message } }));
    });
    session.addEventListener('error', (e) => this.fail((e as CustomEvent<TableError>).detail));
    // a removal sooner than the patience, as this browser counted: nothing refuses it (a majority decides), but everyone is told
    session.addEventListener('early-away', (e) => this.fail({ code: 'sync/early-away', message: (e as CustomEvent<{ message: string }>).detail.message }));
    // the warning stays (equivocators); the event only makes sure it shows at once
    session.addEventListener('equivocation', () => this.changed());
    this.refresh();
  }

  get link(): string {
    return this.session.link;
  }

  /** The room this table plays in (the game link's fragment). */
  get room(): string {
    return this.session.room;
  }

  /** Uses these ICE servers from now on (a TURN server the player gave); peers not connected are tried again at once. */
  setIceServers(servers: RTCIceServer[]): void {
    this.session.setIceServers(servers);
  }

  /** A seat, once the game is over: proposes a rematch in `room`, a new room this browser hosts (rematch.ts). */
  proposeRematch(room: string): Promise<void> {
    return this.session.requests.proposeRematch(room);
  }

  /** the verified game (the sync layer plays either game: `session.game` is a Game or a NewWorldGame) */
  get game(): AnyGame | null {
    return this.session.game as AnyGame | null;
  }

  /** While the tiles are shuffled: the seat whose browser must still add its secret, and whether it is here. */
  get startBlockedBy(): { name: string; online: boolean } | null {
    const w = this.phase === 'starting' ? this.session.waitingFor : null;
    if (!w || w.seat === null) return null;
    return { name: w.name, online: this.players[w.seat]?.online ?? false };
  }

  /**
   * A guest in the lobby whose host is not here: the host's name if their seat claim reached us.
   * Presence is only a hint, which is all this is used for.
   */
  get hostAbsent(): { name: string | null } | null {
    const s = this.session;
    if (s.isHost || this.phase !== 'lobby' || s.peers.some((p) => p.key === s.host)) return null;
    return { name: s.seats.find((seat) => seat.key === s.host)?.name ?? null };
  }

  get phase(): TablePhase {
    const p = this.session.phase;
    return p === 'committing' || p === 'revealing' ? 'starting' : p;
  }

  get players(): TablePlayer[] {
    const me = this.session.mySeat;
    // once the game is over nobody is away from anything: a returning player sees no badge
    const over = this.session.phase === 'finished';
    return this.session.seats.map((s, i) => ({
      name: s.name,
      color: s.color,
      online: s.online || i === me,
      local: i === me,
      key: s.key,
      away: s.away && !over,
      ...(s.bot ? { bot: s.bot } : {}),
      ...(s.path && s.online && i !== me ? { path: s.path } : {}),
    }));
  }

  /**
   * A seat other than ours keeps the table waiting: the session's stall, with what this device may
   * do about it (session-views.ts).
   */
  get stall(): StallView | null {
    return stallViewOf(this.session);
  }

  /** Names of the seats caught signing two versions of the game (a warning that stays). */
  get equivocators(): string[] {
    return this.session.equivocators.map((e) => e.name);
  }

  /** The tile after a move is being drawn (every seat's browser adds its part): the move, and whose it is. */
  get drawing(): { seat: number; move: AnyTurn } | null {
    const p = this.session.book.state.pending;
    return p ? { seat: p.seat, move: p.move } : null;
  }

  /** Votes about the seat that keeps the table waiting (once overdue). */
  vote(choice: 'wait' | 'skip' | 'bot', level?: BotLevel): Promise<void> {
    return this.session.requests.vote(choice, level);
  }

  /** Host, during the game: hands a seat that is away (skipped, or played by a bot) back to its player. */
  handBack(seat: number): Promise<void> {
    return this.session.requests.handBack(seat);
  }

  /** A seated player, during the game: lets a bot of `level` play for them until they take the seat back. */
  letBotPlay(level: BotLevel): Promise<void> {
    return this.session.requests.letBotPlay(level);
  }

  /** Takes back this browser's seat that a bot plays by its player's choice. */
  takeSeatBack(): Promise<void> {
    return this.session.requests.takeSeatBack();
  }

  /** Whether a bot plays this browser's seat because its player chose so (their browser does not take it back by itself). */
  get choseBot(): boolean {
    const s = this.session;
    return s.mySeat !== null && !!s.seats[s.mySeat]?.away && choseBot(s.chain ?? [], s.mySeat, s.identity);
  }

  /** This browser's turns that passed or a bot played while its player was away (seat-return.ts), oldest first. */
  get missed(): MissedTurn[] {
    const s = this.session;
    return missedTurns((s.book.state as { played?: readonly MissedTurnSource[] }).played, s.chain, s.mySeat);
  }

  /** Host, while the tiles are shuffled: goes on without a seat that never joined. */
  dropSeat(seat: number): Promise<void> {
    return this.session.requests.dropSeat(seat);
  }

  /** The host's side of the lobby: who asks to sit, who was removed, the switches (null for a guest, or once started). */
  get hostSeating(): HostSeating | null {
    return hostSeatingOf(this.session);
  }

  /** A guest not seated in the lobby: waiting for the host, refused (and why), or facing a locked table. */
  get standing(): GuestStanding | null {
    return standingOf(this.session);
  }

  /** Host: lets a player in. */
  admit(key: string): Promise<void> {
    return this.session.seating.admit(key);
  }

  /** Host: removes a seat, or refuses a request. */
  removePlayer(key: string): Promise<void> {
    return this.session.seating.remove(key);
  }

  /** Host: the "Let everyone in" and "Lock the table" switches, "Play over days" (every guest's browser then keeps its entries on the relays), and the audience relay (`relay`: every seat mirrors the table there for watchers). */
  async setSeating(change: { admitAll?: boolean; locked?: boolean; days?: 1 | 3 | 7 | null; relay?: string | null }): Promise<void> {
    if (change.relay !== undefined) await this.session.seating.setRelay(change.relay);
    if (change.admitAll !== undefined) await this.session.seating.setAdmitAll(change.admitAll);
    if (change.locked !== undefined) await this.session.seating.setLocked(change.locked);
    if (change.days !== undefined) {
      this.daysPerMove = change.days;
      await this.session.seating.setDays(change.days);
    }
  }

  get mySeat(): number | null {
    return this.session.mySeat;
  }

  get isHost(): boolean {
    return this.session.isHost;
  }

  get status(): TableStatus {
    const { kind, peers, queued, channels, unreachable, via, relayOnly, audience } = this.session.status;
    return { kind, peers, queued, channels, unreachable, via, ...(relayOnly ? { relayOnly } : {}), ...(audience ? { audience } : {}) };
  }

  /** Where the seat whose turn it is hovers (presence), if it is not us. */
  get hover(): RemoteHover | null {
    const game = this.game;
    if (!game || game.finished || game.current === this.mySeat) return null;
    const peer = this.session.peers.find((p: PresencePeer) => p.seat === game.current);
    const h = peer?.hover as { at?: unknown; rot?: unknown; tile?: unknown } | null | undefined;
    const choices = game.choices().map((t) => t.id);
    if (!h || !Array.isArray(h.at) || typeof h.rot !== 'number' || typeof h.tile !== 'string' || !choices.includes(h.tile)) return null;
    return { seat: game.current, at: [Number(h.at[0]), Number(h.at[1])], rot: h.rot, tile: h.tile as string };
  }

  canPlay(): boolean {
    const g = this.game;
    // while the last move's next tile is drawn, no move is taken (sync/wrong-phase)
    return this.phase === 'playing' && !!g && g.current === this.mySeat && !this.session.book.state.pending;
  }

  /** Takes this device's seat, or (the host) seats a bot after the players. */
  async sit(p: { name: string; color: string; bot?: BotLevel }): Promise<void> {
    if (p.bot) await this.session.seating.addBot({ name: p.name, color: p.color, level: p.bot });
    else await this.session.claimSeat(p);
    this.refresh();
  }

  async start(): Promise<void> {
    const game = this.gameKind === 'new-world' ? { game: this.gameKind } : {};
    // over days, the days are the patience: the start carries one or the other
    const pace = this.daysPerMove ? { days: this.daysPerMove } : { patience: this.patience ?? undefined };
    await this.session.start({ ...game, rules: this.rules, tiles: this.tiles ?? undefined, ...pace, ...(this.allowHints ? { hints: true } : {}), ...this.rematchStart });
  }

  /** a rematch's table (rematch.ts): the old seat order and who starts, for the start */
  rematchStart: { order: string[]; first: string } | null = null;

  /** days per move at a table played over days (the start says so, for every seat); null for a live table */
  get days(): number | null {
    return this.session.days;
  }

  /** A bot plays a seat at a table begun by bots of another version of the game: this page takes their moves as legal moves only (src/sync/bot-moves-version.ts). */
  get botsUnchecked(): boolean {
    return this.session.checksBots === false && this.players.some((p) => p.bot);
  }

  /** whether the host allowed hints: the start says so, for every seat */
  get hints(): boolean {
    return this.session.hints === true;
  }

  /**
   * The hard bot's choice for this seat's turn, worked out here on the verified game with the
   * iteration budget online bot seats use (the bag's order is hidden from the bot as from anyone).
   */
  hintMove(): AnyMove | null {
    const g = this.session.game;
    return this.hints && g && g.current === this.mySeat ? hintMove(g, this.session.room) : null;
  }

  /** the game the host chose (Carcassonne unless New World) */
  gameKind: GameKind = 'carcassonne';

  /** the game length the host chose (first N tiles of the shuffle) */
  tiles: number | null = null;
  /** seconds a seat may keep the table waiting before the others may vote (null: the sync layer's default) */
  patience: number | null = null;
  /** the host plays over days: each seat has this many days per move (null: a live table) */
  daysPerMove: 1 | 3 | 7 | null = null;
  /** the host lets seats ask for hints */
  allowHints = false;

  /** The host's start options, as the lobby or a script gives them (omitted ones stay). */
  configure(o: { game?: GameKind; rules?: Record<string, unknown>; tiles?: number | null; patience?: number | null; days?: 1 | 3 | 7 | null; hints?: boolean }): void {
    if (o.days !== undefined) this.daysPerMove = o.days;
    if (o.hints !== undefined) this.allowHints = o.hints;
    if (o.game) this.gameKind = o.game;
    if (o.rules) this.rules = o.rules;
    if (o.tiles !== undefined) this.tiles = o.tiles;
    if (o.patience !== undefined) this.patience = o.patience;
  }

  async play(move: AnyMove): Promise<void> {
    await this.session.play(move);
  }

  record(): AnyRecord {
    const r = this.session.record();
    return r ? anyRecord(r) : ({ format: 'carcassonne-record/1', players: this.players.map((p) => p.name), moves: [] } as unknown as AnyRecord);
  }

  setHover(h: { at: [number, number]; rot: number; tile: string } | null): void {
    this.session.setHover(h);
  }

  /** Reconnects now (after 'signaling-unreachable'). */
  retry(): void {
    this.session.retry();
  }

  close(): void {
    this.byHand.close();
    this.talk.close();
    void this.session.close();
  }

  /** Meets the game when it first appears (or leaves: a rebuilt chain back before the deal). */
  private refresh(): void {
    const game = this.game;
    if (game ? this.upTo < 0 : this.upTo >= 0) this.resync(null);
    this.changed();
  }

  /**
   * The engine's events of every turn so far, from one replay of the record. `kept`: the turns the
   * game went back to (those after it are told as they come); null when the table first meets the
   * game, whose history is not told move by move.
   */
  private resync(kept: number | null): void {
    const game = this.game;
    this.events = game ? (replayAnyRecord(this.session.record()).events as AnyEvent[]) : [];
    this.upTo = game ? game.turn : -1;
    this.quietUpTo = kept ?? this.upTo;
  }

  /** A turn the engine played (a move, or the pass of a seat that is away), with its events. */
  private moved(d: MoveDetail): void {
    if (this.upTo < 0) this.resync(null);
    // its events are in already when the replay brought them
    if (d.turn === this.upTo + 1) {
      this.events = [...this.events, ...(d.events as AnyEvent[])];
      this.upTo = d.turn;
    } else if (d.turn > this.upTo) this.resync(this.quietUpTo); // a turn missed: cannot happen, the session tells each
    if (d.turn <= this.quietUpTo) return;
    this.dispatchEvent(new CustomEvent('move', { detail: { move: d.move, player: d.seat, turn: d.turn, events: d.events as AnyEvent[] } satisfies TableMoveDetail }));
  }

  private fail(error: TableError): void {
    this.dispatchEvent(new CustomEvent('error', { detail: error }));
  }

  private changed(): void {
    this.dispatchEvent(new CustomEvent('change'));
  }
}
