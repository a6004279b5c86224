/**
 * What an online table shows of its session beyond plain reads: the lobby as each side sees it
 * (the host's seating, a guest's standing: from the signed seating, presence plays no part), and a
 * stall with what this device may do about it.
 */
import type { GameSession, SeatRequest } from '../sync/index.js';
import { votersNeeded } from '../sync/votes.js';
import type { GuestStanding, HostSeating, StallView } from './view-types.js';

/** What the lobby's views read of a session. */
export type LobbySession = Pick<GameSession, 'isHost' | 'phase' | 'host' | 'identity' | 'seats' | 'seating' | 'days'>;
/** What the stall's view reads of a session. */
export type StallSession = Pick<GameSession, 'stall' | 'seats' | 'mySeat' | 'isHost' | 'days'>;

/** The host's side of the lobby (null for a guest, or once started). */
export function hostSeatingOf(s: LobbySession): HostSeating | null {
  if (!s.isHost || s.phase !== 'lobby') return null;
  const view = (r: SeatRequest) => ({ key: r.key, name: r.name, color: r.color, problem: r.error?.message ?? null });
  return { requests: s.seating.requests.map(view), removed: s.seating.removed.map(view), ...s.seating.control };
}

/** A guest not seated in the lobby: waiting for the host, refused (and why), or facing a locked table. */
export function standingOf(s: LobbySession): GuestStanding | null {
  if (s.isHost || s.phase !== 'lobby') return null;
  const host = s.seats.find((seat) => seat.key === s.host)?.name ?? null;
  const mine = s.seating.mine;
  const asked = s.seating.requests.find((r) => r.key === s.identity);
  if (mine.state === 'waiting') return { state: 'waiting', host, name: asked?.name, color: asked?.color, ...(s.days ? { overDays: true } : {}) };
  if (mine.state === 'refused') return { state: 'refused', host, message: mine.error.message, final: mine.error.code === 'sync/removed' || mine.error.code === 'sync/table-locked' };
  if (mine.state === 'none' && s.seating.control.locked) return { state: 'locked', host, message: `${host ?? 'The host'} has locked the table: nobody else can sit.`, final: true };
  return null;
}

/** A seat other than ours keeps the table waiting (null when none does). A removal needs more than half of the other seats at the table (votes.ts). */
export function stallViewOf(s: StallSession): StallView | null {
  const st = s.stall;
  if (!st) return null;
  const seats = s.seats;
  const me = s.mySeat;
  const here = (i: number) => i !== st.seat && !seats[i].away && (i === me || seats[i].online);
  return {
    ...st,
    online: seats[st.seat]?.online ?? false,
    votes: st.votes.map((v) => ({ ...v, name: seats[v.seat]?.name ?? '?', mine: v.seat === me })),
    canVote: me !== null && here(me),
    canBot: st.what !== 'commit',
    voters: votersNeeded(
      seats,
      seats.map((x) => !!x.away),
      st.seat,
    ),
    isHost: s.isHost,
    canDrop: s.isHost && st.what === 'commit' && seats.length > 2,
    ...(s.days ? { days: s.days } : {}),
  };
}
