/**
 * `legalMoves()` of both games lists exactly what `play` accepts: over seeded random positions under
 * each rules option, every listed move is accepted (on a copy), none is listed twice, a sample of
 * unlisted variations is refused, and the list equals, as a set, what the per-placement queries
 * allow (the way the table's turn flow listed moves before the engine did).
 */
import { describe, expect, it } from 'vitest';
import { Rng, type Move, type NewWorldGame } from '../../src/engine/index.js';
import { RULE_CASES } from '../cli/helpers/rule-cases.js';
import { key, listed, queriedMoves, seededPosition, variations, type AnyGame } from './helpers/move-lists.js';

const BASE_CASES: [string, object][] = [['default rules', {}], ...Object.entries(RULE_CASES)];
const NEW_WORLD_CASES: [string, object][] = [
  ['default rules', {}],
  ['two settlers', { settlers: 2 }],
  ['the sea closes', { coastCloses: true }],
  ['everything', { settlers: 7, startingSpaces: 2, incompleteTrails: 'segments', coastCloses: true }],
];

function check(g: AnyGame, rng: Rng, where: string): number {
  const moves = listed(g);
  const keys = moves.map(key);
  expect(new Set(keys).size, `${where}: no move twice`).toBe(keys.length);
  const scratch = g.clone();
  for (const m of moves) {
    const res = (g as NewWorldGame).copyInto(scratch as NewWorldGame).play(m, 'check');
    expect(res.ok ? 'ok' : res.error.code, `${where}: ${key(m)}`).toBe('ok');
  }
  // New World: a move that leaves its order out is the listed one in the engine's order
  const legal = new Set([...keys, ...('game' in g ? g.legalMoves(0).map(key) : [])]);
  for (const v of variations(g, rng, 150)) {
    if (legal.has(key(v))) continue;
    const res = g.clone().play(v, 'check');
    expect(res.ok, `${where}: unlisted ${key(v)} was accepted`).toBe(false);
  }
  // the per-placement queries: the same moves (New World's without orders), and as many orders
  const queried = queriedMoves(g);
  const plain = 'game' in g ? g.legalMoves(0) : (moves as Move[]);
  expect(new Set(plain.map(key)), where).toEqual(new Set(queried.keys));
  expect(moves.length, where).toBe(queried.withOrders);
  return moves.length;
}

describe('legalMoves lists exactly the moves play accepts', () => {
  it.each(BASE_CASES)('the base game, %s', (name, rules) => {
    const rng = Rng.fromSeed(`variations/${name}`);
    let total = 0;
    for (let s = 0; s < 2; s++) {
      for (const turns of [0, 7, 19, 33, 52, 70]) {
        const g = seededPosition('carcassonne', rules, `lm/${name}/${s}`, 2 + s, turns);
        if (!g.finished) total += check(g, rng, `${name} ${s} after ${g.turn}`);
      }
    }
    expect(total).toBeGreaterThan(0);
  });

  it.each(NEW_WORLD_CASES)('New World, %s', (name, rules) => {
    const rng = Rng.fromSeed(`variations/nw/${name}`);
    for (let s = 0; s < 3; s++) {
      for (let turns = 0; turns < 60; turns += 6) {
        const g = seededPosition('new-world', rules, `lm/nw/${name}/${s}`, 2 + s, turns);
        if (g.finished) break;
        check(g, rng, `${name} ${s} after ${g.turn}`);
      }
    }
  });

  it('New World, positions where a placement completes two features with settlers: one move per order', () => {
    // found by scanning seeds: such moves are rare in random play
    for (const [seed, turns, orders] of [
      ['nwo/3', 43, 2],
      ['nwo/4', 22, 2],
    ] as const) {
      const g = seededPosition('new-world', { coastCloses: true }, seed, 2 + (Number(seed.slice(-1)) % 3), turns);
      check(g, Rng.fromSeed(seed), `${seed} after ${turns}`);
      const ordered = listed(g).filter((m) => m.order);
      expect(ordered.map((m) => m.order!.length)).toEqual(Array(orders).fill(2));
      expect(key(ordered[1].order!), "the engine's order first, then the other").toBe(key([...ordered[0].order!].reverse()));
    }
  });

  it('a finished game lists nothing; a hand of two equal tiles lists its moves once', () => {
    const over = seededPosition('carcassonne', {}, 'lm/over', 2, 999);
    expect(over.finished).toBe(true);
    expect(over.legalMoves()).toEqual([]);
    for (let s = 0; s < 40; s++) {
      const g = seededPosition('carcassonne', { hand: 3 }, `lm/hand/${s}`, 2, 20);
      const ids = g.choices().map((t) => t.id);
      if (new Set(ids).size === ids.length) continue;
      const keys = g.legalMoves().map(key);
      expect(new Set(keys).size).toBe(keys.length);
      return;
    }
    throw new Error('no hand with two equal tiles in 40 seeds');
  });

  it('the order: placements as placementsInto packs them, each followed by its follower choices in segment order', () => {
    const g = seededPosition('carcassonne', { abbot: true }, 'lm/order', 2, 12);
    const opts = g.moveOptions();
    const buf = new Int32Array(g.board.slots * 4);
    const packed = Array.from(buf.subarray(0, g.placementsInto(g.currentTile!, buf)));
    const placements = opts.filter((o) => o.extra === 0).map((o) => g.board.cell(o.x, o.y) * 4 + o.r);
    expect(placements).toEqual(packed);
    for (let i = 1; i < opts.length; i++) {
      const [a, b] = [opts[i - 1], opts[i]];
      if (b.extra === 0) continue;
      expect([a.x, a.y, a.r], "a placement's choices follow it").toEqual([b.x, b.y, b.r]);
      expect(b.extra > a.extra || (b.extra === a.extra && (b.seg > a.seg || b.extra !== 1)), 'choices in order').toBe(true);
    }
  });
});
