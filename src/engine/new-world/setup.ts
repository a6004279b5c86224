/**
 * Checking a New World setup (it may come from an untrusted record or peer) and the table it starts
 * on: the coast, its starting spaces and the board's bounds.
 */
import { Board, type Bounds } from '../board.js';
import { failure, type Failure } from '../errors.js';
import { checkPlayers, type GameSetup } from '../game-setup.js';
import { hiddenDeck, hiddenProblem, type HiddenDraws } from '../hidden-bag.js';
import { Rng } from '../rng.js';
import { normalizeNewWorldRules, type NewWorldRules } from './rules.js';
import { NEW_WORLD_CATALOGUE, NEW_WORLD_SUPPLY } from './tiles.js';

export const NEW_WORLD = 'new-world';

/** The base game's setup (the deck has no start tile here; `first` is the start player), with `game`. */
export interface NewWorldSetup extends Omit<GameSetup, 'redraws'> {
  game?: typeof NEW_WORLD;
}

export interface ResolvedNewWorld {
  names: string[];
  rules: NewWorldRules;
  deckIds: string[];
  hidden: (HiddenDraws & { seed: string }) | null;
  first: number | null;
}

/** What a hidden deck is built from: the 95 land tiles, no river. */
const SUPPLY = { supply: NEW_WORLD_SUPPLY as string[], river: null };

/** A deck can hold each tile at most as often as the supply (so a board is never absurdly big). */
const MAX_DECK = NEW_WORLD_SUPPLY.length;

export function resolveNewWorld(setup: NewWorldSetup): ResolvedNewWorld | Failure {
  const players = checkPlayers(setup.players, 5);
  if (!players.ok) return players;
  const rules = normalizeNewWorldRules(setup.rules);
  if (!rules.ok) return rules;
  const n = players.names.length;
  if (setup.first !== undefined && !(Number.isInteger(setup.first) && setup.first >= 0 && setup.first < n)) {
    return failure('record/invalid', `"first" must be the index of a player, a whole number from 0 to ${n - 1}.`);
  }
  let deckIds: string[];
  let hidden: ResolvedNewWorld['hidden'] = null;
  if (setup.hidden !== undefined) {
    if (setup.deck !== undefined || setup.seed !== undefined) return failure('record/invalid', 'A game with hidden draws builds its own deck: give no "deck" or "seed".');
    const problem = hiddenProblem(setup.hidden, SUPPLY);
    if (problem) return failure('record/invalid', problem);
    const built = hiddenDeck(SUPPLY, setup.hidden);
    deckIds = built.ids;
    hidden = { ...built.draws, seed: setup.hidden.seed };
  } else if (setup.deck !== undefined) {
    if (setup.seed !== undefined) return failure('record/invalid', 'Give either "deck" or "seed", not both.');
    if (!Array.isArray(setup.deck)) return failure('record/invalid', '"deck" must be an array of tile ids.');
    if (setup.deck.length > MAX_DECK) return failure('record/deck', `A New World deck holds at most ${MAX_DECK} tiles.`);
    for (const id of setup.deck) {
      if (typeof id !== 'string' || !NEW_WORLD_CATALOGUE.byId.has(id)) return failure('record/unknown-tile', `The deck names an unknown New World tile ${JSON.stringify(id)}.`);
    }
    deckIds = [...setup.deck];
  } else if (typeof setup.seed === 'string') deckIds = newWorldDeck(setup.seed);
  else return failure('record/invalid', 'A game needs either a "deck" or a "seed".');
  return { names: players.names, rules: rules.rules, deckIds, hidden, first: setup.first ?? null };
}

/** The seeded shuffle: Fisher–Yates of the 95 tiles in catalogue order, as for the base game. */
export function newWorldDeck(seed: string): string[] {
  return Rng.fromSeed(seed).shuffle([...NEW_WORLD_SUPPLY]);
}

/** The rows of the coast column (x = 0) that face a starting space. */
export function startingRows(rules: NewWorldRules): number[] {
  const top = -Math.floor((rules.startingSpaces - 1) / 2);
  return Array.from({ length: rules.startingSpaces }, (_, i) => top + i);
}

/** The table: no tile east of the coast (x ≤ 0), the starting spaces open before any tile. */
export function coastBoard(tiles: number, rules: NewWorldRules): Board {
  // room for a line of every tile from any starting space, in every direction but east
  const capacity = tiles + rules.startingSpaces + 1;
  const far = capacity;
  const bounds: Bounds = { minX: -far, maxX: 0, minY: -far, maxY: far };
  const board = new Board(capacity, bounds, rules.coastCloses);
  for (const y of startingRows(rules)) board.openSquare(0, y);
  return board;
}
