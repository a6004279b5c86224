/**
 * How a session reaches its peers: the transport (signaling, then WebRTC), data channels opened by
 * hand (invite codes), the ICE servers for them, and how many of our entries wait for a first peer.
 * Apart from session.ts because none of it touches the log: the status is all the session reads.
 */
import type * as Y from 'yjs';
import { combineIceServers } from './ice.js';
import type { Presence } from './presence.js';
import { connectionStatus } from './table-view.js';
import { syncOverChannel, type MessageChannelLike } from './transport/channel-sync.js';
import type { Transport, TransportFactory, TransportStatus } from './transport/transport.js';
import { type AudienceRelay, parseAudienceRelay, relayText } from './transport/audience-wire.js';
import { audienceRelayTransport, type RelaySocket } from './transport/audience-relay.js';
import type { ConnectionStatus } from './types.js';

export class Connections {
  private transport: Transport | null = null;
  private offTransport: (() => void) | null = null;
  /** data channels opened by hand (invite codes), by their detach function; only open ones count as peers (an offer nobody answered yet is none) */
  private channels = new Map<() => void, MessageChannelLike>();
  /** our entries written while no peer was connected */
  private queued = 0;
  /** ICE servers for connections this session opens itself (invite codes) */
  iceServers: RTCIceServer[] = [];
  /** the audience relay this page was opened with (`?relay=`), mirrored to unless the host names another */
  pageRelay: AudienceRelay | null = null;
  /** how sockets to the audience relay are opened (Node: the `ws` package); default the browser's */
  relaySocket: ((url: string) => RelaySocket) | undefined;
  /** the table's document mirrored to an audience relay for its watchers, and to which */
  private mirror: { key: string; transport: Transport; off: () => void } | null = null;

  constructor(
    private readonly room: string,
    private readonly doc: Y.Doc,
    private readonly presence: Presence,
    private readonly changed: (status: ConnectionStatus) => void,
  ) {}

  /** How the transport reaches each peer (the seats show it). */
  get paths(): TransportStatus['paths'] {
    return this.transport?.status.paths;
  }

  get status(): ConnectionStatus {
    const open = [...this.channels.values()].filter((ch) => ch.readyState === 'open').length;
    const status = connectionStatus(this.transport?.status ?? { kind: 'offline', peers: 0 }, open, this.queued);
    // a seat's mirror says how the audience goes (a watcher's only transport, the relay, says it in its own status)
    const audience = this.mirror?.transport.status.audience;
    return audience ? { ...status, audience } : status;
  }

  /**
   * The audience relay in force: the one the host's signed seating names (`named`; none when it
   * names none), or, on the host's page before any seating is signed, the page's `?relay=`, which
   * its first seating will carry (seating.ts).
   */
  relayFor(named: string | undefined, signed: boolean, host: boolean): AudienceRelay | null {
    if (!signed) return host ? this.pageRelay : null;
    const read = named === undefined ? null : parseAudienceRelay(named);
    return read?.ok ? read.relay : null;
  }

  /**
   * Mirrors the table to `relay` for its watchers (beside the transport, never instead of it), or
   * stops; a no-op while the relay is the same. Only a page that is online mirrors.
   */
  mirrorTo(relay: AudienceRelay | null): void {
    const key = relay && this.transport ? relayText(relay) : null;
    if ((this.mirror?.key ?? null) === key) return;
    this.mirror?.off();
    this.mirror?.transport.destroy();
    this.mirror = null;
    if (relay && key) {
      const transport = audienceRelayTransport({ relay, role: 'seat', socket: this.relaySocket })({ room: this.room, doc: this.doc });
      this.mirror = { key, transport, off: transport.onStatus(() => this.statusChanged()) };
    }
    this.statusChanged();
  }

  /** An entry of ours went into the log: it waits for a peer if none is connected. */
  wrote(): void {
    if (this.status.peers === 0) this.queued++;
  }

  /** Reconnects the transport now (after 'signaling-unreachable'). */
  retry(): void {
    this.transport?.retry();
  }

  /** Uses these ICE servers from now on, with the link's `?stun=` and `?turn=` added (see GameSession.setIceServers). */
  setIceServers(servers: RTCIceServer[]): void {
    this.iceServers = combineIceServers(servers);
    this.transport?.setIceServers?.(this.iceServers);
  }

  /** `searching`: whether signaling keeps announcing this peer (see GameSession.connect). */
  connect(factory: TransportFactory, searching: () => boolean): void {
    this.transport = factory({ room: this.room, doc: this.doc, awareness: this.presence.awareness, searching });
    this.offTransport = this.transport.onStatus(() => this.statusChanged());
  }

  /** Syncs the doc over a data channel opened some other way (an invite code); returns the detach function. */
  attachChannel(channel: MessageChannelLike): () => void {
    const detach = syncOverChannel(this.doc, this.presence.awareness, channel, () => {
      this.channels.delete(detach);
      this.statusChanged();
    });
    this.channels.set(detach, channel);
    if (channel.readyState !== 'open') channel.addEventListener('open', () => this.statusChanged());
    this.statusChanged();
    return detach;
  }

  close(): void {
    this.mirrorTo(null);
    this.offTransport?.();
    this.transport?.destroy();
    for (const detach of [...this.channels.keys()]) detach();
    this.channels.clear();
  }

  private statusChanged(): void {
    this.presence.setNet(this.transport?.peerId);
    if (this.status.peers > 0) this.queued = 0;
    this.changed(this.status);
  }
}
