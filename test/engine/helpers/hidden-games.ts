/** Playing games with hidden draws for the tests: random moves, some passes, a fresh drawSeed a move. */
import { createGame, randomMove, type Rng, type Game, type GameEvent, type HiddenSetup, type TurnMove } from '../../../src/engine/index.js';

export const PLAYERS = ['Ann', 'Ben', 'Cat'];

export function hiddenGame(hidden: HiddenSetup, rules?: Record<string, unknown>, players = PLAYERS): { game: Game; events: GameEvent[] } {
  const c = createGame({ players, rules, hidden });
  if (!c.ok) throw new Error(`${c.error.code}: ${c.error.message}`);
  return { game: c.game, events: [...c.events] };
}

export const ids = (game: Game, from = 0, to = game.deck.length) => Array.from(game.deck.subarray(from, to), (t) => game.catalogue.tiles[t].id);

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The bag in canonical order, worked out from its tiles alone: river fork, middle by id, lakes in set-up order, land by id. */
export function canonicalBag(game: Game): string[] {
  const river = game.ruleset.river;
  const rank = (id: string) => {
    if (!river) return 9;
    if (river.first.includes(id)) return 0;
    if (river.middle.includes(id)) return 1;
    return river.lakes.includes(id) ? 2 + river.lakes.indexOf(id) : 9;
  };
  return ids(game, game.hiddenFrom).sort((a, b) => rank(a) - rank(b) || byId(a, b));
}

export interface Choices {
  /** chooses the moves (and when to pass) */
  moves: Rng;
  /** the drawSeed of the n-th play (1-based) */
  drawSeed: (n: number) => string;
  /** about one move in this many is a pass (0: never; 1 would never end) */
  passEvery?: number;
  /** stop before this move number (1-based) */
  stopBefore?: number;
  /** called after each play */
  after?: (game: Game) => void;
}

/** Plays until the game ends (or `stopBefore`); returns every event, the creation's included. */
export function playHidden(game: Game, events: GameEvent[], c: Choices): GameEvent[] {
  while (!game.finished && game.turn + 1 < (c.stopBefore ?? Infinity)) {
    const pass = c.passEvery ? c.moves.int(c.passEvery) === 0 : false;
    const move: TurnMove | null = pass ? { pass: true } : randomMove(game, c.moves);
    const res = move && game.play(move, c.drawSeed(game.turn + 1));
    if (!res || !res.ok) throw new Error(`refused ${JSON.stringify(move)} at move ${game.turn + 1}: ${res ? res.error.code : 'no move'}`);
    events.push(...res.events);
    c.after?.(game);
  }
  return events;
}
