/**
 * An expert bot seat at a two-player table searches online as long as at a hot-seat table
 * (PROVEN_EXPERT_ITERATIONS) and its writer publishes the search's proof with each move; every
 * peer checks the proof (src/bots/expert-proof.ts) instead of searching again. A seat cannot pass
 * off a move the search ranks low, nor drop or bend the proof: such entries are refused, pushed raw
 * into the shared log as an attacker would.
 */
import { describe, expect, test } from 'vitest';
import { Rng, replayRecord } from '../../src/engine/index.js';
import { BASE_KIND } from '../../src/bots/base-kind.js';
import { checkExpertMove, chooseMove, decodeProof, encodeProof } from '../../src/bots/index.js';
import { ONLINE_EXPERT_ITERATIONS, PROVEN_EXPERT_ITERATIONS, type BotThink } from '../../src/sync/bot-seats.js';
import type { GameSession } from '../../src/sync/index.js';
import { solveBotRequest } from '../../src/table/bot-request.js';
import { canonicalJson } from '../../src/sync/bytes.js';
import { buildChain } from '../../src/sync/chain.js';
import { signEntry } from '../../src/sync/entry.js';
import { applyEntry, cloneTable, emptyTable } from '../../src/sync/table.js';
import { COLORS, RawPeer, Table, randomBaseMove, views } from './harness.js';

/** Two players; Bob lets an expert bot play his seat, and Ann's page writes its moves (searched by `thinkBot` when given) to the end. */
async function playTwoWithBot(thinkBot?: BotThink) {
  const t = new Table();
  const ann = await t.open(undefined, undefined, false, thinkBot ? { thinkBot } : {});
  const bob = await t.open();
  await t.sit(ann, { name: 'Ann', color: COLORS[0] });
  await t.sit(bob, { name: 'Bob', color: COLORS[1] });
  const started = ann.start({ tiles: 12 });
  await t.settle();
  await started;
  const letting = bob.requests.letBotPlay('expert');
  await t.settle();
  await letting;
  const rng = Rng.fromSeed('proven');
  for (let guard = 0; ann.phase === 'playing' && guard < 100; guard++) {
    if (ann.game!.current !== ann.mySeat) {
      await t.settle();
      continue;
    }
    const done = ann.play(randomBaseMove(ann.game!, rng)!);
    await t.settle();
    await done;
  }
  return { t, ann, bob };
}

/** The bot's moves, from the verified chain. */
const botMoves = (s: GameSession) => s.chain.filter((e) => e.kind === 'move' && e.body.bot === 1);

/** The game before a move entry of `s`'s chain, replayed from its record. */
function replayedBefore(s: GameSession) {
  const record = s.record()!;
  return (e: { body: Record<string, unknown> }) => {
    const upTo = replayRecord({ ...record, moves: record.moves.slice(0, (e.body.turn as number) - 1) } as never);
    if (!upTo.ok) throw new Error(upTo.error.message);
    return upTo.game;
  };
}

/** Every bot move of `s`'s game is the search's at the hot-seat budget, and carries that search's proof. */
function expectSearched(s: GameSession) {
  const moves = botMoves(s);
  expect(moves.length).toBeGreaterThanOrEqual(5);
  const gameBefore = replayedBefore(s);
  const seed = `${s.chain[0].hash}/bot/1`;
  for (const e of moves) {
    const again = chooseMove(gameBefore(e), { level: 'expert', seed, budget: { iterations: PROVEN_EXPERT_ITERATIONS } });
    expect(again.ok && again.move).toEqual(e.body.move);
    expect(e.body.proof).toBe(again.ok && encodeProof(again.proof ?? []));
  }
  return { moves, gameBefore, seed };
}

describe('an expert bot seat at two players', () => {
  test('plays at its hot-seat budget with a proof that every peer checks, and no seat can slip another move or a bent proof under its name', async () => {
    const { t, ann, bob } = await playTwoWithBot();
    expect(ann.phase).toBe('finished');
    expect(views([bob])[0]).toEqual(views([ann])[0]);

    const { moves, gameBefore, seed } = expectSearched(ann);
    const chain = ann.chain;

    // the first bot move with a searched proof: forge entries on it, signed by the seat that wrote it
    const real = moves.find((e) => (decodeProof(e.body.proof) ?? []).length > 1)!;
    const game = gameBefore(real);
    const proof = decodeProof(real.body.proof)!;
    const low = BASE_KIND.listMoves(game)
      .map((m) => BASE_KIND.toMove(m))
      .find((m) => !checkExpertMove(game, { seed, iterations: PROVEN_EXPERT_ITERATIONS }, (x) => canonicalJson(x) === canonicalJson(m), proof).ok)!;
    const state = buildChain(chain.slice(0, chain.indexOf(real)), emptyTable(t.room, ann.host), { apply: applyEntry, clone: cloneTable }).state;
    const bent = proof.map((row) => row.map((a) => (a > 0 ? a - 1 : a)));
    const { proof: _dropped, ...noProof } = real.body;
    // a move written before proofs (a saved game) is searched again at the budget of that time, and stands if it is that search's
    const unproven = chooseMove(game, { level: 'expert', seed, budget: { iterations: ONLINE_EXPERT_ITERATIONS } });
    const saved = await signEntry(ann.me, { kind: 'move', room: t.room, prev: real.prev, body: { ...noProof, move: unproven.ok && unproven.move } });
    expect(applyEntry(cloneTable(state), saved)).toBeNull();
    const forgeries = await Promise.all(
      [
        { ...real.body, move: low },
        { ...noProof, move: low },
        { ...real.body, proof: encodeProof(bent) },
        { ...real.body, proof: 'x' },
        { ...real.body, proof: '1,'.repeat(3000) },
      ].map((body) => signEntry(ann.me, { kind: 'move', room: t.room, prev: real.prev, body })),
    );
    for (const forged of forgeries) expect(applyEntry(cloneTable(state), { ...forged })).toMatchObject({ code: 'sync/bad-entry' });
    expect(applyEntry(cloneTable(state), real)).toBeNull();
    // pushed raw into the shared log: nothing changes for anyone
    const seen = views([ann])[0].chain;
    const raw = new RawPeer(t, ann.me);
    raw.push(...forgeries.map((f) => f.wire));
    await t.settle();
    for (const s of [ann, bob]) expect(views([s])[0].chain).toEqual(seen);
    raw.destroy();
    await t.close();
  });
  test("searches in the page's worker when it has one; a worker's answer that fails the check is searched again in the page", async () => {
    const asked: number[] = [];
    const worker: BotThink = async (record, level, seed, iterations) => {
      asked.push(iterations);
      const answer = solveBotRequest({ id: asked.length, record, level, seed, iterations, proof: true });
      if (!answer.ok) throw answer;
      return { move: answer.move, proof: answer.proof };
    };
    const honest = await playTwoWithBot(worker);
    expect(honest.ann.phase).toBe('finished');
    expect(asked.length).toBe(botMoves(honest.ann).length);
    expect(new Set(asked)).toEqual(new Set([PROVEN_EXPERT_ITERATIONS]));
    expectSearched(honest.ann);
    await honest.t.close();

    // a worker that answers the first legal move with its proof: refused by the page's own check, searched again
    const liar: BotThink = async (record, level, seed, iterations) => {
      const answer = await worker(record, level, seed, iterations);
      const game = replayRecord(record as never);
      if (!game.ok) throw game.error;
      return { move: BASE_KIND.toMove(BASE_KIND.listMoves(game.game)[0]), proof: answer.proof };
    };
    asked.length = 0;
    const lied = await playTwoWithBot(liar);
    expect(lied.ann.phase).toBe('finished');
    expect(views([lied.bob])[0]).toEqual(views([lied.ann])[0]);
    expect(asked.length).toBe(botMoves(lied.ann).length);
    expectSearched(lied.ann);
    await lied.t.close();
  });
});
