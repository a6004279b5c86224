/**
 * Drawing without everyone online (issue 24): at a table played over days each seat seals its
 * coming links to the rounds' openers, so the seat to move opens the table alone, draws and plays.
 * Here no two browsers are ever open at once: each visit opens a session on that player's own
 * document, takes in what the others published (a mailbox standing for the relays), acts, publishes
 * what its session wrote, and closes.
 */
import * as Y from 'yjs';
import { describe, expect, test } from 'vitest';
import { Rng } from '../../src/engine/index.js';
import type { GameSession, Identity } from '../../src/sync/index.js';
import { readEntry } from '../../src/sync/entry.js';
import { openLink, deriveSealKey, type SealedBox } from '../../src/sync/sealed-links.js';
import { moveRevealer } from '../../src/sync/link-openers.js';
import type { Autopilot } from '../../src/sync/autopilot.js';
import type { BotLevel } from '../../src/bots/index.js';
import { owed, type TableState } from '../../src/sync/table.js';
import { COLORS, Table, randomBaseMove } from './harness.js';

/** A player's browser: its key and its document, kept between its visits as IndexedDB keeps them. */
interface Browser {
  name: string;
  identity: Identity;
  doc: Y.Doc;
  visits: number;
}

class OverDays {
  readonly t = new Table();
  /** every wire any browser published, as the relays keep them */
  readonly mailbox = new Set<string>();
  readonly rng = Rng.fromSeed('over-days');
  open: GameSession | null = null;
  patch: (s: GameSession, b: Browser) => void = () => {};
  /** the state the last visit left, as the next visitor will find it */
  last: TableState | null = null;

  async browser(name: string): Promise<Browser> {
    return { name, identity: await this.t.identity(), doc: new Y.Doc(), visits: 0 };
  }

  /** One visit: nobody else is open meanwhile. `act` runs once the session has taken in the mailbox. */
  async visit(b: Browser, act: (s: GameSession) => Promise<void> | void = () => {}): Promise<GameSession> {
    expect(this.open, 'two browsers open at once').toBeNull();
    const log = b.doc.getArray<string>('log');
    const have = new Set(log.toArray());
    const missing = [...this.mailbox].filter((w) => !have.has(w));
    if (missing.length) b.doc.transact(() => log.push(missing), 'carc-archive');
    const s = (this.open = await this.t.open(b.identity, b.doc));
    this.patch(s, b);
    b.visits++;
    await this.t.idle();
    await act(s);
    await this.t.idle();
    for (const w of log.toArray()) this.mailbox.add(w);
    this.last = s.book.state;
    await s.close();
    this.t.sessions.splice(this.t.sessions.indexOf(s), 1);
    this.open = null;
    return s;
  }
}

/**
 * The host seats each guest over separate visits (each asks and goes; the host's next visit lets
 * them in), adds `bots`, starts over days, then whoever the table waits for opens it, one at a time,
 * until the game ends; `patch` runs on every session as it opens. Returns each browser's last look.
 */
async function playOverDays(names: string[], bots: BotLevel[] = [], patch: (s: GameSession, b: Browser) => void = () => {}) {
  const od = new OverDays();
  const browsers: Browser[] = [];
  for (const name of names) browsers.push(await od.browser(name));
  od.patch = patch;
  const host = await od.visit(browsers[0], (s) => void s.claimSeat({ name: names[0], color: COLORS[0] }).catch(() => {}));
  od.t.room = host.room;
  for (const [i, b] of browsers.entries()) {
    if (i === 0) continue;
    await od.visit(b, (s) => void s.claimSeat({ name: names[i], color: COLORS[i] }).catch(() => {}));
    await od.visit(browsers[0]);
  }
  await od.visit(browsers[0], async (s) => {
    for (const [i, level] of bots.entries()) await s.seating.addBot({ name: `Bot ${i + 1}`, color: COLORS[names.length + i], level });
    expect(s.seats.map((x) => x.name)).toEqual([...names, ...bots.map((_, i) => `Bot ${i + 1}`)]);
    void s.start({ tiles: 10, days: 3 }).catch(() => {});
  });
  let moves = 0;
  for (let visits = 0; od.last!.game?.finished !== true; visits++) {
    expect(visits, 'the game stopped making progress').toBeLessThan(200);
    const due = owed(od.last!);
    expect(due.length).toBeGreaterThan(0);
    // a bot's move is written by the first player after it who comes
    const seat = od.last!.bots[due[0].seat] ? moveRevealer(od.last!, due[0].seat)! : due[0].seat;
    await od.visit(browsers[seat], async (s) => {
      const g = s.game;
      if (g && !g.finished && s.mySeat === g.current && !s.book.state.pending) {
        void s.play(randomBaseMove(g, od.rng)!).catch(() => {});
        moves++;
      }
    });
  }
  // a last look from every browser
  const ends: GameSession[] = [];
  for (const b of browsers) ends.push(await od.visit(b));
  return { od, browsers, ends, moves };
}

describe('a table played over days draws with links sealed ahead', () => {
  test('three players who are never online together play a whole game to the same record', async () => {
    const { od, browsers, ends, moves } = await playOverDays(['Ann', 'Bob', 'Cat']);
    expect(new Set(ends.map((s) => JSON.stringify(s.record()))).size).toBe(1);
    expect(new Set(ends.map((s) => s.book.head)).size).toBe(1);
    expect(ends[0].phase).toBe('finished');
    expect(moves).toBe(ends[0].record()!.moves.length);
    // every wire in every browser's log reads as an entry signed by a seat of this room
    const keys = new Set(ends[0].seats.map((x) => x.key));
    for (const w of od.mailbox) {
      const r = readEntry(w, od.t.room);
      expect(r.ok && keys.has(r.entry.author)).toBe(true);
    }
    // the links were opened by the seats that drew, not revealed by their owners: after the deal,
    // only the seat that comes to draw opens the table (about one visit per move)
    const chain = ends[0].chain;
    const opened = chain.filter((e) => e.kind === 'link' && 'seat' in e.body);
    expect(opened.length).toBeGreaterThanOrEqual(moves - 2);
    const afterDeal = browsers.reduce((n, b) => n + b.visits, 0);
    expect(afterDeal).toBeLessThan(2 * moves + 20);
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
    const { ends, moves } = await playOverDays(['Ann', 'Bob', 'Cat'], ['easy'], spoil);
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

  test('a sealed link opens for its opener only, and is bound to its round and seats', async () => {
    const t = new Table();
    const [a, b, c] = [await t.identity(), await t.identity(), await t.identity()];
    const [ka, kb, kc] = [await deriveSealKey(a, 'room', 'start'), await deriveSealKey(b, 'room', 'start'), await deriveSealKey(c, 'room', 'start')];
    const { sealLink } = await import('../../src/sync/sealed-links.js');
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
