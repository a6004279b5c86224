/**
 * What the user does on the board, turned into `carc-*` events: clicks and taps on squares, follower
 * spots and scoring-order badges, hover, and the keyboard cursor (arrows, Home/End, Enter/Space,
 * + / − / 0). Pan and zoom gestures are the camera's; this only reads where the pointer is.
 */
import { key, squareTowards, type Square } from './board-model.js';
import type { BoardPlacement, BoardPreview, BoardSpot } from './board-marks.js';
import type { BoardCamera } from './board-view.js';
import type { CarcEventDetail, CarcEventName } from '../shared/events.js';
import { tapNeedsZoom, tapZoomFactor } from './tap-zoom.js';

export interface InputHost {
  readonly camera: BoardCamera;
  /** whether squares and spots answer at all */
  interactive(): boolean;
  candidates(): readonly BoardPlacement[];
  preview(): BoardPreview | null;
  spots(): readonly BoardSpot[];
  /** squares with a tile, for the cursor when nothing is being placed */
  tiles(): readonly Square[];
  /** the keyboard cursor (the board's reactive state, so that moving it redraws) */
  cursor(): Square | null;
  setCursor(at: Square | null): void;
  /** lands a sliding tile at once; whether one was sliding */
  finishArrival(): boolean;
  zoomIn(): void;
  zoomOut(): void;
  fit(): void;
  emit<K extends CarcEventName>(name: K, detail: CarcEventDetail<K>): void;
}

const isActivate = (e: KeyboardEvent) => e.key === 'Enter' || e.key === ' ';

export class BoardInput {
  private hovered: string | null = null;
  /** the kind of pointer that pressed last ('touch' zooms a crowded board before choosing) */
  private pointerType = '';

  constructor(private host: InputHost) {}

  onClick = (e: MouseEvent): void => {
    if (this.host.camera.pz?.suppressClick) return;
    // a tap lands a sliding tile, then does what it does
    this.host.finishArrival();
    if (this.activateOrder(e.composedPath()[0] as Element)) return;
    const spot = (e.composedPath()[0] as Element).closest?.('[data-spot]');
    if (spot) return this.activateSpot(spot.getAttribute('data-spot')!);
    if (this.zoomForFinger(e)) return;
    const at = this.host.camera.squareAt(e);
    if (at && this.activateSquare(at)) this.host.setCursor(at);
  };

  onPointerDown = (e: PointerEvent): void => {
    this.pointerType = e.pointerType;
  };

  /** A finger on squares too small for it: zooms around the tap instead of choosing (tap-zoom.ts). */
  private zoomForFinger(e: MouseEvent): boolean {
    const { camera } = this.host;
    const vp = e.currentTarget as HTMLElement | null;
    if (this.pointerType !== 'touch' || !this.host.interactive() || !camera.pz || !vp) return false;
    const r = vp.getBoundingClientRect();
    const [sx, sy] = [e.clientX - r.left, e.clientY - r.top];
    const preview = this.host.preview();
    const targets = [...this.host.candidates().map((c) => c.at), ...(preview ? [preview.at] : [])];
    if (!tapNeedsZoom(camera.pz, sx, sy, targets)) return false;
    camera.zoomAround(tapZoomFactor(camera.pz.zoom), sx, sy);
    return true;
  }

  onPointerMove = (e: PointerEvent): void => {
    if (!this.host.camera.pz?.dragInProgress && e.pointerType !== 'touch') this.hover(this.host.camera.squareAt(e));
  };

  onPointerLeave = (): void => this.hover(null);

  onKey = (e: KeyboardEvent): void => {
    const host = this.host;
    if (host.finishArrival() && e.key === 'Escape') return e.preventDefault();
    const target = e.composedPath()[0] as Element;
    if (isActivate(e) && this.activateOrder(target)) return e.preventDefault();
    const spot = target.closest?.('[data-spot]');
    if (spot) {
      if (isActivate(e)) {
        e.preventDefault();
        this.activateSpot(spot.getAttribute('data-spot')!);
      }
      return;
    }
    const dir = ['ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft'].indexOf(e.key);
    const nav = this.navSquares();
    const cursor = host.cursor();
    let next: Square | null = null;
    if (dir >= 0) next = cursor ? squareTowards(cursor, dir, nav) : (nav[0] ?? null);
    else if (e.key === 'Home' || e.key === 'End') next = (e.key === 'Home' ? nav[0] : nav[nav.length - 1]) ?? null;
    else if (isActivate(e) && cursor) this.activateSquare(cursor);
    else if (e.key === '+' || e.key === '=') host.zoomIn();
    else if (e.key === '-' || e.key === '_') host.zoomOut();
    else if (e.key === '0') host.fit();
    else return;
    e.preventDefault();
    if (next) this.moveCursor(next);
  };

  onFocus = (): void => {
    if (!this.host.cursor()) this.host.setCursor(this.navSquares()[0] ?? null);
  };

  /** Squares the keyboard cursor visits: legal squares and the preview while placing, otherwise tiles. */
  private navSquares(): Square[] {
    const preview = this.host.preview();
    const placing = [...this.host.candidates().map((c) => c.at), ...(preview ? [preview.at] : [])];
    const list = placing.length ? placing : this.host.tiles();
    const seen = new Set<string>();
    return list.filter((s) => !seen.has(key(s)) && seen.add(key(s)));
  }

  private activateSquare(at: Square): boolean {
    if (!this.host.interactive()) return false;
    const k = key(at);
    const preview = this.host.preview();
    const ok = (preview && key(preview.at) === k) || this.host.candidates().some((c) => key(c.at) === k);
    if (ok) this.host.emit('carc-square-activate', { at: [at[0], at[1]] });
    return !!ok;
  }

  private activateSpot(spot: string) {
    const s = this.host.spots().find((x) => x.spot === spot);
    if (this.host.interactive() && s?.allowed) this.host.emit('carc-spot-activate', { spot });
  }

  /** A numbered feature of the scoring order, if the event came from one. */
  private activateOrder(target: Element): boolean {
    const badge = target.closest?.('[data-order]');
    if (badge && this.host.interactive()) this.host.emit('carc-order-activate', { name: badge.getAttribute('data-order')! });
    return !!badge;
  }

  private hover(at: Square | null) {
    const k = at ? key(at) : null;
    if (!this.host.interactive() || k === this.hovered) return;
    this.hovered = k;
    this.host.emit('carc-square-hover', { at: at ? [at[0], at[1]] : null });
  }

  private moveCursor(at: Square) {
    this.host.setCursor(at);
    this.hover(at);
    if (!this.host.camera.inView([at])) this.host.camera.centerOn(at);
  }
}
