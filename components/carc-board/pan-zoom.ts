/**
 * Pan and zoom of the board: drag with one pointer, pinch with two, wheel (and trackpad pinch)
 * around the cursor. The view is `zoom` (1 = 100 CSS px per square) and the screen position of the
 * board origin; the element applies it as one CSS transform, so moving never re-renders tiles.
 */
export const MIN_ZOOM = 0.12;
export const MAX_ZOOM = 3;
const DRAG_SLOP = 6;

type P = { x: number; y: number };

export class PanZoom {
  zoom = 1;
  ox = 0;
  oy = 0;
  /** the user moved the view (so the board stops fitting itself) */
  userMoved = false;
  /** the last pointer sequence was a drag, so its click is not a tap */
  suppressClick = false;
  private pointers = new Map<number, P>();
  private dragging = false;
  private downAt: P = { x: 0, y: 0 };

  constructor(
    private el: HTMLElement,
    private onChange: () => void,
  ) {}

  attach(): void {
    this.el.addEventListener('pointerdown', this.down);
    this.el.addEventListener('pointermove', this.move);
    this.el.addEventListener('pointerup', this.up);
    this.el.addEventListener('pointercancel', this.up);
    this.el.addEventListener('wheel', this.wheel, { passive: false });
  }

  detach(): void {
    this.el.removeEventListener('pointerdown', this.down);
    this.el.removeEventListener('pointermove', this.move);
    this.el.removeEventListener('pointerup', this.up);
    this.el.removeEventListener('pointercancel', this.up);
    this.el.removeEventListener('wheel', this.wheel);
  }

  get dragInProgress(): boolean {
    return this.dragging;
  }

  /** Zooms by `factor` keeping the point (sx, sy) of the viewport still. */
  zoomAt(factor: number, sx: number, sy: number): void {
    const z = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, this.zoom * factor));
    const k = z / this.zoom;
    this.ox = sx - (sx - this.ox) * k;
    this.oy = sy - (sy - this.oy) * k;
    this.zoom = z;
    this.onChange();
  }

  panBy(dx: number, dy: number): void {
    this.ox += dx;
    this.oy += dy;
    this.onChange();
  }

  /** Puts the board point (wx, wy) (board units) at the middle of a w×h viewport. */
  centerOn(wx: number, wy: number, w: number, h: number): void {
    this.ox = w / 2 - wx * this.zoom;
    this.oy = h / 2 - wy * this.zoom;
    this.onChange();
  }

  /** Shows the box [x0, y0, x1, y1] (board units) whole in a w×h viewport, less `pad` CSS px at each side. */
  fit(box: [number, number, number, number], w: number, h: number, pad = { top: 0, right: 0, bottom: 0, left: 0 }): void {
    const bw = Math.max(1, box[2] - box[0]);
    const bh = Math.max(1, box[3] - box[1]);
    const [iw, ih] = [Math.max(1, w - pad.left - pad.right), Math.max(1, h - pad.top - pad.bottom)];
    this.zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.min(iw / bw, ih / bh)));
    this.ox = pad.left + iw / 2 - ((box[0] + box[2]) / 2) * this.zoom;
    this.oy = pad.top + ih / 2 - ((box[1] + box[3]) / 2) * this.zoom;
    this.onChange();
  }

  private local(e: PointerEvent | WheelEvent): P {
    const r = this.el.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }

  private down = (e: PointerEvent) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    const p = this.local(e);
    this.pointers.set(e.pointerId, p);
    if (this.pointers.size === 1) {
      this.dragging = false;
      this.suppressClick = false;
      this.downAt = p;
    } else {
      // a second finger: pinch from now on
      this.dragging = true;
      for (const id of this.pointers.keys()) this.capture(id);
    }
  };

  private capture(id: number) {
    try {
      this.el.setPointerCapture(id);
    } catch {
      /* the pointer is already gone */
    }
  }

  private move = (e: PointerEvent) => {
    const last = this.pointers.get(e.pointerId);
    if (!last) return;
    const p = this.local(e);
    if (this.pointers.size === 1) {
      if (!this.dragging && Math.hypot(p.x - this.downAt.x, p.y - this.downAt.y) > DRAG_SLOP) {
        this.dragging = true;
        this.capture(e.pointerId);
      }
      this.pointers.set(e.pointerId, p);
      if (this.dragging) {
        this.userMoved = true;
        this.panBy(p.x - last.x, p.y - last.y);
      }
      return;
    }
    const [a, b] = [...this.pointers.values()];
    const before = { d: Math.hypot(a.x - b.x, a.y - b.y), x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    this.pointers.set(e.pointerId, p);
    const [c, d] = [...this.pointers.values()];
    const after = { d: Math.hypot(c.x - d.x, c.y - d.y), x: (c.x + d.x) / 2, y: (c.y + d.y) / 2 };
    this.userMoved = true;
    this.ox += after.x - before.x;
    this.oy += after.y - before.y;
    this.zoomAt(before.d > 0 ? after.d / before.d : 1, after.x, after.y);
  };

  private up = (e: PointerEvent) => {
    if (!this.pointers.delete(e.pointerId)) return;
    if (this.dragging) this.suppressClick = true;
    if (this.pointers.size === 0) this.dragging = false;
  };

  private wheel = (e: WheelEvent) => {
    e.preventDefault();
    const p = this.local(e);
    const unit = e.deltaMode === 1 ? 0.05 : e.ctrlKey ? 0.01 : 0.0015;
    this.userMoved = true;
    this.zoomAt(Math.exp(-e.deltaY * unit), p.x, p.y);
  };
}
