import { LitElement } from 'lit';
import { tileLabel } from '../shared/tile-art.js';
import { boardTileId, tileById } from '../../src/table/tile-lookup.js';
import '../carc-board/carc-board.js';
import '../carc-end-screen/carc-end-screen.js';
import '../carc-lobby/carc-lobby.js';
import '../carc-log/carc-log.js';
import '../carc-scoreboard/carc-scoreboard.js';
import type { LobbyView } from '../carc-lobby/carc-lobby.js';
import { BoardFocus } from './board-focus.js';
import { BotSeats, botName } from './bot-seats.js';
import { GameControls } from './game-controls.js';
import { Layers } from './layers.js';
import { MoveSlides } from './move-slides.js';
import { ScreenFocus } from './screen-focus.js';
import { TurnWatch } from './turn-watch.js';
import { isWatchLink, joinWatch } from './watch-join.js';
import type { GameHost, SeatRequest, StartOptions, Toast } from './game-host.js';
import { listSaved, saveGame, slotOf, type SavedGame } from '../../src/table/saved-games.js';
import { noteTable } from '../../src/table/my-games.js';
import { HotseatTable, importProblem } from '../../src/table/hotseat-table.js';
import { PLAYER_COLORS } from '../shared/palette.js';
import { fire, type CarcEventDetail, type CarcEventName } from '../shared/events.js';
import { renderPlay } from './play-view.js';
import { CarcGameError, emptyState, type CarcGameState } from './script-api.js';
import { styles } from './carc-game.styles.js';
import { parseGameLink } from '../../src/sync/invite-link.js';
import { onlineCryptoProblem } from '../../src/sync/online-crypto.js';
import { gameKind, type AnyMove, type AnyRecord, type AnySnapshot, type HostOptions, type Table, type TableError, type TableMoveDetail } from '../../src/table/table.js';
import { legalMoves, TurnFlow, type Square } from '../../src/table/turn-flow.js';

/**
 * The whole game: lobby, play and end, in hot-seat (one device) or online (sync layer). Its script
 * API is the one its own UI uses: `host()`, `join()`, `sit()`, `start()`, `state`, `legalMoves()`,
 * `play()`, `record()`, `importRecord()`.
 *
 * @fires {CustomEvent<CarcMoveDetail>} carc-move - `{ move, player, turn }` a move entered the game (any player's)
 * @fires {CustomEvent<CarcStateDetail>} carc-state - `{ state }` the game state changed (see `state`)
 * @fires {CustomEvent<CarcGameOverDetail>} carc-game-over - `{ scores, players }` the game ended
 * @fires {CustomEvent<CarcErrorDetail>} carc-error - `{ code, message }` something failed (a rejected move, an unreachable server...)
 * @fires {CustomEvent<CarcRoomDetail>} carc-room - `{ link }` an online room was opened or joined, or left (`''`): the app keeps it in the URL
 * @fires {CustomEvent<CarcTurnAlertDetail>} carc-turn-alert - `{ on, turn? }` online: this seat's turn started while the tab was hidden (`on: true`), or that alert cleared
 * @csspart board - the `<carc-board>`
 * @csspart panel - the side panel (laptop) or bottom sheet (phone)
 * @csspart turn - the drawn tile and its controls
 * @csspart confirm - the confirm button
 * @csspart toast - a message
 * @cssproperty --carc-bg - page background behind the board
 * @cssproperty --carc-surface - panels
 * @cssproperty --carc-text - text colour
 * @cssproperty --carc-accent - buttons and turn marks
 * @cssproperty --carc-danger - error messages
 * @cssproperty --carc-radius - corner radius
 * @cssproperty --carc-font - font family
 * @cssproperty --carc-move-duration - how long a bot's or another player's tile takes to slide onto the board (a CSS time; default 500ms, 0s: at once)
 */
export class CarcGame extends LitElement implements GameHost {
  static override styles = styles;
  static override properties = {
    deck: { attribute: false },
    lobbyView: { state: true },
    toasts: { state: true },
    flow: { state: true },
    hoverAt: { state: true },
    endOpen: { state: true },
    replayAt: { state: true },
    sheetOpen: { state: true },
    lobbyMessage: { state: true },
    spotsOnTile: { state: true },
  };

  /** hot-seat games started from the lobby deal exactly these tiles (tests, puzzles) */
  declare deck: string[] | null;
  /** hot-seat games started from the lobby shuffle with this seed (tests; random when null) */
  seed: string | null = null;
  /** extra options for the sync layer's openSession (signaling servers, a transport, an identity...) */
  sessionOptions: Record<string, unknown> = {};
  table: Table | null = null;
  declare lobbyView: LobbyView;
  declare toasts: Toast[];
  declare flow: TurnFlow | null;
  declare hoverAt: Square | null;
  declare endOpen: boolean;
  declare replayAt: number | null;
  declare sheetOpen: boolean;
  declare lobbyMessage: string;
  /** whether the board draws the follower targets on the tile (false: too close together, the list is the way) */
  declare spotsOnTile: boolean | null;
  readonly controls = new GameControls(this);
  /** hot-seat bot seats and the hint */
  readonly bots = new BotSeats(this);
  /** what the board points at: scores as they happen, the opened log entry */
  readonly spotlight = new BoardFocus(this);
  /** other seats' and bots' moves sliding onto the board */
  readonly slides = new MoveSlides(this);
  private flowKey = '';
  /** the end dialog and the phone's sheet: closed by a button, a tap outside, Esc or Back */
  readonly layers = new Layers(this);
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: a ReactiveController works through the host it registers with
  private readonly screenFocus = new ScreenFocus(this);
  /** online: alerts when this seat's turn starts in a background tab (carc-turn-alert) */
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: a ReactiveController works through the host it registers with
  private readonly turnWatch = new TurnWatch(this);
  private liveSnapshot: { key: string; game: object; snap: AnySnapshot } | null = null;
  private toastId = 0;
  private detach: (() => void) | null = null;
  private joining: { room: string; done: Promise<void> } | null = null;

  constructor() {
    super();
    this.deck = null;
    this.lobbyView = 'welcome';
    this.toasts = [];
    this.flow = null;
    this.hoverAt = null;
    this.endOpen = true;
    this.replayAt = null;
    this.sheetOpen = false;
    this.lobbyMessage = '';
    this.spotsOnTile = null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('keydown', this.onDocumentKey, true);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('keydown', this.onDocumentKey, true);
    this.bots.close();
  }

  /**
   * Keys reach the game when focus is inside it, or nowhere in particular (the page body). Listened
   * to in the capture phase so that Enter on the board confirms a placed tile before the board
   * would take it as another activation.
   */
  private onDocumentKey = (e: KeyboardEvent): void => {
    const active = document.activeElement;
    if (e.composedPath().includes(this) || !active || active === document.body) this.controls.onKey(e);
  };

  // ---- script API -------------------------------------------------------------------------

  /** Opens a table: `{ hotseat: true }` on this device (returns ''), else an online room (returns its link). */
  async host(options: HostOptions = {}): Promise<string> {
    if (options.hotseat) {
      this.attach(new HotseatTable({ ...options, deck: options.deck ?? this.deck ?? undefined, seed: options.seed ?? this.seed ?? undefined }));
      this.lobbyView = 'hotseat';
      return '';
    }
    await this.requireSecurePage();
    const { OnlineTable, openOnline } = await import('../../src/table/online.js');
    const table = new OnlineTable(await openOnline(null, this.sessionOptions));
    table.rules = { ...(options.rules ?? {}) };
    table.tiles = options.tiles ?? null;
    this.attach(table);
    this.lobbyView = 'online';
    this.emit('carc-room', { link: table.link });
    return table.link;
  }

  /**
   * Joins the online room of a link (`…#<room>`, or `…#<room>~<invite code>` from an invite by
   * hand), or watches the table of a watch link (`…?relay=…#watch/<room>`: watch-join.ts). A link to the room already open (or being opened) resolves without opening it twice; a
   * broken link shows the broken-link screen and rejects with `sync/broken-link`.
   */
  async join(link: string): Promise<void> {
    if (isWatchLink(this, link)) return joinWatch(this, link);
    const parsed = parseGameLink(link);
    if (!parsed.ok) {
      const { code, message } = parsed.error;
      if (this.table) throw this.fail(code, message);
      // the broken-link screen says it already: an event for scripts, no toast on top
      this.lobbyView = 'broken-link';
      this.emit('carc-error', { code, message });
      throw new CarcGameError(code, message);
    }
    if (this.joining?.room !== parsed.room) {
      const done = this.openRoom(parsed.room);
      this.joining = { room: parsed.room, done };
      void done.catch(() => {}).then(() => this.joining?.done === done && (this.joining = null));
    }
    await this.joining!.done;
    const table = this.table as import('../../src/table/online-table.js').OnlineTable | null;
    if (parsed.offer && table?.mode === 'online' && table.room === parsed.room) void table.byHand.answerOffer(parsed.offer);
  }

  private async openRoom(room: string): Promise<void> {
    const open = this.table?.mode === 'online' ? (this.table as import('../../src/table/online-table.js').OnlineTable) : null;
    if (open?.room === room) return;
    await this.requireSecurePage();
    const { OnlineTable, openOnline } = await import('../../src/table/online.js');
    if (this.table) {
      this.table.close();
      this.attach(null);
    }
    const table = new OnlineTable(await openOnline(room, this.sessionOptions));
    this.attach(table);
    this.lobbyView = 'online';
    this.emit('carc-room', { link: table.link });
  }

  /** Takes a seat (hot-seat: adds a player at this device); `{ bot: 'hard' }` adds a bot of that level, named for it unless `name` is given (online: the host only). */
  async sit(p: SeatRequest): Promise<void> {
    const table = this.requireTable();
    const taken = new Set(table.players.map((q) => q.color));
    const color = p.color ?? PLAYER_COLORS.find((c) => !taken.has(c.value))?.value ?? '#888';
    const name = p.name ?? (p.bot ? botName(p.bot, table.players) : '');
    await this.guard(table.sit({ name, color, ...(p.bot ? { bot: p.bot } : {}) }));
  }

  /** Starts the game (`game`: 'new-world' for New World; online: host only; `patience`: seconds a seat may keep the table waiting, 15–3600; `days`: 1, 3 or 7 days per move, a table played over days, instead of a patience; `hints`: seats may ask for a hint). */
  async start(options: StartOptions = {}): Promise<void> {
    const table = this.requireTable();
    if (table.mode === 'hotseat' && (options.game || options.rules || options.tiles !== undefined)) {
      const t = table as HotseatTable;
      const tiles = options.tiles === undefined ? t.options.tiles : (options.tiles ?? undefined);
      const game = options.game ?? t.options.game;
      // a deck fixed by the page is the base game's: New World shuffles its own
      const deck = game === 'new-world' ? undefined : t.options.deck;
      const rebuilt = new HotseatTable({ ...t.options, game, deck, rules: options.rules ?? t.rules, tiles });
      for (const p of t.players) await rebuilt.sit(p);
      this.attach(rebuilt);
      return this.guard(rebuilt.start());
    }
    if (table.mode === 'online') (table as import('../../src/table/online-table.js').OnlineTable).configure(options);
    await this.guard(table.start());
  }

  /** The engine state, for scripts. */
  get state(): CarcGameState {
    const t = this.table;
    if (!t) return emptyState();
    const g = t.game;
    const snap = g?.snapshot();
    return {
      mode: t.mode,
      phase: t.phase,
      turn: snap?.turn ?? 0,
      current: snap && !snap.finished ? snap.current : -1,
      currentPlayer: snap && !snap.finished ? snap.players[snap.current] : null,
      tile: snap?.currentTile ?? null,
      players: t.players.map((p) => ({ ...p })),
      scores: snap?.scores ?? t.players.map(() => 0),
      followers: snap?.followers ?? [],
      remaining: snap?.remaining ?? 0,
      finished: snap?.finished ?? false,
      mySeat: t.mode === 'online' ? t.mySeat : null,
    };
  }

  /** The local player's legal moves in record notation (empty when it is not their turn). */
  legalMoves(): AnyMove[] {
    const t = this.table;
    return t?.game && t.canPlay() ? legalMoves(t.game) : [];
  }

  /** Plays a move; resolves when it is in the game, rejects with a CarcGameError carrying the engine's code. */
  async play(move: AnyMove): Promise<void> {
    const table = this.requireTable();
    if (!table.canPlay()) throw this.fail(table.phase === 'playing' ? 'sync/not-your-turn' : 'sync/wrong-phase', table.phase === 'playing' ? 'It is not your turn.' : 'The game is not being played.');
    await this.guard(table.play(move));
  }

  /** The record of the game so far (`carcassonne-record/1`; a New World one says `"game": "new-world"`). */
  record(): AnyRecord {
    return this.requireTable().record();
  }

  /** The unfinished hot-seat game this device saved last, if any. */
  savedGame(): AnyRecord | null {
    return listSaved()[0]?.record ?? null;
  }

  /** Every unfinished hot-seat game saved on this device, the latest first: what the welcome screen offers to continue. */
  savedGames(): SavedGame[] {
    return listSaved();
  }

  /**
   * Opens a record (text or object) as a hot-seat game: to review it, or to play on. It is saved in
   * a slot of its own (or `saveId`'s, to continue a saved game), so no other saved game is lost.
   */
  importRecord(input: unknown, saveId?: string): void {
    const res = HotseatTable.fromRecord(
      input,
      PLAYER_COLORS.map((c) => c.value),
    );
    if (!res.ok) throw this.fail(res.error.code, `This file is not a game record we can open: ${importProblem(res.error)}`);
    res.table.saveId = saveId ?? slotOf(res.table.record()) ?? res.table.saveId;
    this.attach(res.table);
    this.lobbyView = 'hotseat';
  }

  /** Leaves the table and returns to the welcome screen. */
  leave(): void {
    // an unfinished hot-seat game stays saved: the welcome screen lists it
    const online = this.table?.mode === 'online' || this.lobbyView === 'broken-link';
    this.table?.close();
    this.attach(null);
    this.lobbyView = 'welcome';
    if (online) this.emit('carc-room', { link: '' });
  }

  // ---- internals shared with the view and the controls --------------------------------------

  attach(table: Table | null): void {
    this.detach?.();
    this.detach = null;
    this.table = table;
    this.flow = null;
    this.flowKey = '';
    this.endOpen = true;
    this.replayAt = null;
    this.spotlight.reset();
    this.slides.reset();
    if (table) {
      const onChange = () => this.onTableChange();
      const onMove = (e: Event) => this.controls.onMove((e as CustomEvent<TableMoveDetail>).detail);
      const onError = (e: Event) => this.report((e as CustomEvent<TableError>).detail);
      const onSuperseded = (e: Event) => this.report((e as CustomEvent<TableError>).detail);
      table.addEventListener('change', onChange);
      table.addEventListener('move', onMove);
      table.addEventListener('error', onError);
      table.addEventListener('superseded', onSuperseded);
      this.detach = () => {
        table.removeEventListener('change', onChange);
        table.removeEventListener('move', onMove);
        table.removeEventListener('error', onError);
        table.removeEventListener('superseded', onSuperseded);
      };
    }
    this.onTableChange();
  }

  private onTableChange(): void {
    const t = this.table;
    // hot-seat games are saved in their slots (finished ones too, to look at again); My games notes every game
    const slot = t?.mode === 'hotseat' ? (t as HotseatTable).saveId : null;
    if (slot && t!.game) saveGame(slot, t!.record(), t!.game.finished);
    if (t) noteTable(t, slot);
    if (this.lobbyMessage && (!t || t.players.length || t.status.peers)) this.lobbyMessage = '';
    const g = t?.game;
    // the mover's placement stays shown while the tile after it is drawn
    const key = g && (t!.canPlay() || (t!.drawing && g.current === t!.mySeat)) ? `${g.turn}:${g.currentTile?.id}` : '';
    if (key !== this.flowKey) {
      this.flowKey = key;
      this.flow = key ? new TurnFlow(g!) : null;
      this.hoverAt = null;
      if (this.flow) this.controls.announceTurn();
    }
    this.controls.watchHost();
    this.slides.sync();
    this.bots.sync();
    this.requestUpdate();
    this.emit('carc-state', { state: this.state });
  }

  /** The snapshot the board shows: live, or the position after `replayAt` moves. */
  boardSnapshot(): AnySnapshot | null {
    const g = this.table?.game;
    if (!g) return null;
    if (this.replayAt !== null && this.replayAt < g.turn) return this.controls.snapshotAt(this.replayAt);
    // one snapshot per position: hovering re-renders often, and equal snapshots keep the board still
    const key = `${g.turn}:${g.finished}:${this.table!.events.length}`;
    if (this.liveSnapshot?.key !== key || this.liveSnapshot.game !== g) this.liveSnapshot = { key, game: g, snap: g.snapshot() };
    return this.liveSnapshot.snap;
  }

  /** A tile's id as the components name it: New World's tiles are `nw:A`… (src/table/tile-lookup.ts). */
  shownTile(id: string): string {
    return boardTileId(gameKind(this.table?.game), id);
  }

  tileName(id: string | null): string {
    const shown = id && this.shownTile(id);
    return shown && tileById(shown) ? tileLabel(shown) : '';
  }

  emit<K extends CarcEventName>(type: K, detail: CarcEventDetail<K>): void {
    fire(this, type, detail);
  }

  /** Shows a message and fires carc-error for failures. */
  report(error: TableError, kind: 'error' | 'info' = 'error'): void {
    if (kind === 'error') this.emit('carc-error', { code: error.code, message: error.message });
    const id = ++this.toastId;
    this.toasts = [...this.toasts.filter((t) => t.text !== error.message).slice(-2), { text: error.message, kind, id }];
    setTimeout(() => this.dismiss(id), kind === 'error' ? 8000 : 4000);
  }

  dismiss(id: number): void {
    this.toasts = this.toasts.filter((t) => t.id !== id);
  }

  /** Signatures need WebCrypto's Ed25519: secure pages only (https:, localhost), and not in older browsers. */
  private async requireSecurePage(): Promise<void> {
    const problem = await onlineCryptoProblem();
    if (problem) throw this.fail(problem.code, problem.message);
  }

  private requireTable(): Table {
    if (!this.table) throw this.fail('sync/wrong-phase', 'No game is open: call host() or join() first.');
    return this.table;
  }

  fail(code: string, message: string): CarcGameError {
    const err = new CarcGameError(code, message);
    this.report({ code, message });
    return err;
  }

  /** Awaits a table action; a refusal is reported (message + carc-error) and rethrown as a CarcGameError. */
  async guard(p: Promise<void>): Promise<void> {
    try {
      await p;
    } catch (e) {
      const err = e as Partial<TableError>;
      throw this.fail(String(err.code ?? 'sync/error'), String(err.message ?? e));
    }
  }

  override render() {
    const t = this.table;
    if (!t || !t.game) return this.controls.renderLobby();
    return renderPlay(this, t);
  }
}
