/**
 * The sentence of why a move (src/bots/explain.ts), for the hint and a bot's move: it says what the
 * engine does (each "+N for X" adds up to the engine's score change), in each game's words.
 */
import { describe, expect, it } from 'vitest';
import { MoveExtra, SegKind, toRecordMove, toNewWorldMove, type Game, type NewWorldGame } from '../../src/engine/index.js';
import { chooseMove, explainMove, type AnyGame } from '../../src/bots/index.js';
import { newGame, newWorldGame } from './helpers.js';

/** Each player's points the sentence claims: the sum of its "+N for Name" (or "for you": the mover). */
function claimed(text: string, game: AnyGame): number[] {
  const out = game.players.map(() => 0);
  for (const m of text.matchAll(/\+(\d+) for (you|P\d)/g)) out[m[2] === 'you' ? game.current : game.players.indexOf(m[2])] += Number(m[1]);
  return out;
}

function scoreChange(game: AnyGame, move: unknown): number[] {
  const next = (game as Game).clone();
  expect(next.play(move as never, 'explain').ok).toBe(true);
  return game.players.map((_, p) => next.scores[p] - game.scores[p]);
}

/** The first move along a medium-bot game (seeded, so always the same) for which `pick` finds one. */
function findMove<G extends AnyGame>(game: G, pick: (game: G) => unknown): unknown {
  while (!game.finished) {
    const found = pick(game);
    if (found) return found;
    const res = chooseMove(game as AnyGame, { level: 'medium', seed: 'explain' });
    if (!res.ok) throw new Error(res.error.message);
    game.play(res.move as never);
  }
  throw new Error('no such move in this game');
}

describe('why a move', () => {
  it("a move that completes a rival's city says so, with the points the engine gives", () => {
    const game = newGame(2, 'explain-city');
    const move = findMove(game, (g) =>
      g
        .choices()
        .flatMap((t) => g.moveOptions(t.id))
        .map(toRecordMove)
        .find((m) => {
          const res = g.clone().play(m);
          return res.ok && res.events.some((e) => e.type === 'scored' && e.feature === 'city' && e.complete && e.winners.length === 1 && e.winners[0] !== g.current);
        }),
    );
    const rival = game.players[1 - game.current];
    const why = explainMove(game, move as never, { you: true })!;
    expect(why.text).toMatch(new RegExp(`^completes ${rival}'s city of \\d+ tiles: \\+\\d+ for ${rival}`));
    expect(claimed(why.text, game)).toEqual(scoreChange(game, move));
    expect(why.points).toEqual(scoreChange(game, move));
    // the bot's move in the log names the mover and says "its" for what it holds
    expect(explainMove(game, move as never)!.text).not.toMatch(/\byou/);
  });

  it('a farmer placed says which cities its field touches and what they give at the end', () => {
    const game = newGame(2, 'explain-farmer');
    const move = findMove(game, (g) =>
      g
        .choices()
        .flatMap((t) => g.moveOptions(t.id))
        .filter((o) => o.extra === MoveExtra.follower)
        .map(toRecordMove)
        .find((m) => {
          const next = g.clone();
          if (!next.play(m).ok) return false;
          const seg = next.boardFollowers.find((s) => !g.boardFollowers.includes(s));
          return seg !== undefined && next.features.kind[next.features.find(seg)] === SegKind.field && /finished/.test(explainMove(g, m)!.text);
        }),
    );
    expect(explainMove(game, move as never, { you: true })!.text).toMatch(/^puts a farmer on a field beside 1 finished city.*3 points each at the end once finished \(3 already\)/);
  });

  it('New World speaks of settlers, towns and trails, and its points (surveyor bonus too) are the engine’s', () => {
    const game: NewWorldGame = newWorldGame(3, 'explain-nw');
    let told = 0;
    while (!game.finished && game.turn < 60) {
      const res = chooseMove(game, { level: 'medium', seed: 'explain' });
      if (!res.ok) throw new Error(res.error.message);
      const why = explainMove(game, res.move, { you: true })!;
      expect(why.text).not.toMatch(/\b(city|road|follower|knight|thief|monk|monastery)\b/);
      expect(claimed(why.text, game)).toEqual(scoreChange(game, res.move));
      if (/town|trail|settler/.test(why.text)) told++;
      game.play(res.move);
    }
    expect(told).toBeGreaterThan(20);
    // a settler placed, in New World's words
    const fresh = newWorldGame(2, 'explain-nw-2');
    const placed = fresh.moveOptions(4).find((o) => o.extra === MoveExtra.follower)!;
    expect(explainMove(fresh, toNewWorldMove(placed), { you: true })!.text).toMatch(/^(puts a (shopkeeper|robber|farmer)|lays a trapper)/);
  });

  it('over a whole base game with the abbot and final scoring, every sentence claims exactly the engine’s points, and again the same', () => {
    const game = newGame(3, 'explain-whole', { abbot: true });
    while (!game.finished) {
      const res = chooseMove(game, { level: 'medium', seed: 'explain' });
      if (!res.ok) throw new Error(res.error.message);
      const why = explainMove(game, res.move)!;
      expect(claimed(why.text, game)).toEqual(scoreChange(game, res.move));
      expect(explainMove(game, res.move)!.text).toBe(why.text);
      game.play(res.move);
    }
  });

  it("a move that leaves a rival's city with more open edges says so (a defensive reason)", () => {
    const game = newGame(2, 'explain-block');
    const move = findMove(game, (g) =>
      g
        .choices()
        .flatMap((t) => g.moveOptions(t.id))
        .map(toRecordMove)
        .find((m) => /harder to complete/.test(explainMove(g, m)!.text)),
    ) as { at: [number, number] };
    const rival = 1 - game.current;
    const m = explainMove(game, move as never, { you: true })!.text.match(/leaves (P\d)'s city harder to complete \((\d+) open edges\)/)!;
    expect(m[1]).toBe(game.players[rival]);
    // the city beside the tile, with the rival's knight, has that many open edges after the move
    const next = game.clone();
    next.play(move as never);
    const f = next.features;
    const idx = next.board.at(move.at[0], move.at[1]);
    const open = [...Array(f.stride).keys()]
      .map((k) => f.find(idx * f.stride + k))
      .filter((r) => f.kind[r] === SegKind.city && f.ownerCounts(r, 2)[rival] > 0)
      .map((r) => f.open[r]);
    expect(open).toContain(Number(m[2]));
  });

  it('a move the engine refuses has no sentence', () => {
    const game = newGame(2, 'explain-refused');
    expect(explainMove(game, { tile: 'nope', at: [9, 9], rot: 0 })).toBeNull();
  });
});
