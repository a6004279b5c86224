/**
 * A stand-in for the sync layer's GameSession: what OnlineTable reads, settable by a test;
 * `changed()` is the session's 'change', `setStatus()` its 'status'. Free of test-runner imports,
 * so a page driven by playwright can load it too (test/e2e/ui-connection-paths.test.ts).
 */
import { createGame, exportRecord, type Game, type Move } from '../../src/engine/index.js';
import * as Y from 'yjs';
import type { ConnectionStatus, SeatPath } from '../../src/sync/types.js';
import type { GameSession } from '../../src/sync/session.js';

const NAMES = ['Ann', 'Bob', 'Cleo', 'Dex'];
const COLORS = ['#d7263d', '#1b6ee0', '#2e9e44', '#e8871e'];
/** A short deck: a city cap, straight and curved roads, a monastery, a crossroads. */
export const SHORT_DECK = ['E', 'U', 'V', 'B', 'X', 'K'];

export type Stall = { seat: number; name: string; what: 'commit' | 'link' | 'move'; since: number; deadline: number; overdue: boolean; votes: { seat: number; choice: 'wait' | 'skip' }[] };

export class FakeSession extends EventTarget {
  room = 'room.host';
  link = '#room.host';
  isHost = true;
  host = 'k0';
  identity = 'k0';
  /** signs invite codes; nobody checks these stand-in signatures */
  me = { publicKey: 'k0', sign: async () => new Uint8Array(64) };
  mySeat: number | null = 0;
  phase = 'playing';
  game: Game | null = null;
  stall: Stall | null = null;
  /** days per move at a table played over days; null for a live table */
  days: number | null = null;
  /** whether this page makes the bot seats' moves again (false: the table began with another version of the bots) */
  checksBots: boolean | null = true;
  equivocators: { key: string; name: string }[] = [];
  /** the game's document: the table's talk keeps its messages there (src/table/online-talk.ts) */
  doc = new Y.Doc();
  book = { state: { pending: null as null | { move: Move; seat: number; hash: string } }, lobby: () => ({ seating: { relay: this.relayNamed ?? undefined } }) };
  /** a watcher's session (a watch link): it reads the table from the audience relay and writes nothing */
  watching = false;
  /** the audience relay the host's seating names, as the lobby writes it */
  relayNamed: string | null = null;
  /** the audience relay the table is shown on (the seating's, else the page's `?relay=`) */
  audienceRelay: { url: string; protocol: 'hocuspocus' | 'y-websocket' } | null = null;
  status: Partial<ConnectionStatus> & { kind: ConnectionStatus['kind']; peers: number; queued: number } = { kind: 'connected', peers: 1, queued: 0 };
  peers = [];
  iceServers = [];
  waitingFor = null;
  seating = { requests: [], removed: [], control: { admitAll: true, locked: false }, mine: { state: 'seated' } };
  seats: { index: number; name: string; color: string; key: string; online: boolean; committed: boolean; revealed: boolean; away: boolean; path?: SeatPath }[];
  calls: string[] = [];
  refuse: { code: string; message: string } | null = null;
  /** what a seat asks of the table once it is set (the session's TableRequests): each call is noted in `calls` */
  requests = {
    vote: async (choice: string): Promise<void> => {
      if (this.refuse) throw this.refuse;
      this.calls.push(`vote ${choice}`);
    },
    dropSeat: async (seat: number): Promise<void> => void this.calls.push(`drop ${seat}`),
    handBack: async (seat: number): Promise<void> => void this.calls.push(`hand back ${seat}`),
    letBotPlay: async (level: string): Promise<void> => void this.calls.push(`let bot ${level}`),
    takeSeatBack: async (): Promise<void> => void this.calls.push('take seat back'),
    rematches: [],
  };
  /** the move promise, settled by the test (the real one resolves once the next tile is drawn) */
  played: { move: Move; resolve: () => void } | null = null;

  constructor(n: number) {
    super();
    this.seats = NAMES.slice(0, n).map((name, index) => ({ index, name, color: COLORS[index], key: `k${index}`, online: true, committed: true, revealed: true, away: false }));
    const made = createGame({ players: NAMES.slice(0, n), deck: SHORT_DECK });
    if (!made.ok) throw new Error(made.error.message);
    this.game = made.game;
  }
  changed(): void {
    this.dispatchEvent(new CustomEvent('change'));
  }
  /** a new connection status, as the session reports it */
  setStatus(status: FakeSession['status']): void {
    this.status = status;
    this.dispatchEvent(new CustomEvent('status'));
  }
  record() {
    return this.game ? exportRecord(this.game) : null;
  }
  play(move: Move): Promise<unknown> {
    return new Promise((resolve) => (this.played = { move, resolve: () => resolve({}) }));
  }
  setHover(): void {}
  retry(): void {}
  attachChannel(): () => void {
    return () => {};
  }
  async close(): Promise<void> {}
}

/**
 * The stand-in's names must stay the session's: a member GameSession renames or moves (as its seat
 * requests moved under `requests`) fails to compile here rather than in a browser test. Tests cast
 * the stand-in to a GameSession, which checks nothing.
 */
type OwnOnly = 'calls' | 'refuse' | 'played' | 'relayNamed' | 'changed' | 'setStatus';
type Unknown<Fake, Real> = Exclude<keyof Fake, keyof Real>;
export const SAME_NAMES: [Unknown<FakeSession, GameSession>, Unknown<FakeSession['requests'], GameSession['requests']>] extends [OwnOnly, never] ? true : never = true;
