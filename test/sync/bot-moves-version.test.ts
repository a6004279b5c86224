/**
 * The version of the bots' moves a table begins with (src/sync/bot-moves-version.ts). A game played
 * over days must not lose its played turns when a new version of the game changes what a bot plays:
 * a peer whose bots play another version than the table's takes that table's bot moves as legal
 * moves only, and says so. At a table of its own version it checks them as before. And the version
 * number itself is kept honest by a fingerprint of the moves every level makes online.
 */
import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { chooseMove, DEFAULT_EXPERT_ITERATIONS, type AnyGame, type BotLevel } from '../../src/bots/index.js';
import { createGame, Rng } from '../../src/engine/index.js';
import { BOT_MOVES_VERSION } from '../../src/sync/bot-moves-version.js';
import { ONLINE_EXPERT_ITERATIONS, ONLINE_HARD_ITERATIONS } from '../../src/sync/bot-seats.js';
import { canonicalJson } from '../../src/sync/bytes.js';
import type { GameSession } from '../../src/sync/index.js';
import { startBody } from '../../src/sync/table-view.js';
import { COLORS, RawPeer, Table, forgeBotMove, randomBaseMove } from './harness.js';
import { applyEntry, cloneTable } from '../../src/sync/table.js';

/**
 * The fingerprint of every version's moves. When a change to the engine or the bots changes a
 * move below, this test fails: raise BOT_MOVES_VERSION and add the new fingerprint, so that games
 * begun with the old bots are not refused by pages with the new ones.
 */
const FINGERPRINTS: Record<number, string> = {
  1: '02fb715c90c3045d',
};

/** Positions along games played by greedy: two and four players, the base game and New World. */
function positions(): AnyGame[] {
  const out: AnyGame[] = [];
  for (const game of ['carcassonne', 'new-world'] as const) {
    for (const players of [2, 4]) {
      const names = ['A', 'B', 'C', 'D'].slice(0, players);
      const made = game === 'new-world' ? createGame({ game, players: names, seed: `bot-moves/${players}` }) : createGame({ players: names, seed: `bot-moves/${players}`, rules: { farmers: 'c3' } });
      if (!made.ok) throw new Error(made.error.message);
      const g: AnyGame = made.game;
      for (let turn = 0; turn < 40 && !g.finished; turn++) {
        if (turn % 6 === 4) out.push(g.clone() as AnyGame);
        const res = chooseMove(g, { level: 'greedy', seed: 'bot-moves' });
        if (!res.ok || !g.play(res.move as never).ok) break;
      }
    }
  }
  return out;
}

/** The budgets bot seats play with online (src/sync/bot-seats.ts): what peers must be able to make again. */
const ONLINE: { level: BotLevel; iterations?: number; twoPlayersOnly?: true }[] = [
  { level: 'random' },
  { level: 'greedy' },
  { level: 'easy' },
  { level: 'medium' },
  { level: 'expert-1ply' },
  { level: 'hard', iterations: ONLINE_HARD_ITERATIONS },
  { level: 'expert', iterations: ONLINE_EXPERT_ITERATIONS },
  { level: 'expert', iterations: DEFAULT_EXPERT_ITERATIONS, twoPlayersOnly: true },
];

describe('the version of the bots’ moves', () => {
  test('names the moves every level makes online: a change to them needs a new version', () => {
    const lines: string[] = [];
    for (const [i, g] of positions().entries()) {
      for (const { level, iterations, twoPlayersOnly } of ONLINE) {
        if (twoPlayersOnly && g.players.length !== 2) continue;
        const res = chooseMove(g, { level, seed: `bot-moves/${i}`, ...(iterations ? { budget: { iterations } } : {}) });
        if (!res.ok) throw new Error(res.error.message);
        lines.push(`${i} ${level} ${iterations ?? ''} ${canonicalJson(res.move)} ${JSON.stringify(res.proof ?? null)}`);
      }
    }
    expect(lines.length).toBe(180);
    const fingerprint = createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16);
    expect(fingerprint, `the bots' moves changed: raise BOT_MOVES_VERSION (src/sync/bot-moves-version.ts) and record ${fingerprint} for it here`).toBe(FINGERPRINTS[BOT_MOVES_VERSION]);
  });
});

/** Ann hosts, Bob sits, Ann adds a medium bot; Ann's browser then writes a start naming `botMoves`, as a page of that version would. */
async function tableBegunBy(botMoves: number) {
  const t = new Table();
  const ann = await t.open();
  const bob = await t.open();
  await t.sit(ann, { name: 'Ann', color: COLORS[0] });
  await t.sit(bob, { name: 'Bob', color: COLORS[1] });
  await ann.seating.addBot({ name: 'Robo', color: COLORS[2], level: 'medium' });
  await t.settle();
  const host = new RawPeer(t, ann.me);
  await t.settle();
  await host.look();
  const body = { ...startBody(ann.book.lobby().seats, (c) => host.book.claims.get(c)!.wire, { tiles: 10 }), botMoves };
  host.push((await host.sign('start', body, null)).wire);
  await t.settle();
  return { t, ann, bob, host };
}

/** The people play their turns (random legal moves) until the bot has played once; returns the bot's move entry. */
async function untilTheBotMoved(t: Table, people: GameSession[]) {
  const rng = Rng.fromSeed('to-bot');
  const botMove = () => people[0].chain.find((e) => e.kind === 'move' && e.body.bot === 2);
  while (!botMove()) {
    const p = people.find((x) => x.mySeat === people[0].game!.current)!;
    const done = p.play(randomBaseMove(p.game!, rng)!);
    await t.settle();
    await done;
  }
  return botMove()!;
}

describe('a table begun by bots of another version', () => {
  test('a start names its version of the bots’ moves, 1 when it names none; a malformed one is refused', async () => {
    const { t, ann, bob } = await tableBegunBy(BOT_MOVES_VERSION + 1);
    for (const s of [ann, bob]) {
      expect(s.phase).toBe('playing');
      expect(s.checksBots).toBe(false);
    }
    await t.close();
    const same = await tableBegunBy(BOT_MOVES_VERSION);
    expect(same.ann.checksBots).toBe(true);
    await same.t.close();
    for (const bad of [0, 1.5, -3, '2', 2_000_000]) {
      const { t: t2, ann: a2 } = await tableBegunBy(bad as number);
      expect(a2.phase, `botMoves ${JSON.stringify(bad)}`).toBe('lobby');
      await t2.close();
    }
  });

  test('its bot moves stand as legal moves, where this version’s own table refuses the same forgery', async () => {
    for (const version of [BOT_MOVES_VERSION + 1, BOT_MOVES_VERSION]) {
      const { t, ann, bob } = await tableBegunBy(version);
      const real = await untilTheBotMoved(t, [ann, bob]);
      // the seat that wrote the bot's move signs another legal move in its place, on the same position
      const reader = new RawPeer(t, ann.me);
      const { before, other, forged, sign } = await forgeBotMove(t, reader, real, [ann, bob]);
      const verdict = applyEntry(cloneTable(before), { ...forged });
      if (version === BOT_MOVES_VERSION)
        expect(verdict, 'this version makes its bots’ moves again').toMatchObject({
          code: 'sync/bad-entry',
          message: "That is not the move Robo's bot makes: the browser that wrote it has another version of the game, or made the move up (if the game was updated, reload this page).",
        });
      else expect(verdict, 'another version’s bot moves are taken as legal moves').toBeNull();
      // an illegal move is refused whatever the version
      const illegal = await sign({ ...other, x: 40, y: 40 });
      expect(applyEntry(cloneTable(before), { ...illegal })).not.toBeNull();
      expect(applyEntry(cloneTable(before), real)).toBeNull();
      reader.destroy();
      await t.close();
    }
  });
});
