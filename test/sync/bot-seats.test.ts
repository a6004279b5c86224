/**
 * Bot seats the host adds in the lobby (issue 12): every peer sees them before the start, the
 * start freezes them after the players, and any seat still at the table writes their moves, which
 * every peer checks by running the same bot. So a bot keeps playing after the peer that added it
 * has gone, as long as one seated person is here; and nobody can slip a move of their choosing in
 * under a bot's name. Also the host's hints switch, frozen by the start.
 */
import { describe, expect, test, vi } from 'vitest';
import { NewWorldGame, Rng, randomNewWorldMove, replayRecord } from '../../src/engine/index.js';
import { chooseMove } from '../../src/bots/index.js';
import type { GameSession } from '../../src/sync/index.js';
import { checkSeatingBody } from '../../src/sync/lobby.js';
import { ONLINE_EXPERT_ITERATIONS, ONLINE_HARD_ITERATIONS } from '../../src/sync/bot-seats.js';
import { RENEW_MS } from '../../src/sync/presence.js';
import { STALE_MS } from '../../src/sync/presence-verifier.js';
import { COLORS, RawPeer, Table, randomBaseMove, seatedTable, views } from './harness.js';
import { buildChain } from '../../src/sync/chain.js';
import { signEntry } from '../../src/sync/entry.js';
import { canonicalJson } from '../../src/sync/bytes.js';
import { applyEntry, cloneTable, emptyTable } from '../../src/sync/table.js';

/** Ann hosts, Bob sits, Ann adds a bot of `level`; `start` starts a quick game of `tiles`. */
async function tableWithBot(level: 'greedy' | 'medium' | 'expert' = 'greedy') {
  const t = new Table();
  const ann = await t.open();
  const bob = await t.open();
  await t.sit(ann, { name: 'Ann', color: COLORS[0] });
  await t.sit(bob, { name: 'Bob', color: COLORS[1] });
  await ann.seating.addBot({ name: 'Robo', color: COLORS[2], level });
  await t.settle();
  return { t, ann, bob };
}

async function start(t: Table, host: GameSession, tiles: number, options = {}) {
  const started = host.start({ tiles, ...options });
  await t.settle();
  await started;
}

/** The people still here play their own turns (random legal moves) until the game ends; bot turns play themselves. */
async function playOut(t: Table, people: GameSession[], seed: string) {
  const rng = Rng.fromSeed(seed);
  for (let guard = 0; people[0].phase === 'playing' && guard < 400; guard++) {
    const g = people[0].game!;
    const p = people.find((x) => x.mySeat === g.current);
    if (!p) {
      await t.settle();
      if (people[0].game!.turn === g.turn && !people[0].game!.finished) throw new Error(`seat ${g.current} is due but nobody plays it`);
      continue;
    }
    const done = p.play(randomBaseMove(p.game!, rng)!);
    await t.settle();
    await done;
  }
}

/** Turns the bot seat played, from the verified chain. */
const botTurns = (s: GameSession, seat: number) => s.chain.filter((e) => e.kind === 'move' && e.body.bot === seat).length;

describe('bot seats the host adds', () => {
  test('everyone sees the bot in the lobby; after the start it plays its own turns, the same moves on every peer, and the game finishes and replays', async () => {
    const { t, ann, bob } = await tableWithBot();
    for (const s of [ann, bob])
      expect(s.seats.map((x) => [x.name, x.bot ?? null])).toEqual([
        ['Ann', null],
        ['Bob', null],
        ['Robo', 'greedy'],
      ]);
    await start(t, ann, 9);
    expect(ann.seats[2]).toMatchObject({ name: 'Robo', bot: 'greedy', away: false, committed: true });
    await playOut(t, [ann, bob], 'people');
    expect(ann.phase).toBe('finished');
    expect(botTurns(ann, 2)).toBeGreaterThanOrEqual(2);
    expect(views([bob])[0]).toEqual(views([ann])[0]);
    // nobody passed for the bot: it played each of its turns, and the record replays to the same scores
    const record = ann.record()!;
    expect(record.moves.filter((m) => 'pass' in m)).toEqual([]);
    const replay = replayRecord(JSON.parse(JSON.stringify(record)));
    expect(replay.ok && replay.game.scores).toEqual(ann.game!.scores);
    await t.close();
  });

  test('the bot keeps playing after the host who added it closes the tab, while the guest stays', async () => {
    const { t, ann, bob } = await tableWithBot('medium');
    await start(t, ann, 12, { patience: 15 });
    const rng = Rng.fromSeed('before');
    while (ann.game!.turn < 3) {
      const g = ann.game!;
      const p = [ann, bob].find((x) => x.mySeat === g.current);
      if (p) {
        const done = p.play(randomBaseMove(p.game!, rng)!);
        await t.settle();
        await done;
      } else await t.settle();
    }
    const before = botTurns(bob, 2);
    await ann.close();
    t.sessions.splice(t.sessions.indexOf(ann), 1);
    // Bob plays on: Ann's turns stall until he votes her away, the bot's turns he writes himself
    for (let guard = 0; bob.phase === 'playing' && guard < 400; guard++) {
      const g = bob.game!;
      if (g.current === bob.mySeat) {
        const done = bob.play(randomBaseMove(g, rng)!);
        await t.settle();
        await done;
      } else if (g.current === 0 && !bob.seats[0].away) {
        await t.settle(); // the patience runs out
        if (bob.stall?.overdue) await bob.requests.vote('skip');
        await t.settle();
      } else await t.settle();
    }
    expect(bob.phase).toBe('finished');
    expect(botTurns(bob, 2)).toBeGreaterThan(before);
    expect(bob.seats[0].away).toBe(true);
    await t.close();
  });

  test("the bot's writer vanishes without a goodbye between her link and the bot's turn: once her presence goes stale, the next seat online writes the bot's move", async () => {
    // Date and the presence's renewal timer are the test's: a state ages only when told to
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      const { t, ann, bob } = await tableWithBot();
      await start(t, ann, 12, { patience: 15 });
      const rng = Rng.fromSeed('vanish');
      // up to Bob's turn, the one before the bot's
      while (bob.game!.current !== 1) {
        const p = [ann, bob].find((x) => x.mySeat === bob.game!.current)!;
        const done = p.play(randomBaseMove(p.game!, rng)!);
        await t.settle();
        await done;
      }
      const before = botTurns(bob, 2);
      const annLinks = () => bob.chain.filter((e) => e.kind === 'link' && e.author === ann.identity).length;
      const links = annLinks();
      const played = bob.play(randomBaseMove(bob.game!, rng)!);
      // one message at a time, until Ann's link for the bot's draw reaches Bob: then her tab is
      // cut off and closes, with no goodbye reaching him, before she writes the bot's move
      while (annLinks() === links) {
        await t.idle();
        expect(t.net.deliverNext()).toBe(true);
        await t.idle();
      }
      t.net.partition([[ann.doc]]);
      await ann.close();
      t.sessions.splice(t.sessions.indexOf(ann), 1);
      await t.settle();
      await played;
      // the bot's turn: Ann comes first after the bot and still looks online, so Bob leaves its move to her
      expect(bob.game!.current).toBe(2);
      expect(bob.peers.map((p) => p.key)).toContain(ann.identity);
      expect(botTurns(bob, 2)).toBe(before);
      // her presence ages past fresh: Bob writes the bot's move, with nothing else arriving
      await vi.advanceTimersByTimeAsync(STALE_MS + RENEW_MS);
      await t.settle();
      expect(bob.peers.map((p) => p.key)).not.toContain(ann.identity);
      expect(botTurns(bob, 2)).toBe(before + 1);
      // and the table goes on to wait for Ann's link for the next draw (her countdown, then a vote)
      expect(bob.waitingFor).toMatchObject({ seat: 0, what: 'link' });
      await t.close();
    } finally {
      vi.useRealTimers();
    }
  });

  test("a seat that writes a move of its own choosing for the bot is refused, and the bot's real move stands", async () => {
    const { t, ann, bob } = await tableWithBot();
    await start(t, ann, 10);
    await playOut(t, [ann, bob], 'to-bot');
    const real = ann.chain.find((e) => e.kind === 'move' && e.body.bot === 2)!;
    const upTo = ann.chain.slice(
      0,
      ann.chain.findIndex((e) => e.hash === real.hash),
    );
    const before = buildChain(upTo, emptyTable(t.room, ann.host), { apply: applyEntry, clone: cloneTable }).state;
    // a legal move that is not the bot's, signed by the seat that wrote the bot's real one
    let other = randomBaseMove(before.game!.clone(), Rng.fromSeed('forge'))!;
    for (let i = 0; canonicalJson(other) === canonicalJson(real.body.move); i++) other = randomBaseMove(before.game!.clone(), Rng.fromSeed(`forge${i}`))!;
    const writer = real.author === ann.identity ? ann.me : bob.me;
    const forged = await signEntry(writer, { kind: 'move', room: t.room, prev: real.prev, body: { ...real.body, move: other } });
    expect(applyEntry(cloneTable(before), { ...forged })).toMatchObject({
      code: 'sync/bad-entry',
      message: "That is not the move Robo's bot makes: the browser that wrote it has another version of the game, or made the move up (if the game was updated, reload this page).",
    });
    expect(applyEntry(cloneTable(before), real)).toBeNull();
    // pushed raw into the shared log, as an attacker would: nothing changes for anyone
    const chain = views([ann])[0].chain;
    const raw = new RawPeer(t, writer);
    raw.push(forged.wire);
    await t.settle();
    for (const s of [ann, bob]) expect(views([s])[0].chain).toEqual(chain);
    raw.destroy();
    await t.close();
  });

  test('bot seats are bounded and checked: malformed ones are refused, so is a name or colour already at the table; only the host adds them, and removes them like any seat', async () => {
    const base = { n: 1, seats: [], removed: [], locked: false, admitAll: true };
    expect(checkSeatingBody({ ...base, bots: [{ name: 'Robo', color: '#112233', level: 'hard' }] })).toBeNull();
    for (const bots of [
      [{ name: 'Robo', color: '#112233', level: 'godlike' }],
      [{ name: 'Robo', color: 'red', level: 'hard' }],
      [{ name: 'Robo', color: '#112233', level: 'hard', key: 'x' }],
      Array(6).fill({ name: 'R', color: '#112233', level: 'easy' }),
      'bots',
    ]) {
      expect(checkSeatingBody({ ...base, bots })?.code).toBe('sync/bad-entry');
    }
    const { t, ann, bob } = await tableWithBot();
    await expect(bob.seating.addBot({ name: 'Mine', color: COLORS[3], level: 'easy' })).rejects.toMatchObject({ code: 'sync/not-host' });
    await expect(ann.seating.addBot({ name: 'Robo', color: COLORS[3], level: 'easy' })).rejects.toMatchObject({ code: 'sync/seat-taken' });
    await expect(ann.seating.addBot({ name: 'Other', color: COLORS[1], level: 'easy' })).rejects.toMatchObject({ code: 'sync/seat-taken' });
    // the host removes the bot like any seat
    await ann.seating.remove('bot-0');
    await t.settle();
    expect(bob.seats.map((x) => x.name)).toEqual(['Ann', 'Bob']);
    await t.close();
  });

  test.each([
    ['greedy', ONLINE_HARD_ITERATIONS],
    ['expert', ONLINE_EXPERT_ITERATIONS],
  ] as const)("the bot's moves are the bot's own (%s): the same as chooseMove on the verified game, seeded by the start, at the online budget", async (level, iterations) => {
    const { t, ann, bob } = await tableWithBot(level);
    await start(t, ann, 8);
    await playOut(t, [ann, bob], 'check');
    const chain = ann.chain;
    const moves = chain.filter((e) => e.kind === 'move' && e.body.bot === 2);
    expect(moves.length).toBeGreaterThan(0);
    // replay the record to each bot turn and ask the bot again
    const record = ann.record()!;
    for (const e of moves) {
      const turn = (e.body.turn as number) - 1;
      const upTo = replayRecord({ ...record, moves: record.moves.slice(0, turn) } as never);
      if (!upTo.ok) throw new Error(upTo.error.message);
      const again = chooseMove(upTo.game, { level, seed: `${chain[0].hash}/bot/2`, budget: { iterations } });
      expect(again.ok && again.move).toEqual(e.body.move);
    }
    await t.close();
  });
});

describe('bot seats at a New World table', () => {
  test('a host-added bot plays its New World turns, checked by every peer, to the end', async () => {
    const { t, ann, bob } = await tableWithBot('medium');
    await start(t, ann, 10, { game: 'new-world' });
    expect(ann.game).toBeInstanceOf(NewWorldGame);
    const rng = Rng.fromSeed('nw-bot');
    for (let guard = 0; ann.phase === 'playing' && guard < 200; guard++) {
      const p = [ann, bob].find((x) => x.mySeat === ann.game!.current);
      if (!p) {
        await t.settle();
        continue;
      }
      const done = p.play(randomNewWorldMove(p.game as NewWorldGame, rng)!);
      await t.settle();
      await done;
    }
    expect(ann.phase).toBe('finished');
    expect(botTurns(ann, 2)).toBeGreaterThanOrEqual(2);
    expect(views([bob])[0]).toEqual(views([ann])[0]);
    await t.close();
  });

  test('the table votes an absent New World seat to a bot: it plays that seat’s turns, checked by every peer, to the end', async () => {
    const { t, s } = await seatedTable(3, 12, { game: 'new-world' });
    const [ann, bob, cleo] = s;
    const rng = Rng.fromSeed('nw-vote');
    const playNewWorld = async (people: GameSession[]) => {
      const p = people.find((x) => x.mySeat === people[0].game!.current)!;
      const done = p.play(randomNewWorldMove(p.game as NewWorldGame, rng)!);
      await t.settle();
      await done;
    };
    while (ann.game!.current !== 2) await playNewWorld(s);
    // Cleo closes her tab on her turn; once overdue, the others hand her seat to the medium bot
    await cleo.close();
    t.sessions.splice(t.sessions.indexOf(cleo), 1);
    await t.settle();
    expect(ann.stall).toMatchObject({ seat: 2, what: 'move', overdue: true });
    await ann.requests.vote('bot', 'medium');
    await bob.requests.vote('bot', 'medium');
    await t.settle();
    expect(bob.seats[2]).toMatchObject({ away: true, bot: 'medium' });
    while (ann.phase === 'playing') await playNewWorld([ann, bob]);
    expect(ann.phase).toBe('finished');
    expect(botTurns(ann, 2)).toBeGreaterThanOrEqual(2);
    expect(views([bob])[0]).toEqual(views([ann])[0]);
    await t.close();
  });
});

describe('hints', () => {
  test("the host's start says whether seats may ask for a hint; off unless chosen", async () => {
    for (const hints of [undefined, true]) {
      const { t, ann, bob } = await tableWithBot();
      expect(ann.hints).toBeNull();
      await start(t, ann, 6, hints === undefined ? {} : { hints });
      for (const s of [ann, bob]) expect(s.hints).toBe(hints === true);
      await t.close();
    }
  });
});
