/**
 * The words of My games: where each game stands for this browser ("Your turn", "Waiting for Bob",
 * "Finished · Ann won") and how long ago it last changed ("2 hours ago").
 */
import type { MyGame } from '../../src/table/my-games.js';
import { daysPerMoveText } from '../shared/pace-words.js';

export type GameTone = 'mine' | 'waiting' | 'finished' | 'lobby';

/** Where a game stands, as this browser sees it; a game played over days says its pace ("Your turn · 3 days per move"). */
export function gameStanding(g: MyGame): { text: string; tone: GameTone } {
  const standing = standingOf(g);
  return g.days && g.phase === 'playing' ? { ...standing, text: `${standing.text} · ${daysPerMoveText(g.days)}` } : standing;
}

function standingOf(g: MyGame): { text: string; tone: GameTone } {
  const names = g.players.map((p) => p.name);
  if (g.phase === 'finished') {
    const w = g.winners;
    const text = !w.length ? 'Finished' : w.length === 1 ? `Finished · ${w[0]} won` : `Finished · ${listWords(w)} tied`;
    return { text, tone: 'finished' };
  }
  if (g.phase === 'lobby') return { text: g.host ? 'Not started · you host it' : 'Not started', tone: 'lobby' };
  if (g.phase === 'starting') return { text: 'Starting', tone: 'lobby' };
  const mover = names[g.current];
  if (g.kind === 'hotseat') return { text: mover ? `${mover}’s turn` : 'In progress', tone: 'mine' };
  if (g.mySeat === null) return { text: mover ? `Watching · ${mover}’s turn` : 'Watching', tone: 'waiting' };
  if (g.current === g.mySeat) return { text: 'Your turn', tone: 'mine' };
  return { text: mover ? `Waiting for ${mover}` : 'In progress', tone: 'waiting' };
}

/** "Ann", "Ann and Bob", "Ann, Bob and Cleo". */
export function listWords(names: string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago". */
export function timeAgo(at: number, now: number): string {
  const ms = Math.max(0, now - at);
  const words = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) if (ms >= size) return words.format(-Math.floor(ms / size), unit);
  return 'just now';
}

/** The date itself, for a tooltip beside the relative time. */
export function dateWords(at: number): string {
  return new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(at));
}
