/**
 * New World's scores explain themselves in the log and on the end screen: each line's numbers give
 * back the points the engine added (surveyor bonus included), every surveyor move, settler sent
 * home and unscored feature has its line, and the end screen's columns add up to the final scores.
 * Random games through the engine (with random scoring orders), read through the components' words.
 */
import { expect } from '@open-wc/testing';
import { createGame, randomNewWorldMove, Rng, type NewWorldEvent, type NewWorldScoreEvent } from '../../src/engine/index.js';
import { logEntries, scoreBreakdown } from '../../components/shared/log-entries.js';
import { newWorldFloat, newWorldScoreLine } from '../../components/shared/new-world-words.js';

function randomGame(seed: string, players: string[]): { events: NewWorldEvent[]; scores: number[] } {
  const c = createGame({ game: 'new-world', players, seed });
  if (!c.ok) throw new Error(c.error.message);
  const g = c.game;
  const rng = Rng.fromSeed(seed);
  const events: NewWorldEvent[] = [...c.events];
  while (!g.finished) {
    const m = randomNewWorldMove(g, rng, true);
    const res = g.play(m ?? { pass: true });
    if (!res.ok) throw new Error(res.error.message);
    events.push(...res.events);
  }
  return { events, scores: Array.from(g.scores) };
}

/** The points a line's words give: the numbers it says, put together as it says. */
function pointsFromWords(text: string): number {
  const cause = text.slice(text.indexOf(': ') + 2);
  const bonus = / \+ (\d+) surveyor bonus \(4 per surveyor in the column of each of their settlers\)$/.exec(cause);
  const base = bonus ? cause.slice(0, bonus.index) : cause;
  const plus = Number(bonus?.[1] ?? 0);
  let m = /^(?:unfinished )?trail of (\d+) tiles?(?:, 1 point each| \+ (\d+) trading posts?: 1 point per tile, 2 per post)$/.exec(base);
  if (m) return Number(m[1]) + 2 * Number(m[2] ?? 0) + plus;
  m = /^unfinished trail: (\d+) trail segments?, 1 point each$/.exec(base);
  if (m) return Number(m[1]) + plus;
  m = /^(?:unfinished )?town of (\d+) tiles?(?: \+ (\d+) flags?)?, (1|2) points? each$/.exec(base);
  if (m) return (Number(m[1]) + Number(m[2] ?? 0)) * Number(m[3]) + plus;
  if (base === 'farm surrounded by land: 9 points') return 9 + plus;
  m = /^unfinished farm \+ (\d+) tiles? around it, 1 point each$/.exec(base);
  if (m) return 1 + Number(m[1]) + plus;
  m = /^(\d+) animals? on the plains, 1 point each$/.exec(base);
  if (m) return Number(m[1]) + plus;
  throw new Error(`no reading for "${text}"`);
}

describe('New World scores in words', () => {
  it('each line of random 2–5 player games gives back the points the engine added, surveyor bonuses included', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const players = ['Ann', 'Bob', 'Cleo', 'Dan', 'Eve'].slice(0, 2 + (i % 4));
      const { events } = randomGame(`words-${i}`, players);
      for (const e of events.filter((x): x is NewWorldScoreEvent => x.type === 'scored')) {
        e.winners.forEach((w, k) => {
          const line = newWorldScoreLine(e, w, players);
          expect(line.startsWith(`${players[w]} +${e.points + e.surveyorBonus[k]}`), line).to.equal(true);
          expect(pointsFromWords(line), line).to.equal(e.points + e.surveyorBonus[k]);
          if (e.surveyorBonus[k]) seen.add('bonus');
        });
        seen.add(`${e.feature}${e.complete ? '' : ' final'}`);
        expect(newWorldFloat(e)).to.match(new RegExp(`^\\+${e.points + Math.max(0, ...e.surveyorBonus)} ${e.feature}`));
      }
    }
    // every kind of score was met and read
    for (const k of ['trail', 'town', 'trail final', 'town final', 'plains final', 'bonus']) expect([...seen]).to.include(k);
    expect([...seen].some((k) => k.startsWith('farm'))).to.equal(true);
  });

  it('the log has a line per surveyor move, settlers sent home and unscored feature; the end screen columns add up to the scores', () => {
    let removals = 0;
    for (let i = 0; i < 12; i++) {
      const players = ['Ann', 'Bob', 'Cleo'].slice(0, 2 + (i % 2));
      const { events, scores } = randomGame(`log-${i}`, players);
      const entries = logEntries(events, players, 'c3', 'new-world');
      const count = (type: string) => events.filter((e) => e.type === type).length;
      expect(entries.filter((e) => /moved a surveyor west, from column/.test(e.text)).length).to.equal(count('surveyor-moved'));
      expect(entries.filter((e) => /went home: east of the surveyors/.test(e.text)).length).to.equal(count('settlers-removed'));
      expect(entries.filter((e) => /was not scored: a surveyor had sent its settlers home/.test(e.text)).length).to.equal(count('not-scored'));
      removals += count('settlers-removed');
      // a score entry per winner, its points the total with the bonus
      const scoredPoints = entries.filter((e) => e.kind === 'score').reduce((n, e) => n + (e.points ?? 0), 0);
      expect(scoredPoints).to.equal(scores.reduce((a, b) => a + b, 0));
      const rows = scoreBreakdown(events, players.length, 'new-world');
      rows.forEach((row, p) => expect(Object.values(row).reduce((a, b) => a + (b ?? 0), 0)).to.equal(scores[p]));
      expect(Object.keys(rows[0]).sort()).to.deep.equal(['farm', 'plains', 'surveyor', 'town', 'trail']);
    }
    expect(removals).to.be.greaterThan(0);
  });

  it('names the settler of a placement by its role and the spot in New World words', () => {
    const c = createGame({ game: 'new-world', players: ['Red', 'Blue'], deck: ['C', 'A', 'AC', 'AB'] });
    if (!c.ok) throw new Error(c.error.message);
    const res = c.game.play({ tile: 'C', at: [0, 0], rot: 180, meeple: 'town:S' });
    if (!res.ok) throw new Error(res.error.message);
    const [placed] = logEntries([...c.events, ...res.events], ['Red', 'Blue'], 'c3', 'new-world');
    expect(placed.text).to.equal('Red placed a tile with a shopkeeper on the town');
  });
});
