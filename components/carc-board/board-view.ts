/**
 * The board's view and where it goes by itself: fitting the content into the part of the viewport
 * a finger can reach (clear of the zoom buttons), checking that every legal square is there, and
 * framing the tile being placed when its follower targets appear.
 */
import { key, squareBounds, type Square } from './board-model.js';
import { PanZoom } from './pan-zoom.js';

/** CSS px kept clear at each side: the zoom buttons take the right-hand column. */
export const SAFE = { top: 8, right: 60, bottom: 8, left: 8 };
/** board units of air around the content when fitting */
const AIR = 18;

/** Shows every square whole inside the safe area (the middle of the board when there are none). */
export function fitSquares(pz: PanZoom, squares: readonly Square[], w: number, h: number): void {
  const b = squareBounds(squares);
  if (!b) return pz.centerOn(50, 50, w, h);
  pz.fit([b[0] * 100 - AIR, b[1] * 100 - AIR, (b[2] + 1) * 100 + AIR, (b[3] + 1) * 100 + AIR], w, h, SAFE);
}

/** Whether a square lies whole inside the safe area of a w×h viewport. */
export function squareInView(pz: PanZoom, at: Square, w: number, h: number): boolean {
  const x = pz.ox + at[0] * 100 * pz.zoom;
  const y = pz.oy + at[1] * 100 * pz.zoom;
  const s = 100 * pz.zoom;
  return x >= SAFE.left - 0.5 && y >= SAFE.top - 0.5 && x + s <= w - SAFE.right + 0.5 && y + s <= h - SAFE.bottom + 0.5;
}

/** The largest tile (CSS px) the safe area can show whole, with room to spare around it. */
export function largestTilePx(w: number, h: number): number {
  return 0.86 * Math.min(w - SAFE.left - SAFE.right, h - SAFE.top - SAFE.bottom);
}

/**
 * Frames a square so that its tile is at least `tilePx` wide on screen and whole in view; returns
 * whether the view moved.
 */
export function frameTile(pz: PanZoom, at: Square, tilePx: number, w: number, h: number): boolean {
  const want = Math.min(tilePx, largestTilePx(w, h)) / 100;
  if (pz.zoom >= want - 1e-6 && squareInView(pz, at, w, h)) return false;
  pz.zoom = Math.max(pz.zoom, want);
  const cx = (SAFE.left + w - SAFE.right) / 2;
  const cy = (SAFE.top + h - SAFE.bottom) / 2;
  pz.centerOn(at[0] * 100 + 50 + (w / 2 - cx) / pz.zoom, at[1] * 100 + 50 + (h / 2 - cy) / pz.zoom, w, h);
  return true;
}

export interface CameraHost {
  /** the pannable element and the world it moves */
  viewport(): HTMLElement | null;
  world(): SVGSVGElement | null;
  /** squares a fit shows whole */
  content(): Square[];
  /** the view moved (once per frame) */
  moved(): void;
  /** a gesture or animation ended: the time for costly redraws */
  settled(): void;
}

/**
 * The board's view: pan and zoom (PanZoom) applied to the world as one CSS transform, fitting
 * itself to the content until the user moves it, and the automatic moves above.
 */
export class BoardCamera {
  pz: PanZoom | null = null;
  /** the world's box in board units, as rendered (the transform is relative to it) */
  worldBox: [number, number, number, number] = [0, 0, 100, 100];
  private resizer?: ResizeObserver;
  /** the content's extent last fitted, and the legal squares last brought into reach */
  private fittedFor = '';
  private candidatesFor = '';
  private frame = 0;
  private idle = 0;

  constructor(private host: CameraHost) {}

  attach(): void {
    const vp = this.host.viewport();
    if (!vp) return;
    this.pz?.detach();
    this.pz = new PanZoom(vp, () => this.changed());
    this.pz.attach();
    this.resizer?.disconnect();
    this.resizer = new ResizeObserver(() => (this.pz?.userMoved ? this.apply() : this.fit()));
    this.resizer.observe(vp);
  }

  detach(): void {
    this.pz?.detach();
    this.resizer?.disconnect();
    cancelAnimationFrame(this.frame);
  }

  get zoom(): number {
    return this.pz?.zoom ?? 1;
  }

  size(): { w: number; h: number } {
    const r = this.host.viewport()?.getBoundingClientRect();
    return { w: r?.width || 1, h: r?.height || 1 };
  }

  /** zoom (1 = 100 px per square) and the square coordinates at the middle */
  get view(): { zoom: number; x: number; y: number } {
    const pz = this.pz;
    if (!pz) return { zoom: 1, x: 0, y: 0 };
    const { w, h } = this.size();
    return { zoom: pz.zoom, x: (w / 2 - pz.ox) / pz.zoom / 100 - 0.5, y: (h / 2 - pz.oy) / pz.zoom / 100 - 0.5 };
  }

  fit(): void {
    if (!this.pz) return;
    const { w, h } = this.size();
    this.animateOnce();
    this.pz.userMoved = false;
    fitSquares(this.pz, this.host.content(), w, h);
  }

  zoomBy(f: number): void {
    if (!this.pz) return;
    const { w, h } = this.size();
    this.animateOnce();
    this.pz.userMoved = true;
    this.pz.zoomAt(f, w / 2, h / 2);
  }

  /** Zooms by `f` around the point (sx, sy) of the viewport, which stays where it is. */
  zoomAround(f: number, sx: number, sy: number): void {
    if (!this.pz) return;
    this.animateOnce();
    this.pz.userMoved = true;
    this.pz.zoomAt(f, sx, sy);
  }

  centerOn(at: Square): void {
    if (!this.pz) return;
    const { w, h } = this.size();
    this.animateOnce();
    this.pz.userMoved = true;
    this.pz.centerOn(at[0] * 100 + 50, at[1] * 100 + 50, w, h);
  }

  /** Brings squares whole into view: moves there at this zoom, or zooms out as far as needed. */
  reveal(squares: readonly Square[]): void {
    const b = squareBounds(squares);
    if (!this.pz || !b || this.inView(squares)) return;
    const { w, h } = this.size();
    const fits = (b[2] - b[0] + 1) * 100 * this.pz.zoom <= w - SAFE.left - SAFE.right && (b[3] - b[1] + 1) * 100 * this.pz.zoom <= h - SAFE.top - SAFE.bottom;
    this.animateOnce();
    this.pz.userMoved = true;
    if (!fits) return fitSquares(this.pz, squares, w, h);
    const [cx, cy] = [(SAFE.left + w - SAFE.right) / 2, (SAFE.top + h - SAFE.bottom) / 2];
    this.pz.centerOn(((b[0] + b[2] + 1) / 2) * 100 + (w / 2 - cx) / this.pz.zoom, ((b[1] + b[3] + 1) / 2) * 100 + (h / 2 - cy) / this.pz.zoom, w, h);
  }

  /**
   * After a redraw: fits again when the content's extent changed and the user has not moved the
   * view; otherwise, given new legal squares (a new turn), fits again if one of them is out of reach.
   */
  follow(candidates: readonly Square[] | null): void {
    const b = squareBounds(this.host.content());
    const fitKey = b ? b.join() : '';
    if (this.pz && !this.pz.userMoved && fitKey !== this.fittedFor) {
      this.fittedFor = fitKey;
      return this.fit();
    }
    if (!candidates) return this.apply();
    const k = candidates.map(key).join(' ');
    if (k === this.candidatesFor || this.inView(candidates)) return this.apply();
    this.candidatesFor = k;
    this.fit();
  }

  /** Whether every square is whole in the safe area. */
  inView(squares: readonly Square[]): boolean {
    if (!this.pz) return true;
    const { w, h } = this.size();
    return squares.every((s) => squareInView(this.pz!, s, w, h));
  }

  /**
   * Frames a square so its tile is at least `tilePx` on screen (a third more when there is room, so
   * that rings leave most of the art to see); false when the viewport cannot show `tilePx`.
   */
  showTile(at: Square, tilePx: number): boolean {
    if (!this.pz) return false;
    const { w, h } = this.size();
    if (tilePx > largestTilePx(w, h)) return false;
    this.animateOnce();
    if (frameTile(this.pz, at, tilePx * 1.3, w, h)) this.pz.userMoved = true;
    return true;
  }

  /** The square under a pointer event. */
  squareAt(e: MouseEvent): Square | null {
    const vp = this.host.viewport();
    if (!vp || !this.pz) return null;
    const r = vp.getBoundingClientRect();
    const wx = (e.clientX - r.left - this.pz.ox) / this.pz.zoom;
    const wy = (e.clientY - r.top - this.pz.oy) / this.pz.zoom;
    return [Math.floor(wx / 100), Math.floor(wy / 100)];
  }

  apply(): void {
    const world = this.host.world();
    if (!world || !this.pz) return;
    const { zoom, ox, oy } = this.pz;
    world.style.transform = `translate(${ox + this.worldBox[0] * zoom}px, ${oy + this.worldBox[1] * zoom}px) scale(${zoom})`;
  }

  private animateOnce(): void {
    this.host.viewport()?.classList.add('animate');
  }

  private changed(): void {
    const vp = this.host.viewport();
    vp?.classList.add('moving');
    clearTimeout(this.idle);
    // drop will-change after the gesture so the tiles are redrawn sharp at the new zoom
    this.idle = window.setTimeout(() => {
      this.host.viewport()?.classList.remove('moving', 'animate');
      this.host.settled();
    }, 250);
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.apply();
      this.host.moved();
    });
  }
}
