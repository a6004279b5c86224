/**
 * The audience relay (issue 25): seats mirror the table to a standard Yjs server, watchers read it
 * there and nowhere else. Every watcher ends with the seats' game, holds no tile before it is
 * drawn, is counted, and writes nothing: not an entry, not a Yjs item, not a presence.
 */
import { describe, expect, test } from 'vitest';
import * as Y from 'yjs';
import { Rng } from '../../../src/engine/index.js';
import type { GameSession } from '../../../src/sync/index.js';
import { audienceDocName } from '../../../src/sync/transport/audience-wire.js';
import { COLORS, randomBaseMove, views } from '../harness.js';
import { closedAfterEach, expectNothingHidden, hocuspocusRelay, mirroredTable, openWatchers, play, recordOf, until } from './relay-helpers.js';

const teardown = closedAfterEach();

const caughtUp = (watchers: GameSession[], seat: GameSession) => () => watchers.every((w) => w.chain.length === seat.chain.length);

describe('audience relay', () => {
  test('50 watchers through a Hocuspocus server follow the game to its end, never a tile ahead of the draw, and are counted', async () => {
    const hp = await hocuspocusRelay();
    const { t, s } = await mirroredTable(hp.relay, 2, 10);
    const watchers = await openWatchers(50, s[0].room, hp.relay);
    teardown(hp, t, watchers);
    const rng = Rng.fromSeed('audience');
    let checked = 0;
    while (s[0].phase === 'playing') {
      // every watcher has what the seats settled on, and of the bag nothing but its canonical order
      await until(caughtUp(watchers, s[0]));
      for (const w of watchers) expectNothingHidden(w, s[0]);
      checked++;
      await play(t, s, rng, 1);
    }
    expect(checked).toBeGreaterThan(5);
    await until(() => watchers.every((w) => recordOf(w) === recordOf(s[0])));
    for (const v of views(watchers)) expect(v).toEqual(views(s)[0]);
    // the count every page reads from the relay's states: 50, estimated (past TARGET_STATES a sample)
    const counts = () => [...s, ...watchers].map((x) => x.status.audience?.watchers ?? 0);
    await until(() => counts().every((n) => n >= 25 && n <= 100));
    expect(new Set(counts()).size).toBe(1);
    for (const x of [...s, ...watchers]) expect(x.status.audience?.relay).toBe('connected');
  });

  test('a watcher writes nothing: its calls are refused, the relay holds no item of its, and the seats never see its presence', async () => {
    const hp = await hocuspocusRelay();
    const { t, s } = await mirroredTable(hp.relay, 2, 4);
    const watchers = await openWatchers(3, s[0].room, hp.relay, 'quiet');
    teardown(hp, t, watchers);
    const seatKeys = new Set(s.map((x) => x.identity));
    const seatsSeeOnlySeats = () => {
      for (const x of s) for (const p of x.peers) expect(seatKeys.has(p.key)).toBe(true);
    };
    await until(caughtUp(watchers, s[0]));
    await until(() => watchers.every((w) => w.status.audience?.watchers === 3));
    const [w] = watchers;
    await expect(w.claimSeat({ name: 'Wat', color: COLORS[3] })).rejects.toMatchObject({ code: 'sync/watching' });
    await expect(w.requests.vote('skip')).rejects.toMatchObject({ code: 'sync/watching' });
    const move = randomBaseMove(w.game!, Rng.fromSeed('watcher-move'))!;
    await expect(w.play(move)).rejects.toMatchObject({ code: 'sync/watching' });
    const rng = Rng.fromSeed('quiet');
    while (s[0].phase === 'playing') {
      seatsSeeOnlySeats();
      await play(t, s, rng, 1);
    }
    await until(() => watchers.every((w) => recordOf(w) === recordOf(s[0])));
    seatsSeeOnlySeats();
    for (const x of s) expect(x.status.audience?.watchers).toBe(3);
    // the server's copy of the table: items from the seats' documents, none from a watcher's
    const kept = hp.server.hocuspocus.documents.get(audienceDocName(s[0].room))!;
    const writers = Y.decodeStateVector(Y.encodeStateVector(kept));
    for (const x of s) expect(writers.has(x.doc.clientID)).toBe(true);
    for (const x of watchers) expect(writers.has(x.doc.clientID)).toBe(false);
    expect(kept.getArray<string>('log').length).toBeGreaterThan(0);
  });
});
