/**
 * The replay: the board as it stood after n moves, and playing the moves one after another. The
 * snapshots are cached because the slider goes back and forth over the same turns.
 */
import { replayAnyRecord } from '../../src/engine/index.js';
import type { AnySnapshot } from '../../src/table/table.js';
import { prefersReducedMotion as reducedMotion } from '../shared/motion.js';
import type { GameHost } from './game-host.js';

export class ReplayPlayer {
  private cache = new Map<number, AnySnapshot>();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private el: GameHost) {}

  snapshotAt(n: number): AnySnapshot | null {
    const g = this.el.table?.game;
    if (!g) return null;
    const key = n * 1000 + g.turn;
    let snap = this.cache.get(key);
    if (!snap) {
      const rec = this.el.table!.record();
      const res = replayAnyRecord({ ...rec, moves: rec.moves.slice(0, n) });
      if (!res.game) return g.snapshot();
      snap = res.game.snapshot();
      if (this.cache.size > 400) this.cache.clear();
      this.cache.set(key, snap);
    }
    return snap;
  }

  /** Shows the board after n moves; null goes back to the game. */
  set(n: number | null): void {
    this.el.replayAt = n;
    if (n === null) this.stop();
  }

  togglePlay(): void {
    if (this.timer) return this.stop();
    const total = this.el.table?.game?.turn ?? 0;
    if (this.el.replayAt === null || this.el.replayAt >= total) this.el.replayAt = 0;
    this.timer = setInterval(
      () => {
        const at = (this.el.replayAt ?? 0) + 1;
        this.el.replayAt = Math.min(at, total);
        if (at >= total) this.stop();
      },
      reducedMotion() ? 1200 : 600,
    );
    this.el.requestUpdate();
  }

  get playing(): boolean {
    return this.timer !== null;
  }

  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.el.requestUpdate();
  }
}
