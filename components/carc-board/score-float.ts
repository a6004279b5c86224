/**
 * The floating "+N" over the board when a feature scores: a solid chip in the scorer's colour, its
 * text black or white, whichever contrasts more (at least 4.6:1 for any colour), ringed so a black
 * or yellow chip reads on either scheme's table. It rises a little, stays `--carc-score-duration`
 * (2.8 s) and fades; with `prefers-reduced-motion: reduce` it does not move and stays until the next
 * move. It is placed just above the scoring squares (the feature stays in sight), and follows them
 * when the view moves, pushed back inside the board if it would cross an edge.
 */
import { html, nothing } from 'lit';
import { contrast } from '../shared/colors.js';
import { prefersReducedMotion } from '../shared/motion.js';
import type { Square } from './board-model.js';
import type { PanZoom } from './pan-zoom.js';

export interface BoardScoreFloat {
  /** a new id shows a new label */
  id: number | string;
  /** "+10 city · 3 tiles + 2 pennants" */
  text: string;
  /** the scorer's colour (`#rgb` or `#rrggbb`) */
  color: string;
  /** the scoring squares: the label appears just above them */
  at: Square[];
}

/** How long a floating score stays when `--carc-score-duration` is not set. */
export const SCORE_MS = 2800;
/** CSS px kept between the label and the board's edge, and between the label and its squares */
const EDGE = 8;
const GAP = 6;
const DARK_TEXT = '#14120e';
const LIGHT_TEXT = '#ffffff';

/** The chip's text colour on a player colour: the one of black and white that contrasts more. */
export function chipText(color: string): string {
  return contrast(color, DARK_TEXT) >= contrast(color, LIGHT_TEXT) ? DARK_TEXT : LIGHT_TEXT;
}

/** Where a w×h label centred on (cx, cy) goes so that it stays `EDGE` px inside a bw×bh board: its top-left corner. */
export function clampLabel(cx: number, cy: number, w: number, h: number, bw: number, bh: number): { left: number; top: number } {
  const inside = (c: number, size: number, room: number) => Math.max(EDGE, Math.min(room - EDGE - size, c - size / 2));
  return { left: inside(cx, w, bw), top: inside(cy, h, bh) };
}

export interface FloatHost {
  pz(): PanZoom | null;
  /** the number of tiles on the board: a change is the next move */
  tileCount(): number;
  /** the label element once drawn, and the board's size */
  label(): HTMLElement | null;
  size(): { w: number; h: number };
  requestUpdate(): void;
}

export class ScoreFloat {
  private shown: BoardScoreFloat | null = null;
  private tilesAt = 0;
  private still = false;

  constructor(private host: FloatHost) {}

  /** The board's `scoreFloat` changed: a new id shows a new label; null changes nothing (a label ends by itself). */
  take(f: BoardScoreFloat | null): void {
    if (!f || f.id === this.shown?.id) return;
    this.shown = f;
    this.tilesAt = this.host.tileCount();
    this.still = prefersReducedMotion();
  }

  /** The label shown now, if any: a still one goes at the next move. */
  get current(): BoardScoreFloat | null {
    if (this.shown && this.host.tileCount() !== this.tilesAt) this.shown = null;
    return this.shown;
  }

  render() {
    const f = this.current;
    if (!f) return nothing;
    // placed by place() once drawn, before it is painted
    return html`<div class="score-float ${this.still ? 'still' : ''}" part="score-float" aria-hidden="true" data-id=${f.id}
      style=${`--_c:${f.color};--_t:${chipText(f.color)}`} @animationend=${this.ended}>${f.text}</div>`;
  }

  /** After a redraw or a move of the view: puts the label above its squares, whole inside the board. */
  place(): void {
    const el = this.host.label();
    if (!el || !this.shown) return;
    const { w, h } = this.host.size();
    const [lw, lh] = [el.offsetWidth, el.offsetHeight];
    const point = this.above(this.shown.at);
    const pos = clampLabel(point.x, point.y - GAP - lh / 2, lw, lh, w, h);
    el.style.left = `${pos.left}px`;
    el.style.top = `${pos.top}px`;
  }

  private ended = (e: AnimationEvent) => {
    if (e.animationName !== 'score-float') return;
    this.shown = null;
    this.host.requestUpdate();
  };

  /** The middle of the squares' top edge on screen (near the board's middle when the view is unknown). */
  private above(at: Square[]): { x: number; y: number } {
    const pz = this.host.pz();
    const { w, h } = this.host.size();
    if (!pz || !at.length) return { x: w / 2, y: h * 0.4 };
    const xs = at.map((s) => s[0]);
    const top = Math.min(...at.map((s) => s[1]));
    return { x: pz.ox + ((Math.min(...xs) + Math.max(...xs) + 1) / 2) * 100 * pz.zoom, y: pz.oy + top * 100 * pz.zoom };
  }
}
