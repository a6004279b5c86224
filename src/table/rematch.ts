/**
 * Play again, as a table sees it: what a finished game's rematch keeps (the seats in order with
 * their names, colours and bots, the next start player, the rules and length), and the rematches
 * seats proposed at an online table (src/sync/rematch.ts), with ours marked.
 */
import type { BotLevel } from '../bots/index.js';
import { rematchPlan, type RematchPlan } from '../sync/rematch.js';
import type { HotseatTable } from './hotseat-table.js';
import type { OnlineTable } from './online-table.js';
import { gameKind, type GameKind, type Table } from './table.js';

/** The start options a rematch keeps: the proposer may change them in the new lobby. */
export interface RematchOptions {
  game: GameKind;
  rules: Record<string, unknown>;
  tiles: number | null;
  /** online only (null over days: the days are the patience) */
  patience: number | null;
  /** online only: days per move at a table played over days, null for a live one */
  days: 1 | 3 | 7 | null;
  /** online only */
  hints: boolean;
}

export interface TableRematch extends RematchPlan {
  options: RematchOptions;
  /** the seat of this device in the finished game (online), null for a spectator or hot-seat */
  mine: number | null;
}

/** A proposal as the page shows it: who proposes, where, and whether it is ours. */
export interface RematchOfferView {
  name: string;
  color: string;
  room: string;
  mine: boolean;
}

/** What a rematch of this finished table keeps, or null while it is not finished. */
export function rematchOf(table: Table | null): TableRematch | null {
  const g = table?.game;
  // watchers never sit: no rematch to propose or join
  if (!table || !g?.finished || table.watching) return null;
  if (table.mode === 'hotseat') {
    const t = table as HotseatTable;
    const plan = rematchPlan(t.players, g.first);
    return { ...plan, mine: null, options: { game: gameKind(g), rules: { ...t.rules }, tiles: t.options.tiles ?? null, patience: null, days: null, hints: false } };
  }
  const { start, seats: dealt } = (table as OnlineTable).session.book.state;
  if (!start) return null;
  // the seats dealt in (a seat handed to a bot by a vote is still its player's)
  const seats = dealt.map((s) => ({ name: s.name, color: s.color, ...(s.bot ? { bot: s.bot as BotLevel } : {}) }));
  const days = start.days as RematchOptions['days'];
  const options = { game: start.game, rules: { ...start.rules }, tiles: start.tiles, patience: days ? null : start.patience, days, hints: start.hints };
  const mine = dealt.findIndex((s) => s.key === (table as OnlineTable).session.identity);
  return { ...rematchPlan(seats, g.first), mine: mine < 0 ? null : mine, options };
}

/** The rematches seats proposed at this online table, in seat order (none elsewhere, or before the end). */
export function rematchOffers(table: Table | null): RematchOfferView[] {
  if (table?.mode !== 'online' || table.watching) return [];
  const t = table as OnlineTable;
  return t.session.requests.rematches.map((o) => ({ name: o.name, color: o.color, room: o.room, mine: o.seat === t.mySeat }));
}
