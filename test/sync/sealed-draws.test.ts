/**
 * Drawing without everyone online (issue 24): at a table played over days each seat seals its
 * coming links to the rounds' openers, so the seat to move opens the table alone, draws and plays.
 * Here no two browsers are ever open at once (helpers/over-days-visits.ts), and what one wrote
 * reaches the next through a mailbox standing for the relays (test/sync/archive/ has real ones).
 */
import { describe, expect, test } from 'vitest';
import type { GameSession } from '../../src/sync/index.js';
import { readEntry } from '../../src/sync/entry.js';
import { openLink, deriveSealKey, sealLink, type SealedBox } from '../../src/sync/sealed-links.js';
import type { Autopilot } from '../../src/sync/autopilot.js';
import { Rng } from '../../src/engine/index.js';
import { deriveLinks } from '../../src/sync/draw-links.js';
import { owed, sealedTo } from '../../src/sync/table.js';
import { RawPeer, Table, playWhile, randomBaseMove, seatedTable, views } from './harness.js';
import { mailbox, playOverDays, type Browser } from './helpers/over-days-visits.js';

describe('a table played over days draws with links sealed ahead', () => {
  test('three players who are never online together play a whole game to the same record', async () => {
    const post = mailbox();
    const { od, browsers, ends, moves } = await playOverDays(post, ['Ann', 'Bob', 'Cat']);
    expect(new Set(ends.map((s) => JSON.stringify(s.record()))).size).toBe(1);
    expect(new Set(ends.map((s) => s.book.head)).size).toBe(1);
    expect(ends[0].phase).toBe('finished');
    expect(moves).toBe(ends[0].record()!.moves.length);
    // every wire in every browser's log reads as an entry signed by a seat of this room
    const keys = new Set(ends[0].seats.map((x) => x.key));
    for (const w of post.wires) {
      const r = readEntry(w, od.t.room);
      expect(r.ok && keys.has(r.entry.author)).toBe(true);
    }
    // the links were opened by the seats that drew, not revealed by their owners, each beside the
    // drawer's own: after the deal, two entries a move, one visit a move
    const chain = ends[0].chain;
    const openers = chain.filter((e) => e.kind === 'link' && Array.isArray(e.body.opened));
    expect(openers.length).toBeGreaterThanOrEqual(moves - 2);
    expect(openers.every((e) => (e.body.opened as unknown[]).length === 1)).toBe(true);
    expect(chain.filter((e) => e.kind === 'link').length).toBeLessThanOrEqual(moves + 3 + 3);
    const visits = browsers.reduce((n, b) => n + b.visits, 0);
    // besides one a move: 6 to seat and start, 2 to commit, 2 to reveal the deal, 3 for the first
    // round (nobody could seal before the deal named the first player), 3 last looks
    expect(visits).toBeLessThanOrEqual(moves + 16);
  });

  test('a bot seat plays on whoever comes after it, and a box that does not open only makes the table wait for its sealer', async () => {
    // Bob's browser seals boxes that do not open (a flipped bit): its openers say so, and Bob reveals live
    const spoil = (s: GameSession, b: Browser) => {
      if (b.name !== 'Bob') return;
      const desk = (s as unknown as { pilot: Autopilot }).pilot.seals;
      const honest = desk.sealsFor.bind(desk);
      desk.sealsFor = async (t, me) => {
        const { seal } = await honest(t, me);
        return seal ? { seal: seal.map(([r, to, box]) => [r, to, (box[5] === 'A' ? 'B' : 'A') + box.slice(1)] as SealedBox) } : {};
      };
    };
    const { ends, moves } = await playOverDays(mailbox(), ['Ann', 'Bob', 'Cat'], { bots: ['easy'], patch: spoil });
    expect(new Set(ends.map((s) => JSON.stringify(s.record()))).size).toBe(1);
    expect(ends[0].phase).toBe('finished');
    const chain = ends[0].chain;
    const bob = ends[0].seats[1].key;
    const broken = chain.filter((e) => e.kind === 'link' && e.body.broken === true);
    expect(broken.length).toBeGreaterThan(0);
    expect(broken.every((e) => e.body.seat === 1)).toBe(true);
    // Bob revealed his own links instead, and the bot moved as often as its turn came
    expect(chain.filter((e) => e.kind === 'link' && e.author === bob && !('seat' in e.body)).length).toBeGreaterThan(broken.length / 2);
    expect(chain.filter((e) => e.kind === 'move' && e.body.bot === 3).length).toBeGreaterThan(0);
    expect(ends[0].record()!.moves.length).toBeGreaterThan(moves);
  });

  test("forged link entries pushed raw change nothing: a wrong opened link, one's own link as opened, a broken seal said by another seat, malformed boxes", async () => {
    const { t, s } = await seatedTable(3, 8, { days: 3 }, ['Ann', 'Bob', 'Cat']);
    await playWhile(t, s, () => s[0].game!.turn >= 2 && s[0].game!.current === 0);
    // Bob and Cat close their tabs; Ann moves: the round waits for Bob, its opener (Cat's link is sealed to him)
    for (const x of [s[1], s[2]]) {
      await x.close();
      t.sessions.splice(t.sessions.indexOf(x), 1);
    }
    void s[0].play(randomBaseMove(s[0].game!, Rng.fromSeed('raw'))!).catch(() => {});
    await t.settle();
    const st = s[0].book.state;
    expect(owed(st)).toEqual([{ seat: 1, what: 'link' }]);
    expect(sealedTo(st, 2)).toBe(1);
    const before = views([s[0]]);
    const [ann, cat] = [new RawPeer(t, s[0].me), new RawPeer(t, s[2].me)];
    await t.settle();
    await Promise.all([ann.look(), cat.look()]);
    const round = st.round;
    const junk = 'ab'.repeat(32);
    ann.push(
      (await ann.sign('link', { round, link: junk, seat: 2 })).wire,
      (await ann.sign('link', { round, seat: 2, broken: true })).wire,
      (await ann.sign('link', { round, link: junk, opened: [[0, junk]] })).wire,
    );
    const catLink = (await deriveLinks(s[2].me, t.room, st.start!.hash)).links[round];
    cat.push(
      (await cat.sign('link', { round, link: catLink, seal: [[round + 1, 0, 'short']] })).wire,
      (await cat.sign('link', { round, link: catLink, seal: [[round + 1, 2, 'A'.repeat(80)]] })).wire,
      (await cat.sign('link', { round, link: catLink, seal: Array.from({ length: 9 }, () => [round + 1, 0, 'A'.repeat(80)]) })).wire,
    );
    await t.settle();
    expect(views([s[0]])).toEqual(before);
    // Cat's own link, well formed, is taken: the table then waits for Bob's alone
    cat.push((await cat.sign('link', { round, link: catLink })).wire);
    await t.settle();
    expect(s[0].book.state.links[2]).toBe(catLink);
    expect(owed(s[0].book.state)).toEqual([{ seat: 1, what: 'link' }]);
    ann.destroy();
    cat.destroy();
    await t.close();
  });

  test('a sealed link opens for its opener only, and is bound to its round and seats', async () => {
    const t = new Table();
    const [a, b, c] = [await t.identity(), await t.identity(), await t.identity()];
    const [ka, kb, kc] = [await deriveSealKey(a, 'room', 'start'), await deriveSealKey(b, 'room', 'start'), await deriveSealKey(c, 'room', 'start')];
    const link = 'ab'.repeat(32);
    const box = (await sealLink(ka!, kb!.publicKey, 'room', 5, 0, 1, link))!;
    expect(await openLink(kb!, ka!.publicKey, 'room', box, 0)).toBe(link);
    // the third seat, the sealer's key at another seat, another round or room: nothing
    expect(await openLink(kc!, ka!.publicKey, 'room', box, 0)).toBeNull();
    expect(await openLink(kb!, ka!.publicKey, 'room', [6, 1, box[2]], 0)).toBeNull();
    expect(await openLink(kb!, ka!.publicKey, 'other', box, 0)).toBeNull();
    expect(await openLink(kb!, ka!.publicKey, 'room', box, 2)).toBeNull();
    // a refreshed tab derives the same key
    expect((await deriveSealKey(a, 'room', 'start'))!.publicKey).toBe(ka!.publicKey);
  });
});
