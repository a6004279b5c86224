/**
 * Checking a `GameSetup` (it may come from an untrusted record or peer) and resolving it into what
 * a new game needs: the players' names, the rules, the deck (given, seeded, or canonical with hidden
 * draws) and who starts.
 */
import { CATALOGUE } from './catalogue.js';
import { failure, type Failure } from './errors.js';
import type { PlayerSpec, Ruleset } from './game-state.js';
import { hiddenDeck, hiddenProblem, hiddenStartPlayer, type HiddenDraws, type HiddenSetup } from './hidden-bag.js';
import { normalizeRules, type Rules } from './rules.js';
import { buildRuleset, deckProblem, seededDeck } from './ruleset.js';

export interface GameSetup {
  players: PlayerSpec[];
  rules?: unknown;
  /** the tiles drawn after the start tile, in order (river tiles first; with startTileInBag the first is the start) */
  deck?: string[];
  /** asks for the engine's shuffle of the full supply instead of a deck */
  seed?: string;
  /** draws decided turn by turn (online play): no `deck` or `seed`; each `play` then needs a `drawSeed` */
  hidden?: HiddenSetup;
  /** the start player's index, overriding `rules.startPlayer` */
  first?: number;
  /** the deck lists a returned tile again where it is drawn again (records of hidden games): nothing is re-inserted */
  redraws?: boolean;
}

export interface ResolvedSetup {
  ok: true;
  names: string[];
  rules: Rules;
  ruleset: Ruleset;
  deckIds: string[];
  hidden: HiddenDraws | null;
  /** the start player fixed by `first`, or drawn for a hidden game with `startPlayer: "random"` */
  first: number | null;
  redraws: boolean;
}

/** The board is sized by the deck, so an untrusted record must not ask for an absurd one. */
const MAX_DECK = 1000;

export function resolveSetup(setup: GameSetup): ResolvedSetup | Failure {
  const players = checkPlayers(setup.players);
  if (!players.ok) return players;
  const normalized = normalizeRules(setup.rules);
  if (!normalized.ok) return normalized;
  const rules = normalized.rules;
  const ruleset = buildRuleset(rules);
  const n = players.names.length;
  if (setup.first !== undefined && !(Number.isInteger(setup.first) && setup.first >= 0 && setup.first < n)) {
    return failure('record/invalid', `"first" must be the index of a player, a whole number from 0 to ${n - 1}.`);
  }
  if (setup.redraws !== undefined && typeof setup.redraws !== 'boolean') return failure('record/invalid', '"redraws" must be true or false.');
  let deckIds: string[];
  let hidden: ResolvedSetup['hidden'] = null;
  let first = setup.first ?? null;
  if (setup.hidden !== undefined) {
    if (setup.deck !== undefined || setup.seed !== undefined) return failure('record/invalid', 'A game with hidden draws builds its own deck: give no "deck" or "seed".');
    const problem = hiddenProblem(setup.hidden, ruleset);
    if (problem) return failure('record/invalid', problem);
    const h = setup.hidden as HiddenSetup;
    const built = hiddenDeck(ruleset, h);
    deckIds = built.ids;
    hidden = built.draws;
    if (first === null && rules.startPlayer === 'random') first = hiddenStartPlayer(h.seed, n);
  } else if (setup.deck !== undefined) {
    if (!Array.isArray(setup.deck)) return failure('record/invalid', '"deck" must be an array of tile ids.');
    if (setup.deck.length > MAX_DECK) return failure('record/deck', `A deck may hold at most ${MAX_DECK} tiles.`);
    for (const id of setup.deck) {
      if (typeof id !== 'string' || !CATALOGUE.byId.has(id)) return failure('record/unknown-tile', `The deck names an unknown tile ${JSON.stringify(id)}.`);
    }
    deckIds = setup.deck;
  } else if (typeof setup.seed === 'string') {
    deckIds = seededDeck(ruleset, setup.seed);
  } else return failure('record/invalid', 'A game needs either a "deck" or a "seed".');
  const problem = deckProblem(ruleset, deckIds, (id) => CATALOGUE.byId.get(id)!);
  if (problem) return failure('record/deck', problem);
  // a hidden game's returned tiles come back into its bag, so its record lists them where redrawn
  const redraws = setup.redraws === true || (hidden !== null && rules.unplaceable === 'return');
  return { ok: true, names: players.names, rules, ruleset, deckIds, hidden, first, redraws };
}

/** 2 to `most` players, each a non-empty name or an object with one, the names unique. */
export function checkPlayers(players: unknown, most = 6): { ok: true; names: string[] } | Failure {
  if (!Array.isArray(players) || players.length < 2 || players.length > most) return failure('record/invalid', `"players" must list 2 to ${most} players.`);
  const names: string[] = [];
  for (const p of players) {
    const name = typeof p === 'string' ? p : p && typeof p === 'object' && typeof (p as { name?: unknown }).name === 'string' ? (p as { name: string }).name : null;
    if (name === null || name.trim() === '') return failure('record/invalid', 'Each player must be a non-empty name or an object with a "name".');
    if (names.includes(name)) return failure('record/invalid', `Two players are both called "${name}".`);
    names.push(name);
  }
  return { ok: true, names };
}
