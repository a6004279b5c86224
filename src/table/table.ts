/**
 * A table is what `<carc-game>` plays on: the engine alone on one device (hot-seat) or a sync
 * session shared with peers (online). The element and its script API only talk to this interface,
 * so both modes behave the same.
 */
import type { BotLevel } from '../bots/index.js';
import type { PeerPath } from './view-types.js';
import type { AudienceStatus } from '../sync/transport/transport.js';
import type { Game, GameEvent, GameRecord, GameSnapshot, Move, NewWorldEvent, NewWorldGame, NewWorldRecord, NewWorldSnapshot, PassMove } from '../engine/index.js';

/** Either game the engine plays: the base game, or New World (`game.game === 'new-world'`). */
export type AnyGame = Game | NewWorldGame;
export type AnyEvent = GameEvent | NewWorldEvent;
/** A placement of either game (a New World one may carry the scoring `order`); typed loosely so scripts read fields without narrowing. */
export type AnyMove = Move & { order?: string[] };
export type AnyTurn = AnyMove | PassMove;
/** A record of either game: `game` says which (absent: the base game). */
export type AnyRecord = Omit<GameRecord, 'game' | 'moves'> & { game?: GameKind; moves: AnyTurn[] };
/** What the engine's exportRecord gives, as the components keep it. */
export const anyRecord = (r: GameRecord | NewWorldRecord) => r as AnyRecord;
export type AnySnapshot = GameSnapshot | NewWorldSnapshot;
export type GameKind = 'carcassonne' | 'new-world';

/** Whether a game is New World (a field check: the UI need not load New World's code to ask). */
export const isNewWorld = (g: AnyGame | null | undefined): g is NewWorldGame => (g as { game?: string } | null)?.game === 'new-world';

/** Which game a game object plays. */
export const gameKind = (g: AnyGame | null | undefined): GameKind => (isNewWorld(g) ? 'new-world' : 'carcassonne');

export interface TablePlayer {
  name: string;
  color: string;
  /** presence: always true in hot-seat */
  online: boolean;
  /** whether this device may play this seat */
  local: boolean;
  /** online: the seat holder's public key */
  key?: string;
  /** online: the table voted this seat away; its turns pass until it comes back */
  away?: boolean;
  /** a bot of this level plays the seat (hot-seat: components/carc-game/bot-seats.ts; online: the host added it, or the table handed the seat to it) */
  bot?: BotLevel;
  /** online, another seat while it is online: how this browser reaches it (directly, through the relays, or another tab here) */
  path?: PeerPath;
}

export type TablePhase = 'lobby' | 'starting' | 'playing' | 'finished';

export interface TableStatus {
  kind: 'hotseat' | 'connecting' | 'connected' | 'signaling-unreachable' | 'needs-turn' | 'offline';
  peers: number;
  /** online: entries of ours written while no peer was there to take them */
  queued?: number;
  /** online: signaling relays reached, e.g. 3 of 6 */
  channels?: { reached: number; total: number };
  /** online: players met through signaling whom no path reaches, not even the relays */
  unreachable?: number;
  /** online: peers reached per path (direct channels, tabs of this browser, the relays) */
  via?: { webrtc: number; broadcast: number; relay?: number };
  /** online: this browser cannot connect directly (no WebRTC): it plays through the relays, and cannot invite by hand */
  relayOnly?: true;
  /** online, at a table shown on an audience relay: its socket, and how many watch there (a bounded estimate) */
  audience?: AudienceStatus;
}

/** A live hover or tentative placement another seat shows (online only). */
export interface RemoteHover {
  seat: number;
  at: [number, number];
  rot: number;
  tile: string;
}

/** An error in the shape the engine and the sync layer share. */
export interface TableError {
  code: string;
  message: string;
}

/** Detail of the table's 'move' event: a move entered the game, with the engine's events. */
export interface TableMoveDetail {
  /** a placement, or a pass (online: a seat voted away) */
  move: AnyTurn;
  player: number;
  turn: number;
  events: AnyEvent[];
}

export interface HostOptions {
  /** which game: Carcassonne (the default) or New World */
  game?: GameKind;
  /** play on this device only, no network */
  hotseat?: boolean;
  /** engine rules options (see RULE_OPTIONS) */
  rules?: Record<string, unknown>;
  /** a quick game: only the first N tiles of the shuffle */
  tiles?: number;
  /** hot-seat only: an explicit deck (tiles after the start tile), for tests and puzzles */
  deck?: string[];
  /** hot-seat only: the shuffle seed (random when omitted) */
  seed?: string;
  /** hot-seat only: the seat that plays first (a rematch rotates it); the rules' start player when omitted */
  first?: number;
}

/**
 * Events (all CustomEvents): `change` (anything shown changed), `move` (TableMoveDetail),
 * `error` (TableError: a failure to tell the user), `superseded` (TableError).
 */
export interface Table extends EventTarget {
  readonly mode: 'hotseat' | 'online';
  readonly phase: TablePhase;
  /** the verified engine game, null before the start */
  readonly game: AnyGame | null;
  readonly players: TablePlayer[];
  /** every engine event so far, in order (for the log, the score animation and the end screen) */
  readonly events: AnyEvent[];
  readonly rules: Record<string, unknown>;
  /** the link to share ('' in hot-seat) */
  readonly link: string;
  readonly status: TableStatus;
  /** the local seat (online), or null; hot-seat: always the current player */
  readonly mySeat: number | null;
  readonly hover: RemoteHover | null;
  /** online: the tile after a move is being drawn (each seat's browser adds its part); null otherwise */
  readonly drawing?: { seat: number; move: AnyTurn } | null;
  /** may a person ask for a hint on their turn? (hot-seat always; online when the host allowed it) */
  readonly hints: boolean;
  /** online: this page came from a watch link: it follows the table through its audience relay and never sits, votes or writes */
  readonly watching?: boolean;
  /** online: days per move at a table played over days (nobody needs to be online together); null or absent for a live table */
  readonly days?: number | null;
  /** may this device play now? */
  canPlay(): boolean;
  sit(p: { name: string; color: string; bot?: BotLevel }): Promise<void>;
  start(): Promise<void>;
  /** resolves once the move is in the game; rejects with a TableError */
  play(move: AnyMove): Promise<void>;
  record(): AnyRecord;
  /** shares this device's tentative placement (online); null clears it */
  setHover(h: { at: [number, number]; rot: number; tile: string } | null): void;
  close(): void;
}

export function tableError(code: string, message: string): TableError {
  return { code, message };
}
