/**
 * The sections "The game's PRNG" and "Hands" of docs/record-format.md must let another program
 * reproduce every record. This file re-implements them from those words alone (no engine code) and
 * checks their worked example and many random records against the engine.
 */
import { describe, expect, it } from 'vitest';
import { Rng, createGame, exportRecord, randomMove, replayRecord, type GameEvent } from '../../src/engine/index.js';

/** docs/record-format.md step 1: cyrb128 over UTF-16 code units. */
function cyrb128(text: string): number[] {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** docs/record-format.md steps 2 and 3, in BigInt arithmetic so nothing rests on JavaScript's number tricks. */
function specPrng(deck: string[]) {
  const M = 0xffffffffn;
  let [a, b, c, d] = cyrb128(`carcassonne-record/1 deck ${deck.join(' ')}`).map(BigInt);
  const next = () => {
    const t = (a + b + d) & M;
    d = (d + 1n) & M;
    a = b ^ (b >> 9n);
    b = (c + (c << 3n)) & M;
    c = ((((c << 21n) | (c >> 11n)) & M) + t) & M;
    return t;
  };
  for (let i = 0; i < 12; i++) next();
  return { next, below: (n: number) => Number((next() * BigInt(n)) >> 32n) };
}

describe('the worked example of docs/record-format.md', () => {
  const record = {
    format: 'carcassonne-record/1',
    players: ['Alice', 'Bob', 'Cleo'],
    rules: { startPlayer: 'random', unplaceable: 'return', board: { width: 2, height: 1 } },
    deck: ['E', 'V', 'U'],
    moves: [{ tile: 'V', at: [1, 0], rot: 90 }],
  };

  it('gives the hash words, outputs and draws the page states', () => {
    expect(cyrb128('carcassonne-record/1 deck E V U')).toEqual([1283990596, 4024848541, 3496593312, 3870483309]);
    const prng = specPrng(['E', 'V', 'U']);
    expect([prng.next(), prng.next()]).toEqual([4040793582n, 3500752059n]);
    const again = specPrng(['E', 'V', 'U']);
    expect([again.below(3), again.below(3)]).toEqual([2, 2]);
  });

  it('replays as the page tells it: Cleo starts, E goes back last, Cleo draws V', () => {
    const created = createGame({ players: record.players, rules: record.rules, deck: record.deck });
    if (!created.ok) throw new Error(created.error.message);
    const game = created.game;
    expect(game.current).toBe(2);
    expect(created.events.map((e) => e.type)).toEqual(['tile-returned', 'turn-started']);
    expect(Array.from(game.deck.subarray(game.deckPos), (t) => game.catalogue.tiles[t].id)).toEqual(['V', 'U', 'E']);
    expect(game.currentTile!.id).toBe('V');
    expect(replayRecord(record).ok).toBe(true);
  });
});

describe('an implementation from docs/record-format.md alone agrees with the engine', () => {
  it('on the start player of 500 random decks for 2 to 6 players', () => {
    for (let i = 0; i < 500; i++) {
      const players = ['A', 'B', 'C', 'D', 'E', 'F'].slice(0, 2 + (i % 5));
      const created = createGame({ players, seed: `start ${i}`, rules: { startPlayer: 'random' } });
      if (!created.ok) throw new Error(created.error.message);
      const deck = exportRecord(created.game).deck!;
      expect(created.game.current).toBe(specPrng(deck).below(players.length));
    }
  });

  it('on every returned tile of 300 small-table games: where it goes back, and so every tile drawn', () => {
    let returns = 0;
    for (let i = 0; i < 300; i++) {
      const rules = { startPlayer: 'random', unplaceable: 'return', board: { width: 3, height: 3 } };
      const created = createGame({ players: ['A', 'B', 'C'], seed: `returns ${i}`, rules });
      if (!created.ok) throw new Error(created.error.message);
      const game = created.game;
      const prng = specPrng(exportRecord(game).deck!);
      expect(game.current).toBe(prng.below(3));
      // the page's model of the draw pile: `bag` is deck[pos..]; a drawn tile that fits nowhere is
      // set aside, and goes back into the bag after it when some tile there fits
      const deck = exportRecord(game).deck!;
      let pos = 0;
      const follow = (events: GameEvent[]) => {
        for (const e of events) {
          if (e.type === 'tile-returned' || e.type === 'tile-discarded') {
            expect(deck[pos]).toBe(e.tile);
            if (e.type === 'tile-returned') {
              const bag = deck.length - (pos + 1);
              deck.splice(pos + 1 + prng.below(bag + 1), 0, e.tile);
              returns++;
            }
            pos++;
          } else if (e.type === 'turn-started') expect(e.tile).toBe(deck[pos]);
        }
      };
      follow(created.events);
      const rng = new Rng([i, 3, 5, 7]);
      while (!game.finished) {
        const res = game.play(randomMove(game, rng));
        if (!res.ok) throw new Error(res.error.message);
        pos++;
        follow(res.events);
      }
      expect(Array.from(game.deck, (t) => game.catalogue.tiles[t].id)).toEqual(deck);
    }
    expect(returns).toBeGreaterThan(100);
  });

  it('on how hands are dealt: whole hands in turn order from the player about to move', () => {
    for (let i = 0; i < 50; i++) {
      const rules = { startPlayer: 'random', hand: 3, river: i % 2 ? 'river1' : 'off' };
      const created = createGame({ players: ['A', 'B', 'C', 'D'], seed: `hands ${i}`, rules });
      if (!created.ok) throw new Error(created.error.message);
      const game = created.game;
      const rng = new Rng([i, 1, 1, 1]);
      while (game.currentTile?.hasRiver) game.play(randomMove(game, rng));
      const deck = exportRecord(game).deck!;
      const first = deck.findIndex((id) => !game.catalogue.byId.get(id)!.hasRiver);
      const hands = game.snapshot().hands!;
      for (let k = 0; k < 4; k++) {
        const player = (game.current + k) % 4;
        expect(hands[player]).toEqual(deck.slice(first + 3 * k, first + 3 * k + 3));
      }
    }
  });
});
