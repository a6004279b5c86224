/**
 * Opening a session: this tab's identity in the room (room-keys.ts), the document kept on disk
 * when it can be, the pin store, and the transport (y-webrtc by default) connected.
 */
import * as Y from 'yjs';
import type { PinStore } from './chain-pool.js';
import type { Identity } from './identity.js';
import { combineIceServers } from './ice.js';
import { canPersist, keepRoom, pinStore } from './persistence.js';
import type { Clock } from './restorer.js';
import type { KeyStore } from './key-store.js';
import { sessionIdentity } from './room-keys.js';
import { signalingFromLocation } from './room.js';
import { GameSession } from './session.js';
import type { TransportFactory } from './transport/transport.js';
import { webrtcTransport } from './transport/webrtc.js';
import { RelayArchive } from './archive/relay-archive.js';
import { RelayKeeping } from './relay-keeping.js';

export interface SessionOptions {
  /** the room from the link (`<id>.<hostKey>`); a bare id or nothing opens a new room hosted here */
  room?: string | null;
  /** who this peer is; default: this tab's key pair for the room (room-keys.ts), or a memory key outside browsers */
  identity?: Identity;
  /** where the per-room key pairs are kept; default this browser's (IndexedDB, Web Locks, sessionStorage) */
  keys?: KeyStore | null;
  /** signaling URLs for the default y-webrtc transport; default `signalingFromLocation()` */
  signaling?: string[];
  /** ICE servers for the default transport (default public STUN, [] for none); the link's `?stun=` and `?turn=` are added to them */
  iceServers?: RTCIceServer[];
  /** another transport (tests: `memoryTransport(network)`), or false to stay offline */
  transport?: TransportFactory | false;
  /** keep the document in IndexedDB (default: when IndexedDB exists) */
  persistence?: boolean;
  /** the document to use (tests simulate a refresh by reopening a session on the same doc) */
  doc?: Y.Doc;
  /** timers for the restorer's turn in line and the stall countdown (tests: a clock of their own) */
  clock?: Clock;
  /** where this peer keeps the start it saw built on (chain.ts); default localStorage when persisting, else memory */
  pins?: PinStore;
  /**
   * the Nostr relays that keep tables played over days (relay-keeping.ts), as a signaling list
   * (its y-webrtc servers are ignored); default: the signaling list, with the default transport
   * only; [] or false: none
   */
  relays?: readonly string[] | false;
  /** how this page reaches the relays that keep tables played over days, instead of `relays` (tests: local relays through the `ws` package) */
  archive?: (room: string) => RelayArchive;
}

/** Opens a room (or a new one hosted here) and connects it; resolves once the stored log is verified. */
export async function openSession(options: SessionOptions = {}): Promise<GameSession> {
  const { room, identity, release } = await sessionIdentity(options);
  const doc = options.doc ?? new Y.Doc();
  const persistence = await keepRoom(room, doc, options.persistence ?? canPersist(), release);
  const pins = options.pins ?? pinStore(room, options.persistence ?? canPersist());
  const session = new GameSession(room, identity, doc, persistence, options.clock, pins);
  await session.whenIdle();
  const iceServers = combineIceServers(options.iceServers);
  const signaling = options.signaling ?? (options.transport === undefined ? signalingFromLocation() : []);
  const factory = options.transport === false ? null : (options.transport ?? webrtcTransport({ signaling, iceServers }));
  if (factory) session.connect(factory);
  session.iceServers = iceServers;
  const relays = options.relays ?? (options.transport === undefined ? signaling : []);
  const archive = options.archive ?? (relays && relays.length ? (r: string) => new RelayArchive({ room: r, relays, clock: options.clock }) : null);
  if (archive) session.keeping = new RelayKeeping(session, () => archive(room));
  return session;
}
