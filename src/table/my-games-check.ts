/**
 * Come back to it (issue 24): My games asks the relays whose turn it is in each game played over
 * days, when the welcome screen opens, every 5 minutes while the page is visible, and when it
 * becomes visible again, and says which are "your turn". Only online games played over days and not
 * finished are checked: a live table borrows the public relays only while it is played, and a
 * hot-seat game has nothing online. The relays are the Nostr endpoints of the page's signaling list.
 *
 * An answer never moves a game back (a relay that withheld gives an older turn) and a failed check
 * leaves the summary as it was.
 */
import type { RelayTurn, RelayTurnResult } from '../sync/archive/relay-turn.js';
import { hostOfRoom } from '../sync/room-name.js';
import { type GameSummary, type MyGame, type MyGamesStore, myGames } from './my-games.js';
import type { TablePhase } from './table.js';

/** How often an open, visible page asks again. */
export const CHECK_EVERY_MS = 5 * 60_000;

/** Asks the relays about one room (tests inject their own). */
export type TurnCheck = (room: string, relays: readonly string[]) => Promise<RelayTurnResult>;

/** Whether the relays are asked about `g`: online, played over days, not finished, with a sound room. */
export function checkedOnRelays(g: MyGame): boolean {
  return g.kind === 'online' && !!g.days && g.phase !== 'finished' && !!hostOfRoom(g.id);
}

const PHASES: TablePhase[] = ['lobby', 'starting', 'playing', 'finished'];

/** Whether the relays' answer says the table waits for this browser's seat. */
export function yourTurnIn(g: Pick<MyGame, 'mySeat'>, r: RelayTurn): boolean {
  return g.mySeat !== null && r.waitingFor.includes(g.mySeat);
}

/** `g` as the relays describe it, or null when their answer is older than what this browser knows. */
export function summaryFromRelays(g: MyGame, r: RelayTurn): GameSummary | null {
  const phase: TablePhase = r.phase === 'committing' || r.phase === 'revealing' ? 'starting' : r.phase;
  if (r.turn < g.turn || PHASES.indexOf(phase) < PHASES.indexOf(g.phase)) return null;
  const { updatedAt: _, ...rest } = g;
  const current = phase === 'playing' && yourTurnIn(g, r) ? g.mySeat! : r.current;
  return { ...rest, phase, turn: r.turn, current: current < g.players.length ? current : -1, winners: phase === 'finished' ? r.winners : [] };
}

export interface CheckedGame {
  game: MyGame;
  /** the summary as the relays tell it (null: the check failed or the answer was older) */
  summary: GameSummary | null;
  yourTurn: boolean;
  error: { code: string; message: string } | null;
}

/** Asks the relays about each game in turn (one room's sockets at a time: the relays are borrowed). */
export async function checkGames(games: readonly MyGame[], relays: readonly string[], check: TurnCheck): Promise<CheckedGame[]> {
  const out: CheckedGame[] = [];
  if (!relays.length) return out;
  for (const game of games.filter(checkedOnRelays)) {
    const r = await check(game.id, relays).catch((e: unknown) => ({ ok: false as const, error: { code: 'relay-turn/failed', message: String(e) } }));
    if (!r.ok) out.push({ game, summary: null, yourTurn: false, error: r.error });
    else {
      const summary = summaryFromRelays(game, r);
      const yourTurn = summary ? summary.phase === 'playing' && summary.current === game.mySeat : game.current === game.mySeat;
      out.push({ game, summary, yourTurn, error: null });
    }
  }
  return out;
}

export interface MyGamesCheck {
  /** when the check ended (ms since 1970) */
  at: number;
  /** the ids of the games whose turn is this browser's, as the relays said */
  yourTurn: string[];
  /** the ids checked, and those whose check failed */
  checked: string[];
  failed: string[];
}

/** Checks every game of `store` the relays are asked about and notes what they said. */
export async function checkMyGames(relays: readonly string[], check: TurnCheck, store: MyGamesStore = myGames, now: () => number = Date.now): Promise<MyGamesCheck> {
  const results = await checkGames(store.list(), relays, check);
  for (const r of results) if (r.summary) store.note(r.summary, now());
  return {
    at: now(),
    yourTurn: results.filter((r) => r.yourTurn).map((r) => r.game.id),
    checked: results.map((r) => r.game.id),
    failed: results.filter((r) => r.error).map((r) => r.game.id),
  };
}

export interface WatchOptions {
  relays: readonly string[];
  check: TurnCheck;
  store?: MyGamesStore;
  /** told after each check that asked anything */
  onChecked: (result: MyGamesCheck) => void;
  /** whether checks are wanted now (the welcome screen shows); once false, the watch stops itself */
  when?: () => boolean;
  everyMs?: number;
}

/** Checks on start, every CHECK_EVERY_MS while the page is visible, and when it becomes visible. */
export class MyGamesWatch {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> | null = null;
  /** the last check, while the watch runs */
  last: MyGamesCheck | null = null;
  private readonly onVisible = () => {
    if (!document.hidden) void this.check();
  };

  constructor(private readonly o: WatchOptions) {}

  get active(): boolean {
    return this.timer !== null;
  }

  start(): void {
    if (this.timer !== null) return;
    this.timer = setInterval(() => this.tick(), this.o.everyMs ?? CHECK_EVERY_MS);
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', this.onVisible);
    void this.check();
  }

  private tick(): void {
    if (typeof document === 'undefined' || !document.hidden) void this.check();
  }

  stop(): void {
    if (this.timer === null) return;
    clearInterval(this.timer);
    this.timer = null;
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', this.onVisible);
  }

  /** One check now (joins the one under way); nothing when no game needs one. */
  check(): Promise<void> {
    const store = this.o.store ?? myGames;
    if (this.o.when && !this.o.when()) this.stop();
    if (this.timer === null) return Promise.resolve();
    if (this.running || !store.list().some(checkedOnRelays) || !this.o.relays.length) return this.running ?? Promise.resolve();
    this.running = checkMyGames(this.o.relays, this.o.check, store)
      .then((result) => {
        if (this.timer === null) return;
        this.last = result;
        this.o.onChecked(result);
      })
      .finally(() => (this.running = null));
    return this.running;
  }
}
