/**
 * Peer-to-peer play. One Y.Doc per game, named by a room id carried in the URL fragment; its log
 * holds signed entries (seat claims, the start, seed commitments and reveals, moves) that every peer
 * verifies and replays through the engine on its own. The Y.Doc is gossip, not truth.
 *
 * ```ts
 * import { openSession, createRoomId } from './sync/index.js';
 * const session = await openSession({ room: location.hash.slice(1) || createRoomId() });
 * session.addEventListener('change', () => render(session.game?.snapshot(), session.seats));
 * await session.claimSeat({ name: 'Alice', color: '#d33' });  // a request: resolves once the host lets Alice in
 * await session.start({ tiles: 30 });            // the host; runs commit/reveal
 * await session.play({ tile: 'E', at: [0, -1], rot: 180 });  // rejects with { code, message }
 * ```
 *
 * Events (all `CustomEvent`s on the session, an `EventTarget`):
 * - `change`: anything the UI shows changed (chain, seats, phase, presence, status);
 * - `move` (`MoveDetail`): the engine played a turn of the verified chain (a move once its draw round
 *   closed, or the pass of a seat that is away), with the engine's events; once per turn, in order;
 * - `rewound` (`RewoundDetail`): the chain was rebuilt without turns already told (a fork resolved the
 *   other way): the game went back to `turn`, and the turns that replace them are told next;
 * - `rejected` (`RejectedDetail`): an entry was refused (forged, out of turn, illegal);
 * - `superseded` (`SupersededDetail`): one of ours lost a race, "your move was not taken, X played first";
 * - `status` (`ConnectionStatus`): connecting / connected with N peers / signaling unreachable / offline;
 * - `error` (`SyncError`): something failed locally (storage, crypto).
 */
export { GameSession } from './session.js';
export { openSession, type SessionOptions } from './open-session.js';
export type { SeatRequest } from './lobby.js';
export type { Standing } from './seating.js';
export type { RematchOffer } from './rematch.js';
export { createRoomId, hostOfRoom, roomFromLocation, roomLink, signalingFromLocation } from './room.js';
export { DEFAULT_SIGNALING, parseEndpoint, type SignalingEndpoint } from './signaling/endpoints.js';
export { DEFAULT_ICE_SERVERS, combineIceServers, iceServersFromLocation, iceServersOfLink, parseStunList, parseTurn, parseTurnList } from './ice.js';
export { createMemoryIdentity, type Identity } from './identity.js';
export { hintMove } from './bot-seats.js';
export { openRoomIdentity } from './room-keys.js';
export type { KeyStore, KeyVault, KeyLocks, TabMemory, StoredKey } from './key-store.js';
export { browserKeyStore, indexedDbVault } from './browser-keys.js';
export type { Transport, TransportFactory, TransportContext, TransportStatus, PeerPath } from './transport/transport.js';
export { webrtcTransport, type WebrtcOptions } from './transport/webrtc.js';
export { MemoryNetwork, memoryTransport } from './transport/memory.js';
export { type AudienceRelay, type RelayProtocol, audienceDocName, audienceRelayFromLocation, parseAudienceRelay, relayText } from './transport/audience-wire.js';
export { audienceRelayTransport, watcherTransport, type AudienceStatus, type RelaySocket } from './transport/audience-relay.js';
export { isWatchLocation, watchFromLocation, watchLink } from './watch-link.js';
export type {
  Phase,
  ConnectionStatus,
  Seat,
  SeatPath,
  StartOptions,
  SyncError,
  SyncErrorCode,
  MoveDetail,
  RewoundDetail,
  TableEvent,
  RejectedDetail,
  SupersededDetail,
  PresencePeer,
} from './types.js';
