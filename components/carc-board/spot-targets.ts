/**
 * Follower targets on the tile being placed: where each goes, and how big the tile must be on
 * screen for them to be comfortable to hit without ever overlapping. A finger needs 44 px (WCAG
 * 2.5.5); a mouse pointer less, and smaller rings hide less of the tile's art.
 */
import { spotPoint, type Pt } from '../shared/tile-geometry.js';

export interface TargetSize {
  /** ring radius in CSS px */
  radius: number;
  /** CSS px kept clear between two rings */
  gap: number;
}

export const TOUCH_TARGET: TargetSize = { radius: 22, gap: 6 };
export const MOUSE_TARGET: TargetSize = { radius: 15, gap: 6 };

export const targetSize = (): TargetSize => (typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches ? TOUCH_TARGET : MOUSE_TARGET);

export interface SpotTarget {
  spot: string;
  /** the ring's centre in tile units (0…100), board orientation */
  at: Pt;
}

/** The targets of a tile's spots (spots the tile does not have are left out). */
export function spotTargets(tileId: string, rot: number, spots: readonly string[]): SpotTarget[] {
  return spots.flatMap((spot) => {
    const at = spotPoint(tileId, rot, spot);
    return at ? [{ spot, at }] : [];
  });
}

/**
 * The smallest on-screen tile size (CSS px) at which rings of `size` neither overlap each other nor
 * reach far past the tile's edge (a spot hugging an edge is allowed half a ring over it).
 */
export function minTilePx(targets: readonly SpotTarget[], size: TargetSize): number {
  let closest = Infinity;
  let edge = 50;
  for (let i = 0; i < targets.length; i++) {
    const [x, y] = targets[i].at;
    edge = Math.min(edge, x, y, 100 - x, 100 - y);
    for (let j = i + 1; j < targets.length; j++) closest = Math.min(closest, Math.hypot(x - targets[j].at[0], y - targets[j].at[1]));
  }
  const apart = Number.isFinite(closest) ? ((2 * size.radius + size.gap) * 100) / closest : 0;
  const inside = (size.radius * 100) / Math.max(edge + size.radius / 2, 12);
  return Math.max(apart, inside, 100);
}
