/**
 * What the board points at besides the game itself: each score as it happens (its feature
 * highlighted, a floating "+N" that says its cause, the scorer's total bumped), and the log entry a
 * player opened (that move's tile outlined, its feature highlighted, both brought into view).
 */
import type { NewWorldScoreEvent, ScoreEvent } from '../../src/engine/index.js';
import type { GameHost, HostSpotlight } from './game-host.js';
import type { LogEntry } from '../shared/log-entries.js';
import { anyScoreFloat } from '../shared/new-world-words.js';
import { prefersReducedMotion as reducedMotion } from '../shared/motion.js';

type Square = [number, number];
type BoardElement = HTMLElement & { view?: { zoom: number; x: number; y: number }; reveal?: (squares: Square[]) => void };

export class BoardFocus implements HostSpotlight {
  /** squares emphasised on the board */
  highlight: Square[] = [];
  /** the square outlined (the tile of the opened log entry) */
  marked: Square | null = null;
  /** the floating score */
  float: { text: string; color: string; id: number; left: number; top: number } | null = null;
  /** players whose score just changed */
  bump: number[] = [];
  /** the opened log entry */
  entry: LogEntry | null = null;
  private queue: (ScoreEvent | NewWorldScoreEvent)[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private id = 0;

  constructor(private el: GameHost) {}

  /** Scores of a move, shown one after the other. */
  scored(events: (ScoreEvent | NewWorldScoreEvent)[]): void {
    this.queue.push(...events);
    if (!this.timer) this.next();
  }

  private next(): void {
    const e = this.queue.shift();
    this.timer = e ? setTimeout(() => this.next(), reducedMotion() ? 900 : 1500) : null;
    if (e) {
      const color = this.el.table?.players[e.winners[0]]?.color ?? '#888';
      this.float = { text: anyScoreFloat(e), color, id: ++this.id, ...this.onScreen(e.tiles) };
      this.highlight = e.tiles;
      this.bump = e.winners;
    } else {
      this.float = null;
      this.bump = [];
      this.highlight = this.entry?.tiles ?? [];
    }
    this.el.requestUpdate();
  }

  /** Opens a log entry on the board (null closes it). */
  open(entry: LogEntry | null): void {
    this.entry = entry;
    this.highlight = entry?.tiles ?? [];
    this.marked = entry?.at ?? null;
    const squares = entry ? [...entry.tiles, ...(entry.at ? [entry.at] : [])] : [];
    if (squares.length) this.board()?.reveal?.(squares);
    this.el.requestUpdate();
  }

  /** A hovered log entry highlights its squares for a moment; leaving it shows the opened one again. */
  hover(tiles: Square[] | null): void {
    this.highlight = tiles ?? this.entry?.tiles ?? [];
    this.el.requestUpdate();
  }

  /** A new table or position: nothing is pointed at any more. */
  reset(): void {
    this.entry = null;
    this.marked = null;
    this.highlight = [];
  }

  private board(): BoardElement | null {
    return this.el.renderRoot.querySelector('carc-board') as BoardElement | null;
  }

  /** Where squares are on screen, in % of the board (the middle of the window if unknown). */
  private onScreen(tiles: Square[]): { left: number; top: number } {
    const board = this.board();
    const view = board?.view;
    const box = board?.getBoundingClientRect();
    if (!view || !box || !box.width || !tiles.length) return { left: 50, top: 40 };
    const cx = tiles.reduce((n, t) => n + t[0], 0) / tiles.length;
    const cy = tiles.reduce((n, t) => n + t[1], 0) / tiles.length;
    const px = box.width / 2 + (cx - view.x) * 100 * view.zoom;
    const py = box.height / 2 + (cy - view.y) * 100 * view.zoom;
    const clamp = (v: number, lo: number) => Math.min(100 - lo, Math.max(lo, v));
    return { left: clamp((px / box.width) * 100, 25), top: clamp((py / box.height) * 100, 12) };
  }
}
