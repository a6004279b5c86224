/**
 * The socket y-webrtc's signaling client (lib0's WebsocketClient) talks to. It looks like a
 * WebSocket speaking y-webrtc's JSON protocol, and behind it: the room's topic only (y-webrtc is
 * given the hashed topic as its room name), every payload sealed with the room's key, announcements
 * paced by the hub's schedules, and the endpoint's own protocol (a y-webrtc server or a Nostr relay).
 * Whatever the endpoint sends back is bounded, must carry the room's check to be decrypted beyond a
 * small budget, is budgeted per sender (receive-budgets.ts) and must unseal before y-webrtc sees it.
 */
import { RELAY_MARK, seal, unseal } from './room-secret.js';
import { makeWire, type SocketLike, type Wire } from './relay-wires.js';
import type { SignalingEndpoint } from './endpoints.js';
import type { SignalingHub } from './signaling-hub.js';

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 3;

type Outgoing = { type?: unknown; topics?: unknown; topic?: unknown; data?: unknown };

export class SignalingSocket implements SocketLike {
  readyState = CONNECTING;
  onopen: ((e?: unknown) => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e?: unknown) => void) | null = null;
  onerror: ((e?: unknown) => void) | null = null;
  private raw: SocketLike | null = null;
  private wire: Wire | null = null;
  /** outgoing work in order: sealing and signing are async, the endpoint must see lib0's order */
  private outgoing: Promise<unknown> = Promise.resolve();
  private incoming: Promise<unknown> = Promise.resolve();
  private attached = new Set<string>();
  /** what we sent lately: a y-webrtc server echoes our publishes back, and they need no decrypting */
  private mine = new Set<string>();

  constructor(
    readonly endpoint: SignalingEndpoint,
    private readonly hub: SignalingHub,
    open: (url: string) => SocketLike,
  ) {
    // an endpoint that refused us is left alone for a while: fail at once, with no traffic
    if (hub.refused(endpoint.url)) {
      setTimeout(() => this.closed(), 0);
      return;
    }
    const raw = (this.raw = open(endpoint.socketUrl));
    this.wire = makeWire(endpoint.kind, raw, {
      publish: (topic, sealed, sender) => this.received(topic, sealed, sender),
      pong: () => this.onmessage?.({ data: '{"type":"pong"}' }),
      refused: (reason) => {
        hub.refuse(endpoint.url, reason);
        this.close();
      },
    });
    raw.onopen = () => {
      this.readyState = OPEN;
      hub.setOutlet(endpoint.url, this);
      this.onopen?.();
    };
    raw.onmessage = (e) => this.wire?.receive(e.data);
    raw.onclose = () => this.closed();
    raw.onerror = () => this.closed();
  }

  /** From lib0: one of y-webrtc's JSON messages. */
  send(text: string): void {
    if (this.readyState !== OPEN || !this.wire) return;
    const msg = JSON.parse(text) as Outgoing;
    const wire = this.wire;
    const topics = Array.isArray(msg.topics) ? msg.topics.filter((t): t is string => typeof t === 'string' && !!this.hub.room(t)) : [];
    if (msg.type === 'subscribe' && topics.length) this.queue(() => wire.subscribe(topics));
    else if (msg.type === 'unsubscribe' && topics.length) {
      for (const t of topics) this.detach(t);
      this.queue(() => wire.unsubscribe(topics));
    } else if (msg.type === 'ping') wire.ping();
    else if (msg.type === 'publish' && typeof msg.topic === 'string') this.publish(msg.topic, msg.data);
  }

  close(): void {
    if (this.raw && this.raw.readyState <= OPEN) this.raw.close();
    else this.closed();
  }

  /** Sends a sealed relay frame (the relay path's game traffic), in order with everything else. */
  relay(topic: string, sealed: string): void {
    const wire = this.wire;
    if (this.readyState !== OPEN || !wire) return;
    this.remember(sealed);
    this.queue(() => wire.publish(topic, sealed));
  }

  private publish(topic: string, data: unknown): void {
    const room = this.hub.room(topic);
    if (!room || !data || typeof data !== 'object') return;
    if ((data as { type?: unknown }).type === 'announce') {
      // announcements go out when the schedule says so, always this same message
      const schedule = this.hub.schedule(topic, this.endpoint.url)!;
      if (!this.attached.has(topic)) {
        this.attached.add(topic);
        // a browser with no WebRTC says so: its peers relay to it at once instead of offering
        const said = room.direct === false ? { ...data, direct: false } : data;
        schedule.attach(() => this.sealAndSend(topic, said));
      }
      schedule.request();
      return;
    }
    if (this.hub.endpoint(this.endpoint.url).publishes.take(Date.now())) this.sealAndSend(topic, data);
  }

  private sealAndSend(topic: string, data: unknown): void {
    const room = this.hub.room(topic);
    const wire = this.wire;
    if (!room || !wire) return;
    this.queue(async () => {
      const sealed = await seal(await room.key, data);
      this.remember(sealed);
      await wire.publish(topic, sealed);
    });
  }

  private remember(sealed: string): void {
    this.mine.add(sealed);
    if (this.mine.size > 256) this.mine.delete(this.mine.values().next().value!);
  }

  private received(topic: string, sealed: string, sender?: string): void {
    const room = this.hub.room(topic);
    if (!room || this.mine.has(sealed)) return;
    const key = this.hub.key(topic);
    // the key resolves once, just after the room registers: what came before waits for it
    if (!key) return void room.key.then(() => this.received(topic, sealed, sender)).catch(() => {});
    const budgets = this.hub.endpoint(this.endpoint.url).receives;
    const admitted = budgets.admit(key, sealed, sender, Date.now());
    if (!admitted) return;
    const turn = () => admitted === true || budgets.settle(sender!, Date.now());
    // relay frames are the relay path's to unseal and order; they never reach y-webrtc
    if (sealed.startsWith(RELAY_MARK)) {
      if (!turn()) return;
      void Promise.resolve(room.onRelay?.(sealed, this.endpoint.url))
        .then((ok) => ok && budgets.proven(sender, Date.now()))
        .catch(() => {});
      return;
    }
    this.incoming = this.incoming.then(async () => {
      if (!turn()) return;
      const data = (await unseal(key, sealed)) as { type?: unknown; from?: unknown } | undefined;
      if (!data || typeof data !== 'object' || typeof data.from !== 'string' || this.readyState !== OPEN) return;
      budgets.proven(sender, Date.now());
      const relayOnly = data.type === 'announce' && (data as { direct?: unknown }).direct === false;
      room.onHeard?.(data.from, this.endpoint.url, relayOnly);
      // y-webrtc would offer a connection to a peer that cannot take one: it never hears of it
      if (relayOnly) return;
      this.onmessage?.({ data: JSON.stringify({ type: 'publish', topic, data }) });
      // after y-webrtc has made its connection object for the peer, so the meeting counts for it
      if (data.type === 'signal') room.onSignal(data.from);
    });
    // one message that throws must not stop the ones behind it (nor leave their turns unsettled)
    this.incoming = this.incoming.catch(() => {});
  }

  private queue(work: () => unknown): void {
    this.outgoing = this.outgoing.then(work).catch(() => {});
  }

  private detach(topic: string): void {
    if (this.attached.delete(topic)) this.hub.schedule(topic, this.endpoint.url)?.detach();
  }

  private closed(): void {
    if (this.readyState === CLOSED) return;
    const wasOpen = this.readyState === OPEN;
    this.readyState = CLOSED;
    this.hub.setOutlet(this.endpoint.url, null, this);
    for (const t of [...this.attached]) this.detach(t);
    this.wire = null;
    if (!wasOpen) this.onerror?.();
    this.onclose?.();
  }
}
