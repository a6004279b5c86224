/**
 * Hidden draws (GameSetup.hidden): random games under many rules finish, keep the bag in canonical
 * order at every step, and export records that replay to the same game; what is visible never
 * depends on a draw still to come; the first draw is uniform over the supply.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMove, CATALOGUE, createGame, exportRecord, randomMove, replayRecord, Rng } from '../../src/engine/index.js';
import { deckProblem } from '../../src/engine/ruleset.js';
import { BASE_TILES } from '../../src/engine/tiles/base-tiles.js';
import { canonicalBag, hiddenGame, ids, playHidden, PLAYERS } from './helpers/hidden-games.js';

const RULES: Record<string, Record<string, unknown>> = {
  default: {},
  river1: { river: 'river1' },
  river2: { river: 'river2' },
  'river1+2': { river: 'river1+2' },
  'hand 3': { hand: 3 },
  previewNextTile: { previewNextTile: true },
  startTileInBag: { startTileInBag: true },
  'unplaceable return, small table': { unplaceable: 'return', board: { width: 5, height: 5 } },
  'return with hands and river': { unplaceable: 'return', hand: 2, river: 'river2', board: { width: 9, height: 7 } },
  'startPlayer random': { startPlayer: 'random' },
};
const QUICK = 14;

const seedArb = fc.string({ minLength: 1, maxLength: 12 });

describe('random games with hidden draws', () => {
  for (const [name, rules] of Object.entries(RULES)) {
    for (const quick of [false, true]) {
      it(`${name}${quick ? `, quick (${QUICK} land tiles)` : ''}: the game ends, the bag stays canonical, the record replays to the same game`, () => {
        let returned = 0;
        fc.assert(
          fc.property(seedArb, fc.integer(), fc.constantFrom(0, 2, 4, 8), (seed, moveSeed, passEvery) => {
            const { game, events } = hiddenGame({ seed, ...(quick ? { landTiles: QUICK } : {}) }, rules);
            expect(canonicalBag(game)).toEqual(ids(game, game.hiddenFrom));
            const all = playHidden(game, events, {
              moves: Rng.fromSeed(String(moveSeed)),
              drawSeed: (n) => `${moveSeed} ${n}`,
              passEvery,
              after: (g) => expect(ids(g, g.hiddenFrom)).toEqual(canonicalBag(g)),
            });
            expect(game.finished).toBe(true);
            expect(game.hiddenFrom).toBe(game.deck.length);
            returned += all.filter((e) => e.type === 'tile-returned').length;

            const rec = exportRecord(game);
            expect(deckProblem(game.ruleset, rec.deck!, (id) => CATALOGUE.byId.get(id)!)).toBeNull();
            const land = rec.deck!.filter((id) => !CATALOGUE.byId.get(id)!.hasRiver);
            if (quick) expect(new Set(land).size).toBeLessThanOrEqual(QUICK);
            const replay = replayRecord(JSON.parse(JSON.stringify(rec)));
            if (!replay.ok) throw new Error(`${replay.error.code}: ${replay.error.message}`);
            expect(replay.game.snapshot()).toEqual(game.snapshot());
            expect(replay.events).toEqual(all);
            expect(exportRecord(replay.game)).toEqual(rec);
          }),
          { seed: 101, numRuns: 12 },
        );
        if (rules.unplaceable === 'return' && !quick) expect(returned, 'some tile went back into the bag').toBeGreaterThan(0);
      });
    }
  }

  it('a record exported mid-game replays to the game so far, still waiting for the same move', () => {
    // a third of the stops fall in the river's first moves
    const stop = fc.oneof(fc.integer({ min: 1, max: 14 }), fc.integer({ min: 1, max: 90 }), fc.integer({ min: 1, max: 90 }));
    fc.assert(
      fc.property(seedArb, fc.integer(), stop, fc.constantFrom(...Object.values(RULES)), (seed, moveSeed, k, rules) => {
        const { game, events } = hiddenGame({ seed }, rules);
        playHidden(game, events, { moves: Rng.fromSeed(String(moveSeed)), drawSeed: (n) => `${n}`, passEvery: 5, stopBefore: k });
        const rec = exportRecord(game);
        // the tiles drawn so far, then only river tiles still in the bag (their lakes bear on legality)
        expect(rec.deck!.slice(0, game.hiddenFrom)).toEqual(ids(game, 0, game.hiddenFrom));
        expect(rec.deck!.slice(game.hiddenFrom)).toEqual(canonicalBag(game).filter((id) => CATALOGUE.byId.get(id)!.hasRiver));
        const replay = replayRecord(rec);
        if (!replay.ok) throw new Error(`${replay.error.code}: ${replay.error.message}`);
        // what is still in the bag is not in the record: the rest of the snapshot is the same
        const seen = (g: typeof game) => ({ ...g.snapshot(), remaining: 0, remainingByTile: {}, river: g.river && g.river.ends });
        expect(seen(replay.game)).toEqual(seen(game));
        expect(replay.game.finished).toBe(game.finished);
        if (!game.finished) expect(replay.game.choices().map((t) => [t.id, replay.game.legalPlacements(t.id)])).toEqual(game.choices().map((t) => [t.id, game.legalPlacements(t.id)]));
      }),
      { seed: 99, numRuns: 300 },
    );
  });

  it('a quick game keeps the whole river and the first landTiles of the seeded land shuffle, sorted', () => {
    fc.assert(
      fc.property(seedArb, fc.integer({ min: 0, max: 72 }), (seed, landTiles) => {
        const { game } = hiddenGame({ seed, landTiles }, { river: 'river2' });
        const river = game.ruleset.river!;
        const land = Rng.fromSeed(`carcassonne-hidden/1 land ${seed}`)
          .shuffle([...game.ruleset.supply])
          .slice(0, landTiles)
          .sort();
        expect(ids(game).sort()).toEqual([...river.first, ...river.middle, ...river.lakes, ...land].sort());
      }),
      { seed: 102, numRuns: 50 },
    );
  });

  it('without `first`, startPlayer "random" draws the start player from the hidden seed, and the record names it', () => {
    const starts = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const { game } = hiddenGame({ seed: `start ${i}` }, { startPlayer: 'random' });
      expect(game.current).toBe(Rng.fromSeed(`carcassonne-hidden/1 first start ${i}`).int(3));
      expect(exportRecord(game).first).toBe(game.current);
      starts.add(game.current);
    }
    expect(starts.size).toBe(3);
  });

  it('`first` overrides startPlayer, hidden or not, and records carry it', () => {
    for (const setup of [{ hidden: { seed: 'f' } }, { seed: 'f' }]) {
      for (const startPlayer of ['first', 'random']) {
        const c = createGame({ players: PLAYERS, rules: { startPlayer }, first: 2, ...setup });
        if (!c.ok) throw new Error(c.error.message);
        expect(c.game.current).toBe(2);
        const rec = exportRecord(c.game);
        expect(rec.first).toBe(2);
        const replay = replayRecord(rec);
        expect(replay.ok && replay.game.current).toBe(2);
      }
    }
  });
});

describe('what a peer can know', () => {
  it('the same seed, moves and drawSeeds give the same game', () => {
    fc.assert(
      fc.property(seedArb, fc.integer(), (seed, moveSeed) => {
        const play = () => {
          const { game, events } = hiddenGame({ seed }, { hand: 2 });
          playHidden(game, events, { moves: Rng.fromSeed(String(moveSeed)), drawSeed: (n) => `d${n}`, passEvery: 5 });
          return { snap: game.snapshot(), deck: ids(game), events };
        };
        expect(play()).toEqual(play());
      }),
      { seed: 103, numRuns: 10 },
    );
  });

  it('changing drawSeeds from move k on changes nothing before move k, bag included', () => {
    let diverged = 0;
    fc.assert(
      fc.property(seedArb, fc.integer(), fc.integer({ min: 1, max: 70 }), (seed, moveSeed, k) => {
        const run = (later: string) => {
          const { game, events } = hiddenGame({ seed }, { previewNextTile: true });
          const seen: string[] = [JSON.stringify([game.snapshot(), ids(game)])];
          const drawSeed = (n: number) => (n < k ? `same ${n}` : `${later} ${n}`);
          playHidden(game, events, { moves: Rng.fromSeed(String(moveSeed)), drawSeed, after: (g) => seen.push(JSON.stringify([g.snapshot(), ids(g)])) });
          return seen;
        };
        const a = run('a');
        const b = run('b');
        // seen[n] is the state after n plays; play k is the first with another seed
        expect(b.slice(0, k)).toEqual(a.slice(0, k));
        if (a.length > k && a[k] !== b[k]) diverged++;
      }),
      { seed: 104, numRuns: 30 },
    );
    expect(diverged, 'another seed draws another tile').toBeGreaterThan(0);
  });

  it("a play's draw depends on the state and its drawSeed only, not on the game's own seed", () => {
    fc.assert(
      fc.property(seedArb, fc.integer(), fc.integer({ min: 1, max: 60 }), fc.string(), (seed, moveSeed, k, drawSeed) => {
        const { game, events } = hiddenGame({ seed }, { hand: 2 });
        playHidden(game, events, { moves: Rng.fromSeed(String(moveSeed)), drawSeed: (n) => `p${n}`, stopBefore: k });
        if (game.finished) return;
        const other = game.clone();
        other.hidden = { ...other.hidden!, seed: `${seed} else` };
        const move = randomMove(game, Rng.fromSeed('next'))!;
        const x = applyMove(game, move, drawSeed);
        const y = applyMove(other, move, drawSeed);
        if (!x.ok || !y.ok) throw new Error('refused');
        expect(ids(x.state)).toEqual(ids(y.state));
        expect(x.state.snapshot()).toEqual(y.state.snapshot());
        expect(x.events).toEqual(y.events);
      }),
      { seed: 105, numRuns: 40 },
    );
  });

  it('the tile drawn by a play depends on its drawSeed', () => {
    const { game } = hiddenGame({ seed: 'seed matters' });
    const move = randomMove(game, Rng.fromSeed('m'))!;
    const drawn = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const res = applyMove(game, move, `s${i}`);
      if (res.ok) drawn.add(res.state.currentTile!.id);
    }
    expect(drawn.size).toBeGreaterThan(5);
  });
});

describe('uniform draws', () => {
  it('over 20,000 games the first land tile follows the supply counts (chi-square)', () => {
    const counts = new Map<string, number>();
    const runs = 20_000;
    for (let i = 0; i < runs; i++) {
      const c = createGame({ players: ['A', 'B'], hidden: { seed: `uniform ${i}` } });
      if (!c.ok) throw new Error(c.error.message);
      const first = c.game.catalogue.tiles[c.game.deck[0]].id;
      counts.set(first, (counts.get(first) ?? 0) + 1);
    }
    const supply = BASE_TILES.map((t) => ({ id: t.id, n: t.id === 'D' ? t.count - 1 : t.count }));
    const total = supply.reduce((s, t) => s + t.n, 0);
    let chi = 0;
    for (const t of supply) {
      const expected = (runs * t.n) / total;
      chi += ((counts.get(t.id) ?? 0) - expected) ** 2 / expected;
    }
    // 23 degrees of freedom: 60 is far in the tail (p < 0.0001), a bias of a few percent on a tile exceeds it
    expect(chi).toBeLessThan(60);
    expect([...counts.keys()].every((id) => supply.some((t) => t.id === id))).toBe(true);
  });
});

describe('checks', () => {
  const { game } = hiddenGame({ seed: 'atomic' }, { hand: 2 });
  const move = randomMove(game, Rng.fromSeed('m'))!;

  it('a play without a drawSeed is refused and changes nothing', () => {
    const before = { snap: game.snapshot(), deck: ids(game), from: game.hiddenFrom, moves: game.moves.length };
    for (const seed of [undefined, 7 as unknown as string]) {
      for (const m of [move, { pass: true }]) {
        const res = game.play(m, seed);
        expect(res).toEqual({ ok: false, error: { code: 'move/draw-seed', message: "This game draws its tiles turn by turn: the move needs the draw's randomness." } });
        expect(applyMove(game, m, seed).ok).toBe(false);
      }
    }
    expect({ snap: game.snapshot(), deck: ids(game), from: game.hiddenFrom, moves: game.moves.length }).toEqual(before);
    expect(game.play(move, 'now').ok).toBe(true);
  });

  it('refuses a hidden game with a deck or a seed, a bad hidden value or a bad first', () => {
    const bad = [
      { hidden: { seed: 'x' }, deck: ['E'] },
      { hidden: { seed: 'x' }, seed: 'y' },
      { hidden: { seed: 3 } },
      { hidden: { seed: 'x', landTiles: 73 } },
      { hidden: { seed: 'x', landTiles: 1.5 } },
      { hidden: { seed: 'x', extra: 1 } },
      { hidden: { seed: 'x' }, first: 2 },
      { seed: 'x', first: -1 },
      { seed: 'x', redraws: 'yes' },
    ];
    for (const setup of bad) {
      const c = createGame({ players: ['A', 'B'], ...(setup as object) });
      expect(c.ok ? null : c.error.code, JSON.stringify(setup)).toBe('record/invalid');
    }
  });

  it('outside hidden mode a drawSeed is ignored', () => {
    const c = createGame({ players: ['A', 'B'], seed: 'plain' });
    if (!c.ok) throw new Error(c.error.message);
    const m = randomMove(c.game, Rng.fromSeed('m'))!;
    const a = applyMove(c.game, m);
    const b = applyMove(c.game, m, 'whatever');
    expect(a.ok && b.ok && a.state.snapshot()).toEqual(b.ok && b.state.snapshot());
  });
});
