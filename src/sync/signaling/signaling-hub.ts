/**
 * What the signaling sockets of this page share: the rooms looking for peers (topic, key, whether
 * the table is complete), each endpoint's budgets and refusals, and the announcement schedules per
 * room and endpoint. Sockets come and go as y-webrtc reconnects; limits kept here outlive them, so a
 * relay that keeps dropping us still gets no more than its budget.
 */
import { ANNOUNCE_LIMITS, AnnounceSchedule, MinuteBudget, type AnnounceLimits } from './announce-schedule.js';
import { RECEIVE_LIMITS, ReceiveBudgets, type ReceiveLimits } from './receive-budgets.js';

/** A room as the transport registers it. */
export interface RoomChannel {
  topic: string;
  key: Promise<CryptoKey>;
  /** true while some seat is not connected: announcements keep going (with back-off) */
  searching(): boolean;
  /** a peer sent us a WebRTC signal: the two have met through signaling */
  onSignal(from: string): void;
  /**
   * a peer was heard on an endpoint (any signaling message of theirs): the relay path sends there;
   * `relayOnly`: it announced that it cannot connect directly, so only the relays reach it
   */
  onHeard?(from: string, endpoint: string, relayOnly?: boolean): void;
  /** false where this browser cannot connect directly (no WebRTC): its announcements say so */
  direct?: boolean;
  /** a sealed relay frame arrived (room-secret.ts RELAY_MARK), still to be unsealed; resolves to whether it was the room's */
  onRelay?(sealed: string, endpoint: string): Promise<boolean> | void;
}

/** An open endpoint's socket, as the relay path sends through it. */
export interface RelayOutlet {
  relay(topic: string, sealed: string): void;
}

/** Sends (besides announcements) an endpoint may get per minute: offers, answers, candidates. */
export const PUBLISH_PER_MINUTE = 120;
/** How long an endpoint that refused us (rate limit, ban) is left alone. */
export const REFUSAL_PAUSE_MS = 10 * 60_000;

interface EndpointState {
  announces: MinuteBudget;
  publishes: MinuteBudget;
  /** which sealed messages from the endpoint get a decryption (receive-budgets.ts) */
  receives: ReceiveBudgets;
  refusedUntil: number;
  refusal: string;
}

interface RoomEntry {
  channel: RoomChannel;
  schedules: Map<string, AnnounceSchedule>;
  /** the channel's key, once resolved */
  key?: CryptoKey;
}

export class SignalingHub {
  private rooms = new Map<string, RoomEntry>();
  private endpoints = new Map<string, EndpointState>();
  private outlets = new Map<string, RelayOutlet>();

  constructor(
    readonly limits: AnnounceLimits = ANNOUNCE_LIMITS,
    readonly receiveLimits: ReceiveLimits = RECEIVE_LIMITS,
  ) {}

  /** Makes a room known to every socket; returns the function that forgets it. */
  register(channel: RoomChannel): () => void {
    const entry: RoomEntry = { channel, schedules: new Map() };
    this.rooms.set(channel.topic, entry);
    channel.key.then((k) => (entry.key = k)).catch(() => {});
    return () => {
      const r = this.rooms.get(channel.topic);
      if (r?.channel !== channel) return;
      for (const s of r.schedules.values()) s.destroy();
      this.rooms.delete(channel.topic);
    };
  }

  room(topic: string): RoomChannel | undefined {
    return this.rooms.get(topic)?.channel;
  }

  /** The room's key once it is ready (messages are checked with it before any waiting). */
  key(topic: string): CryptoKey | undefined {
    return this.rooms.get(topic)?.key;
  }

  /** The announcement schedule of a room on an endpoint (created on first use). */
  schedule(topic: string, url: string): AnnounceSchedule | undefined {
    const r = this.rooms.get(topic);
    if (!r) return undefined;
    let s = r.schedules.get(url);
    if (!s) r.schedules.set(url, (s = new AnnounceSchedule(r.channel.searching, this.endpoint(url).announces, this.limits)));
    return s;
  }

  /** Every endpoint announces the room now (as the budgets allow). */
  announceNow(topic: string): void {
    for (const s of this.rooms.get(topic)?.schedules.values() ?? []) s.hurry();
  }

  endpoint(url: string): EndpointState {
    let e = this.endpoints.get(url);
    if (!e)
      this.endpoints.set(
        url,
        (e = { announces: new MinuteBudget(this.limits.perMinute), publishes: new MinuteBudget(PUBLISH_PER_MINUTE), receives: new ReceiveBudgets(this.receiveLimits), refusedUntil: 0, refusal: '' }),
      );
    return e;
  }

  /** An endpoint's socket is open (or gone, with `outlet` null). */
  setOutlet(url: string, outlet: RelayOutlet | null, was?: RelayOutlet): void {
    if (outlet) this.outlets.set(url, outlet);
    else if (this.outlets.get(url) === was) this.outlets.delete(url);
  }

  /** Endpoints open right now. */
  openEndpoints(): string[] {
    return [...this.outlets.keys()];
  }

  /** Sends a sealed relay frame of `topic` through the endpoint `url`; false when it is not open. */
  relay(topic: string, sealed: string, url: string): boolean {
    const outlet = this.outlets.get(url);
    if (!outlet || !this.rooms.has(topic)) return false;
    outlet.relay(topic, sealed);
    return true;
  }

  refuse(url: string, reason: string): void {
    const e = this.endpoint(url);
    e.refusedUntil = Date.now() + REFUSAL_PAUSE_MS;
    e.refusal = reason;
  }

  refused(url: string): boolean {
    return this.endpoint(url).refusedUntil > Date.now();
  }
}
