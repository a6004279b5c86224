/**
 * Late in a game a fitted board shows its squares smaller than a finger. A touch tap on or near a
 * legal square then zooms first, around the point tapped, until squares are `TAP_ZOOM_PX` wide:
 * the square under the finger stays under it, and a second tap there places. Mouse clicks, pens and
 * keys are precise enough and act at once.
 */
import type { Square } from './board-model.js';

/** the smallest square (CSS px) a finger may be asked to hit */
export const TAP_PX = 44;
/** the size squares are zoomed to by a tap on a crowded board */
export const TAP_ZOOM_PX = 64;
/** how far (CSS px) from a legal square a fingertip still counts as aiming at it */
const REACH = 22;

export interface TapView {
  zoom: number;
  ox: number;
  oy: number;
}

/** Whether a touch tap at (sx, sy) of the viewport should zoom in before it can choose a square. */
export function tapNeedsZoom(view: TapView, sx: number, sy: number, targets: readonly Square[]): boolean {
  const s = 100 * view.zoom;
  if (s >= TAP_PX - 0.01) return false;
  return targets.some(([x, y]) => {
    const [left, top] = [view.ox + x * s, view.oy + y * s];
    const dx = Math.max(left - sx, 0, sx - (left + s));
    const dy = Math.max(top - sy, 0, sy - (top + s));
    return Math.hypot(dx, dy) <= REACH;
  });
}

/** The zoom factor that makes squares `TAP_ZOOM_PX` wide. */
export const tapZoomFactor = (zoom: number): number => TAP_ZOOM_PX / (100 * zoom);
