/**
 * Browsers that are never open at the same time (issue 24): each visit opens a session on that
 * player's own document (kept between its visits as IndexedDB keeps it), takes in what the others
 * left (through a carrier: a mailbox standing for the relays, or real local relays), acts,
 * publishes, and closes. `playOverDays` seats a table over such visits and plays it to its end,
 * whoever the table waits for opening it next.
 */
import * as Y from 'yjs';
import { expect } from 'vitest';
import { Rng } from '../../../src/engine/index.js';
import type { BotLevel } from '../../../src/bots/index.js';
import type { GameSession, Identity } from '../../../src/sync/index.js';
import { moveRevealer } from '../../../src/sync/link-openers.js';
import type { SessionOptions } from '../../../src/sync/open-session.js';
import { owed, type TableState } from '../../../src/sync/table.js';
import { COLORS, Table, randomBaseMove } from '../harness.js';

/** A player's browser: its key and its document, kept between its visits. */
export interface Browser {
  name: string;
  identity: Identity;
  doc: Y.Doc;
  visits: number;
}

/** How what one browser wrote reaches the next. */
export interface Carrier {
  /** what the session opens with (the relays to use) */
  options?: Partial<SessionOptions>;
  /** before the session opens on the browser's document */
  before?(b: Browser): void;
  /** once it is open, before the player acts */
  opened?(s: GameSession): Promise<void>;
  /** after the player acted, before the session closes */
  after?(b: Browser, s: GameSession): Promise<void>;
}

/** Every wire any browser published, as the relays would keep them, with no relay at all. */
export function mailbox(): Carrier & { wires: Set<string> } {
  const wires = new Set<string>();
  return {
    wires,
    before(b) {
      const log = b.doc.getArray<string>('log');
      const have = new Set(log.toArray());
      const missing = [...wires].filter((w) => !have.has(w));
      if (missing.length) b.doc.transact(() => log.push(missing), 'carc-archive');
    },
    async after(b) {
      for (const w of b.doc.getArray<string>('log').toArray()) wires.add(w);
    },
  };
}

export class OverDays {
  readonly t = new Table();
  readonly rng = Rng.fromSeed('over-days');
  open: GameSession | null = null;
  /** the state the last visit left, as the next visitor will find it */
  last: TableState | null = null;
  patch: (s: GameSession, b: Browser) => void = () => {};

  constructor(readonly carrier: Carrier) {}

  async browser(name: string): Promise<Browser> {
    return { name, identity: await this.t.identity(), doc: new Y.Doc(), visits: 0 };
  }

  /** One visit: nobody else is open meanwhile. `act` runs once the session has taken in what the others left. */
  async visit(b: Browser, act: (s: GameSession) => Promise<void> | void = () => {}): Promise<GameSession> {
    expect(this.open, 'two browsers open at once').toBeNull();
    this.carrier.before?.(b);
    const s = (this.open = await this.t.open(b.identity, b.doc, false, this.carrier.options));
    if (!this.t.room) this.t.room = s.room;
    this.patch(s, b);
    b.visits++;
    await this.carrier.opened?.(s);
    await this.t.idle();
    await act(s);
    await this.t.idle();
    await this.carrier.after?.(b, s);
    this.last = s.book.state;
    await s.close();
    this.t.sessions.splice(this.t.sessions.indexOf(s), 1);
    this.open = null;
    return s;
  }
}

export interface OverDaysGame {
  od: OverDays;
  browsers: Browser[];
  /** each browser's last look, once the game is over */
  ends: GameSession[];
  /** moves the players played (bots' not counted) */
  moves: number;
}

/**
 * The host seats each guest over separate visits (each asks and goes; the host's next visit lets
 * them in), adds `bots`, starts over days, then whoever the table waits for opens it, one at a time,
 * until the game ends; `patch` runs on every session as it opens, `between` after every visit.
 */
export async function playOverDays(
  carrier: Carrier,
  names: string[],
  o: { bots?: BotLevel[]; tiles?: number | null; rules?: Record<string, unknown>; patch?: (s: GameSession, b: Browser) => void; between?: (visit: number) => Promise<void> } = {},
): Promise<OverDaysGame> {
  const od = new OverDays(carrier);
  const browsers: Browser[] = [];
  for (const name of names) browsers.push(await od.browser(name));
  if (o.patch) od.patch = o.patch;
  await od.visit(browsers[0], async (s) => {
    void s.claimSeat({ name: names[0], color: COLORS[0] }).catch(() => {});
    await od.t.idle();
    // said in the lobby: every guest's browser keeps its claim on the relays
    await s.seating.setDays(3);
  });
  for (const [i, b] of browsers.entries()) {
    if (i === 0) continue;
    await od.visit(b, (s) => void s.claimSeat({ name: names[i], color: COLORS[i] }).catch(() => {}));
    await od.visit(browsers[0]);
  }
  const bots = o.bots ?? [];
  await od.visit(browsers[0], async (s) => {
    for (const [i, level] of bots.entries()) await s.seating.addBot({ name: `Bot ${i + 1}`, color: COLORS[names.length + i], level });
    expect(s.seats.map((x) => x.name)).toEqual([...names, ...bots.map((_, i) => `Bot ${i + 1}`)]);
    const tiles = o.tiles === undefined ? 10 : o.tiles;
    void s.start({ ...(tiles === null ? {} : { tiles }), ...(o.rules ? { rules: o.rules } : {}) }).catch(() => {});
  });
  let moves = 0;
  for (let visits = 0; od.last!.game?.finished !== true; visits++) {
    expect(visits, 'the game stopped making progress').toBeLessThan(600);
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
    await o.between?.(visits);
  }
  const ends: GameSession[] = [];
  for (const b of browsers) ends.push(await od.visit(b));
  return { od, browsers, ends, moves };
}
