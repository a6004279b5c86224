/**
 * What a bot may know of a game: what a player at the table sees. The board, scores, followers,
 * the tile to play and the hands the rules show are public; the tiles still in the bag are known
 * only as a multiset (the snapshot's `remainingByTile`), never in their order.
 *
 * `PublicView` copies the game with the bag put in a canonical order (catalogue order, river tiles
 * first as the rules draw them), so nothing the bot computes can depend on the real order: the
 * information hiding holds by construction, not by care in each search. `determinize` then deals
 * one possible order of that bag from the bot's own generator. The base game's own PRNG (returned
 * tiles, seeded from the whole deck) is replaced too, since its state is a function of the order.
 * Both games go through it (New World's bag is all land: no river, no PRNG of its own).
 */
import { Rng, type Game } from '../engine/index.js';
import type { BotGame } from './bot-game.js';
import type { BagGroups, GameKind } from './game-kind.js';

/** Tiles of the deck already drawn or dealt: the part a player has seen. */
function drawnCount<G extends BotGame<G>>(game: G): number {
  return game.deckPos + (game.currentTile && !game.fromHand ? 1 : 0);
}

/** The bag's tile indices, grouped the way the rules draw them: fork, other river tiles, lakes, land. */
export function bagGroups<G extends BotGame<G>>(game: G, setup: Game['ruleset']['river'] | null): BagGroups {
  const byId = game.catalogue.byId;
  const counts = game.snapshot().remainingByTile;
  // remainingByTile's key order follows the deck order, so it is read in catalogue order instead
  const ids = Object.keys(counts).sort((a, b) => byId.get(a)!.index - byId.get(b)!.index);
  const groups: BagGroups = { fork: [], river: [], lakes: [], land: [] };
  for (const id of ids) {
    const tile = byId.get(id)!;
    const into = !tile.hasRiver ? groups.land : setup?.first.includes(id) ? groups.fork : setup?.lakes.includes(id) ? groups.lakes : groups.river;
    for (let k = 0; k < counts[id]; k++) into.push(tile.index);
  }
  // the lakes come in the set-up's own order (the seeded deck does not shuffle them)
  if (setup) groups.lakes.sort((a, b) => setup.lakes.indexOf(game.catalogue.tiles[a].id) - setup.lakes.indexOf(game.catalogue.tiles[b].id));
  return groups;
}

function withBag<G extends BotGame<G>>(game: G, bag: number[], rngSeed: Rng | null): G {
  const g = game.clone();
  const drawn = drawnCount(game);
  const deck = new Int16Array(drawn + bag.length);
  deck.set(game.deck.subarray(0, drawn));
  deck.set(bag, drawn);
  g.deck = deck;
  g.initialDeck = [];
  // a hidden-draws game (online) decides each tile from its peers' randomness; the bot's copies
  // play one dealt order instead, as a game with a fixed deck
  g.hidden = null;
  g.hiddenFrom = Infinity;
  g.drawRng = null;
  if (g.rng) g.rng = rngSeed;
  return g;
}

/** A bot's view of a game: a copy with the bag in canonical order. The caller's game is untouched. */
export class PublicView<G extends BotGame<G>> {
  readonly game: G;
  private readonly groups: BagGroups;

  constructor(
    readonly kind: GameKind<G>,
    real: G,
  ) {
    this.groups = kind.bagGroups(real);
    const { fork, river, lakes, land } = this.groups;
    this.game = withBag(real, [...fork, ...river, ...lakes, ...land], real.rng ? Rng.fromSeed('bot/public-view') : null);
  }

  /** Tiles left in the bag (not counting hands). */
  get bagSize(): number {
    const { fork, river, lakes, land } = this.groups;
    return fork.length + river.length + lakes.length + land.length;
  }

  /** One possible order of the bag, dealt by `rng` (river tiles as the rules order them, then the land). */
  sampleBag(rng: Rng): number[] {
    const { fork, river, lakes, land } = this.groups;
    return [...fork, ...rng.shuffle(river.slice()), ...lakes, ...rng.shuffle(land.slice())];
  }

  /**
   * The tiles the next draw may give, each with its chance: the first fork tile, else a river tile
   * (any of them alike), else the next lake, else a land tile by its copies left. Empty when the bag is.
   */
  nextDraws(): { tile: number; weight: number }[] {
    const { fork, river, lakes, land } = this.groups;
    if (fork.length) return [{ tile: fork[0], weight: 1 }];
    const pool = river.length ? river : lakes.length ? [lakes[0]] : land;
    const copies = new Map<number, number>();
    for (const t of pool) copies.set(t, (copies.get(t) ?? 0) + 1);
    return [...copies].map(([tile, k]) => ({ tile, weight: k / pool.length }));
  }

  /** The bag in canonical order but for `tile` (one of `nextDraws()`) drawn next. */
  bagWith(tile: number): number[] {
    const { fork, river, lakes, land } = this.groups;
    const bag = [...fork, ...river, ...lakes, ...land];
    const i = bag.indexOf(tile, fork.length);
    if (i > fork.length) bag.splice(fork.length, 0, ...bag.splice(i, 1));
    return bag;
  }

  /** A copy of the view with the bag in that order (its own PRNG for returned tiles drawn from `rng`). */
  withBag(bag: number[], rng: Rng): G {
    return withBag(this.game, bag, this.game.rng ? new Rng([rng.nextU32(), rng.nextU32(), rng.nextU32(), rng.nextU32() | 1]) : null);
  }

  determinize(rng: Rng): G {
    return this.withBag(this.sampleBag(rng), rng);
  }
}
