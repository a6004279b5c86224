/**
 * A move someone else made, shown at a human pace: its tile slides onto the board from the hand it
 * was in (or from the nearest edge of the board), turning into place, and lands on its square; then
 * its follower appears. The tile is drawn in the board's world, so a pan or zoom meanwhile carries
 * it along. `finish()` lands it at once (a tap, Escape, the next action); with
 * `prefers-reduced-motion: reduce` nothing moves: the tile is simply there.
 */
import { key, type Square } from './board-model.js';
import { cssDuration, prefersReducedMotion } from '../shared/motion.js';
import type { PanZoom } from './pan-zoom.js';

export interface BoardArrival {
  /** a new id is a new move to show; the same id again changes nothing */
  id: number | string;
  tile: string;
  at: Square;
  rot: number;
  /**
   * Where the tile comes from, in client px: the middle of the hand it was drawn into, its size on
   * screen and the turn it has there. None: from the board's nearest edge, a quarter turn away.
   */
  from?: { x: number; y: number; size?: number; rot?: number } | null;
}

export interface SlideHost {
  /** the element whose `--carc-move-duration` applies */
  readonly element: HTMLElement;
  viewport(): HTMLElement | null;
  pz(): PanZoom | null;
  /** the drawn tile that slides */
  tileElement(): SVGGElement | null;
  /** the move is shown (landed, finished early, or not animated): redraw it in its place */
  shown(a: BoardArrival): void;
}

/** the slide's length when `--carc-move-duration` is not set */
export const MOVE_MS = 500;

type Pt = { x: number; y: number };

export class MoveSlide {
  /** the move sliding in now: the board draws its tile on top and holds back its follower */
  current: BoardArrival | null = null;
  /** the square (key) whose follower appears now: the last tile that landed */
  landedAt: string | null = null;
  private seen: BoardArrival['id'] | null = null;
  private anim: Animation | null = null;

  constructor(private host: SlideHost) {}

  /**
   * The board's `arrival` changed. A new move slides when `canSlide` (the board is showing, its
   * square is on it) and motion is wanted; otherwise it is shown at once. Null lands any slide.
   */
  take(a: BoardArrival | null, canSlide: boolean): void {
    if (!a) return void this.finish();
    if (a.id === this.seen) return;
    this.finish();
    this.seen = a.id;
    this.landedAt = null;
    if (canSlide && !prefersReducedMotion() && this.duration() > 0) this.current = a;
    else this.host.shown(a);
  }

  /** After the board drew the sliding tile: starts its animation (once). */
  start(): void {
    const a = this.current;
    const el = this.host.tileElement();
    const pz = this.host.pz();
    const vp = this.host.viewport();
    if (!a || this.anim) return;
    if (!el || !pz || !vp) return void this.finish();
    const r = vp.getBoundingClientRect();
    const z = pz.zoom;
    const target = { x: pz.ox + (a.at[0] * 100 + 50) * z, y: pz.oy + (a.at[1] * 100 + 50) * z };
    const start = slideStart(target, { w: r.width, h: r.height }, 100 * z, a.from ? { x: a.from.x - r.left, y: a.from.y - r.top } : null);
    if (!start) return void this.finish();
    const grow = a.from?.size ? Math.min(2.5, Math.max(0.5, a.from.size / (100 * z))) : 1;
    const turn = a.from ? turnBetween(a.from.rot ?? 0, a.rot) : -90;
    const [dx, dy] = [(start.x - target.x) / z, (start.y - target.y) / z];
    this.anim = el.animate(
      [
        { transform: `translate(${dx}px, ${dy}px) rotate(${turn}deg) scale(${grow})` },
        // a little high just before it lands, like a tile put down by hand
        { transform: 'translate(0px, 0px) rotate(0deg) scale(1.05)', offset: 0.85 },
        { transform: 'translate(0px, 0px) rotate(0deg) scale(1)' },
      ],
      { duration: this.duration(), easing: 'cubic-bezier(.2, .45, .3, 1)' },
    );
    this.anim.onfinish = () => this.finish();
  }

  /** Lands the sliding tile at once; whether one was sliding. */
  finish(): boolean {
    const a = this.current;
    if (!a) return false;
    this.anim?.cancel();
    this.anim = null;
    this.current = null;
    this.landedAt = key(a.at);
    this.host.shown(a);
    return true;
  }

  private duration(): number {
    return cssDuration(this.host.element, '--carc-move-duration', MOVE_MS);
  }
}

/** The turn (degrees, −180…90) from how the hand shows the tile to how it lies on the board. */
export function turnBetween(fromRot: number, rot: number): number {
  return ((((fromRot - rot) % 360) + 540) % 360) - 180;
}

/**
 * Where the tile starts, in px of the board's viewport (w×h): the hand itself when it is over the
 * board, otherwise just out of sight where the line from the square to the hand (or to the nearest
 * edge) leaves the board, so the whole slide is seen. Null when the square is out of view.
 */
export function slideStart(target: Pt, box: { w: number; h: number }, tilePx: number, from: Pt | null): Pt | null {
  const inside = (p: Pt) => p.x >= 0 && p.y >= 0 && p.x <= box.w && p.y <= box.h;
  if (!inside(target)) return null;
  if (from && inside(from)) return from;
  const edges: [number, number, number][] = [
    [target.x, -1, 0],
    [box.w - target.x, 1, 0],
    [target.y, 0, -1],
    [box.h - target.y, 0, 1],
  ];
  const nearest = edges.reduce((a, b) => (b[0] < a[0] ? b : a));
  const way = from ? { x: from.x - target.x, y: from.y - target.y } : { x: nearest[1], y: nearest[2] };
  const len = Math.hypot(way.x, way.y) || 1;
  const [ux, uy] = [way.x / len, way.y / len];
  const exitX = ux > 0 ? (box.w - target.x) / ux : ux < 0 ? -target.x / ux : Infinity;
  const exitY = uy > 0 ? (box.h - target.y) / uy : uy < 0 ? -target.y / uy : Infinity;
  const dist = Math.min(exitX, exitY) + tilePx * 0.75;
  const d = from ? Math.min(dist, len) : dist;
  return { x: target.x + ux * d, y: target.y + uy * d };
}
