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
import { hostOfRoom, signalingFromLocation } from './room.js';
import { GameSession } from './session.js';
import type { TransportFactory } from './transport/transport.js';
import { webrtcTransport } from './transport/webrtc.js';
import { RelayArchive } from './archive/relay-archive.js';
import { RelayKeeping } from './relay-keeping.js';
import { audienceRelayFromLocation, type AudienceRelay } from './transport/audience-wire.js';
import { watcherTransport, type RelaySocket } from './transport/audience-relay.js';
import type { BotThink } from './bot-seats.js';

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
  /**
   * an audience relay (audience-wire.ts): a seat mirrors the table there for watchers, unless the
   * host's seating names another; a watcher reads the table there. Default: the page's `?relay=`,
   * with the default transport only
   */
  audience?: AudienceRelay | null;
  /**
   * a watcher's page (a watch link): it reads the table from the audience relay (unless `transport`
   * says otherwise) and writes nothing: no key kept, no presence, no seat, no vote, nothing stored
   */
  watch?: boolean;
  /** how sockets to the audience relay are opened (Node: the `ws` package's WebSocket); default the browser's */
  relaySocket?: (url: string) => RelaySocket;
  /** searches a bot seat's long move off the page's main thread (src/table's worker); default: the page searches itself */
  thinkBot?: BotThink;
}

/** Opens a room (or a new one hosted here) and connects it; resolves once the stored log is verified. */
export async function openSession(options: SessionOptions = {}): Promise<GameSession> {
  if (options.watch) return openWatcher(options);
  const { room, identity, release } = await sessionIdentity(options);
  const doc = options.doc ?? new Y.Doc();
  const persistence = await keepRoom(room, doc, options.persistence ?? canPersist(), release);
  const pins = options.pins ?? pinStore(room, options.persistence ?? canPersist());
  const session = new GameSession(room, identity, doc, persistence, options.clock, pins);
  session.thinkBot = options.thinkBot ?? null;
  await session.whenIdle();
  const iceServers = combineIceServers(options.iceServers);
  const signaling = options.signaling ?? (options.transport === undefined ? signalingFromLocation() : []);
  const factory = options.transport === false ? null : (options.transport ?? webrtcTransport({ signaling, iceServers }));
  session.mirrorWith(options.audience ?? (options.transport === undefined && typeof location !== 'undefined' ? audienceRelayFromLocation() : null), options.relaySocket);
  if (factory) session.connect(factory);
  session.iceServers = iceServers;
  const relays = options.relays ?? (options.transport === undefined ? signaling : []);
  const archive = options.archive ?? (relays && relays.length ? (r: string) => new RelayArchive({ room: r, relays, clock: options.clock }) : null);
  if (archive) session.keeping = new RelayKeeping(session, () => archive(room));
  return session;
}

/** A watcher's session: a key of its own in memory only, nothing stored, the audience relay its only way in. */
async function openWatcher(options: SessionOptions): Promise<GameSession> {
  const relay = options.audience ?? (typeof location !== 'undefined' ? audienceRelayFromLocation() : null);
  if (!options.room || !hostOfRoom(options.room)) throw { code: 'sync/wrong-room', message: 'A watch link names the table it shows; this one names none.' };
  if (!relay && !options.transport) throw { code: 'sync/bad-relay', message: 'A watch link names the audience relay the table is shown on; this one names none.' };
  const { room, identity } = await sessionIdentity({ room: options.room, keys: null });
  const session = new GameSession(room, identity, options.doc ?? new Y.Doc(), null, options.clock, options.pins ?? pinStore(room, false), true);
  await session.whenIdle();
  const factory = options.transport || (relay ? watcherTransport({ relay, socket: options.relaySocket }) : null);
  if (factory) session.connect(factory);
  return session;
}
