/**
 * What carc-game's helpers (the controls, the bot seats, the board's spotlight and slides, the
 * layers, the focus keeper) and its views (play-view, turn-panel, connection-view, stall-view) need
 * from the element: its state, its script API, and each other as the element holds them. They take
 * a `GameHost` and import only this file, never the `CarcGame` class, so the element imports them
 * and nothing imports it back (issue 21). `CarcGame` implements it.
 */
import type { ReactiveControllerHost } from 'lit';
import type { Move, NewWorldScoreEvent, ScoreEvent } from '../../src/engine/index.js';
import type { BotLevel } from '../../src/bots/index.js';
import type { SavedGame } from '../../src/table/saved-games.js';
import type { AnyMove, AnyRecord, AnySnapshot, GameKind, HostOptions, Table, TableError, TableMoveDetail } from '../../src/table/table.js';
import type { Square, TurnFlow } from '../../src/table/turn-flow.js';
import type { BoardArrival, BoardScoreFloat } from '../carc-board/carc-board.js';
import type { LobbyView } from '../carc-lobby/carc-lobby.js';
import type { LogEntry } from '../shared/log-entries.js';
import type { CarcEventDetail, CarcEventName } from '../shared/events.js';

export interface Toast {
  text: string;
  kind: 'error' | 'info';
  id: number;
}

/** The layers over the board: the end-of-game dialog and the phone's bottom sheet. */
export type LayerName = 'end' | 'sheet';

/** A seat to take: `bot` adds a bot of that level. */
export type SeatRequest = { name?: string; color?: string; bot?: BotLevel };

/** How a game starts (see `CarcGame.start`). */
export type StartOptions = { game?: GameKind; rules?: Record<string, unknown>; tiles?: number | null; patience?: number | null; days?: 1 | 3 | 7 | null; hints?: boolean };

/** The turn's actions, the replay and the live region, as the views call them (game-controls.ts). */
export interface HostControls {
  readonly announcement: string;
  readonly busy: boolean;
  readonly replaying: boolean;
  activate(at: Square): void;
  hover(at: Square | null): void;
  rotate(dir?: 1 | -1): void;
  chooseTile(id?: string): void;
  chooseFollower(): void;
  chooseSpot(spot: string | null): void;
  scoreEarlier(name: string): void;
  takeBack(): void;
  confirm(): Promise<void>;
  say(text: string): void;
  setReplay(n: number | null): void;
  toggleReplayPlay(): void;
  fitBoard(): void;
  downloadRecord(): void;
  onEndAction(action: string): void;
}

/** A bot's turn and the hint (bot-seats.ts). */
export interface HostBots {
  readonly thinking: { seat: number; move: Move | null; why?: string | null } | null;
  readonly hinting: boolean;
  skip(): void;
  hint(): Promise<void>;
  /** the hint's sentence of why, while its placement is on the board (move-reasons.ts) */
  hintReason(): string | null;
  /** why a bot of this page played move number `turn` */
  botReason(turn: number): string | null;
  withReasons(t: Table, entries: LogEntry[]): LogEntry[];
}

/** What the board points at (board-focus.ts). */
export interface HostSpotlight {
  readonly highlight: Square[];
  readonly marked: Square | null;
  readonly float: BoardScoreFloat | null;
  readonly bump: number[];
  readonly entry: LogEntry | null;
  scored(events: (ScoreEvent | NewWorldScoreEvent)[]): void;
  open(entry: LogEntry | null): void;
  hover(tiles: Square[] | null): void;
}

/** Moves sliding onto the board (move-slides.ts). */
export interface HostSlides {
  readonly arrival: BoardArrival | null;
  moved(d: TableMoveDetail): boolean;
  afterLanding(fn: () => void): void;
  finish(): boolean;
}

/** The layers over the board (layers.ts). */
export interface HostLayers {
  close(name: LayerName): void;
}

/**
 * The game element as its helpers see it: an element (they listen to its events, query what it
 * rendered, read its computed style) that hosts Lit controllers, with the members below.
 */
export interface GameHost extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;

  // the table and what this device shows of it
  readonly table: Table | null;
  readonly flow: TurnFlow | null;
  hoverAt: Square | null;
  replayAt: number | null;
  endOpen: boolean;
  sheetOpen: boolean;
  spotsOnTile: boolean | null;
  readonly lobbyView: LobbyView;
  readonly lobbyMessage: string;
  readonly toasts: readonly Toast[];
  readonly deck: string[] | null;
  readonly sessionOptions: Record<string, unknown>;

  // the helpers, as the others use them
  readonly controls: HostControls;
  readonly bots: HostBots;
  readonly spotlight: HostSpotlight;
  readonly slides: HostSlides;
  readonly layers: HostLayers;

  // the element's own work and its script API
  boardSnapshot(): AnySnapshot | null;
  shownTile(id: string): string;
  tileName(id: string | null): string;
  emit<K extends CarcEventName>(type: K, detail: CarcEventDetail<K>): void;
  report(error: TableError, kind?: 'error' | 'info'): void;
  dismiss(id: number): void;
  guard(p: Promise<void>): Promise<void>;
  host(options?: HostOptions): Promise<string>;
  join(link: string): Promise<void>;
  sit(p: SeatRequest): Promise<void>;
  start(options?: StartOptions): Promise<void>;
  play(move: AnyMove): Promise<void>;
  record(): AnyRecord;
  savedGames(): SavedGame[];
  importRecord(input: unknown, saveId?: string): void;
  leave(): void;
}
