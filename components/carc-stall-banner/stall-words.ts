/**
 * What `<carc-stall-banner>` shows, as plain data: the view the table hands it (`StallView`, in
 * src/table/view-types.ts), and the words for each case (a countdown, an overdue wait with its
 * vote, the shuffle a seat never joined).
 */
import type { StallView } from '../../src/table/view-types.js';
import { botLevelName } from '../shared/bot-words.js';
import { dayCount, spanText } from '../shared/pace-words.js';

/**
 * Whether the wait is worth a banner yet: at once when the seat is offline or the wait is overdue,
 * else once the turn is truly long, two thirds into the patience (a minute at most), so that a turn
 * played at an ordinary pace, a thoughtful one and the round trip of each draw show nothing.
 */
export function worthShowing(s: StallView, now: number): boolean {
  return s.overdue || !s.online || now - s.since >= Math.min(60_000, ((s.deadline - s.since) * 2) / 3);
}

/** "0:07", "1:30", "12:00": whole seconds, rounded up so a countdown shows 0:00 only at its end. */
export function clockText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** "mm:ss" of time already spent, rounded down. */
export function elapsedText(ms: number): string {
  return clockText(Math.floor(Math.max(0, ms) / 1000) * 1000);
}

/** Why the table waits, under the countdown. */
export function reasonText(s: StallView): string {
  // over days, nobody is expected to be online: a player away from the page is no news
  const off = s.online || s.days ? '' : ` ${s.name} is offline.`;
  if (s.what === 'commit') return `${s.name}’s browser has not joined the shuffle yet.${off}`;
  if (s.what === 'link') return `${s.name}’s browser adds its part of the draw for the next tile.${off}`;
  return `It is ${s.name}’s turn.${off}`;
}

/** The headline: a countdown, or how long the table has waited (over days, in days and hours: "2 days 3 h left to move"). */
export function headline(s: StallView, now: number): string {
  if (!s.overdue) return s.days ? `Waiting for ${s.name} — ${spanText(s.deadline - now, 'up')} left${s.what === 'move' ? ' to move' : ''}` : `Waiting for ${s.name} — ${clockText(s.deadline - now)}`;
  if (s.what === 'commit') return `${s.name}’s browser has not joined the shuffle.`;
  return `${s.name} has kept the table waiting for ${s.days ? spanText(now - s.since, 'down') : elapsedText(now - s.since)}.`;
}

/** What a screen reader hears: it changes with the state, not with every second. */
export function toldText(s: StallView): string {
  if (!s.overdue) return `Waiting for ${s.name}.`;
  return s.what === 'commit' ? `${s.name}’s browser has not joined the shuffle.` : `${s.name} has kept the table waiting.`;
}

/** The "wait" vote's button: over days it says how long one more period is. */
export function waitLabel(s: StallView): string {
  return s.days ? `Wait ${dayCount(s.days)} more` : 'Wait longer';
}

/** Once overdue: what this device may do about it, in a sentence. */
export function overdueHint(s: StallView): string {
  if (s.what === 'commit') {
    if (s.canDrop) return `You can start without ${s.name}: the others shuffle again without them.`;
    if (s.isHost) return `A game needs two players: wait for ${s.name}, or leave and open a new table.`;
    return `The host may start without ${s.name}.`;
  }
  const bot = s.canBot ? ` Or a bot plays ${s.name}’s seat until they are back.` : '';
  const after = `Skipped turns pass; ${s.name}’s followers stay and score, and ${s.name} plays again on coming back.${bot}`;
  if (!s.canVote) return `The players may wait longer or skip ${s.name}’s turns. ${after}`;
  return `${after} Either needs ${s.voters === 1 ? 'your vote' : `${s.voters} of you; a player who does not vote joins in after one more wait`}.`;
}

/** "You voted to skip · Cleo voted to wait", or ''. */
export function votesText(s: StallView): string {
  return s.votes.map((v) => `${v.mine ? 'You' : v.name} voted ${v.choice === 'bot' ? `for the ${botLevelName(v.level ?? '')} bot` : `to ${v.choice}`}`).join(' · ');
}

/** The persistent warning about seats caught signing two versions of the game. */
export function equivocationText(names: string[]): string {
  if (!names.length) return '';
  const who = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${who} signed two different versions of the game at the same point. Only one counts, and nothing they sign can rewrite what the others built on: be wary of ${names.length === 1 ? 'this player' : 'these players'}.`;
}
