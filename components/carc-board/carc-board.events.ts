/** The details of `<carc-board>`'s events, and their entries in the DOM's event map. */
import type { CarcErrorDetail } from '../shared/events.js';

export type { CarcErrorDetail };

/** `carc-square-activate`: a legal square, or the preview's, was clicked, tapped or chosen by key. */
export interface CarcSquareActivateDetail {
  at: [number, number];
}

/** `carc-square-hover`: the pointer or the keyboard cursor moved to a square (null: off the board). */
export interface CarcSquareHoverDetail {
  at: [number, number] | null;
}

/** `carc-spot-activate`: an allowed follower spot was chosen (its name, as in `spots`). */
export interface CarcSpotActivateDetail {
  spot: string;
}

/** `carc-order-activate`: New World, a numbered feature of `order` was tapped (to score it earlier). */
export interface CarcOrderActivateDetail {
  name: string;
}

/** `carc-spots-layout`: whether the follower targets are drawn on the tile (false: too close together at this zoom). */
export interface CarcSpotsLayoutDetail {
  onTile: boolean;
}

/** `carc-view-change`: the view moved; zoom 1 = 100 CSS px per square, x/y the square at the middle. */
export interface CarcViewChangeDetail {
  zoom: number;
  x: number;
  y: number;
}

/** `carc-move-shown`: the `arrival` with this id is in its place (its slide landed or was cut short, or it did not slide). */
export interface CarcMoveShownDetail {
  /** the `arrival`'s id */
  id: number | string;
  at: [number, number];
}

declare global {
  interface HTMLElementEventMap {
    'carc-square-activate': CustomEvent<CarcSquareActivateDetail>;
    'carc-square-hover': CustomEvent<CarcSquareHoverDetail>;
    'carc-spot-activate': CustomEvent<CarcSpotActivateDetail>;
    'carc-order-activate': CustomEvent<CarcOrderActivateDetail>;
    'carc-spots-layout': CustomEvent<CarcSpotsLayoutDetail>;
    'carc-view-change': CustomEvent<CarcViewChangeDetail>;
    'carc-move-shown': CustomEvent<CarcMoveShownDetail>;
  }
}
