/**
 * Hot-seat: every player on this device, the engine alone, no network. Seats are added with
 * `sit`; `start` deals the deck (an explicit one, or a shuffle cut to `tiles` for a quick game).
 */
import { createGame, exportRecord, quickDeck, replayAnyRecord } from '../engine/index.js';
import { BOT_LEVELS, isBotLevel, type BotLevel } from '../bots/levels.js';
import { newSaveId } from './saved-games.js';
import {
  anyRecord,
  tableError,
  type AnyEvent,
  type AnyGame,
  type AnyMove,
  type AnyRecord,
  type HostOptions,
  type Table,
  type TableError,
  type TablePhase,
  type TablePlayer,
  type TableStatus,
} from './table.js';

export class HotseatTable extends EventTarget implements Table {
  readonly mode = 'hotseat' as const;
  readonly link = '';
  readonly status: TableStatus = { kind: 'hotseat', peers: 0 };
  readonly hover = null;
  readonly hints = true;
  game: AnyGame | null = null;
  players: TablePlayer[] = [];
  events: AnyEvent[] = [];
  rules: Record<string, unknown>;
  /** what the table was opened with (deck, seed, length, rules) */
  readonly options: HostOptions;
  /** the slot this game is saved in on this device (saved-games.ts) */
  saveId = newSaveId();

  constructor(options: HostOptions = {}) {
    super();
    this.options = options;
    this.rules = { ...(options.rules ?? {}) };
  }

  /** A table that continues (or reviews) a game of either kind from its record. */
  static fromRecord(input: unknown, colors: readonly string[]): { ok: true; table: HotseatTable } | { ok: false; error: TableError } {
    const replay = replayAnyRecord(input);
    if (!replay.ok) return { ok: false, error: replay.error };
    const record = exportRecord(replay.game);
    const t = new HotseatTable({ game: replay.kind, rules: record.rules as Record<string, unknown>, deck: record.deck });
    t.game = replay.game;
    t.events = replay.events as AnyEvent[];
    t.players = replay.game.players.map((name, i) => {
      const spec = record.players[i];
      const color = typeof spec === 'object' && typeof spec.color === 'string' ? spec.color : colors[i % colors.length];
      const bot = typeof spec === 'object' && isBotLevel(spec.bot) ? { bot: spec.bot } : {};
      return { name, color, online: true, local: true, ...bot };
    });
    return { ok: true, table: t };
  }

  get phase(): TablePhase {
    if (!this.game) return 'lobby';
    return this.game.finished ? 'finished' : 'playing';
  }

  get mySeat(): number | null {
    return this.game && !this.game.finished ? this.game.current : null;
  }

  /** whether a person plays now: a bot's turn is played by components/carc-game/bot-seats.ts */
  canPlay(): boolean {
    return this.phase === 'playing' && !this.players[this.game!.current]?.bot;
  }

  async sit(p: { name: string; color: string; bot?: BotLevel }): Promise<void> {
    const name = p.name.trim();
    if (this.game) throw this.fail('sync/wrong-phase', 'The game has started; no more seats can be taken.');
    if (!name) throw this.fail('sync/bad-entry', 'A player needs a name.');
    const most = this.options.game === 'new-world' ? 5 : 6;
    if (this.players.length >= most) throw this.fail('sync/table-full', `The table is full: ${most === 5 ? 'five' : 'six'} players at most.`);
    if (this.players.some((q) => q.name === name)) throw this.fail('sync/seat-taken', `Someone is already called ${name}.`);
    if (this.players.some((q) => q.color === p.color)) throw this.fail('sync/seat-taken', 'That colour is taken.');
    if (p.bot !== undefined && !isBotLevel(p.bot)) throw this.fail('bot/unknown-level', `There is no bot level ${JSON.stringify(p.bot)} (${BOT_LEVELS.join(', ')}).`);
    this.players = [...this.players, { name, color: p.color, online: true, local: true, ...(p.bot ? { bot: p.bot } : {}) }];
    this.changed();
  }

  /** Removes a seat before the start (hot-seat lobby only). */
  unseat(index: number): void {
    if (this.game) return;
    this.players = this.players.filter((_, i) => i !== index);
    this.changed();
  }

  async start(): Promise<void> {
    if (this.game) throw this.fail('sync/wrong-phase', 'The game has already started.');
    // a bot seat says so in the record, so a saved game resumes with its bots
    const players = this.players.map((p) => ({ name: p.name, color: p.color, ...(p.bot ? { bot: p.bot } : {}) }));
    const nw = this.options.game === 'new-world';
    // one call for either game (the overloads need the game's literal)
    const first = this.options.first !== undefined && this.options.first < players.length ? { first: this.options.first } : {};
    const create = (more: { seed?: string; deck?: string[] }) =>
      nw ? createGame({ game: 'new-world', players, rules: this.rules, ...first, ...more }) : createGame({ players, rules: this.rules, ...first, ...more });
    let deck = this.options.deck;
    if (!deck) {
      const seed = this.options.seed ?? Math.random().toString(36).slice(2);
      const shuffled = create({ seed });
      if (!shuffled.ok) throw this.fail(shuffled.error.code, shuffled.error.message);
      deck = exportRecord(shuffled.game).deck!;
      // New World has no river: a quick game is the first tiles of the shuffle
      if (this.options.tiles) deck = nw ? deck.slice(0, this.options.tiles) : quickDeck(deck, this.options.tiles);
    }
    const created = create({ deck });
    if (!created.ok) throw this.fail(created.error.code, created.error.message);
    this.game = created.game;
    this.events = [...created.events];
    this.changed();
  }

  async play(move: AnyMove): Promise<void> {
    if (!this.game) throw this.fail('sync/wrong-phase', 'The game has not started.');
    const player = this.game.current;
    const res = this.game.play(move);
    if (!res.ok) throw res.error;
    this.events = [...this.events, ...(res.events as AnyEvent[])];
    this.dispatchEvent(new CustomEvent('move', { detail: { move, player, turn: this.game.turn, events: res.events } }));
    this.changed();
  }

  record(): AnyRecord {
    if (this.game) return anyRecord(exportRecord(this.game));
    return { format: 'carcassonne-record/1', players: this.players.map((p) => p.name), moves: [] } as unknown as AnyRecord;
  }

  setHover(): void {}

  close(): void {}

  private fail(code: string, message: string): TableError {
    return tableError(code, message);
  }

  private changed(): void {
    this.dispatchEvent(new CustomEvent('change'));
  }
}

/**
 * Why a file could not be opened, in words fit to show: a file that is not text at all (a picture,
 * say) would otherwise put its bytes in the message, quoted by the JSON parser.
 */
export function importProblem(error: TableError): string {
  if (error.code === 'record/not-json') return 'it is not JSON text, as a record file is.';
  // control characters and replacement marks are what a binary file turns into
  const printable = error.message.replace(/[\u0000-\u001f\u007f-\u009f\ufffd]/g, '');
  return printable.length > 240 ? `${printable.slice(0, 240)}…` : printable;
}
