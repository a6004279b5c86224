/** The details of `<carc-stall-banner>`'s events, and their entries in the DOM's event map. */
import type { BotLevel } from '../../src/bots/levels.js';

/** `carc-stall-vote`: this player votes about the overdue seat: wait longer, skip its turns, or let a bot of `level` play them. */
export interface CarcStallVoteDetail {
  choice: 'wait' | 'skip' | 'bot';
  /** with `bot` */
  level?: BotLevel;
}

/** `carc-stall-drop`: the host starts without a seat that never joined the shuffle. */
export interface CarcStallDropDetail {
  seat: number;
}

declare global {
  interface HTMLElementEventMap {
    'carc-stall-vote': CustomEvent<CarcStallVoteDetail>;
    'carc-stall-drop': CustomEvent<CarcStallDropDetail>;
  }
}
