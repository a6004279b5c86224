/**
 * Hand-made New World games for the tests. A step is `['C', 0, 3, 180, 'town:S']` (tile, x, y, rot,
 * optional settler spot, optional scoring order); the deck is the steps' tiles in order, then `tail`
 * tiles that keep the game running past the last step.
 */
import { expect } from 'vitest';
import type { Rotation } from '../../../src/engine/geometry.js';
import { NewWorldGame, type NewWorldEvent, type NewWorldMove, type NewWorldScoreEvent } from '../../../src/engine/new-world/index.js';

export type Step = [tile: string, x: number, y: number, rot: Rotation, meeple?: string, order?: string[]];

export function toMove([tile, x, y, rot, meeple, order]: Step): NewWorldMove {
  const m: NewWorldMove = { tile, at: [x, y], rot };
  if (meeple !== undefined) m.meeple = meeple;
  if (order !== undefined) m.order = order;
  return m;
}

export interface Played {
  game: NewWorldGame;
  /** events of each step, in order */
  steps: NewWorldEvent[][];
}

export function playSteps(steps: Step[], opts: { players?: string[]; rules?: Record<string, unknown>; tail?: string[] } = {}): Played {
  const created = NewWorldGame.create({ players: opts.players ?? ['Red', 'Blue'], rules: opts.rules, deck: [...steps.map((s) => s[0]), ...(opts.tail ?? ['AB', 'AB'])] });
  if (!created.ok) throw new Error(created.error.message);
  const game = created.game;
  const out: NewWorldEvent[][] = [];
  for (const s of steps) {
    const res = game.play(toMove(s));
    if (!res.ok) throw new Error(`${JSON.stringify(s)}: ${res.error.code} ${res.error.message}`);
    out.push(res.events);
  }
  return { game, steps: out };
}

export function scoresOf(events: NewWorldEvent[]): NewWorldScoreEvent[] {
  return events.filter((e): e is NewWorldScoreEvent => e.type === 'scored');
}

export function only<T>(items: T[]): T {
  expect(items).toHaveLength(1);
  return items[0];
}
