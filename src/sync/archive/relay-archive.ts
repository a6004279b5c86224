/**
 * The relays keep the game (issue 24): every signed entry wire of an asynchronous table is also
 * stored, sealed, on several Nostr relays of several operators, so a browser that opens the link
 * days later, with nobody else online, fetches what it missed from any of them. Withholding only
 * delays: a relay that sends nothing, or never says it is done, is waited for at most
 * `fetchTimeoutMs`, and any one honest relay supplies the game. What a relay sends is bounded
 * (frame size, events per fetch, live events a minute) before any work, and must open under the
 * room's key; the session then verifies each wire like any other gossip.
 *
 * A browser that fetched also heals: a wire some relay lacks, or whose copy there expires within
 * RENEW_BEFORE_S, is published to that relay again, so a relay restarted empty mid-game gets the
 * game back from the next browser that opens it. Publication is paced (PACE_MS between events per
 * relay) and each relay's `OK` is remembered.
 */
import { nanoid } from 'nanoid';
import { type Clock, realClock } from '../restorer.js';
import { type NostrEvent, throwawayKeys } from '../signaling/nostr-event.js';
import { parseEndpoints } from '../signaling/endpoints.js';
import type { SocketLike } from '../signaling/relay-wires.js';
import { ARCHIVE_KIND, ARCHIVE_TTL_S, type ArchiveSecret, TOPIC_TAG, archiveEvent, archiveSecret, archiveTopic, openWire, sealWire } from './archive-event.js';
import { RelayLine } from './relay-line.js';

/** A relay answering no faster than this is left behind: the page goes on with the others. */
export const FETCH_TIMEOUT_MS = 8_000;
/** Least time between two events published to one relay (2.5 a second). */
export const PACE_MS = 400;
/** Most events read from one relay in one fetch (a long 6-seat game writes about 1,500). */
export const MAX_FETCH_EVENTS = 4_000;
/** Most live events read from one relay a minute; the rest are ignored (a later fetch has them). */
export const MAX_LIVE_PER_MINUTE = 240;
/** A stored copy expiring sooner than this is renewed while the game goes on. */
export const RENEW_BEFORE_S = 10 * 24 * 3600;

export interface RelayArchiveOptions {
  room: string;
  /** a signaling list as is (`nostr+wss://…`, `wss://…`): its Nostr relays are used, its y-webrtc servers (which store nothing) ignored */
  relays: readonly string[];
  /** opens a socket (default: the browser's WebSocket; Node tests pass the `ws` package's) */
  socket?: (url: string) => SocketLike;
  clock?: Clock;
  fetchTimeoutMs?: number;
  paceMs?: number;
  maxEvents?: number;
}

/** What one relay gave one fetch. */
export interface RelayFetch {
  url: string;
  /** `complete`: it said it had sent all (EOSE); `timeout`: it did not in time; `truncated`: more than maxEvents; `failed`: no connection, or it closed the request */
  status: 'complete' | 'timeout' | 'truncated' | 'failed';
  /** events it sent, and their frames' characters */
  events: number;
  bytes: number;
  /** events that did not open under the room's key (altered, another room's, too long) */
  dropped: number;
  /** frames too long to be ours, dropped unread */
  oversize: number;
  /** the wires it had, each with the latest expiry (unix seconds) of its copies there */
  wires: Map<string, number | null>;
}

export interface FetchReport {
  /** every wire some relay had, once each */
  wires: string[];
  relays: RelayFetch[];
}

export interface HealOptions {
  /** renew copies that expire within RENEW_BEFORE_S (while the game goes on; default true) */
  renew?: boolean;
  /** which fetched wires are worth keeping (default all; e.g. only those the session verified) */
  keep?: (wire: string) => boolean;
}

export class RelayArchive {
  readonly topic: string;
  private readonly secret: Promise<ArchiveSecret>;
  private readonly lines: RelayLine[];
  private readonly clock: Clock;
  private readonly keys = throwawayKeys();
  /** each wire's event, sealed and signed once for every relay */
  private readonly events = new Map<string, Promise<NostrEvent | null>>();
  /** per relay: wires it acknowledged storing, and wires on their way to it */
  private readonly stored = new Map<string, Set<string>>();
  private readonly sending = new Map<string, Set<string>>();
  /** wires fetched, published or delivered live: each reaches the page once */
  private readonly seen = new Set<string>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private closed = false;

  constructor(private readonly o: RelayArchiveOptions) {
    this.topic = archiveTopic(o.room);
    this.secret = archiveSecret(o.room);
    this.clock = o.clock ?? realClock;
    const open = o.socket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    const urls = [...new Set(parseEndpoints(o.relays).flatMap((e) => (e.kind === 'nostr' ? [e.socketUrl] : [])))];
    this.lines = urls.map((url) => new RelayLine(url, { open, clock: this.clock, paceMs: o.paceMs ?? PACE_MS, ackTimeoutMs: o.fetchTimeoutMs ?? FETCH_TIMEOUT_MS }));
    for (const url of urls) {
      this.stored.set(url, new Set());
      this.sending.set(url, new Set());
    }
  }

  /** the socket URLs of the relays used (`ws://…`, `wss://…`), as each report names them */
  get relays(): string[] {
    return this.lines.map((l) => l.url);
  }

  /** The wires `url` acknowledged storing (`OK` true) during this archive's life. */
  acknowledged(url: string): ReadonlySet<string> {
    return this.stored.get(url) ?? new Set();
  }

  /** Everything this archive's relays store of the room, from each relay at once. */
  async fetch(): Promise<FetchReport> {
    const { key } = await this.secret;
    const relays = await Promise.all(this.lines.map((line) => this.fetchFrom(line, key)));
    const wires = new Set<string>();
    for (const r of relays) for (const w of r.wires.keys()) wires.add(w);
    for (const w of wires) this.seen.add(w);
    return { wires: [...wires], relays };
  }

  /** Publishes `wires` to every relay that has not stored them yet; resolves once every relay has answered. */
  publish(wires: readonly string[]): Promise<void> {
    return this.track(Promise.all(wires.map((w) => this.publishTo(this.lines, w)))).then(() => {});
  }

  /**
   * After `report`: each relay that answered in full gets the wires it lacks, and (with `renew`)
   * those whose copy there expires within RENEW_BEFORE_S. Resolves to how many it acknowledged.
   */
  async heal(report: FetchReport, options: HealOptions = {}): Promise<number> {
    const renew = options.renew ?? true;
    const keep = options.keep ?? (() => true);
    const soon = Math.floor(this.clock.time() / 1000) + RENEW_BEFORE_S;
    const sends: Promise<number>[] = [];
    for (const r of report.relays) {
      const line = this.lines.find((l) => l.url === r.url);
      if (!line || r.status !== 'complete') continue;
      for (const wire of report.wires) {
        const expiry = r.wires.get(wire);
        const lacking = expiry === undefined || (renew && expiry !== null && expiry < soon);
        if (lacking && keep(wire)) sends.push(this.publishTo([line], wire));
      }
    }
    const counts = await this.track(Promise.all(sends));
    return counts.reduce((a, b) => a + b, 0);
  }

  /** Live events while the page is open: `onWires` gets each new wire once. Returns the unsubscribe. */
  subscribe(onWires: (wires: string[]) => void): () => void {
    const subId = `carc-l-${nanoid(8)}`;
    // a little before now, as clocks differ; a reconnection asks from a little before the last live event
    const recently = () => Math.floor(this.clock.time() / 1000) - 120;
    for (const line of this.lines) {
      let since = recently();
      let budget = { start: this.clock.time(), count: 0 };
      line.request(subId, {
        live: true,
        filter: () => ({ kinds: [ARCHIVE_KIND], [`#${TOPIC_TAG}`]: [this.topic], since }),
        event: (m) => {
          const now = this.clock.time();
          if (now - budget.start >= 60_000) budget = { start: now, count: 0 };
          if (this.closed || m.topic !== this.topic || ++budget.count > MAX_LIVE_PER_MINUTE) return;
          since = Math.max(since, recently());
          void this.secret
            .then(({ key }) => openWire(key, m.content))
            .then((wire) => {
              if (wire === undefined || this.seen.has(wire) || this.closed) return;
              this.seen.add(wire);
              onWires([wire]);
            })
            .catch(() => {});
        },
        eose: () => {},
        ended: () => {},
      });
    }
    return () => {
      for (const line of this.lines) line.unsubscribe(subId);
    };
  }

  /** Resolves once every publication started so far has been answered (or given up). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.all(this.inFlight);
  }

  /** No socket, no timer left. */
  close(): void {
    this.closed = true;
    for (const line of this.lines) line.close();
  }

  private fetchFrom(line: RelayLine, key: CryptoKey): Promise<RelayFetch> {
    const r: RelayFetch = { url: line.url, status: 'timeout', events: 0, bytes: 0, dropped: 0, oversize: 0, wires: new Map() };
    if (this.closed) return Promise.resolve({ ...r, status: 'failed' });
    const subId = `carc-a-${nanoid(8)}`;
    const oversizeBefore = line.oversize;
    const max = this.o.maxEvents ?? MAX_FETCH_EVENTS;
    let opening: Promise<unknown> = Promise.resolve();
    let done = false;
    return new Promise((resolve) => {
      const end = (status: RelayFetch['status']) => {
        if (done) return;
        done = true;
        this.clock.clearTimeout(timer);
        line.unsubscribe(subId);
        r.status = status;
        r.oversize = line.oversize - oversizeBefore;
        void opening.then(() => resolve(r));
      };
      const timer = this.clock.setTimeout(() => end('timeout'), this.o.fetchTimeoutMs ?? FETCH_TIMEOUT_MS);
      line.request(subId, {
        live: false,
        filter: () => ({ kinds: [ARCHIVE_KIND], [`#${TOPIC_TAG}`]: [this.topic] }),
        event: (m, size) => {
          if (done) return;
          if (++r.events > max) return end('truncated');
          r.bytes += size;
          if (m.topic !== this.topic) return void r.dropped++;
          opening = opening.then(async () => {
            const wire = await openWire(key, m.content);
            if (wire === undefined) return void r.dropped++;
            const had = r.wires.get(wire);
            r.wires.set(wire, had === undefined ? m.expiration : Math.max(had ?? 0, m.expiration ?? 0) || null);
          });
        },
        eose: () => end('complete'),
        ended: () => end('failed'),
      });
    });
  }

  /** Publishes `wire` to each of `lines` that has neither stored it nor has it on the way; resolves to how many stored it. */
  private async publishTo(lines: RelayLine[], wire: string): Promise<number> {
    const targets = lines.filter((l) => !this.stored.get(l.url)!.has(wire) && !this.sending.get(l.url)!.has(wire));
    if (!targets.length || this.closed) return 0;
    for (const l of targets) this.sending.get(l.url)!.add(wire);
    this.seen.add(wire);
    const event = await this.eventFor(wire);
    const oks = await Promise.all(
      targets.map(async (l) => {
        const ok = !!event && (await l.publish(event));
        this.sending.get(l.url)!.delete(wire);
        if (ok) this.stored.get(l.url)!.add(wire);
        return ok;
      }),
    );
    return oks.filter(Boolean).length;
  }

  /** The wire's stored event; made again once the one made earlier nears its expiry. */
  private eventFor(wire: string): Promise<NostrEvent | null> {
    const made = this.events.get(wire);
    const fresh = (e: NostrEvent | null) => !!e && e.created_at + ARCHIVE_TTL_S - RENEW_BEFORE_S > this.clock.time() / 1000;
    const next = (made ?? Promise.resolve(null)).then(async (e) => {
      if (e && fresh(e)) return e;
      const sealed = await sealWire((await this.secret).key, wire);
      return sealed === null ? null : archiveEvent(this.keys, this.topic, sealed, this.clock.time());
    });
    this.events.set(wire, next);
    return next;
  }

  private track<T>(p: Promise<T>): Promise<T> {
    this.inFlight.add(p);
    const done = () => this.inFlight.delete(p);
    p.then(done, done);
    return p;
  }
}
