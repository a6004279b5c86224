/**
 * What the page reads of a table, and the checks a seat's request must pass before anything is
 * signed: pure functions of the verified table state (table.ts), kept apart from the session.
 */
import { BOT_LEVELS, isBotLevel } from '../bots/index.js';
import { orderSeats } from './rematch.js';
import type { SeatInfo } from './seats.js';
import type { Stall } from './stall-watch.js';
import { owed, phaseOf, type TableState } from './table.js';
import type { TransportStatus } from './transport/transport.js';
import { syncError, type ConnectionStatus, type Seat, type SeatPath, type StartOptions } from './types.js';
import type { VoteChoice } from './votes.js';
import { BOT_MOVES_VERSION } from './bot-moves-version.js';

/** The seats: the lobby's before the start (`lobby`), the table's after it, with presence and draw-round state. */
export function seatsOf(st: TableState, lobby: readonly SeatInfo[], online: ReadonlySet<string>, paths: ReadonlyMap<string, SeatPath> = new Map()): Seat[] {
  return (st.start ? st.seats : lobby).map((s, index) => {
    // the host's bot (in the lobby too), or a seat the table handed to one
    const bot = st.bots[index] ?? s.bot;
    return {
      index,
      name: s.name,
      color: s.color,
      key: s.key,
      online: online.has(s.key),
      ...(online.has(s.key) && paths.has(s.key) ? { path: paths.get(s.key) } : {}),
      committed: st.commits[index] != null,
      revealed: st.links[index] != null,
      away: (st.away[index] ?? false) && !s.bot,
      ...(bot ? { bot } : {}),
    };
  });
}

/** The first seat the table waits for (to commit, reveal its draw link, or move), or null. */
export function waitingFor(st: TableState): { seat: number; key: string; name: string; what: 'commit' | 'link' | 'move' } | null {
  const next = owed(st)[0];
  if (!next) return null;
  const seat = st.seats[next.seat];
  return { seat: next.seat, key: seat.key, name: seat.name, what: next.what };
}

/** The body of this seat's vote about the stall, or why it may not vote now. */
export function voteBody(stall: Stall | null, head: string | null, mySeat: number | null, choice: VoteChoice, level?: string): Record<string, unknown> {
  if (mySeat === null) throw syncError('sync/not-seated', 'Only seated players vote.');
  if (!stall || stall.what === 'commit') throw syncError('sync/wrong-phase', 'Nobody keeps the table waiting.');
  if (!stall.overdue) throw syncError('sync/wrong-phase', `${stall.name} still has time: wait for the countdown.`);
  if (choice === 'bot' && !isBotLevel(level)) throw syncError('sync/bad-entry', `A bot's level is one of ${BOT_LEVELS.join(', ')}.`);
  return { at: head, seat: stall.seat, choice, ...(choice === 'bot' ? { level } : {}) };
}

/** The body of the host's start: the players' claims (their wires, by `wireOf`), the bot seats after them, and the options set. */
export function startBody(lobby: readonly SeatInfo[], wireOf: (claim: string) => string, options: StartOptions): Record<string, unknown> {
  const { seats, first } = orderSeats(lobby, options.order ?? [], options.first);
  const players = seats.filter((s) => !s.bot);
  const bots = seats.flatMap((s) => (s.bot ? [{ name: s.name, color: s.color, level: s.bot }] : []));
  const body: Record<string, unknown> = { seats: players.map((s) => wireOf(s.claim)), ...(bots.length ? { bots } : {}) };
  if (options.game && options.game !== 'carcassonne') body.game = options.game;
  if (options.rules && Object.keys(options.rules).length) body.rules = options.rules;
  if (options.tiles !== undefined) body.tiles = options.tiles;
  if (options.patience !== undefined) body.patience = options.patience;
  if (options.days !== undefined) body.days = options.days;
  if (options.hints) body.hints = true;
  if (first > 0) body.first = first;
  // absent means 1, so a start stays readable by pages from before the field while the bots play version 1
  if (BOT_MOVES_VERSION !== 1) body.botMoves = BOT_MOVES_VERSION;
  return body;
}

/** The body of the host's drop of a seat that never committed, or why it may not. */
export function dropBody(st: TableState, isHost: boolean, seat: number): Record<string, unknown> {
  if (!isHost) throw syncError('sync/not-host', 'Only the host can go on without a seat.');
  if (phaseOf(st) !== 'committing' || st.commits[seat] !== null || seat < 0 || seat >= st.seats.length)
    throw syncError('sync/wrong-phase', 'Only a seat that has not committed can be dropped, before the deal.');
  if (st.seats.length <= 2) throw syncError('sync/bad-start', 'A game needs at least two seats.');
  return { seat };
}

/** The body of the host's `back` handing an away seat (skipped or played by a bot) back to its player, or why it may not. */
export function handBackBody(st: TableState, isHost: boolean, seat: number): Record<string, unknown> {
  if (!isHost) throw syncError('sync/not-host', 'Only the host can hand a seat back to its player.');
  if (!st.away[seat] || st.seats[seat]?.bot || phaseOf(st) === 'finished') throw syncError('sync/wrong-phase', 'Only a player’s seat that is away can be handed back, during the game.');
  return { round: st.round, seat };
}

/**
 * How each key's browser is reached, from the paths the transport reports per peer id and the ids
 * the keys signed into their presence; the best path wins when a key has several tabs here.
 */
export function seatPaths(peers: readonly { key: string; net?: string }[], paths: Readonly<Record<string, string>> | undefined, me: string): Map<string, SeatPath> {
  const rank: Record<SeatPath, number> = { 'same-browser': 3, direct: 2, relay: 1 };
  const out = new Map<string, SeatPath>();
  for (const p of peers) {
    const path = p.net && p.key !== me ? (paths?.[p.net] as SeatPath | undefined) : undefined;
    if (!path || !(path in rank)) continue;
    const had = out.get(p.key);
    if (!had || rank[path] > rank[had]) out.set(p.key, path);
  }
  return out;
}

/** The connection as the page sees it: the transport's, with peers reached through invite codes counted in. */
export function connectionStatus(transported: TransportStatus, channels: number, queued: number): ConnectionStatus {
  const t: TransportStatus = channels ? { ...transported, kind: 'connected', peers: transported.peers + channels } : transported;
  const extra = {
    queued,
    ...(t.via ? { via: t.via } : {}),
    ...(t.channels ? { channels: t.channels } : {}),
    ...(t.unreachable ? { unreachable: t.unreachable } : {}),
    ...(t.relayOnly ? { relayOnly: true as const } : {}),
    ...(t.audience ? { audience: t.audience } : {}),
  };
  if (t.kind === 'signaling-unreachable') return { kind: t.kind, peers: t.peers, retryInMs: t.retryInMs ?? 1000, ...extra };
  if (t.kind === 'connected') return { kind: 'connected', peers: t.peers, ...extra };
  return { kind: t.kind, peers: 0, ...extra };
}

/** A key's seat name (from the start, so a dropped seat keeps its name), "The host", or a short key. */
export function nameOfKey(st: TableState, key: string): string {
  const seat = st.start?.seats.find((s) => s.key === key);
  return seat ? seat.name : key === st.host ? 'The host' : `${key.slice(0, 8)}…`;
}
