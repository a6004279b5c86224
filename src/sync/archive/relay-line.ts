/**
 * The archive's connection to one Nostr relay: opened when first needed, its live subscriptions
 * sent again after a reconnect, and stored events published one at a time at a gentle pace (public
 * relays are borrowed infrastructure: a few small frames a second at most), each relay `OK` matched
 * to its event. Every frame from the relay is bounded and read by readArchiveFrame first.
 */
import type { Clock } from '../restorer.js';
import type { NostrEvent } from '../signaling/nostr-event.js';
import type { SocketLike } from '../signaling/relay-wires.js';
import { type ArchiveMessage, MAX_ARCHIVE_FRAME, readArchiveFrame } from './archive-event.js';

const OPEN = 1;
/** Reconnection backoff while a live subscription or a publication waits: 5 s, doubling to 5 minutes. */
const RETRY_MIN_MS = 5_000;
const RETRY_MAX_MS = 5 * 60_000;
/** Refusals (NIP-01 prefixes) after which this relay gets no more events from this page. */
const LASTING = /^(rate-limited|blocked|restricted|auth-required|pow)/;

export interface LineOptions {
  open: (url: string) => SocketLike;
  clock: Clock;
  /** least time between two published events */
  paceMs: number;
  /** an event the relay has not acknowledged by then counts as not stored */
  ackTimeoutMs: number;
}

export interface Subscription {
  /** the REQ filter, made again for each (re)connection */
  filter: () => Record<string, unknown>;
  /** kept across reconnections (false: a fetch, ended by a lost connection) */
  live: boolean;
  /** `size`: the frame's length, counted before anything else */
  event(m: Extract<ArchiveMessage, { type: 'event' }>, size: number): void;
  eose(): void;
  /** the relay closed it, or the connection went down (a fetch's end) */
  ended(reason: string): void;
}

export class RelayLine {
  /** why the relay refused us for good, once it has */
  refused: string | null = null;
  /** frames longer than MAX_ARCHIVE_FRAME, dropped unread */
  oversize = 0;
  private raw: SocketLike | null = null;
  private subs = new Map<string, Subscription>();
  private queue: { event: NostrEvent; done: (ok: boolean) => void }[] = [];
  private acks = new Map<string, { done: (ok: boolean) => void; timer: unknown }>();
  private paceTimer: unknown = null;
  private retryTimer: unknown = null;
  private retryMs = RETRY_MIN_MS;
  private lastSent = Number.NEGATIVE_INFINITY;
  private shut = false;

  constructor(
    readonly url: string,
    private readonly o: LineOptions,
  ) {}

  request(subId: string, sub: Subscription): void {
    this.subs.set(subId, sub);
    if (this.isOpen()) this.send(['REQ', subId, sub.filter()]);
    else this.connect();
  }

  unsubscribe(subId: string): void {
    if (this.subs.delete(subId) && this.isOpen()) this.send(['CLOSE', subId]);
  }

  /** Queues `event`; resolves to whether the relay acknowledged storing it (`OK` true). */
  publish(event: NostrEvent): Promise<boolean> {
    if (this.shut || this.refused) return Promise.resolve(false);
    return new Promise((done) => {
      this.queue.push({ event, done });
      if (this.isOpen()) this.pump();
      else this.connect();
    });
  }

  /** No socket, no timer left; whatever waits resolves as not stored. */
  close(): void {
    this.shut = true;
    this.o.clock.clearTimeout(this.retryTimer);
    this.o.clock.clearTimeout(this.paceTimer);
    this.dropQueue();
    for (const sub of this.subs.values()) if (!sub.live) sub.ended('closed');
    this.subs.clear();
    const raw = this.raw;
    this.raw = null;
    if (raw && raw.readyState <= OPEN) raw.close();
  }

  private isOpen(): boolean {
    return !!this.raw && this.raw.readyState === OPEN;
  }

  private connect(): void {
    if (this.raw || this.shut || this.retryTimer) return;
    let raw: SocketLike;
    try {
      raw = this.raw = this.o.open(this.url);
    } catch {
      return this.down();
    }
    raw.onopen = () => {
      this.retryMs = RETRY_MIN_MS;
      for (const [id, sub] of this.subs) this.send(['REQ', id, sub.filter()]);
      this.pump();
    };
    raw.onmessage = (e) => {
      const size = typeof e.data === 'string' ? e.data.length : 0;
      if (size > MAX_ARCHIVE_FRAME) this.oversize++;
      else this.receive(readArchiveFrame(e.data), size);
    };
    raw.onclose = raw.onerror = () => {
      if (this.raw !== raw) return;
      // handlers stay set: `ws` throws on an error event nobody listens to
      if (raw.readyState <= OPEN) raw.close();
      this.down();
    };
  }

  /** The connection is lost or never opened: fetches end; live work waits for a reconnection. */
  private down(): void {
    this.raw = null;
    for (const [id, sub] of this.subs) {
      if (sub.live) continue;
      this.subs.delete(id);
      sub.ended('connection lost');
    }
    for (const [id, ack] of this.acks) this.acked(id, false, ack);
    if (this.shut || (!this.subs.size && !this.queue.length)) return;
    this.retryTimer = this.o.clock.setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }

  private receive(m: ArchiveMessage, size: number): void {
    if (m.type === 'event') this.subs.get(m.subId)?.event(m, size);
    else if (m.type === 'eose') this.subs.get(m.subId)?.eose();
    else if (m.type === 'closed') {
      const sub = this.subs.get(m.subId);
      this.subs.delete(m.subId);
      sub?.ended(m.reason);
    } else if (m.type === 'ok') {
      const ack = this.acks.get(m.id);
      if (ack) this.acked(m.id, m.accepted, ack);
      if (!m.accepted && LASTING.test(m.reason)) {
        this.refused = m.reason;
        this.dropQueue();
      }
    }
  }

  private acked(id: string, ok: boolean, ack: { done: (ok: boolean) => void; timer: unknown }): void {
    this.acks.delete(id);
    this.o.clock.clearTimeout(ack.timer);
    ack.done(ok);
  }

  /** Sends the next queued event once the pace allows. */
  private pump(): void {
    if (this.paceTimer || !this.isOpen() || !this.queue.length) return;
    const wait = this.lastSent + this.o.paceMs - this.o.clock.time();
    if (wait > 0) {
      this.paceTimer = this.o.clock.setTimeout(() => {
        this.paceTimer = null;
        this.pump();
      }, wait);
      return;
    }
    const { event, done } = this.queue.shift()!;
    const timer = this.o.clock.setTimeout(() => {
      const ack = this.acks.get(event.id);
      if (ack) this.acked(event.id, false, ack);
    }, this.o.ackTimeoutMs);
    this.acks.set(event.id, { done, timer });
    this.lastSent = this.o.clock.time();
    this.send(['EVENT', event]);
    this.pump();
  }

  private dropQueue(): void {
    for (const q of this.queue.splice(0)) q.done(false);
    for (const [id, ack] of this.acks) this.acked(id, false, ack);
  }

  private send(msg: unknown): void {
    if (this.isOpen()) this.raw!.send(JSON.stringify(msg));
  }
}
