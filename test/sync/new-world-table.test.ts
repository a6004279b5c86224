/**
 * A New World table online: the start names the game, every peer deals it from the same draw
 * rounds, and the record it exports replays as a New World record.
 */
import { describe, expect, test } from 'vitest';
import { NewWorldGame, Rng, randomNewWorldMove, replayAnyRecord } from '../../src/engine/index.js';
import type { GameSession } from '../../src/sync/index.js';
import { COLORS, Table, views } from './harness.js';

describe('New World online', () => {
  test('three seats play a whole quick New World game: the same state everywhere, and a record that replays', async () => {
    const t = new Table();
    const s: GameSession[] = [];
    for (let i = 0; i < 3; i++) {
      s.push(await t.open());
      await t.sit(s[i], { name: `P${i}`, color: COLORS[i] });
    }
    const spectator = await t.open();
    const started = s[0].start({ game: 'new-world', tiles: 12 });
    await t.settle();
    await started;
    expect(spectator.game).toBeInstanceOf(NewWorldGame);
    const rng = Rng.fromSeed('nw');
    while (s[0].phase === 'playing') {
      const p = s.find((x) => x.mySeat === s[0].game!.current)!;
      const done = p.play(randomNewWorldMove(p.game as NewWorldGame, rng)!);
      await t.settle();
      await done;
    }
    const v = views([...s, spectator]);
    for (const x of v) expect(x).toEqual(v[0]);
    const rec = spectator.record()!;
    expect(rec).toMatchObject({ game: 'new-world' });
    const replayed = replayAnyRecord(rec);
    expect(replayed.kind).toBe('new-world');
    expect(replayed.ok && JSON.stringify(replayed.game.snapshot())).toBe(JSON.stringify(spectator.game!.snapshot()));
    await t.close();
  });

  test('a New World start the engine refuses is refused at the start (six seats; the game takes 2 to 5)', async () => {
    const t = new Table();
    const s: GameSession[] = [];
    for (let i = 0; i < 6; i++) {
      s.push(await t.open());
      await t.sit(s[i], { name: `P${i}`, color: COLORS[i] });
    }
    // the refusal is awaited from the start: it may come while the table settles
    const refused = expect(s[0].start({ game: 'new-world' })).rejects.toMatchObject({ code: 'sync/bad-start' });
    await t.settle();
    await refused;
    expect(s[5].phase).toBe('lobby');
    await t.close();
  });
});
