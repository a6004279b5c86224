/**
 * The audience relay transport: the table's document over one WebSocket to a standard Yjs server
 * (Hocuspocus or y-websocket's, audience-wire.ts), so that watchers never connect to a seat. Seats
 * mirror their document there beside the WebRTC mesh (Yjs merges what several seats send, so it is
 * stored once); a watcher's page reads it there and nowhere else.
 *
 * The server is trusted with nothing: it sees a hash of the room and signed entries, and every page
 * verifies every entry as it does any peer's. It can delay or withhold, never forge. A message over
 * MAX_RELAY_MESSAGE bytes is dropped unread; a lost message is healed by the state vector sent every
 * HEAL_MS (which also keeps the socket from the server's idle timeout).
 *
 * The relay's awareness is not the table's presence: it carries only the watchers' count
 * (audience-count.ts), so no seat's presence reaches the audience and no watcher's reaches a seat.
 */
import { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { audienceCount, rankOf, statesOf } from './audience-count.js';
import { type AudienceRelay, audienceDocName, audienceSocketUrl, fromHocuspocus, hocuspocusHello, toHocuspocus } from './audience-wire.js';
import { SyncLink, updateMessage } from './sync-link.js';
import { type AudienceStatus, StatusEmitter, type Transport, type TransportFactory } from './transport.js';

export type { AudienceStatus } from './transport.js';

/** The largest message read from the relay: a whole finished game's document is a few hundred KiB. */
export const MAX_RELAY_MESSAGE = 4 * 1024 * 1024;
/** How often the state vector goes to the relay. */
export const HEAL_MS = 20_000;
/**
 * A seat sends its changes to the relay this long after the first of them, merged into one update:
 * the seats' own exchange (the mesh) goes first, and a move with its draw links costs the relay one
 * fan-out to its watchers instead of several.
 */
export const MIRROR_DELAY_MS = 150;
/** Reconnection waits, doubling from the first to the last, with jitter. */
const RETRY_MS = [1000, 30_000] as const;
/** The count's states are a few dozen: an awareness message over this size, or past this many states held, is a vandal's. */
export const MAX_AWARENESS_MESSAGE = 64 * 1024;
export const MAX_AWARENESS_STATES = 2048;
/** How long after an awareness change the count is taken again (changes come in bursts). */
const COUNT_SETTLE_MS = 800;

/** What the transport needs of a WebSocket: the browser's, or the `ws` package's in Node. */
export interface RelaySocket {
  binaryType: string;
  readonly readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  send(data: Uint8Array): void;
  close(): void;
}

export interface AudienceRelayOptions {
  relay: AudienceRelay;
  /** a watcher is counted (and never writes); a seat mirrors the table and is not counted */
  role: 'seat' | 'watcher';
  /** opens a socket; default the global WebSocket */
  socket?: (url: string) => RelaySocket;
  /** a random 32-bit number for the watcher's rank (tests); default crypto */
  random32?: () => number;
}

const defaultSocket = (url: string): RelaySocket => new WebSocket(url) as unknown as RelaySocket;
const cryptoRandom32 = () => crypto.getRandomValues(new Uint32Array(1))[0];

/** The transport to an audience relay (see the file's comment). */
export function audienceRelayTransport(options: AudienceRelayOptions): (ctx: { room: string; doc: Y.Doc }) => Transport {
  return ({ room, doc }) => new RelayConnection(options, room, doc);
}

/** As a TransportFactory: the only transport of a watcher's page. */
export function watcherTransport(options: Omit<AudienceRelayOptions, 'role'>): TransportFactory {
  const open = audienceRelayTransport({ ...options, role: 'watcher' });
  return (ctx) => open(ctx);
}

class RelayConnection implements Transport {
  private readonly emitter = new StatusEmitter();
  private readonly docName: string;
  private readonly url: string;
  /** the relay's own awareness: the watchers' count, nothing of the table's presence */
  private readonly awareness: Awareness;
  private readonly myRank: number | null;
  private socket: RelaySocket | null = null;
  private link: SyncLink | null = null;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private countTimer: ReturnType<typeof setTimeout> | undefined;
  /** a seat's changes waiting to go to the relay, merged when they go */
  private outgoing: Uint8Array[] = [];
  private mirrorTimer: ReturnType<typeof setTimeout> | undefined;
  private destroyed = false;
  /** what `status.audience` says */
  private audience: AudienceStatus = { relay: 'connecting', watchers: 0 };

  constructor(
    private readonly options: AudienceRelayOptions,
    room: string,
    private readonly doc: Y.Doc,
  ) {
    this.docName = audienceDocName(room);
    this.url = audienceSocketUrl(options.relay, room);
    this.awareness = new Awareness(doc);
    this.awareness.setLocalState(null);
    this.myRank = options.role === 'watcher' ? rankOf((options.random32 ?? cryptoRandom32)()) : null;
    this.awareness.on('change', this.recountSoon);
    this.open();
    this.publish();
  }

  get status() {
    return this.emitter.status;
  }

  onStatus(listener: Parameters<Transport['onStatus']>[0]): () => void {
    return this.emitter.on(listener);
  }

  retry(): void {
    if (this.destroyed || this.socket) return;
    clearTimeout(this.retryTimer);
    this.open();
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    clearTimeout(this.retryTimer);
    clearTimeout(this.countTimer);
    this.awareness.off('change', this.recountSoon);
    this.closeSocket();
    this.awareness.destroy();
  }

  private open(): void {
    this.setRelay('connecting');
    let socket: RelaySocket;
    try {
      socket = (this.options.socket ?? defaultSocket)(this.url);
    } catch {
      this.scheduleRetry();
      return;
    }
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    const hocuspocus = this.options.relay.protocol === 'hocuspocus';
    socket.onopen = () => {
      if (socket !== this.socket) return;
      if (hocuspocus) socket.send(hocuspocusHello(this.docName));
      else this.startLink();
    };
    socket.onmessage = ({ data }) => {
      if (socket !== this.socket) return;
      const bytes = data instanceof ArrayBuffer ? new Uint8Array(data) : data instanceof Uint8Array ? data : null;
      if (!bytes || bytes.byteLength > MAX_RELAY_MESSAGE) return;
      if (!hocuspocus) return this.receive(bytes);
      try {
        const read = fromHocuspocus(this.docName, bytes);
        if (read.kind === 'authenticated') this.startLink();
        else if (read.kind === 'denied') this.deny(read.reason);
        else if (read.kind === 'message') this.receive(read.message);
      } catch {
        // malformed bytes from the relay: dropped, the link heals what they were
      }
    };
    socket.onerror = () => {};
    socket.onclose = () => {
      if (socket !== this.socket) return;
      this.closeSocket();
      this.scheduleRetry();
    };
  }

  /** One y-protocols message from the relay; awareness is bounded first (its states are only the count's). */
  private receive(message: Uint8Array): void {
    if (message[0] === 1 && (message.byteLength > MAX_AWARENESS_MESSAGE || this.awareness.getStates().size >= MAX_AWARENESS_STATES)) return;
    this.link?.receive(message);
  }

  /** The socket is up (authenticated, for Hocuspocus): sync the document both ways, and the count. */
  private startLink(): void {
    const socket = this.socket;
    if (!socket || this.link) return;
    const wrap = this.options.relay.protocol === 'hocuspocus' ? (m: Uint8Array) => toHocuspocus(this.docName, m) : (m: Uint8Array) => m;
    this.link = new SyncLink({
      doc: this.doc,
      awareness: this.awareness,
      send: (m) => {
        if (socket.readyState === 1) socket.send(wrap(m));
      },
      healMs: HEAL_MS,
      // a watcher never writes the table's document (only its count's state goes out); a seat's changes go merged (mirror)
      forwardUpdates: false,
    });
    if (this.options.role === 'seat') this.doc.on('update', this.mirror);
    this.link.start();
    // the count's states come with the greeting; a watcher's own state goes out once counted
    this.failures = 0;
    this.setRelay('connected');
  }

  private deny(reason: string): void {
    this.audience = { ...this.audience, denied: reason };
    this.closeSocket();
    this.failures = Math.max(this.failures, 4);
    this.scheduleRetry();
  }

  private closeSocket(): void {
    this.doc.off('update', this.mirror);
    clearTimeout(this.mirrorTimer);
    [this.mirrorTimer, this.outgoing] = [undefined, []];
    this.link?.close();
    this.link = null;
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = null;
    try {
      socket.close();
    } catch {
      // already closing
    }
  }

  private scheduleRetry(): void {
    if (this.destroyed) return;
    this.failures++;
    const wait = Math.min(RETRY_MS[1], RETRY_MS[0] * 2 ** (this.failures - 1));
    this.setRelay('unreachable', wait);
    this.retryTimer = setTimeout(() => this.open(), wait * (0.75 + Math.random() / 2));
    (this.retryTimer as { unref?: () => void }).unref?.();
  }

  /** A change of the table's document, not from the relay: sent after MIRROR_DELAY_MS with those that follow it. */
  private readonly mirror = (update: Uint8Array, origin: unknown) => {
    if (origin === this.link || !this.link) return;
    this.outgoing.push(update);
    if (this.mirrorTimer !== undefined) return;
    this.mirrorTimer = setTimeout(() => {
      const merged = Y.mergeUpdates(this.outgoing);
      [this.mirrorTimer, this.outgoing] = [undefined, []];
      this.link?.send(updateMessage(merged));
    }, MIRROR_DELAY_MS);
    (this.mirrorTimer as { unref?: () => void }).unref?.();
  };

  private readonly recountSoon = () => {
    if (this.countTimer !== undefined || this.destroyed) return;
    this.countTimer = setTimeout(() => {
      this.countTimer = undefined;
      this.publish();
    }, COUNT_SETTLE_MS);
    (this.countTimer as { unref?: () => void }).unref?.();
  };

  /** Takes the count again, and publishes or withdraws this watcher's state by it. */
  private publish(): void {
    if (this.destroyed) return;
    const count = audienceCount(statesOf(this.awareness.getStates(), this.awareness.clientID), this.myRank);
    const mine = this.awareness.getLocalState() as { l?: number } | null;
    if (count.publish && mine?.l !== count.level) this.awareness.setLocalState({ w: this.myRank, l: count.level });
    else if (!count.publish && mine) this.awareness.setLocalState(null);
    if (count.watchers !== this.audience.watchers) {
      this.audience = { ...this.audience, watchers: count.watchers };
      this.emitStatus();
    }
  }

  private setRelay(relay: AudienceStatus['relay'], retryInMs?: number): void {
    const { denied, ...rest } = this.audience;
    this.audience = { ...rest, relay, ...(relay !== 'connected' && denied ? { denied } : {}) };
    this.emitStatus(retryInMs);
  }

  private emitStatus(retryInMs?: number): void {
    const relay = this.audience.relay;
    const audience = { relay, watchers: this.audience.watchers, ...(this.audience.denied ? { denied: this.audience.denied } : {}) };
    if (relay === 'connected') this.emitter.set({ kind: 'connected', peers: 1, audience });
    else if (relay === 'unreachable') this.emitter.set({ kind: 'signaling-unreachable', peers: 0, retryInMs: retryInMs ?? RETRY_MS[1], audience });
    else this.emitter.set({ kind: 'connecting', peers: 0, audience });
  }
}
