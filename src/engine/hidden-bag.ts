/**
 * Hidden draws (`GameSetup.hidden`): an online table decides each tile only when it is drawn, from
 * randomness its peers supply turn by turn, so no peer knows a tile before then.
 *
 * The deck starts in canonical order: the river's `first`, its `middle` sorted by id, its `lakes`,
 * then the land tiles sorted by id. Positions below `game.hiddenFrom` are drawn and fixed; the rest
 * is the bag, always kept in canonical order so that it tells nothing beyond which tiles are left.
 * Each draw picks uniformly among the bag's tiles of the segment being drawn (river middle, or
 * land; a fork or a lake is a segment of its own) with the PRNG of the call that draws: one per
 * creation, one per `play`, seeded from that play's `drawSeed`.
 */
import { Rng } from './rng.js';
import type { RiverSetup } from './tiles/river-tiles.js';
import type { Catalogue } from './tiles/tile-spec.js';

/** What drawing needs of a game: both the base game and New World draw this way. */
export interface DrawingGame {
  catalogue: Catalogue;
  deck: Int16Array;
  deckPos: number;
  hidden: (HiddenDraws & { seed: string }) | null;
  hiddenFrom: number;
  drawRng: Rng | null;
}

/** The part of a ruleset a hidden deck is built from. */
type Supply = { supply: string[]; river: RiverSetup | null };

export interface HiddenSetup {
  seed: string;
  /** quick game: keep only this many land tiles (the whole river stays) */
  landTiles?: number;
}

/** The seed, and where the shuffle ranges of the canonical deck lie (the land runs to the end of the deck). */
export interface HiddenDraws {
  seed: string;
  firstEnd: number;
  middleEnd: number;
  landStart: number;
}

const PREFIX = 'carcassonne-hidden/1';

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Why a `hidden` value cannot start a game, or null. */
export function hiddenProblem(hidden: unknown, ruleset: Supply): string | null {
  const h = hidden as Record<string, unknown>;
  if (!h || typeof h !== 'object' || Array.isArray(h) || typeof h.seed !== 'string') return '"hidden" must be an object with a "seed" string.';
  for (const k of Object.keys(h)) if (k !== 'seed' && k !== 'landTiles') return `"hidden" has no field "${k}".`;
  const n = h.landTiles;
  const most = ruleset.supply.length;
  if (n !== undefined && !(Number.isInteger(n) && (n as number) >= 0 && (n as number) <= most)) return `"hidden.landTiles" must be a whole number from 0 to ${most}.`;
  return null;
}

/** The canonical deck of a hidden game and its segments. */
export function hiddenDeck(ruleset: Supply, hidden: HiddenSetup): { ids: string[]; draws: HiddenDraws } {
  let land = [...ruleset.supply];
  if (hidden.landTiles !== undefined) land = Rng.fromSeed(`${PREFIX} land ${hidden.seed}`).shuffle(land).slice(0, hidden.landTiles);
  land.sort(byId);
  const r = ruleset.river;
  const first = r ? r.first : [];
  const middle = r ? [...r.middle].sort(byId) : [];
  const lakes = r ? r.lakes : [];
  const firstEnd = first.length;
  const middleEnd = firstEnd + middle.length;
  return { ids: [...first, ...middle, ...lakes, ...land], draws: { seed: hidden.seed, firstEnd, middleEnd, landStart: middleEnd + lakes.length } };
}

/** The start player drawn for `startPlayer: "random"` without `first`. */
export function hiddenStartPlayer(seed: string, players: number): number {
  return Rng.fromSeed(`${PREFIX} first ${seed}`).int(players);
}

/** The PRNG of the draws made while the game is created. */
export function creationDrawRng(seed: string): Rng {
  return Rng.fromSeed(`${PREFIX} draw 0 ${seed}`);
}

/** The PRNG of the draws one `play` makes. */
export function playDrawRng(drawSeed: string): Rng {
  return Rng.fromSeed(`${PREFIX} draw ${drawSeed}`);
}

/** The end (exclusive) of the shuffle range holding deck position `pos`. */
function segmentEnd(game: DrawingGame, d: HiddenDraws, pos: number): number {
  if (pos < d.firstEnd) return pos + 1;
  if (pos < d.middleEnd) return d.middleEnd;
  if (pos < d.landStart) return pos + 1;
  return game.deck.length;
}

/** Decides `deck[deckPos]` if it is still in the bag: called just before every draw. */
export function revealDraw(game: DrawingGame): void {
  const pos = game.deckPos;
  if (!game.hidden || pos < game.hiddenFrom) return;
  const rng = game.drawRng;
  // an engine bug, not bad input: every call that may draw sets the PRNG first
  if (!rng) throw new Error('A hidden draw happened outside a call that supplies randomness.');
  const j = pos + rng.int(segmentEnd(game, game.hidden, pos) - pos);
  // the drawn tile moves to `pos` and the tiles before it shift up one: the bag stays sorted
  const t = game.deck[j];
  game.deck.copyWithin(pos + 1, pos, j);
  game.deck[pos] = t;
  game.hiddenFrom = pos + 1;
}

/** Where an unplaceable land tile goes back into the bag: its canonical place (no randomness needed). */
export function bagSlot(game: DrawingGame, t: number): number {
  const tiles = game.catalogue.tiles;
  const id = tiles[t].id;
  let at = Math.max(game.hiddenFrom, game.hidden!.landStart);
  while (at < game.deck.length && tiles[game.deck[at]].id <= id) at++;
  return at;
}
