/**
 * The relay path borrows public infrastructure, so what it sends through each endpoint is paced:
 * a short burst (a late joiner's whole game is a few dozen frames), then a few frames a second, and
 * never more than RELAY_LIMITS.perMinute in any minute. What waits is queued per endpoint, oldest
 * out first when the queue passes its bound (the sync heals what is lost: sync-link.ts).
 */
import { MinuteBudget } from '../signaling/announce-schedule.js';

export interface PacerLimits {
  /** frames an idle endpoint may take at once */
  burst: number;
  /** frames a second after that */
  perSecond: number;
  /** frames in any minute */
  perMinute: number;
  /** bytes waiting per endpoint before the oldest are dropped */
  maxQueued: number;
}

export const RELAY_LIMITS: PacerLimits = { burst: 24, perSecond: 4, perMinute: 180, maxQueued: 2 * 1024 * 1024 };

interface Lane {
  queue: string[];
  queued: number;
  tokens: number;
  filled: number;
  minute: MinuteBudget;
  timer: ReturnType<typeof setTimeout> | null;
}

export class RelayPacer {
  private lanes = new Map<string, Lane>();
  /** frames sent and dropped, per endpoint (benchmarks and status) */
  readonly sent = new Map<string, number>();
  dropped = 0;

  constructor(
    /** sends through an endpoint; false when it is not open (the frame is dropped) */
    private readonly send: (endpoint: string, sealed: string) => boolean,
    private readonly limits: PacerLimits = RELAY_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Queues a sealed frame for each endpoint; it goes out as soon as the endpoint's pace allows. */
  push(sealed: string, endpoints: readonly string[]): void {
    for (const url of endpoints) {
      const lane = this.lane(url);
      lane.queue.push(sealed);
      lane.queued += sealed.length;
      while (lane.queued > this.limits.maxQueued && lane.queue.length > 1) {
        lane.queued -= lane.queue.shift()!.length;
        this.dropped++;
      }
      this.pump(url, lane);
    }
  }

  /** Frames waiting, over every endpoint. */
  get waiting(): number {
    let n = 0;
    for (const l of this.lanes.values()) n += l.queue.length;
    return n;
  }

  destroy(): void {
    for (const l of this.lanes.values()) if (l.timer) clearTimeout(l.timer);
    this.lanes.clear();
  }

  private lane(url: string): Lane {
    let l = this.lanes.get(url);
    if (!l) this.lanes.set(url, (l = { queue: [], queued: 0, tokens: this.limits.burst, filled: this.now(), minute: new MinuteBudget(this.limits.perMinute), timer: null }));
    return l;
  }

  private pump(url: string, lane: Lane): void {
    if (lane.timer) return;
    for (;;) {
      if (!lane.queue.length) return;
      const now = this.now();
      lane.tokens = Math.min(this.limits.burst, lane.tokens + ((now - lane.filled) / 1000) * this.limits.perSecond);
      lane.filled = now;
      if (lane.tokens < 1 || !lane.minute.take(now)) {
        const tokenAt = lane.tokens < 1 ? now + ((1 - lane.tokens) / this.limits.perSecond) * 1000 : now;
        const at = Math.max(tokenAt, lane.minute.nextFree(now));
        lane.timer = setTimeout(
          () => {
            lane.timer = null;
            this.pump(url, lane);
          },
          Math.max(1, at - now),
        );
        return;
      }
      lane.tokens -= 1;
      const sealed = lane.queue.shift()!;
      lane.queued -= sealed.length;
      if (this.send(url, sealed)) this.sent.set(url, (this.sent.get(url) ?? 0) + 1);
      else this.dropped++;
    }
  }
}
