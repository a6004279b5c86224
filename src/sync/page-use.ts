/**
 * Whether a seat's player is at the page: it used it (pointer, keys) within the table's patience
 * and the page is visible; always, where there is no page. A seat's browser answers a vote that
 * took its turn only then (autopilot.ts), so a tab left open does not hold a seat for ever.
 */
import type { Clock } from './restorer.js';

const USE_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export class PageUse {
  private last: number;
  private readonly used = () => void (this.last = this.clock.time());

  constructor(
    private readonly clock: Clock,
    /** the table's patience, in seconds */
    private readonly patience: () => number,
  ) {
    this.last = clock.time();
    if (typeof document !== 'undefined') for (const type of USE_EVENTS) document.addEventListener(type, this.used, { capture: true, passive: true });
  }

  present(): boolean {
    if (typeof document === 'undefined') return true;
    return document.visibilityState !== 'hidden' && this.clock.time() - this.last < this.patience() * 1000;
  }

  close(): void {
    if (typeof document !== 'undefined') for (const type of USE_EVENTS) document.removeEventListener(type, this.used, { capture: true });
  }
}
