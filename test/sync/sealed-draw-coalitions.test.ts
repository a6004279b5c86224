/**
 * What a colluding group of seats can learn or steer at a table played over days, enumerated over
 * every group short of all seats (issue 24). The tables are modelled by turn order alone: each move
 * seals what `roundsToSeal` says, the round's opener reveals its own link live when it comes to
 * draw. Then, for every draw round and every group:
 * - the opener alone can always draw: every other link of the round is public in the move or sealed
 *   to it (nobody else need be online);
 * - a group without the round's opener never knows the round's draw before the move that opens it
 *   (mostly not before the opener reveals its own link);
 * - a group with the opener knows it before the move that opens the round only if it also holds
 *   that move's author, and at most seats − 2 moves early (a seat outside it seals at its last
 *   move); a bot's move counts as its writer's, who has no choice in it;
 * - nobody steers: every link is fixed by the seat's commitment (a different one is refused).
 */
import { describe, expect, test } from 'vitest';
import { linkFollows, linkHash } from '../../src/sync/draw-links.js';
import { moveRevealer, nextMover, openerAfter, roundsToSeal } from '../../src/sync/link-openers.js';
import type { TableState } from '../../src/sync/table.js';

interface Seating {
  seats: number;
  /** seats played by a bot from the start (away, with a bot) */
  bots?: number[];
  /** seats voted away to be skipped (their turns pass) */
  skipped?: number[];
}

interface Round {
  round: number;
  /** the move that opens it: its index in time, and the seat whose link rides in it */
  at: number;
  revealer: number;
  /** whether that move was a bot's (written, with no choice, by the revealer) */
  bot: boolean;
  opener: number;
  /** per seat: when its link for the round was sealed to the opener, if it was */
  sealedAt: Map<number, number>;
}

/** Plays `moves` turns of a table seated as `s` and records, per draw round, who can reveal what, when. */
function simulate(s: Seating, moves: number): { rounds: Round[]; here: number[] } {
  const n = s.seats;
  const away = Array.from({ length: n }, (_, i) => !!(s.bots?.includes(i) || s.skipped?.includes(i)));
  const bots = Array.from({ length: n }, (_, i) => (s.bots?.includes(i) ? 'easy' : null));
  const here = away.flatMap((a, i) => (a ? [] : [i]));
  const base = { seats: Array(n).fill({}), away, bots, round: 1 };
  const sealed = new Map<string, { to: number; at: number }>();
  const rounds: Round[] = [];
  let current = nextMover({ away, bots }, n - 1)!;
  const seal = (state: object, seat: number, at: number) => {
    for (const { round, to } of roundsToSeal(state as TableState, seat)) sealed.set(`${round}/${seat}`, { to, at });
  };
  for (let at = 0; at < moves; at++) {
    const round = base.round + at;
    const game = { current, finished: false };
    const writer = moveRevealer({ away, bots }, current)!;
    // the move (the writer's, for a bot) seals ahead; then the opener's live link does
    seal({ ...base, round, game, pending: null }, writer, at);
    const opener = openerAfter({ away, bots }, current)!;
    seal({ ...base, round, game, pending: { seat: current } }, opener, at + 0.5);
    const sealedAt = new Map<number, number>();
    for (const seat of here) {
      const box = sealed.get(`${round}/${seat}`);
      if (box?.to === opener) sealedAt.set(seat, box.at);
    }
    rounds.push({ round, at, revealer: writer, bot: away[current], opener, sealedAt });
    current = nextMover({ away, bots }, current)!;
  }
  return { rounds, here };
}

/** When `group` first holds every link of round `r` (Infinity: not before the opener reveals its own at the draw). */
function earliest(r: Round, here: number[], group: Set<number>): number {
  let t = Number.NEGATIVE_INFINITY;
  for (const seat of here) {
    if (group.has(seat)) continue;
    if (seat === r.revealer) t = Math.max(t, r.at);
    else if (group.has(r.opener) && r.sealedAt.has(seat)) t = Math.max(t, r.sealedAt.get(seat)!);
    else return Number.POSITIVE_INFINITY;
  }
  return t;
}

const SEATINGS: Seating[] = [
  { seats: 2 },
  { seats: 3 },
  { seats: 4 },
  { seats: 5 },
  { seats: 6 },
  { seats: 4, bots: [2] },
  { seats: 5, bots: [1, 2] },
  { seats: 4, skipped: [1] },
  { seats: 5, bots: [4], skipped: [0] },
];

describe('what a colluding group can learn or steer, over days', () => {
  test.each(SEATINGS)('%o: the opener draws alone; no group short of all learns a draw early unless it holds both opener and mover, and then at most seats − 2 moves early', (s) => {
    const { rounds, here } = simulate(s, 40);
    const n = here.length;
    let [checked, early] = [0, 0];
    // the first rounds are drawn from links revealed live while the seals get going
    for (const r of rounds.slice(n)) {
      // the opener alone: its own link, the mover's, and every other sealed to it; before the move
      // only when that move is a bot's it writes itself (no choice: every peer checks it)
      const alone = earliest(r, here, new Set([r.opener]));
      if (r.bot && r.revealer === r.opener) expect(alone).toBeLessThanOrEqual(r.at);
      else expect(alone, `round ${r.round}`).toBe(r.at);
      for (let mask = 1; mask < (1 << n) - 1; mask++) {
        const group = new Set(here.filter((_, i) => mask & (1 << i)));
        const when = earliest(r, here, group);
        if (!group.has(r.opener)) expect(when).toBeGreaterThanOrEqual(r.at);
        else if (when < r.at) {
          expect(group.has(r.revealer)).toBe(true);
          expect(r.at - when).toBeLessThanOrEqual(s.seats - 2);
          early++;
        } else expect(when).toBe(r.at);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
    // the enumeration is not vacuous: with three or more players, some groups do learn early
    if (n >= 3) expect(early).toBeGreaterThan(0);
  });

  test('no group steers a draw: a link other than the one committed to is refused', () => {
    const chain = ['seed'];
    for (let k = 0; k < 8; k++) chain.push(linkHash('room', 'key', chain[k]));
    // round r reveals chain[8 - 1 - r]; the commit is chain[8]
    for (let r = 0; r < 8; r++) {
      expect(linkFollows('room', 'key', chain[7 - r], r, chain[8], -1)).toBe(true);
      for (const other of [chain[(7 - r + 1) % 8], 'f'.repeat(64), chain[7 - r].replace(/.$/, (c) => (c === '0' ? '1' : '0'))]) {
        if (other !== chain[7 - r]) expect(linkFollows('room', 'key', other, r, chain[8], -1)).toBe(false);
      }
    }
  });
});
