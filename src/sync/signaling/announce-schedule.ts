/**
 * Being a good citizen of public relays. An announcement ("I am here, offer me a connection") is
 * what relays see most of, and what operators block apps for when it floods. So, per endpoint and
 * room: announce at once when first connected; while the room still looks for peers, again after
 * 5 s, 10 s, 20 s… up to every 2 minutes; once every seat is connected, only a heartbeat every 5
 * minutes, so a returning player or a spectator still finds the table. Whatever asks (y-webrtc
 * announces on every reconnect and every lost peer), an endpoint never gets more than 6 a minute.
 */

export interface AnnounceLimits {
  firstRetryMs: number;
  maxRetryMs: number;
  heartbeatMs: number;
  perMinute: number;
}

export const ANNOUNCE_LIMITS: AnnounceLimits = { firstRetryMs: 5_000, maxRetryMs: 120_000, heartbeatMs: 5 * 60_000, perMinute: 6 };

/** A sliding one-minute window of sends, shared by everything that sends to one endpoint. */
export class MinuteBudget {
  private sent: number[] = [];

  constructor(readonly perMinute: number) {}

  /** Takes one send if the last minute has room for it. */
  take(now: number): boolean {
    this.prune(now);
    if (this.sent.length >= this.perMinute) return false;
    this.sent.push(now);
    return true;
  }

  /** When the next send will fit. */
  nextFree(now: number): number {
    this.prune(now);
    return this.sent.length < this.perMinute ? now : this.sent[0] + 60_000;
  }

  private prune(now: number): void {
    while (this.sent.length && this.sent[0] <= now - 60_000) this.sent.shift();
  }
}

export class AnnounceSchedule {
  private send: (() => void) | null = null;
  private lastSent: number | null = null;
  private delay: number;
  private owed = false;
  private wasSearching = true;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly searching: () => boolean,
    private readonly budget: MinuteBudget,
    private readonly limits: AnnounceLimits = ANNOUNCE_LIMITS,
  ) {
    this.delay = limits.firstRetryMs;
  }

  /** The endpoint is connected: announcements go out through `send`. */
  attach(send: () => void): void {
    this.send = send;
    this.pump();
  }

  /** The endpoint went away: nothing is sent until it is back. */
  detach(): void {
    this.send = null;
    this.clearTimer();
  }

  /** Someone (y-webrtc) wants to announce now: it goes out now or as soon as the limits allow. */
  request(): void {
    this.owed = true;
    this.pump();
  }

  /** Announce now (new ICE servers: peers should offer again at once), within the minute's budget. */
  hurry(): void {
    this.delay = this.limits.firstRetryMs;
    this.lastSent = null;
    this.owed = true;
    this.pump();
  }

  destroy(): void {
    this.detach();
  }

  private pump(): void {
    this.clearTimer();
    if (!this.send) return;
    const now = Date.now();
    const searching = this.searching();
    // a seat went missing: look for it briskly again
    if (searching && !this.wasSearching) this.delay = this.limits.firstRetryMs;
    this.wasSearching = searching;
    const gap = searching || this.owed ? this.delay : this.limits.heartbeatMs;
    const due = this.lastSent === null ? now : this.lastSent + gap;
    if (now >= due && this.budget.take(now)) {
      const first = this.lastSent === null;
      this.lastSent = now;
      this.owed = false;
      if (!first) this.delay = Math.min(this.delay * 2, this.limits.maxRetryMs);
      this.send();
      return this.pump();
    }
    const at = Math.max(due, this.budget.nextFree(now));
    this.timer = setTimeout(() => this.pump(), Math.max(1, at - now));
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
