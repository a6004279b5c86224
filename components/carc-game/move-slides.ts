/**
 * Which moves slide onto the board (the board's `arrival`, carc-board/move-slide.ts) and from where:
 * a bot's move, and online any move another seat made (an online bot's too), never one the person
 * at this device made. Online, another seat's move shows from the moment its next tile is being
 * drawn. The tile comes from the mover's tile in the turn panel. The scores a move makes wait for
 * its tile to land; any key or click at the table lands it at once, before doing what it does.
 */
import { MOVE_MS, type BoardArrival } from '../carc-board/carc-board.js';
import { cssDuration, prefersReducedMotion } from '../shared/motion.js';
import type { GameHost, HostSlides } from './game-host.js';
import type { AnyTurn, TableMoveDetail } from '../../src/table/table.js';

type BoardElement = HTMLElement & { finishArrival?: () => boolean };

export class MoveSlides implements HostSlides {
  /** what the board slides in: the last move shown, with a new id each time */
  arrival: BoardArrival | null = null;
  /** the index in the game of the move shown last (a move shown while its tile was drawn is not shown again) */
  private shownMove = -1;
  private lastId = 0;
  private landedId = 0;
  private waiting: { id: number; run: () => void }[] = [];

  constructor(private el: GameHost) {
    el.addEventListener('carc-move-shown', (e) => this.landed((e as CustomEvent<{ id: number }>).detail.id));
    el.addEventListener('click', this.onClick, true);
  }

  /** A move entered the game; whether it slides in (its scores then wait with `afterLanding`). */
  moved(d: TableMoveDetail): boolean {
    if (!this.slides(d.player, d.move)) return false;
    const index = d.turn - 1;
    if (index !== this.shownMove) this.show(index, d.move);
    return true;
  }

  /** The table changed: online, another seat's move shows while its next tile is drawn. */
  sync(): void {
    const t = this.el.table;
    const drawing = t?.drawing;
    if (t?.game && drawing && t.game.turn !== this.shownMove && this.slides(drawing.seat, drawing.move)) this.show(t.game.turn, drawing.move);
  }

  /** Runs `fn` once the move shown last has landed (at once if it has). */
  afterLanding(fn: () => void): void {
    const id = this.lastId;
    if (id <= this.landedId) return fn();
    this.waiting.push({ id, run: fn });
    // not longer than the slide and a second, whatever happens to it (a board gone, say)
    const board = this.board();
    setTimeout(() => this.landed(id), cssDuration(board ?? this.el, '--carc-move-duration', MOVE_MS) + 1000);
  }

  /** Lands the sliding tile at once; whether one was sliding. */
  finish(): boolean {
    return !!this.board()?.finishArrival?.();
  }

  private board(): BoardElement | null {
    return this.el.renderRoot?.querySelector('carc-board') as BoardElement | null;
  }

  /** Another table: nothing slides, nothing waits. */
  reset(): void {
    this.arrival = null;
    this.shownMove = -1;
    this.waiting = [];
  }

  private slides(seat: number, move: AnyTurn): boolean {
    const t = this.el.table;
    if (!t || !('at' in move) || !move.at || this.el.replayAt !== null || prefersReducedMotion()) return false;
    return !!t.players[seat]?.bot || (t.mode === 'online' && seat !== t.mySeat);
  }

  private show(index: number, move: AnyTurn): void {
    const m = move as { tile: string; at: [number, number]; rot?: number };
    this.shownMove = index;
    this.arrival = { id: ++this.lastId, tile: this.el.shownTile(m.tile), at: m.at, rot: m.rot ?? 0, from: this.hand() };
    this.el.requestUpdate();
  }

  /** The mover's tile in the turn panel, which still shows their turn: its middle, size and turn. */
  private hand(): BoardArrival['from'] {
    const img = this.el.renderRoot?.querySelector<HTMLElement>('.turn .hand .tile-img');
    const r = img?.getBoundingClientRect();
    if (!img || !r?.width) return null;
    return { x: r.left + r.width / 2, y: r.top + r.height / 2, size: r.width, rot: Number(img.dataset.rot ?? 0) };
  }

  private landed(id: number): void {
    this.landedId = Math.max(this.landedId, id);
    const ready = this.waiting.filter((w) => w.id <= id);
    this.waiting = this.waiting.filter((w) => w.id > id);
    for (const w of ready) w.run();
  }

  /** The board lands the tile on a tap itself (a drag pans on); a click anywhere else at the table lands it first. */
  private onClick = (e: Event): void => {
    if (!e.composedPath().some((n) => (n as Element).localName === 'carc-board')) this.finish();
  };
}
