/**
 * Who opens each coming draw round at a table played over days, and so to whom a seat seals its
 * links for those rounds (sealed-links.ts). A round is opened by a move and draws the tile of the
 * seat that moves next: that seat is the round's opener, the one who comes to the table to draw.
 * When the next seat is a bot, the first seat still here after it opens the round instead, and
 * writes the bot's move (whose link is that seat's): never the seat whose move opened the round, so
 * nobody sees a draw before choosing the move it follows. Seats whose turns pass (away, no bot) open
 * and draw nothing.
 *
 * Predictions assume nobody goes away or comes back meanwhile; a box sealed to the wrong opener is
 * never opened, and the link is owed by its sealer live, as at any table.
 */
import type { TableState } from './table.js';

type Seats = Pick<TableState, 'away' | 'bots'>;

const passes = (t: Seats, s: number) => t.away[s] && !t.bots[s];

/** The seat that moves after `mover` (the turns of seats that pass are skipped), or null if none. */
export function nextMover(t: Seats, mover: number): number | null {
  const n = t.away.length;
  for (let k = 1; k <= n; k++) if (!passes(t, (mover + k) % n)) return (mover + k) % n;
  return null;
}

/** The first seat still here (not away) after `seat` in turn order, or null. */
function hereAfter(t: Seats, seat: number): number | null {
  const n = t.away.length;
  for (let k = 1; k < n; k++) if (!t.away[(seat + k) % n]) return (seat + k) % n;
  return null;
}

/** Whose link rides in `mover`'s move: its own, or for a bot, the seat that writes the bot's move (the first here after it). */
export function moveRevealer(t: Seats, mover: number): number | null {
  return t.away[mover] ? hereAfter(t, mover) : mover;
}

/** The seat that opens the round `mover`'s move opens: the next to move, or for a bot the first seat here after it. */
export function openerAfter(t: Seats, mover: number): number | null {
  const next = nextMover(t, mover);
  if (next === null) return null;
  return t.away[next] ? hereAfter(t, next) : next;
}

/**
 * The rounds `seat` seals its links for when it acts now (its move, or its live link in an open
 * round), and to whom: each round after the one being revealed now, up to its own next move (whose
 * link rides in the move), less the rounds it opens or reveals in a move itself.
 */
export function roundsToSeal(t: TableState, seat: number): { round: number; to: number }[] {
  const g = t.game;
  if (!g || g.finished || t.away[seat]) return [];
  let mover: number | null = t.pending ? t.pending.seat : g.current;
  const out: { round: number; to: number }[] = [];
  for (let k = 1; k <= t.seats.length; k++) {
    mover = nextMover(t, mover!);
    if (mover === null || mover === seat) break;
    const round = t.round + k;
    const to = openerAfter(t, mover);
    if (to === null || to === seat || moveRevealer(t, mover) === seat) continue;
    out.push({ round, to });
  }
  return out;
}
