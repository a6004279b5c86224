/** One engine, two games: createGame, exportRecord and replayAnyRecord tell them apart; base records keep their meaning. */
import { describe, expect, it } from 'vitest';
import { NewWorldGame, createGame, exportRecord, parseRecord, replayAnyRecord, replayRecord } from '../../../src/engine/index.js';

describe('the two games behind one API', () => {
  it('creates a New World game with game: "new-world", the base game otherwise', () => {
    const nw = createGame({ game: 'new-world', players: ['A', 'B'], seed: 's' });
    expect(nw.ok && nw.game instanceof NewWorldGame).toBe(true);
    const base = createGame({ players: ['A', 'B'], seed: 's' });
    expect(base.ok && base.game.snapshot().tiles).toEqual([{ id: 'D', at: [0, 0], rot: 0 }]);
    expect(createGame({ game: 'chess' as 'carcassonne', players: ['A', 'B'], seed: 's' })).toMatchObject({ ok: false, error: { code: 'record/game' } });
    expect(createGame({ game: 'new-world', players: ['A', 'B', 'C', 'D', 'E', 'F'], seed: 's' })).toMatchObject({ ok: false, error: { code: 'record/invalid' } });
  });

  it('exports a record that says which game it is and replays through replayAnyRecord', () => {
    const c = createGame({ game: 'new-world', players: ['A', 'B'], seed: 'api', rules: { incompleteTrails: 'segments' } });
    if (!c.ok) throw new Error(c.error.message);
    const g = c.game;
    const move = { tile: g.currentTile!.id, ...g.legalPlacements()[0] };
    expect(g.play(move).ok).toBe(true);
    const rec = exportRecord(g, { event: 'test' });
    expect(rec).toMatchObject({ format: 'carcassonne-record/1', game: 'new-world', rules: { incompleteTrails: 'segments' }, meta: { event: 'test' } });
    expect(rec.deck).toHaveLength(95);
    const replay = replayAnyRecord(JSON.stringify(rec));
    expect(replay.kind).toBe('new-world');
    expect(replay.ok && JSON.stringify(replay.game.snapshot())).toBe(JSON.stringify(g.snapshot()));
    // the base game's own functions refuse it with a sentence that says where to go
    expect(parseRecord(rec)).toMatchObject({ ok: false, error: { code: 'record/game' } });
    expect(replayRecord(rec)).toMatchObject({ ok: false, error: { code: 'record/game' } });
  });

  it('reads a record without "game" (or with "carcassonne") as the base game', () => {
    const base = { format: 'carcassonne-record/1', players: ['A', 'B'], deck: ['E'], moves: [{ tile: 'E', at: [0, -1], rot: 180 }] };
    const a = replayAnyRecord(base);
    expect(a.kind === 'carcassonne' && a.ok && a.game.finished).toBe(true);
    expect(replayAnyRecord({ ...base, game: 'carcassonne' }).ok).toBe(true);
    expect(replayAnyRecord('{not json')).toMatchObject({ ok: false, error: { code: 'record/not-json' } });
    expect(replayAnyRecord({ ...base, game: 'new-world', deck: ['EG'] })).toMatchObject({ ok: false, error: { code: 'record/unknown-tile' } });
  });
});
