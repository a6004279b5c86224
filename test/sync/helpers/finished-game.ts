/**
 * A whole game played to its end on the in-memory network (fast and deterministic): its room, its
 * document as one update, and its record, for tests that hand a finished game to a late joiner.
 */
import * as Y from 'yjs';
import { type Game, NewWorldGame, Rng, randomMove, randomNewWorldMove } from '../../../src/engine/index.js';
import type { GameSession } from '../../../src/sync/index.js';
import type { StartOptions } from '../../../src/sync/types.js';
import { COLORS, Table } from '../harness.js';

export interface FinishedGame {
  room: string;
  update: Uint8Array;
  record: string;
  moves: number;
}

export async function finishedGame(seats: number, start: StartOptions, seed = 'finished'): Promise<FinishedGame> {
  const t = new Table();
  const s: GameSession[] = [];
  for (let i = 0; i < seats; i++) s.push(await t.open());
  for (let i = 0; i < seats; i++) await t.sit(s[i], { name: `P${i}`, color: COLORS[i] });
  const started = s[0].start(start);
  await t.settle();
  await started;
  const rng = Rng.fromSeed(seed);
  while (s[0].phase === 'playing') {
    const g = s[0].game!;
    const p = s.find((x) => x.mySeat === g.current)!;
    const pg = p.game!;
    const move = pg instanceof NewWorldGame ? randomNewWorldMove(pg, rng) : randomMove(pg as Game, rng);
    const done = p.play(move!);
    await t.settle();
    await done;
  }
  const record = JSON.stringify(s[0].record());
  const out = { room: t.room, update: Y.encodeStateAsUpdate(s[0].doc), record, moves: s[0].record()!.moves.length };
  await t.close();
  return out;
}
