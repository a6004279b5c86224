/**
 * What a verified chain describes (table.ts applies each entry to it): the seats, their commitments
 * and links, the draw round being collected, who is away, the engine game and every turn it played;
 * and what reads it: the phase, whether a round is open, who the table waits for, who may write.
 */
import type { Move, PassMove } from '../engine/index.js';
import type { SealedBox } from './sealed-links.js';
import type { SeatInfo } from './seats.js';
import type { StartInfo, TableGame } from './table-start.js';
import type { Phase, TableEvent, TableMove } from './types.js';
import type { BotLevel } from './bot-seats.js';

/**
 * A turn the engine played from the chain, with what it returned: a seat's move once its draw round
 * closed, or the pass of a seat that is away. The session tells each one that is new as a 'move'.
 */
export interface PlayedTurn {
  /** the game's turn number once it is played (the first move is 1) */
  turn: number;
  seat: number;
  move: TableMove | PassMove;
  /** the move's entry; null for a pass */
  hash: string | null;
  /** the randomness the engine drew with: with the move entry it tells this turn from a rival's */
  seed: string;
  /** what the engine's play returned */
  events: TableEvent[];
}

export interface TableState {
  room: string;
  host: string;
  start: StartInfo | null;
  /** the seats at the table: the start's, less any the host dropped before the deal */
  seats: SeatInfo[];
  /** per seat: the end of its link chain, or null before it commits */
  commits: (string | null)[];
  /** per seat: the last link it revealed and that link's round (-1 for the commit) */
  last: { link: string; round: number }[];
  /** the draw round being collected: 0 deals, then one per move */
  round: number;
  /** per seat: its link for the round being collected, or null */
  links: (string | null)[];
  /** per seat: the X25519 key its commit carried (tables played over days), that links are sealed to */
  sealKeys: (string | null)[];
  /** per seat: the links it sealed ahead in its last move or link (sealed-links.ts), or null */
  boxes: (SealedBox[] | null)[];
  /** seats voted away: their turns pass, their links are not awaited */
  away: boolean[];
  /** seats handed to a bot (also away): a seat still here writes their moves, which every peer checks */
  bots: (BotLevel | null)[];
  /** the move written this turn, applied once its round's links are in */
  pending: { move: Move; seat: number; hash: string } | null;
  /** the randomness of the last closed round (passes that draw use it) */
  seed: string | null;
  /** never played on in place (a new move makes a new game), so clones share it */
  game: TableGame | null;
  /** the randomness of the deal (null before it): with `played`, what tells this game from a rival's */
  dealt: string | null;
  /** every turn the engine played, in order; never changed in place (a new entry makes a new array), so clones share it */
  played: readonly PlayedTurn[];
}

export function emptyTable(room: string, host: string): TableState {
  return {
    room,
    host,
    start: null,
    seats: [],
    commits: [],
    last: [],
    round: 0,
    links: [],
    sealKeys: [],
    boxes: [],
    away: [],
    bots: [],
    pending: null,
    seed: null,
    game: null,
    dealt: null,
    played: [],
  };
}

export function cloneTable(t: TableState): TableState {
  return {
    ...t,
    seats: [...t.seats],
    commits: [...t.commits],
    last: [...t.last],
    links: [...t.links],
    sealKeys: [...t.sealKeys],
    boxes: [...t.boxes],
    away: [...t.away],
    bots: [...t.bots],
    // shared: applyEntry never plays on a state's game, only on a copy it then keeps (as `played` is shared)
    game: t.game,
  };
}

export function phaseOf(t: TableState): Phase {
  if (!t.start) return 'lobby';
  if (t.commits.some((c) => c === null)) return 'committing';
  if (!t.game) return 'revealing';
  return t.game.finished ? 'finished' : 'playing';
}

/** Whether a draw round is being collected (the deal, or the round after a move). */
export function roundOpen(t: TableState): boolean {
  const phase = phaseOf(t);
  return phase === 'revealing' || (phase === 'playing' && t.pending !== null);
}

/** What the table waits for: the seats that owe an entry now, and what they owe. */
export function owed(t: TableState): { seat: number; what: 'commit' | 'link' | 'move' }[] {
  const phase = phaseOf(t);
  if (phase === 'committing') return t.seats.flatMap((_, i) => (t.commits[i] === null ? [{ seat: i, what: 'commit' as const }] : []));
  if (roundOpen(t)) {
    // a link sealed to a seat still here is owed by that seat, who opens it
    const owing = new Set(t.seats.flatMap((_, i) => (!t.away[i] && t.links[i] === null ? [sealedTo(t, i) ?? i] : [])));
    return [...owing].sort((a, b) => a - b).map((seat) => ({ seat, what: 'link' as const }));
  }
  if (phase === 'playing') return [{ seat: t.game!.current, what: 'move' }];
  return [];
}

/** The keys that may write the next chain entry (admission.ts refuses every other key for good). */
/** The seat `seat`'s link for the open round is sealed to, if it is still here to open it. */
export function sealedTo(t: TableState, seat: number): number | null {
  const box = t.boxes[seat]?.find((b) => b[0] === t.round);
  return box && !t.away[box[1]] && box[1] !== seat ? box[1] : null;
}

export function writers(t: TableState): string[] {
  if (!t.start) return [t.host];
  return phaseOf(t) === 'finished' ? [] : t.seats.flatMap((s) => (s.bot ? [] : [s.key]));
}
