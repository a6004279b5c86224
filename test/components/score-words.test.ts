/**
 * Every score explains itself: the log line and the floating "+N" say what was counted, in words a
 * player checks against the board, for every scoring kind and every rules option that changes
 * scoring. Checked against the engine's events: the numbers in the words give back the points.
 */
import { expect } from '@open-wc/testing';
import { createGame, exportRecord, randomMove, replayRecord, Rng, type GameEvent, type GameRecord, type ScoreEvent } from '../../src/engine/index.js';
import { logEntries, scoreBreakdown } from '../../components/shared/log-entries.js';
import { scoreFloat, scoreLine } from '../../components/shared/score-words.js';
import { SCORING_VARIANTS } from '../engine/helpers/scoring-variants.js';

function replay(record: Omit<GameRecord, 'format'>): { events: GameEvent[]; scores: number[]; players: string[] } {
  const res = replayRecord({ format: 'carcassonne-record/1', ...record });
  if (!res.ok) throw new Error(`${res.error.code}: ${res.error.message}`);
  return { events: res.events, scores: Array.from(res.game.scores), players: res.game.players };
}

const scored = (events: GameEvent[]) => events.filter((e): e is ScoreEvent => e.type === 'scored');

/** The points a line's words give: the numbers it says, put together as it says. */
function pointsFromWords(text: string): number {
  const cause = text.slice(text.indexOf(': ') + 2);
  let m = /^(?:unfinished )?road of (\d+) tiles?$/.exec(cause);
  if (m) return Number(m[1]);
  m = /^(?:unfinished |small )?city of (\d+) tiles?(?: \+ (\d+) pennants?)?, (1|2) points? each/.exec(cause);
  if (m) return (Number(m[1]) + Number(m[2] ?? 0)) * Number(m[3]);
  m = /^(?:unfinished |abbot taken back: )?(?:monastery|garden) \+ (?:the )?(\d+) (?:tiles|tile|squares|square) around it(?: \((\d+) past the table edge\))?, 1 point each$/.exec(cause);
  if (m) return 1 + Number(m[1]);
  m = /^field next to (\d+) completed cit(?:y|ies) × 3$/.exec(cause);
  if (m) return 3 * Number(m[1]);
  if (/^farmers supplying a completed city of \d+ tiles?: 4 per city$/.test(cause)) return 4;
  throw new Error(`no reading for "${text}"`);
}

describe('score explanations, word for word', () => {
  it("the record format's example (docs/record-format.md): Alice's knight closes a two-tile city, her farmer scores two completed cities", () => {
    const r = replay({
      players: ['Alice', 'Bob'],
      deck: ['E', 'H', 'E'],
      moves: [
        { tile: 'E', at: [0, -1], rot: 180, meeple: 'field:NNW' },
        { tile: 'H', at: [0, -2], rot: 90 },
        { tile: 'E', at: [1, -2], rot: 270, meeple: 'city:W' },
      ],
    });
    const lines = logEntries(r.events, r.players)
      .filter((e) => e.kind === 'score')
      .map((e) => e.text);
    expect(lines).to.deep.equal(['Alice +4: city of 2 tiles, 2 points each', 'Alice +6: field next to 2 completed cities × 3']);
    const [city, field] = scored(r.events);
    expect(scoreFloat(city)).to.equal('+4 city · 2 tiles');
    expect(scoreFloat(field)).to.equal('+6 field · 2 cities × 3');
    const place = logEntries(r.events, r.players).find((e) => e.kind === 'place')!;
    expect(place.text, 'the spot named as the player saw it').to.equal('Alice placed a tile with a farmer on the field');
  });

  it('a tie names the partner, and the detail tells the majority', () => {
    const e: ScoreEvent = {
      type: 'scored',
      turn: 7,
      feature: 'road',
      points: 4,
      winners: [2, 3],
      complete: true,
      tiles: [
        [0, 0],
        [1, 0],
        [2, 0],
        [3, 0],
      ],
      returned: [],
      followers: [0, 0, 1, 1],
    };
    const names = ['Alice', 'Bob', 'Cleo', 'Dan'];
    expect(scoreLine(e, 2, names)).to.equal('Cleo +4 (tie with Dan): road of 4 tiles');
    expect(scoreLine(e, 3, names)).to.equal('Dan +4 (tie with Cleo): road of 4 tiles');
    const city: ScoreEvent = { ...e, feature: 'city', points: 10, winners: [1], tiles: e.tiles.slice(0, 3), pennants: 2, followers: [1, 2, 0, 0] };
    expect(scoreLine(city, 1, names)).to.equal('Bob +10: city of 3 tiles + 2 pennants, 2 points each');
    const monastery: ScoreEvent = { ...e, feature: 'monastery', points: 9, winners: [0], around: 8, followers: [1, 0, 0, 0] };
    expect(scoreLine(monastery, 0, names)).to.equal('Alice +9: monastery + the 8 tiles around it, 1 point each');
    expect(scoreFloat(monastery)).to.equal('+9 monastery');
  });
});

describe('score explanations against the engine, for every rules option that changes scoring', () => {
  for (const [name, rules] of SCORING_VARIANTS) {
    it(`${name}: each line's words give its points, and the log adds up to the scores and the end screen`, () => {
      const seen = new Set<string>();
      for (let i = 0; i < 25; i++) {
        const created = createGame({ players: ['Ann', 'Bob', 'Cleo'], seed: `words-${name}-${i}`, rules });
        if (!created.ok) throw new Error(created.error.message);
        const rng = Rng.fromSeed(`words-${name}-${i}`);
        while (!created.game.finished) created.game.play(randomMove(created.game, rng)!);
        const r = replay(exportRecord(created.game));
        const farmers = (rules.farmers as 'c1' | undefined) ?? 'c3';
        const entries = logEntries(r.events, r.players, farmers);
        const byEvent = scored(r.events).filter((e) => e.points > 0 && e.winners.length);
        const lines = entries.filter((e) => e.kind === 'score');
        expect(lines.length).to.equal(byEvent.reduce((n, e) => n + e.winners.length, 0));
        for (const line of lines) {
          expect(pointsFromWords(line.text), line.text).to.equal(line.points);
          seen.add(line.text.replace(/^\S+ \+\d+(?: \(tie with [^)]*\))?: /, '').replace(/\d+/g, 'N'));
        }
        for (const e of byEvent) {
          if (e.winners.length > 1) expect(scoreLine(e, e.winners[0], r.players)).to.contain('(tie with');
          if (e.edge) expect(scoreLine(e, e.winners[0], r.players)).to.contain('past the table edge');
        }
        const totals = r.players.map((_, p) => lines.filter((l) => l.players[0] === p).reduce((n, l) => n + l.points!, 0));
        expect(totals, 'the log adds up to the scores').to.deep.equal(r.scores);
        const ends = scoreBreakdown(r.events, r.players.length).map((b) => Object.values(b).reduce((n, v) => n + v, 0));
        expect(ends, 'the end screen agrees').to.deep.equal(r.scores);
        if (name.startsWith('river2')) {
          const volcano = r.events.find((e) => e.type === 'tile-placed' && e.tile === 'R2-VOLCANO-LAKE') as Extract<GameEvent, { type: 'tile-placed' }> | undefined;
          const closed = volcano && entries.find((l) => l.kind === 'score' && l.turn === volcano.turn);
          if (closed) expect(closed.detail).to.contain('Completed by the volcano lake');
          if (volcano) seen.add('volcano');
        }
      }
      const kinds = [...seen].join(' | ');
      if (name === 'c3') expect(kinds).to.contain('field next to N completed').and.contain('monastery + the N tiles around it').and.contain('unfinished road');
      if (name === 'c1') expect(kinds).to.contain('farmers supplying a completed city');
      if (name === 'tinyCity') expect(kinds).to.contain('small city of N tiles');
      if (name === 'abbot') expect(kinds).to.contain('abbot taken back').and.contain('garden');
      if (name.startsWith('river2')) expect(kinds).to.contain('volcano');
      if (name === 'borderCompletes') expect(kinds).to.contain('past the table edge');
    });
  }
});
