/**
 * The details of `<carc-lobby>`'s events, and their entries in the DOM's event map (the invite
 * panels' `carc-lobby-copied`, `-invite-code`, `-answer-code` and `-back`, and `carc-turn`, which
 * `<carc-game>` shows too, are in components/shared/events.ts).
 */
import type { BotLevel } from '../../src/bots/levels.js';
import type { RulesGame } from '../shared/rule-words.js';

/** `carc-lobby-mode`: a way to play was chosen. */
export interface CarcLobbyModeDetail {
  mode: 'hotseat' | 'online';
}

/** `carc-lobby-sit`: take a seat (hot-seat: add a player). */
export interface CarcLobbySitDetail {
  name: string;
  color: string;
}

/** `carc-lobby-unseat`: remove a hot-seat player. */
export interface CarcLobbyUnseatDetail {
  index: number;
}

/** `carc-lobby-add-bot`: seat a bot (hot-seat, or the host online). */
export interface CarcLobbyAddBotDetail {
  level: BotLevel;
}

/** `carc-lobby-admit`: the host lets a player in (online). */
export interface CarcLobbyAdmitDetail {
  key: string;
}

/** `carc-lobby-remove`: the host removes a seat or refuses a request (online). */
export interface CarcLobbyRemoveDetail {
  key: string;
  name: string;
}

/** `carc-lobby-seating`: the host flipped a switch (online), chose to play over days (said to every guest before the start), or named the audience relay. */
export interface CarcLobbySeatingDetail {
  admitAll?: boolean;
  locked?: boolean;
  /** days per move, null for a live table */
  days?: 1 | 3 | 7 | null;
  /** the audience relay watchers follow the table on (`wss://…`), null for none */
  relay?: string | null;
}

/** `carc-lobby-start`: start the game. */
export interface CarcLobbyStartDetail {
  game: RulesGame;
  /** the rules changed from their defaults */
  rules: Record<string, unknown>;
  /** the game's length in tiles, null: the full deck */
  tiles: number | null;
  /** online: seconds a seat may keep the table waiting (a live table) */
  patience?: number;
  /** online: days per move at a table played over days (the days are then the patience); null plays live */
  days?: 1 | 3 | 7 | null;
  /** online: seats may ask for a hint */
  hints?: boolean;
}

/** `carc-lobby-import`: a record file was opened (its text). */
export interface CarcLobbyImportDetail {
  text: string;
}

/** `carc-lobby-resume` and `carc-lobby-forget`: a game of My games, to open again or to forget. */
export interface CarcLobbyGameDetail {
  id: string;
}

declare global {
  interface HTMLElementEventMap {
    'carc-lobby-mode': CustomEvent<CarcLobbyModeDetail>;
    'carc-lobby-sit': CustomEvent<CarcLobbySitDetail>;
    'carc-lobby-unseat': CustomEvent<CarcLobbyUnseatDetail>;
    'carc-lobby-add-bot': CustomEvent<CarcLobbyAddBotDetail>;
    'carc-lobby-admit': CustomEvent<CarcLobbyAdmitDetail>;
    'carc-lobby-remove': CustomEvent<CarcLobbyRemoveDetail>;
    'carc-lobby-seating': CustomEvent<CarcLobbySeatingDetail>;
    'carc-lobby-start': CustomEvent<CarcLobbyStartDetail>;
    'carc-lobby-import': CustomEvent<CarcLobbyImportDetail>;
    'carc-lobby-resume': CustomEvent<CarcLobbyGameDetail>;
    'carc-lobby-forget': CustomEvent<CarcLobbyGameDetail>;
  }
}
