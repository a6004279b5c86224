/**
 * Games saved in players' browsers hold entries in the old wire form (canonical JSON objects that
 * carry the room: legacy-wire.ts). fixtures/legacy-game.json is such a game, half played, exactly as
 * the code before the array wire wrote it; its seats' keys are seeded, so they can play on.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type * as Y from 'yjs';
import { Rng } from '../../src/engine/index.js';
import { Table, randomBaseMove, seededIdentity, views } from './harness.js';

const saved = JSON.parse(readFileSync(new URL('./fixtures/legacy-game.json', import.meta.url), 'utf8')) as { room: string; turn: number; chain: string[]; wires: string[] };

/** A browser's document as y-indexeddb restores it: the saved log. */
function savedDoc(t: Table): Y.Doc {
  const doc = t.newDoc();
  doc.getArray<string>('log').push(saved.wires);
  return doc;
}

describe('games saved with the old wire form', () => {
  test('load: every old entry verifies, and the chain and turn are as saved', async () => {
    const t = new Table();
    t.room = saved.room;
    const s = await t.open(await seededIdentity('legacy-wires/key/1'), savedDoc(t));
    await t.settle();
    expect(saved.wires.every((w) => w.startsWith('{"author":'))).toBe(true);
    expect(s.chain.map((e) => e.hash)).toEqual(saved.chain);
    expect(s.game!.turn).toBe(saved.turn);
    expect(s.mySeat).toBe(1);
    await t.close();
  });

  test('play on to the end in the new form, and a late joiner verifies the mixed log', async () => {
    const t = new Table();
    t.room = saved.room;
    const seats = [await t.open(await seededIdentity('legacy-wires/key/0'), savedDoc(t)), await t.open(await seededIdentity('legacy-wires/key/1'), savedDoc(t))];
    await t.settle();
    const rng = Rng.fromSeed('legacy-wires/on');
    while (seats[0].phase === 'playing') {
      const mover = seats[seats[0].game!.current];
      const played = mover.play(randomBaseMove(mover.game!, rng)!);
      await t.settle();
      await played;
    }
    expect(seats[0].phase).toBe('finished');
    const log = seats[0].doc.getArray<string>('log').toArray();
    // the old entries stay as they were (but the host's seating, of no use once the game started); what was written since is arrays
    for (const w of saved.wires.filter((w) => !w.includes('"kind":"seats"'))) expect(log).toContain(w);
    const added = log.filter((w) => !saved.wires.includes(w));
    expect(added.length).toBeGreaterThan(2);
    for (const w of added) expect(w.startsWith('["')).toBe(true);
    const late = await t.open();
    await t.settle();
    expect(late.chain.map((e) => e.hash).slice(0, saved.chain.length)).toEqual(saved.chain);
    expect(late.chain.length).toBe(seats[0].chain.length);
    const [first, ...rest] = views([...seats, late]);
    for (const v of rest) expect(v).toEqual(first);
    await t.close();
  });
});
