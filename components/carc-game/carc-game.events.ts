/**
 * The details of `<carc-game>`'s events (its scoring-order picker's included), and their entries in
 * the DOM's event map. `carc-error` and `carc-turn` are in components/shared/events.ts.
 */
import type { CarcGameState, CarcMoveDetail } from './script-api.js';

export type { CarcMoveDetail };

/** `carc-state`: the game state changed (as `el.state` now returns it). */
export interface CarcStateDetail {
  state: CarcGameState;
}

/** `carc-game-over`: the game ended: final scores and player names, in seat order. */
export interface CarcGameOverDetail {
  scores: number[];
  players: string[];
}

/** `carc-room`: an online room was opened or joined (its link), or left (`''`). */
export interface CarcRoomDetail {
  link: string;
}

/** `carc-turn-alert`: online, this seat's turn (`turn`: moves played so far) started while the tab was hidden (`on`), or that alert cleared. */
export interface CarcTurnAlertDetail {
  on: boolean;
  turn?: number;
}

/** `carc-order-earlier`: New World, score this feature one place earlier. */
export interface CarcOrderEarlierDetail {
  name: string;
}

/** `carc-order-hover`: New World, the feature of the scoring order pointed at or focused (null: left). */
export interface CarcOrderHoverDetail {
  name: string | null;
}

declare global {
  interface HTMLElementEventMap {
    'carc-move': CustomEvent<CarcMoveDetail>;
    'carc-state': CustomEvent<CarcStateDetail>;
    'carc-game-over': CustomEvent<CarcGameOverDetail>;
    'carc-room': CustomEvent<CarcRoomDetail>;
    'carc-turn-alert': CustomEvent<CarcTurnAlertDetail>;
    'carc-order-earlier': CustomEvent<CarcOrderEarlierDetail>;
    'carc-order-hover': CustomEvent<CarcOrderHoverDetail>;
  }
}
