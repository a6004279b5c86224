/**
 * y-webrtc's signaling client, in place of lib0's `lib0/websocket` (every build that bundles y-webrtc
 * aliases that import to this file: scripts/build/peer-alias.ts). lib0's WebsocketClient opens its
 * socket with the page's global `new WebSocket(url)` and has no option for another; this one is the
 * same client (reconnects with backoff, ping/pong, a reconnect when nothing came for 30 s, the same
 * events) but opens its socket through `WebsocketClient.useSockets`'s factory, so our signaling
 * sockets are made by our code and the page's WebSocket is never touched.
 *
 * It keeps no state of ours: the transport hands it the factory through y-webrtc's own
 * SignalingConn (signaling-route.ts), so a second copy of this module (a dev server that pre-bundles
 * y-webrtc with it) is still the one y-webrtc uses.
 */
import { Observable } from 'lib0/observable';
import type { SocketLike } from './relay-wires.js';

/** What the client needs of a socket: a WebSocket, or our SignalingSocket. */
export type ClientSocket = SocketLike & { binaryType?: string };

export type OpenSocket = (url: string) => ClientSocket;

const RECONNECT_BASE_MS = 1200;
const MAX_RECONNECT_MS = 2500;
/** with no message for this long (not even our own awareness), the socket is taken as dead */
const MESSAGE_TIMEOUT_MS = 30_000;

let openSocket: OpenSocket = (url) => new WebSocket(url) as unknown as ClientSocket;

export class WebsocketClient extends Observable<string> {
  /** Makes every later socket of this module's clients with `open` (signaling-route.ts). */
  static useSockets(open: OpenSocket): void {
    openSocket = open;
  }

  ws: ClientSocket | null = null;
  binaryType: string | null;
  connected = false;
  connecting = false;
  unsuccessfulReconnects = 0;
  lastMessageReceived = 0;
  /** whether to connect (and reconnect) at all */
  shouldConnect = true;
  private checkInterval: ReturnType<typeof setInterval>;

  constructor(
    readonly url: string,
    { binaryType }: { binaryType?: 'arraybuffer' | 'blob' | null } = {},
  ) {
    super();
    this.binaryType = binaryType ?? null;
    this.checkInterval = setInterval(() => {
      if (this.connected && Date.now() - this.lastMessageReceived > MESSAGE_TIMEOUT_MS) this.ws?.close();
    }, MESSAGE_TIMEOUT_MS / 2);
    setUpSocket(this);
  }

  send(message: unknown): void {
    this.ws?.send(JSON.stringify(message));
  }

  override destroy(): void {
    clearInterval(this.checkInterval);
    this.disconnect();
    super.destroy();
  }

  disconnect(): void {
    this.shouldConnect = false;
    this.ws?.close();
  }

  connect(): void {
    this.shouldConnect = true;
    if (!this.connected && this.ws === null) setUpSocket(this);
  }
}

function parseFrame(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function setUpSocket(client: WebsocketClient): void {
  if (!client.shouldConnect || client.ws !== null) return;
  const socket = openSocket(client.url);
  if (client.binaryType) socket.binaryType = client.binaryType;
  let pingTimeout: ReturnType<typeof setTimeout> | undefined;
  client.ws = socket;
  client.connecting = true;
  client.connected = false;
  const sendPing = () => {
    if (client.ws === socket) client.send({ type: 'ping' });
  };
  socket.onmessage = (event) => {
    client.lastMessageReceived = Date.now();
    const message = (typeof event.data === 'string' ? parseFrame(event.data) : event.data) as { type?: unknown } | null | undefined;
    // a frame that is not JSON is a server's or an attacker's junk: dropped, never thrown into the page
    if (message === undefined) return;
    if (message && message.type === 'pong') {
      clearTimeout(pingTimeout);
      pingTimeout = setTimeout(sendPing, MESSAGE_TIMEOUT_MS / 2);
    }
    client.emit('message', [message, client]);
  };
  const onClose = (error: unknown) => {
    if (client.ws !== null) {
      client.ws = null;
      client.connecting = false;
      if (client.connected) {
        client.connected = false;
        client.emit('disconnect', [{ type: 'disconnect', error }, client]);
      } else {
        client.unsuccessfulReconnects++;
      }
      // no wait at first, then slowly longer (log10 of the failures so far), as lib0 does
      setTimeout(() => setUpSocket(client), Math.min(Math.log10(client.unsuccessfulReconnects + 1) * RECONNECT_BASE_MS, MAX_RECONNECT_MS));
    }
    clearTimeout(pingTimeout);
  };
  socket.onclose = () => onClose(null);
  socket.onerror = (error) => onClose(error);
  socket.onopen = () => {
    client.lastMessageReceived = Date.now();
    client.connecting = false;
    client.connected = true;
    client.unsuccessfulReconnects = 0;
    client.emit('connect', [{ type: 'connect' }, client]);
    pingTimeout = setTimeout(sendPing, MESSAGE_TIMEOUT_MS / 2);
  };
}
