/**
 * The state a verified chain describes, and the rule for each chain position. Exactly one key may
 * write each position: the host writes the start (prev null); then seat 0, 1, … commit in turn;
 * then they reveal in turn; then the seat whose turn it is moves, and after each move the next other
 * seat acknowledges it (its browser does so the moment the move arrives). So two valid entries naming
 * the same prev always come from the same key: an equivocation (a cheat, or one player in two tabs),
 * which chain.ts resolves the same way on every peer. The acknowledgement is what makes a move
 * final: a mover who later signs another move for the same turn has a branch without the
 * acknowledgement, shorter, so it loses everywhere; without it the last mover could swap a played
 * move for one whose hash sorts lower until the next player moved, or for good after the last move.
 *
 * `applyEntry` is atomic: when it refuses an entry the state is unchanged.
 */
import { CATALOGUE, createGame, normalizeRules, quickDeck, type Game, type Move } from '../engine/index.js';
import type { SignedEntry } from './entry.js';
import { commitmentOf, deckSeed, isHex256 } from './fair-seed.js';
import { checkClaimShape, seatConflict, type SeatInfo } from './seats.js';
import type { Phase, SyncError } from './types.js';

/** A verified entry; a start also carries its embedded claims, verified at ingestion. */
export interface ChainEntry extends SignedEntry {
  claims?: SignedEntry[] | null;
}

export interface TableState {
  room: string;
  host: string;
  start: { hash: string; seats: SeatInfo[]; rules: Record<string, unknown>; tiles: number | null } | null;
  commits: string[];
  secrets: string[];
  seed: string | null;
  game: Game | null;
  /** the seat that must acknowledge the last move before anything else is written, or null */
  ackDue: number | null;
}

export function emptyTable(room: string, host: string): TableState {
  return { room, host, start: null, commits: [], secrets: [], seed: null, game: null, ackDue: null };
}

export function cloneTable(t: TableState): TableState {
  return { ...t, commits: [...t.commits], secrets: [...t.secrets], game: t.game ? t.game.clone() : null };
}

export function phaseOf(t: TableState): Phase {
  if (!t.start) return 'lobby';
  const n = t.start.seats.length;
  if (t.commits.length < n) return 'committing';
  if (t.secrets.length < n) return 'revealing';
  return t.game && !t.game.finished ? 'playing' : 'finished';
}

/** The key allowed to write the next chain entry (null once the game is over). */
export function nextAuthor(t: TableState): { key: string; seat: number | null } | null {
  if (!t.start) return { key: t.host, seat: null };
  const seats = t.start.seats;
  if (t.commits.length < seats.length) return { key: seats[t.commits.length].key, seat: t.commits.length };
  if (t.secrets.length < seats.length) return { key: seats[t.secrets.length].key, seat: t.secrets.length };
  if (t.ackDue !== null) return { key: seats[t.ackDue].key, seat: t.ackDue };
  if (!t.game || t.game.finished) return null;
  return { key: seats[t.game.current].key, seat: t.game.current };
}

const err = (code: SyncError['code'], message: string): SyncError => ({ code, message });
const KIND_OF_PHASE: Record<Phase, string> = { lobby: 'start', committing: 'commit', revealing: 'reveal', playing: 'move', finished: '' };

export function applyEntry(t: TableState, e: ChainEntry): SyncError | null {
  const phase = phaseOf(t);
  if (e.kind !== (t.ackDue !== null ? 'ack' : KIND_OF_PHASE[phase])) {
    if (t.ackDue !== null) return err('sync/wrong-phase', `The last move must be acknowledged by ${t.start!.seats[t.ackDue].name} first.`);
    if (phase === 'finished') return err('move/game-over', 'The game is over; no more moves can be played.');
    return err('sync/wrong-phase', `A ${e.kind} entry cannot come now (the game is ${phase === 'lobby' ? 'not started' : phase}).`);
  }
  const who = nextAuthor(t)!;
  if (e.author !== who.key) {
    const seated = t.start?.seats.some((s) => s.key === e.author) ?? false;
    if (phase === 'lobby') return err('sync/not-seated', 'Only the host can start the game.');
    return seated ? err('sync/not-your-turn', `It is ${t.start!.seats[who.seat!].name}'s turn.`) : err('sync/not-seated', 'Only seated players write to the game.');
  }
  switch (e.kind) {
    case 'start':
      return applyStart(t, e);
    case 'commit':
      if (!isHex256(e.body.commit) || Object.keys(e.body).length !== 1) return err('sync/bad-entry', 'A commit is { commit: <sha-256 hex> }.');
      t.commits.push(e.body.commit);
      return null;
    case 'reveal': {
      const secret = e.body.secret;
      if (!isHex256(secret) || Object.keys(e.body).length !== 1) return err('sync/bad-entry', 'A reveal is { secret: <64 hex digits> }.');
      if (commitmentOf(t.room, e.author, secret) !== t.commits[t.secrets.length]) return err('sync/bad-commit', 'The secret does not match its commitment.');
      const secrets = [...t.secrets, secret];
      if (secrets.length === t.start!.seats.length) {
        const game = startGame(t.start!, deckSeed(secrets));
        if ('code' in game) return game;
        t.game = game;
        t.seed = deckSeed(secrets);
      }
      t.secrets = secrets;
      return null;
    }
    case 'move': {
      const g = t.game!;
      if (e.body.turn !== g.turn + 1 || Object.keys(e.body).some((k) => k !== 'turn' && k !== 'move')) {
        return err('sync/bad-entry', `A move entry is { turn: ${g.turn + 1}, move }.`);
      }
      const mover = g.current;
      const res = g.play(e.body.move);
      if (!res.ok) return res.error;
      t.ackDue = (mover + 1) % t.start!.seats.length;
      return null;
    }
    case 'ack':
      if (e.body.turn !== t.game!.turn || Object.keys(e.body).length !== 1) return err('sync/bad-entry', `An acknowledgement is { turn: ${t.game!.turn} }.`);
      t.ackDue = null;
      return null;
    default:
      return err('sync/bad-entry', `A ${e.kind} entry has no place in the chain.`);
  }
}

function applyStart(t: TableState, e: ChainEntry): SyncError | null {
  if (e.prev !== null) return err('sync/bad-start', 'The start is the first entry of the chain.');
  const { seats, rules, tiles } = e.body as { seats?: unknown; rules?: unknown; tiles?: unknown };
  if (Object.keys(e.body).some((k) => !['seats', 'rules', 'tiles'].includes(k))) return err('sync/bad-start', 'A start has unknown fields.');
  if (!Array.isArray(seats) || !e.claims || e.claims.length !== seats.length) return err('sync/bad-start', 'The start must embed a valid signed claim for every seat.');
  if (seats.length < 2) return err('sync/bad-start', 'A game needs at least two seats.');
  const infos: SeatInfo[] = [];
  // the host chose these seats (lobby.ts); only checks every JavaScript engine agrees on decide here
  for (const c of e.claims) {
    if (c.kind !== 'claim' || checkClaimShape(c.body)) return err('sync/bad-start', 'The start embeds something that is not a claim.');
    const info = { key: c.author, name: c.body.name as string, color: c.body.color as string, claim: c.hash };
    const clash = seatConflict(infos, info, false);
    if (clash) return err('sync/bad-start', `The start seats clash: ${clash.message}`);
    infos.push(info);
  }
  if (!infos.some((s) => s.key === t.host)) return err('sync/bad-start', 'The host must be seated.');
  const r = normalizeRules(rules ?? undefined);
  if (!r.ok) return r.error;
  if (tiles !== undefined && (!Number.isInteger(tiles) || (tiles as number) < 1 || (tiles as number) > 200)) return err('sync/bad-start', '"tiles" must be a whole number from 1 to 200.');
  const start = { hash: e.hash, seats: infos, rules: (rules ?? {}) as Record<string, unknown>, tiles: (tiles as number | undefined) ?? null };
  // refuse now a start the engine would refuse after the reveals, which would block the game
  const probe = startGame(start, 'probe');
  if ('code' in probe) return err('sync/bad-start', `The engine refuses this game: ${probe.message}`);
  t.start = start;
  return null;
}

/** The engine game for the frozen seats and the fair seed; a quick game keeps the whole river and the first `tiles` land tiles of the shuffle. */
function startGame(start: NonNullable<TableState['start']>, seed: string): Game | SyncError {
  const players = start.seats.map((s) => s.name);
  const full = createGame({ players, rules: start.rules, seed });
  if (!full.ok) return full.error;
  if (start.tiles === null) return full.game;
  const deck = quickDeck(Array.from(full.game.deck, (i) => CATALOGUE.tiles[i].id), start.tiles);
  const quick = createGame({ players, rules: start.rules, deck });
  return quick.ok ? quick.game : quick.error;
}

/** The moves of a chain, for the 'move' event. */
export function moveOf(e: SignedEntry): { turn: number; move: Move } | null {
  return e.kind === 'move' ? { turn: e.body.turn as number, move: e.body.move as Move } : null;
}
