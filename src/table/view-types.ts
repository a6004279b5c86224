/**
 * The data a table hands its views: the lobby's seats and invite-by-hand panels, the stall banner,
 * how a seat is reached. Plain shapes, no rendering: the tables fill them and the components in
 * components/ draw them (carc-lobby/seat-panels.ts, shared/invite-panels.ts, carc-stall-banner/stall-words.ts, shared/connection-text.ts).
 */
import type { Stall } from '../sync/stall-watch.js';

/** How this browser reaches another seat's (the sync layer's `Seat.path`). */
export type PeerPath = 'direct' | 'relay' | 'same-browser';

/** A player asking to sit (or removed), as the host's lobby shows them. */
export interface SeatRequestView {
  key: string;
  name: string;
  color: string;
  /** why they cannot be let in now (a look-alike name, a full or locked table), or null */
  problem: string | null;
}

/** The host's side of the seats (null for a guest). */
export interface HostSeating {
  requests: SeatRequestView[];
  removed: SeatRequestView[];
  locked: boolean;
  admitAll: boolean;
}

/** A guest who is not seated: waiting to be let in, or refused (and why), or facing a locked table. */
export interface GuestStanding {
  state: 'waiting' | 'refused' | 'locked';
  /** the host's name, if their seat reached us */
  host: string | null;
  message?: string;
  /** refused for good unless the host changes their mind: no form to ask again */
  final?: boolean;
  /** a table played over days: the host lets people in when they next open the link */
  overDays?: boolean;
  /** while waiting: the name and colour asked for */
  name?: string;
  color?: string;
}

/** The host's invite by hand. */
export interface InviteByCode {
  /** the link carrying the offer ('' while it is being made) */
  link: string;
  state: 'making' | 'waiting' | 'connecting' | 'connected' | 'failed';
  /** why it failed, or why an answer code was refused while it still waits */
  message?: string;
  /** the seat whose key signed the answer, when it holds one (a player coming back) */
  from?: string;
}

/** The guest's answer to an invite by hand. */
export interface AnswerCode {
  /** '' while it is being made */
  code: string;
  state: 'making' | 'waiting' | 'connected' | 'failed';
  message?: string;
  /** waiting for a minute and more: the page says what to do if the host's side failed */
  long?: boolean;
}

/**
 * A seat other than this one keeps the table waiting (online play): the sync layer's stall (who,
 * what it owes, `since` and `deadline` in `Date.now()` ms), with what this device may do about it.
 */
export interface StallView extends Omit<Stall, 'votes'> {
  /** presence of the awaited seat (a hint) */
  online: boolean;
  /** the votes cast about this wait, one per seat */
  votes: { seat: number; name: string; choice: 'wait' | 'skip' | 'bot'; level?: string; mine: boolean }[];
  /** this device holds a seat that may vote (seated, not the awaited seat, not away) */
  canVote: boolean;
  /** the seat may be handed to a bot: the table waits on its turn or its part of a draw, not on the start's shuffle (either game) */
  canBot: boolean;
  /** how many seats must vote alike to remove the awaited one: more than half of the others at the table */
  voters: number;
  /** this device hosts the table */
  isHost: boolean;
  /** the host may start without the seat (it never joined the shuffle, and two seats would remain) */
  canDrop: boolean;
  /** a table played over days: its days per move (the countdown reads in days and hours); absent at a live table */
  days?: number;
}
