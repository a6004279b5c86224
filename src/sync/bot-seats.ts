/**
 * Bot seats: the host's (seats.ts) and those the table handed to a bot (votes.ts, "bot"), at either game. A bot seat has no key: any seat still at the
 * table writes its moves, and every peer checks each one by running the same bot on its own copy of
 * the verified game. The bots are deterministic under an iteration budget (src/bots), so the move
 * is the same on every machine, and a seat that writes anything else for the bot is refused. The
 * bot sees what a player sees (never the bag's order), and its seed is fixed by the start.
 *
 * Expert at two players is the exception: it searches online as long as at a hot-seat table, and
 * its writer publishes the search's proof with the move, which every peer checks in a small part
 * of the search's time (src/bots/expert-proof.ts says exactly what that check establishes).
 */
import { BoundedMemo } from './bounded-memo.js';
import { checkExpertMove, chooseMove, decodeProof, DEFAULT_EXPERT_ITERATIONS, encodeProof, ProofCache, type BotLevel } from '../bots/index.js';
import { canonicalJson } from './bytes.js';
import { BOT_MOVES_VERSION } from './bot-moves-version.js';
import { exportRecord, type GameRecord, type NewWorldRecord } from '../engine/index.js';
import type { TableGame } from './table-start.js';
import type { TableMove } from './types.js';

/** Hard's iterations online: every peer re-runs the search for every bot move, so it stays modest. */
export const ONLINE_HARD_ITERATIONS = 200;
/**
 * Expert's positions valued online beyond two players, for the same reason: about a tenth of a
 * second a check (a tenth of its hot-seat budget: the search's first two steps over the best few
 * moves). At two players its moves come with a proof instead (PROVEN_EXPERT_ITERATIONS).
 */
export const ONLINE_EXPERT_ITERATIONS = 5000;

/** Expert's positions at a two-player table: its hot-seat budget, since peers check its proof instead of searching again. */
export const PROVEN_EXPERT_ITERATIONS = DEFAULT_EXPERT_ITERATIONS;

/** Whether a bot seat of `level` publishes a proof with its moves (expert, two players), rather than being searched again. */
export const provesMoves = (level: BotLevel, game: TableGame): boolean => level === 'expert' && game.players.length === 2;

/** The budget a bot seat of `level` searches with online (the levels without a search ignore it). */
function onlineBudget(level: BotLevel, game: TableGame): { iterations: number } {
  if (provesMoves(level, game)) return { iterations: PROVEN_EXPERT_ITERATIONS };
  return { iterations: level === 'expert' ? ONLINE_EXPERT_ITERATIONS : ONLINE_HARD_ITERATIONS };
}

/** The bot's play at a position: its move as canonical JSON, and the proof's wire form where it publishes one. */
export interface BotPlay {
  move: string;
  proof?: string;
}

/** Positions already searched (a position is a chain hash: the state there is fixed), bounded. */
const searched = new BoundedMemo<BotPlay | null>(512);
/** Proofs already checked, by the hash of the entry carrying them. */
const proven = new BoundedMemo<boolean>(512);

const seedOf = (startHash: string, seat: number) => `${startHash}/bot/${seat}`;

/**
 * The bot's play at the position after `prev` (null if the bot finds none, or the table plays a
 * game no bot plays). Memoized by position: a rebuild replays it for free.
 */
export function botPlayAt(prev: string | null, game: TableGame, level: BotLevel, startHash: string, seat: number): BotPlay | null {
  return searched.get(`${prev}/${level}/${seat}`, () => {
    const res = chooseMove(game, { level, seed: seedOf(startHash, seat), budget: onlineBudget(level, game) });
    if (!res.ok) return null;
    return provesMoves(level, game) ? { move: canonicalJson(res.move), proof: encodeProof(res.proof ?? []) } : { move: canonicalJson(res.move) };
  });
}

/** The bot's move at the position after `prev`, as canonical JSON (see botPlayAt). */
export const botMoveAt = (prev: string | null, game: TableGame, level: BotLevel, startHash: string, seat: number): string | null => botPlayAt(prev, game, level, startHash, seat)?.move ?? null;

/**
 * Searches a bot's move off the page's main thread (src/table's worker), from the game's record:
 * the move, and the search's proof when asked for one. Rejects when it cannot.
 */
export type BotThink = (record: GameRecord | NewWorldRecord, level: BotLevel, seed: string, iterations: number) => Promise<{ move: unknown; proof?: number[][] }>;

/**
 * Expert's play at a two-player table at the position after `prev`, searched by `think` (a
 * second's search would freeze the page). What comes back is checked as a peer checks it, so a
 * worker that replayed the record to another position is caught: null then (and for a bot that
 * publishes no proof), and the caller searches in the page (botPlayAt).
 */
export async function botPlayOffPage(think: BotThink, prev: string | null, game: TableGame, level: BotLevel, startHash: string, seat: number): Promise<BotPlay | null> {
  if (!provesMoves(level, game)) return null;
  const found = await think(exportRecord(game), level, seedOf(startHash, seat), PROVEN_EXPERT_ITERATIONS).catch(() => null);
  if (!found) return null;
  let play: BotPlay;
  try {
    play = { move: canonicalJson(found.move), proof: encodeProof(found.proof ?? []) };
  } catch {
    return null;
  }
  return provenMove(play.move, play.proof, prev, game, startHash, seat) ? searched.get(`${prev}/${level}/${seat}`, () => play) : null;
}

/**
 * What checks at a position found (ProofCache), by position: a seat flooding its bot's position with
 * forged proofs makes a peer weigh each cell there once at most, not once per proof.
 */
const proofCaches = new BoundedMemo<ProofCache>(4);

/** Whether `written` (a move's canonical JSON) is one expert could make with `proof` (its wire form) at the position after `prev`, at two players. */
function provenMove(written: string, proof: unknown, prev: string | null, game: TableGame, startHash: string, seat: number): boolean {
  const read = decodeProof(proof);
  if (!read) return false;
  const cache = proofCaches.get(`${prev}/${seat}`, () => new ProofCache());
  return checkExpertMove(game, { seed: seedOf(startHash, seat), iterations: PROVEN_EXPERT_ITERATIONS }, (m) => canonicalJson(m) === written, read, cache).ok;
}

/**
 * Whether the move entry `hash` (on `prev`) holds the bot's move: checked from its proof where the
 * bot publishes one, else by searching again. A proof is bounded before any work (decodeProof).
 * At a table begun by bots of another version (`start.botMoves`, bot-moves-version.ts) this page's
 * bots cannot make those moves again: any legal move stands (the caller checks legality), with a
 * proof only of the right form.
 */
export function holdsBotMove(
  entry: { hash: string; prev: string | null; body: Record<string, unknown> },
  game: TableGame,
  level: BotLevel,
  start: { hash: string; botMoves: number },
  seat: number,
): boolean {
  if (start.botMoves !== BOT_MOVES_VERSION) return !('proof' in entry.body) || decodeProof(entry.body.proof) !== null;
  const startHash = start.hash;
  if (!provesMoves(level, game)) return !('proof' in entry.body) && isBotMove(entry.body.move, botMoveAt(entry.prev, game, level, startHash, seat));
  // written before proofs (a game saved then, or a page not yet updated): searched again at the budget of that time
  if (!('proof' in entry.body)) return isBotMove(entry.body.move, unprovenMoveAt(entry.prev, game, startHash, seat));
  return proven.get(entry.hash, () => {
    try {
      return provenMove(canonicalJson(entry.body.move), entry.body.proof, entry.prev, game, startHash, seat);
    } catch {
      return false;
    }
  });
}

/** Expert's move at two players as bot seats searched it before proofs: at ONLINE_EXPERT_ITERATIONS, every peer searching again. */
function unprovenMoveAt(prev: string | null, game: TableGame, startHash: string, seat: number): string | null {
  return (
    searched.get(`${prev}/expert/${seat}/unproven`, () => {
      const res = chooseMove(game, { level: 'expert', seed: seedOf(startHash, seat), budget: { iterations: ONLINE_EXPERT_ITERATIONS } });
      return res.ok ? { move: canonicalJson(res.move) } : null;
    })?.move ?? null
  );
}

/**
 * A hint for the seat to move at an online table that allows them: the hard bot's choice with the
 * budget bot seats use online (the bag's order stays hidden from it as from anyone), or null.
 */
export function hintMove(game: TableGame, room: string): TableMove | null {
  if (game.finished) return null;
  const res = chooseMove(game, { level: 'hard', seed: `hint/${room}/${game.turn}`, budget: { iterations: ONLINE_HARD_ITERATIONS } });
  return res.ok ? res.move : null;
}

/** The same move as the bot's? (compared as canonical JSON) */
export function isBotMove(move: unknown, expected: string | null): boolean {
  if (expected === null) return false;
  try {
    return canonicalJson(move) === expected;
  } catch {
    return false;
  }
}

/**
 * Whether `seat`'s player let a bot play for them (the last away entry naming the seat is its own,
 * with no votes): then only they, or the host, take the seat back; their browser does not by itself.
 */
export function choseBot(chain: readonly { kind: string; author: string; body: Record<string, unknown> }[], seat: number, key: string): boolean {
  for (let i = chain.length - 1; i >= 0; i--) {
    const e = chain[i];
    if (e.kind === 'away' && e.body.seat === seat) return e.author === key && !('votes' in e.body);
  }
  return false;
}

export type { BotLevel };
