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
import { PROVEN_EXPERT_ITERATIONS } from '../../src/sync/bot-seats.js';
import { canonicalJson } from '../../src/sync/bytes.js';
import { buildChain } from '../../src/sync/chain.js';
import { signEntry } from '../../src/sync/entry.js';
import { applyEntry, cloneTable, emptyTable } from '../../src/sync/table.js';
import { COLORS, RawPeer, Table, randomBaseMove, views } from './harness.js';

describe('an expert bot seat at two players', () => {
  test('plays at its hot-seat budget with a proof that every peer checks, and no seat can slip another move or a bent proof under its name', async () => {
    // two players; Bob lets an expert bot play his seat, and Ann's page writes its moves
    const t = new Table();
    const ann = await t.open();
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
    expect(ann.phase).toBe('finished');
    expect(views([bob])[0]).toEqual(views([ann])[0]);

    // every bot move is the search's at the hot-seat budget, and carries that search's proof
    const chain = ann.chain;
    const moves = chain.filter((e) => e.kind === 'move' && e.body.bot === 1);
    expect(moves.length).toBeGreaterThanOrEqual(5);
    const record = ann.record()!;
    const gameBefore = (e: (typeof chain)[number]) => {
      const turn = (e.body.turn as number) - 1;
      const upTo = replayRecord({ ...record, moves: record.moves.slice(0, turn) } as never);
      if (!upTo.ok) throw new Error(upTo.error.message);
      return upTo.game;
    };
    const seed = `${chain[0].hash}/bot/1`;
    for (const e of moves) {
      const again = chooseMove(gameBefore(e), { level: 'expert', seed, budget: { iterations: PROVEN_EXPERT_ITERATIONS } });
      expect(again.ok && again.move).toEqual(e.body.move);
      expect(e.body.proof).toBe(again.ok && encodeProof(again.proof ?? []));
    }

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
    const forgeries = await Promise.all(
      [{ ...real.body, move: low }, noProof, { ...real.body, proof: encodeProof(bent) }, { ...real.body, proof: 'x' }, { ...real.body, proof: '1,'.repeat(3000) }].map((body) =>
        signEntry(ann.me, { kind: 'move', room: t.room, prev: real.prev, body }),
      ),
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
});
