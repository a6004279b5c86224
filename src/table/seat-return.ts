/**
 * A seat coming back to an online table (issue 22, point 3): the turns of this browser's seat that
 * passed, or that a bot played, while its player was away, for the notice a returning player reads
 * ("2 of your turns passed while you were away"); and which away seats the host may hand back.
 * Read from the verified chain only, so every peer tells the same story.
 */
import type { BotLevel } from '../bots/index.js';

/** One of this seat's turns it did not play itself. */
export interface MissedTurn {
  /** the game's turn number (the first move is 1) */
  turn: number;
  /** the level of the bot that played it; null when it passed */
  bot: BotLevel | null;
}

/** What the table reads: the turns the engine played, and the chain's entries (kind, body). */
export interface MissedTurnSource {
  turn: number;
  seat: number;
  hash: string | null;
}
interface EntryLike {
  hash: string;
  kind: string;
  body: Record<string, unknown>;
}

/**
 * The last run of `seat`'s turns it did not play itself (passes, and moves a bot wrote for it),
 * oldest first: the turns since its player last played, or none once they played again.
 */
export function missedTurns(played: readonly MissedTurnSource[] | undefined, chain: readonly EntryLike[] | undefined, seat: number | null): MissedTurn[] {
  if (seat === null || !played?.length || !chain) return [];
  const byHash = new Map(chain.map((e) => [e.hash, e]));
  const out: MissedTurn[] = [];
  for (let i = played.length - 1; i >= 0; i--) {
    const p = played[i];
    if (p.seat !== seat) continue;
    const entry = p.hash === null ? null : byHash.get(p.hash);
    if (entry && entry.body.bot !== seat) break;
    out.unshift({ turn: p.turn, bot: entry ? levelAt(chain, entry, seat) : null });
  }
  return out;
}

/** The level of the bot the table handed `seat` to, as the last away entry before `move` says. */
function levelAt(chain: readonly EntryLike[], move: EntryLike, seat: number): BotLevel | null {
  let level: BotLevel | null = null;
  for (const e of chain) {
    if (e === move) break;
    if (e.kind === 'away' && e.body.seat === seat && typeof e.body.bot === 'string') level = e.body.bot as BotLevel;
  }
  return level;
}
