/**
 * What the board points at besides the game itself: each score as it happens (its feature
 * highlighted, a floating "+N" that says its cause, the scorer's total bumped), and the log entry a
 * player opened (that move's tile outlined, its feature highlighted, both brought into view).
 */
import type { NewWorldScoreEvent, ScoreEvent } from '../../src/engine/index.js';
import type { GameHost, HostSpotlight } from './game-host.js';
import type { LogEntry } from '../shared/log-entries.js';
import { anyScoreFloat } from '../shared/new-world-words.js';
import { SCORE_MS, type BoardScoreFloat } from '../carc-board/carc-board.js';
import { cssDuration } from '../shared/motion.js';

type Square = [number, number];
type BoardElement = HTMLElement & { view?: { zoom: number; x: number; y: number }; reveal?: (squares: Square[]) => void };

export class BoardFocus implements HostSpotlight {
  /** squares emphasised on the board */
  highlight: Square[] = [];
  /** the square outlined (the tile of the opened log entry) */
  marked: Square | null = null;
  /** the floating score (the board shows it for a while, or with reduced motion until the next move) */
  float: BoardScoreFloat | null = null;
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
    // each label as long as the board shows it (--carc-score-duration)
    this.timer = e ? setTimeout(() => this.next(), cssDuration(this.board() ?? this.el, '--carc-score-duration', SCORE_MS)) : null;
    if (e) {
      const color = this.el.table?.players[e.winners[0]]?.color ?? '#888';
      this.float = { text: anyScoreFloat(e), color, id: ++this.id, at: e.tiles };
      this.highlight = e.tiles;
      this.bump = e.winners;
    } else {
      // the last label stays the board's to end (it fades, or with reduced motion waits for the next move)
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
    this.float = null;
  }

  private board(): BoardElement | null {
    return this.el.renderRoot.querySelector('carc-board') as BoardElement | null;
  }
}
