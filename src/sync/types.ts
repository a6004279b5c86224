/**
 * Public shapes of the sync layer: what the UI reads from a `GameSession`.
 */
import type { BotLevel } from '../bots/index.js';
import type { AudienceStatus } from './transport/transport.js';
import type { EngineError, GameEvent, Move, NewWorldEvent, NewWorldMove, PassMove } from '../engine/index.js';

/** A move of either game a table plays. */
export type TableMove = Move | NewWorldMove;

/** An event of either game, as the engine's play returns it. */
export type TableEvent = GameEvent | NewWorldEvent;

/** Where the game stands, from this peer's verified chain. */
export type Phase = 'lobby' | 'committing' | 'revealing' | 'playing' | 'finished';

/** The network as this peer sees it. */
export type ConnectionStatus = (
  | { kind: 'connecting'; peers: 0 }
  | { kind: 'connected'; peers: number }
  /** no signaling server answers; the transport retries by itself, `retryInMs` is a hint, `session.retry()` retries now */
  | { kind: 'signaling-unreachable'; peers: number; retryInMs: number }
  /** peers were met through signaling, but neither a direct channel nor the relays reach any of them: a TURN server or an invite by hand would */
  | { kind: 'needs-turn'; peers: 0 }
  /** no network at all */
  | { kind: 'offline'; peers: 0 }
) & {
  /** this peer's entries written while it had no peer, waiting to be sent */
  queued: number;
  /** how many peers each path reaches, when the transport can tell (direct WebRTC channels, same-browser BroadcastChannel, the relays) */
  via?: { webrtc: number; broadcast: number; relay?: number };
  /** signaling endpoints reached (e.g. 3 of 6), by kind: tells "nobody here yet" from "we reach nothing" */
  channels?: { reached: number; total: number; byKind: Record<string, { reached: number; total: number }> };
  /** peers met through signaling that no path reaches lately (a TURN server or an invite by hand would help) */
  unreachable?: number;
  /** this browser cannot connect directly (no WebRTC): it plays through the relays, and cannot invite by hand */
  relayOnly?: true;
  /** the audience relay, when the table has one: its socket, and how many watch there (an estimate past a few dozen) */
  audience?: AudienceStatus;
};

export type SeatPath = 'direct' | 'relay' | 'same-browser';

/** A seat of the game, bound to a public key by a signed claim. */
export interface Seat {
  /** 0-based seat index: turn order */
  index: number;
  name: string;
  /** a CSS colour chosen at claim time, unique in the game */
  color: string;
  /** the seat holder's Ed25519 public key, base64url of the 32 raw bytes */
  key: string;
  /** presence only (awareness), never trusted for game state */
  online: boolean;
  /**
   * How this browser reaches the seat's, while online: a direct channel, the relays (slower), or
   * another tab of this browser. Absent for this browser's own seat and for a seat reached only
   * through another peer.
   */
  path?: SeatPath;
  /** whether this seat has committed to its draw links (before the deal) */
  committed: boolean;
  /** whether this seat has revealed its link for the draw round now open */
  revealed: boolean;
  /** the table voted this seat away: its turns pass until it comes back */
  away: boolean;
  /** a bot of this level plays the seat: the host added it, or the table handed the seat to it */
  bot?: BotLevel;
}

/** Options of the quick game the host starts. */
export interface StartOptions {
  /** "new-world" for the spin-off; Carcassonne when left out */
  game?: 'carcassonne' | 'new-world';
  /** engine rules (see RULE_OPTIONS); omitted keys take their defaults */
  rules?: Record<string, unknown>;
  /** play only N land tiles, drawn at random from the whole supply (a quick game); the full supply when omitted */
  tiles?: number;
  /** seconds a seat may keep the table waiting before the others may vote (15–3600, default 90) */
  patience?: number;
  /** a table played over days: each seat has 1, 3 or 7 days per move (its patience), so nobody needs to be online together; not with `patience` */
  days?: 1 | 3 | 7;
  /** let each seat ask the hard bot for a hint on its turn (off by default) */
  hints?: boolean;
  /** a rematch: the seats' names in the order they sit (the old table's; bots always after the players) */
  order?: string[];
  /** a rematch: the name of the seat that plays first (absent or gone: the next one of `order` who came) */
  first?: string;
}

/** An error the sync layer reports: an engine code (`move/...`) or one of `sync/...`. */
export interface SyncError {
  code: EngineError['code'] | SyncErrorCode;
  message: string;
}

/** A sync error to throw or report: one code of the list below, and a sentence for the player. */
export const syncError = (code: SyncError['code'], message: string): SyncError => ({ code, message });

export type SyncErrorCode =
  | 'sync/bad-entry'
  | 'sync/bad-signature'
  | 'sync/wrong-room'
  | 'sync/not-seated'
  | 'sync/not-your-turn'
  | 'sync/seat-taken'
  | 'sync/already-seated'
  | 'sync/table-full'
  /** the host locked the table: nobody new sits */
  | 'sync/table-locked'
  /** the host removed this player from the table */
  | 'sync/removed'
  | 'sync/wrong-phase'
  | 'sync/bad-commit'
  | 'sync/bad-start'
  | 'sync/superseded'
  | 'sync/not-host'
  /** past a cap on what one key may write (claims per key, entries per chain position, claimants) */
  | 'sync/flood'
  | 'sync/closed'
  | 'sync/broken-link'
  | 'sync/bad-invite-code'
  /** an invite code not signed by the key it must be: changed on its way, or made by someone else */
  | 'sync/forged-invite-code'
  /** an away entry without the votes of more than half of the other seats at the table */
  | 'sync/no-majority'
  /** a seat was voted away sooner than the table's patience, as this browser counted (a flag, not a refusal) */
  | 'sync/early-away'
  | 'sync/ice-failed'
  /** an invite by hand found a path to the friend, but the encrypted channel never opened (manual-invite.ts) */
  | 'sync/handshake-failed'
  /** this browser cannot make a WebRTC connection (no RTCPeerConnection), so no invite by code */
  | 'sync/no-webrtc'
  | 'sync/insecure-page'
  /** this browser's WebCrypto has no Ed25519 (an older browser), so it cannot sign: no online play */
  | 'sync/no-ed25519'
  /** an audience relay's address that cannot be used (audience-wire.ts) */
  | 'sync/bad-relay'
  /** a watcher's page only reads: it neither sits, nor votes, nor writes */
  | 'sync/watching'
  /** a watch link that cannot be opened: a room cut short, no usable relay (watch-link.ts) */
  | 'sync/bad-watch-link';

/**
 * Detail of the 'move' event: the engine played a turn of this peer's verified chain (a move once
 * its draw round closed, or the pass of a seat that is away). Told once per turn, in order, also
 * when a batch brings many; after a 'rewound' event, the turns that replace the dropped ones.
 */
export interface MoveDetail {
  /** the game's turn number once it is played (the first move is 1) */
  turn: number;
  /** who played it: the seat that moved (a bot seat's own index), or the seat whose turn passed */
  seat: number;
  /** the move, or `{ pass: true }` */
  move: TableMove | PassMove;
  /** the move's entry hash; null for a pass */
  hash: string | null;
  /** what the engine returned playing it (tile placed, scores, the next tile drawn, game over...) */
  events: TableEvent[];
}

/**
 * Detail of the 'rewound' event: the chain was rebuilt without turns the engine had played (a fork
 * resolved the other way); the game went back to `turn`, and 'move' events for the turns that
 * replace the dropped ones follow.
 */
export interface RewoundDetail {
  /** how many turns stayed: the turn the game went back to */
  turn: number;
}

/** Detail of the 'rejected' event: an entry this peer refused (forged, out of turn, illegal...). */
export interface RejectedDetail {
  hash: string;
  author: string;
  kind: string;
  error: SyncError;
  /** true when the author is this peer */
  mine: boolean;
}

/** Detail of the 'superseded' event: one of this peer's entries lost a race ("X played first"). */
export interface SupersededDetail {
  hash: string;
  kind: string;
  /** who took the place: seat name, or a short key for an unseated author */
  by: string;
  message: string;
}

/** What another peer shows through presence (awareness): never used for game state. */
export interface PresencePeer {
  clientId: number;
  key: string;
  seat: number | null;
  name: string | null;
  hover: unknown;
}
